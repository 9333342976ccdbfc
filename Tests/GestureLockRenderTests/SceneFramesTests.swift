import GestureLockCore
import GestureLockRender
import Testing

@Suite("SceneFrames: one surface's frames, drawn only where the scene changed")
struct SceneFramesTests {
  @Test(
    "Each frame of a drag equals a full repaint, and says which pixels changed",
    arguments: DamageCase.all)
  func framesEqualFullRepaints(_ drag: DamageCase) throws {
    let renderer = SceneRenderer()
    let frames = SceneFrames(renderer: renderer)
    let scenes = try drag.scenes()
    let first = try #require(try frames.draw(scenes[0], scale: drag.scale))
    let whole = try renderer.render(scenes[0], scale: drag.scale)
    #expect(first == PixelRect(x: 0, y: 0, width: whole.width, height: whole.height))
    var previous = try #require(frames.frame)
    for (step, scene) in scenes.enumerated().dropFirst() {
      let changed = try frames.draw(scene, scale: drag.scale)
      let frame = try #require(frames.frame)
      let full = try renderer.render(scene, scale: drag.scale)
      #expect(DamageRegionTests.differingPixels(frame, full).isEmpty, "step \(step)")
      // Outside the changed region the pixels are the previous frame's.
      let region = changed ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
      for (x, y) in DamageRegionTests.differingPixels(frame, previous) {
        #expect(
          x >= region.x && x < region.x + region.width && y >= region.y
            && y < region.y + region.height, "step \(step): (\(x), \(y)) outside \(region)")
      }
      previous = frame
    }
  }

  @Test("The same scene again draws nothing; a new scale or invalidate() draws whole")
  func nothingOrWhole() throws {
    let frames = SceneFrames()
    let scene = try DamageCase.all[1].scenes()[2]
    _ = try frames.draw(scene, scale: 2)
    #expect(try frames.draw(scene, scale: 2) == nil)
    let rescaled = try #require(try frames.draw(scene, scale: 1))
    #expect(rescaled == PixelRect(x: 0, y: 0, width: 360, height: 360))
    frames.invalidate()
    #expect(frames.frame == nil)
    #expect(try frames.draw(scene, scale: 1) == PixelRect(x: 0, y: 0, width: 360, height: 360))
  }
}
