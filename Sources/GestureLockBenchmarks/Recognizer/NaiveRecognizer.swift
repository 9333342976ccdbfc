import GestureLockCore

/// The reference for figure 1: the approach of the typical gesture-lock tutorial. On every
/// touch sample, test the sample *point* against every node's square and select each
/// unselected node that contains it; no segment sweep, no skipped-node rule.
///
/// Squares are the size of `PatternRecognizer`'s hit circles (side 2 × `hitRadius`), so both
/// select the same nodes from slow strokes; fast swipes whose samples jump over a node lose it
/// here. A lift reports the selection (shared, not copied), as a tutorial's delegate call
/// does.
struct NaiveRecognizer {
  /// What the reference reports.
  enum Event {
    /// A node joined the selection.
    case nodeSelected(Int)
    /// The finger lifted with at least `minimumLength` nodes.
    case completed([Int])
    /// The finger lifted with fewer.
    case tooShort(length: Int)
  }

  private let minimumLength = 4
  private var left: [Double] = []
  private var top: [Double] = []
  private var right: [Double] = []
  private var bottom: [Double] = []
  private var visited: [Bool]
  private var selected: [Int] = []
  private var tracking = false

  /// Creates the reference for `layout`'s nodes and hit radius.
  init(layout: GridLayout) {
    let radius = layout.hitRadius
    for center in layout.centers {
      left.append(center.x - radius)
      top.append(center.y - radius)
      right.append(center.x + radius)
      bottom.append(center.y + radius)
    }
    visited = [Bool](repeating: false, count: layout.grid.count)
    selected.reserveCapacity(layout.grid.count)
  }

  /// Feeds one sample; reports through `emit`.
  ///
  /// Kept out of line, as `PatternRecognizer.handle(_:emit:)` is in another module: the
  /// comparison is call for call.
  @inline(never)
  mutating func handle(_ sample: TouchSample, emit: (Event) -> Void) {
    switch sample.phase {
    case .began:
      for index in 0..<selected.count { visited[selected[index]] = false }
      selected.removeAll(keepingCapacity: true)
      tracking = true
      hitTest(sample.location, emit: emit)
    case .moved:
      guard tracking else { return }
      hitTest(sample.location, emit: emit)
    case .ended:
      guard tracking else { return }
      hitTest(sample.location, emit: emit)
      tracking = false
      if selected.count >= minimumLength {
        emit(.completed(selected))
      } else if !selected.isEmpty {
        emit(.tooShort(length: selected.count))
      }
    case .cancelled:
      tracking = false
    }
  }

  private mutating func hitTest(_ point: Point, emit: (Event) -> Void) {
    for node in 0..<visited.count where !visited[node] {
      if point.x >= left[node] && point.x <= right[node] && point.y >= top[node]
        && point.y <= bottom[node]
      {
        visited[node] = true
        selected.append(node)
        emit(.nodeSelected(node))
      }
    }
  }
}
