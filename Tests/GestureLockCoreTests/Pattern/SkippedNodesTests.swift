import GestureLockCore
import TestSupport
import Testing

@Suite("Skipped nodes (the lattice rule)")
struct SkippedNodesTests {
  struct GridSize: Sendable, CustomTestStringConvertible {
    let rows: Int
    let columns: Int
    var testDescription: String { "\(rows)x\(columns)" }
  }

  @Test(
    "For every pair of nodes, the gcd rule agrees with brute-force collinearity, in travel order",
    arguments: [
      GridSize(rows: 2, columns: 2), GridSize(rows: 3, columns: 3), GridSize(rows: 4, columns: 4),
      GridSize(rows: 5, columns: 5), GridSize(rows: 3, columns: 7), GridSize(rows: 9, columns: 2),
      GridSize(rows: 9, columns: 9),
    ])
  func agreesWithReference(_ size: GridSize) throws {
    let grid = try Grid(rows: size.rows, columns: size.columns)
    let reference = ReferencePatterns(grid: grid)
    func distance(_ a: Int, _ b: Int) -> Int {
      let (ar, ac) = grid.position(of: a)
      let (br, bc) = grid.position(of: b)
      return (ar - br) * (ar - br) + (ac - bc) * (ac - bc)
    }
    var mismatches = 0
    for from in grid.indices {
      for to in grid.indices where to != from {
        let expected = reference.between[from * grid.count + to].sorted {
          distance(from, $0) < distance(from, $1)
        }
        var visited: [Int] = []
        SkippedNodes.forEach(between: from, to, on: grid) { visited.append($0) }
        if SkippedNodes.between(from, to, on: grid) != expected || visited != expected {
          mismatches += 1
        }
      }
    }
    #expect(mismatches == 0)
  }

  @Test("Known answers: 0→15 on 4x4, 0→24 and 0→14 on 5x5, knight moves")
  func knownAnswers() throws {
    let four = try Grid(rows: 4, columns: 4)
    let five = try Grid(rows: 5, columns: 5)
    #expect(SkippedNodes.between(0, 15, on: four) == [5, 10])
    #expect(SkippedNodes.between(15, 0, on: four) == [10, 5])
    #expect(SkippedNodes.between(0, 24, on: five) == [6, 12, 18])
    #expect(SkippedNodes.between(0, 12, on: five) == [6])
    #expect(SkippedNodes.between(0, 14, on: five) == [7])
    #expect(SkippedNodes.between(0, 5, on: .standard) == [])
    #expect(SkippedNodes.between(0, 1, on: .standard) == [])
    #expect(SkippedNodes.between(4, 4, on: .standard) == [])
  }
}
