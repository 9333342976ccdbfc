/// Why a touch trace is refused: the reason that `GestureLockError.invalidTrace` carries.
///
/// A value, so a front end can say it in its own language case by case; `description` is the
/// English detail.
///
/// ```swift
/// TraceProblem.nonFiniteSample(sample: 3).description
/// // "sample 3 has a non-finite time or coordinate"
/// ```
public enum TraceProblem: Hashable, Sendable, CustomStringConvertible {
  /// A view width or height that is not finite or is negative.
  case invalidViewSize
  /// A trace without samples.
  case noSamples
  /// More samples than `maximum` (`Trace.maximumSampleCount`).
  case tooManySamples(maximum: Int)
  /// The sample at 1-based position `sample` has a non-finite time or coordinate.
  case nonFiniteSample(sample: Int)

  /// The English detail, e.g. `the trace has no samples`.
  public var description: String {
    switch self {
    case .invalidViewSize: "the view size must be finite and not negative"
    case .noSamples: "the trace has no samples"
    case .tooManySamples(let maximum): "the trace has more than \(maximum) samples"
    case .nonFiniteSample(let sample): "sample \(sample) has a non-finite time or coordinate"
    }
  }
}
