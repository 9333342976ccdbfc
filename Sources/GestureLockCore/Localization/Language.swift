/// A language the pad's messages are available in.
///
/// The raw value is the BCP 47 identifier the CLI's `--lang` takes (`en`, `zh-Hans`).
///
/// ```swift
/// Language(identifier: "zh_CN.UTF-8")  // .simplifiedChinese
/// Language(identifier: "C")            // .english
/// ```
public enum Language: String, Hashable, Sendable, Codable, CaseIterable {
  /// English.
  case english = "en"
  /// Simplified Chinese (简体中文).
  case simplifiedChinese = "zh-Hans"

  /// Recognises a BCP 47 tag (`en`, `en-GB`, `zh-Hans`, `zh-CN`) or a POSIX locale name as found
  /// in `LANG`/`LC_ALL` (`en_US.UTF-8`, `zh_CN.UTF-8`, `zh_SG.GB2312@stroke`, `C`, `POSIX`).
  ///
  /// Matching ignores case, the encoding after `.` and the modifier after `@`. `C` and `POSIX`
  /// mean English. Chinese in the Traditional script (`zh-Hant`, and `zh_TW`, `zh_HK`, `zh_MO`
  /// unless `Hans` is given) and every other language give `nil`: the caller picks a fallback.
  ///
  /// - Complexity: O(identifier length).
  public init?(identifier: String) {
    var tag = Substring(identifier)
    if let dot = tag.firstIndex(of: ".") { tag = tag[..<dot] }
    if let at = tag.firstIndex(of: "@") { tag = tag[..<at] }
    let parts = tag.lowercased().split(
      separator: "-", omittingEmptySubsequences: false
    ).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
    guard let language = parts.first else { return nil }
    let subtags = parts.dropFirst()
    switch language {
    case "en", "c", "posix":
      guard language == "en" || subtags.isEmpty else { return nil }
      self = .english
    case "zh", "cmn":
      let traditional: Set<Substring> = ["hant", "tw", "hk", "mo"]
      if !subtags.contains("hans"), subtags.contains(where: traditional.contains) { return nil }
      self = .simplifiedChinese
    default:
      return nil
    }
  }

  /// The BCP 47 identifier (`en`, `zh-Hans`).
  public var identifier: String { rawValue }
}
