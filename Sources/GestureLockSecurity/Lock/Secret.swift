public import GestureLockCore

/// What the user entered: the secret to enrol or check.
///
/// A drawn `pattern` or a typed `passcode` (PIN, custom numeric or text; see `Passcode` for
/// how each is normalised). `description` and `dump` never show the secret, only its kind and
/// grid or length. `==` is an ordinary comparison for tests; `LockService` compares secrets
/// with `ConstantTime.equals` on their bytes.
///
/// ```swift
/// let drawn = Secret.pattern(try Pattern(parsing: "0-1-2-5-8", on: .standard))
/// let pin = try Secret.typed("١٢٣٤", kind: .pin)   // the PIN 1234
/// drawn.kind   // .pattern
/// ```
public enum Secret: Equatable, Sendable, CustomStringConvertible, CustomReflectable {
  /// An unlock pattern drawn on a grid.
  case pattern(Pattern)
  /// A PIN, custom numeric passcode or text passcode; its `kind` says which.
  case passcode(Passcode)

  /// A typed secret of `kind` (`.pin`, `.numeric` or `.passcode`), normalised.
  ///
  /// - Throws: `SecurityError.invalidSecret` as `Passcode.init(_:kind:)` does.
  public static func typed(_ text: String, kind: SecretKind) throws(SecurityError) -> Secret {
    .passcode(try Passcode(text, kind: kind))
  }

  /// A typed secret of `kind` from its UTF-8 bytes (the pad's entry, a line of standard input),
  /// normalised without a `String` where possible (see `Passcode.init(utf8:kind:)`).
  ///
  /// - Throws: `SecurityError.invalidSecret` as `Passcode.init(utf8:kind:)` does.
  public static func typed(utf8 text: SecretBytes, kind: SecretKind) throws(SecurityError)
    -> Secret
  {
    .passcode(try Passcode(utf8: text, kind: kind))
  }

  /// The kind of secret, as stored with its hash.
  public var kind: SecretKind {
    switch self {
    case .pattern: .pattern
    case .passcode(let passcode): passcode.kind
    }
  }

  /// The bytes the KDF hashes: for a pattern, `Pattern.canonicalBytes` (grid size and indices,
  /// so equal indices on different grids are different secrets); for a typed secret, its
  /// kind's tag and normalised form (see `Passcode`).
  ///
  /// A fresh buffer on each call, wiped when it ends.
  public var bytes: SecretBytes {
    switch self {
    case .pattern(let pattern): pattern.canonicalBytes
    case .passcode(let passcode): passcode.canonicalBytes
    }
  }

  /// The length the rules measure: nodes of a pattern, digits or characters of a passcode.
  public var length: Int {
    switch self {
    case .pattern(let pattern): pattern.count
    case .passcode(let passcode): passcode.length
    }
  }

  /// The grid a pattern was drawn on; `nil` for typed secrets.
  public var grid: Grid? {
    switch self {
    case .pattern(let pattern): pattern.grid
    case .passcode: nil
    }
  }

  /// The kind and grid or length, never the secret: e.g. `pattern on a 3x3 grid`.
  public var description: String {
    switch self {
    case .pattern(let pattern): "pattern on a \(pattern.grid) grid"
    case .passcode(let passcode): passcode.description
    }
  }

  /// A mirror without children, so `dump` and reflection cannot reveal the secret.
  public var customMirror: Mirror {
    Mirror(self, children: [:], displayStyle: .enum)
  }
}
