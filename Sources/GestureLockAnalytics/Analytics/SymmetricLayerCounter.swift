internal import GestureLockCore

/// Exact pattern counts by length for grids of at most 25 nodes: a dynamic program over
/// (visited set, last node), one popcount layer at a time, storing only one visited set per
/// symmetry orbit.
///
/// `F(S, v)`, the number of valid patterns that visit exactly the nodes of `S` and end at `v`,
/// satisfies `F(S, w) = Σ F(S − w, v)` over the `v` in `S − w` from which the move to `w` is
/// allowed after `S − w`. A grid symmetry `g` maps patterns to patterns, so
/// `F(g S, g v) = F(S, v)`: only the canonical set of each orbit (its smallest mask) is stored,
/// with one counter per member node. Layer `k + 1` is pulled from layer `k`, so two layers are
/// live at a time.
///
/// Memory, for n nodes and a symmetry group of order |G| (8 on square grids, else 4):
/// - an index over all 2ⁿ masks, 4 bytes each (128 MiB for n = 25), giving each mask's
///   canonical set and the symmetry that maps it there;
/// - the canonical sets themselves (≈ 2ⁿ/|G| masks of 4 bytes and 1 byte of orbit size);
/// - two layers of 16-byte counters, ≈ C(n, k)·k/|G| each (≈ 125 + 135 MB at k = 12, 13 on
///   5×5).
/// Measured on 5×5 (release build, this machine kind): 411 MiB peak resident, about 5 s.
/// - Complexity: time O(2ⁿ·n²/|G|) table reads and 128-bit additions, plus O(2ⁿ·|G|) for the
///   index; on 5×5, about 4.2 million canonical sets and 0.6 billion additions.
/// - Note: Counting modulo two primes (then CRT) would not help here: a 128-bit addition is two
///   machine additions, and 16 bytes per counter is what two 64-bit residues would take too.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
struct SymmetricLayerCounter {
  /// The largest node count handled: the index has 2ⁿ entries.
  static let maximumNodeCount = 25

  private let nodeCount: Int
  private let symmetryCount: Int
  private let inverses: [Int]
  /// `maskImages[(g * 4 + chunk) * 256 + byte]`: the image under `g` of `byte` at byte `chunk`.
  private let maskImages: [UInt32]
  /// For each target node `w`, the range in `blockerNodes`/`blockerMasks` of the nodes `v` whose
  /// move to `w` passes over other nodes, and those nodes.
  private let blockerStart: [Int]
  private let blockerNodes: [Int]
  private let blockerMasks: [UInt32]

  /// Prepares the counter; `moves` and `symmetry` must describe the same grid of at most
  /// `maximumNodeCount` nodes.
  init(moves: MoveTable, symmetry: GridSymmetry) {
    precondition(moves.nodeCount <= Self.maximumNodeCount)
    let count = moves.nodeCount
    nodeCount = count
    symmetryCount = symmetry.count
    inverses = symmetry.inverses
    var images = [UInt32](repeating: 0, count: symmetry.count * 4 * 256)
    for (g, permutation) in symmetry.permutations.enumerated() {
      for chunk in 0..<4 {
        for byte in 0..<256 {
          var image: UInt32 = 0
          for bit in 0..<8 where byte & (1 << bit) != 0 && chunk * 8 + bit < count {
            image |= 1 << UInt32(permutation[chunk * 8 + bit])
          }
          images[(g * 4 + chunk) * 256 + byte] = image
        }
      }
    }
    maskImages = images
    var start: [Int] = []
    var nodes: [Int] = []
    var masks: [UInt32] = []
    for to in 0..<count {
      start.append(nodes.count)
      for from in 0..<count where moves.between[from * count + to] != 0 {
        nodes.append(from)
        masks.append(UInt32(truncatingIfNeeded: moves.between[from * count + to]))
      }
    }
    start.append(nodes.count)
    blockerStart = start
    blockerNodes = nodes
    blockerMasks = masks
  }

