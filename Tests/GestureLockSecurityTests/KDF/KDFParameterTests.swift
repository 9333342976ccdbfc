import GestureLockSecurity
import Testing

/// Every public parameter must reach the C call (swift-crypto once dropped one).
@Suite("KDF parameters reach OpenSSL")
struct KDFParameterTests {
  struct Variation: Sendable, CustomTestStringConvertible {
    let name: String
    let password: String
    let salt: String
    let cost: Int
    let r: Int
    let p: Int
    let byteCount: Int
    var testDescription: String { name }
  }

  static let base = Variation(
    name: "base", password: "password", salt: "NaCl", cost: 16, r: 1, p: 1, byteCount: 32)

  static let variations = [
    Variation(
      name: "password", password: "passworD", salt: "NaCl", cost: 16, r: 1, p: 1,
      byteCount: 32),
    Variation(
      name: "salt", password: "password", salt: "NaCL", cost: 16, r: 1, p: 1,
      byteCount: 32),
    Variation(
      name: "cost (iterations / N)", password: "password", salt: "NaCl", cost: 32, r: 1,
      p: 1, byteCount: 32),
  ]

  static let scryptOnly = [
    Variation(
      name: "r", password: "password", salt: "NaCl", cost: 16, r: 2, p: 1,
      byteCount: 32),
    Variation(
      name: "p", password: "password", salt: "NaCl", cost: 16, r: 1, p: 2,
      byteCount: 32),
  ]

  static func pbkdf2(_ v: Variation) throws -> [UInt8] {
    try PBKDF2.deriveSHA256(
      password: Array(v.password.utf8), salt: Array(v.salt.utf8), iterations: v.cost,
      byteCount: v.byteCount)
  }

  static func scrypt(_ v: Variation) throws -> [UInt8] {
    try Scrypt.derive(
      password: Array(v.password.utf8), salt: Array(v.salt.utf8), n: v.cost, r: v.r, p: v.p,
      byteCount: v.byteCount)
  }

  @Test("Changing one PBKDF2 input changes the key", arguments: variations)
  func pbkdf2Changes(variation: Variation) throws {
    #expect(try Self.pbkdf2(variation) != Self.pbkdf2(Self.base))
  }

  @Test(
    "Changing one scrypt input changes the key",
    .enabled(if: CryptoBackend.current.offersScrypt, "CommonCrypto has no scrypt"),
    arguments: variations + scryptOnly)
  func scryptChanges(variation: Variation) throws {
    #expect(try Self.scrypt(variation) != Self.scrypt(Self.base))
  }

  @Test("The key has exactly the requested length", arguments: [16, 31, 32, 33, 64, 100])
  func keyLength(byteCount: Int) throws {
    let v = Variation(
      name: "length", password: "password", salt: "NaCl", cost: 16, r: 1, p: 1,
      byteCount: byteCount)
    #expect(try Self.pbkdf2(v).count == byteCount)
    if CryptoBackend.current.offersScrypt {
      #expect(try Self.scrypt(v).count == byteCount)
    }
  }

  @Test(
    "scrypt N=2^15, r=8 works: the memory limit above OpenSSL's 32 MiB default is passed",
    .enabled(if: CryptoBackend.current.offersScrypt, "CommonCrypto has no scrypt"))
  func scryptAboveDefaultMemoryLimit() throws {
    let key = try Scrypt.derive(
      password: [1, 2, 3], salt: Array(repeating: 7, count: 16), n: 1 << 15, r: 8, p: 1,
      byteCount: 32)
    #expect(key.count == 32)
    #expect(Scrypt.memoryByteCount(n: 1 << 15, r: 8, p: 1)! > 32 << 20)
  }

  struct Parameters: Sendable, CustomTestStringConvertible {
    let kdf: KeyDerivation
    var testDescription: String { kdf.description }
  }

  @Test(
    "Parameters out of bounds are refused before any work",
    arguments: [
      KeyDerivation.pbkdf2SHA256(iterations: 0), .pbkdf2SHA256(iterations: -1),
      .pbkdf2SHA256(iterations: 10_000_001), .scrypt(logN: 0, r: 8, p: 1),
      .scrypt(logN: 21, r: 8, p: 1), .scrypt(logN: 64, r: 8, p: 1), .scrypt(logN: 14, r: 0, p: 1),
      .scrypt(logN: 14, r: 33, p: 1), .scrypt(logN: 14, r: 8, p: 0),
      .scrypt(logN: 14, r: 8, p: 17),
      // 2 GiB of memory: 128 · 16 · 2^20.
      .scrypt(logN: 20, r: 16, p: 1),
      // Work 2^20 · 8 · 3 > 2^24.
      .scrypt(logN: 20, r: 8, p: 3),
    ].map(Parameters.init))
  func outOfBounds(bad: Parameters) {
    let error = securityError { () throws(SecurityError) in try bad.kdf.validate() }
    #expect(error.map(ErrorCase.init) == .invalidParameters)
    let derive = securityError { () throws(SecurityError) in
      try bad.kdf.deriveKey(from: [1], salt: [2], byteCount: 32)
    }
    #expect(derive.map(ErrorCase.init) == .invalidParameters)
  }

  @Test(
    "The OWASP rows and the RFC costs are within bounds",
    arguments: [
      KeyDerivation.default, .owaspScrypt, .scrypt(logN: 16, r: 8, p: 2),
      .scrypt(logN: 15, r: 8, p: 3), .scrypt(logN: 14, r: 8, p: 5), .scrypt(logN: 20, r: 8, p: 1),
      .pbkdf2SHA256(iterations: 1), .pbkdf2SHA256(iterations: 10_000_000),
    ].map(Parameters.init))
  func withinBounds(good: Parameters) throws {
    // Bounds only: OpenSSL's libcrypto offers every algorithm (CommonCrypto's refusal of
    // scrypt is ScryptAvailabilityTests').
    try good.kdf.validate(on: .openSSL)
  }

  @Test("scrypt refuses an N that is not a power of two of at least 2", arguments: [0, 1, 3, 1000])
  func scryptBadN(n: Int) {
    let error = securityError { () throws(SecurityError) in
      try Scrypt.derive(password: [], salt: [], n: n, r: 1, p: 1, byteCount: 16)
    }
    #expect(error.map(ErrorCase.init) == .invalidParameters)
  }

  @Test("PBKDF2 refuses zero iterations and a zero-length key")
  func pbkdf2BadArguments() {
    let iterations = securityError { () throws(SecurityError) in
      try PBKDF2.deriveSHA256(password: [], salt: [], iterations: 0, byteCount: 16)
    }
    let length = securityError { () throws(SecurityError) in
      try PBKDF2.deriveSHA256(password: [], salt: [], iterations: 1, byteCount: 0)
    }
    #expect(iterations.map(ErrorCase.init) == .invalidParameters)
    #expect(length.map(ErrorCase.init) == .invalidParameters)
  }
}
