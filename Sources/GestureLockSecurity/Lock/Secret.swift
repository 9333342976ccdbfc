public import GestureLockCore

/// What the user entered: the secret to enrol or check.
///
/// Only gesture patterns exist so far; PINs and passcodes will be further cases with their own
/// canonical bytes. `description` and `dump` never show the secret, only its kind and grid.
/// `==` is an ordinary comparison for tests; `LockService` compares secrets with
/// `ConstantTime.equals` on their bytes.
///
/// ```swift
/// let secret = Secret.pattern(try Pattern(parsing: "0-1-2-5-8", on: .standard))
/// secret.kind   // .pattern
/// ```
public enum Secret: Equatable, Sendable, CustomStringConvertible, CustomReflectable {
  /// An unlock pattern drawn on a grid.
  case pattern(Pattern)

  /// The kind of secret, as stored with its hash.
  public var kind: SecretKind {
    switch self {
    case .pattern: .pattern
    }
  }

  /// The bytes the KDF hashes: for a pattern, `Pattern.canonicalBytes` (grid size and indices,
  /// so equal indices on different grids are different secrets).
  ///
  /// A fresh copy on each call; wipe it with `ConstantTime.wipe` when done.
  public var bytes: [UInt8] {
    switch self {
    case .pattern(let pattern): pattern.canonicalBytes
    }
  }

  /// The length the rules measure: nodes of a pattern.
  public var length: Int {
    switch self {
    case .pattern(let pattern): pattern.count
    }
  }

  /// The grid a pattern was drawn on; `nil` for kinds without a grid.
  public var grid: Grid? {
    switch self {
    case .pattern(let pattern): pattern.grid
    }
  }

  /// The kind and grid, never the secret: e.g. `pattern on a 3x3 grid`.
  public var description: String {
    switch self {
    case .pattern(let pattern): "pattern on a \(pattern.grid) grid"
    }
  }

  /// A mirror without children, so `dump` and reflection cannot reveal the secret.
  public var customMirror: Mirror {
    Mirror(self, children: [:], displayStyle: .enum)
  }
}
