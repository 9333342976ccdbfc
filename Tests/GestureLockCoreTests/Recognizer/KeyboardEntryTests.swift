import GestureLockCore
import TestSupport
import Testing

@Suite("Recogniser keyboard entry: select, submit, cancel")
struct KeyboardEntryTests {
  static let layout = try! GridLayout(
    grid: .standard, bounds: Rect(x: 0, y: 0, width: 300, height: 300))

  static func selecting(
    _ nodes: [Int], rules: PatternRules = .standard, layout: GridLayout = layout
  ) -> (recognizer: PatternRecognizer, events: [RecognizerEvent]) {
    var recognizer = PatternRecognizer(layout: layout, rules: rules)
    var events: [RecognizerEvent] = []
    for node in nodes { recognizer.select(node: node) { events.append($0) } }
    return (recognizer, events)
  }

  @Test("Selecting 0 then 2 adds 1 first (skipped-node rule), then Return completes 0-1-2-5")
  func skipRule() throws {
    var (recognizer, events) = Self.selecting([0, 2, 5])
    #expect(events == [.nodeSelected(0), .nodeSelected(1), .nodeSelected(2), .nodeSelected(5)])
    #expect(recognizer.isTracking && recognizer.isKeyboardStroke)
    #expect(recognizer.trailingPoint == nil)
    recognizer.submit { events.append($0) }
    let expected = try Pattern(parsing: "0-1-2-5", on: .standard)
    #expect(events.last == .completed(expected))
    #expect(!recognizer.isTracking && !recognizer.isKeyboardStroke)
    #expect(recognizer.selectedNodes == [0, 1, 2, 5])  // Kept for drawing, as after a lift.
  }

  @Test("In the free route the keyboard adds only the nodes selected")
  func freeRoute() throws {
    var (recognizer, events) = Self.selecting([0, 2, 8, 6], rules: PatternRules(route: .free))
    #expect(events == [.nodeSelected(0), .nodeSelected(2), .nodeSelected(8), .nodeSelected(6)])
    recognizer.submit { events.append($0) }
    let expected = try Pattern(parsing: "0-2-8-6", on: .standard, route: .free)
    #expect(events.last == .completed(expected))
  }

  @Test("Submitting fewer than the minimum is too short; submitting nothing emits nothing")
  func tooShortAndEmpty() {
    var (recognizer, events) = Self.selecting([4, 5])
    recognizer.submit { events.append($0) }
    #expect(events.last == .tooShort(length: 2))
    var empty = PatternRecognizer(layout: Self.layout)
    #expect(collect { empty.submit(emit: $0) }.isEmpty)
  }

  @Test("Selecting a selected node again, or an index off the grid, adds nothing")
  func repeatsAndOutOfRange() {
    var (recognizer, _) = Self.selecting([4])
    #expect(collect { recognizer.select(node: 4, emit: $0) }.isEmpty)
    #expect(collect { recognizer.select(node: 9, emit: $0) }.isEmpty)
    #expect(collect { recognizer.select(node: -1, emit: $0) }.isEmpty)
    #expect(recognizer.selectedNodes == [4])
  }

  @Test("Cancel discards a keyboard stroke; a new selection starts a new stroke")
  func cancel() {
    var (recognizer, _) = Self.selecting([0, 1, 2])
    let strokes = recognizer.strokeCount
    #expect(collect { recognizer.cancel(emit: $0) } == [.cancelled])
    #expect(recognizer.selectedNodes.isEmpty && !recognizer.isTracking)
    #expect(collect { recognizer.cancel(emit: $0) }.isEmpty)
    #expect(collect { recognizer.submit(emit: $0) }.isEmpty)
    recognizer.select(node: 3) { _ in }
    #expect(recognizer.strokeCount == strokes + 1)
    #expect(recognizer.selectedNodes == [3])
  }

  @Test("Cancel also ends a finger's stroke; its later samples are ignored")
  func cancelTouch() {
    var recognizer = PatternRecognizer(layout: Self.layout)
    var trace = TraceBuilder(layout: Self.layout)
    trace.add(.began, Self.layout.center(of: 0))
    trace.add(.moved, Self.layout.center(of: 1))
    for sample in trace.samples { recognizer.handle(sample) { _ in } }
    #expect(collect { recognizer.cancel(emit: $0) } == [.cancelled])
    let ended = TouchSample(location: Self.layout.center(of: 2), time: 1, phase: .ended)
    #expect(recognizer.handle(ended).isEmpty)
  }

  @Test("One input at a time: keys are ignored while a finger is down; a touch cancels keys")
  func oneInputAtATime() {
    var recognizer = PatternRecognizer(layout: Self.layout)
    let center = Self.layout.center(of:)
    _ = recognizer.handle(TouchSample(location: center(0), time: 0, phase: .began))
    #expect(collect { recognizer.select(node: 8, emit: $0) }.isEmpty)
    #expect(collect { recognizer.submit(emit: $0) }.isEmpty)
    _ = recognizer.handle(TouchSample(location: center(0), time: 0.1, phase: .ended))

    var (keyboard, _) = Self.selecting([6, 7])
    let events = keyboard.handle(TouchSample(location: center(2), time: 1, phase: .began))
    #expect(events == [.cancelled, .nodeSelected(2)])
    #expect(keyboard.trackedPointer == 0 && !keyboard.isKeyboardStroke)
  }

  @Test("A relayout keeps a keyboard stroke on the same grid and cancels it on another")
  func relayout() throws {
    var (recognizer, _) = Self.selecting([0, 1])
    let bigger = try GridLayout(grid: .standard, bounds: Rect(x: 0, y: 0, width: 600, height: 600))
    #expect(collect { recognizer.relayout(bigger, emit: $0) }.isEmpty)
    #expect(recognizer.isKeyboardStroke && recognizer.selectedNodes == [0, 1])
    let other = try GridLayout(
      grid: Grid(rows: 4, columns: 4), bounds: Rect(x: 0, y: 0, width: 600, height: 600))
    #expect(collect { recognizer.relayout(other, emit: $0) } == [.cancelled])
    #expect(!recognizer.isTracking && recognizer.selectedNodes.isEmpty)
  }

  @Test("On a 4×5 grid Space from 0 to 15 adds 5 and 10 between them (gcd rule)")
  func nonSquare() throws {
    let layout = try GridLayout(
      grid: Grid(rows: 4, columns: 5), bounds: Rect(x: 0, y: 0, width: 500, height: 400))
    let (_, events) = Self.selecting([0, 15, 17], layout: layout)
    #expect(events == [0, 5, 10, 15, 16, 17].map(RecognizerEvent.nodeSelected))
  }

  @Test("Selection stops at the rules' maximum length")
  func maximum() {
    let (recognizer, _) = Self.selecting([0, 1, 2, 5, 8], rules: PatternRules(maximumLength: 3))
    #expect(recognizer.selectedNodes == [0, 1, 2])
  }
}

/// The events one call emits, in order.
private func collect(_ body: ((RecognizerEvent) -> Void) -> Void) -> [RecognizerEvent] {
  var events: [RecognizerEvent] = []
  body { events.append($0) }
  return events
}
