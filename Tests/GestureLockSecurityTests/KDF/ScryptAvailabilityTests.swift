import GestureLockCore
import TestSupport
import Testing

@testable import GestureLockSecurity

/// CommonCrypto has no scrypt, so Apple platforms refuse it where a KDF is chosen or a stored
/// hash is about to be checked, never as a wrong secret. The refusal depends only on
/// `CryptoBackend.offersScrypt`, so it runs here with `CryptoBackend.commonCrypto`'s
/// capabilities (the bytes are still computed by this build's library).
@Suite("scrypt refused where the crypto library lacks it (Apple platforms)")
struct ScryptAvailabilityTests {
  /// A cheap scrypt, within bounds.
  static let cheapScrypt = KeyDerivation.scrypt(logN: 4, r: 1, p: 1)
  /// What Apple platforms can compute.
  static let apple = SecretHasher(cryptoBackend: .commonCrypto)

  static func isPolicyRefusal(_ error: SecurityError?) -> Bool {
    error == .keyDerivationUnavailable(algorithm: "scrypt", backend: "CommonCrypto", stored: false)
  }

  static func isStoreFault(_ error: SecurityError?) -> Bool {
    error == .keyDerivationUnavailable(algorithm: "scrypt", backend: "CommonCrypto", stored: true)
  }

  @Test("The backends say what they offer; this build's is OpenSSL's libcrypto")
  func capabilities() {
    #expect(CryptoBackend.openSSL.offers(.owaspScrypt))
    #expect(!CryptoBackend.commonCrypto.offers(.owaspScrypt))
    #expect(CryptoBackend.commonCrypto.offers(.default))
    #expect(CryptoBackend.current == .openSSL)
    #expect(SecretHasher().cryptoBackend == .current)
  }

  @Test("Validating scrypt for CommonCrypto throws; PBKDF2 passes; bounds are checked first")
  func validate() throws {
    #expect(
      Self.isPolicyRefusal(
        securityError { () throws(SecurityError) in try Self.cheapScrypt.validate(on: .commonCrypto)
        }))
    try KeyDerivation.default.validate(on: .commonCrypto)
    try Self.cheapScrypt.validate(on: .openSSL)
    let outOfBounds = securityError { () throws(SecurityError) in
      try KeyDerivation.scrypt(logN: 40, r: 8, p: 1).validate(on: .commonCrypto)
    }
    #expect(outOfBounds.map(ErrorCase.init) == .invalidParameters)
  }

  @Test("A lock whose policy asks for scrypt is refused when it is created")
  func policyRefused() throws {
    let directory = try TemporaryDirectory(prefix: "gl-sec-scrypt")
    let error = securityError { () throws(SecurityError) in
      try LockService(
        store: SQLiteCredentialStore(path: directory.path("lock.sqlite")),
        policy: LockPolicy.cheap { $0.keyDerivation = Self.cheapScrypt }, hasher: Self.apple)
    }
    #expect(Self.isPolicyRefusal(error))
    #expect(
      error?.description
        == "the KDF scrypt is not available on this platform (CommonCrypto); choose "
        + "PBKDF2-HMAC-SHA256")
  }

  @Test("Enrolling with scrypt, or hashing with it, is refused before anything is stored")
  func enrolmentRefused() throws {
    let fixture = try LockFixture()
    let lock = try LockService(
      store: SQLiteCredentialStore(path: fixture.path, directory: .own), policy: .cheap,
      clock: fixture.clock, hasher: Self.apple)
    let drawn = try secret("0-1-2-5-8")
    let enrol = securityError { () throws(SecurityError) in
      try lock.enroll(drawn, confirmation: drawn, rules: .standard, kdf: Self.cheapScrypt)
    }
    #expect(Self.isPolicyRefusal(enrol))
    #expect(try fixture.stored() == nil)
    let hash = securityError { () throws(SecurityError) in
      try Self.apple.hash(drawn.bytes, with: Self.cheapScrypt)
    }
    #expect(Self.isPolicyRefusal(hash))
  }

  @Test("A store holding a scrypt hash is a fault, not a wrong secret, and nothing is counted")
  func storedScryptIsAFault() throws {
    let fixture = try LockFixture(policy: .cheap { $0.keyDerivation = Self.cheapScrypt })
    let drawn = try secret("0-1-2-5-8")
    #expect(try fixture.lock.enroll(drawn, confirmation: drawn) == .enrolled)
    #expect(try fixture.stored()?.phc.hasPrefix("$scrypt$ln=4,r=1,p=1$") == true)
    let onApple = try LockService(
      store: SQLiteCredentialStore(path: fixture.path, directory: .own), policy: .cheap,
      clock: fixture.clock, hasher: Self.apple)
    for attempt in [try secret("0-1-2-5-8"), try wrong(0)] {
      let error = securityError { () throws(SecurityError) in try onApple.verify(attempt) }
      #expect(Self.isStoreFault(error))
      #expect(error?.description.hasPrefix("this store's KDF (scrypt) is not available") == true)
    }
    #expect(try fixture.stored()?.secretAttempts.failures == 0)
    // Where scrypt exists, the same store still verifies.
    #expect(try fixture.lock.verify(try secret("0-1-2-5-8")) == .accepted)
  }

  @Test("Checking a secret against a scrypt PHC string throws before deriving")
  func hasherRefusesStoredScrypt() throws {
    let phc = try SecretHasher().hash([1, 2, 3], with: Self.cheapScrypt)
    let error = securityError { () throws(SecurityError) in
      try Self.apple.check([1, 2, 3], against: phc)
    }
    #expect(Self.isStoreFault(error))
    // Parsing alone does not depend on the platform.
    #expect(try PHCString(parsing: phc).keyDerivation == Self.cheapScrypt)
  }
}
