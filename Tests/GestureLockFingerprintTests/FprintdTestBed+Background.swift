import Foundation
import TestSupport

/// Commands sent to the virtual reader from another thread while the test's thread is blocked
/// in a verification.
final class BackgroundCommands: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var failure: (any Error)?

  /// Starts sending `commands` in order, each once the reader accepts it.
  init(_ bed: FprintdTestBed, _ commands: [String]) {
    DispatchQueue.global().async {
      do {
        for command in commands { try bed.send(command) }
      } catch {
        self.lock.withLock { self.failure = error }
      }
      self.done.signal()
    }
  }

  /// Waits until every command was sent, and rethrows the first failure.
  func finish() throws {
    done.wait()
    if let failure = lock.withLock({ failure }) { throw failure }
  }
}

extension FprintdTestBed {
  /// A new test bed with one finger of ``FprintdTestBed/defaultUser`` enrolled as `scanID`.
  static func enrolled(_ scanID: String = FingerprintTests.enrolledID) throws -> FprintdTestBed {
    let bed = try FprintdTestBed()
    try bed.enroll(scanID: scanID)
    return bed
  }
}
