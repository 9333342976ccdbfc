/// The touch state machine of the gesture pad: touch samples in, selected nodes and a finished
/// pattern out (SPEC.md §2 "Tracking").
///
/// The finger's path is the straight segment between consecutive samples of the tracked
/// pointer (the `began` sample alone is a point). Every node whose hit circle the segment comes
/// strictly within `GridLayout.hitRadius` of is selected, in the order the segment first enters
/// them, so a fast swipe that jumps over a node between two samples still hits it. Under the
/// `.skippedNodesIncluded` route, unvisited nodes whose centres lie on the straight line from
/// the last selected node to a new one are added first, in order along the line (also on the
/// very first move); `.free` adds only what the finger hits. A node is never added twice, and
/// selection stops at the rules' maximum length.
///
/// - One pointer at a time: the first pointer to begin is tracked; samples of every other
///   pointer are ignored, as are `moved`/`ended` samples with no stroke in progress.
/// - A `began` of the tracked pointer while its stroke is in progress means the lift was lost:
///   the old stroke is cancelled (`.cancelled`, nothing submitted) and a new one starts.
/// - Samples with a NaN or infinite coordinate or time are ignored entirely.
/// - After a lift, `selectedNodes` keeps the finished stroke's nodes (for drawing the result)
///   until the next stroke begins or `reset()`; a cancel clears them.
/// - Keyboard entry (SPEC.md §2 "Keyboard operation") goes through the same selection logic:
///   `select(node:emit:)` begins a keyboard stroke or adds to it (the skipped-node rule
///   applies), `submit(emit:)` ends it like a lift, and `cancel(emit:)` discards any stroke.
///   One input at a time: keyboard selections are ignored while a pointer is tracked, and a
///   pointer's `began` cancels a keyboard stroke in progress before starting its own.
///
/// ```swift
/// var recognizer = PatternRecognizer(layout: layout)
/// for sample in samples {
///   recognizer.handle(sample) { event in
///     if case .completed(let pattern) = event { submit(pattern) }
///   }
/// }
/// ```
///
/// Once a stroke has begun, `handle(_:emit:)` does not allocate: its buffers are sized for the
/// whole grid at initialisation (a completed pattern shares the selection's storage, so the
/// next stroke's first sample may allocate once).
public struct PatternRecognizer: Sendable {
  /// The layout nodes are hit-tested against; change it with `relayout(_:emit:)`.
  public private(set) var layout: GridLayout
  /// Length limits and route mode; completed patterns follow `rules.route`.
  public let rules: PatternRules
  /// The nodes selected by the current (or last finished) stroke, in order, one byte each;
  /// indices in `0..<layout.grid.count`, no repeats. A secret in the making: its buffer is
  /// wiped when nodes leave it (a new stroke, a cancel, `reset()`) and when it ends.
  public private(set) var selectedNodes: SecretBytes
  /// The finger's location in view points while a stroke is tracked; `nil` when no finger is
  /// down. May lie outside the view (and be huge): renderers should clip.
  public private(set) var trailingPoint: Point?
  /// The pointer id being tracked, or `nil` when no pointer stroke is in progress.
  public private(set) var trackedPointer: Int?
  /// Whether the stroke in progress was begun from the keyboard (`select(node:emit:)`).
  public private(set) var isKeyboardStroke = false
  /// How many strokes have begun since initialisation (a generation number for hosts).
  public private(set) var strokeCount = 0

  private var tester: HitTester
  private var capacity: Int
  /// One byte per node of the grid, 1 for a node of the stroke: the selection as a set, so
  /// as secret as the selection and wiped the same way.
  private(set) var visited: SecretBytes
  private var hits: [HitTester.Hit]
  private var lastLocation = Point.zero

  /// Creates a recogniser with no stroke in progress.
  ///
  /// - Parameters:
  ///   - layout: Node centres and hit radius, in view points.
  ///   - rules: Minimum/maximum length and route mode (default `.standard`: at least 4 nodes,
  ///     skipped nodes included).
  /// - Complexity: O(grid.count); all buffers are allocated here.
  public init(layout: GridLayout, rules: PatternRules = .standard) {
    self.layout = layout
    self.rules = rules
    let count = layout.grid.count
    capacity = PatternRecognizer.capacity(for: layout.grid, rules: rules)
    tester = HitTester(layout: layout)
    visited = SecretBytes(copying: repeatElement(0, count: count))
    selectedNodes = SecretBytes(minimumCapacity: count)
    hits = []
    hits.reserveCapacity(count)
  }

