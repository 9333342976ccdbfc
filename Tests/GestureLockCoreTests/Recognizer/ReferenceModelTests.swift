import GestureLockCore
import TestSupport
import Testing

/// A brute-force recogniser: every node tested on every segment with the textbook quadratic,
/// hits sorted by entry, the skipped-node rule from `ReferencePatterns`. Slow and obvious.
private struct ReferenceRecognizer {
  let layout: GridLayout
  let rules: PatternRules
  let reference: ReferencePatterns
  var selected: [Int] = []
  var last: Point?

  init(layout: GridLayout, rules: PatternRules, reference: ReferencePatterns) {
    self.layout = layout
    self.rules = rules
    self.reference = reference
  }

  /// Where segment p→q first comes strictly within the hit radius of `c`, or nil.
  func entry(_ p: Point, _ q: Point, _ c: Point) -> Double? {
    let r = layout.hitRadius
    let (fx, fy) = (p.x - c.x, p.y - c.y)
    let (dx, dy) = (q.x - p.x, q.y - p.y)
    let a = dx * dx + dy * dy
    let b = 2 * (fx * dx + fy * dy)
    let cc = fx * fx + fy * fy - r * r
    if cc < 0 { return 0 }
    guard a > 0 else { return nil }
    let discriminant = b * b - 4 * a * cc
    guard discriminant > 0 else { return nil }
    let t = (-b - discriminant.squareRoot()) / (2 * a)
    return t >= 0 && t < 1 ? t : nil
  }

  mutating func segment(to q: Point) {
    let p = last ?? q
    last = q
    let hits = layout.grid.indices.compactMap { node in
      entry(p, q, layout.center(of: node)).map { (t: $0, node: node) }
    }.sorted { $0.t < $1.t }
    for hit in hits { select(hit.node) }
  }

  mutating func select(_ node: Int) {
    guard !selected.contains(node) else { return }
    let limit = min(rules.maximumLength ?? .max, layout.grid.count)
    if rules.route == .skippedNodesIncluded, let previous = selected.last {
      var visited = [Bool](repeating: false, count: layout.grid.count)
      for node in selected { visited[node] = true }
      // Visit the in-between nodes in order of distance from `previous`.
      let between = reference.between[previous * layout.grid.count + node].sorted {
        layout.center(of: $0).distance(to: layout.center(of: previous))
          < layout.center(of: $1).distance(to: layout.center(of: previous))
      }
      for middle in between where !visited[middle] && selected.count < limit {
        selected.append(middle)
      }
    }
    if selected.count < limit { selected.append(node) }
  }
}

@Suite("Pattern recogniser against a brute-force reference")
struct ReferenceModelTests {
  struct Setup: Sendable, CustomTestStringConvertible {
    let rows: Int
    let columns: Int
    let route: RouteMode
    let seed: UInt64
    var testDescription: String { "\(rows)x\(columns), \(route.rawValue), seed \(seed)" }

    static let all: [Setup] = [
      Setup(rows: 3, columns: 3, route: .skippedNodesIncluded, seed: 1),
      Setup(rows: 3, columns: 3, route: .free, seed: 2),
      Setup(rows: 4, columns: 4, route: .skippedNodesIncluded, seed: 3),
      Setup(rows: 5, columns: 3, route: .skippedNodesIncluded, seed: 4),
      Setup(rows: 2, columns: 7, route: .free, seed: 5),
      Setup(rows: 9, columns: 9, route: .skippedNodesIncluded, seed: 6),
    ]
  }

  @Test("Random multi-segment strokes select what the reference selects", arguments: Setup.all)
  func randomStrokes(_ setup: Setup) throws {
    var random = SplitMix64(seed: setup.seed)
    let grid = try Grid(rows: setup.rows, columns: setup.columns)
    let patterns = ReferencePatterns(grid: grid)
    for _ in 0..<300 {
      let width = Double.random(in: 50...900, using: &random)
      let height = Double.random(in: 50...900, using: &random)
      let layout = try GridLayout(
        grid: grid, bounds: Rect(x: 0, y: 0, width: width, height: height),
        hitRadiusFactor: Double.random(in: 0.15...0.45, using: &random))
      let rules = PatternRules(
        minimumLength: 1, maximumLength: Bool.random(using: &random) ? nil : 5, route: setup.route)
      var recognizer = PatternRecognizer(layout: layout, rules: rules)
      var reference = ReferenceRecognizer(layout: layout, rules: rules, reference: patterns)
      let count = Int.random(in: 1...15, using: &random)
      for index in 0..<count {
        let point = Point(
          x: Double.random(in: -0.1 * width...1.1 * width, using: &random),
          y: Double.random(in: -0.1 * height...1.1 * height, using: &random))
        _ = recognizer.handle(
          TouchSample(location: point, time: Double(index), phase: index == 0 ? .began : .moved))
        reference.segment(to: point)
      }
      #expect(recognizer.selectedNodes.nodeIndices == reference.selected)
    }
  }
}

@Suite("Pattern recogniser against a brute-force reference, small steps")
struct SmallStepReferenceTests {
  @Test(
    "Slow random walks, whose samples mostly stay in one cell, select what the reference selects",
    arguments: [(3, 3, UInt64(11)), (4, 4, 12), (2, 5, 13), (6, 6, 14)])
  func randomWalks(rows: Int, columns: Int, seed: UInt64) throws {
    // The recogniser skips segments that stay within an area no unselected node's hit circle
    // reaches; steps of a fraction of a pitch exercise that path, and its edges.
    var random = SplitMix64(seed: seed)
    let grid = try Grid(rows: rows, columns: columns)
    let patterns = ReferencePatterns(grid: grid)
    for _ in 0..<200 {
      let width = Double.random(in: 50...900, using: &random)
      let height = Double.random(in: 50...900, using: &random)
      let layout = try GridLayout(
        grid: grid, bounds: Rect(x: 0, y: 0, width: width, height: height),
        hitRadiusFactor: Double.random(in: 0.15...0.45, using: &random))
      let rules = PatternRules(minimumLength: 1, maximumLength: nil, route: .skippedNodesIncluded)
      // One recogniser for several strokes: each stroke starts with nothing selected.
      var recognizer = PatternRecognizer(layout: layout, rules: rules)
      let step = layout.pitch * Double.random(in: 0.02...0.6, using: &random)
      for _ in 0..<3 {
        var reference = ReferenceRecognizer(layout: layout, rules: rules, reference: patterns)
        var point = Point(
          x: Double.random(in: -0.1 * width...1.1 * width, using: &random),
          y: Double.random(in: -0.1 * height...1.1 * height, using: &random))
        for index in 0..<Int.random(in: 20...200, using: &random) {
          if index > 0 {
            point = Point(
              x: point.x + Double.random(in: -step...step, using: &random),
              y: point.y + Double.random(in: -step...step, using: &random))
          }
          _ = recognizer.handle(
            TouchSample(location: point, time: Double(index), phase: index == 0 ? .began : .moved))
          reference.segment(to: point)
        }
        #expect(recognizer.selectedNodes.nodeIndices == reference.selected)
      }
    }
  }
}
