extension TouchSample {
  /// The samples of one delivered touch together with the touches the system coalesced into
  /// it (UIKit's `UIEvent.coalescedTouches(for:)`, oldest first, the delivered touch last).
  ///
  /// A `.began` touch starts the stroke at its first point and moves through the rest; a
  /// `.moved` one moves through all; an `.ended` or `.cancelled` one moves through all but the
  /// last, which ends (or cancels) the stroke. Platform-free so the mapping is tested on Linux;
  /// GestureLockUIKit only reads the points and timestamps.
  ///
  /// - Parameters:
  ///   - points: Locations in view points (origin top left, y down) and times in seconds on
  ///     one monotonic clock (`UITouch.timestamp`), oldest first.
  ///   - phase: The delivered touch's phase.
  ///   - pointer: The touch's identifier; 0 for a one-touch view.
  /// - Returns: One sample per point, in order; empty when `points` is.
  public static func coalesced(
    _ points: [(location: Point, time: Double)], phase: Phase, pointer: Int = 0
  ) -> [TouchSample] {
    points.indices.map { index in
      let isFirst = index == points.startIndex
      let isLast = index == points.index(before: points.endIndex)
      let samplePhase: Phase =
        switch phase {
        case .began: isFirst ? .began : .moved
        case .moved: .moved
        case .ended, .cancelled: isLast ? phase : .moved
        }
      return TouchSample(
        location: points[index].location, time: points[index].time, phase: samplePhase,
        pointer: pointer)
    }
  }
}