  private static func capacity(for grid: Grid, rules: PatternRules) -> Int {
    min(grid.count, max(0, rules.maximumLength ?? grid.count))
  }

  /// Whether a stroke is in progress: a finger is down and tracked, or a keyboard stroke has
  /// begun and is not yet submitted or cancelled.
  public var isTracking: Bool { trackedPointer != nil || isKeyboardStroke }

  /// Feeds one sample and reports what it caused, in order, through `emit`.
  ///
  /// - Parameters:
  ///   - sample: A touch sample in view points and seconds. Samples of untracked pointers, with
  ///     non-finite values, or `moved`/`ended` with no stroke in progress are ignored.
  ///   - emit: Called synchronously with each event; not stored.
  /// - Complexity: O(k) for the k nodes in the cells the segment's bounding box covers
  ///   (at most rows × columns); no heap allocation once a stroke has begun.
  public mutating func handle(_ sample: TouchSample, emit: (RecognizerEvent) -> Void) {
    guard sample.location.isFinite, sample.time.isFinite else { return }
    switch sample.phase {
    case .began:
      if let tracked = trackedPointer {
        guard tracked == sample.pointer else { return }
        clearStroke()
        emit(.cancelled)
      } else if isKeyboardStroke {
        clearStroke()
        emit(.cancelled)
      }
      begin(sample, emit: emit)
    case .moved:
      guard trackedPointer == sample.pointer else { return }
      sweep(to: sample.location, emit: emit)
    case .ended:
      guard trackedPointer == sample.pointer else { return }
      sweep(to: sample.location, emit: emit)
      finish(emit: emit)
    case .cancelled:
      guard trackedPointer == sample.pointer else { return }
      clearStroke()
      emit(.cancelled)
    }
  }

  /// Feeds one sample and returns the events it caused, in order.
  ///
  /// Allocates the returned array; use `handle(_:emit:)` on hot paths.
  public mutating func handle(_ sample: TouchSample) -> [RecognizerEvent] {
    var events: [RecognizerEvent] = []
    handle(sample) { events.append($0) }
    return events
  }

  // MARK: - Keyboard

  /// Selects `node` from the keyboard (Space on the focused node), as if the finger had hit it.
  ///
  /// With no stroke in progress this begins a keyboard stroke (clearing a finished stroke's
  /// selection and counting a new stroke in `strokeCount`). The node is added like a touched
  /// one: under `.skippedNodesIncluded` unvisited nodes on the straight line from the last
  /// selected node come first; an already-selected node, an index outside `0..<grid.count`, or
  /// a full pattern (the rules' maximum length) adds nothing.
  ///
  /// - Parameters:
  ///   - node: A node index in `0..<layout.grid.count`.
  ///   - emit: Called synchronously with each `.nodeSelected` event, in order.
  /// - Note: Ignored while a pointer stroke is tracked: one input at a time.
  /// - Complexity: O(max(rows, columns)); no heap allocation once a stroke has begun.
  public mutating func select(node: Int, emit: (RecognizerEvent) -> Void) {
    guard trackedPointer == nil, layout.grid.indices.contains(node) else { return }
    if !isKeyboardStroke {
      clearStroke()
      strokeCount &+= 1
      isKeyboardStroke = true
    }
    select(node, emit: emit)
  }

  /// Ends a keyboard stroke (Return), as a lift ends a touch stroke: `.completed` with at
  /// least `rules.minimumLength` nodes, `.tooShort` with fewer, nothing with none.
  ///
  /// The selection stays in `selectedNodes` for drawing the result, as after a lift.
  /// - Note: Does nothing unless a keyboard stroke is in progress (a finger's stroke ends only
  ///   when it lifts).
  public mutating func submit(emit: (RecognizerEvent) -> Void) {
    guard isKeyboardStroke else { return }
    finish(emit: emit)
  }

  /// Cancels the stroke in progress, from the keyboard or a pointer (Escape): the selection is
  /// cleared and `.cancelled` emitted; nothing is submitted. Later samples of a cancelled
  /// pointer stroke are ignored. Does nothing when no stroke is in progress.
  public mutating func cancel(emit: (RecognizerEvent) -> Void) {
    guard isTracking else { return }
    clearStroke()
    emit(.cancelled)
  }

  // MARK: - Reset and layout

  /// Abandons any stroke in progress and clears the selection, without emitting anything.
  ///
  /// Later samples of the abandoned stroke (`moved`, `ended`) are ignored.
  public mutating func reset() {
    clearStroke()
  }

