internal import GestureLockAccount
internal import GestureLockCore
internal import GestureLockGrabHolder
internal import GestureLockPadFlow
internal import GestureLockRender
internal import GestureLockScreenLock
internal import GestureLockSecurity
internal import GestureLockSystem

#if canImport(Glibc)
  internal import Glibc
#endif

/// The lock screen pad's device for the shared loop (`PadLoop`), in the pad's process: frames
/// drawn by Cairo into a ``PadPane`` over the active monitor (a child of the holder's cover
/// window), and input from the grab holder's messages (``LockerMessage``) on a pipe.
///
/// Waits in `poll` on the pipe, the X connection and a ``WakePipe`` (the fingerprint thread's
/// results: ``wake``, so the lock screen offers the finger as the other pads do); blanks after
/// the idle time (``IdleBlank``), and swallows the input that wakes it. The pipe closing means
/// the holder is gone: ``LockerError/holderGone``.
///
/// With an ``AccountPasswordFallback``, Tab switches to the account password (typed, never
/// shown: dots only; Return checks it with PAM through the counter, Escape goes back); an
/// accepted password sets ``unlockedByAccountPassword`` and ends the loop (`.quit`).
final class LockPane: PadDevice {
  typealias Failure = LockerError

  private let pane: PadPane
  private let channel: LineChannel
  /// The frames, drawn and sent with damage regions.
  private let frames = PaneFrames()
  private var blank: IdleBlank
  private var pressed = false
  private var queued: [PadInput] = []
  private let fallback: AccountPasswordFallback?
  private let log: EventLog
  private let language: Language
  /// What the fingerprint thread writes to; `nil` when no pipe could be made (then the pane
  /// cannot be woken and the lock screen offers no finger: drawing still unlocks).
  private let wakePipe: WakePipe?
  /// Whether the account password is being typed (Tab), instead of the pad.
  private var typingPassword = false
  private var password = AccountPassword()
  /// Characters typed into `password` (one dot each).
  private var passwordCharacters = 0
  private var passwordMessage = AccountPasswordScreen.Message.none
  /// Whether PAM accepted the account password: the lock screen unlocks.
  private(set) var unlockedByAccountPassword = false

  /// Creates the pane at the first monitor the holder names (read from `input`, waiting).
  ///
  /// - Parameters:
  ///   - display: The pad process's own connection.
  ///   - parent: The cover window's id.
  ///   - input: The descriptor of the holder's messages (standard input).
  ///   - blankAfter: Seconds without input before blanking; `nil` or 0: never.
  ///   - fallback: The account password fallback, or `nil` for none.
  ///   - language: The language of the fallback's texts.
  ///   - log: Where the account password's verdicts are logged.
  init(
    display: X11Display, parent: UInt, input: Int32, blankAfter: Double?,
    fallback: AccountPasswordFallback? = nil, language: Language = .english,
    log: EventLog = EventLog()
  ) throws(LockerError) {
    self.log = log
    channel = LineChannel(descriptor: input)
    self.fallback = fallback
    self.language = language
    wakePipe = try? WakePipe()
    var frame: Rect?
    while frame == nil {
      var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
      _ = poll(&descriptor, 1, -1)
      for line in channel.readLines() {
        if case .monitor(let rect) = LockerMessage(line: line) { frame = rect }
      }
      if frame == nil, channel.isClosed { throw .holderGone }
    }
    do {
      pane = try PadPane(display: display, parent: parent, frame: frame!)
    } catch {
      throw .screen(error)
    }
    blank = IdleBlank(seconds: blankAfter, now: MonotonicClock.now())
  }

  /// The pane's size in points (the active monitor's).
  var size: Size { pane.frame.size }

  func present(_ session: PadSession) throws(LockerError) {
    guard !blank.isBlank else { return }
    var scene: Scene
    if let why = Self.accountPasswordOnly(session), fallback != nil, !typingPassword {
      typingPassword = true
      passwordMessage = why
    }
    if typingPassword, let fallback {
      scene = AccountPasswordScreen.scene(
        size: size, user: fallback.user, characters: passwordCharacters,
        message: passwordMessage, language: language)
    } else {
      scene = session.scene(viewSize: size)
      if fallback != nil {
        // The way in for who forgot the secret, at the pad's foot.
        scene.items.append(
          .text(
            Scene.TextLabel(
              text: AccountPasswordScreen.hint(in: language),
              center: Point(x: size.width / 2, y: size.height - max(10, size.height * 0.03)),
              fontSize: max(10, min(18, size.height * 0.025)), color: PadStyle.standard.node)))
      }
    }
    try draw(scene)
  }

