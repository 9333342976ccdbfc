import Foundation
import GestureLockCore
import Testing

@testable import GestureLockSecurity

@Suite("Re-hashing at the policy's cost on the next successful verification")
struct RehashTests {
  let right = try! secret("0-1-2-5-8")

  /// A fixture whose secret was enrolled at 1,000 PBKDF2 iterations, and a service whose policy
  /// asks for `target`.
  func upgraded(to target: KeyDerivation) throws -> (LockFixture, LockService) {
    let fixture = try LockFixture()
    try fixture.enroll()
    return (fixture, try fixture.otherService(policy: .cheap { $0.keyDerivation = target }))
  }

  @Test("A stored cost below the default is re-hashed at the default in the success transaction")
  func rehashed() throws {
    let (fixture, service) = try upgraded(to: .pbkdf2SHA256(iterations: 2_000))
    #expect(try fixture.stored()?.phc.hasPrefix("$pbkdf2-sha256$i=1000$") == true)
    var during: CredentialRecord?
    fixture.hasher.duringHash = { during = try fixture.stored() }
    // The hook captures the fixture's services, which hold the hasher: no cycle left.
    defer { fixture.hasher.duringHash = nil }
    #expect(try service.verify(right) == .accepted)
    // While the new hash was made, the old one and the pessimistic count were still stored.
    #expect(during?.phc.hasPrefix("$pbkdf2-sha256$i=1000$") == true)
    #expect(during?.secretAttempts.failures == 1)
    let after = try #require(try fixture.stored())
    #expect(after.phc.hasPrefix("$pbkdf2-sha256$i=2000$"))
    #expect(after.secretAttempts.failures == 0)
    #expect(fixture.hasher.hashCount == 2)
    #expect(try service.verify(right) == .accepted)
    #expect(fixture.hasher.hashCount == 2)  // at the policy's cost now: not again
  }

  @Test("A wrong secret is never re-hashed")
  func wrongNotRehashed() throws {
    let (fixture, service) = try upgraded(to: .pbkdf2SHA256(iterations: 2_000))
    #expect(try service.verify(try wrong(0)) == .rejected(attemptsBeforeDelay: 4))
    #expect(fixture.hasher.hashCount == 1)
    #expect(try fixture.stored()?.phc.hasPrefix("$pbkdf2-sha256$i=1000$") == true)
  }

  @Test(
    "Equal or higher costs, and other algorithms, are left alone",
    arguments: [
      KeyDerivation.pbkdf2SHA256(iterations: 1_000), .pbkdf2SHA256(iterations: 999),
    ] + (CryptoBackend.current.offersScrypt ? [.scrypt(logN: 10, r: 8, p: 1)] : []))
  func notRehashed(target: KeyDerivation) throws {
    let (fixture, service) = try upgraded(to: target)
    let before = try #require(try fixture.stored()?.phc)
    #expect(try service.verify(right) == .accepted)
    #expect(try fixture.stored()?.phc == before)
  }

  @Test("A crash while re-hashing keeps the old hash valid and the attempt counted")
  func crashWhileRehashing() throws {
    let (fixture, service) = try upgraded(to: .pbkdf2SHA256(iterations: 2_000))
    fixture.hasher.duringHash = { throw CancellationError() }
    #expect(securityError { () throws(SecurityError) in try service.verify(right) } != nil)
    fixture.hasher.duringHash = nil
    #expect(try fixture.stored()?.secretAttempts.failures == 1)
    #expect(try fixture.lock.verify(right) == .accepted)
  }

  @Test(
    "isBelow compares costs within one algorithm only",
    arguments: [
      (KeyDerivation.pbkdf2SHA256(iterations: 100_000), KeyDerivation.default, true),
      (.owaspPBKDF2SHA256, .default, false),
      (.pbkdf2SHA256(iterations: 700_000), .default, false),
      (.scrypt(logN: 15, r: 8, p: 1), .owaspScrypt, true),
      (.owaspScryptLowMemory, .owaspScrypt, true),
      (.owaspScrypt, .owaspScryptLowMemory, false),
      (.owaspScrypt, .default, false),
      (.default, .owaspScrypt, false),
      (.scrypt(logN: 40, r: 8, p: 1), .owaspScrypt, false),
    ])
  func isBelow(stored: KeyDerivation, target: KeyDerivation, expected: Bool) {
    #expect(stored.isBelow(target) == expected)
  }

  @Test("The shipped default policy hashes with PBKDF2-HMAC-SHA256 at 600,000 iterations")
  func shippedDefault() throws {
    #expect(LockPolicy.standard.keyDerivation == .pbkdf2SHA256(iterations: 600_000))
    let fixture = try LockFixture(policy: LockPolicy())
    let pin = try Secret.typed("73915", kind: .numeric)
    #expect(try fixture.lock.enroll(pin, confirmation: pin) == .enrolled)
    #expect(try fixture.stored()?.phc.hasPrefix("$pbkdf2-sha256$i=600000$") == true)
  }

  @Test(
    "OWASP's scrypt row can be selected as the default for new hashes",
    .enabled(if: CryptoBackend.current.offersScrypt, "CommonCrypto has no scrypt"))
  func scryptSelectable() throws {
    let fixture = try LockFixture(policy: LockPolicy(keyDerivation: .owaspScrypt))
    let pin = try Secret.typed("73915", kind: .numeric)
    #expect(try fixture.lock.enroll(pin, confirmation: pin) == .enrolled)
    #expect(try fixture.stored()?.phc.hasPrefix("$scrypt$ln=17,r=8,p=1$") == true)
  }
}
