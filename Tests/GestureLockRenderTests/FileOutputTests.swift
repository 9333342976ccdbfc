import Foundation
import GestureLockCore
import GestureLockRender
import Testing

/// A path the renderer cannot write.
struct UnwritablePath: Sendable, CustomTestStringConvertible {
  let label: String
  let path: String
  var testDescription: String { label }

  static let all: [UnwritablePath] = [
    .init(label: "directory that does not exist", path: "/nonexistent-gesturelock-dir/out"),
    .init(label: "path that is a directory", path: "/tmp"),
  ]
}

@Suite("PNG, SVG and PDF files")
struct FileOutputTests {
  let renderer = SceneRenderer()

  @Test("PNG write then read gives back the same pixels (opaque and translucent)")
  func pngRoundTrip() throws {
    let directory = try TemporaryDirectory()
    var translucent = TestScenes.padMidDrag()
    translucent.background = Color(rgb8: 40, 60, 80, alpha: 0.6)
    for (name, scene) in [("opaque", TestScenes.padMidDrag()), ("translucent", translucent)] {
      let image = try renderer.render(scene, scale: 1.5)
      let path = directory.file("\(name).png")
      try image.writePNG(to: path)
      let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(name): not a PNG signature")
      let decoded = try PixelBuffer(contentsOfPNG: path)
      #expect(decoded == image, "\(name) differs after a round trip")
    }
  }

  @Test("writePNG(_:scale:to:) writes the rendered pixels at the scale asked for")
  func rendererWritesPNG() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("scene.png")
    try renderer.writePNG(TestScenes.pathOverNode, scale: 2, to: path)
    let decoded = try PixelBuffer(contentsOfPNG: path)
    #expect(decoded == (try renderer.render(TestScenes.pathOverNode, scale: 2)))
    #expect(decoded.width == 480)
  }

  @Test("SVG output is a 240 px document that rsvg-convert draws like the renderer")
  func svg() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("scene.svg")
    try renderer.writeSVG(TestScenes.pathOverNode, to: path)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let root = try #require(
      text.range(of: "<svg").map { text[$0.lowerBound...].prefix { $0 != ">" } })
    #expect(root.contains(#"width="240px""#), "\(root)")
    #expect(root.contains(#"height="240px""#), "\(root)")
    #expect(root.contains(#"viewBox="0 0 240 240""#), "\(root)")
  }

  /// rsvg-convert comes with librsvg2-bin, which `make deps` installs; without it the test is
  /// skipped and says so.
  @Test(
    "rsvg-convert, an independent SVG renderer, draws the SVG output like the renderer",
    .enabled(
      if: FileOutputTests.which("rsvg-convert") != nil,
      "needs rsvg-convert (Debian's librsvg2-bin; make deps)"))
  func svgDrawnByRsvg() throws {
    let converter = try #require(Self.which("rsvg-convert"))
    let directory = try TemporaryDirectory()
    let path = directory.file("scene.svg")
    try renderer.writeSVG(TestScenes.pathOverNode, to: path)
    let png = directory.file("from-svg.png")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: converter)
    process.arguments = ["-o", png, path]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let image = try PixelBuffer(contentsOfPNG: png)
    #expect(image.width == 240 && image.height == 240)
    #expect(image.pixel(x: 60, y: 60).isClose(to: PixelBuffer.Pixel(TestScenes.blue)))
    #expect(image.pixel(x: 120, y: 120) == PixelBuffer.Pixel(TestScenes.background))
  }

  @Test("PDF output is a PDF with a 240 × 240 pt page")
  func pdf() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("scene.pdf")
    try renderer.writePDF(TestScenes.pathOverNode, to: path)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(bytes.starts(with: Array("%PDF-".utf8)))
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("/MediaBox [ 0 0 240 240 ]"))
    #expect(text.hasSuffix("%%EOF\n"))
  }

  @Test(
    "Writing to an unwritable path throws cannotWrite naming the path",
    arguments: UnwritablePath.all)
  func unwritable(_ target: UnwritablePath) throws {
    let scene = TestScenes.pathOverNode
    let image = try renderer.render(scene, scale: 1)
    let writers: [(String, () throws -> Void)] = [
      ("PixelBuffer.writePNG", { try image.writePNG(to: target.path) }),
      ("writePNG", { try renderer.writePNG(scene, to: target.path) }),
      ("writeSVG", { try renderer.writeSVG(scene, to: target.path) }),
      ("writePDF", { try renderer.writePDF(scene, to: target.path) }),
    ]
    for (name, write) in writers {
      do {
        try write()
        Issue.record("\(name) to \(target.path) did not throw")
      } catch let error as RenderError {
        guard case .cannotWrite(let path, let reason) = error else {
          Issue.record("\(name): expected cannotWrite, got \(error)")
          continue
        }
        #expect(path == target.path)
        #expect(!reason.isEmpty)
        #expect(error.description.contains(target.path))
      }
    }
  }

  @Test("Reading a missing or non-PNG file throws cannotRead naming the path")
  func unreadable() throws {
    let directory = try TemporaryDirectory()
    let text = directory.file("not-a.png")
    try Data("hello".utf8).write(to: URL(fileURLWithPath: text))
    for path in [directory.file("missing.png"), text] {
      #expect {
        try PixelBuffer(contentsOfPNG: path)
      } throws: { error in
        guard case .cannotRead(let reported, _) = error as? RenderError else { return false }
        return reported == path
      }
    }
  }

  /// The full path of `tool` on `PATH`, or `nil`.
  static func which(_ tool: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(tool)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
