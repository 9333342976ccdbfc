import Foundation
import GestureLockRender
import TestSupport
import Testing

/// One grid in one view shape, for `layout` and `recognize`.
struct GridShape: Sendable, CustomTestStringConvertible {
  let rows: Int
  let columns: Int
  let width: Double
  let height: Double

  var grid: String { "\(rows)x\(columns)" }
  var view: String { "\(Int(width))x\(Int(height))" }
  var testDescription: String { "\(grid) in \(view)" }

  static let all: [GridShape] = [
    GridShape(rows: 2, columns: 2, width: 360, height: 360),
    GridShape(rows: 3, columns: 3, width: 120, height: 600),
    GridShape(rows: 2, columns: 9, width: 600, height: 120),
    GridShape(rows: 9, columns: 2, width: 600, height: 120),
    GridShape(rows: 4, columns: 5, width: 333, height: 480),
    GridShape(rows: 9, columns: 9, width: 500, height: 700),
    GridShape(rows: 7, columns: 3, width: 37, height: 41),
  ]
}

/// A touch trace file's text: one stroke through `points`, on `grid` in a `view` of points.
func traceJSON(
  grid: (rows: Int, columns: Int), view: (width: Double, height: Double),
  points: [(x: Double, y: Double)]
) -> String {
  var samples: [String] = []
  for (index, point) in points.enumerated() {
    samples.append(
      "{\"t\":\(Double(index) * 0.02),\"x\":\(point.x),\"y\":\(point.y),"
        + "\"phase\":\"\(index == 0 ? "began" : "moved")\"}")
  }
  let last = points[points.count - 1]
  samples.append(
    "{\"t\":\(Double(points.count) * 0.02),\"x\":\(last.x),\"y\":\(last.y),\"phase\":\"ended\"}")
  return "{\"view\":{\"width\":\(view.width),\"height\":\(view.height)},"
    + "\"grid\":{\"rows\":\(grid.rows),\"columns\":\(grid.columns)},"
    + "\"samples\":[\(samples.joined(separator: ","))]}"
}

@Suite("Any grid from 2×2 to 9×9, any view shape, hit radius and route through the CLI")
struct GridModesTests {
  /// `layout` output: centres by index, pitch, hit radius.
  static func layout(_ cli: CLI, _ shape: GridShape, extra: [String] = []) throws -> (
    nodes: [(x: Double, y: Double)], pitch: Double, hitRadius: Double
  ) {
    let result = try cli.run(
      ["layout", "--grid", shape.grid, "--view", shape.view] + extra, withStore: false)
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(CLI.json(result))
    let nodes = try #require(json["nodes"] as? [[String: Any]])
    #expect(nodes.map { $0["index"] as? Int } == Array(0..<(shape.rows * shape.columns)))
    return (
      nodes.map { (x: $0["x"] as? Double ?? .nan, y: $0["y"] as? Double ?? .nan) },
      json["pitch"] as? Double ?? .nan, json["hitRadius"] as? Double ?? .nan
    )
  }

  /// How far apart two printed coordinates may be: the JSON has three decimals.
  static let printed = 0.01

  @Test(
    "layout: square cells, row-major centres, centred in the view, hit radius 0.3 pitch",
    arguments: GridShape.all)
  func layoutShapes(_ shape: GridShape) throws {
    let cli = try CLI()
    let (nodes, pitch, hitRadius) = try Self.layout(cli, shape)
    let tolerance = Self.printed
    #expect(pitch > 0)
    #expect(abs(hitRadius - 0.3 * pitch) < tolerance)
    for row in 0..<shape.rows {
      for column in 0..<shape.columns {
        let node = nodes[row * shape.columns + column]
        #expect(abs(node.x - (nodes[0].x + Double(column) * pitch)) < tolerance)
        #expect(abs(node.y - (nodes[0].y + Double(row) * pitch)) < tolerance)
      }
    }
    // Centred, and the grid with its half-pitch node discs fills one side of the view.
    let last = nodes[nodes.count - 1]
    #expect(abs((nodes[0].x + last.x) / 2 - shape.width / 2) < tolerance)
    #expect(abs((nodes[0].y + last.y) / 2 - shape.height / 2) < tolerance)
    let spanX = last.x - nodes[0].x + pitch / 2
    let spanY = last.y - nodes[0].y + pitch / 2
    #expect(spanX <= shape.width + tolerance && spanY <= shape.height + tolerance)
    #expect(abs(spanX - shape.width) < tolerance || abs(spanY - shape.height) < tolerance)
  }

