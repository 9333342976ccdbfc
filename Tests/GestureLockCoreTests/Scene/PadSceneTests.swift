import GestureLockCore
import TestSupport
import Testing

@Suite("Pad scene")
struct PadSceneTests {
  static let view = Size(width: 300, height: 400)
  static let layout = try! GridLayout(
    grid: .standard, bounds: Rect(origin: .zero, size: view), insets: PadScene.insets(for: view))

  static func pad(stealth: Bool = false) -> PadModel {
    PadModel(layout: layout, stealth: stealth)
  }

  static func send(
    _ pad: inout PadModel, _ phase: TouchSample.Phase, _ location: Point, at time: Double = 0
  ) {
    _ = pad.handle(TouchSample(location: location, time: time, phase: phase))
  }

  /// A pad with 0-1-2-5 drawn and lifted (awaiting a verdict).
  static func drawn(stealth: Bool = false) -> PadModel {
    var pad = pad(stealth: stealth)
    send(&pad, .began, layout.center(of: 0))
    for node in [1, 2, 5] { send(&pad, .moved, layout.center(of: node)) }
    send(&pad, .ended, layout.center(of: 5))
    return pad
  }

  static func polylines(_ scene: Scene) -> [Scene.Polyline] {
    scene.items.compactMap { if case .polyline(let line) = $0 { line } else { nil } }
  }

  static func circles(_ scene: Scene) -> [Scene.Circle] {
    scene.items.compactMap { if case .circle(let circle) = $0 { circle } else { nil } }
  }

