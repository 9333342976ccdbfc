/// The exit statuses as the manual lists them (SPEC.md §7), one line each, in English.
enum ExitStatus {
  /// Each code and what it means.
  static let english: [(code: ExitCode, meaning: String)] = [
    (.success, "success; the pad or the lock was unlocked"),
    (.wrongSecret, "wrong secret (a counted attempt)"),
    (
      .badInput,
      "usage error or bad input, including a too-short pattern (never counted) and a --store "
        + "whose directory does not exist (named before anything else happens)"
    ),
    (.lockedOut, "locked out: standard error says until when, in UTC"),
    (
      .storeUnavailable,
      "store damaged or unreadable, or owned by another user: the lock fails closed and a "
        + "person must act"
    ),
    (.notEnrolled, "no secret enrolled, or no store at that path"),
    (
      .storeNotWritable,
      "store busy, read-only or out of space: nothing was counted or changed; try again later"
    ),
    (
      .closedWithoutUnlocking,
      "the pad was closed without unlocking (q, the window closed, a signal)"
    ),
    (
      .fingerprintUnavailable,
      "fingerprint unlock not available now: standard error says why (not enabled, no fprintd, "
        + "no reader, no enrolled finger, reader busy, no finger in time, the secret required)"
    ),
    (.noDisplay, "no display or usable terminal, or it was lost: nothing was unlocked"),
    (
      .screenNotLocked,
      "the screen was NOT locked: another program holds the keyboard or the pointer"
    ),
    (
      .traced,
      "a debugger or tracer is attached: nothing was read (the lock screen's pad exits so and "
        + "is started again, the screen stays locked)"
    ),
  ]
}