  @Test(
    "recognize: three samples at three corners select the first row, then the last column",
    arguments: GridShape.all)
  func recognizeShapes(_ shape: GridShape) throws {
    let cli = try CLI()
    let (nodes, _, _) = try Self.layout(cli, shape)
    let columns = shape.columns
    let corners = [0, columns - 1, shape.rows * columns - 1]
    let file = cli.directory.path("corners.json")
    try Data(
      traceJSON(
        grid: (shape.rows, columns), view: (shape.width, shape.height),
        points: corners.map { nodes[$0] }
      ).utf8
    ).write(to: URL(fileURLWithPath: file))
    let expected =
      Array(0..<columns) + (1..<shape.rows).map { $0 * columns + columns - 1 }
    for factor in ["0.15", "0.3", "0.45"] {
      let result = try cli.run(
        ["recognize", "--trace", file, "--hit-radius", factor], withStore: false)
      #expect(result.status == 0, "\(result.stderr)")
      let json = try #require(CLI.json(result))
      #expect(
        json["pattern"] as? String == expected.map(String.init).joined(separator: "-"),
        "hit radius \(factor)")
    }
  }

  @Test("A view with no area is bad input naming --view, not an all-zero layout (issue 11)")
  func zeroView() throws {
    let cli = try CLI()
    for view in ["0x0", "0x300", "300x0"] {
      let result = try cli.run(
        ["layout", "--grid", "4x6", "--view", view, "--hit-radius", "0.45"], withStore: false)
      #expect(result.status == 2, "\(view)")
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.contains("--view: '\(view)' has no area"), "\(result.stderr)")
    }
    let tiny = try cli.run(["layout", "--grid", "3x3", "--view", "0.5x0.5"], withStore: false)
    #expect(tiny.status == 0, "\(tiny.stderr)")
  }

  @Test("--hit-radius sets the hit radius: a tap 0.2 pitch from a centre hits at 0.3, not 0.15")
  func hitRadius() throws {
    let cli = try CLI()
    let shape = GridShape(rows: 3, columns: 3, width: 300, height: 300)
    let layout = try Self.layout(cli, shape, extra: ["--hit-radius", "0.45"])
    #expect(abs(layout.hitRadius - 0.45 * layout.pitch) < Self.printed)
    let factor = try #require(
      CLI.json(
        try cli.run(
          ["layout", "--grid", "3x3", "--view", "300x300", "--hit-radius", "0.2"], withStore: false)
      ))
    #expect(factor["hitRadiusFactor"] as? Double == 0.2)

    func tap(_ offset: Double, factor: String?) throws -> String? {
      let file = cli.directory.path("tap.json")
      let centre = layout.nodes[4]
      try Data(
        traceJSON(
          grid: (3, 3), view: (300, 300), points: [(centre.x + offset * layout.pitch, centre.y)]
        ).utf8
      ).write(to: URL(fileURLWithPath: file))
      let result = try cli.run(
        ["recognize", "--trace", file] + (factor.map { ["--hit-radius", $0] } ?? []),
        withStore: false)
      #expect(result.status == 0, "\(result.stderr)")
      return CLI.json(result)?["pattern"] as? String
    }
    #expect(try tap(0.2, factor: nil) == "4")
    #expect(try tap(0.2, factor: "0.3") == "4")
    #expect(try tap(0.2, factor: "0.15") == nil)
    #expect(try tap(0.4, factor: "0.3") == nil)
    #expect(try tap(0.4, factor: "0.45") == "4")
  }

  @Test(
    "--hit-radius outside 0.15 to 0.45, or not a number, is bad input naming the range",
    arguments: [
      ["layout", "--grid", "3x3", "--view", "300x300", "--hit-radius", "0.5"],
      ["layout", "--grid", "3x3", "--view", "300x300", "--hit-radius", "0.1"],
      ["layout", "--grid", "3x3", "--view", "300x300", "--hit-radius", "nan"],
      ["recognize", "--trace", "/nonexistent.json", "--hit-radius", "1"],
      ["verify", "--trace", "/nonexistent.json", "--hit-radius", "-0.3"],
      ["pad", "--hit-radius", "0.46"],
    ])
  func hitRadiusOutOfRange(_ arguments: [String]) throws {
    let cli = try CLI()
    let result = try cli.run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr.contains("--hit-radius"), "\(result.stderr)")
    #expect(result.stderr.contains("0.15 to 0.45"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: cli.store))
  }

  @Test("--route takes skip-rule or free, only for patterns; verify's --hit-radius needs --trace")
  func routeUsage() throws {
    let cli = try CLI()
    let bad = try cli.run(["enroll", "--route", "alipay"], stdin: "0-2-5-8\n0-2-5-8\n")
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("skip-rule, free"), "\(bad.stderr)")
    let pin = try cli.run(["enroll", "--kind", "pin", "--route", "free"], stdin: "5827\n5827\n")
    #expect(pin.status == 2)
    #expect(pin.stderr.contains("--route is for patterns"), "\(pin.stderr)")
    #expect(try cli.enroll("0-1-2-5").status == 0)
    let loose = try cli.run(["verify", "--hit-radius", "0.3"], stdin: "0-1-2-5\n")
    #expect(loose.status == 2)
    #expect(loose.stderr.contains("--trace"), "\(loose.stderr)")
    #expect(CLI.json(try cli.run(["status"]))?["failedAttempts"] as? Int == 0)
    let pad = try cli.run(["pad", "--passcode", "--route", "free"])
    #expect(pad.status == 2)
    #expect(pad.stderr.contains("--route is for patterns"), "\(pad.stderr)")
  }

  /// A 300×300 trace on 3×3 through node 0, around node 1 (below it), then 2, 5 and 8.
  static let detour: [(x: Double, y: Double)] = [
    (30, 30), (90, 102), (210, 102), (270, 30), (270, 150), (270, 270),
  ]

  @Test("enroll --route free stores the free route; verify (stdin and --trace) applies it")
  func freeRoute() throws {
    let cli = try CLI()
    let refused = try cli.run(
      ["enroll", "--route", "skip-rule"], stdin: "0-2-5-8\n0-2-5-8\n")
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("skipped-node rule"), "\(refused.stderr)")

    let enrolled = try cli.run(["enroll", "--route", "free"], stdin: "0-2-5-8\n0-2-5-8\n")
    #expect(enrolled.status == 0, "\(enrolled.stderr)")
    #expect(CLI.json(enrolled)?["route"] as? String == "free")
    #expect(CLI.json(try cli.run(["status"]))?["route"] as? String == "free")
    #expect(try cli.run(["verify"], stdin: "0-2-5-8\n").status == 0)

    let file = cli.directory.path("detour.json")
    try Data(traceJSON(grid: (3, 3), view: (300, 300), points: Self.detour).utf8)
      .write(to: URL(fileURLWithPath: file))
    // Without the stored rules the detour would read 0-1-2-5-8 (skip rule): it unlocks only
    // because verification recognises it in the free route.
    let free = try cli.run(["recognize", "--trace", file, "--route", "free"], withStore: false)
    #expect(CLI.json(free)?["pattern"] as? String == "0-2-5-8")
    let plain = try cli.run(["recognize", "--trace", file], withStore: false)
    #expect(CLI.json(plain)?["pattern"] as? String == "0-1-2-5-8")
    let verified = try cli.run(["verify", "--trace", file])
    #expect(verified.status == 0, "\(verified.stderr)")
  }

  @Test("change keeps a free-route secret free-route, and --route can switch it")
  func changeKeepsRoute() throws {
    let cli = try CLI()
    #expect(try cli.run(["enroll", "--route", "free"], stdin: "0-2-5-8\n0-2-5-8\n").status == 0)
    // The new pattern jumps over node 4: only valid in the free route.
    let changed = try cli.run(["change"], stdin: "0-2-5-8\n3-5-8-6\n3-5-8-6\n")
    #expect(changed.status == 0, "\(changed.stderr)")
    #expect(CLI.json(try cli.run(["status"]))?["route"] as? String == "free")
    #expect(try cli.run(["verify"], stdin: "3-5-8-6\n").status == 0)

    let switched = try cli.run(
      ["change", "--route", "skip-rule"], stdin: "3-5-8-6\n0-1-2-5-8\n0-1-2-5-8\n")
    #expect(switched.status == 0, "\(switched.stderr)")
    #expect(CLI.json(try cli.run(["status"]))?["route"] as? String == "skip-rule")
  }

  @Test("A skip-rule secret: the same detour adds node 1 and unlocks 0-1-2-5-8")
  func skipRuleRoute() throws {
    let cli = try CLI()
    #expect(try cli.enroll("0-1-2-5-8").status == 0)
    #expect(CLI.json(try cli.run(["status"]))?["route"] as? String == "skip-rule")
    let file = cli.directory.path("detour.json")
    try Data(traceJSON(grid: (3, 3), view: (300, 300), points: Self.detour).utf8)
      .write(to: URL(fileURLWithPath: file))
    #expect(try cli.run(["verify", "--trace", file]).status == 0)
  }

  @Test("A free-route secret 0-1-2-5-8 is not unlocked by the detour, which reads 0-2-5-8")
  func freeRouteRejectsDetour() throws {
    let cli = try CLI()
    let enrolled = try cli.run(["enroll", "--route", "free"], stdin: "0-1-2-5-8\n0-1-2-5-8\n")
    #expect(enrolled.status == 0, "\(enrolled.stderr)")
    let file = cli.directory.path("detour.json")
    try Data(traceJSON(grid: (3, 3), view: (300, 300), points: Self.detour).utf8)
      .write(to: URL(fileURLWithPath: file))
    let result = try cli.run(["verify", "--trace", file])
    #expect(result.status == 1)
    #expect(CLI.json(result)?["result"] as? String == "rejected")
  }

  @Test("A 4×4 secret is never compared with a 3×3 drawing: bad input, nothing counted")
  func otherGridRefused() throws {
    let cli = try CLI()
    #expect(try cli.enroll("0-5-10-15", grid: "4x4").status == 0)
    let file = cli.directory.path("three.json")
    try Data(
      traceJSON(grid: (3, 3), view: (300, 300), points: [(30, 30), (270, 270), (30, 270)]).utf8
    )
    .write(to: URL(fileURLWithPath: file))
    let result = try cli.run(["verify", "--trace", file])
    #expect(result.status == 2)
    #expect(result.stderr.contains("3x3"), "\(result.stderr)")
    #expect(CLI.json(try cli.run(["status"]))?["failedAttempts"] as? Int == 0)
  }
}
