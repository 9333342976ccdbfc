/// One touch sample: where one pointer was, when, and in which phase of its stroke.
///
/// Samples come from a window's mouse or finger events, a terminal's mouse reports, or a
/// recorded trace file; the recogniser treats them all alike.
public struct TouchSample: Hashable, Sendable, Codable {
  /// The phase of a stroke a sample belongs to.
  public enum Phase: String, Hashable, Sendable, Codable, CaseIterable {
    /// The finger touched down (or the mouse button was pressed).
    case began
    /// The finger moved while down.
    case moved
    /// The finger lifted.
    case ended
    /// The system took the touch away (e.g. an incoming call): discard the attempt.
    case cancelled
  }

  /// Position in view points; origin top-left, y down. May lie outside the view.
  public var location: Point
  /// Time in seconds on a monotonic clock; only differences matter.
  public var time: Double
  /// The stroke phase.
  public var phase: Phase
  /// Which pointer (finger) this is; the first pointer down is tracked, others are ignored.
  public var pointer: Int

  /// Creates a touch sample.
  ///
  /// - Parameters:
  ///   - location: Position in view points.
  ///   - time: Seconds on a monotonic clock.
  ///   - phase: Stroke phase.
  ///   - pointer: Pointer id, default 0.
  public init(location: Point, time: Double, phase: Phase, pointer: Int = 0) {
    self.location = location
    self.time = time
    self.phase = phase
    self.pointer = pointer
  }
}
