/// Runs the session's pending `PadCheck` against the store and answers it with a
/// `PadVerdict`: the only place a pad's flow reaches the store. `LockServiceChecker` is the
/// Linux pads' (synchronous: the KDF runs on the loop thread, after the "Checking…" frame).
package protocol PadChecker: AnyObject {
  /// Runs `check` and answers it; never throws (a failure is `PadVerdict.failed`).
  ///
  /// - Complexity: Dominated by the KDF (`.verify`, `.enrol`: about 0.3 s with the shipped
  ///   parameters) or one store read.
  func run(_ check: PadCheck) -> PadVerdict
}