  /// Renders `scene` and puts it on the pane: only what changed since the last frame.
  private func draw(_ scene: Scene) throws(LockerError) {
    try frames.draw(scene, on: pane)
  }

  func waitForInput(timeout: Double?, session: PadSession) throws(LockerError) -> [PadInput] {
    let start = MonotonicClock.now()
    while true {
      let now = MonotonicClock.now()
      if blank.advance(to: now) {
        do { try pane.setVisible(false) } catch { throw .screen(error) }
      }
      var limit = timeout.map { start + $0 }
      if let deadline = blank.deadline { limit = min(limit ?? deadline, deadline) }
      if let limit, limit <= now { return [] }
      var descriptors = [
        pollfd(fd: channel.descriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: pane.display.fileDescriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakePipe?.descriptor ?? -1, events: Int16(POLLIN), revents: 0),
      ]
      let exposed: Bool
      do { exposed = try pane.pumpExposures() } catch { throw .screen(error) }
      if exposed {
        frames.invalidate()
        return [.redraw]
      }
      let milliseconds = limit.map { Int32(min(max(0, ($0 - now) * 1000).rounded(.up), 60_000)) }
      _ = poll(&descriptors, 3, milliseconds ?? -1)
      // A wake (fingerprint results) only ends the wait: the loop takes the results itself.
      // It does not end the idle blank: a finger on the reader unlocks or is counted all the
      // same, and the next touch or key shows the verdict.
      if descriptors[2].revents != 0 {
        wakePipe?.drain()
        return []
      }
      if descriptors[0].revents != 0 {
        let inputs = take(channel.readLines(), session: session)
        if channel.isClosed { throw .holderGone }
        if !inputs.isEmpty {
          queued = Array(inputs.dropFirst())
          return [inputs[0]]
        }
      }
    }
  }

  func nextQueuedInput() -> PadInput? {
    queued.isEmpty ? nil : queued.removeFirst()
  }

  /// A byte on the wake pipe, which `waitForInput` polls with the holder's pipe and the X
  /// connection; `nil` without a pipe (no fingerprint unlock then).
  var wake: (@Sendable () -> Void)? {
    guard let wakePipe else { return nil }
    return { wakePipe.wake() }
  }

  func view(of surface: PadLogEvent.Surface) -> PadLogEvent.View {
    .window(width: Int(size.width), height: Int(size.height), scale: 1)
  }

  /// The holder's messages as pad input, through the idle blank.
  private func take(_ lines: [Substring], session: PadSession) -> [PadInput] {
    var inputs: [PadInput] = []
    for line in lines {
      guard let message = LockerMessage(line: line) else { continue }
      let now = MonotonicClock.now()
      let verdict: IdleBlank.Verdict
      switch message {
      case .monitor(let frame):
        do { try pane.move(to: frame) } catch { continue }
        pressed = false
        inputs.append(.resized)
        continue
      case .pointer(let phase, _):
        verdict = blank.take(isPress: phase == .pressed, isRelease: phase == .released, now: now)
      case .key:
        verdict = blank.take(isPress: false, isRelease: false, now: now)
      }
      switch verdict {
      case .pass: break
      case .swallow: continue
      case .wake:
        try? pane.setVisible(true)
        inputs.append(.redraw)
        continue
      }
      // No secret to verify (removed while locked: the pad would enrol a new one, which must
      // not unlock the screen), or a damaged store: only the account password can.
      let only = Self.accountPasswordOnly(session) != nil
      if fallback != nil, case .key(let keysym, let text) = message {
        if typingPassword || only {
          typingPassword = true
          inputs.append(passwordKey(keysym: keysym, text: text, mayLeave: !only))
          continue
        }
        if keysym == Self.tab {
          // Cancel what the pad had (a stroke, typed digits), then type the password.
          inputs.append(.key(.escape))
          typingPassword = true
          passwordMessage = .none
          inputs.append(.redraw)
          continue
        }
      }
      // The pointer does nothing on the password screen, and the pad enrols nothing here.
      if typingPassword || only { continue }
      if let input = input(for: message, session: session) { inputs.append(input) }
    }
    return inputs
  }

