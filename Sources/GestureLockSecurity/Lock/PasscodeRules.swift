/// The rules typed secrets must meet: PIN lengths and the shortest custom passcodes.
///
/// Part of `LockPolicy`. At enrolment the lengths in force are stored with the secret (a PIN's
/// own length, so the pad knows when it is full), so a later change of these rules never makes
/// an enrolled secret impossible to enter.
///
/// ```swift
/// var rules = PasscodeRules()
/// rules.textMinimumLength = 1   // a one-character passcode is allowed
/// ```
public struct PasscodeRules: Hashable, Sendable {
  /// The digit counts a PIN may have; default 4 and 6 (SPEC.md §3).
  public var pinLengths: Set<Int>
  /// Fewest digits of a custom numeric passcode; default 4, at least 1.
  public var numericMinimumLength: Int
  /// Fewest characters of a text passcode; default 4, at least 1.
  public var textMinimumLength: Int
  /// Most digits or characters of a custom numeric or text passcode; `nil` for no limit below
  /// `Passcode.maximumByteCount` bytes.
  public var maximumLength: Int?

  /// Creates rules; minimums below 1 become 1.
  public init(
    pinLengths: Set<Int> = [4, 6], numericMinimumLength: Int = 4, textMinimumLength: Int = 4,
    maximumLength: Int? = nil
  ) {
    self.pinLengths = pinLengths
    self.numericMinimumLength = max(1, numericMinimumLength)
    self.textMinimumLength = max(1, textMinimumLength)
    self.maximumLength = maximumLength
  }

  /// The default rules: PINs of 4 or 6 digits, custom passcodes of at least 4.
  public static let standard = PasscodeRules()
}
