package import GestureLockCore
package import GestureLockSecurity

/// The one start-up of every Linux front end — the SDL window (`PadApp`), the terminal
/// (`TerminalPad`), the lock screen's pad process (`LockScreenPad`) and the Wayland lock
/// screen: open the store (failing closed, or not when a lock screen must show whatever became
/// of it), then, once the front end made its device, build the checker, the controller and its
/// session (lock-screen policy and account password included), offer the finger, run the loop
/// and say how it ended. A front end keeps only the making of its device.
///
/// ```swift
/// let host = try PadHost(options: options, log: log)     // throws SecurityError
/// let window = try PadWindow(…)
/// let ending = try host.run(on: window, viewSize: { window.size })
/// ```
package struct PadHost {
  /// The pad's options.
  package let options: PadOptions
  /// The profile's lock service: the store the session's checks run on.
  package let service: LockService
  /// The event log.
  package let log: EventLog
  /// A lock screen's policy (never enrol; the account password), or `nil` for a pad.
  package var lockScreen: LockScreenPolicy?
  /// Checks an account password (PAM) when `lockScreen` offers one: `true` accepted, `false`
  /// rejected, `nil` not checked.
  package var accountPassword: ((SecretBytes) -> Bool?)?

  /// Opens the store and profile of `options`.
  ///
  /// - Parameter requiresReadableStore: Read the status once, so a pad never opens on a store
  ///   it cannot read (fail closed); `false` for a lock screen already locked, whose session
  ///   shows a damaged store as such and tries a busy or full one again.
  /// - Throws: `SecurityError` when the store cannot be opened (or read), or the profile name
  ///   is invalid.
  package init(
    options: PadOptions, log: EventLog, requiresReadableStore: Bool = true
  ) throws(SecurityError) {
    self.options = options
    self.log = log
    service =
      requiresReadableStore
      ? try PadController.openLockService(options) : try PadController.lockService(options)
  }

  /// Runs the pad on `device` until the user unlocks or leaves (`PadLoop.run`).
  ///
  /// - Parameters:
  ///   - viewSize: The view's size in points now.
  ///   - padInsets: Space around the grid for a view size (default: the scene's own).
  ///   - keypadInsets: Space around the keypad for a view size (default: the scene's own).
  ///   - staysAfterUnlock: Go on after an unlock (`pad --stay`).
  ///   - prepare: Runs once the controller exists, before the loop (a window that takes
  ///     text).
  /// - Returns: How the loop ended.
  /// - Throws: What the device throws.
  package func run<Device: PadDevice>(
    on device: Device, viewSize: @escaping () -> Size,
    padInsets: @escaping (Size) -> EdgeInsets = PadScene.insets(for:),
    keypadInsets: @escaping (Size) -> EdgeInsets = PasscodeScene.insets(for:),
    staysAfterUnlock: Bool = false,
    prepare: (PadController) -> Void = { _ in }
  ) throws(Device.Failure) -> PadLoopEnding {
    let recorder = PadController.fingerprintRecorder(for: service)
    let checker = LockServiceChecker(
      service: service, fingerprintRecorder: recorder, accountPassword: accountPassword)
    let controller = PadController(
      options: options, service: service, log: log, viewSize: viewSize, padInsets: padInsets,
      keypadInsets: keypadInsets, fingerprintRecorder: recorder, checker: checker,
      lockScreen: lockScreen)
    prepare(controller)
    return try PadLoop.run(controller, on: device, staysAfterUnlock: staysAfterUnlock)
  }
}
