import GestureLockCore
import TestSupport
import Testing

@Suite("Pad model keyboard operation")
struct PadModelKeyboardTests {
  /// A pad on a 3×3 grid in a 300×300 view plus a manual clock.
  struct Harness {
    var pad: PadModel
    var clock = ManualClock()

    init(pad: PadModel = PadModel(layout: PadModelTests.layout)) { self.pad = pad }

    /// Presses each key 0.05 s apart; returns every event.
    @discardableResult
    mutating func press(_ commands: KeyCommand...) -> [PadEvent] {
      var events: [PadEvent] = []
      for command in commands {
        clock.advance(by: 0.05)
        events += pad.handle(command, at: clock.now)
      }
      return events
    }
  }

  @Test("The focus ring starts on node 0, hidden, and arrow keys move it, stopping at edges")
  func focusMoves() {
    var harness = Harness()
    #expect(harness.pad.focusedNode == 0)
    #expect(!harness.pad.showsFocusRing)
    #expect(harness.press(.move(.up), .move(.left)).isEmpty)
    #expect(harness.pad.focusedNode == 0)
    #expect(harness.pad.showsFocusRing)
    harness.press(.move(.right), .move(.right), .move(.right), .move(.down))
    #expect(harness.pad.focusedNode == 5)
    harness.press(.move(.down), .move(.down), .move(.left))
    #expect(harness.pad.focusedNode == 7)
    #expect(harness.pad.state == .normal)
    #expect(harness.pad.attempt == 0)
  }

