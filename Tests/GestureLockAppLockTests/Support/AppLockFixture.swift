import GestureLockAppLock
import GestureLockCore
import GestureLockSecurity
import TestSupport

/// A store with `0-1-2-5-8` enrolled (cheap KDF), a shared manual clock, and `AppLock`s on it
/// as successive processes would start them.
struct AppLockFixture {
  let directory: TemporaryDirectory
  let path: String
  let clock = SharedManualClock()
  let policy: LockPolicy

  /// The enrolled pattern.
  static let right = "0-1-2-5-8"

  /// A fresh store; `enrolled: false` leaves it without a secret.
  init(enrolled: Bool = true) throws {
    directory = try TemporaryDirectory(prefix: "gl-applock")
    path = directory.path("lock.sqlite")
    var policy = LockPolicy()
    policy.keyDerivation = .pbkdf2SHA256(iterations: 1_000)
    self.policy = policy
    if enrolled {
      let lock = try LockService(
        store: SQLiteCredentialStore(path: path), policy: policy, clock: clock)
      _ = try lock.enroll(Self.secret(Self.right), confirmation: Self.secret(Self.right))
    }
  }

  /// A cold start: a new `AppLock` on the store, as a new process makes it.
  func start(_ settings: AppLockSettings = AppLockSettings()) async throws -> AppLock {
    try await AppLock(storePath: path, policy: policy, settings: settings, clock: clock)
  }

  /// A pattern secret from its text form.
  static func secret(_ text: String) throws -> Secret {
    .pattern(try Pattern(parsing: text, on: .standard))
  }
}
