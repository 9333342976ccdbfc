internal import GestureLockCore

/// The symmetries of a grid as permutations of its node indices.
///
/// A square grid has the 8 symmetries of the square (4 rotations, 4 reflections), any other
/// grid the 4 that keep its shape (identity, the two mirror images, the half turn). Each maps
/// valid patterns to valid patterns under both route modes, because it maps lattice lines to
/// lattice lines and keeps the order of nodes along them (SPEC.md §2).
struct GridSymmetry: Sendable {
  /// `permutations[g][node]` is the image of `node` under symmetry `g`; `g = 0` is the identity.
  let permutations: [[Int]]
  /// `inverses[g]`: the index of the symmetry that undoes `g`.
  let inverses: [Int]

  /// The symmetries of `grid`.
  init(grid: Grid) {
    let rows = grid.rows
    let columns = grid.columns
    let lastRow = rows - 1
    let lastColumn = columns - 1
    var maps: [(Int, Int) -> (Int, Int)] = [
      { ($0, $1) },
      { ($0, lastColumn - $1) },
      { (lastRow - $0, $1) },
      { (lastRow - $0, lastColumn - $1) },
    ]
    if rows == columns {
      maps += [
        { ($1, $0) },
        { (lastColumn - $1, lastRow - $0) },
        { ($1, lastRow - $0) },
        { (lastColumn - $1, $0) },
      ]
    }
    let permutations = maps.map { map in
      grid.indices.map { node in
        let (row, column) = grid.position(of: node)
        let (imageRow, imageColumn) = map(row, column)
        return grid.index(row: imageRow, column: imageColumn)
      }
    }
    self.permutations = permutations
    inverses = permutations.map { permutation in
      permutations.firstIndex { other in grid.indices.allSatisfy { other[permutation[$0]] == $0 } }!
    }
  }

  /// Number of symmetries: 8 on a square grid, 4 otherwise.
  var count: Int { permutations.count }

  /// The smallest node of each orbit with the orbit's size, in increasing node order.
  ///
  /// Every node lies in exactly one orbit, so the sizes add up to the node count.
  var nodeOrbits: [(representative: Int, size: Int)] {
    let nodeCount = permutations[0].count
    var orbits: [(representative: Int, size: Int)] = []
    var seen = [Bool](repeating: false, count: nodeCount)
    for node in 0..<nodeCount where !seen[node] {
      var size = 0
      for permutation in permutations where !seen[permutation[node]] {
        seen[permutation[node]] = true
        size += 1
      }
      orbits.append((node, size))
    }
    return orbits
  }
}
