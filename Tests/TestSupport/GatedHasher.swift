internal import Dispatch
public import GestureLockSecurity
internal import GestureLockSystem

/// A `SecretHasher` whose next check stops inside the KDF until the test opens the gate: the
/// attempt is counted by then, so a test can cancel "after counting" without timing.
public final class GatedHasher: SecretHashing, @unchecked Sendable {
  /// Creates a hasher whose first check waits at the gate.
  public init() {}

  private let hasher = SecretHasher()
  private let closed = Locked(true)
  private let entered = DispatchSemaphore(value: 0)
  private let opened = DispatchSemaphore(value: 0)

  public func hash(_ secret: [UInt8], with keyDerivation: KeyDerivation) throws(SecurityError)
    -> String
  {
    try hasher.hash(secret, with: keyDerivation)
  }

  /// The first check waits at the gate; later ones pass.
  public func check(_ secret: [UInt8], against phc: String) throws(SecurityError) -> SecretCheck {
    let wasClosed = closed.withLock { closed in
      defer { closed = false }
      return closed
    }
    if wasClosed {
      entered.signal()
      opened.wait()
    }
    return try hasher.check(secret, against: phc)
  }

  /// Returns once a check waits at the gate (off the cooperative pool while it waits).
  public func waitUntilChecking() async {
    let entered = self.entered
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        entered.wait()
        continuation.resume()
      }
    }
  }

  /// Lets the waiting check go on.
  public func open() { opened.signal() }
}
