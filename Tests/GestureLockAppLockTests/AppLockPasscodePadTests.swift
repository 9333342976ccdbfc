import GestureLockAppLock
import GestureLockBiometrics
import GestureLockCore
import GestureLockSecurity
import GestureLockUIKit
import Testing

/// The passcode pad of an app lock (issue 16's `PasscodeView` is a thin view over it), and the
/// Face ID / Touch ID binding through the app lock's fingerprint rules; real store, real KDF.
@Suite("AppLock passcode pad")
struct AppLockPasscodePadTests {
  static let pin = "739184"

  /// A store with a six-digit PIN enrolled (cheap KDF).
  static func pinFixture() throws -> AppLockFixture {
    let fixture = try AppLockFixture(enrolled: false)
    let lock = try LockService(
      store: SQLiteCredentialStore(path: fixture.path), policy: fixture.policy,
      clock: fixture.clock)
    let secret = Secret.passcode(try Passcode(pin, kind: .pin))
    _ = try lock.enroll(secret, confirmation: secret)
    return fixture
  }

  static func press(_ text: String, on pad: AppLockPasscodePad, at time: Double) async throws
    -> AppLockState
  {
    var state = pad.appLock.state
    for character in text {
      state = try await pad.press(.digit(character.wholeNumberValue!), at: time)
    }
    return state
  }

  @Test("The right PIN on the keys unlocks; a wrong one is rejected with the attempts left")
  func pinUnlocks() async throws {
    let fixture = try Self.pinFixture()
    let appLock = try await fixture.start()
    #expect(appLock.state == .locked)
    let pad = AppLockPasscodePad(
      appLock: appLock, mode: .pin(length: 6), viewSize: Size(width: 360, height: 560))
    #expect(pad.kind == .pin)

    #expect(try await Self.press("111111", on: pad, at: 1) == .locked)
    #expect(pad.entry.state == .error)
    guard case .wrongPIN(attemptsLeft: .some) = pad.message else {
      Issue.record("message \(pad.message)")
      return
    }
    #expect(pad.lastEvents.contains(.stateChanged(.error)))

    pad.advance(to: 3)
    #expect(try await Self.press(Self.pin, on: pad, at: 4) == .unlocked)
    #expect(pad.message == .unlocked)
    #expect(!appLock.showsPrivacyCover)
  }

  @Test("Touches on the keys' centres enter the PIN, as a finger on the view would")
  func touches() async throws {
    let fixture = try Self.pinFixture()
    let appLock = try await fixture.start()
    let pad = AppLockPasscodePad(
      appLock: appLock, mode: .pin(length: 6), viewSize: Size(width: 360, height: 560))
    var state = AppLockState.locked
    var time = 1.0
    for character in Self.pin {
      let center = try #require(pad.entry.keypad.center(of: .digit(character.wholeNumberValue!)))
      _ = try await pad.touch(TouchSample(location: center, time: time, phase: .began))
      state = try await pad.touch(TouchSample(location: center, time: time + 0.05, phase: .ended))
      time += 0.2
    }
    #expect(state == .unlocked)
    let scene = pad.scene(viewSize: Size(width: 360, height: 560), style: .light)
    #expect(scene.background == PadStyle.light.background)
  }

  @Test("A new face or finger (another LocalAuthentication domain state) requires the secret")
  func domainStateBinding() async throws {
    let fixture = try AppLockFixture()
    let lock = try LockService(
      store: SQLiteCredentialStore(path: fixture.path), policy: fixture.policy,
      clock: fixture.clock)
    let enrolled = try #require(BiometryDomainState.enrolledNames([0x01, 0x02, 0x03]))
    let right = try AppLockFixture.secret(AppLockFixture.right)
    #expect(try lock.enableFingerprint(verifying: right, enrolledFingers: enrolled) == .accepted)

    let appLock = try await fixture.start()
    let same = ScriptedUnlocker(fingers: enrolled, results: [.finished(.match)])
    #expect(try await appLock.unlockWithFingerprint(using: same) == .unlocked)

    appLock.lock()
    let changed = try #require(BiometryDomainState.enrolledNames([0x01, 0x02, 0x04]))
    let other = ScriptedUnlocker(fingers: changed, results: [.finished(.match)])
    #expect(
      try await appLock.unlockWithFingerprint(using: other) == .secretRequired(.fingersChanged))
    #expect(other.verifyCalls == 0)
  }
}
