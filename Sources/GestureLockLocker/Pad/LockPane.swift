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
/// A device only: the account password (Tab), the lock screen's policy (never enrol) and
/// every message are the session's (`PadSession+AccountPassword.swift`); keys go to it as
/// they are (``LockKeys``).
final class LockPane: PadDevice {
  typealias Failure = LockerError

  private let pane: PadPane
  private let channel: LineChannel
  /// The frames, drawn and sent with damage regions.
  private let frames = PaneFrames()
  private var blank: IdleBlank
  private var pressed = false
  private var queued: [PadInput] = []
  /// What the fingerprint thread writes to; `nil` when no pipe could be made (then the pane
  /// cannot be woken and the lock screen offers no finger: drawing still unlocks).
  private let wakePipe: WakePipe?
  /// Creates the pane at the first monitor the holder names (read from `input`, waiting).
  ///
  /// - Parameters:
  ///   - display: The pad process's own connection.
  ///   - parent: The cover window's id.
  ///   - input: The descriptor of the holder's messages (standard input).
  ///   - blankAfter: Seconds without input before blanking; `nil` or 0: never.
  init(
    display: X11Display, parent: UInt, input: Int32, blankAfter: Double?
  ) throws(LockerError) {
    channel = LineChannel(descriptor: input)
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
    try draw(session.scene(viewSize: size))
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
      if let input = input(for: message, session: session) { inputs.append(input) }
    }
    return inputs
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
