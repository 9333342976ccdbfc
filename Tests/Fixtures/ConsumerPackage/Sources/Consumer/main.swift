// Calls GestureLock's verify from a @MainActor type through `await`, as an app's view model
// would, and checks the answers; exits 0 only when every step went as expected.
import Foundation
import GestureLockAppLock
import GestureLockCore
import GestureLockSecurity

@MainActor final class LockViewModel {
  let lock: AsyncLockService
  private(set) var unlocked = false

  init(storePath: String) throws {
    lock = try AsyncLockService(storePath: storePath)
  }

  func enrol(_ secret: Secret) async throws -> EnrolmentOutcome {
    try await lock.enroll(secret, confirmation: secret)
  }

  /// The check runs off the main actor; the view model only awaits it.
  func submit(_ secret: Secret) async throws {
    unlocked = try await lock.verify(secret) == .accepted
  }
}

@MainActor func run() async throws -> Bool {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("gesturelock-consumer-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let path = directory.appendingPathComponent("lock.sqlite").path

  let model = try LockViewModel(storePath: path)
  let right = Secret.pattern(try Pattern(parsing: "0-1-2-5-8", on: .standard))
  let wrong = Secret.pattern(try Pattern(parsing: "6-7-8-5", on: .standard))
  guard try await model.enrol(right) == .enrolled else { return false }
  try await model.submit(wrong)
  guard !model.unlocked else { return false }
  try await model.submit(right)
  guard model.unlocked else { return false }

  let appLock = try await AppLock(storePath: path)
  guard appLock.state == .locked else { return false }
  guard try await appLock.unlock(with: right) == .accepted, appLock.state == .unlocked else {
    return false
  }
  return true
}

let ok = try await run()
print(ok ? "consumer: ok" : "consumer: FAILED")
exit(ok ? 0 : 1)
