import Foundation
import GestureLockCore
import Testing

@testable import GestureLockTerminal

@Suite("Cell painter: shapes as braille")
struct CellPainterTests {
  static let geometry = TerminalGeometry(columns: 80, rows: 24)
  static let hint = "←↑→↓ move · Space select · Return submit · Esc cancel · q quit"

  static func frame(
    _ scene: Scene, message: String = "", state: PadState = .normal,
    geometry: TerminalGeometry = geometry
  ) throws -> CellFrame {
    try CellPainter().frame(
      scene: scene, message: message, state: state, hint: hint, geometry: geometry)
  }

  @Test(
    "A path between two nodes lights dots along the straight line and none away from it",
    arguments: [
      TerminalGeometry(columns: 80, rows: 24), TerminalGeometry(columns: 120, rows: 40),
      TerminalGeometry(columns: 100, rows: 30, cellAspect: 2.4),
    ])
  func pathLine(geometry: TerminalGeometry) throws {
    // 0 → 5 is a knight-like move: no node in between is added. The finger is still down
    // on node 5.
    let pad = DrawingFixture.drawn([0, 5], on: try DrawingFixture.pad(geometry), lifted: false)
    #expect(pad.selectedNodes == [0, 5])
    #expect(pad.state == .selected)
    let layout = pad.layout
    let scene = PadScene.build(model: pad, message: nil, viewSize: geometry.viewSize)
    let frame = try CellPainterTests.frame(scene, state: pad.state, geometry: geometry)
    let (a, b) = (layout.center(of: 0), layout.center(of: 5))
    let dot = TerminalGeometry.cellWidth / 2
    let halfPath = PadStyle.standard.pathWidth(for: layout) / 2
    let focusReach = layout.nodeRadius * 1.3 + PadStyle.standard.focusWidth(for: layout)

    // Every lit dot is on a node (ring, dot) or within the path's band around the segment.
    let dots = DrawingFixture.litDots(frame, geometry)
    #expect(dots.count > 100)
    let stray = dots.filter { lit in
      let onNode = layout.centers.contains { lit.center.distance(to: $0) <= focusReach + dot }
      let onPath =
        DrawingFixture.distance(lit.center, toSegmentFrom: a, to: b) <= halfPath + 1.5 * dot
      return !onNode && !onPath
    }
    #expect(stray.isEmpty, "lit dots away from the path and nodes: \(stray.map(\.center))")

    // The line is connected: every dot on the segment between the two rims is lit.
    let length = a.distance(to: b)
    let rim = layout.nodeRadius + PadStyle.standard.ringWidth(for: layout)
    var gaps: [Point] = []
    var along = rim
    while along < length - rim {
      let t = along / length
      let point = Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y))
      if !DrawingFixture.isLit(point, frame, geometry) { gaps.append(point) }
      along += dot / 2
    }
    #expect(gaps.isEmpty, "unlit dots on the path: \(gaps)")

    // The line's cells carry the selected colour and are bold.
    let middle = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    let (x, y) = geometry.cellPosition(of: middle)
    let cell = frame[column: Int(x), row: Int(y)]
    #expect(cell.foreground == PadStyle.standard.selected)
    #expect(cell.bold)
  }

  @Test(
    "A large node is a ring: its centre cell is empty and its rim is lit all round",
    arguments: [2.0, 1.5, 2.5])
  func ring(aspect: Double) throws {
    let geometry = TerminalGeometry(columns: 80, rows: 30, cellAspect: aspect)
    let center = Point(x: geometry.viewSize.width / 2, y: geometry.viewSize.height / 2)
    let radius = 60.0
    // As the pad draws a node: a background disc with a thin ring (thinner than a dot).
    let scene = Scene(
      size: geometry.viewSize, background: PadStyle.standard.background,
      items: [
        .circle(
          Scene.Circle(
            center: center, radius: radius, fill: PadStyle.standard.background,
            stroke: PadStyle.standard.node, lineWidth: 2))
      ])
    let frame = try CellPainterTests.frame(scene, geometry: geometry)
    let (x, y) = geometry.cellPosition(of: center)
    #expect(frame[column: Int(x), row: Int(y)].character == " ")
    let dots = DrawingFixture.litDots(frame, geometry)
    let dot = TerminalGeometry.cellWidth / 2
    // Nothing inside or far outside the ring.
    #expect(dots.allSatisfy { abs($0.center.distance(to: center) - radius) <= 1.5 * dot })
    // Lit all round: a dot near the rim in every 10° step.
    for degrees in stride(from: 0.0, to: 360, by: 10) {
      let angle = degrees * .pi / 180
      let rim = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      #expect(dots.contains { $0.center.distance(to: rim) <= 1.5 * dot }, "gap at \(degrees)°")
    }
    #expect(dots.allSatisfy { $0.color == PadStyle.standard.node })
  }

  @Test("The pad's nodes are rings with an inner dot and an empty gap between them")
  func padNodes() throws {
    let geometry = CellPainterTests.geometry
    let pad = try DrawingFixture.pad(geometry)
    let layout = pad.layout
    let frame = try CellPainterTests.frame(
      PadScene.build(model: pad, message: nil, viewSize: geometry.viewSize))
    let dots = DrawingFixture.litDots(frame, geometry)
    for node in layout.grid.indices {
      let center = layout.center(of: node)
      let near = dots.filter { $0.center.distance(to: center) <= layout.nodeRadius * 1.2 }
      let rim = near.filter { $0.center.distance(to: center) >= layout.nodeRadius * 0.8 }
      let gap = near.filter {
        (layout.nodeRadius * 0.45...layout.nodeRadius * 0.7).contains(
          $0.center.distance(to: center))
      }
      #expect(rim.count >= 20, "node \(node) rim")
      #expect(gap.isEmpty, "node \(node) gap between ring and dot")
    }
  }

  @Test("The keyboard focus ring shows around the focused node in the focus colour")
  func focusRing() throws {
    let geometry = CellPainterTests.geometry
    var pad = try DrawingFixture.pad(geometry)
    _ = pad.handle(.move(.right), at: 0)
    #expect(pad.showsFocusRing && pad.focusedNode == 1)
    let frame = try CellPainterTests.frame(
      PadScene.build(model: pad, message: nil, viewSize: geometry.viewSize))
    let center = pad.layout.center(of: 1)
    let ringRadius = pad.layout.nodeRadius * 1.3
    let focus = DrawingFixture.litDots(frame, geometry).filter {
      $0.color == PadStyle.standard.focus
    }
    #expect(focus.count >= 30)
    #expect(
      focus.allSatisfy { abs($0.center.distance(to: center) - ringRadius) <= 2.5 * 4 })
  }

  @Test("In the error state the path is in the error colour and the message is red and bold")
  func errorState() throws {
    let geometry = CellPainterTests.geometry
    var pad = DrawingFixture.drawn([0, 1, 2, 5], on: try DrawingFixture.pad(geometry))
    _ = pad.showError(at: 0)
    #expect(pad.state == .error)
    let message = PadMessage.wrongPattern(attemptsLeft: 3).text(in: .english)
    let frame = try CellPainterTests.frame(
      PadScene.build(model: pad, message: nil, viewSize: geometry.viewSize), message: message,
      state: .error)
    let colours = frame.cells.filter { $0.character != " " }.compactMap(\.foreground)
    #expect(colours.contains(PadStyle.standard.error))
    #expect(!colours.contains(PadStyle.standard.selected))
    // The path's cells between nodes 0 and 1 are red.
    let middle = Point(
      x: (pad.layout.center(of: 0).x + pad.layout.center(of: 1).x) / 2,
      y: pad.layout.center(of: 0).y)
    let (x, y) = geometry.cellPosition(of: middle)
    #expect(frame[column: Int(x), row: Int(y)].foreground == PadStyle.standard.error)

    let row = geometry.messageRow
    #expect(frame.text(ofRow: row).trimmingSpaces == message)
    let messageCells = (0..<frame.columns).map { frame[column: $0, row: row] }.filter {
      $0.character != " "
    }
    #expect(messageCells.count == message.filter { $0 != " " }.count)
    #expect(messageCells.allSatisfy { $0.foreground == PadStyle.standard.error && $0.bold })
  }

  @Test("Message colours follow the state", arguments: PadState.allCases)
  func messageColour(state: PadState) throws {
    let geometry = CellPainterTests.geometry
    let scene = Scene(size: geometry.viewSize, background: PadStyle.standard.background)
    let frame = try CellPainterTests.frame(scene, message: "Unlocked", state: state)
    let cell = frame[column: (80 - 8) / 2, row: geometry.messageRow]
    #expect(cell.character == "U")
    let expected: Color =
      switch state {
      case .error: PadStyle.standard.error
      case .success: PadStyle.standard.success
      case .normal, .selected: PadStyle.standard.text
      }
    #expect(cell.foreground == expected)
    #expect(cell.bold == (state == .error))
    #expect(cell.background == PadStyle.standard.background)
  }

  @Test("A PIN's entered characters show as ● and the digits to come as ○")
  func passcodeDots() throws {
    let geometry = CellPainterTests.geometry
    let size = geometry.viewSize
    let keypad = Keypad(
      bounds: Rect(origin: .zero, size: size), insets: geometry.keypadInsets(for: size),
      mode: .pin(length: 6))
    var entry = PasscodeEntry(keypad: keypad)
    _ = entry.press(.digit(4), at: 0)
    _ = entry.press(.digit(2), at: 0)
    #expect(entry.length == 2)
    let frame = try CellPainterTests.frame(
      PasscodeScene.build(entry: entry, message: nil, viewSize: size))
    let text = frame.plainText
    #expect(text.filter { $0 == "●" }.count == 2)
    #expect(text.filter { $0 == "○" }.count == 4)
    // The keypad's labels are real characters, each once.
    for label in ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "⌫"] {
      #expect(text.filter { String($0) == label }.count == 1, "label \(label)")
    }
  }

  @Test(
    "A pressed key's label is drawn on the key's colour, with a ring or without",
    arguments: [TerminalGeometry(columns: 80, rows: 24), TerminalGeometry(columns: 40, rows: 12)])
  func pressedKey(geometry: TerminalGeometry) throws {
    let size = geometry.viewSize
    let keypad = Keypad(
      bounds: Rect(origin: .zero, size: size), insets: geometry.keypadInsets(for: size),
      mode: .pin(length: 4))
    var entry = PasscodeEntry(keypad: keypad)
    let center = keypad.layout.center(of: 4)
    _ = entry.handle(TouchSample(location: center, time: 0, phase: .began))
    #expect(entry.pressedKey == .digit(5))
    let frame = try CellPainterTests.frame(
      PasscodeScene.build(entry: entry, message: nil, viewSize: size), geometry: geometry)
    let (x, y) = geometry.cellPosition(of: center)
    let cell = frame[column: Int(x), row: Int(y)]
    #expect(cell.character == "5")
    #expect(cell.background == PadStyle.standard.node)
    #expect(cell.foreground == PadStyle.standard.background)
    // An unpressed key's label is on the pad's background.
    let (x6, y6) = geometry.cellPosition(of: keypad.layout.center(of: 5))
    #expect(frame[column: Int(x6), row: Int(y6)].character == "6")
    #expect(frame[column: Int(x6), row: Int(y6)].background == PadStyle.standard.background)
  }

  @Test("A key label sits on its key's centre cell")
  func labelPlacement() throws {
    let geometry = CellPainterTests.geometry
    let label = Scene.TextLabel(
      text: "7", center: geometry.point(column: 30, row: 10), fontSize: 20,
      color: PadStyle.standard.text)
    let wide = Scene.TextLabel(
      text: "确定", center: geometry.point(column: 50, row: 12), fontSize: 20,
      color: PadStyle.standard.text)
    let scene = Scene(
      size: geometry.viewSize, background: PadStyle.standard.background,
      items: [.text(label), .text(wide)])
    let frame = try CellPainterTests.frame(scene)
    #expect(frame[column: 30, row: 10].character == "7")
    #expect(frame[column: 30, row: 10].foreground == PadStyle.standard.text)
    // Four columns centred on column 50's centre: 49...52.
    #expect(frame[column: 49, row: 12].character == "确")
    #expect(frame[column: 50, row: 12].isContinuation)
    #expect(frame[column: 51, row: 12].character == "定")
    #expect(frame[column: 52, row: 12].isContinuation)
  }
}

extension String {
  /// Without leading and trailing spaces.
  var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
