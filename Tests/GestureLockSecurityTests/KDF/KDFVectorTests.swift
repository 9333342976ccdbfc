import GestureLockSecurity
import Testing

@Suite("KDF known answers (RFC 7914, RFC 6070 inputs with SHA-256)")
struct KDFVectorTests {
  @Test("The fixture holds 7 PBKDF2-HMAC-SHA256 and 4 scrypt vectors")
  func fixtureIsComplete() throws {
    #expect(try KDFVector.pbkdf2().count == 7)
    #expect(try KDFVector.scrypt().count == 4)
  }

  @Test("PBKDF2-HMAC-SHA256 gives the published key", arguments: try KDFVector.pbkdf2())
  func pbkdf2(vector: KDFVector) throws {
    let key = try PBKDF2.deriveSHA256(
      password: vector.password, salt: vector.salt, iterations: try #require(vector.iterations),
      byteCount: vector.byteCount)
    #expect(key == vector.expected)
  }

  @Test(
    "scrypt gives the published key",
    .enabled(if: CryptoBackend.current.offersScrypt, "CommonCrypto has no scrypt"),
    arguments: try KDFVector.scrypt())
  func scrypt(vector: KDFVector) throws {
    let key = try Scrypt.derive(
      password: vector.password, salt: vector.salt, n: try #require(vector.n),
      r: try #require(vector.r), p: try #require(vector.p), byteCount: vector.byteCount)
    #expect(key == vector.expected)
  }

  @Test(
    "KeyDerivation passes 2^logN, r and p to scrypt (RFC 7914 N=16384 vector)",
    .enabled(if: CryptoBackend.current.offersScrypt, "CommonCrypto has no scrypt"))
  func keyDerivationScrypt() throws {
    let key = try KeyDerivation.scrypt(logN: 14, r: 8, p: 1).deriveKey(
      from: Array("pleaseletmein".utf8), salt: Array("SodiumChloride".utf8), byteCount: 64)
    let vector = try #require(
      try KDFVector.scrypt().first { $0.name == "scrypt_pleaseletmein_16384_8_1" })
    #expect(key == vector.expected)
  }

  @Test("KeyDerivation passes the iteration count to PBKDF2 (c=4096 vector)")
  func keyDerivationPBKDF2() throws {
    let key = try KeyDerivation.pbkdf2SHA256(iterations: 4096).deriveKey(
      from: Array("password".utf8), salt: Array("salt".utf8), byteCount: 32)
    #expect(key == bytes(hex: "c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a"))
  }
}
