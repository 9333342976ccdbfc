public import GestureLockCore

/// Builds touch-sample sequences for tests, with times that advance by `interval` per sample.
///
/// Points can be given in view points or in grid units with `point(row:column:)`, where
/// (0, 0) is node 0's centre and one unit is one pitch, so a test reads like the pad it draws.
///
/// ```swift
/// var trace = TraceBuilder(layout: layout)
/// trace.stroke(throughNodes: [0, 4, 8, 5])
/// PatternRecognizer.recognize(trace.samples, layout: layout).pattern  // 0-4-8-5
/// ```
public struct TraceBuilder: Sendable {
  /// The layout points are relative to.
  public let layout: GridLayout
  /// The samples so far, in order.
  public private(set) var samples: [TouchSample] = []
  /// The time of the next sample, in seconds.
  public var time: Double
  /// Seconds between consecutive samples.
  public var interval: Double

  /// Creates an empty trace starting at `startTime` seconds.
  public init(layout: GridLayout, startTime: Double = 0, interval: Double = 0.01) {
    self.layout = layout
    self.time = startTime
    self.interval = interval
  }

  /// The view point at fractional grid coordinates: row and column in pitches from node 0.
  public func point(row: Double, column: Double) -> Point {
    Point(
      x: layout.firstCenter.x + column * layout.pitch,
      y: layout.firstCenter.y + row * layout.pitch)
  }

  /// Appends one sample at `location` and advances the time.
  public mutating func add(_ phase: TouchSample.Phase, _ location: Point, pointer: Int = 0) {
    samples.append(TouchSample(location: location, time: time, phase: phase, pointer: pointer))
    time += interval
  }

  /// Appends a whole stroke: `began` at the first point, `moved` to each next one, and
  /// `ended` at the last.
  public mutating func stroke(_ points: [Point], pointer: Int = 0) {
    guard let first = points.first, let last = points.last else { return }
    add(.began, first, pointer: pointer)
    for point in points.dropFirst() { add(.moved, point, pointer: pointer) }
    add(.ended, last, pointer: pointer)
  }

  /// Appends a stroke through points in grid units (row, column), as `point(row:column:)`.
  public mutating func stroke(grid points: [(row: Double, column: Double)], pointer: Int = 0) {
    stroke(points.map { point(row: $0.row, column: $0.column) }, pointer: pointer)
  }

  /// Appends a stroke through the centres of `nodes`, in order.
  public mutating func stroke(throughNodes nodes: [Int], pointer: Int = 0) {
    stroke(nodes.map(layout.center(of:)), pointer: pointer)
  }

  /// Lets `seconds` pass before the next sample.
  public mutating func wait(_ seconds: Double) { time += seconds }
}
