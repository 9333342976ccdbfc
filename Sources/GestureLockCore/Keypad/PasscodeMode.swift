/// What a passcode pad takes, and how an entry is submitted (SPEC.md §3 "Modes").
///
/// A PIN submits itself when its last digit is entered; custom numeric codes and text
/// passcodes are submitted explicitly, with the keypad's submit key (which takes the empty
/// bottom-left position) or Return.
///
/// ```swift
/// PasscodeMode.pin(length: 6).submitsWhenFull  // true
/// PasscodeMode.text.acceptsText                // true: letters and symbols from a keyboard
/// ```
public enum PasscodeMode: Hashable, Sendable {
  /// A PIN of exactly `length` digits (4 or 6 by default policy), submitted when full.
  /// A length below 1 counts as 1.
  case pin(length: Int)
  /// A custom numeric code of any length, submitted explicitly.
  case numeric
  /// Any Unicode text, typed on a keyboard (the keypad adds digits), submitted explicitly.
  case text

  /// Whether an entry is submitted as soon as it is full (PINs only).
  public var submitsWhenFull: Bool {
    if case .pin = self { return true }
    return false
  }

  /// Whether characters other than decimal digits are taken (`text` only).
  public var acceptsText: Bool { self == .text }

  /// The keypad shows a submit key in the bottom-left position in every mode that does not
  /// submit by itself.
  public var hasSubmitKey: Bool { !submitsWhenFull }

  /// The digits of a full PIN, or `nil` for modes without a fixed length.
  public var fixedLength: Int? {
    if case .pin(let length) = self { return max(1, length) }
    return nil
  }
}
