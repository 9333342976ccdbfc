internal import GestureLockCore
internal import GestureLockGrabHolder
internal import GestureLockRender
internal import GestureLockScreenLock

/// The lock screen pad's frames with damage regions (issue 14): keeps the last scene and its
/// pixels, and on each new scene draws and sends only the rectangle that changed
/// (``SceneDamage``), so that a finger move on a 3840×2160 monitor sends a small rectangle
/// instead of the whole monitor. The first frame, a new size, and any frame after
/// ``invalidate()`` (an exposure, the pane shown again) are drawn and sent whole.
final class PaneFrames {
  private let renderer = SceneRenderer()
  private var scene: Scene?
  private var frame: PixelBuffer?

  /// Forgets the last frame: the next ``draw(_:on:)`` is a full repaint (the server lost the
  /// pane's contents).
  func invalidate() {
    scene = nil
    frame = nil
  }

  /// Draws `scene` into `pane`: only what changed since the last frame, or all of it.
  ///
  /// - Throws: ``LockerError/drawing(_:)`` when Cairo fails; ``LockerError/screen(_:)`` when
  ///   the display is lost. Either way the next frame is drawn whole.
  func draw(_ scene: Scene, on pane: PadPane) throws(LockerError) {
    let previous = self.scene
    var frame = self.frame
    // Dropped while drawing, so the buffer is not shared and Cairo draws into it in place.
    invalidate()
    var region: PixelRect?
    do {
      if let previous, var reused = frame, previous.size == scene.size {
        frame = nil
        if let damage = SceneDamage.region(from: previous, to: scene) {
          let pixels = PixelRect(
            covering: damage, scale: 1, frameWidth: reused.width, frameHeight: reused.height)
          try renderer.render(scene, scale: 1, over: &reused, in: pixels)
          region = pixels
        } else {
          region = PixelRect(x: 0, y: 0, width: 0, height: 0)
        }
        frame = reused
      } else {
        frame = try renderer.render(scene, scale: 1)
      }
    } catch {
      throw .drawing("\(error)")
    }
    guard let frame else { return }
    do {
      if let region {
        try pane.draw(
          frame.bytes, width: frame.width, height: frame.height, stride: frame.stride,
          region: region)
      } else {
        try pane.draw(frame.bytes, width: frame.width, height: frame.height, stride: frame.stride)
      }
    } catch {
      throw .screen(error)
    }
    self.scene = scene
    self.frame = frame
  }
}
