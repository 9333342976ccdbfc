import GestureLockCore
import TestSupport
import Testing

@Suite("Pattern recogniser with hostile input")
struct HostileInputTests {
  static let layout = try! GridLayout(
    grid: .standard, bounds: Rect(x: 0, y: 0, width: 300, height: 300))

  struct BadValue: Sendable, CustomTestStringConvertible {
    let name: String
    let value: Double
    var testDescription: String { name }
    static let all = [
      BadValue(name: "NaN", value: .nan), BadValue(name: "+infinity", value: .infinity),
      BadValue(name: "-infinity", value: -.infinity),
      BadValue(name: "signalling NaN", value: .signalingNaN),
    ]
  }

  @Test("Non-finite coordinates or times are ignored samples", arguments: BadValue.all)
  func nonFinite(_ bad: BadValue) {
    let layout = HostileInputTests.layout
    let start = layout.center(of: 0)
    let end = layout.center(of: 8)
    let poisoned = [
      TouchSample(location: Point(x: bad.value, y: 30), time: 0, phase: .moved),
      TouchSample(location: Point(x: 30, y: bad.value), time: 0, phase: .moved),
      TouchSample(location: start, time: bad.value, phase: .moved),
      TouchSample(location: Point(x: bad.value, y: bad.value), time: 0, phase: .ended),
      TouchSample(location: Point(x: bad.value, y: 0), time: 0, phase: .cancelled),
      TouchSample(location: Point(x: bad.value, y: 0), time: 0, phase: .began),
    ]
    var recognizer = PatternRecognizer(layout: layout)
    // Before any stroke: a poisoned `began` does not start one.
    for sample in poisoned { #expect(recognizer.handle(sample).isEmpty) }
    #expect(!recognizer.isTracking)

    var events = recognizer.handle(TouchSample(location: start, time: 1, phase: .began))
    for sample in poisoned { events += recognizer.handle(sample) }
    events += recognizer.handle(TouchSample(location: end, time: 2, phase: .moved))
    #expect(events == [.nodeSelected(0), .nodeSelected(4), .nodeSelected(8)])
    #expect(recognizer.isTracking)
    #expect(recognizer.trailingPoint == end)
  }

  struct FarSegment: Sendable, CustomTestStringConvertible {
    let name: String
    let from: Point
    let to: Point
    let selected: [Int]
    var testDescription: String { name }

    static let max = Double.greatestFiniteMagnitude
    static let all = [
      FarSegment(
        name: "From node 3 to x = 1e300 along the middle row",
        from: Point(x: 30, y: 150), to: Point(x: 1e300, y: 150), selected: [3, 4, 5]),
      FarSegment(
        name: "From x = -1e300 to node 5 along the middle row",
        from: Point(x: -1e300, y: 150), to: Point(x: 270, y: 150), selected: [3, 4, 5]),
      FarSegment(
        name: "From -max to +max along the middle row",
        from: Point(x: -max, y: 150), to: Point(x: max, y: 150), selected: [3, 4, 5]),
      FarSegment(
        name: "From +max to -max along the middle column, upwards",
        from: Point(x: 150, y: max), to: Point(x: 150, y: -max), selected: [7, 4, 1]),
      FarSegment(
        name: "Down the main diagonal from (-1e12, -1e12) to (1e12, 1e12)",
        from: Point(x: -1e12 + 30, y: -1e12 + 30), to: Point(x: 1e12, y: 1e12),
        selected: [0, 4, 8]),
      FarSegment(
        name: "From node 0 towards (1e300, 1e299): slope 0.1 crosses the top row",
        from: Point(x: 30, y: 30), to: Point(x: 1e300, y: 1e299), selected: [0, 1, 2]),
      FarSegment(
        name: "Between two far corners, passing far from the grid",
        from: Point(x: -max, y: -max), to: Point(x: -max, y: max), selected: []),
      FarSegment(
        name: "A diagonal 1e249 off the grid, with ends at ±1e250",
        from: Point(x: -1e250, y: -1e250 + 1e249), to: Point(x: 1e250, y: 1e250 + 1e249),
        selected: []),
      FarSegment(
        name: "A single far point", from: Point(x: 1e300, y: -1e300),
        to: Point(x: 1e300, y: -1e300), selected: []),
    ]
  }

  @Test(
    "Huge coordinates neither overflow nor lose the segment's direction", arguments: FarSegment.all)
  func hugeCoordinates(_ segment: FarSegment) {
    var recognizer = PatternRecognizer(layout: HostileInputTests.layout)
    var events = recognizer.handle(TouchSample(location: segment.from, time: 0, phase: .began))
    events += recognizer.handle(TouchSample(location: segment.to, time: 1, phase: .moved))
    #expect(events == segment.selected.map(RecognizerEvent.nodeSelected))
  }

  @Test("Random huge, tiny and ordinary coordinates never crash and only select valid nodes")
  func randomExtremes() throws {
    var random = SplitMix64(seed: 0x6c6f_636b)
    let magnitudes: [Double] = [
      0, 1e-300, 1, 100, 1e6, 1e15, 1e100, 1e300, .greatestFiniteMagnitude,
    ]
    for rows in [2, 3, 9] {
      let grid = try Grid(rows: rows, columns: 3)
      let layout = try GridLayout(grid: grid, bounds: Rect(x: 0, y: 0, width: 300, height: 500))
      var recognizer = PatternRecognizer(layout: layout, rules: PatternRules(minimumLength: 1))
      for round in 0..<2_000 {
        func coordinate() -> Double {
          let magnitude = magnitudes.randomElement(using: &random)!
          return Double.random(in: -1...1, using: &random) * magnitude
            + (Bool.random(using: &random) ? 150 : 0)
        }
        let phase: TouchSample.Phase = round % 7 == 0 ? .began : (round % 7 == 6 ? .ended : .moved)
        recognizer.handle(
          TouchSample(location: Point(x: coordinate(), y: coordinate()), time: 0, phase: phase)
        ) { event in
          switch event {
          case .nodeSelected(let node): #expect(grid.indices.contains(node))
          case .completed(let pattern):
            #expect(throws: Never.self) { try Pattern(nodes: pattern.nodes, on: grid) }
          case .tooShort, .cancelled: break
          }
        }
      }
    }
  }

  @Test("A million samples in one stroke are handled, and the selection stays bounded")
  func millionSamples() {
    let layout = HostileInputTests.layout
    var recognizer = PatternRecognizer(layout: layout)
    var selections = 0
    recognizer.handle(TouchSample(location: layout.center(of: 4), time: 0, phase: .began)) { _ in
      selections += 1
    }
    for index in 1...1_000_000 {
      // Wander across the whole view and well beyond it.
      let x = Double(index % 701) - 200
      let y = Double((index * 7) % 709) - 200
      let sample = TouchSample(location: Point(x: x, y: y), time: Double(index), phase: .moved)
      recognizer.handle(sample) { _ in selections += 1 }
    }
    #expect(selections == 9)
    #expect(Set(recognizer.selectedNodes) == Set(0..<9))
  }
}
