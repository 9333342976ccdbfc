extension LockPolicy {
  /// The common-PIN list a policy uses unless told otherwise.
  ///
  /// Empty until Core's rule-based iOS blocklist (`PINBlocklist`) lands; then it is that.
  /// Hosts and tests can pass their own `CommonPINList` meanwhile.
  public static let defaultCommonPINs: any CommonPINList = NoCommonPINs()
}

/// A list without entries: nothing is common.
struct NoCommonPINs: CommonPINList {
  func contains(_ digits: String) -> Bool { false }
}
