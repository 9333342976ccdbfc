public import GestureLockCore

extension LockPolicy {
  /// The common-PIN list a policy uses unless told otherwise: Core's rule-based iOS
  /// blocklists (274 four-digit and 2,910 six-digit PINs; SPEC.md §3, after Markert et al.,
  /// IEEE S&P 2020).
  public static let defaultCommonPINs: any CommonPINList = PINBlocklist.iOS
}

/// Core's rule-based blocklists are common-PIN lists.
extension PINBlocklist: CommonPINList {}
