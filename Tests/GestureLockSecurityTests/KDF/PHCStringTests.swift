import Testing

@testable import GestureLockSecurity

@Suite("PHC strings")
struct PHCStringTests {
  static let salt = Array(UInt8(0)..<16)
  static let hash = Array(UInt8(100)..<132)

  @Test(
    "Base64 without padding matches RFC 4648's examples",
    arguments: [
      ("", ""), ("f", "Zg"), ("fo", "Zm8"), ("foo", "Zm9v"), ("foob", "Zm9vYg"),
      ("fooba", "Zm9vYmE"), ("foobar", "Zm9vYmFy"),
    ])
  func base64(plain: String, encoded: String) {
    #expect(PHCBase64.encode(Array(plain.utf8)) == encoded)
    #expect(PHCBase64.decode(encoded) == Array(plain.utf8))
  }

  @Test("Base64 round-trips every byte value and every length up to 40")
  func base64RoundTrip() {
    for length in 0...40 {
      let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 * 37 + 250) }
      #expect(PHCBase64.decode(PHCBase64.encode(bytes)) == bytes)
    }
    let all = Array(UInt8.min...UInt8.max)
    #expect(PHCBase64.decode(PHCBase64.encode(all)) == all)
  }

  @Test(
    "Base64 refuses padding, foreign characters and non-canonical endings",
    arguments: [
      "Zg==", "Zg=", "Z", "Zm9vY", "Zh", "Zm9", "Zm-v", "Zm_v", "Zm9v ", "Zm.v", "Zm9vYmF",
    ])
  func base64Refuses(text: String) {
    #expect(PHCBase64.decode(text) == nil)
  }

  @Test("A PBKDF2 PHC string has the documented form and parses back")
  func pbkdf2RoundTrip() throws {
    let phc = try PHCString(
      keyDerivation: .pbkdf2SHA256(iterations: 600_000), salt: Self.salt, hash: Self.hash)
    #expect(
      phc.encoded
        == "$pbkdf2-sha256$i=600000$AAECAwQFBgcICQoLDA0ODw$"
        + PHCBase64.encode(Self.hash))
    let parsed = try PHCString(parsing: phc.encoded)
    #expect(parsed == phc)
    #expect(parsed.keyDerivation == .pbkdf2SHA256(iterations: 600_000))
  }

  @Test("A scrypt PHC string has the documented form and parses back")
  func scryptRoundTrip() throws {
    let phc = try PHCString(
      keyDerivation: .scrypt(logN: 17, r: 8, p: 1), salt: Self.salt, hash: Self.hash)
    #expect(phc.encoded.hasPrefix("$scrypt$ln=17,r=8,p=1$AAECAwQFBgcICQoLDA0ODw$"))
    #expect(try PHCString(parsing: phc.encoded) == phc)
  }

  @Test("The description names the algorithm but never the salt or the hash")
  func descriptionHidesSaltAndHash() throws {
    let phc = try PHCString(keyDerivation: .default, salt: Self.salt, hash: Self.hash)
    #expect(phc.description.contains("600000"))
    #expect(!phc.description.contains(PHCBase64.encode(Self.salt)))
    #expect(!phc.description.contains(PHCBase64.encode(Self.hash)))
  }

  struct Malformed: Sendable, CustomTestStringConvertible {
    let why: String
    let text: String
    var testDescription: String { why }
  }

  static let saltText = PHCBase64.encode(salt)
  static let hashText = PHCBase64.encode(hash)
  static let good = "$pbkdf2-sha256$i=1000$\(saltText)$\(hashText)"

  static let malformed: [Malformed] = [
    Malformed(why: "empty", text: ""),
    Malformed(why: "only a dollar", text: "$"),
    Malformed(why: "only dollars", text: "$$$$"),
    Malformed(why: "no leading dollar", text: String(good.dropFirst())),
    Malformed(why: "unknown algorithm", text: "$argon2id$i=1000$\(saltText)$\(hashText)"),
    Malformed(why: "other PBKDF2 digest", text: "$pbkdf2-sha512$i=1000$\(saltText)$\(hashText)"),
    Malformed(why: "upper-case identifier", text: "$PBKDF2-SHA256$i=1000$\(saltText)$\(hashText)"),
    Malformed(why: "missing hash", text: "$pbkdf2-sha256$i=1000$\(saltText)"),
    Malformed(why: "missing salt and hash", text: "$pbkdf2-sha256$i=1000"),
    Malformed(why: "empty hash", text: "$pbkdf2-sha256$i=1000$\(saltText)$"),
    Malformed(why: "extra field", text: good + "$AAAA"),
    Malformed(why: "version field", text: "$pbkdf2-sha256$v=1$i=1000$\(saltText)$\(hashText)"),
    Malformed(why: "missing i=", text: "$pbkdf2-sha256$1000$\(saltText)$\(hashText)"),
    Malformed(why: "unknown parameter", text: "$pbkdf2-sha256$n=1000$\(saltText)$\(hashText)"),
    Malformed(why: "extra parameter", text: "$pbkdf2-sha256$i=1000,x=2$\(saltText)$\(hashText)"),
    Malformed(why: "zero iterations", text: "$pbkdf2-sha256$i=0$\(saltText)$\(hashText)"),
    Malformed(why: "negative iterations", text: "$pbkdf2-sha256$i=-5$\(saltText)$\(hashText)"),
    Malformed(why: "plus sign", text: "$pbkdf2-sha256$i=+1000$\(saltText)$\(hashText)"),
    Malformed(why: "leading zero", text: "$pbkdf2-sha256$i=01000$\(saltText)$\(hashText)"),
    Malformed(why: "empty value", text: "$pbkdf2-sha256$i=$\(saltText)$\(hashText)"),
    Malformed(
      why: "absurd iterations", text: "$pbkdf2-sha256$i=10000001$\(saltText)$\(hashText)"),
    Malformed(
      why: "overflowing iterations",
      text: "$pbkdf2-sha256$i=99999999999999999999$\(saltText)$\(hashText)"),
    Malformed(why: "scrypt ln=23", text: "$scrypt$ln=23,r=8,p=1$\(saltText)$\(hashText)"),
    Malformed(why: "scrypt ln=0", text: "$scrypt$ln=0,r=8,p=1$\(saltText)$\(hashText)"),
    Malformed(why: "scrypt r=1000", text: "$scrypt$ln=14,r=1000,p=1$\(saltText)$\(hashText)"),
    Malformed(why: "scrypt p=1000", text: "$scrypt$ln=14,r=8,p=1000$\(saltText)$\(hashText)"),
    Malformed(why: "scrypt 2 GiB", text: "$scrypt$ln=20,r=16,p=1$\(saltText)$\(hashText)"),
    Malformed(why: "scrypt missing p", text: "$scrypt$ln=17,r=8$\(saltText)$\(hashText)"),
    Malformed(why: "scrypt wrong order", text: "$scrypt$r=8,ln=17,p=1$\(saltText)$\(hashText)"),
    Malformed(why: "scrypt with PBKDF2's i", text: "$scrypt$i=1000$\(saltText)$\(hashText)"),
    Malformed(
      why: "PBKDF2 with scrypt's ln", text: "$pbkdf2-sha256$ln=17,r=8,p=1$\(saltText)$\(hashText)"),
    Malformed(why: "salt not Base64", text: "$pbkdf2-sha256$i=1000$!!!!$\(hashText)"),
    Malformed(why: "hash not Base64", text: "$pbkdf2-sha256$i=1000$\(saltText)$@@@@"),
    Malformed(why: "padded salt", text: "$pbkdf2-sha256$i=1000$\(saltText)==$\(hashText)"),
    Malformed(
      why: "URL-safe alphabet",
      text: "$pbkdf2-sha256$i=1000$\(saltText)$\(hashText.replacingOccurrences("+", "-"))-_"),
    Malformed(why: "salt of 4 bytes", text: "$pbkdf2-sha256$i=1000$AAAAAA$\(hashText)"),
    Malformed(
      why: "salt of 65 bytes",
      text: "$pbkdf2-sha256$i=1000$\(PHCBase64.encode(Array(repeating: 1, count: 65)))$\(hashText)"),
    Malformed(
      why: "hash of 8 bytes",
      text: "$pbkdf2-sha256$i=1000$\(saltText)$\(PHCBase64.encode(Array(repeating: 1, count: 8)))"),
    Malformed(
      why: "hash of 65 bytes",
      text: "$pbkdf2-sha256$i=1000$\(saltText)$\(PHCBase64.encode(Array(repeating: 1, count: 65)))"),
    Malformed(why: "longer than 512 characters", text: good + String(repeating: "A", count: 600)),
    Malformed(why: "spaces", text: " " + good),
    Malformed(why: "newline", text: good + "\n"),
  ]

  @Test("The well-formed string of the table parses")
  func goodOneParses() throws {
    #expect(try PHCString(parsing: Self.good).keyDerivation == .pbkdf2SHA256(iterations: 1000))
  }

  @Test("A malformed PHC string is refused as invalidHash", arguments: malformed)
  func refuses(malformed: Malformed) {
    let error = securityError { () throws(SecurityError) in
      try PHCString(parsing: malformed.text)
    }
    #expect(error.map(ErrorCase.init) == .invalidHash)
    // The message never quotes the salt or the hash.
    #expect(error.map { !"\($0)".contains(Self.hashText) } ?? false)
  }
}

extension String {
  fileprivate func replacingOccurrences(_ target: Character, _ replacement: Character) -> String {
    String(map { $0 == target ? replacement : $0 })
  }
}
