// Face ID / Touch ID behind the flow layer's BiometricUnlocker, through LAContext.
// Apple-only; type-checked on Linux against Tests/AppleStubs (make check-apple), never run here.
// Follows:
// https://developer.apple.com/documentation/localauthentication/lacontext
// https://developer.apple.com/documentation/localauthentication/lacontext/canevaluatepolicy(_:error:)
// https://developer.apple.com/documentation/localauthentication/lacontext/evaluatepolicy(_:localizedreason:reply:)
// https://developer.apple.com/documentation/localauthentication/lacontext/evaluatedpolicydomainstate
// https://developer.apple.com/documentation/localauthentication/lacontext/domainstate
// https://developer.apple.com/documentation/localauthentication/ladomainstatebiometry/statehash
// https://developer.apple.com/documentation/localauthentication/lacontext/invalidate()
// https://developer.apple.com/documentation/localauthentication/laerror-swift.struct/code
// https://developer.apple.com/documentation/bundleresources/information-property-list/nsfaceidusagedescription
// The optional Keychain binding: BiometricKeychainBinding.swift (and the pages it cites).
#if canImport(LocalAuthentication) && canImport(Security)
  internal import Dispatch
  internal import Foundation
  internal import LocalAuthentication
  public import GestureLockBiometrics

  /// Face ID / Touch ID as a `BiometricUnlocker`: what `AppLock.unlockWithFingerprint(using:)`
  /// and the pads use, with the same "secret required" rules as fprintd on Linux (they are the
  /// store's, GestureLockSecurity's `LockService+Fingerprint`: restart, idle too long, too many
  /// no-matches, a changed enrolment, a lockout).
  ///
  /// The binding: `availability()` reports LocalAuthentication's domain state as the enrolled
  /// set (`BiometryDomainState`: `domainState.biometry.stateHash` from iOS 18 / macOS 15,
  /// `evaluatedPolicyDomainState` before), so a face or finger enrolled on the device after
  /// the last secret unlock requires the secret again. From iOS 18 on it also offers the old
  /// value's name with the new one (`enrolledNamesMigration()`), so that the OS update itself
  /// does not require the secret where the old value says nothing changed.
  /// With a `BiometricKeychainBinding` (opt-in), a `.biometryCurrentSet` Keychain item binds
  /// too: a successful evaluation is a match only when the item can still be read with it,
  /// and an item that is gone adds a name to the reported set
  /// (`BiometryKeychainState`), so the store requires the secret (`fingersChanged`).
  /// Errors are mapped by `LocalAuthenticationCode` (platform-free, tested on Linux); only a
  /// successful evaluation is a match.
  ///
  /// The app's Info.plist must carry `NSFaceIDUsageDescription` (the sentence the system
  /// shows when it first asks for Face ID); without it, Face ID is not available to the app.
  ///
  /// ```swift
  /// let unlocker = LocalAuthenticationUnlocker(reason: "Unlock your notes")
  /// let state = try await appLock.unlockWithFingerprint(using: unlocker)
  /// ```
  public final class LocalAuthenticationUnlocker: BiometricUnlocker {
    /// The sentence the system's dialog shows under "Face ID" / "Touch ID".
    public let reason: String
    /// The Keychain binding, or `nil` (the default): the domain state alone binds.
    public let keychainBinding: BiometricKeychainBinding?

    /// Creates the unlocker.
    ///
    /// - Parameters:
    ///   - reason: Why the app asks, shown by the system (Touch ID's dialog; Face ID shows the
    ///     Info.plist's `NSFaceIDUsageDescription` the first time).
    ///   - keychainBinding: A binding the app `bind()`s when it enables biometric unlock, or
    ///     `nil` for none.
    public init(reason: String, keychainBinding: BiometricKeychainBinding? = nil) {
      self.reason = reason
      self.keychainBinding = keychainBinding
    }

    /// Whether Face ID / Touch ID can be used now, with the domain state as the one
    /// "enrolled finger" name. A device without a domain state is reported unavailable: the
    /// binding would be unknown, so the secret is asked for. With a Keychain binding, its
    /// prompt-free `probe()` adds to the names (`BiometryKeychainState.enrolledNames`).
    public func availability() -> Result<[String], FingerprintUnavailable> {
      switch Self.readDomainState() {
      case .failure(let why): return .failure(why)
      case .success(let reading):
        return BiometryKeychainState.enrolledNames(reading.names, binding: keychainBinding?.probe())
      }
    }

    /// From iOS 18 / macOS 15: the old domain state's name and the new one's, read together
    /// (`BiometryDomainState.reading(legacy:stateHash:)`); `nil` before, or when either is
    /// missing.
    public func enrolledNamesMigration() -> EnrolledNamesMigration? {
      guard case .success(let reading) = Self.readDomainState() else { return nil }
      return reading.migration
    }

    /// A fresh context's domain states, once it says biometry can be evaluated.
    private static func readDomainState()
      -> Result<BiometryDomainState.Reading, FingerprintUnavailable>
    {
      let context = LAContext()
      defer { context.invalidate() }
      var error: NSError?
      guard context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error)
      else {
        guard let error else { return .failure(.noReader) }
        return .failure(
          LocalAuthenticationCode.unavailability(
            domain: error.domain == LAErrorDomain ? LocalAuthenticationCode.domain : error.domain,
            code: error.code, message: error.localizedDescription))
      }
      var stateHash: Data?
      if #available(iOS 18.0, macOS 15.0, *) {
        stateHash = context.domainState.biometry.stateHash
      }
      guard
        let reading = BiometryDomainState.reading(
          legacy: legacyDomainState(of: context).map(Array.init),
          stateHash: stateHash.map(Array.init))
      else {
        return .failure(
          .failed(
            BiometricFault(
              operation: "LAContext.domainState", name: nil, message: "no domain state",
              code: 0)))
      }
      return .success(reading)
    }

    /// `evaluatedPolicyDomainState`: the enrolment's value before iOS 18 / macOS 15, where it
    /// is deprecated (`domainState.biometry.stateHash` replaces it). Read there too only to
    /// carry an enrolment recorded with it over to the new value (`EnrolledNamesMigration`):
    /// nothing else uses it from iOS 18 on.
    private static func legacyDomainState(of context: LAContext) -> Data? {
      context.evaluatedPolicyDomainState
    }

    /// The longest wait, in seconds (one year): a longer or infinite `timeout` waits this long,
    /// so that the deadline stays a finite `DispatchTime`.
    public static let longestTimeout = 365.0 * 24 * 3600

    /// Shows the system's Face ID / Touch ID dialog and waits for its answer, at most
    /// `timeout` seconds; a cancellation request invalidates the context, which ends the dialog.
    ///
    /// - Returns: `.finished(.match)` only when the evaluation succeeded;
    ///   `.finished(.noMatch)` when the person was not recognised; `.cancelled` when the
    ///   person, the system or the app cancelled (or chose the fallback); `.timedOut`;
    ///   `.unavailable` with the reason otherwise; with a Keychain binding, a successful
    ///   evaluation whose context no longer reads the item is `.unavailable` too
    ///   (`BiometryKeychainState.verification(afterMatch:)`).
    public func verify(
      timeout: Double, cancellation: FingerprintCancellation,
      onScan: (FingerprintScan) -> Void
    ) -> FingerprintVerification {
      // No time at all (0, negative, NaN) ends at once, without a dialog, as fprintd's does.
      guard timeout > 0 else { return .timedOut }
      let seconds = min(timeout, Self.longestTimeout)
      let context = ContextHandle(LAContext())
      let reply = Reply()
      var verification = cancellation.whileWaiting(onRequest: { context.invalidate() }) {
        context.evaluate(reason: reason, reply: reply)
        if reply.done.wait(timeout: .now() + seconds) == .timedOut {
          context.invalidate()
          reply.done.wait()  // The reply follows the invalidation (appCancel).
          return FingerprintVerification.timedOut
        }
        return reply.verification ?? .cancelled
      }
      if verification == .finished(.match), let keychainBinding {
        verification = BiometryKeychainState.verification(
          afterMatch: context.check(keychainBinding))
      }
      context.invalidate()
      if case .finished(let scan) = verification { onScan(scan) }
      return cancellation.isRequested ? .cancelled : verification
    }

    /// The evaluation's answer, from LocalAuthentication's private queue. `NSLock` with
    /// `lock()`/`unlock()`: `Synchronization.Mutex` needs iOS 18 and `NSLocking.withLock` iOS 16.
    private final class Reply: @unchecked Sendable {
      let done = DispatchSemaphore(value: 0)
      private let lock = NSLock()
      private var answer: FingerprintVerification?

      var verification: FingerprintVerification? {
        get {
          lock.lock()
          defer { lock.unlock() }
          return answer
        }
        set {
          lock.lock()
          defer { lock.unlock() }
          answer = newValue
        }
      }
    }

    /// An `LAContext` used from the waiting thread, the reply's queue and a cancelling
    /// thread: `invalidate()` is how the documentation says to cancel an evaluation in
    /// progress from elsewhere, so the context is shared across threads on purpose.
    private final class ContextHandle: @unchecked Sendable {
      private let context: LAContext

      init(_ context: LAContext) {
        self.context = context
      }

      func invalidate() {
        context.invalidate()
      }

      /// Reads `binding`'s item with this (evaluated) context.
      func check(_ binding: BiometricKeychainBinding) -> KeychainBindingOutcome {
        binding.check(context: context)
      }

      func evaluate(reason: String, reply: Reply) {
        context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: reason) {
          success, error in
          let verification: FingerprintVerification
          if success {
            verification = .finished(.match)
          } else if let error = error as NSError? {
            verification = LocalAuthenticationCode.verification(
              domain: error.domain == LAErrorDomain ? LocalAuthenticationCode.domain : error.domain,
              code: error.code, message: error.localizedDescription)
          } else {
            verification = .cancelled  // No success and no reason: never a match.
          }
          reply.verification = verification
          reply.done.signal()
        }
      }
    }
  }
#endif
