import GestureLockCore
import Testing

@Suite("Pattern features: the definitions behind the strength meters")
struct PatternFeaturesTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let pattern: String
    var grid = Grid.standard
    var route = RouteMode.skippedNodesIncluded
    var intersections = 0
    var properIntersections = 0
    var overlaps = 0
    var revisited = 0
    var knightMoves = 0
    var directionChanges = 0
    let note: String
    var testDescription: String { "\(pattern) on \(grid): \(note)" }
  }

  /// Examples from the definitions in APC's `AndroidUnlockPattern.kt`, checked against an
  /// independent model of APC's code. (APC's comment says `0.4.8.1.7` revisits node 4 twice;
  /// its code, which made the reference scores, counts once: 0-4-8 ends on 4, only 1-7
  /// passes over it.)
  @Test(
    "Counts on hand-checked patterns",
    arguments: [
      Case(
        pattern: "1-0-2-5", overlaps: 1, revisited: 1, directionChanges: 2,
        note: "0-2 retraces 1-0 and passes over node 1"),
      Case(
        pattern: "0-4-8-1-7", intersections: 2, revisited: 1, knightMoves: 1,
        directionChanges: 2,
        note: "1-7 passes over 4, touching 0-4 and 4-8 there; 8-1 is a knight's move"),
      Case(
        pattern: "7-4-1-0-2-6", intersections: 3, overlaps: 1, revisited: 2,
        directionChanges: 3,
        note: "0-2 retraces 1-0 over 1; 2-6 passes over 4, touching 7-4 and 4-1 there"),
      Case(
        pattern: "1-4-3-0-2", intersections: 1, overlaps: 0, revisited: 1, knightMoves: 0,
        directionChanges: 3, note: "0-2 touches 1-4 at node 1: Sun counts it, Song does not"),
      Case(
        pattern: "0-4-1-3", intersections: 1, properIntersections: 1, directionChanges: 2,
        note: "1-3 crosses 0-4 between nodes"),
      Case(pattern: "0-1-2-5-8-7-6-3", directionChanges: 3, note: "around the edge"),
      Case(pattern: "0-1-2-3", knightMoves: 1, directionChanges: 1, note: "2-3 is (-2, 1)"),
      Case(
        pattern: "4-0-8-1-7-2-6-5-3", intersections: 18, properIntersections: 15,
        overlaps: 1, revisited: 4, knightMoves: 3, directionChanges: 7,
        note: "the strongest pattern by Sun et al."),
      Case(
        pattern: "0-2-8-6", route: .free, directionChanges: 2,
        note: "free route: passing over unvisited nodes is no revisit"),
      Case(
        pattern: "0-5-10-15-3-12", grid: try! Grid(rows: 4, columns: 4), route: .free,
        intersections: 1, properIntersections: 1, directionChanges: 2,
        note: "4x4, free route: 3-12 crosses 5-10 and passes over unvisited 6 and 9"),
    ])
  func counts(_ known: Case) throws {
    let pattern = try Pattern(parsing: known.pattern, on: known.grid, route: known.route)
    let features = PatternFeatures(pattern)
    #expect(features.length == pattern.count)
    #expect(features.startNode == pattern.nodes[0])
    #expect(features.intersections == known.intersections)
    #expect(features.properIntersections == known.properIntersections)
    #expect(features.overlaps == known.overlaps)
    #expect(features.revisitedNodes == known.revisited)
    #expect(features.knightMoves == known.knightMoves)
    #expect(features.directionChanges == known.directionChanges)
  }

  @Test("Lengths: Euclidean and maximum norm in node pitches")
  func lengths() throws {
    let z = PatternFeatures(try Pattern(parsing: "0-1-2-4-6-7-8", on: .standard))
    #expect(abs(z.euclideanLength - (4 + 2 * 2.0.squareRoot())) < 1e-12)
    #expect(z.maximumNormLength == 6)
    #expect(abs(z.nonRepeatedSegmentRatio - 2.0 / 6.0) < 1e-15)
    let grid = try Grid(rows: 9, columns: 9)
    let long = PatternFeatures(try Pattern(nodes: [0, 80, 8], on: grid, route: .free))
    #expect(abs(long.euclideanLength - (8 * 2.0.squareRoot() + 8)) < 1e-12)
    #expect(long.maximumNormLength == 16)
    #expect(long.revisitedNodes == 0 && long.overlaps == 0)
  }

  @Test("Equal lengths are equal to the last bit, whatever the drawing order")
  func exactLengths() throws {
    // Same strokes (1, 1, 2, √2, √5) in different orders.
    let a = PatternFeatures(try Pattern(parsing: "3-4-5-1-8-6", on: .standard, route: .free))
    let b = PatternFeatures(try Pattern(parsing: "6-8-1-5-4-3", on: .standard, route: .free))
    #expect(a.euclideanLength == b.euclideanLength)
  }

  @Test("One node: no segments, all counts zero")
  func single() throws {
    let one = PatternFeatures(try Pattern(nodes: [4], on: .standard))
    #expect(one.length == 1 && one.euclideanLength == 0 && one.nonRepeatedSegmentRatio == 0)
    #expect(one.intersections + one.overlaps + one.knightMoves + one.directionChanges == 0)
  }
}
