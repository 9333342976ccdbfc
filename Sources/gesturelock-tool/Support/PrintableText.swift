/// Text made safe for one line of a terminal: scalars that would move the cursor, start an
/// escape sequence or reorder the line are shown as visible escapes instead.
///
/// Escaped: the C0 and C1 controls (U+0000–001F, U+007F–009F), the line and paragraph
/// separators (U+2028, U+2029) and the bidirectional controls (U+061C, U+200E, U+200F,
/// U+202A–202E, U+2066–2069). A newline becomes `\n`, a tab `\t`, a carriage return `\r`, any
/// other such scalar `\u{1B}` (its hexadecimal value); everything else is kept.
///
/// ```swift
/// PrintableText.escaped("3x3\n")  // "3x3\\n"
/// PrintableText.escaped("\u{1B}]0;pwned\u{7}")  // "\\u{1B}]0;pwned\\u{7}"
/// ```
enum PrintableText {
  /// `text` with every non-printing scalar replaced by its escape.
  ///
  /// - Complexity: O(length of `text`).
  static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isNonPrinting) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      guard isNonPrinting(scalar) else {
        result.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    }
    return result
  }

  /// Whether `scalar` is a control, a line or paragraph separator, or a bidirectional control.
  static func isNonPrinting(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
    default: scalar.properties.isBidiControl
    }
  }
}
