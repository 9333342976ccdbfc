public import GestureLockCore

/// Everything a lock is configured with, in one value that governs enrolment and
/// verification alike (SPEC.md §4): pattern rules, a pattern's minimum strength, passcode
/// rules, the common-PIN rule, the throttle and the KDF cost.
///
/// At enrolment the policy decides what may be enrolled, and the rules in force for that
/// secret (kind, grid, route, lengths) are stored with its hash. Verification applies the
/// stored rules, so a secret that could be enrolled can always be entered, even after the
/// policy changed. The throttle and the KDF cost are the policy's at every call: all
/// processes sharing a store should use the same policy.
///
/// ```swift
/// var policy = LockPolicy()
/// policy.blocklistMode = .warn                      // warn about 1234 instead of refusing it
/// policy.throttle = ThrottlePolicy(limit: FailureLimit(failures: 10, action: .wipe))
/// policy.keyDerivation = .owaspScrypt               // scrypt N=2^17, r=8, p=1 for new hashes
/// let lock = try LockService(store: store, policy: policy)
/// ```
public struct LockPolicy: Sendable {
  /// Length limits and route mode of patterns.
  public var pattern: PatternRules
  /// The weakest pattern enrolment accepts (a Sun et al. strength class, 3×3 only); none by
  /// default.
  public var patternStrength: PatternPolicy
  /// PIN lengths and the shortest custom passcodes.
  public var passcode: PasscodeRules
  /// Whether a common PIN is refused (default) or allowed with a warning.
  public var blocklistMode: BlocklistMode
  /// The common PINs `blocklistMode` applies to; applied to `pin` and `numeric` secrets.
  public var commonPINs: any CommonPINList
  /// The delay schedule and the optional wipe or permanent lock.
  public var throttle: ThrottlePolicy
  /// The KDF and cost for new hashes; a stored hash of the same algorithm at a lower cost is
  /// re-made at its next successful verification (`KeyDerivation.isBelow(_:)`).
  public var keyDerivation: KeyDerivation

  /// Creates a policy; every part has the SPEC.md default.
  ///
  /// - Parameters:
  ///   - pattern: At least 4 nodes, skipped nodes included.
  ///   - patternStrength: No minimum strength.
  ///   - passcode: PINs of 4 or 6 digits, custom passcodes of at least 4.
  ///   - blocklistMode: `.refuse`.
  ///   - commonPINs: The iOS rules (`LockPolicy.defaultCommonPINs`).
  ///   - throttle: The iOS schedule, no limit.
  ///   - keyDerivation: PBKDF2-HMAC-SHA256, 600,000 iterations (OWASP).
  public init(
    pattern: PatternRules = .standard, patternStrength: PatternPolicy = PatternPolicy(),
    passcode: PasscodeRules = .standard,
    blocklistMode: BlocklistMode = .refuse,
    commonPINs: any CommonPINList = LockPolicy.defaultCommonPINs,
    throttle: ThrottlePolicy = .default, keyDerivation: KeyDerivation = .default
  ) {
    self.pattern = pattern
    self.patternStrength = patternStrength
    self.passcode = passcode
    self.blocklistMode = blocklistMode
    self.commonPINs = commonPINs
    self.throttle = throttle
    self.keyDerivation = keyDerivation
  }

  /// The policy of SPEC.md: every default.
  public static let standard = LockPolicy()

  /// What this policy says about enrolling `secret`; nothing is hashed.
  ///
  /// Patterns: at least `patternStrength`'s minimum class, checked first (a pattern shorter
  /// than the meters' 4 nodes counts as the weakest class), then the length limits of
  /// `pattern` (the route rule, and a minimum strength on a grid the meters do not rate, are
  /// checked by enrolment and throw). PINs: a length in `passcode.pinLengths`. Custom numeric and text passcodes:
  /// `passcode`'s minimum and maximum. PINs and custom numeric codes on `commonPINs`:
  /// refused or warned about, per `blocklistMode`.
  ///
  /// - Returns: `.allowed`, `.allowedWithWarning(.commonPIN)`, or `.refused` with the
  ///   enrolment outcome it would cause.
  public func evaluate(_ secret: Secret) -> PolicyEvaluation {
    if case .pattern(let pattern) = secret,
      let violation = (try? patternStrength.violations(for: pattern))?.first
    {
      return .refused(.tooWeak(violation))
    }
    let rules = rules(for: secret)
    if let allowed = allowedPINLengths(for: secret) {
      return .refused(.pinLength(allowed: allowed))
    }
    if secret.length < rules.minimumLength {
      return .refused(.tooShort(minimum: rules.minimumLength))
    }
    if let maximum = rules.maximumLength, secret.length > maximum {
      return .refused(.tooLong(maximum: maximum))
    }
    if case .passcode(let passcode) = secret, let digits = passcode.digits,
      commonPINs.contains(digits)
    {
      switch blocklistMode {
      case .refuse: return .refused(.commonPIN)
      case .warn: return .allowedWithWarning(.commonPIN)
      }
    }
    return .allowed
  }

  /// The rules stored with `secret` at enrolment: for a pattern `pattern`; for a PIN its own
  /// length as minimum and maximum; for custom passcodes `passcode`'s limits.
  func rules(for secret: Secret) -> PatternRules {
    switch secret.kind {
    case .pattern:
      return pattern
    case .pin:
      return PatternRules(minimumLength: secret.length, maximumLength: secret.length)
    case .numeric:
      return PatternRules(
        minimumLength: passcode.numericMinimumLength, maximumLength: passcode.maximumLength)
    case .passcode:
      return PatternRules(
        minimumLength: passcode.textMinimumLength, maximumLength: passcode.maximumLength)
    }
  }

  /// The allowed PIN lengths, ascending, when `secret` is a PIN of another length; else `nil`.
  private func allowedPINLengths(for secret: Secret) -> [Int]? {
    guard secret.kind == .pin, !passcode.pinLengths.contains(secret.length) else { return nil }
    return passcode.pinLengths.sorted()
  }
}
