/// Checks shared by the translation tests of the pad's and the CLI's messages.
///
/// ```swift
/// TranslationText.containsChinese("图案错误，请重试")   // true
/// TranslationText.leftovers(in: "Wrong \\(count)")    // ["\\("]
/// ```
public enum TranslationText {
  /// Text left over from a template or from formatting an optional.
  public static let leftoverMarkers = [
    "\\(", "{", "}", "%@", "%d", "%s", "%1$", "$0", "Optional", "nil", "TODO",
  ]

  /// Whether `scalar` is a CJK ideograph, CJK punctuation or a fullwidth form.
  public static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
    (0x4E00...0x9FFF).contains(scalar.value) || (0x3000...0x303F).contains(scalar.value)
      || (0xFF00...0xFFEF).contains(scalar.value)
  }

  /// Whether `text` holds any CJK character (`isCJK(_:)`).
  public static func containsChinese(_ text: String) -> Bool {
    text.unicodeScalars.contains(where: isCJK)
  }

  /// The markers of `leftoverMarkers`, plus `extra`, that occur in `text`.
  public static func leftovers(in text: String, extra: [String] = []) -> [String] {
    (leftoverMarkers + extra).filter { text.contains($0) }
  }
}
