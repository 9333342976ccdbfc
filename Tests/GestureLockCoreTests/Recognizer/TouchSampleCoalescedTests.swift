import GestureLockCore
import Testing

/// A delivered touch and its coalesced touches as samples (issue 16, `GestureLockView`).
@Suite("Coalesced touches")
struct TouchSampleCoalescedTests {
  static let points: [(location: Point, time: Double)] = [
    (Point(x: 10, y: 10), 1.000), (Point(x: 14, y: 12), 1.004), (Point(x: 20, y: 15), 1.008),
  ]

  @Test("Began starts at the first point; moved moves through all; ended ends at the last")
  func phases() {
    #expect(
      TouchSample.coalesced(Self.points, phase: .began).map(\.phase) == [.began, .moved, .moved])
    #expect(
      TouchSample.coalesced(Self.points, phase: .moved).map(\.phase) == [.moved, .moved, .moved])
    #expect(
      TouchSample.coalesced(Self.points, phase: .ended).map(\.phase) == [.moved, .moved, .ended])
    #expect(
      TouchSample.coalesced(Self.points, phase: .cancelled).map(\.phase)
        == [.moved, .moved, .cancelled])
    #expect(TouchSample.coalesced([], phase: .ended).isEmpty)
  }

  @Test("Locations, times and the pointer are kept, in order")
  func values() {
    let samples = TouchSample.coalesced(Self.points, phase: .moved, pointer: 3)
    #expect(samples.map(\.location) == Self.points.map(\.location))
    #expect(samples.map(\.time) == [1.000, 1.004, 1.008])
    #expect(samples.allSatisfy { $0.pointer == 3 })
  }

  @Test("A fast swipe delivered as one coalesced move selects every node it crosses")
  func coalescedSwipe() throws {
    let bounds = Rect(origin: .zero, size: Size(width: 300, height: 300))
    var pad = PadModel(layout: try GridLayout(grid: .standard, bounds: bounds))
    let layout = pad.layout
    let a = layout.center(of: 0)
    let b = layout.center(of: 1)
    let c = layout.center(of: 2)
    let d = layout.center(of: 8)
    var events = pad.handle(TouchSample(location: a, time: 0, phase: .began))
    for sample in TouchSample.coalesced([(b, 0.004), (c, 0.008), (d, 0.012)], phase: .ended) {
      events += pad.handle(sample)
    }
    // 2 → 8 passes through 5: the skipped-node rule adds it.
    #expect(events.filter { if case .nodeSelected = $0 { true } else { false } }.count == 5)
    #expect(events.contains(.completed(try Pattern(parsing: "0-1-2-5-8", on: .standard))))
  }
}
