/// One key of the passcode keypad: a digit, delete (⌫) or submit.
///
/// ```swift
/// KeypadKey.digit(7).character  // "7"
/// KeypadKey.delete.character    // nil
/// ```
public enum KeypadKey: Hashable, Sendable {
  /// A decimal digit, 0...9.
  case digit(Int)
  /// Removes the last character entered (⌫, or Backspace on a keyboard).
  case delete
  /// Submits the entry (the "OK" key of explicit-submit modes, or Return on a keyboard).
  case submit

  /// The character a digit key enters (ASCII `0`…`9`); `nil` for delete, submit and digits
  /// outside 0...9.
  public var character: Character? {
    guard case .digit(let value) = self, (0...9).contains(value) else { return nil }
    return Character(Unicode.Scalar(UInt8(ascii: "0") + UInt8(value)))
  }

  /// The label drawn on the key: the digit, `⌫` (U+232B) for delete, or `submitLabel`.
  ///
  /// - Parameter submitLabel: The submit key's label in the pad's language (e.g. "OK").
  public func label(submitLabel: String) -> String {
    switch self {
    case .digit: character.map { String($0) } ?? "?"
    case .delete: "\u{232B}"
    case .submit: submitLabel
    }
  }
}
