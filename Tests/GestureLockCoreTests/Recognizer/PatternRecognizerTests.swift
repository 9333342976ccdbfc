import GestureLockCore
import TestSupport
import Testing

/// One stroke drawn through points in grid units, and what the recogniser must make of it.
struct StrokeCase: Sendable, CustomTestStringConvertible {
  enum Outcome: Sendable, Equatable {
    case completed
    case tooShort
    case nothing
  }

  let name: String
  var grid = Grid.standard
  var view = Size(width: 300, height: 300)
  var rules = PatternRules.standard
  /// Points in grid units: (row, column), (0, 0) is node 0's centre, one unit is a pitch.
  let path: [(row: Double, column: Double)]
  /// Every node selected, in order.
  let selected: [Int]
  let outcome: Outcome

  var testDescription: String { name }

  func layout() throws -> GridLayout {
    try GridLayout(grid: grid, bounds: Rect(origin: .zero, size: view))
  }

  static let all: [StrokeCase] = [
    StrokeCase(
      name: "A corner-to-corner swipe in one move selects 0-4-8 through the middle",
      path: [(0, 0), (2, 2)], selected: [0, 4, 8], outcome: .tooShort),
    StrokeCase(
      name: "A sample landing between two nodes selects only the node the segment crosses",
      path: [(0, 0), (1.5, 2), (0, 2), (0, 1)], selected: [0, 4, 5, 2, 1], outcome: .completed),
    StrokeCase(
      name: "Free route: a detour around node 1 selects only the nodes the finger hits",
      rules: PatternRules(route: .free),
      path: [(0, 0), (0.6, 0.5), (0.6, 1.5), (0, 2), (1, 2), (2, 2)], selected: [0, 2, 5, 8],
      outcome: .completed),
    StrokeCase(
      name: "Skip rule on the very first move: the same detour still adds node 1 between 0 and 2",
      path: [(0, 0), (0.6, 0.5), (0.6, 1.5), (0, 2), (1, 2), (2, 2)],
      selected: [0, 1, 2, 5, 8], outcome: .completed),
    StrokeCase(
      name: "Knight moves pass no centre and add nothing",
      path: [(0, 0), (1, 2), (2, 0), (0, 1)], selected: [0, 5, 6, 1], outcome: .completed),
    StrokeCase(
      name: "Passing back over selected nodes does nothing",
      path: [(0, 0), (0, 1), (0, 2), (0, 0), (1, 0), (1, 1)], selected: [0, 1, 2, 3, 4],
      outcome: .completed),
    StrokeCase(
      name: "An already-selected node in between is skipped by the rule",
      path: [(0, 1), (0, 0), (0.6, 0.5), (0.6, 1.5), (0, 2), (1, 2)], selected: [1, 0, 2, 5],
      outcome: .completed),
    StrokeCase(
      name: "Selection stops at the maximum length",
      rules: PatternRules(maximumLength: 4),
      path: [(0, 0), (0, 1), (0, 2), (1, 2), (2, 2)], selected: [0, 1, 2, 5], outcome: .completed),
    StrokeCase(
      name: "Three nodes are too short under the default minimum of four",
      path: [(0, 0), (0, 1), (0, 2)], selected: [0, 1, 2], outcome: .tooShort),
    StrokeCase(
      name: "A stroke that begins and ends outside every node selects nothing",
      path: [(-0.5, -0.5), (-0.5, 2.5), (2.5, 2.5)], selected: [], outcome: .nothing),
    StrokeCase(
      name: "A stroke that begins outside the nodes starts at the first node hit",
      path: [(-0.5, 0), (0, 0), (0, 1), (1, 1), (2, 1)], selected: [0, 1, 4, 7],
      outcome: .completed),
    StrokeCase(
      name: "A zero-size view hits nothing", view: .zero,
      path: [(0, 0), (2, 2), (0, 2)], selected: [], outcome: .nothing),
    StrokeCase(
      name: "A 400x200 view centres the grid and hits work",
      view: Size(width: 400, height: 200),
      path: [(0, 0), (2, 2), (2, 0), (0, 2)], selected: [0, 4, 8, 7, 6, 2], outcome: .completed),
    StrokeCase(
      name: "4x4: a detour from 0 to 15 adds 5 and 10 in travel order",
      grid: try! Grid(rows: 4, columns: 4), view: Size(width: 400, height: 400),
      path: [(0, 0), (0, -0.5), (3.5, -0.5), (3.5, 3), (3, 3)], selected: [0, 5, 10, 15],
      outcome: .completed),
    StrokeCase(
      name: "4x4 free route: the same detour selects only 0 and 15",
      grid: try! Grid(rows: 4, columns: 4), view: Size(width: 400, height: 400),
      rules: PatternRules(route: .free),
      path: [(0, 0), (0, -0.5), (3.5, -0.5), (3.5, 3), (3, 3)], selected: [0, 15],
      outcome: .tooShort),
    StrokeCase(
      name: "5x5: a detour from 0 to 24 adds 6, 12 and 18 in travel order",
      grid: try! Grid(rows: 5, columns: 5), view: Size(width: 500, height: 500),
      path: [(0, 0), (0, -0.5), (4.5, -0.5), (4.5, 4), (4, 4)], selected: [0, 6, 12, 18, 24],
      outcome: .completed),
    StrokeCase(
      name: "5x5: a detour from 0 to 12 adds 6",
      grid: try! Grid(rows: 5, columns: 5), view: Size(width: 500, height: 500),
      path: [(0, 0), (0, -0.5), (2.5, -0.5), (2.5, 2), (2, 2), (2, 3)], selected: [0, 6, 12, 13],
      outcome: .completed),
    StrokeCase(
      name: "5x5: a detour from (0,0) to (2,4) adds (1,2), node 7",
      grid: try! Grid(rows: 5, columns: 5), view: Size(width: 500, height: 500),
      path: [(0, 0), (-0.5, 0), (-0.5, 4.5), (2, 4.5), (2, 4), (1, 4)], selected: [0, 7, 14, 9],
      outcome: .completed),
    StrokeCase(
      name: "9x9: a detour from corner to corner adds the whole diagonal",
      grid: try! Grid(rows: 9, columns: 9), view: Size(width: 900, height: 900),
      path: [(0, 0), (0, -0.5), (8.5, -0.5), (8.5, 8), (8, 8)],
      selected: [0, 10, 20, 30, 40, 50, 60, 70, 80], outcome: .completed),
  ]
}

