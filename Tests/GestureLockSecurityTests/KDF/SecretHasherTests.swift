import Testing

@testable import GestureLockSecurity

@Suite("SecretHasher")
struct SecretHasherTests {
  let hasher = SecretHasher()
  let secret: [UInt8] = Array("0-1-2-5-8 on 3x3".utf8)

  @Test("A hash is a PHC string with a 16-byte salt and a 32-byte hash that verifies")
  func hashAndVerify() throws {
    let phc = try hasher.hash(secret, with: cheapKDF)
    let parsed = try PHCString(parsing: phc)
    #expect(phc.hasPrefix("$pbkdf2-sha256$i=1000$"))
    #expect(parsed.salt.count == 16)
    #expect(parsed.hash.count == 32)
    #expect(try hasher.verify(secret, against: phc))
  }

  @Test("The stored hash is the KDF of the secret with the stored salt")
  func hashIsTheKDFOutput() throws {
    let parsed = try PHCString(parsing: try hasher.hash(secret, with: cheapKDF))
    let expected = try PBKDF2.deriveSHA256(
      password: secret, salt: parsed.salt, iterations: 1_000, byteCount: 32)
    #expect(parsed.hash == expected)
  }

  @Test("Two hashes of the same secret differ: each has its own random salt")
  func saltsDiffer() throws {
    let first = try PHCString(parsing: try hasher.hash(secret, with: cheapKDF))
    let second = try PHCString(parsing: try hasher.hash(secret, with: cheapKDF))
    #expect(first.salt != second.salt)
    #expect(first.hash != second.hash)
  }

  @Test(
    "A different secret does not verify",
    arguments: [
      Array("0-1-2-5-7 on 3x3".utf8), Array("1-1-2-5-8 on 3x3".utf8), Array("0-1-2-5-8 on 3x".utf8),
      Array("0-1-2-5-8 on 3x3 ".utf8), [],
    ])
  func wrongSecret(other: [UInt8]) throws {
    let phc = try hasher.hash(secret, with: cheapKDF)
    #expect(try hasher.verify(other, against: phc) == false)
  }

  @Test("scrypt hashes verify too, with the parameters stored in the string")
  func scrypt() throws {
    let phc = try hasher.hash(secret, with: .scrypt(logN: 10, r: 8, p: 1))
    #expect(phc.hasPrefix("$scrypt$ln=10,r=8,p=1$"))
    #expect(try hasher.verify(secret, against: phc))
    #expect(try hasher.verify([1], against: phc) == false)
  }

  @Test("Verifying against a malformed string throws invalidHash")
  func malformed() {
    let error = securityError { () throws(SecurityError) in
      try hasher.verify(secret, against: "$pbkdf2-sha256$i=1000$AAAA")
    }
    #expect(error.map(ErrorCase.init) == .invalidHash)
  }

  @Test("Hashing with parameters out of bounds throws invalidParameters")
  func outOfBounds() {
    let error = securityError { () throws(SecurityError) in
      try hasher.hash(secret, with: .pbkdf2SHA256(iterations: 0))
    }
    #expect(error.map(ErrorCase.init) == .invalidParameters)
  }

  @Test("The shipped default is PBKDF2-HMAC-SHA256 with 600,000 iterations, and it verifies")
  func shippedDefault() throws {
    #expect(KeyDerivation.default == .pbkdf2SHA256(iterations: 600_000))
    let phc = try hasher.hash(secret, with: .default)
    #expect(phc.hasPrefix("$pbkdf2-sha256$i=600000$"))
    #expect(try PHCString(parsing: phc).keyDerivation == .default)
    #expect(try hasher.verify(secret, against: phc))
  }

  @Test("OWASP's scrypt row is N=2^17, r=8, p=1 and within bounds")
  func owaspScrypt() throws {
    #expect(KeyDerivation.owaspScrypt == .scrypt(logN: 17, r: 8, p: 1))
    try KeyDerivation.owaspScrypt.validate()
  }
}

@Suite("ConstantTime and SecureRandom")
struct ConstantTimeTests {
  @Test(
    "equals compares lengths, then every byte",
    arguments: [
      ([1, 2, 3], [1, 2, 3], true), ([1, 2, 3], [1, 2, 4], false), ([0, 2, 3], [1, 2, 3], false),
      ([1, 2, 3], [1, 2], false), ([1, 2], [1, 2, 3], false), ([], [], true), ([], [0], false),
    ] as [([UInt8], [UInt8], Bool)])
  func equals(a: [UInt8], b: [UInt8], expected: Bool) {
    #expect(ConstantTime.equals(a, b) == expected)
  }

  @Test("wipe sets every byte to zero")
  func wipe() {
    var bytes: [UInt8] = [9, 8, 7, 6, 5]
    ConstantTime.wipe(&bytes)
    #expect(bytes == [0, 0, 0, 0, 0])
  }

  @Test(
    "Random bytes have the requested count and differ between calls", arguments: [0, 1, 16, 64])
  func randomBytes(count: Int) throws {
    let first = try SecureRandom.bytes(count: count)
    let second = try SecureRandom.bytes(count: count)
    #expect(first.count == count)
    #expect(second.count == count)
    if count >= 16 { #expect(first != second) }
  }

  @Test("A negative random byte count throws invalidParameters")
  func negativeCount() {
    let error = securityError { () throws(SecurityError) in try SecureRandom.bytes(count: -1) }
    #expect(error.map(ErrorCase.init) == .invalidParameters)
  }
}
