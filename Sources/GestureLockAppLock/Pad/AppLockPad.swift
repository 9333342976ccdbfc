public import GestureLockCore
internal import GestureLockSecurity

/// The pattern pad of an `AppLock`: touches in, a `Scene` out, each drawn pattern checked
/// through the app lock (the KDF off the caller's actor).
///
/// The pad's look and its states (drawing, error, success) are `PadModel`'s and `PadScene`'s;
/// the verdict is the store's, and the state after it is the app lock's. Every touch also
/// counts as user activity for the idle timeout.
///
/// A class, not `Sendable`: it belongs to the host's actor (say the main actor), and
/// `touch(_:)` runs on the caller's actor (`isolation`), hopping off only for the KDF.
///
/// ```swift
/// let pad = try AppLockPad(appLock: appLock, viewSize: Size(width: 360, height: 360))
/// if try await pad.touch(sample) == .unlocked { showContent() }
/// draw(pad.scene(viewSize: size))
/// ```
public final class AppLockPad {
  /// The app lock the pad opens.
  public let appLock: AppLock
  /// The pad's touch state and look.
  public private(set) var pad: PadModel
  /// The line of text under the pad.
  public private(set) var message = PadMessage.drawPattern
  /// The language of `message` in the scene.
  public var language = Language.english

  /// Creates the pad for a view of `viewSize` points.
  ///
  /// - Parameters:
  ///   - appLock: The app lock to open.
  ///   - viewSize: The view's size, in points.
  ///   - grid: The pattern grid; 3×3 by default (the enrolled secret's grid).
  /// - Throws: `GestureLockError.invalidLayout` when the layout cannot be made.
  public init(appLock: AppLock, viewSize: Size, grid: Grid = .standard) throws {
    self.appLock = appLock
    let bounds = Rect(origin: .zero, size: viewSize)
    pad = PadModel(
      layout: try GridLayout(grid: grid, bounds: bounds, insets: PadScene.insets(for: viewSize)))
  }

  /// One touch from the view: a point in view points, a time in seconds on one monotonic
  /// clock. A completed pattern is checked through `AppLock.unlock(with:)`.
  ///
  /// - Returns: The app lock's state after the touch (`.unlocked` once the pattern opened it).
  /// - Parameters:
  ///   - sample: The touch.
  ///   - isolation: The caller's actor, where the pad's state changes; implicit.
  /// - Throws: As `AppLock.unlock(with:)`; the pad shows an error and the app stays locked.
  public func touch(
    _ sample: TouchSample, isolation: isolated (any Actor)? = #isolation
  ) async throws -> AppLockState {
    appLock.userActivity()
    return try await check(pad.handle(sample), at: sample.time)
  }

  /// One key command at `time` seconds on the touches' clock: a hardware keyboard, or
  /// VoiceOver activating a node (`PadAccessibility.commands(toSelect:from:in:)`) and then
  /// submitting. A submitted pattern is checked as after a touch.
  ///
  /// - Returns: The app lock's state after the command.
  /// - Throws: As `touch(_:isolation:)`.
  public func press(
    _ command: KeyCommand, at time: Double, isolation: isolated (any Actor)? = #isolation
  ) async throws -> AppLockState {
    appLock.userActivity()
    return try await check(pad.handle(command, at: time), at: time)
  }

  /// The pad's events from the last touch or key command, the verdict's state changes
  /// included: what a host plays as haptics (`PadHaptic`) and announces to VoiceOver
  /// (`PadAccessibility`). Set before the pattern is checked, completed after.
  public private(set) var lastEvents: [PadEvent] = []

  /// Moves the pad to a view of a new size (a rotation, a resized window); a stroke in
  /// progress is cancelled, uncounted.
  ///
  /// - Throws: `GestureLockError.invalidLayout` when the layout cannot be made.
  public func resize(to viewSize: Size) throws {
    let bounds = Rect(origin: .zero, size: viewSize)
    let layout = try GridLayout(
      grid: pad.layout.grid, bounds: bounds, insets: PadScene.insets(for: viewSize))
    lastEvents = pad.relayout(layout)
  }

  /// Checks the pattern a `.completed` among `events` carries, and shows the verdict.
  private func check(
    _ events: [PadEvent], at time: Double, isolation: isolated (any Actor)? = #isolation
  ) async throws -> AppLockState {
    lastEvents = events
    for case .completed(let pattern) in events {
      let outcome: VerificationOutcome
      do {
        outcome = try await appLock.unlock(with: .pattern(pattern))
      } catch {
        lastEvents += pad.showError(at: time)
        message = .wrongPattern(attemptsLeft: nil)
        throw error
      }
      switch outcome {
      case .accepted:
        lastEvents += pad.showSuccess(at: time)
        message = .unlocked
      case .rejected(let attemptsLeft):
        lastEvents += pad.showError(at: time)
        message = .wrongPattern(attemptsLeft: attemptsLeft)
      case .throttled(let until):
        lastEvents += pad.showError(at: time)
        let seconds = max(0, until - appLock.clock.wallTime())
        message = .lockedOut(secondsRemaining: Int(seconds.rounded(.up)))
      default:  // not enrolled, locked for good, wiped (per policy), too short
        lastEvents += pad.showError(at: time)
        message = .wrongPattern(attemptsLeft: nil)
      }
    }
    return appLock.state
  }

  /// Moves the pad's timers (the error and success holds) to `now`, on the touches' clock.
  public func advance(to now: Double) {
    _ = pad.advance(to: now)
  }

  /// The frame to draw now: circles, lines and one text line, in view points.
  ///
  /// - Parameters:
  ///   - viewSize: The view's size in points, the one the touches are measured in.
  ///   - style: Colours and sizes; `standard` (dark) by default, e.g.
  ///     `PadStyle.appearance(isDark:messageFontSize:)` for the system's appearance.
  public func scene(viewSize: Size, style: PadStyle = .standard) -> Scene {
    PadScene.build(
      model: pad, style: style, message: message.text(in: language), viewSize: viewSize)
  }
}