  @Test("Space on 0, then on 2, selects 1 on the way (skipped-node rule); Return submits 0-1-2-5")
  func skipRuleBySpace() throws {
    var harness = Harness()
    var events = harness.press(.select, .move(.right), .move(.right), .select)
    #expect(
      events == [
        .nodeSelected(0), .stateChanged(.selected), .nodeSelected(1), .nodeSelected(2),
      ])
    #expect(harness.pad.attempt == 1)
    events = harness.press(.move(.down), .select, .submit)
    let expected = try Pattern(parsing: "0-1-2-5", on: .standard)
    #expect(events == [.nodeSelected(5), .completed(expected)])
    #expect(harness.pad.isAwaitingVerdict)
    #expect(harness.pad.selectedNodes == [0, 1, 2, 5])
  }

  @Test("Return with fewer than 4 nodes is too short: the error hold, nothing submitted")
  func tooShortByReturn() {
    var harness = Harness()
    harness.press(.select, .move(.down))
    let events = harness.press(.select, .submit)
    #expect(events == [.nodeSelected(3), .tooShort(length: 2), .stateChanged(.error)])
    #expect(!harness.pad.isAwaitingVerdict)
    #expect(harness.pad.nextDeadline == harness.clock.now + 1.0)
  }

  @Test("Escape cancels the keyboard stroke: back to normal, nothing submitted, focus on 0")
  func escapeCancels() {
    var harness = Harness()
    harness.press(.move(.right), .select, .move(.down), .select)
    #expect(harness.pad.focusedNode == 4)
    #expect(harness.press(.cancel) == [.cancelled, .stateChanged(.normal)])
    #expect(harness.pad.selectedNodes.isEmpty)
    #expect(harness.pad.focusedNode == 0)
    #expect(harness.pad.acceptsNewStroke)
    #expect(harness.press(.submit).isEmpty)
    #expect(harness.press(.cancel).isEmpty)
  }

  @Test("Escape cancels a finger's stroke too, and the rest of that stroke is ignored")
  func escapeCancelsTouch() {
    var harness = Harness()
    let layout = harness.pad.layout
    _ = harness.pad.handle(TouchSample(location: layout.center(of: 0), time: 0, phase: .began))
    _ = harness.pad.handle(TouchSample(location: layout.center(of: 1), time: 0.1, phase: .moved))
    #expect(harness.press(.cancel) == [.cancelled, .stateChanged(.normal)])
    #expect(
      harness.pad.handle(TouchSample(location: layout.center(of: 2), time: 0.5, phase: .ended))
        .isEmpty)
  }

  @Test("The focus returns to node 0 at each new attempt: after a verdict and after too short")
  func focusResetsPerAttempt() {
    var harness = Harness()
    harness.press(.move(.down), .move(.down), .select, .move(.right), .select, .move(.right))
    harness.press(.select, .move(.up), .select, .submit)
    #expect(harness.pad.focusedNode == 5)
    #expect(harness.pad.isAwaitingVerdict)
    harness.pad.showError(at: harness.clock.now)
    #expect(harness.pad.focusedNode == 5)  // Kept while the error shows.
    harness.clock.advance(by: 1.0)
    harness.pad.advance(to: harness.clock.now)
    #expect(harness.pad.focusedNode == 0)
    #expect(harness.pad.showsFocusRing)

    harness.press(.move(.right), .select, .submit)  // Too short.
    #expect(harness.pad.state == .error)
    #expect(harness.pad.focusedNode == 1)
    harness.clock.advance(by: 1.0)
    harness.press(.select)  // The hold expires first; Space then selects node 0.
    #expect(harness.pad.selectedNodes == [0])
  }

  @Test("Keys during an error hold or an awaited verdict are ignored, focus included")
  func keysDuringHoldIgnored() {
    var harness = Harness()
    harness.press(.select, .move(.right), .select, .move(.right), .select, .move(.down))
    harness.press(.select, .submit)
    #expect(harness.pad.isAwaitingVerdict)
    #expect(harness.press(.move(.left), .select, .cancel, .submit).isEmpty)
    #expect(harness.pad.focusedNode == 5)
    harness.pad.showError(at: harness.clock.now)
    let deadline = harness.clock.now + 1.0
    #expect(harness.press(.move(.left), .move(.down), .select, .cancel, .submit).isEmpty)
    #expect(harness.pad.focusedNode == 5)
    #expect(harness.pad.selectedNodes == [0, 1, 2, 5])
    #expect(harness.pad.state == .error)
    #expect(harness.pad.nextDeadline == deadline)
    #expect(harness.pad.attempt == 1)
  }

  @Test("Keys are ignored while a finger draws, except moving the ring and Escape")
  func keysDuringTouch() {
    var harness = Harness()
    let layout = harness.pad.layout
    _ = harness.pad.handle(TouchSample(location: layout.center(of: 4), time: 0, phase: .began))
    #expect(!harness.pad.showsFocusRing)
    #expect(harness.press(.move(.right), .select, .submit).isEmpty)
    #expect(harness.pad.focusedNode == 1)
    #expect(harness.pad.selectedNodes == [4])
    #expect(harness.pad.isTracking)
  }

  @Test("A touch stroke hides the focus ring; the next key press shows it again")
  func ringFollowsTheInput() {
    var harness = Harness()
    harness.press(.move(.right))
    #expect(harness.pad.showsFocusRing)
    let layout = harness.pad.layout
    _ = harness.pad.handle(TouchSample(location: layout.center(of: 0), time: 1, phase: .began))
    #expect(!harness.pad.showsFocusRing)
    _ = harness.pad.handle(TouchSample(location: layout.center(of: 0), time: 1.1, phase: .ended))
    harness.clock = ManualClock(start: 5)
    harness.press(.move(.down))
    #expect(harness.pad.showsFocusRing)
  }

  @Test("hideFocusRing hides the ring until the next key, keeping the focused node")
  func hideFocusRing() {
    var harness = Harness()
    harness.press(.move(.down))
    harness.pad.hideFocusRing()
    #expect(!harness.pad.showsFocusRing && harness.pad.focusedNode == 3)
    harness.press(.move(.right))
    #expect(harness.pad.showsFocusRing && harness.pad.focusedNode == 4)
  }

  @Test("A touch that begins during a keyboard stroke cancels it and starts its own attempt")
  func touchTakesOver() {
    var harness = Harness()
    harness.press(.select, .move(.right), .select)
    let layout = harness.pad.layout
    let events = harness.pad.handle(
      TouchSample(location: layout.center(of: 8), time: harness.clock.now, phase: .began))
    #expect(
      events == [.cancelled, .stateChanged(.normal), .nodeSelected(8), .stateChanged(.selected)])
    #expect(harness.pad.attempt == 2)
  }

  @Test("Keyboard entry follows the pad's rules: free route adds no skipped nodes")
  func freeRoute() throws {
    var harness = Harness(
      pad: PadModel(layout: PadModelTests.layout, rules: PatternRules(route: .free)))
    let events = harness.press(
      .select, .move(.right), .move(.right), .select, .move(.down), .move(.down), .select,
      .move(.left), .move(.left), .select, .submit)
    let expected = try Pattern(parsing: "0-2-8-6", on: .standard, route: .free)
    #expect(events.last == .completed(expected))
  }

  @Test("Non-finite key times are ignored")
  func nonFinite() {
    var pad = PadModel(layout: PadModelTests.layout)
    #expect(pad.handle(.select, at: .nan).isEmpty)
    #expect(pad.handle(.move(.right), at: .infinity).isEmpty)
    #expect(pad.focusedNode == 0 && !pad.showsFocusRing && pad.selectedNodes.isEmpty)
  }
}