  /// The cost of indexing the 2ⁿ masks, in the unit of `estimatedWork`: indexing one mask
  /// costs about as much as 5 steps of a layer (measured in a release build).
  private static func indexWork(nodeCount: Int) -> Double { 5 * Double(1 << nodeCount) }

  /// The work of `counts(upTo:progress:)` in layer steps: the index, plus about
  /// C(n, k)·k(k − 1)/|G| steps for layer k. A release build on this machine kind takes about
  /// 1.5 ns per step, memory latency included.
  static func estimatedWork(nodeCount: Int, upTo maximumLength: Int, symmetries: Int) -> Double {
    var work = indexWork(nodeCount: nodeCount)
    var binomial = Double(nodeCount)  // C(n, 1)
    for length in stride(from: 2, through: maximumLength, by: 1) {
      binomial = binomial * Double(nodeCount - length + 1) / Double(length)
      work += binomial * Double(length * (length - 1)) / Double(symmetries)
    }
    return work
  }

  /// The number of valid patterns of each length `1...maximumLength`, at index `length − 1`.
  ///
  /// - Parameters:
  ///   - maximumLength: In `1...nodeCount`.
  ///   - progress: Called with the fraction of the work done, from 0 to 1, a few hundred times.
  func counts(upTo maximumLength: Int, progress: (Double) -> Void) -> [UInt128] {
    precondition((1...nodeCount).contains(maximumLength))
    let indexWork = Self.indexWork(nodeCount: nodeCount)
    let indexShare =
      indexWork
      / Self.estimatedWork(nodeCount: nodeCount, upTo: maximumLength, symmetries: symmetryCount)
    progress(0)
    let index = CanonicalIndex(counter: self, maximumLength: maximumLength) { fraction in
      progress(indexShare * fraction)
    }
    // Work of layer k: one step per (canonical set, member, member) triple.
    var layerWork = [Double](repeating: 0, count: maximumLength + 1)
    for length in stride(from: 2, through: maximumLength, by: 1) {
      layerWork[length] = Double(index.sets[length].count * length * (length - 1))
    }
    let totalWork = layerWork.reduce(0, +)
    var doneWork = 0.0
    progress(indexShare)

    var totals = [UInt128](repeating: 0, count: maximumLength)
    totals[0] = UInt128(nodeCount)
    var previous = [UInt128](repeating: 1, count: index.sets[1].count)
    for length in stride(from: 2, through: maximumLength, by: 1) {
      let (layer, total) = nextLayer(from: previous, length: length, index: index) { done in
        let layer = Double(done) / Double(max(1, index.sets[length].count))
        let fraction = (doneWork + layer * layerWork[length]) / max(1, totalWork)
        progress(indexShare + (1 - indexShare) * fraction)
      }
      totals[length - 1] = total
      previous = layer
      doneWork += layerWork[length]
    }
    progress(1)
    return totals
  }

  /// The image of `mask` under symmetry `g`.
  @inline(__always)
  private func image(
    of mask: UInt32, under g: Int, _ images: UnsafeBufferPointer<UInt32>
  ) -> UInt32 {
    let base = g &* 1024
    return images[base &+ Int(mask & 0xFF)]
      | images[base &+ 256 &+ Int((mask >> 8) & 0xFF)]
      | images[base &+ 512 &+ Int((mask >> 16) & 0xFF)]
      | images[base &+ 768 &+ Int(mask >> 24)]
  }

