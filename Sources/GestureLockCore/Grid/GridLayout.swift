/// Where the nodes of a grid sit in a view, and how close a finger must come to hit one.
///
/// The grid fills the largest centred rectangle that fits the view's bounds minus the insets,
/// with square cells: one pitch (distance between neighbouring centres) for rows and columns.
/// With the default node diameter of half a pitch, nodes and gaps are equal and fill the
/// rectangle edge to edge: on 3×3 the square's side is 5 diameters (SPEC.md §2), and on R×C
/// the rectangle's aspect is (2C−1):(2R−1).
///
/// ```swift
/// let layout = try GridLayout(grid: .standard, bounds: Rect(x: 0, y: 0, width: 300, height: 300))
/// layout.center(of: 4)  // (150, 150)
/// layout.pitch          // 120: diameter 60, hit radius 36
/// ```
///
/// A zero-size or degenerate view gives pitch 0 and hit radius 0: no node can be hit.
public struct GridLayout: Hashable, Sendable {
  /// The grid laid out.
  public let grid: Grid
  /// The view's bounds, in points.
  public let bounds: Rect
  /// Distance between neighbouring node centres, in points (rows and columns alike).
  public let pitch: Double
  /// Radius of a node's drawn circle, in points.
  public let nodeRadius: Double
  /// A node is hit when the finger's path comes closer than this to its centre, in points.
  public let hitRadius: Double
  /// Centre of node 0 (top left), in points.
  public let firstCenter: Point

  /// The range of `hitRadiusFactor`: 0.15 to 0.45 of the pitch, so a stroke can always slip
  /// between two diagonal neighbours (SPEC.md §2).
  public static let hitRadiusFactorRange = 0.15...0.45
  /// Default hit radius as a fraction of the pitch: 0.3, the Android lock pattern's factor.
  public static let defaultHitRadiusFactor = 0.3
  /// The range of `nodeDiameterRatio`, as a fraction of the pitch.
  public static let nodeDiameterRatioRange = 0.1...0.9
  /// Default node diameter: half a pitch (diameter = gap, SPEC.md §2).
  public static let defaultNodeDiameterRatio = 0.5

  /// Lays out `grid` in `bounds`.
  ///
  /// - Parameters:
  ///   - grid: The grid of nodes.
  ///   - bounds: The view's bounds in points. Non-finite or negative sizes count as zero.
  ///   - insets: Space to keep clear inside `bounds`, in points.
  ///   - nodeDiameterRatio: Node diameter as a fraction of the pitch, in 0.1...0.9.
  ///   - hitRadiusFactor: Hit radius as a fraction of the pitch, in 0.15...0.45.
  /// - Throws: `GestureLockError.invalidLayout` when a ratio is outside its range or not finite.
  /// - Complexity: O(1).
  public init(
    grid: Grid, bounds: Rect, insets: EdgeInsets = .zero,
    nodeDiameterRatio: Double = GridLayout.defaultNodeDiameterRatio,
    hitRadiusFactor: Double = GridLayout.defaultHitRadiusFactor
  ) throws(GestureLockError) {
    guard GridLayout.hitRadiusFactorRange.contains(hitRadiusFactor) else {
      throw .invalidLayout(.hitRadiusFactorOutOfRange)
    }
    guard GridLayout.nodeDiameterRatioRange.contains(nodeDiameterRatio) else {
      throw .invalidLayout(.nodeDiameterRatioOutOfRange)
    }
    self.grid = grid
    self.bounds = bounds
    let area = GridLayout.sanitized(bounds).inset(by: GridLayout.sanitized(insets))
    let columnsSpan = Double(grid.columns - 1) + nodeDiameterRatio
    let rowsSpan = Double(grid.rows - 1) + nodeDiameterRatio
    let pitch = max(0, min(area.size.width / columnsSpan, area.size.height / rowsSpan))
    self.pitch = pitch
    self.nodeRadius = pitch * nodeDiameterRatio / 2
    self.hitRadius = pitch * hitRadiusFactor
    let center = area.center
    self.firstCenter = Point(
      x: center.x - pitch * Double(grid.columns - 1) / 2,
      y: center.y - pitch * Double(grid.rows - 1) / 2)
  }

  /// The centre of node `index`, in points.
  ///
  /// - Parameter index: A node index in `0..<grid.count`.
  public func center(of index: Int) -> Point {
    let (row, column) = grid.position(of: index)
    return Point(x: firstCenter.x + pitch * Double(column), y: firstCenter.y + pitch * Double(row))
  }

  /// The centres of all nodes, by index.
  public var centers: [Point] { grid.indices.map(center(of:)) }

  private static func sanitized(_ rect: Rect) -> Rect {
    func clean(_ value: Double) -> Double { value.isFinite ? value : 0 }
    return Rect(
      x: clean(rect.origin.x), y: clean(rect.origin.y),
      width: max(0, clean(rect.size.width)), height: max(0, clean(rect.size.height)))
  }

  private static func sanitized(_ insets: EdgeInsets) -> EdgeInsets {
    func clean(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
    return EdgeInsets(
      top: clean(insets.top), left: clean(insets.left), bottom: clean(insets.bottom),
      right: clean(insets.right))
  }
}
