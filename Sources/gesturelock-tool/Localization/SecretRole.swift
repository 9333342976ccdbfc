internal import GestureLockCore
internal import GestureLockSecurity

/// Which secret a message speaks of: the one asked for, the current one, a new one, its
/// confirmation, or the `--pattern` option.
///
/// ```swift
/// SecretRole.new(.pin).name(in: .english)            // "new PIN"
/// SecretRole.current(.pattern).name(in: .simplifiedChinese)  // "当前图案"
/// ```
enum SecretRole: Hashable, Sendable {
  /// The secret of `kind`, as asked for by `enroll`, `verify` and `remove`.
  case secret(SecretKind)
  /// The secret of `kind` stored now, which `change` verifies first.
  case current(SecretKind)
  /// The new secret of `kind` that `change` stores.
  case new(SecretKind)
  /// The second entry of a new secret.
  case confirmation
  /// The pattern given with `--pattern` to `render` and `strength`.
  case patternOption

  /// The role as it appears in a message: `pattern`, `current PIN`, `confirmation`, `--pattern`.
  func name(in language: Language) -> String {
    switch (self, language) {
    case (.secret(let kind), _): SecretRole.noun(kind, in: language)
    case (.current(let kind), .english): "current \(SecretRole.noun(kind, in: language))"
    case (.current(let kind), .simplifiedChinese): "当前\(SecretRole.noun(kind, in: language))"
    case (.new(let kind), .english): "new \(SecretRole.noun(kind, in: language))"
    case (.new(let kind), .simplifiedChinese): "新\(SecretRole.noun(kind, in: language))"
    case (.confirmation, .english): "confirmation"
    case (.confirmation, .simplifiedChinese): "确认输入"
    case (.patternOption, _): "--pattern"
    }
  }

  /// What people call a secret of `kind`: `pattern`, `PIN`, `numeric passcode`, `passcode`
  /// (图案, PIN码, 数字密码, 密码).
  static func noun(_ kind: SecretKind, in language: Language) -> String {
    switch (kind, language) {
    case (.pattern, .english): "pattern"
    case (.pin, .english): "PIN"
    case (.numeric, .english): "numeric passcode"
    case (.passcode, .english): "passcode"
    case (.pattern, .simplifiedChinese): "图案"
    case (.pin, .simplifiedChinese): "PIN码"
    case (.numeric, .simplifiedChinese): "数字密码"
    case (.passcode, .simplifiedChinese): "密码"
    }
  }

  /// What the length rules of `kind` count: `nodes`, `digits`, `characters` (个点, 位数字, 个字符).
  static func unit(_ kind: SecretKind, in language: Language) -> String {
    switch (kind, language) {
    case (.pattern, .english): "nodes"
    case (.pin, .english), (.numeric, .english): "digits"
    case (.passcode, .english): "characters"
    case (.pattern, .simplifiedChinese): "个点"
    case (.pin, .simplifiedChinese), (.numeric, .simplifiedChinese): "位数字"
    case (.passcode, .simplifiedChinese): "个字符"
    }
  }

  /// How a secret of `kind` is put in: `connect` (a pattern) or `enter` (连接, 输入).
  static func verb(_ kind: SecretKind, in language: Language) -> String {
    switch (kind == .pattern, language) {
    case (true, .english): "connect"
    case (false, .english): "enter"
    case (true, .simplifiedChinese): "连接"
    case (false, .simplifiedChinese): "输入"
    }
  }
}