  @Test("The path is listed before every node disc, and node discs hide the path")
  func order() throws {
    let scene = PadScene.build(
      model: PadSceneTests.drawn(), message: "Hi", viewSize: PadSceneTests.view)
    let polyline = try #require(
      scene.items.firstIndex { if case .polyline = $0 { true } else { false } })
    let firstCircle = try #require(
      scene.items.firstIndex { if case .circle = $0 { true } else { false } })
    #expect(polyline < firstCircle)
    // One opaque disc of the node radius per node.
    let discs = PadSceneTests.circles(scene).filter { $0.radius == PadSceneTests.layout.nodeRadius }
    #expect(discs.count == 9)
    #expect(discs.allSatisfy { $0.fill?.alpha == 1 })
    #expect(discs.map(\.center) == PadSceneTests.layout.centers)
    #expect(scene.background == PadStyle.standard.background)
    #expect(scene.size == PadSceneTests.view)
    if case .text(let label) = scene.items.last {
      #expect(label.text == "Hi")
    } else {
      Issue.record("the message is not the last item")
    }
  }

  @Test("The path is exactly rgb(23,171,227) while selected and red in the error state")
  func pathColours() throws {
    var pad = PadSceneTests.drawn()
    let selected = PadSceneTests.polylines(
      PadScene.build(model: pad, message: nil, viewSize: PadSceneTests.view))
    #expect(selected.count == 1)
    #expect(selected.first?.color == Color(rgb8: 23, 171, 227))
    #expect(selected.first?.color.red == 23.0 / 255)
    #expect(selected.first?.points == [0, 1, 2, 5].map(PadSceneTests.layout.center(of:)))

    pad.showError(at: 0)
    let scene = PadScene.build(model: pad, message: "Wrong", viewSize: PadSceneTests.view)
    let error = PadSceneTests.polylines(scene)
    #expect(error.first?.color == PadStyle.standard.error)
    #expect(error.first?.color == Color(rgb8: 235, 64, 52))
    // Path nodes ring in red too; the others stay grey.
    let rings = PadSceneTests.circles(scene).filter { $0.radius == PadSceneTests.layout.nodeRadius }
    #expect(
      rings.map(\.stroke)
        == (0..<9).map {
          [0, 1, 2, 5].contains($0) ? PadStyle.standard.error : PadStyle.standard.node
        })
  }

  @Test("Stealth draws no polyline and only normal nodes")
  func stealth() {
    let scene = PadScene.build(
      model: PadSceneTests.drawn(stealth: true), message: "Draw", viewSize: PadSceneTests.view)
    #expect(PadSceneTests.polylines(scene).isEmpty)
    let normal = PadStyle.standard
    #expect(
      PadSceneTests.circles(scene).allSatisfy { $0.stroke == nil || $0.stroke == normal.node })
    #expect(
      PadSceneTests.circles(scene).allSatisfy {
        $0.fill == normal.background || $0.fill == normal.node
      })
    #expect(scene.items.count == 2 * 9 + 1)
  }

  @Test("The trailing piece to the finger is drawn only while tracking")
  func trailingPoint() {
    var pad = PadSceneTests.pad()
    let layout = PadSceneTests.layout
    PadSceneTests.send(&pad, .began, layout.center(of: 4))
    let finger = Point(x: 200, y: 100)
    PadSceneTests.send(&pad, .moved, finger)
    let tracking = PadSceneTests.polylines(
      PadScene.build(model: pad, message: nil, viewSize: PadSceneTests.view))
    #expect(tracking.first?.points == [layout.center(of: 4), finger])

    PadSceneTests.send(&pad, .moved, layout.center(of: 5))
    PadSceneTests.send(&pad, .ended, layout.center(of: 5))
    let lifted = PadSceneTests.polylines(
      PadScene.build(model: pad, message: nil, viewSize: PadSceneTests.view))
    #expect(lifted.first?.points == [layout.center(of: 4), layout.center(of: 5)])
  }

  @Test("A single selected node with no finger draws no line; before any node, nothing")
  func shortPaths() {
    var pad = PadSceneTests.pad()
    PadSceneTests.send(&pad, .began, Point(x: 1, y: 1))
    #expect(
      PadSceneTests.polylines(
        PadScene.build(model: pad, message: nil, viewSize: PadSceneTests.view)
      ).isEmpty)
    PadSceneTests.send(&pad, .moved, PadSceneTests.layout.center(of: 0))
    PadSceneTests.send(&pad, .ended, PadSceneTests.layout.center(of: 0))
    #expect(pad.state == .error)  // Too short.
    #expect(
      PadSceneTests.polylines(
        PadScene.build(model: pad, message: nil, viewSize: PadSceneTests.view)
      ).isEmpty)
  }

  @Test("A finger far outside the view is clipped along the line, keeping its direction")
  func farFinger() throws {
    var pad = PadSceneTests.pad()
    let start = PadSceneTests.layout.center(of: 3)
    PadSceneTests.send(&pad, .began, start)
    PadSceneTests.send(&pad, .moved, Point(x: -1e300, y: start.y))
    let line = try #require(
      PadSceneTests.polylines(
        PadScene.build(model: pad, message: nil, viewSize: PadSceneTests.view)
      ).first)
    let end = try #require(line.points.last)
    #expect(end.y == start.y)
    #expect(end.x < 0 && end.x > -50)
  }

  @Test("The message sits centred above the grid, red in the error state")
  func message() {
    var pad = PadSceneTests.drawn()
    let layout = PadSceneTests.layout
    func label(_ scene: Scene) -> Scene.TextLabel? {
      scene.items.compactMap { if case .text(let label) = $0 { label } else { nil } }.first
    }
    let normal = label(PadScene.build(model: pad, message: "Draw", viewSize: PadSceneTests.view))
    #expect(normal?.center.x == 150)
    #expect((normal?.center.y ?? .infinity) < layout.firstCenter.y - layout.nodeRadius)
    #expect(normal?.color == PadStyle.standard.text)
    pad.showError(at: 0)
    let error = label(PadScene.build(model: pad, message: "Wrong", viewSize: PadSceneTests.view))
    #expect(error?.color == PadStyle.standard.error)
    #expect(label(PadScene.build(model: pad, message: nil, viewSize: PadSceneTests.view)) == nil)
    #expect(label(PadScene.build(model: pad, message: "", viewSize: PadSceneTests.view)) == nil)
  }

  @Test("Insets reserve 18% at the top; a zero-size view builds an empty-looking scene")
  func insetsAndZeroSize() throws {
    let insets = PadScene.insets(for: Size(width: 500, height: 1000))
    #expect(insets.top == 180)
    #expect(PadScene.insets(for: Size(width: .nan, height: -4)) == .zero)
    let layout = try GridLayout(grid: .standard, bounds: Rect(origin: .zero, size: .zero))
    let scene = PadScene.build(model: PadModel(layout: layout), message: "x", viewSize: .zero)
    #expect(PadSceneTests.circles(scene).isEmpty)
  }

  @Test("Path width is a sixth of the node diameter by default")
  func widths() throws {
    let layout = PadSceneTests.layout
    let line = PadSceneTests.polylines(
      PadScene.build(model: PadSceneTests.drawn(), message: nil, viewSize: PadSceneTests.view)
    ).first
    let width = try #require(line?.lineWidth)
    #expect(abs(width - layout.nodeRadius * 2 / 6) < 1e-9)
  }
}
