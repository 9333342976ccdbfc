import GestureLockCore
import TestSupport
import Testing

@Suite("Pad model")
struct PadModelTests {
  static let layout = try! GridLayout(
    grid: .standard, bounds: Rect(x: 0, y: 0, width: 300, height: 300))

  /// A pad plus a manual clock; samples are stamped with the clock's time.
  struct Harness {
    var pad: PadModel
    var clock = ManualClock()
    var layout: GridLayout { pad.layout }

    init(pad: PadModel = PadModel(layout: PadModelTests.layout)) { self.pad = pad }

    mutating func send(_ phase: TouchSample.Phase, node: Int, pointer: Int = 0) -> [PadEvent] {
      pad.handle(
        TouchSample(
          location: layout.center(of: node), time: clock.now, phase: phase, pointer: pointer))
    }

    /// Draws `nodes` as one stroke, 0.05 s per sample; returns every event.
    @discardableResult
    mutating func draw(_ nodes: [Int], pointer: Int = 0) -> [PadEvent] {
      var events = send(.began, node: nodes[0], pointer: pointer)
      for node in nodes.dropFirst() {
        clock.advance(by: 0.05)
        events += send(.moved, node: node, pointer: pointer)
      }
      clock.advance(by: 0.05)
      events += send(.ended, node: nodes[nodes.count - 1], pointer: pointer)
      return events
    }
  }

  static func completedPattern(_ events: [PadEvent]) -> Pattern? {
    for case .completed(let pattern) in events { return pattern }
    return nil
  }

