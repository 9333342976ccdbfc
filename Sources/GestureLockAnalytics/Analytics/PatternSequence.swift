internal import GestureLockCore

/// The valid patterns of one length in lexicographic order, generated one at a time by a
/// depth-first walk that never needs to back out of a dead end.
///
/// Every valid prefix shorter than the grid extends: towards any unvisited node, the first
/// unvisited node on the way is an allowed move. So each step backs up to the deepest node with
/// a larger allowed alternative and then fills the rest with the smallest allowed moves.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
struct PatternSequence: Sequence, Sendable {
  let grid: Grid
  let moves: MoveTable
  let length: Int

  func makeIterator() -> Iterator { Iterator(sequence: self) }

  struct Iterator: IteratorProtocol {
    private let sequence: PatternSequence
    private var path: [Int] = []
    private var visited: UInt128 = 0
    private var started = false

    init(sequence: PatternSequence) {
      self.sequence = sequence
      path.reserveCapacity(sequence.length)
    }

    mutating func next() -> Pattern? {
      if !started {
        started = true
        fill()
      } else {
        var advanced = false
        while let node = path.popLast() {
          visited &= ~(1 << node)
          if let candidate = firstAllowed(after: node) {
            push(candidate)
            fill()
            advanced = true
            break
          }
        }
        guard advanced else { return nil }
      }
      return Pattern(uncheckedNodes: path, on: sequence.grid)
    }

    /// The smallest node above `lower` that may follow the current path.
    private func firstAllowed(after lower: Int) -> Int? {
      var candidate = lower + 1
      while candidate < sequence.moves.nodeCount {
        if let last = path.last {
          if sequence.moves.allows(from: last, to: candidate, visited: visited) {
            return candidate
          }
        } else {
          return candidate
        }
        candidate += 1
      }
      return nil
    }

    private mutating func push(_ node: Int) {
      path.append(node)
      visited |= 1 << node
    }

    private mutating func fill() {
      while path.count < sequence.length {
        // Never nil: see the type's overview.
        push(firstAllowed(after: -1)!)
      }
    }
  }
}
