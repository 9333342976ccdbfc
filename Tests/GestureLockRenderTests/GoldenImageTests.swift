import Foundation
import GestureLockCore
import GestureLockRender
import Testing

@Suite("Golden images")
struct GoldenImageTests {
  let renderer = SceneRenderer()

  @Test("A 3×3 pad mid-drag at scale 2 matches its golden image")
  func padMidDrag() throws {
    let image = try renderer.render(TestScenes.padMidDrag(), scale: 2)
    try GoldenImage(suite: "GoldenImageTests", test: "padMidDrag").expectMatch(image)
  }

  @Test("The golden comparison notices a node moved by 3 pt")
  func noticesChange() throws {
    let golden = GoldenImage(suite: "GoldenImageTests", test: "padMidDrag")
    try #require(FileManager.default.fileExists(atPath: golden.baselinePath))
    let directory = try TemporaryDirectory()
    // Compare against a copy so the real baseline's candidate file is left alone.
    let copy = GoldenImage(baselinePath: directory.file("padMidDrag.png"))
    try FileManager.default.copyItem(atPath: golden.baselinePath, toPath: copy.baselinePath)
    let moved = try renderer.render(TestScenes.padMidDrag(shiftingNode8By: 3), scale: 2)
    guard case .pixelsDiffer = try copy.compare(moved) else {
      Issue.record("a moved node still matched the golden image")
      return
    }
    #expect(FileManager.default.fileExists(atPath: copy.candidatePath))
  }

  @Test("A missing baseline fails the comparison and writes a candidate for review")
  func missingBaseline() throws {
    let directory = try TemporaryDirectory()
    let golden = GoldenImage(baselinePath: directory.file("Suite/none.png"))
    let image = try renderer.render(TestScenes.pathOverNode, scale: 1)
    #expect(try golden.compare(image) == .missingBaseline(candidate: golden.candidatePath))
    #expect(try PixelBuffer(contentsOfPNG: golden.candidatePath) == image)
    #expect(!FileManager.default.fileExists(atPath: golden.baselinePath))
  }

  @Test("A baseline of another size fails the comparison")
  func sizeDiffers() throws {
    let directory = try TemporaryDirectory()
    let golden = GoldenImage(baselinePath: directory.file("small.png"))
    try renderer.render(TestScenes.pathOverNode, scale: 1).writePNG(to: golden.baselinePath)
    let outcome = try golden.compare(renderer.render(TestScenes.pathOverNode, scale: 2))
    #expect(outcome == .sizeDiffers(baseline: "240×240", candidate: golden.candidatePath))
  }
}