@Suite("Pattern recogniser")
struct PatternRecognizerTests {
  static let layout = try! GridLayout(
    grid: .standard, bounds: Rect(x: 0, y: 0, width: 300, height: 300))

  @Test("Strokes select the expected nodes", arguments: StrokeCase.all)
  func stroke(_ testCase: StrokeCase) throws {
    let layout = try testCase.layout()
    var trace = TraceBuilder(layout: layout)
    trace.stroke(grid: testCase.path)
    let result = PatternRecognizer.recognize(trace.samples, layout: layout, rules: testCase.rules)

    let selected = result.events.compactMap { event -> Int? in
      if case .nodeSelected(let node) = event { return node }
      return nil
    }
    #expect(selected == testCase.selected)
    switch testCase.outcome {
    case .completed:
      #expect(result.pattern?.nodes == testCase.selected)
      #expect(result.events.last == .completed(try #require(result.pattern)))
      let pattern = try #require(result.pattern)
      #expect(throws: Never.self) {
        try Pattern(nodes: pattern.nodes, on: pattern.grid, route: testCase.rules.route)
      }
    case .tooShort:
      #expect(result.pattern == nil)
      #expect(result.events.last == .tooShort(length: testCase.selected.count))
    case .nothing:
      #expect(result.pattern == nil)
      #expect(result.events.isEmpty)
    }
  }

  @Test("The 300x300 layout puts centres at 30, 150 and 270")
  func centres() {
    let xs = (0..<3).map { PatternRecognizerTests.layout.center(of: $0).x }
    let ys = [0, 3, 6].map { PatternRecognizerTests.layout.center(of: $0).y }
    #expect(xs == [30, 150, 270])
    #expect(ys == [30, 150, 270])
  }

  @Test("The hit radius is strict: exactly 36 points away misses, 35.9 hits")
  func strictHitRadius() {
    var recognizer = PatternRecognizer(layout: PatternRecognizerTests.layout)
    let miss = recognizer.handle(TouchSample(location: Point(x: 66, y: 30), time: 0, phase: .began))
    #expect(miss.isEmpty)
    let hit = recognizer.handle(
      TouchSample(location: Point(x: 65.9, y: 30), time: 0.01, phase: .moved))
    #expect(hit == [.nodeSelected(0)])
  }

  @Test("A fast swipe whose samples straddle a node still hits it")
  func fastSwipe() {
    var recognizer = PatternRecognizer(layout: PatternRecognizerTests.layout)
    // Both samples lie outside every hit circle (50 points left of node 3, right of node 5).
    #expect(
      recognizer.handle(TouchSample(location: Point(x: -20, y: 150), time: 0, phase: .began))
        .isEmpty)
    let events = recognizer.handle(
      TouchSample(location: Point(x: 320, y: 150), time: 0.01, phase: .moved))
    #expect(events == [.nodeSelected(3), .nodeSelected(4), .nodeSelected(5)])
  }

  @Test("Cancel discards the attempt: .cancelled, no pattern, selection cleared")
  func cancel() {
    let layout = PatternRecognizerTests.layout
    var recognizer = PatternRecognizer(layout: layout)
    var events: [RecognizerEvent] = []
    for (node, phase) in [(0, TouchSample.Phase.began), (4, .moved), (8, .moved), (5, .moved)] {
      events += recognizer.handle(
        TouchSample(location: layout.center(of: node), time: 0, phase: phase))
    }
    events += recognizer.handle(
      TouchSample(location: layout.center(of: 5), time: 0.1, phase: .cancelled))
    #expect(
      events == [
        .nodeSelected(0), .nodeSelected(4), .nodeSelected(8), .nodeSelected(5), .cancelled,
      ])
    #expect(recognizer.selectedNodes.isEmpty)
    #expect(!recognizer.isTracking)
    #expect(recognizer.trailingPoint == nil)
    // The cancelled stroke's lift is ignored: nothing is submitted.
    let after = recognizer.handle(
      TouchSample(location: layout.center(of: 5), time: 0.2, phase: .ended))
    #expect(after.isEmpty)
  }

  @Test("A second pointer is ignored entirely while the first is tracked")
  func secondPointer() {
    let layout = PatternRecognizerTests.layout
    var trace = TraceBuilder(layout: layout)
    trace.add(.began, layout.center(of: 0))
    trace.add(.began, layout.center(of: 2), pointer: 1)
    trace.add(.moved, layout.center(of: 3))
    trace.add(.moved, layout.center(of: 8), pointer: 1)
    trace.add(.moved, layout.center(of: 6))
    trace.add(.ended, layout.center(of: 5), pointer: 1)
    trace.add(.moved, layout.center(of: 7))
    trace.add(.ended, layout.center(of: 7))
    let result = PatternRecognizer.recognize(trace.samples, layout: layout)
    #expect(result.pattern?.nodes == [0, 3, 6, 7])
  }

  @Test("Samples of a stroke that never began are ignored")
  func moveWithoutBegin() {
    let layout = PatternRecognizerTests.layout
    var recognizer = PatternRecognizer(layout: layout)
    #expect(
      recognizer.handle(TouchSample(location: layout.center(of: 0), time: 0, phase: .moved)).isEmpty
    )
    #expect(
      recognizer.handle(TouchSample(location: layout.center(of: 1), time: 0, phase: .ended)).isEmpty
    )
    #expect(
      recognizer.handle(TouchSample(location: layout.center(of: 1), time: 0, phase: .cancelled))
        .isEmpty)
    #expect(!recognizer.isTracking)
  }

  @Test("A new began of the tracked pointer cancels the old stroke and starts afresh")
  func lostLift() {
    let layout = PatternRecognizerTests.layout
    var recognizer = PatternRecognizer(layout: layout)
    _ = recognizer.handle(TouchSample(location: layout.center(of: 0), time: 0, phase: .began))
    _ = recognizer.handle(TouchSample(location: layout.center(of: 2), time: 0.1, phase: .moved))
    let events = recognizer.handle(
      TouchSample(location: layout.center(of: 8), time: 0.2, phase: .began))
    #expect(events == [.cancelled, .nodeSelected(8)])
    #expect(recognizer.selectedNodes == [8])
    #expect(recognizer.strokeCount == 2)
  }

  @Test("A lift with no node selected emits nothing")
  func emptyLift() {
    var recognizer = PatternRecognizer(layout: PatternRecognizerTests.layout)
    _ = recognizer.handle(TouchSample(location: Point(x: 90, y: 90), time: 0, phase: .began))
    #expect(
      recognizer.handle(TouchSample(location: Point(x: 90, y: 90), time: 1, phase: .ended)).isEmpty)
  }

  @Test("Trailing point and tracking flag follow the finger; the path stays after a lift")
  func rendererState() {
    let layout = PatternRecognizerTests.layout
    var recognizer = PatternRecognizer(layout: layout)
    #expect(recognizer.trailingPoint == nil && !recognizer.isTracking)
    _ = recognizer.handle(TouchSample(location: layout.center(of: 0), time: 0, phase: .began))
    let finger = Point(x: 100, y: 40)
    _ = recognizer.handle(TouchSample(location: finger, time: 0.1, phase: .moved))
    #expect(recognizer.isTracking)
    #expect(recognizer.trailingPoint == finger)
    #expect(recognizer.selectedNodes == [0])
    _ = recognizer.handle(TouchSample(location: layout.center(of: 2), time: 0.2, phase: .ended))
    #expect(!recognizer.isTracking)
    #expect(recognizer.trailingPoint == nil)
    #expect(recognizer.selectedNodes == [0, 1, 2])
    recognizer.reset()
    #expect(recognizer.selectedNodes.isEmpty)
  }

  @Test("recognize() reports the last completed pattern and every event")
  func recognizeSeveralStrokes() {
    let layout = PatternRecognizerTests.layout
    var trace = TraceBuilder(layout: layout)
    trace.stroke(throughNodes: [0, 1, 2, 5])
    trace.stroke(throughNodes: [6, 7])
    trace.stroke(throughNodes: [2, 4, 6, 7])
    let result = PatternRecognizer.recognize(trace.samples, layout: layout)
    #expect(result.pattern?.nodes == [2, 4, 6, 7])
    #expect(result.events.filter { if case .completed = $0 { true } else { false } }.count == 2)
    #expect(result.events.contains(.tooShort(length: 2)))
  }

  @Test("Relayout cancels a stroke in progress and uses the new positions")
  func relayout() throws {
    let layout = PatternRecognizerTests.layout
    var recognizer = PatternRecognizer(layout: layout)
    _ = recognizer.handle(TouchSample(location: layout.center(of: 0), time: 0, phase: .began))
    var events: [RecognizerEvent] = []
    let wide = try GridLayout(grid: .standard, bounds: Rect(x: 0, y: 0, width: 600, height: 600))
    recognizer.relayout(wide) { events.append($0) }
    #expect(events == [.cancelled])
    #expect(!recognizer.isTracking)
    let hit = recognizer.handle(TouchSample(location: wide.center(of: 8), time: 1, phase: .began))
    #expect(hit == [.nodeSelected(8)])
  }
}
