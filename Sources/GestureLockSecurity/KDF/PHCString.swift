/// A hash in the PHC string format: the algorithm, its parameters, the salt and the hash.
///
/// Two algorithms are understood:
/// - `$pbkdf2-sha256$i=600000$<salt>$<hash>`
/// - `$scrypt$ln=17,r=8,p=1$<salt>$<hash>`
///
/// Salt and hash are PHC B64 (standard Base64 alphabet, no padding). Parsing is strict and
/// bounded, because a stored string may be hostile: the parameters must pass
/// `KeyDerivation.validate()`, the salt must be 8–64 bytes and the hash 16–64 bytes, and the
/// whole string at most 512 characters. *(source: PHC string format,
/// github.com/P-H-C/phc-string-format; the identifiers follow passlib)*
///
/// Parsing does not depend on the platform: a scrypt string parses on Apple platforms too,
/// where checking a secret against it is refused (`SecurityError.keyDerivationUnavailable`).
///
/// `description` never shows the salt or the hash; `encoded` is the full string to store.
/// Equality (`==`) is for tests and bookkeeping; to check a secret use `SecretHasher.verify`,
/// which compares in constant time.
///
/// ```swift
/// let phc = try PHCString(parsing: stored)
/// phc.keyDerivation  // .pbkdf2SHA256(iterations: 600000)
/// ```
public struct PHCString: Equatable, Sendable, CustomStringConvertible {
  /// The algorithm and its parameters.
  public let keyDerivation: KeyDerivation
  /// The salt, `saltByteRange` bytes.
  public let salt: [UInt8]
  /// The derived hash, `hashByteRange` bytes.
  public let hash: [UInt8]

  /// Salt lengths accepted, in bytes.
  public static let saltByteRange = 8...64
  /// Hash lengths accepted, in bytes.
  public static let hashByteRange = 16...64
  /// The longest PHC string accepted, in characters (UTF-8 bytes).
  public static let maximumLength = 512

  /// Creates a PHC string from its parts.
  ///
  /// - Throws: `SecurityError.invalidHash` when the parameters, the salt length or the hash
  ///   length is out of bounds.
  public init(keyDerivation: KeyDerivation, salt: [UInt8], hash: [UInt8])
    throws(SecurityError)
  {
    do {
      try keyDerivation.validateBounds()
    } catch {
      throw .invalidHash(Self.reason(of: error))
    }
    guard Self.saltByteRange.contains(salt.count) else {
      throw .invalidHash(
        "salt is \(salt.count) bytes, expected \(Self.saltByteRange.lowerBound)"
          + "...\(Self.saltByteRange.upperBound)")
    }
    guard Self.hashByteRange.contains(hash.count) else {
      throw .invalidHash(
        "hash is \(hash.count) bytes, expected \(Self.hashByteRange.lowerBound)"
          + "...\(Self.hashByteRange.upperBound)")
    }
    self.keyDerivation = keyDerivation
    self.salt = salt
    self.hash = hash
  }

