/// Why a touch trace is refused: the reason that `GestureLockError.invalidTrace` carries.
///
/// A value, so a front end can say it in its own language case by case; `description` is the
/// English detail. Samples are named the way a reader finds them in the file, counted from 0
/// as JSON array positions are: `samples[2].phase` for a field, `samples[2]` for a whole
/// sample, in every message.
///
/// ```swift
/// TraceProblem.nonFiniteSample(sample: 2).description
/// // "samples[2] has a non-finite time or coordinate"
/// ```
public enum TraceProblem: Hashable, Sendable, CustomStringConvertible {
  /// A view width or height that is not finite or is negative.
  case invalidViewSize
  /// A trace without samples.
  case noSamples
  /// More samples than `maximum` (`Trace.maximumSampleCount`).
  case tooManySamples(maximum: Int)
  /// The sample at position `sample` of `samples` (from 0) has a non-finite time or coordinate.
  case nonFiniteSample(sample: Int)
  /// The sample at position `sample` of `samples` (from 0) is earlier than the one before it.
  case timeGoesBackwards(sample: Int)
  /// The sample at position `sample` of `samples` (from 0) has a pointer id that is not a
  /// whole number, or one beyond `Int`'s range.
  case pointerNotInteger(sample: Int)
  /// The bytes are not JSON text (RFC 8259), or nest containers deeper than a trace can.
  case notJSON
  /// JSON whose top-level value is not an object.
  case notATrace
  /// A required member is absent, at `field` (`samples[2].phase`).
  case missingField(field: String)
  /// A member holds another JSON type than the trace format says, at `field`.
  case wrongType(field: String)
  /// A required member is `null`, at `field`.
  case nullField(field: String)
  /// A member of the right type with a value outside its domain (an unknown phase, a grid
  /// size that is not a whole number), at `field`.
  case invalidField(field: String)

  /// The English detail, e.g. `the trace has no samples`.
  public var description: String {
    switch self {
    case .invalidViewSize: "the view size must be finite and not negative"
    case .noSamples: "the trace has no samples"
    case .tooManySamples(let maximum): "the trace has more than \(maximum) samples"
    case .nonFiniteSample(let sample): "samples[\(sample)] has a non-finite time or coordinate"
    case .timeGoesBackwards(let sample):
      "samples[\(sample)] is earlier than the sample before it (times must not go backwards)"
    case .pointerNotInteger(let sample):
      "samples[\(sample)] has a pointer id that is not a whole number within range"
    case .notJSON: "the file is not valid JSON"
    case .notATrace: "the file is not a valid trace"
    case .missingField(let field): "missing field '\(field)'"
    case .wrongType(let field): "field '\(field)' has the wrong type"
    case .nullField(let field): "field '\(field)' is null"
    case .invalidField(let field): "field '\(field)' is invalid"
    }
  }
}
