import GestureLockSecurity
import Testing

@Suite("SHA-256 digest")
struct DigestTests {
  struct Vector: Sendable, CustomTestStringConvertible {
    let name: String
    let message: [UInt8]
    let digest: String
    var testDescription: String { name }
  }

  /// FIPS 180-2, Appendix B (SHA-256 examples), and the empty message.
  @Test(
    "Known answers",
    arguments: [
      Vector(
        name: "empty", message: [],
        digest: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
      Vector(
        name: "abc (FIPS 180-2 B.1)", message: Array("abc".utf8),
        digest: "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
      Vector(
        name: "two blocks (FIPS 180-2 B.2)",
        message: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8),
        digest: "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
      Vector(
        name: "a million a (FIPS 180-2 B.3)", message: [UInt8](repeating: 0x61, count: 1_000_000),
        digest: "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"),
    ])
  func known(_ vector: Vector) throws {
    #expect(try Digest.sha256(vector.message) == bytes(hex: vector.digest))
  }
}