  /// Parses a PHC string.
  ///
  /// - Parameter text: A string such as `$pbkdf2-sha256$i=600000$<salt>$<hash>`.
  /// - Throws: `SecurityError.invalidHash` naming the problem (never quoting the salt or the
  ///   hash): empty, too long, an unknown algorithm, missing or extra fields, malformed or
  ///   out-of-bounds parameters, a salt or hash that is not canonical unpadded Base64 or has a
  ///   length out of bounds.
  public init(parsing text: String) throws(SecurityError) {
    guard !text.isEmpty else { throw .invalidHash("the string is empty") }
    guard text.utf8.count <= Self.maximumLength else {
      throw .invalidHash("the string is longer than \(Self.maximumLength) characters")
    }
    guard text.utf8.first == UInt8(ascii: "$") else {
      throw .invalidHash("the string does not start with '$'")
    }
    let fields = text.utf8.dropFirst().split(
      separator: UInt8(ascii: "$"), omittingEmptySubsequences: false
    ).map { String(decoding: $0, as: UTF8.self) }
    guard let identifier = fields.first, !identifier.isEmpty else {
      throw .invalidHash("the algorithm identifier is missing")
    }
    let keyDerivation: KeyDerivation
    switch identifier {
    case "pbkdf2-sha256":
      guard fields.count == 4 else { throw Self.fieldCountError(fields.count) }
      let values = try Self.parameters(fields[1], names: ["i"])
      keyDerivation = .pbkdf2SHA256(iterations: values[0])
    case "scrypt":
      guard fields.count == 4 else { throw Self.fieldCountError(fields.count) }
      let values = try Self.parameters(fields[1], names: ["ln", "r", "p"])
      keyDerivation = .scrypt(logN: values[0], r: values[1], p: values[2])
    default:
      let printable =
        identifier.utf8.count <= 32
        && identifier.utf8.allSatisfy {
          (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "-")
        }
      throw .invalidHash(
        printable ? "unknown algorithm '\(identifier)'" : "unknown algorithm identifier")
    }
    guard let salt = PHCBase64.decode(fields[2]) else {
      throw .invalidHash("the salt is not unpadded standard Base64")
    }
    guard let hash = PHCBase64.decode(fields[3]) else {
      throw .invalidHash("the hash is not unpadded standard Base64")
    }
    try self.init(keyDerivation: keyDerivation, salt: salt, hash: hash)
  }

  /// The full PHC string, salt and hash included: the form to store.
  public var encoded: String {
    let parameters: String
    switch keyDerivation {
    case .pbkdf2SHA256(let iterations): parameters = "i=\(iterations)"
    case .scrypt(let logN, let r, let p): parameters = "ln=\(logN),r=\(r),p=\(p)"
    }
    return "$\(Self.identifier(of: keyDerivation))$\(parameters)"
      + "$\(PHCBase64.encode(salt))$\(PHCBase64.encode(hash))"
  }

  /// The algorithm and parameters with the salt and hash left out, safe to log.
  public var description: String {
    "\(keyDerivation) (\(salt.count)-byte salt, \(hash.count)-byte hash)"
  }

  static func identifier(of keyDerivation: KeyDerivation) -> String {
    switch keyDerivation {
    case .pbkdf2SHA256: "pbkdf2-sha256"
    case .scrypt: "scrypt"
    }
  }

  private static func fieldCountError(_ count: Int) -> SecurityError {
    .invalidHash("expected 4 fields ($id$parameters$salt$hash), found \(count)")
  }

  private static func reason(of error: SecurityError) -> String {
    if case .invalidParameters(let why) = error { return why }
    return error.description
  }

  /// Parses `name=value,name=value` with exactly `names`, in order; values are decimal
  /// without sign or leading zeros, at most 10 digits.
  private static func parameters(_ field: String, names: [String]) throws(SecurityError)
    -> [Int]
  {
    let expected = names.map { "\($0)=<n>" }.joined(separator: ",")
    let pairs = field.split(separator: ",", omittingEmptySubsequences: false)
    guard pairs.count == names.count else {
      throw .invalidHash("the parameters must be '\(expected)'")
    }
    var values: [Int] = []
    for (pair, name) in zip(pairs, names) {
      let parts = pair.split(separator: "=", omittingEmptySubsequences: false)
      guard parts.count == 2, parts[0] == name else {
        throw .invalidHash("the parameters must be '\(expected)'")
      }
      let digits = parts[1].utf8
      guard !digits.isEmpty, digits.count <= 10,
        digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
        digits.count == 1 || digits.first != UInt8(ascii: "0"),
        let value = Int(parts[1])
      else {
        throw .invalidHash(
          "parameter \(name) is not a decimal number without sign or leading zeros")
      }
      values.append(value)
    }
    return values
  }
}
