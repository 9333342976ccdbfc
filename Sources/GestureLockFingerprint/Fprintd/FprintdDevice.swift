/// A fingerprint reader as fprintd names it: an object path on the bus, and the unique bus name
/// of the fprintd process that answered.
///
/// Signals about the reader are accepted only from that unique name, so no other client on the
/// bus can forge a `VerifyStatus` "verify-match".
public struct FprintdDevice: Hashable, Sendable {
  /// The object path, e.g. `/net/reactivated/Fprint/Device/0`.
  public let path: String
  /// The unique bus name of the fprintd process that owns the reader, e.g. `":1.7"`.
  public let owner: String
}
