import Foundation
import GestureLockRender
import TestSupport
import Testing

/// One `render` invocation on a grid, and the picture size it must make.
struct RenderCase: Sendable, CustomTestStringConvertible {
  let grid: String
  let pattern: String
  let width: Int
  let height: Int

  var testDescription: String { "\(grid): \(pattern)" }

  static let all: [RenderCase] = [
    RenderCase(grid: "2x2", pattern: "0-1-3-2", width: 360, height: 360),
    RenderCase(grid: "3x3", pattern: "0-4-8-5", width: 360, height: 360),
    // 3×5: the picture follows the grid (4.5 by 2.5 pitches inside 6% margins).
    RenderCase(grid: "3x5", pattern: "0-6-12-13-9", width: 360, height: 220),
    RenderCase(grid: "5x3", pattern: "0-4-8-11-14", width: 220, height: 360),
    RenderCase(grid: "2x9", pattern: "0-10-2-12-4-14", width: 360, height: 100),
    RenderCase(grid: "9x9", pattern: "0-10-20-30-40-41-80", width: 360, height: 360),
  ]
}

@Suite("gesturelock render: any grid, every state, annotations, PNG, SVG and PDF")
struct RenderCommandTests {
  static let blue = (red: 23, green: 171, blue: 227)

  @Test("An output that cannot be written is named once, with the system's reason (issue 11)")
  func unwritableOutput() throws {
    let cli = try CLI()
    let out = cli.directory.path("missing/x.png")
    let result = try cli.run(
      ["render", "--pattern", "0-1-2-5", "--out", out], withStore: false)
    #expect(result.status != 0)
    #expect(result.stderr.contains("': No such file or directory"), "\(result.stderr)")
    #expect(result.stderr.components(separatedBy: "cannot write").count == 2, "\(result.stderr)")
  }

  @Test("Each grid renders in every state at the grid's shape", arguments: RenderCase.all)
  func grids(_ item: RenderCase) throws {
    let cli = try CLI()
    for state in ["normal", "selected", "error", "success"] {
      let out = cli.directory.path("\(item.grid)-\(state).png")
      let result = try cli.run(
        ["render", "--grid", item.grid, "--pattern", item.pattern, "--state", state, "--out", out],
        withStore: false)
      #expect(result.status == 0, "\(state): \(result.stderr)")
      let image = try PixelBuffer(contentsOfPNG: out)
      #expect(image.width == item.width && image.height == item.height, "\(state)")
    }
  }

  @Test("The path between the first two nodes is light blue when selected, absent when normal")
  func pathPixels() throws {
    let cli = try CLI()
    let layout = try #require(
      CLI.json(
        try cli.run(
          ["layout", "--grid", "3x5", "--view", "316.8x176.8"], withStore: false)))
    // render lays the grid out in the picture minus a 6% margin of the longer side (21.6 pt).
    let nodes = try #require(layout["nodes"] as? [[String: Any]])
    func centre(_ index: Int) -> (x: Double, y: Double) {
      ((nodes[index]["x"] as? Double ?? 0) + 21.6, (nodes[index]["y"] as? Double ?? 0) + 21.6)
    }
    let (a, b) = (centre(0), centre(6))
    let middle = (x: Int((a.x + b.x) / 2), y: Int((a.y + b.y) / 2))
    for (state, drawn) in [("selected", true), ("normal", false)] {
      let out = cli.directory.path("\(state).png")
      let result = try cli.run(
        ["render", "--grid", "3x5", "--pattern", "0-6-12-13-9", "--state", state, "--out", out],
        withStore: false)
      #expect(result.status == 0, "\(result.stderr)")
      let pixel = try PixelBuffer(contentsOfPNG: out).pixel(x: middle.x, y: middle.y)
      let isBlue =
        abs(Int(pixel.red) - Self.blue.red) < 8 && abs(Int(pixel.green) - Self.blue.green) < 8
        && abs(Int(pixel.blue) - Self.blue.blue) < 8
      #expect(isBlue == drawn, "\(state): \(pixel)")
    }
  }

  @Test("--annotate adds the marks and changes the picture; PNG, SVG and PDF all work")
  func annotate() throws {
    let cli = try CLI()
    let plain = cli.directory.path("plain.png")
    let marked = cli.directory.path("marked.png")
    #expect(
      try cli.run(["render", "--pattern", "0-4-8-5", "--out", plain], withStore: false).status
        == 0)
    #expect(
      try cli.run(
        ["render", "--pattern", "0-4-8-5", "--annotate", "--out", marked], withStore: false
      ).status == 0)
    let before = try PixelBuffer(contentsOfPNG: plain)
    let after = try PixelBuffer(contentsOfPNG: marked)
    #expect(before.width == after.width && before.height == after.height)
    #expect(before != after)
    // Node 1 (off the path, centred at 180, 53.3) shows its number instead of the inner dot.
    var changed = 0
    for y in 38...68 {
      for x in 165...195 {
        let (p, q) = (before.pixel(x: x, y: y), after.pixel(x: x, y: y))
        if abs(Int(p.red) - Int(q.red)) + abs(Int(p.green) - Int(q.green)) > 60 { changed += 1 }
      }
    }
    #expect(changed > 40, "only \(changed) pixels of node 1 changed")

    for ext in ["svg", "pdf"] {
      let out = cli.directory.path("marked.\(ext)")
      let result = try cli.run(
        [
          "render", "--grid", "4x4", "--pattern", "0-5-10-15", "--state", "error", "--annotate",
          "--out", out,
        ],
        withStore: false)
      #expect(result.status == 0, "\(ext): \(result.stderr)")
      let bytes = try Data(contentsOf: URL(fileURLWithPath: out))
      let head = String(decoding: bytes.prefix(5), as: UTF8.self)
      #expect(ext == "pdf" ? head == "%PDF-" : head.hasPrefix("<?xm"), "\(ext): \(head)")
      #expect(bytes.count > 1000)
    }
  }

  @Test(
    "A pattern off the grid, or one breaking the skipped-node rule, is refused; free route draws it"
  )
  func refused() throws {
    let cli = try CLI()
    let out = cli.directory.path("x.png")
    let outside = try cli.run(
      ["render", "--grid", "2x3", "--pattern", "0-1-6", "--out", out], withStore: false)
    #expect(outside.status == 2)
    #expect(outside.stderr.contains("not a node"), "\(outside.stderr)")
    let skip = try cli.run(
      ["render", "--grid", "3x5", "--pattern", "0-2-7", "--out", out], withStore: false)
    #expect(skip.status == 2)
    #expect(skip.stderr.contains("skipped-node"), "\(skip.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out))
    let free = try cli.run(
      ["render", "--grid", "3x5", "--pattern", "0-2-7", "--route", "free", "--out", out],
      withStore: false)
    #expect(free.status == 0, "\(free.stderr)")
    #expect(FileManager.default.fileExists(atPath: out))
  }
}
