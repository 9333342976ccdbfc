internal import GestureLockCore

/// What a command declares about itself, in the shape of swift-argument-parser's
/// `CommandConfiguration`: its name, the options it takes (as its usage line shows them) and
/// its abstract in every language.
///
/// The parser refuses any option a command does not declare, and the usage text is
/// generated from these declarations (`UsageText`), so the two cannot disagree.
///
/// ```swift
/// CommandConfiguration(
///   name: "layout", usage: [.required(.grid), .required(.view), .optional(.hitRadius)],
///   english: "node centres in a view, as JSON", chinese: "以 JSON 输出视图中各点的中心")
/// ```
struct CommandConfiguration: Sendable {
  /// The command's name, as typed (`pad`, `enroll`, …).
  let name: String
  /// The command's options in the order its usage line shows them.
  let usage: [OptionUsage]
  /// The words one of which must follow the command (`fingerprint enable|disable|status`);
  /// empty for a command without actions.
  var actions: [String] = []
  /// Whether the command reads or writes the store (`--store`): its directory is then checked
  /// before the command asks for anything or draws anything
  /// (`CommandContext.requireStoreDirectory()`).
  var usesStore = false
  /// What the command does, in English: one or more lines.
  let english: String
  /// What the command does, in Simplified Chinese: one or more lines.
  let chinese: String

  /// The options the command takes besides the global ones.
  var options: Set<Option> { Set(usage.flatMap(\.options)) }

  /// The abstract in `language`.
  func abstract(in language: Language) -> String {
    switch language {
    case .english: english
    case .simplifiedChinese: chinese
    }
  }
}