  @Test("Drawing a pattern selects nodes, then awaits a verdict with the path kept")
  func drawAndAwait() {
    var harness = Harness()
    let events = harness.draw([0, 1, 2, 5])
    let pattern = try? Pattern(parsing: "0-1-2-5", on: .standard)
    #expect(
      events == [
        .nodeSelected(0), .stateChanged(.selected), .nodeSelected(1), .nodeSelected(2),
        .nodeSelected(5), .completed(pattern!),
      ])
    #expect(harness.pad.isAwaitingVerdict)
    #expect(harness.pad.state == .selected)
    #expect(harness.pad.selectedNodes == [0, 1, 2, 5])
    #expect(harness.pad.attempt == 1)
    #expect(harness.pad.nextDeadline == nil)
  }

  @Test("A wrong pattern shows red for 1.0 s with the path, then the pad resets")
  func errorHold() {
    var harness = Harness()
    harness.draw([0, 1, 2, 5])
    let start = harness.clock.now
    #expect(harness.pad.showError(at: start) == [.stateChanged(.error)])
    #expect(harness.pad.nextDeadline == start + 1.0)
    #expect(harness.pad.selectedNodes == [0, 1, 2, 5])

    #expect(harness.pad.advance(to: start + 0.999).isEmpty)
    #expect(harness.pad.state == .error)
    #expect(harness.pad.advance(to: start + 1.0) == [.stateChanged(.normal)])
    #expect(harness.pad.state == .normal)
    #expect(harness.pad.selectedNodes.isEmpty)
    #expect(harness.pad.nextDeadline == nil)
    #expect(harness.pad.acceptsNewStroke)
  }

  @Test("A stroke that begins during the hold is ignored as a whole, also after the hold ends")
  func strokeDuringHold() {
    var harness = Harness()
    harness.draw([0, 1, 2, 5])
    let start = harness.clock.now
    harness.pad.showError(at: start)  // Red until start + 1.0.
    harness.clock.advance(by: 0.5)
    #expect(harness.send(.began, node: 6).isEmpty)
    #expect(!harness.pad.acceptsNewStroke)
    harness.clock.advance(by: 0.2)
    #expect(harness.send(.moved, node: 7).isEmpty)
    harness.clock.advance(by: 0.5)  // start + 1.2: the hold has ended.
    #expect(harness.send(.moved, node: 8) == [.stateChanged(.normal)])
    harness.clock.advance(by: 0.1)
    #expect(harness.send(.moved, node: 4).isEmpty)
    #expect(harness.send(.moved, node: 0).isEmpty)
    #expect(harness.send(.ended, node: 0).isEmpty)
    #expect(harness.pad.state == .normal)
    #expect(harness.pad.selectedNodes.isEmpty)
    #expect(harness.pad.attempt == 1)

    // The next stroke, begun after the hold, is tracked normally.
    harness.clock.advance(by: 0.5)
    let events = harness.draw([6, 7, 8, 5])
    #expect(PadModelTests.completedPattern(events)?.nodes == [6, 7, 8, 5])
    #expect(harness.pad.attempt == 2)
  }

  @Test("A second finger during an ignored stroke is ignored too")
  func secondFingerDuringIgnoredStroke() {
    var harness = Harness()
    harness.draw([0, 1, 2, 5])
    harness.pad.showError(at: harness.clock.now)
    #expect(harness.send(.began, node: 6, pointer: 0).isEmpty)
    harness.clock.advance(by: 2)
    _ = harness.pad.advance(to: harness.clock.now)
    #expect(harness.send(.began, node: 3, pointer: 1).isEmpty)
    #expect(harness.send(.moved, node: 4, pointer: 1).isEmpty)
    #expect(harness.send(.ended, node: 6, pointer: 0).isEmpty)
    #expect(harness.pad.acceptsNewStroke)
  }

  @Test("A stroke that begins exactly when the hold ends is tracked")
  func strokeAtDeadline() {
    var harness = Harness()
    harness.draw([0, 1, 2, 5])
    harness.pad.showError(at: 10)
    harness.clock = ManualClock(start: 11)
    #expect(
      harness.send(.began, node: 4) == [
        .stateChanged(.normal), .nodeSelected(4), .stateChanged(.selected),
      ])
  }

  @Test("A new stroke while a verdict is awaited is ignored")
  func strokeWhileAwaitingVerdict() {
    var harness = Harness()
    harness.draw([0, 1, 2, 5])
    harness.clock.advance(by: 5)
    #expect(harness.draw([6, 7, 8, 4]).isEmpty)
    #expect(harness.pad.selectedNodes == [0, 1, 2, 5])
    #expect(harness.pad.isAwaitingVerdict)
  }

  @Test("The hold for attempt 1 never clears or cuts attempt 2")
  func generations() {
    var harness = Harness()
    harness.draw([0, 1, 2, 5])
    let first = harness.pad.attempt
    harness.pad.showError(at: harness.clock.now)  // Hold until now + 1.0.
    let deadline = harness.pad.nextDeadline!
    harness.clock.advance(by: 0.3)
    harness.pad.reset()  // The host resets early (say, the user tapped "retry").
    harness.clock.advance(by: 0.1)
    _ = harness.send(.began, node: 6)
    _ = harness.send(.moved, node: 7)
    #expect(harness.pad.attempt == first + 1)

    // Attempt 1's deadline passes: attempt 2 is untouched.
    #expect(harness.pad.advance(to: deadline).isEmpty)
    #expect(harness.pad.advance(to: deadline + 5).isEmpty)
    #expect(harness.pad.isTracking)
    #expect(harness.pad.selectedNodes == [6, 7])
    // A late verdict for attempt 1 is ignored, before and after attempt 2 completes.
    #expect(harness.pad.showError(at: deadline + 5, attempt: first).isEmpty)
    _ = harness.send(.moved, node: 8)
    let events = harness.send(.ended, node: 5)
    #expect(PadModelTests.completedPattern(events)?.nodes == [6, 7, 8, 5])
    #expect(harness.pad.showError(at: deadline + 6, attempt: first).isEmpty)
    #expect(harness.pad.isAwaitingVerdict)
    #expect(
      harness.pad.showSuccess(at: deadline + 6, attempt: first + 1) == [.stateChanged(.normal)])
  }

  @Test("Relayout mid-stroke cancels it without submitting anything")
  func relayoutCancels() throws {
    var harness = Harness()
    _ = harness.send(.began, node: 0)
    _ = harness.send(.moved, node: 1)
    let bigger = try GridLayout(grid: .standard, bounds: Rect(x: 0, y: 0, width: 600, height: 600))
    #expect(harness.pad.relayout(bigger) == [.cancelled, .stateChanged(.normal)])
    #expect(!harness.pad.isTracking)
    #expect(harness.pad.selectedNodes.isEmpty)
    // The rest of the old stroke is ignored.
    #expect(harness.send(.moved, node: 2).isEmpty)
    #expect(harness.send(.ended, node: 5).isEmpty)
    #expect(harness.pad.layout == bigger)
  }

  @Test("Relayout during a hold keeps the path on the same grid")
  func relayoutDuringHold() throws {
    var harness = Harness()
    harness.draw([0, 1, 2, 5])
    harness.pad.showError(at: 0)
    let bigger = try GridLayout(grid: .standard, bounds: Rect(x: 0, y: 0, width: 600, height: 600))
    #expect(harness.pad.relayout(bigger).isEmpty)
    #expect(harness.pad.state == .error)
    #expect(harness.pad.selectedNodes == [0, 1, 2, 5])
    #expect(harness.pad.nextDeadline == 1.0)
  }

  @Test("A too-short stroke enters the error hold by itself")
  func tooShort() {
    var harness = Harness()
    let events = harness.draw([0, 1])
    #expect(
      events == [
        .nodeSelected(0), .stateChanged(.selected), .nodeSelected(1), .tooShort(length: 2),
        .stateChanged(.error),
      ])
    #expect(harness.pad.selectedNodes == [0, 1])
    #expect(harness.pad.nextDeadline == harness.clock.now + 1.0)
    #expect(!harness.pad.isAwaitingVerdict)
    #expect(harness.pad.advance(to: harness.clock.now + 1.0) == [.stateChanged(.normal)])
  }

  @Test("Cancel returns the pad to normal and submits nothing")
  func cancel() {
    var harness = Harness()
    _ = harness.send(.began, node: 0)
    _ = harness.send(.moved, node: 4)
    #expect(harness.send(.cancelled, node: 4) == [.cancelled, .stateChanged(.normal)])
    #expect(harness.pad.acceptsNewStroke)
    #expect(harness.pad.nextDeadline == nil)
  }

  @Test("nextDeadline follows the holds: error, success hold, instant success, infinite hold")
  func deadlines() {
    var harness = Harness(
      pad: PadModel(layout: PadModelTests.layout, errorHold: 2.5, successHold: 0.5))
    #expect(harness.pad.nextDeadline == nil)
    harness.draw([0, 1, 2, 5])
    harness.pad.showError(at: 100)
    #expect(harness.pad.nextDeadline == 102.5)
    harness.pad.reset()
    #expect(harness.pad.nextDeadline == nil)

    harness.clock = ManualClock(start: 200)
    harness.draw([0, 1, 2, 5])
    #expect(harness.pad.showSuccess(at: 200.5) == [.stateChanged(.success)])
    #expect(harness.pad.nextDeadline == 201)
    #expect(harness.pad.advance(to: 201) == [.stateChanged(.normal)])

    harness.pad.successHold = 0
    harness.clock = ManualClock(start: 300)
    harness.draw([0, 1, 2, 5])
    #expect(harness.pad.showSuccess(at: 300.5) == [.stateChanged(.normal)])
    #expect(harness.pad.nextDeadline == nil)
    #expect(harness.pad.selectedNodes.isEmpty)

    harness.pad.errorHold = .infinity
    harness.draw([0, 1, 2, 5])
    #expect(harness.pad.showError(at: 301) == [.stateChanged(.error)])
    #expect(harness.pad.nextDeadline == nil)
    #expect(harness.pad.advance(to: 1e12).isEmpty)
    #expect(harness.pad.reset() == [.stateChanged(.normal)])
  }

  @Test("A verdict without a completed pattern changes nothing")
  func verdictWithoutPattern() {
    var harness = Harness()
    #expect(harness.pad.showError(at: 0).isEmpty)
    _ = harness.send(.began, node: 0)
    #expect(harness.pad.showError(at: 0).isEmpty)
    #expect(harness.pad.isTracking)
    #expect(harness.pad.state == .selected)
  }

  @Test("Reset during a stroke cancels it")
  func resetDuringStroke() {
    var harness = Harness()
    _ = harness.send(.began, node: 0)
    #expect(harness.pad.reset() == [.cancelled, .stateChanged(.normal)])
    #expect(harness.send(.ended, node: 1).isEmpty)
  }

  @Test("Stealth changes nothing about tracking or events")
  func stealth() {
    var plain = Harness()
    var stealthy = Harness(pad: PadModel(layout: PadModelTests.layout, stealth: true))
    #expect(plain.draw([2, 4, 6, 7]) == stealthy.draw([2, 4, 6, 7]))
    #expect(stealthy.pad.selectedNodes == [2, 4, 6, 7])
  }

  @Test("Non-finite sample times are ignored and do not expire holds")
  func nonFiniteTimes() {
    var harness = Harness()
    harness.draw([0, 1, 2, 5])
    harness.pad.showError(at: 0)
    let sample = TouchSample(location: harness.layout.center(of: 0), time: .infinity, phase: .began)
    #expect(harness.pad.handle(sample).isEmpty)
    #expect(harness.pad.advance(to: .nan).isEmpty)
    #expect(harness.pad.state == .error)
    #expect(harness.pad.acceptsNewStroke == false)
  }
}
