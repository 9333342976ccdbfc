public import GestureLockBiometrics

/// Fingerprint unlock through fprintd: the `BiometricUnlocker` (GestureLockPadFlow) of Linux.
///
/// Each call opens its own bus connection on the calling thread, so a value can be shared
/// between threads; the reader is claimed only while ``verify(timeout:cancellation:onScan:)``
/// runs and released on every way out (see ``Fprintd`` for what happens if the process dies).
///
/// ```swift
/// let unlocker = FprintdUnlocker()
/// let outcome = unlocker.verify(timeout: 30, cancellation: FingerprintCancellation()) {
///   scan in if case .retry(let reason) = scan { show(reason) }
/// }
/// ```
public struct FprintdUnlocker: BiometricUnlocker {
  /// Whose fingers: a user name, or `""` for the user running this process.
  public let username: String
  /// The bus to use, or `nil` for the system bus (honouring `DBUS_SYSTEM_BUS_ADDRESS`).
  public let systemBusAddress: String?

  /// How long each call to fprintd waits for its answer (``Fprintd/defaultCallTimeout``):
  /// a frozen fprintd ends a call with ``FingerprintUnavailable/noAnswer`` after this.
  public let callTimeout: Duration

  /// Creates an unlocker for `username` on the given bus.
  public init(
    username: String = "", systemBusAddress: String? = nil,
    callTimeout: Duration = Fprintd.defaultCallTimeout
  ) {
    self.username = username
    self.systemBusAddress = systemBusAddress
    self.callTimeout = callTimeout
  }

  /// The default reader's enrolled fingers for ``username``, or why there are none to use.
  /// Does not claim the reader, so a busy reader is found out only by ``verify``.
  public func availability() -> Result<[String], FingerprintUnavailable> {
    Result { () throws(FingerprintUnavailable) -> [String] in
      let fprintd = try Fprintd(systemBusAddress: systemBusAddress, callTimeout: callTimeout)
      let reader = try fprintd.defaultDevice()
      let fingers = try fprintd.listEnrolledFingers(reader, username: username)
      guard !fingers.isEmpty else { throw .noEnrolledFingers }
      return fingers
    }
  }

  /// Claims the default reader, verifies any enrolled finger of ``username`` and releases it.
  ///
  /// `timeout` is in seconds (the protocol's `Double`); zero, negative or NaN is no time at all
  /// (`.timedOut` at once, before any call to fprintd: a call given no time would end as
  /// ``FingerprintUnavailable/noAnswer``, which fprintd did not deserve), and anything above
  /// ``longestTimeout`` (`.infinity` too) counts as that.
  public func verify(
    timeout seconds: Double, cancellation: FingerprintCancellation,
    onScan: (FingerprintScan) -> Void
  ) -> FingerprintVerification {
    let timeout = Self.duration(seconds: seconds)
    guard timeout > .zero else { return .timedOut }
    let deadline = ContinuousClock.now + timeout
    do throws(FingerprintUnavailable) {
      // No call waits past the caller's deadline either (`verify --fingerprint --timeout`).
      let fprintd = try Fprintd(
        systemBusAddress: systemBusAddress, callTimeout: min(callTimeout, max(timeout, .zero)))
      let reader = try fprintd.defaultDevice()
      try fprintd.claim(reader, username: username)
      defer { try? fprintd.release(reader) }
      try fprintd.verifyStart(reader)
      defer { try? fprintd.verifyStop(reader) }
      while true {
        switch try fprintd.nextVerifyStatus(of: reader, until: deadline, cancellation: cancellation)
        {
        case .status(let scan, let done):
          onScan(scan)
          if scan.isFinal { return .finished(scan) }
          if done { return .finished(.unknownError) }  // Ended on a retry: not fprintd's way.
        case .timedOut: return .timedOut
        case .cancelled: return .cancelled
        }
      }
    } catch {
      return .unavailable(error)
    }
  }

  /// The longest wait ``verify(timeout:cancellation:onScan:)`` counts: a year, in seconds (far
  /// beyond any wait for a finger, far below where `Duration` or sd-bus's microseconds
  /// overflow).
  public static let longestTimeout: Double = 365 * 24 * 3600

  /// `seconds` as a `Duration`: NaN and anything below zero are zero, anything above
  /// ``longestTimeout`` is that (`Duration.seconds(_:)` traps on a non-finite value).
  static func duration(seconds: Double) -> Duration {
    guard seconds > 0 else { return .zero }  // NaN too: every comparison with NaN is false.
    return .seconds(min(seconds, longestTimeout))
  }
}
