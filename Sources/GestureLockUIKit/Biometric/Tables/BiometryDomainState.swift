public import GestureLockBiometrics

/// The enrolment binding on Apple platforms: LocalAuthentication's domain state (an opaque
/// value that changes whenever a face or finger is added or removed) given to the fingerprint
/// rules as the "enrolled fingers".
///
/// `BiometricUnlocker.availability()` returns the enrolled fingers' names and the profile
/// records the set seen at the last secret unlock; a different set requires the secret
/// (`SecretRequirement`, GestureLockSecurity's `LockService+Fingerprint`). LocalAuthentication
/// names no fingers, but its domain state stands for the whole set: one name made from it
/// makes a newly enrolled face or finger require the secret again, by the same rule as a new
/// finger in fprintd. The value is opaque enrolment bookkeeping, not biometric data.
///
/// Two sources, one per OS generation, each with its own name prefix:
/// - before iOS 18 / macOS 15, `LAContext.evaluatedPolicyDomainState` (`namePrefix`;
///   https://developer.apple.com/documentation/localauthentication/lacontext/evaluatedpolicydomainstate,
///   deprecated from iOS 18 / macOS 15);
/// - from iOS 18 / macOS 15, `LAContext.domainState.biometry.stateHash` (`stateHashPrefix`;
///   https://developer.apple.com/documentation/localauthentication/ladomainstatebiometry/statehash).
/// Apple documents neither value as equal to the other, so the switch at the OS update would
/// look like a new enrolment and require the secret from every user. `reading(legacy:stateHash:)`
/// decides how the comparison survives it: from iOS 18 on, the unlocker also reads the old
/// value (deprecated, still answered) and offers an `EnrolledNamesMigration`; the store moves a
/// profile from the old name to the new one only when the old name it recorded is the one read
/// now, that is, when the old API itself says the enrolment did not change. Anything else
/// (the old value changed or is gone) leaves the rules to decide, and they require the secret.
/// Apple also warns that either value can change "exceptionally between major OS versions"
/// with no change of enrolment; then the secret is asked once, as it is for a real change.
public enum BiometryDomainState {
  /// The prefix of a name made from `evaluatedPolicyDomainState` (before iOS 18 / macOS 15),
  /// so a store moved between fprintd and LocalAuthentication never mistakes one for the other.
  public static let namePrefix = "la-domain-state:"
  /// The prefix of a name made from `domainState.biometry.stateHash` (iOS 18 / macOS 15 on).
  public static let stateHashPrefix = "la-biometry-state:"

  /// The enrolled-set names for an `evaluatedPolicyDomainState`: one name, `namePrefix` and
  /// the bytes in lowercase hexadecimal.
  ///
  /// - Parameter bytes: `evaluatedPolicyDomainState`'s bytes; must not be empty.
  /// - Returns: `[name]`, or `nil` when `bytes` is empty (the binding is unknown: the caller
  ///   must not report the biometry as available, so the secret is asked for).
  public static func enrolledNames(_ bytes: some Collection<UInt8>) -> [String]? {
    name(prefix: namePrefix, bytes).map { [$0] }
  }

  /// What LocalAuthentication's two domain states say, read from one context.
  public struct Reading: Hashable, Sendable {
    /// The enrolled-set names to report (`BiometricUnlocker.availability()`).
    public let names: [String]
    /// The old names and the new ones, when both sources answered (iOS 18 / macOS 15 on).
    public let migration: EnrolledNamesMigration?
  }

  /// The names to report, and the migration to offer, for what a context answered.
  ///
  /// | `stateHash` | `legacy` | names | migration |
  /// |---|---|---|---|
  /// | bytes | bytes | the state hash's | old name → state hash's |
  /// | bytes | `nil` or empty | the state hash's | none |
  /// | `nil` or empty (before iOS 18) | bytes | the old value's | none |
  /// | `nil` or empty | `nil` or empty | — (`nil`: not available) | — |
  ///
  /// - Parameters:
  ///   - legacy: `evaluatedPolicyDomainState`'s bytes, or `nil`.
  ///   - stateHash: `domainState.biometry.stateHash`'s bytes, or `nil` (always `nil` before
  ///     iOS 18 / macOS 15, which have no such API).
  /// - Returns: The reading, or `nil` when neither source gave a value: the binding is unknown,
  ///   and biometric unlock must not be offered (the secret is asked for).
  public static func reading(legacy: [UInt8]?, stateHash: [UInt8]?) -> Reading? {
    let old = legacy.flatMap { name(prefix: namePrefix, $0) }
    guard let new = stateHash.flatMap({ name(prefix: stateHashPrefix, $0) }) else {
      return old.map { Reading(names: [$0], migration: nil) }
    }
    return Reading(
      names: [new],
      migration: old.map { EnrolledNamesMigration(previous: [$0], current: [new]) })
  }

  /// `prefix` and `bytes` in lowercase hexadecimal, or `nil` for no bytes.
  private static func name(prefix: String, _ bytes: some Collection<UInt8>) -> String? {
    guard !bytes.isEmpty else { return nil }
    let digits: [Character] = Array("0123456789abcdef")
    var name = prefix
    name.reserveCapacity(prefix.count + 2 * bytes.count)
    for byte in bytes {
      name.append(digits[Int(byte >> 4)])
      name.append(digits[Int(byte & 0x0f)])
    }
    return name
  }
}
