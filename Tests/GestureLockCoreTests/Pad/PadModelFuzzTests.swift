import GestureLockCore
import TestSupport
import Testing

@Suite("Pad model under random input")
struct PadModelFuzzTests {
  @Test("Random samples, verdicts, resets and relayouts keep the pad consistent", arguments: 1...4)
  func invariants(seed: Int) throws {
    var random = SplitMix64(seed: UInt64(seed))
    let sizes = [Size(width: 300, height: 300), Size(width: 400, height: 200), .zero]
    let layouts = try sizes.map {
      try GridLayout(grid: .standard, bounds: Rect(origin: .zero, size: $0))
    }
    var pad = PadModel(layout: layouts[0], errorHold: 0.5, successHold: 0.25)
    var now = 0.0
    let special: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300]
    for _ in 0..<20_000 {
      now += Double.random(in: 0...0.1, using: &random)
      var events: [PadEvent] = []
      switch Int.random(in: 0..<100, using: &random) {
      case 0..<90:
        let phases: [TouchSample.Phase] = [
          .began, .moved, .moved, .moved, .moved, .ended, .cancelled,
        ]
        var x = Double.random(in: -50...450, using: &random)
        let y = Double.random(in: -50...350, using: &random)
        if Int.random(in: 0..<50, using: &random) == 0 {
          x = special.randomElement(using: &random)!
        }
        events = pad.handle(
          TouchSample(
            location: Point(x: x, y: y), time: now, phase: phases.randomElement(using: &random)!,
            pointer: Int.random(in: 0..<10, using: &random) == 0 ? 1 : 0))
      case 90..<94: events = pad.showError(at: now)
      case 94..<97: events = pad.showSuccess(at: now)
      case 97..<98: events = pad.reset()
      case 98..<99: events = pad.relayout(layouts.randomElement(using: &random)!)
      default: events = pad.advance(to: now)
      }
      for case .nodeSelected(let node) in events { #expect(Grid.standard.indices.contains(node)) }
      if events.contains(where: { if case .completed = $0 { true } else { false } }) {
        #expect(pad.isAwaitingVerdict)
      }
      #expect((pad.state == .normal) == pad.selectedNodes.isEmpty)
      if pad.nextDeadline != nil { #expect(pad.state == .error || pad.state == .success) }
      if pad.isAwaitingVerdict { #expect(pad.state == .selected && !pad.isTracking) }
      if pad.isTracking { #expect(pad.state == .normal || pad.state == .selected) }
      #expect(Set(pad.selectedNodes).count == pad.selectedNodes.count)
    }
  }
}
