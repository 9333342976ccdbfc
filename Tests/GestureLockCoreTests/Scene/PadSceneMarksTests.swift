import GestureLockCore
import TestSupport
import Testing

@Suite("Pad scene: focus ring, annotations and stealth while drawing")
struct PadSceneMarksTests {
  static let view = PadSceneTests.view
  static let layout = PadSceneTests.layout

  static func focusRings(_ scene: Scene, style: PadStyle = .standard) -> [Scene.Circle] {
    PadSceneTests.circles(scene).filter { $0.stroke == style.focus }
  }

  static func labels(_ scene: Scene) -> [Scene.TextLabel] {
    scene.items.compactMap { if case .text(let label) = $0 { label } else { nil } }
  }

  @Test("No focus ring until a key is pressed; then one ring around the focused node, on top")
  func focusRing() throws {
    var pad = PadModel(layout: Self.layout)
    #expect(Self.focusRings(PadScene.build(model: pad, message: nil, viewSize: Self.view)).isEmpty)
    pad.handle(.move(.right), at: 0)
    pad.handle(.move(.down), at: 0)
    let scene = PadScene.build(model: pad, message: "Draw", viewSize: Self.view)
    let rings = Self.focusRings(scene)
    #expect(rings.count == 1)
    let ring = try #require(rings.first)
    #expect(ring.center == Self.layout.center(of: 4))
    #expect(ring.fill == nil)
    #expect(ring.radius > Self.layout.nodeRadius)
    #expect(ring.radius + ring.lineWidth / 2 < Self.layout.pitch / 2)
    #expect(ring.lineWidth == PadStyle.standard.focusWidth(for: Self.layout))
    // Drawn after every node disc, before the message.
    let ringIndex = try #require(
      scene.items.firstIndex { if case .circle(let c) = $0 { c == ring } else { false } })
    let lastDisc = try #require(
      scene.items.lastIndex {
        if case .circle(let c) = $0 { c.radius == Self.layout.nodeRadius } else { false }
      })
    #expect(ringIndex > lastDisc)
    if case .text = scene.items.last {} else { Issue.record("the message is not last") }
  }

  @Test("The focus ring goes away when a finger starts drawing")
  func focusRingHiddenByTouch() {
    var pad = PadModel(layout: Self.layout)
    pad.handle(.move(.right), at: 0)
    _ = pad.handle(TouchSample(location: Self.layout.center(of: 6), time: 1, phase: .began))
    #expect(Self.focusRings(PadScene.build(model: pad, message: nil, viewSize: Self.view)).isEmpty)
  }

  @Test("Stealth mid-stroke: no path, no trailing line, no selected colours; tracking goes on")
  func stealthWhileTracking() {
    func tracking(stealth: Bool) -> PadModel {
      var pad = PadModel(layout: Self.layout, stealth: stealth)
      _ = pad.handle(TouchSample(location: Self.layout.center(of: 0), time: 0, phase: .began))
      _ = pad.handle(TouchSample(location: Self.layout.center(of: 4), time: 0.1, phase: .moved))
      _ = pad.handle(TouchSample(location: Point(x: 290, y: 390), time: 0.2, phase: .moved))
      return pad
    }
    let hidden = tracking(stealth: true)
    let shown = tracking(stealth: false)
    #expect(hidden.selectedNodes == [0, 4, 8])
    #expect(hidden.selectedNodes == shown.selectedNodes)
    #expect(hidden.state == .selected && hidden.isTracking)
    let stealthScene = PadScene.build(model: hidden, message: nil, viewSize: Self.view)
    let plainScene = PadScene.build(model: shown, message: nil, viewSize: Self.view)
    #expect(PadSceneTests.polylines(stealthScene).isEmpty)
    #expect(!PadSceneTests.polylines(plainScene).isEmpty)
    let style = PadStyle.standard
    #expect(
      PadSceneTests.circles(stealthScene).allSatisfy {
        ($0.stroke == nil || $0.stroke == style.node)
          && ($0.fill == nil || $0.fill == style.background || $0.fill == style.node)
      })
    // The stealth frame is the untouched pad's frame.
    let untouched = PadScene.build(
      model: PadModel(layout: Self.layout, stealth: true), message: nil, viewSize: Self.view)
    #expect(stealthScene == untouched)
  }

  @Test("Stealth keeps the error hold invisible too, but still shows the keyboard focus")
  func stealthErrorAndFocus() {
    var pad = PadModel(layout: Self.layout, stealth: true)
    for command: KeyCommand in [.select, .move(.right), .select, .submit] {
      pad.handle(command, at: 0)
    }
    #expect(pad.state == .error)
    let scene = PadScene.build(model: pad, message: nil, viewSize: Self.view)
    #expect(PadSceneTests.polylines(scene).isEmpty)
    #expect(PadSceneTests.circles(scene).allSatisfy { $0.stroke != PadStyle.standard.error })
    #expect(Self.focusRings(scene).map(\.center) == [Self.layout.center(of: 1)])
  }

  @Test("Node indices replace the inner dots: one label per node, in the node's colour")
  func nodeIndices() {
    let pad = PadSceneTests.drawn()  // 0-1-2-5, awaiting a verdict.
    let scene = PadScene.build(
      model: pad, message: nil, viewSize: Self.view, annotations: .nodeIndices)
    let labels = Self.labels(scene)
    #expect(labels.map(\.text) == (0..<9).map(String.init))
    #expect(labels.map(\.center) == Self.layout.centers)
    let style = PadStyle.standard
    #expect(
      labels.map(\.color)
        == (0..<9).map { [0, 1, 2, 5].contains($0) ? style.selected : style.node })
    #expect(labels.allSatisfy { $0.fontSize > 0 && $0.fontSize < Self.layout.nodeRadius * 2 })
    let dots = PadSceneTests.circles(scene).filter { $0.radius < Self.layout.nodeRadius }
    #expect(dots.isEmpty)
    #expect(PadSceneTests.polylines(scene).count == 1)  // No arrowheads unless asked.
  }

  @Test("Direction marks: one arrowhead per segment, between the nodes, pointing forward")
  func direction() throws {
    let pad = PadSceneTests.drawn()  // 0-1-2-5
    let scene = PadScene.build(
      model: pad, message: nil, viewSize: Self.view, annotations: .direction)
    let lines = PadSceneTests.polylines(scene)
    #expect(lines.count == 1 + 3)
    #expect(Self.labels(scene).isEmpty)
    let layout = Self.layout
    for (arrow, (from, to)) in zip(lines.dropFirst(), [(0, 1), (1, 2), (2, 5)]) {
      #expect(arrow.points.count == 3)
      #expect(arrow.color == PadStyle.standard.selected)
      let start = layout.center(of: from)
      let end = layout.center(of: to)
      let tip = arrow.points[1]
      let barbs = Point(
        x: (arrow.points[0].x + arrow.points[2].x) / 2,
        y: (arrow.points[0].y + arrow.points[2].y) / 2)
      // The tip is ahead of the barbs in the direction of travel.
      let forward = (tip.x - barbs.x) * (end.x - start.x) + (tip.y - barbs.y) * (end.y - start.y)
      #expect(forward > 0)
      // Every point lies in the gap between the two discs.
      for point in arrow.points {
        #expect(distance(point, start) > layout.nodeRadius)
        #expect(distance(point, end) > layout.nodeRadius)
      }
    }
  }

  @Test("Free route: the arrowhead of a move over a node sits before that node, not under it")
  func directionOverNode() throws {
    var pad = PadModel(layout: Self.layout, rules: PatternRules(route: .free))
    for command: KeyCommand in [
      .select, .move(.right), .move(.right), .select, .move(.down), .select, .move(.down),
      .select, .submit,
    ] {
      pad.handle(command, at: 0)
    }
    #expect(pad.selectedNodes == [0, 2, 5, 8])
    let scene = PadScene.build(model: pad, message: nil, viewSize: Self.view, annotations: .all)
    let arrow = try #require(PadSceneTests.polylines(scene).dropFirst().first)
    let node1 = Self.layout.center(of: 1)
    #expect(arrow.points.allSatisfy { distance($0, node1) > Self.layout.nodeRadius })
    #expect(arrow.points.allSatisfy { $0.x < node1.x })
  }

  @Test("Annotations follow any grid: a 4×5 pad gets 20 labels and arrowheads on 3×4 too")
  func otherGrids() throws {
    for grid in [try Grid(rows: 4, columns: 5), try Grid(rows: 3, columns: 4)] {
      let view = Size(width: 400, height: 300)
      let layout = try GridLayout(grid: grid, bounds: Rect(origin: .zero, size: view))
      var pad = PadModel(layout: layout)
      for command: KeyCommand in [.select, .move(.down), .move(.right), .select, .move(.right)] {
        pad.handle(command, at: 0)
      }
      pad.handle(.select, at: 0)
      let scene = PadScene.build(model: pad, message: nil, viewSize: view, annotations: .all)
      #expect(Self.labels(scene).count == grid.count)
      #expect(PadSceneTests.polylines(scene).count == 1 + 2)
    }
  }
}

private func distance(_ a: Point, _ b: Point) -> Double {
  ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}
