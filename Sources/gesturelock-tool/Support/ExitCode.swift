/// The CLI's exit codes (DESIGN.md "The CLI"); scripts and tests depend on them.
struct ExitCode: RawRepresentable, Hashable, Sendable {
  let rawValue: Int32

  /// Success; for `verify`, unlocked.
  static let success = ExitCode(rawValue: 0)
  /// The secret was wrong (a counted failed attempt).
  static let wrongSecret = ExitCode(rawValue: 1)
  /// Usage error or bad input, including a too-short or repeating pattern (never counted).
  static let badInput = ExitCode(rawValue: 2)
  /// Locked out: stderr says until when.
  static let lockedOut = ExitCode(rawValue: 3)
  /// The store is damaged or unreadable: the lock fails closed, and a person must act.
  static let storeUnavailable = ExitCode(rawValue: 4)
  /// No secret is enrolled for the profile, or there is no store at the path.
  static let notEnrolled = ExitCode(rawValue: 5)
  /// The store is busy (another process held it past the busy timeout), read-only, or on a
  /// full file system: nothing was counted or changed; trying again later may work.
  static let storeNotWritable = ExitCode(rawValue: 6)
  /// The pad ended without the user unlocking: the window closed, `q`, a quit signal (the
  /// screen locker never ends so). `pad --stay` exits 0 instead when the user unlocked during the session.
  static let closedWithoutUnlocking = ExitCode(rawValue: 7)
  /// Fingerprint unlock is not available now (not enabled, no fprintd, no reader, no enrolled
  /// finger, the reader busy, no finger in time, or the secret is required): stderr says why.
  /// Nothing was unlocked or counted.
  static let fingerprintUnavailable = ExitCode(rawValue: 8)
  /// No display, or the display was lost: the window pad without an X11 or Wayland display
  /// (or whose X server went away), the terminal pad without a terminal it can draw on (or
  /// whose terminal hung up). Nothing was unlocked.
  static let noDisplay = ExitCode(rawValue: 9)
  /// `lock` could not lock the screen: another program holds the keyboard or the pointer
  /// (nothing was shown, nothing is held).
  static let screenNotLocked = ExitCode(rawValue: 10)
  /// A debugger or tracer is attached to the process (`ProcessProtection.tracer()`): no
  /// secret was read. The lock screen's pad exits so too; the holder keeps the screen locked
  /// and starts it again.
  static let traced = ExitCode(rawValue: 11)
}
