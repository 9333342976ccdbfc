import GestureLockCore
import Testing

@testable import GestureLockSecurity

/// PHC strings a store holds, fixed here, that every platform's backend must verify: a store
/// written on Linux (OpenSSL) verifies on iOS and macOS (CommonCrypto) and the other way round,
/// since both compute PBKDF2-HMAC-SHA256 (RFC 8018) to the same bytes and the string format is
/// shared. The hashes were computed independently of this package, with Python's
/// `hashlib.pbkdf2_hmac("sha256", …)` and `hashlib.scrypt`, from the canonical bytes of the
/// pattern 0-1-2-5-8 on 3×3 (`47 4C 50 01 03 03 05 00 01 02 05 08`) or of the numeric code
/// 73915 (`47 4C 44 01` + ASCII), with the salt 00 01 … 0F.
@Suite("PHC strings every platform verifies")
struct CrossPlatformPHCTests {
  static let salt = [UInt8](0..<16)
  static let pattern1000 =
    "$pbkdf2-sha256$i=1000$AAECAwQFBgcICQoLDA0ODw$Bk2xdBNDDgJG09swxe6lsUlBm0gxjbGolKFLJYnj1ps"
  static let pattern600000 =
    "$pbkdf2-sha256$i=600000$AAECAwQFBgcICQoLDA0ODw$VpkjTLNWeyPBNaLAtAj/m8SweDK2CQbfB3d5PNGvgy0"
  static let pin1000 =
    "$pbkdf2-sha256$i=1000$AAECAwQFBgcICQoLDA0ODw$qx0P/+K3g5SKNKKQjO8EOwtE2YhoD8P0OuJrq10QPFo"
  static let patternScrypt =
    "$scrypt$ln=4,r=1,p=1$AAECAwQFBgcICQoLDA0ODw$CHV7ubxWP/vz1MWXIxdbRWXpja5VrJikWWGMxAOEjxI"

  @Test("The secrets' canonical bytes are the ones the vectors were made from")
  func canonicalBytes() throws {
    #expect(
      Array(try secret("0-1-2-5-8").bytes) == [0x47, 0x4C, 0x50, 0x01, 3, 3, 5, 0, 1, 2, 5, 8])
    #expect(
      Array(try Secret.typed("73915", kind: .numeric).bytes) == [0x47, 0x4C, 0x44, 0x01]
        + Array("73915".utf8))
  }

  @Test(
    "This platform's backend writes exactly these strings for the same salt",
    arguments: [(pattern1000, "0-1-2-5-8"), (pattern600000, "0-1-2-5-8")])
  func sameString(vector: String, drawn: String) throws {
    let parsed = try PHCString(parsing: vector)
    let key = try parsed.keyDerivation.deriveKey(
      from: Array(try secret(drawn).bytes), salt: Self.salt, byteCount: 32)
    let written = try PHCString(keyDerivation: parsed.keyDerivation, salt: Self.salt, hash: key)
    #expect(written.encoded == vector)
  }

  @Test(
    "The stored PBKDF2 strings verify the right secret and reject a wrong one",
    arguments: [pattern1000, pattern600000])
  func patternVerifies(vector: String) throws {
    let hasher = SecretHasher()
    #expect(try hasher.check(try secret("0-1-2-5-8").bytes, against: vector).matches)
    #expect(try !hasher.check(try secret("0-1-2-5-6").bytes, against: vector).matches)
  }

  @Test("A store holding a PIN hashed elsewhere accepts that PIN through LockService")
  func storeVerifies() throws {
    let fixture = try LockFixture()
    let pin = try Secret.typed("73915", kind: .numeric)
    #expect(try fixture.lock.enroll(pin, confirmation: pin) == .enrolled)
    try SQLiteCredentialStore(path: fixture.path).update(profile: LockService.defaultProfile) {
      (record: inout CredentialRecord?) throws(SecurityError) in record?.phc = Self.pin1000
    }
    #expect(try fixture.lock.verify(try Secret.typed("73916", kind: .numeric)) != .accepted)
    #expect(try fixture.lock.verify(pin) == .accepted)
  }

  @Test("A scrypt string verifies where scrypt exists and is a stated fault where it does not")
  func scryptString() throws {
    let bytes = try secret("0-1-2-5-8").bytes
    if CryptoBackend.current.offersScrypt {
      #expect(try SecretHasher().check(bytes, against: Self.patternScrypt).matches)
    } else {
      let error = securityError { () throws(SecurityError) in
        try SecretHasher().check(bytes, against: Self.patternScrypt)
      }
      #expect(
        error
          == .keyDerivationUnavailable(
            algorithm: "scrypt", backend: CryptoBackend.current.name, stored: true))
    }
  }
}
