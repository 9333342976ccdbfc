public import GestureLockCore
internal import GestureLockPadFlow
public import GestureLockSecurity

/// The passcode pad of an `AppLock`: touches or key presses in, a `Scene` out, each submitted
/// entry checked through the app lock; the twin of `AppLockPad` for a PIN, a numeric code or
/// a text passcode.
///
/// The keypad, the dots and the holds are `PasscodeEntry`'s and `PasscodeScene`'s; the
/// verdict is the store's, and the state after it is the app lock's. Every touch or key also
/// counts as user activity for the idle timeout.
///
/// A class, not `Sendable`: it belongs to the host's actor (say the main actor), and
/// `touch(_:)` and `press(_:at:)` run on the caller's actor, hopping off only for the KDF.
///
/// ```swift
/// let pad = AppLockPasscodePad(
///   appLock: appLock, mode: .pin(length: 6), viewSize: Size(width: 360, height: 560))
/// if try await pad.press(.digit(4), at: now) == .unlocked { showContent() }
/// draw(pad.scene(viewSize: size))
/// ```
public final class AppLockPasscodePad {
  /// The app lock the pad opens.
  public let appLock: AppLock
  /// The keypad's entry: length, pressed key, state.
  public private(set) var entry: PasscodeEntry
  /// The line of text above the dots.
  public private(set) var message = PadMessage.enterPasscode
  /// The language of `message` and of the submit key's label.
  public var language = Language.english

  /// Creates the pad for a view of `viewSize` points.
  ///
  /// - Parameters:
  ///   - appLock: The app lock to open.
  ///   - mode: The passcode mode of the enrolled secret (a PIN's length included).
  ///   - viewSize: The view's size, in points.
  public init(appLock: AppLock, mode: PasscodeMode, viewSize: Size) {
    self.appLock = appLock
    let bounds = Rect(origin: .zero, size: viewSize)
    entry = PasscodeEntry(
      keypad: Keypad(bounds: bounds, insets: PasscodeScene.insets(for: viewSize), mode: mode))
    // A PIN pad speaks of the PIN, as its refusals do ("Enter your PIN").
    message = PadMessage.prompt(for: .verify, kind: kind, wallNow: 0)
  }

  /// The secret kind entries are checked as: `.pin` for a PIN, `.numeric`, or `.passcode`.
  public var kind: SecretKind {
    switch entry.mode {
    case .pin: .pin
    case .numeric: .numeric
    case .text: .passcode
    }
  }

  /// One touch from the view: a point in view points, a time in seconds on one monotonic
  /// clock. A submitted entry is checked through `AppLock.unlock(with:)`.
  ///
  /// - Returns: The app lock's state after the touch (`.unlocked` once the entry opened it).
  /// - Throws: As `AppLock.unlock(with:)`; the pad shows an error and the app stays locked.
  public func touch(
    _ sample: TouchSample, isolation: isolated (any Actor)? = #isolation
  ) async throws -> AppLockState {
    appLock.userActivity()
    let events = entry.handle(sample)
    return try await check(events, at: sample.time)
  }

  /// One key pressed without a touch (an accessibility button, a hardware keyboard) at
  /// `time` seconds on the touches' clock.
  ///
  /// - Returns: The app lock's state after the key.
  /// - Throws: As `touch(_:)`.
  public func press(
    _ key: KeypadKey, at time: Double, isolation: isolated (any Actor)? = #isolation
  ) async throws -> AppLockState {
    appLock.userActivity()
    let events = entry.press(key, at: time)
    return try await check(events, at: time)
  }

  /// The events of the last input, for haptics and VoiceOver: set by `touch(_:)` and
  /// `press(_:at:)` before the entry is checked.
  public private(set) var lastEvents: [PadEvent] = []

  /// Moves the pad to a view of a new size (a rotation); an unsubmitted entry is kept.
  public func resize(to viewSize: Size) {
    let bounds = Rect(origin: .zero, size: viewSize)
    lastEvents = entry.relayout(
      Keypad(bounds: bounds, insets: PasscodeScene.insets(for: viewSize), mode: entry.mode))
  }

  /// Moves the pad's timers (the error and success holds) to `now`, on the touches' clock.
  public func advance(to now: Double) {
    _ = entry.advance(to: now)
  }

  /// The frame to draw now: the message, the dots and the keys, in view points.
  public func scene(viewSize: Size, style: PadStyle = .standard) -> Scene {
    PasscodeScene.build(
      entry: entry, style: style, message: message.text(in: language),
      submitLabel: PadMessage.submitKey.text(in: language), viewSize: viewSize)
  }

  /// Checks a submitted entry among `events`; a too-short one only changes the message.
  private func check(
    _ events: [PadEvent], at time: Double, isolation: isolated (any Actor)? = #isolation
  ) async throws -> AppLockState {
    lastEvents = events
    for event in events {
      switch event {
      case .tooShort:
        message = .passcodeTooShort(minimum: entry.minimumLength)
      case .submitted(let typed):
        lastEvents += try await verify(typed, at: time)
      default:
        break
      }
    }
    return appLock.state
  }

  /// Checks `typed` (UTF-8, in a wiped buffer) and shows the verdict; returns the verdict's
  /// state changes.
  private func verify(
    _ typed: SecretBytes, at time: Double, isolation: isolated (any Actor)? = #isolation
  ) async throws -> [PadEvent] {
    let outcome: VerificationOutcome
    do {
      outcome = try await appLock.unlock(with: .passcode(try Passcode(utf8: typed, kind: kind)))
    } catch {
      message = .wrong(kind: kind, attemptsLeft: nil)
      lastEvents += entry.showError(at: time)
      throw error
    }
    switch outcome {
    case .accepted:
      message = .unlocked
      return entry.showSuccess(at: time)
    case .rejected(let attemptsLeft):
      message = .wrong(kind: kind, attemptsLeft: attemptsLeft)
    case .throttled(let until):
      let seconds = max(0, until - appLock.clock.wallTime())
      message = .lockedOut(secondsRemaining: Int(seconds.rounded(.up)))
    default:  // not enrolled, locked for good, wiped (per policy), too short
      message = .wrong(kind: kind, attemptsLeft: nil)
    }
    return entry.showError(at: time)
  }
}
