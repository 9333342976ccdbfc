/// A grace period that outlives the process (`AppLockSettings.gracePersists`): until when on
/// the monotonic clock of which boot, for which profile.
///
/// Stored as lockouts are (SPEC.md §4): a monotonic deadline means nothing on another boot,
/// so a reboot ends the grace period, and without a boot identifier nothing is stored at all.
struct PersistedGrace: Hashable, Sendable {
  /// The profile whose unlock it carries.
  var profile: String
  /// The boot whose monotonic clock `deadline` is on.
  var bootID: String
  /// Seconds on that boot's monotonic clock when the grace period ends.
  var deadline: Double

  /// The first line of the file: its format and version.
  static let header = "gesturelock-grace 1"

  /// The file's text: the header, then `profile`, `boot` and `deadline` lines.
  var encoded: String {
    "\(Self.header)\nprofile \(profile)\nboot \(bootID)\ndeadline \(deadline)\n"
  }

  /// Parses `encoded`'s form; `nil` for anything else (an unreadable grace is no grace).
  init?(decoding text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count >= 4, lines[0] == Self.header,
      lines[1].hasPrefix("profile "), lines[2].hasPrefix("boot "),
      lines[3].hasPrefix("deadline "),
      let deadline = Double(lines[3].dropFirst("deadline ".count)), deadline.isFinite
    else { return nil }
    self.profile = String(lines[1].dropFirst("profile ".count))
    self.bootID = String(lines[2].dropFirst("boot ".count))
    self.deadline = deadline
  }

  /// Creates a grace record.
  init(profile: String, bootID: String, deadline: Double) {
    self.profile = profile
    self.bootID = bootID
    self.deadline = deadline
  }

  /// Whether it still unlocks `profile` at monotonic time `now` on boot `bootID`, for a grace
  /// period of at most `length` seconds: same profile, same (known) boot, before the
  /// deadline, and never further ahead than the grace period itself (a deadline beyond that
  /// is not one this app wrote under these settings).
  func unlocks(profile: String, now: Double, bootID: String?, length: Double) -> Bool {
    guard let bootID, bootID == self.bootID, profile == self.profile else { return false }
    return now < deadline && deadline - now <= length
  }
}
