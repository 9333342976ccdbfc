public import GestureLockCore

/// Why a secret cannot be enrolled or checked: the reason that `SecurityError.invalidSecret`
/// carries.
///
/// A value, so a front end can say it in its own language case by case; `description` is the
/// English detail. No case carries the secret or any part of it: only kinds, grids, limits.
///
/// ```swift
/// do { _ = try Passcode("a\u{1B}b", kind: .passcode) } catch .invalidSecret(let problem) {
///   problem == .controlCharacter  // true
///   problem.description  // "a passcode has no control characters (NUL, escape, …)"
/// }
/// ```
public enum SecretProblem: Hashable, Sendable, CustomStringConvertible {
  /// `Passcode` asked to hold a pattern: patterns are drawn (`Secret.pattern`), not typed.
  case patternIsDrawn
  /// Typed input over `maximumBytes` UTF-8 bytes (`Passcode.maximumInputByteCount`), refused
  /// before normalisation.
  case inputTooLong(maximumBytes: Int)
  /// A secret of the numeric `kind` (`.pin` or `.numeric`) with a character that is not a
  /// decimal digit of some script.
  case notDigits(kind: SecretKind)
  /// A text passcode with a control character (C0 or C1: NUL, escape, …).
  case controlCharacter
  /// Typed bytes that are not UTF-8 (`Passcode.init(utf8:kind:)`).
  case notUTF8
  /// A passcode over `maximumBytes` UTF-8 bytes (`Passcode.maximumByteCount`) once normalised.
  case normalizedTooLong(maximumBytes: Int)
  /// A pattern that the enrolled rules refuse (a move over an unvisited node under the
  /// skipped-node rule); `error` is the core's reason.
  case patternRefused(GestureLockError)
  /// A secret of kind `entered` checked against a stored secret of kind `stored`.
  case kindMismatch(entered: SecretKind, stored: SecretKind)
  /// A pattern drawn on the grid `drawn` checked against one stored on `stored`.
  case gridMismatch(drawn: Grid, stored: Grid)
  /// A secret longer than the enrolled rules allow: at most `maximum` nodes, digits or
  /// characters, as `kind` counts them.
  case longerThanRules(maximum: Int, kind: SecretKind)

  /// The English detail, e.g. `a passcode has no control characters (NUL, escape, …)`.
  public var description: String {
    switch self {
    case .patternIsDrawn: "a pattern is drawn, not typed: use Secret.pattern"
    case .inputTooLong(let maximum):
      "the input is longer than \(maximum) UTF-8 bytes; nothing was hashed"
    case .notDigits(let kind):
      "a \(kind == .pin ? "PIN" : "numeric passcode") has decimal digits only"
    case .controlCharacter: "a passcode has no control characters (NUL, escape, …)"
    case .notUTF8: "a typed secret is UTF-8 text"
    case .normalizedTooLong(let maximum):
      "longer than \(maximum) UTF-8 bytes after normalisation; nothing was hashed"
    case .patternRefused(let error): error.description
    case .kindMismatch(let entered, let stored):
      "a \(entered.rawValue) was entered, the stored secret is a \(stored.rawValue)"
    case .gridMismatch(let drawn, let stored): "drawn on \(drawn), the stored pattern is \(stored)"
    case .longerThanRules(let maximum, let kind):
      "longer than the enrolled rules allow (at most \(maximum) \(Self.unit(kind)))"
    }
  }

  /// What the length rules of `kind` count, in English.
  private static func unit(_ kind: SecretKind) -> String {
    kind == .pattern ? "nodes" : kind.isNumeric ? "digits" : "characters"
  }
}
