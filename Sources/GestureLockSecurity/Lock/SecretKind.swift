/// What kind of secret a profile holds; stored as its raw value.
///
/// A store naming a kind this build does not know is reported as unavailable, never as
/// unlocked. `pin` and `numeric` are both digit strings and hash the same bytes (a PIN 1234
/// and a custom numeric 1234 are the same digits); they differ in the pad (a PIN has exactly
/// 4 or 6 digits and submits itself when full, a custom numeric code is submitted
/// explicitly). A text `passcode` hashes other bytes, so the text "1234" is not the PIN 1234.
public enum SecretKind: String, Hashable, Sendable, CaseIterable {
  /// An unlock pattern drawn on a grid.
  case pattern
  /// A PIN of 4 or 6 digits (`PasscodeRules.pinLengths`), submitted when full.
  case pin
  /// A custom numeric passcode of any length from the policy's minimum, submitted explicitly.
  case numeric
  /// A text passcode: any Unicode text, normalised to NFC, submitted explicitly.
  case passcode

  /// Whether secrets of this kind are typed (PINs and passcodes) rather than drawn.
  public var isTyped: Bool { self != .pattern }

  /// Whether secrets of this kind are digit strings (`pin`, `numeric`).
  public var isNumeric: Bool { self == .pin || self == .numeric }
}
