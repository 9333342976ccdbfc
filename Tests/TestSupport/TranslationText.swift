/// Checks shared by the translation tests of the pad's and the CLI's messages.
///
/// ```swift
/// TranslationText.containsChinese("图案错误，请重试")   // true
/// TranslationText.leftovers(in: "Wrong \\(count)")    // ["\\("]
/// TranslationText.numbers(in: "第3项不是 3x3 网格上的点")  // ["3"]
/// TranslationText.englishWords(in: "--grid：'0x3' 超出 2x2 到 9x9 的范围")  // []
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

  /// What is wrong with one message's English and Chinese texts, by the rules every
  /// catalogue's translation test checks: both non-empty and different, neither with white
  /// space at an end or a line break, no leftover marker (`leftovers(in:extra:)`), no Chinese
  /// in the English and some in the Chinese. Empty when both texts are fine.
  public static func problems(english: String, chinese: String, extra: [String] = [])
    -> [String]
  {
    var problems: [String] = []
    if english.isEmpty || chinese.isEmpty { problems.append("an empty text") }
    if english == chinese { problems.append("the same text in both languages") }
    for text in [english, chinese] {
      if text.first?.isWhitespace == true || text.last?.isWhitespace == true {
        problems.append("white space at an end of '\(text)'")
      }
      if text.contains("\n") || text.contains("\r") { problems.append("a line break in '\(text)'") }
      let left = leftovers(in: text, extra: extra)
      if !left.isEmpty { problems.append("\(left) in '\(text)'") }
    }
    if containsChinese(english) { problems.append("Chinese in the English text") }
    if !containsChinese(chinese) { problems.append("no Chinese in the Chinese text") }
    return problems
  }

  /// The numbers in `text`: runs of ASCII digits, `.` and `:` (`0.15`, `0:59`), without a
  /// leading or trailing `.` or `:`. `3x3` gives `3` twice, `0..<10` gives `0` and `10`.
  public static func numbers(in text: String) -> Set<String> {
    Set(
      text.split(whereSeparator: { !$0.isASCII || !$0.isNumber && $0 != ":" && $0 != "." })
        .map { $0.trimming(".:") }.filter { $0.contains(where: \.isNumber) })
  }

  /// The English words left in `text`: runs of ASCII letters, except in an option name
  /// (`--grid`), a path (a token with `/`) or a grid size (`3x3`, `10x10`, the `x` of
  /// `行x列`). A token is a run of ASCII characters other than spaces.
  public static func englishWords(in text: String) -> [String] {
    let tokens = text.split(whereSeparator: { !$0.isASCII || $0.isWhitespace })
      .map { $0.trimming("'\"()[]{},;:!?") }
    var words: [String] = []
    for token in tokens where !token.hasPrefix("--") && !token.contains("/") {
      if token.filter({ !$0.isNumber }) == "x" { continue }
      words += token.split(whereSeparator: { !$0.isLetter }).map(String.init)
    }
    return words
  }
}

extension StringProtocol {
  /// The text without leading and trailing characters of `characters`.
  fileprivate func trimming(_ characters: String) -> String {
    let set = Set(characters)
    return String(drop(while: set.contains).reversed().drop(while: set.contains).reversed())
  }
}
