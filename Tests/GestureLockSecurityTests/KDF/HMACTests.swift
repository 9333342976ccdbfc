import Testing

@testable import GestureLockSecurity

@Suite("HMAC-SHA256 and the attempt digest")
struct HMACTests {
  @Test("RFC 4231 test cases 1 and 2")
  func rfc4231() throws {
    let one = try HMACSHA256.authenticate(
      Array("Hi There".utf8), key: [UInt8](repeating: 0x0b, count: 20))
    #expect(one == bytes(hex: "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"))
    let two = try HMACSHA256.authenticate(
      Array("what do ya want for nothing?".utf8), key: Array("Jefe".utf8))
    #expect(two == bytes(hex: "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"))
  }

  @Test("The attempt digest is the same for the same secret and differs for another")
  func attemptDigest() throws {
    let hasher = SecretHasher()
    let phc = try hasher.hash(Array("right".utf8), with: cheapKDF)
    let first = try hasher.check(Array("wrong".utf8), against: phc)
    let again = try hasher.check(Array("wrong".utf8), against: phc)
    let other = try hasher.check(Array("wrung".utf8), against: phc)
    #expect(!first.matches)
    #expect(first.attemptDigest == again.attemptDigest)
    #expect(first.attemptDigest != other.attemptDigest)
    #expect(first.attemptDigest.count == 32)
    #expect(try hasher.check(Array("right".utf8), against: phc).matches)
    #expect(first.description == "no match")
  }

  @Test("An empty HMAC key is refused")
  func emptyKey() {
    let error = securityError { () throws(SecurityError) in
      try HMACSHA256.authenticate([1], key: [])
    }
    #expect(error.map(ErrorCase.init) == .invalidParameters)
  }
}
