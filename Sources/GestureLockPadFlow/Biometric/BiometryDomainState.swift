/// The enrolment binding on Apple platforms: LocalAuthentication's domain state
/// (`LAContext.evaluatedPolicyDomainState`, an opaque value that changes whenever a face or
/// finger is added or removed) given to the fingerprint rules as the "enrolled fingers".
///
/// `BiometricUnlocker.availability()` returns the enrolled fingers' names and the profile
/// records the set seen at the last secret unlock; a different set requires the secret
/// (`SecretRequirement`, GestureLockSecurity's `LockService+Fingerprint`). LocalAuthentication
/// names no fingers, but its domain state stands for the whole set: one name made from it
/// makes a newly enrolled face or finger require the secret again, by the same rule as a new
/// finger in fprintd. The value is opaque enrolment bookkeeping, not biometric data
/// (https://developer.apple.com/documentation/localauthentication/lacontext/evaluatedpolicydomainstate).
public enum BiometryDomainState {
  /// The prefix of the one name, so a store moved between fprintd and LocalAuthentication
  /// never mistakes one for the other.
  public static let namePrefix = "la-domain-state:"

  /// The enrolled-set names for a domain state: one name, the prefix and the bytes in
  /// lowercase hexadecimal.
  ///
  /// - Parameter bytes: `evaluatedPolicyDomainState`'s bytes; must not be empty.
  /// - Returns: `[name]`, or `nil` when `bytes` is empty (the binding is unknown: the caller
  ///   must not report the biometry as available, so the secret is asked for).
  public static func enrolledNames(_ bytes: some Collection<UInt8>) -> [String]? {
    guard !bytes.isEmpty else { return nil }
    let digits: [Character] = Array("0123456789abcdef")
    var name = namePrefix
    name.reserveCapacity(namePrefix.count + 2 * bytes.count)
    for byte in bytes {
      name.append(digits[Int(byte >> 4)])
      name.append(digits[Int(byte & 0x0f)])
    }
    return [name]
  }
}