  /// Moves the nodes to a new layout (e.g. after a window resize).
  ///
  /// A pointer stroke in progress is cancelled (`.cancelled` through `emit`; its later samples
  /// are ignored), since its earlier samples refer to the old positions. A keyboard stroke
  /// refers to nodes only and goes on when the grid is unchanged. A finished stroke's
  /// `selectedNodes` are kept when the grid is unchanged, and cleared otherwise.
  ///
  /// - Complexity: O(1) for the same grid; O(grid.count) (allocating) for another grid.
  public mutating func relayout(_ layout: GridLayout, emit: (RecognizerEvent) -> Void) {
    let gridChanged = layout.grid != self.layout.grid
    if trackedPointer != nil || (isKeyboardStroke && gridChanged) {
      clearStroke()
      emit(.cancelled)
    }
    if gridChanged {
      clearStroke()
      let count = layout.grid.count
      visited = SecretBytes(copying: repeatElement(0, count: count))
      selectedNodes.reserveCapacity(count)
      hits.reserveCapacity(count)
      capacity = PatternRecognizer.capacity(for: layout.grid, rules: rules)
    }
    self.layout = layout
    tester = HitTester(layout: layout)
  }

  /// Runs a whole trace through a new recogniser.
  ///
  /// - Parameters:
  ///   - samples: Touch samples in the order recorded (view points, seconds).
  ///   - layout: The layout the trace was recorded on.
  ///   - rules: Length limits and route mode.
  /// - Returns: The last completed pattern (or `nil`) and every event.
  /// - Complexity: O(samples × k), k as in `handle(_:emit:)`.
  public static func recognize(
    _ samples: [TouchSample], layout: GridLayout, rules: PatternRules = .standard
  ) -> Recognition {
    var recognizer = PatternRecognizer(layout: layout, rules: rules)
    var result = Recognition(pattern: nil, events: [])
    for sample in samples {
      recognizer.handle(sample) { event in
        result.events.append(event)
        if case .completed(let pattern) = event { result.pattern = pattern }
      }
    }
    return result
  }

  // MARK: - Stroke

  private mutating func begin(_ sample: TouchSample, emit: (RecognizerEvent) -> Void) {
    clearStroke()
    strokeCount &+= 1
    trackedPointer = sample.pointer
    lastLocation = sample.location
    sweep(to: sample.location, emit: emit)
  }

  // Inlined: it runs for every sample, and most samples end in the tester's inlined clear-area
  // check (issue 6 measures this path against a plain point-in-rectangle test).
  @inline(__always)
  private mutating func sweep(to location: Point, emit: (RecognizerEvent) -> Void) {
    tester.sweep(from: lastLocation, to: location, skipping: visited, into: &hits)
    lastLocation = location
    trailingPoint = location
    for index in hits.indices {
      select(hits[index].node, emit: emit)
    }
  }

  private mutating func select(_ node: Int, emit: (RecognizerEvent) -> Void) {
    guard visited[node] == 0 else { return }
    let length = selectedNodes.count
    if rules.route == .skippedNodesIncluded, length > 0 {
      // Plain indexing and loops: in unoptimised builds the generic `last` and closures
      // capturing `self` allocate, and this runs once per selected node.
      let last = Int(selectedNodes[length - 1])
      let (step, count) = SkippedNodes.lattice(last, node, on: layout.grid)
      var between = last
      for _ in 0..<count {
        between += step
        if visited[between] == 0 { add(between, emit: emit) }
      }
    }
    add(node, emit: emit)
  }

  private mutating func add(_ node: Int, emit: (RecognizerEvent) -> Void) {
    guard selectedNodes.count < capacity else { return }
    visited[node] = 1
    selectedNodes.append(UInt8(node))
    emit(.nodeSelected(node))
  }

  private mutating func finish(emit: (RecognizerEvent) -> Void) {
    trackedPointer = nil
    isKeyboardStroke = false
    trailingPoint = nil
    let length = selectedNodes.count
    guard length > 0 else { return }
    if length >= rules.minimumLength {
      emit(.completed(Pattern(uncheckedNodes: selectedNodes, on: layout.grid)))
    } else {
      emit(.tooShort(length: length))
    }
  }

  private mutating func clearStroke() {
    tester.forgetClearArea()
    trackedPointer = nil
    isKeyboardStroke = false
    trailingPoint = nil
    // Indexing, not `for node in selectedNodes`: the generic iterator allocates per element in
    // unoptimised builds.
    for index in 0..<selectedNodes.count { visited[Int(selectedNodes[index])] = 0 }
    // Wipes the nodes; when a completed pattern still shares the buffer, it keeps that one
    // (and wipes it when it ends) and the selection takes a fresh buffer.
    selectedNodes.removeAll()
  }
}