  /// The Tab key's keysym.
  static let tab: UInt32 = 0xff09

  /// Why only the account password can unlock now, or `nil` when the pad can: nothing is
  /// enrolled (it was removed while locked; the lock screen never enrols: enrolling would
  /// unlock it), or the store is unusable for good (damaged, also while the screen was
  /// locked; SPEC.md §9, fail closed). A store unusable for a passing reason (full, busy) is
  /// tried again by the pad's next input instead.
  static func accountPasswordOnly(_ session: PadSession) -> AccountPasswordScreen.Message? {
    switch session.stage {
    case .enrolFirst, .enrolConfirm: .noSecret
    case .storeUnavailable where session.storeFault == nil: .storeDamaged
    case .verify, .lockedOut, .storeUnavailable: nil
    }
  }

  /// A key on the account password screen: characters are appended (never shown), BackSpace
  /// deletes one, Escape clears it and goes back to the pad (when `mayLeave`), Return checks
  /// the password.
  private func passwordKey(keysym: UInt32, text: String, mayLeave: Bool) -> PadInput {
    switch keysym {
    case 0xff1b:
      password.removeAll()
      passwordCharacters = 0
      typingPassword = !mayLeave
      return .redraw
    case 0xff08:
      password.removeLastCharacter()
      passwordCharacters = max(0, passwordCharacters - 1)
      return .redraw
    case 0xff0d, 0xff8d:
      return checkPassword()
    default:
      let printable =
        !text.isEmpty && !text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7f }
      guard printable else { return .redraw }
      var appended = true
      for byte in text.utf8 where appended { appended = password.append(byte) }
      if appended { passwordCharacters += text.count }
      passwordMessage = .none
      return .redraw
    }
  }

  /// Checks the typed password with PAM, counted first by the profile's account-password
  /// counter (PAM may take seconds: the "checking" frame is drawn first). The typed password
  /// is cleared either way.
  private func checkPassword() -> PadInput {
    guard let fallback, !password.isEmpty else { return .redraw }
    passwordMessage = .checking
    try? draw(
      AccountPasswordScreen.scene(
        size: size, user: fallback.user, characters: passwordCharacters,
        message: passwordMessage, language: language))
    let verdict: AccountPasswordOutcome
    do {
      verdict = try fallback.service.verifyAccountPassword { () -> Bool? in
        switch try? fallback.authenticator.authenticate(user: fallback.user, password: password) {
        case .accepted?: true
        case .rejected?, .accountUnavailable?: false
        case nil: nil
        }
      }
    } catch {
      // The counter could not be stored (a full disk, a damaged counter): PAM was not asked.
      log.write(.error(message: error.description))
      verdict = .notChecked
    }
    password.removeAll()
    passwordCharacters = 0
    switch verdict {
    case .accepted:
      log.write(.accountPassword(.accepted))
      unlockedByAccountPassword = true
      return .quit
    case .rejected(let left):
      log.write(.accountPassword(.rejected(attemptsBeforeDelay: left)))
      passwordMessage = .wrong(attemptsBeforeDelay: left)
    case .lockedOut(let until):
      log.write(.accountPassword(.throttled(lockedUntil: until)))
      passwordMessage = .lockedOut(until: until)
    case .notChecked:
      log.write(.accountPassword(.notChecked))
      passwordMessage = .notChecked
    }
    return .redraw
  }

  /// One message as pad input: button 1's press, moves while it is down and its release as
  /// mouse touches (pointer 0); keys by ``LockKeys``.
  private func input(for message: LockerMessage, session: PadSession) -> PadInput? {
    switch message {
    case .monitor: return nil
    case .pointer(.pressed, let point):
      pressed = true
      return .touch(location: point, phase: .began, pointer: 0)
    case .pointer(.moved, let point):
      return pressed ? .touch(location: point, phase: .moved, pointer: 0) : nil
    case .pointer(.released, let point):
      guard pressed else { return nil }
      pressed = false
      return .touch(location: point, phase: .ended, pointer: 0)
    case .key(let keysym, let text):
      return LockKeys.input(keysym: keysym, text: text, takesText: session.takesText)
    }
  }
}