  /// Layer `length` (counters of the canonical sets of that size, `length` per set, in node
  /// order) from layer `length − 1`, and the number of patterns of that length.
  private func nextLayer(
    from previous: [UInt128], length: Int, index: CanonicalIndex, report: (Int) -> Void
  ) -> ([UInt128], UInt128) {
    let targets = index.sets[length]
    let sources = index.sets[length - 1]
    let orbitSizes = index.orbitSizes[length]
    let sourceLength = length - 1
    var layer = [UInt128](repeating: 0, count: targets.count * length)
    var total: UInt128 = 0
    let reportEvery = max(1, targets.count / 256)
    // Counts never exceed n! < 2⁸⁴ for n ≤ 25, so the wrapping additions below are exact.
    layer.withUnsafeMutableBufferPointer { layer in
      previous.withUnsafeBufferPointer { previous in
        maskImages.withUnsafeBufferPointer { images in
          index.slots.withUnsafeBufferPointer { slots in
            for (target, set) in targets.enumerated() {
              if target % reportEvery == 0 { report(target) }
              var setTotal: UInt128 = 0
              var members = set
              var position = target &* length
              while members != 0 {
                let last = members.trailingZeroBitCount
                members &= members &- 1
                let before = set & ~(1 << UInt32(last))
                var from = before
                for blocker in blockerStart[last]..<blockerStart[last + 1]
                where blockerMasks[blocker] & ~before != 0 {
                  from &= ~(1 << UInt32(blockerNodes[blocker]))
                }
                let slot = slots[Int(before)]
                let source = Int(slot >> 3)
                let canonical = sources[source]
                var mapped = image(of: from, under: Int(slot & 7), images)
                let base = source &* sourceLength
                var sum: UInt128 = 0
                while mapped != 0 {
                  let node = mapped.trailingZeroBitCount
                  mapped &= mapped &- 1
                  let rank = (canonical & ((1 << UInt32(node)) &- 1)).nonzeroBitCount
                  sum &+= previous[base &+ rank]
                }
                layer[position] = sum
                position &+= 1
                setTotal &+= sum
              }
              total &+= UInt128(orbitSizes[target]) &* setTotal
            }
          }
        }
      }
    }
    return (layer, total)
  }

  /// The canonical sets by size and, for every mask, its canonical set and the symmetry that
  /// maps it there.
  private struct CanonicalIndex {
    /// `slots[mask]`: the index of the mask's canonical set within its size, shifted left by 3,
    /// or'ed with the symmetry `g` such that `g(mask)` is that set.
    let slots: [UInt32]
    /// `sets[k]`: the canonical sets of `k` nodes (the smallest mask of each orbit), ascending.
    let sets: [[UInt32]]
    /// `orbitSizes[k][i]`: how many masks the orbit of `sets[k][i]` has.
    let orbitSizes: [[UInt8]]

    /// Walks the masks in increasing order; the first mask met of each orbit is its smallest.
    /// Calls `progress` with the fraction of masks walked, 256 times.
    init(counter: SymmetricLayerCounter, maximumLength: Int, progress: (Double) -> Void) {
      let nodeCount = counter.nodeCount
      var slots = [UInt32](repeating: .max, count: 1 << nodeCount)
      var sets = [[UInt32]](repeating: [], count: nodeCount + 1)
      var orbitSizes = [[UInt8]](repeating: [], count: nodeCount + 1)
      counter.maskImages.withUnsafeBufferPointer { images in
        slots.withUnsafeMutableBufferPointer { slots in
          let reportMask = UInt32(max(1, (1 << nodeCount) / 256) - 1)
          for mask in 0..<UInt32(1 << nodeCount) {
            if mask & reportMask == 0 { progress(Double(mask) / Double(1 << nodeCount)) }
            guard slots[Int(mask)] == .max else { continue }
            let size = mask.nonzeroBitCount
            guard size <= maximumLength else { continue }
            let slot = UInt32(sets[size].count) << 3
            var orbitSize: UInt8 = 0
            for g in 0..<counter.symmetryCount {
              let image = counter.image(of: mask, under: g, images)
              if slots[Int(image)] == .max { orbitSize += 1 }
              slots[Int(image)] = slot | UInt32(counter.inverses[g])
            }
            sets[size].append(mask)
            orbitSizes[size].append(orbitSize)
          }
        }
      }
      self.slots = slots
      self.sets = sets
      self.orbitSizes = orbitSizes
    }
  }
}
