/// A recorded sequence of touch samples with the view and grid they were drawn on.
///
/// This is the trace file of DESIGN.md; `Trace.parse(utf8:)` reads a file's bytes fast, or
/// decode this type with any JSON decoder:
/// `{"view": {"width": W, "height": H}, "grid": {"rows": 3, "columns": 3},
///   "samples": [{"t": s, "x": pt, "y": pt, "phase": "began|moved|ended|cancelled",
///   "pointer": 0}]}`. `grid` is optional (default 3×3), `pointer` too (default 0).
///
/// Decoding only checks types; call `validated()` before use: it rejects what a
/// finger cannot produce.
public struct Trace: Hashable, Sendable, Codable {
  /// The view's size in points.
  public struct View: Hashable, Sendable, Codable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// Creates a view size.
    public init(width: Double, height: Double) {
      self.width = width
      self.height = height
    }
  }

  /// The grid the trace was drawn on, as rows and columns.
  public struct GridSize: Hashable, Sendable, Codable {
    /// Rows, 2...9.
    public var rows: Int
    /// Columns, 2...9.
    public var columns: Int
    /// Creates a grid size.
    public init(rows: Int, columns: Int) {
      self.rows = rows
      self.columns = columns
    }
  }

  /// One sample as stored in the file.
  public struct Sample: Hashable, Sendable, Codable {
    /// Seconds (monotonic; only differences matter).
    public var t: Double
    /// Horizontal position in points.
    public var x: Double
    /// Vertical position in points.
    public var y: Double
    /// `began`, `moved`, `ended` or `cancelled`.
    public var phase: TouchSample.Phase
    /// Pointer id; absent means 0.
    public var pointer: Int?

    /// Creates a stored sample.
    public init(t: Double, x: Double, y: Double, phase: TouchSample.Phase, pointer: Int? = nil) {
      self.t = t
      self.x = x
      self.y = y
      self.phase = phase
      self.pointer = pointer
    }
  }

  /// The view the samples are relative to.
  public var view: View
  /// The grid; `nil` in the file means 3×3.
  public var grid: GridSize?
  /// The samples in the order recorded.
  public var samples: [Sample]

  /// Creates a trace.
  public init(view: View, grid: GridSize? = nil, samples: [Sample]) {
    self.view = view
    self.grid = grid
    self.samples = samples
  }

  /// The most samples a trace may hold (a minute of 240 Hz input is 14,400).
  public static let maximumSampleCount = 1_000_000

  /// The trace's grid (3×3 when absent) after checking its size.
  ///
  /// - Throws: `GestureLockError.invalidGrid` for a size outside 2×2…9×9.
  public func resolvedGrid() throws(GestureLockError) -> Grid {
    guard let grid else { return .standard }
    return try Grid(rows: grid.rows, columns: grid.columns)
  }

  /// The samples as touch samples, after checking the whole trace.
  ///
  /// - Throws: `GestureLockError.invalidTrace` for a non-finite or negative view size, no
  ///   samples, more than `maximumSampleCount` samples, a sample with a non-finite time or
  ///   coordinate, or one earlier than the sample before it (naming the sample's position);
  ///   `invalidGrid` for a bad grid.
  /// - Complexity: O(samples).
  public func validated() throws(GestureLockError) -> (
    grid: Grid, view: Size, samples: [TouchSample]
  ) {
    let grid = try resolvedGrid()
    guard view.width.isFinite, view.height.isFinite, view.width >= 0, view.height >= 0 else {
      throw .invalidTrace(.invalidViewSize)
    }
    guard !samples.isEmpty else { throw .invalidTrace(.noSamples) }
    guard samples.count <= Trace.maximumSampleCount else {
      throw .invalidTrace(.tooManySamples(maximum: Trace.maximumSampleCount))
    }
    var result: [TouchSample] = []
    result.reserveCapacity(samples.count)
    var previousTime = -Double.infinity
    for (number, sample) in samples.enumerated() {
      guard sample.t.isFinite, sample.x.isFinite, sample.y.isFinite else {
        throw .invalidTrace(.nonFiniteSample(sample: number))
      }
      guard sample.t >= previousTime else {
        throw .invalidTrace(.timeGoesBackwards(sample: number))
      }
      previousTime = sample.t
      result.append(
        TouchSample(
          location: Point(x: sample.x, y: sample.y), time: sample.t, phase: sample.phase,
          pointer: sample.pointer ?? 0))
    }
    return (grid, Size(width: view.width, height: view.height), result)
  }
}
