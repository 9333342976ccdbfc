/// Why a profile name is refused: the reason that `SecurityError.invalidProfile` carries.
///
/// A value, so a front end can say it in its own language case by case; `description` is the
/// English detail.
///
/// ```swift
/// do { _ = try LockService(store: store, profile: "") } catch .invalidProfile(let problem) {
///   problem == .lengthOutOfRange(maximumBytes: 64)  // true
///   problem.description  // "a profile name has 1 to 64 UTF-8 bytes"
/// }
/// ```
public enum ProfileProblem: Hashable, Sendable, CustomStringConvertible {
  /// A name that is empty or over `maximumBytes` UTF-8 bytes
  /// (`LockService.maximumProfileLength`).
  case lengthOutOfRange(maximumBytes: Int)
  /// A name with a control character (C0 or C1).
  case controlCharacter
  /// A store update that would move the record of `profile` to another profile name.
  case renamed(profile: String)

  /// The English detail, e.g. `a profile name has no control characters`.
  public var description: String {
    switch self {
    case .lengthOutOfRange(let maximum): "a profile name has 1 to \(maximum) UTF-8 bytes"
    case .controlCharacter: "a profile name has no control characters"
    case .renamed(let profile): "a record of profile \(profile) cannot be renamed"
    }
  }
}
