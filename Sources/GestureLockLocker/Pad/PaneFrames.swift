internal import GestureLockCore
internal import GestureLockGrabHolder
internal import GestureLockRender
internal import GestureLockScreenLock

/// The lock screen pad's frames with damage regions (issue 14): ``SceneFrames`` draws only
/// the rectangle that changed, and only that rectangle is sent to the pane, so that a finger
/// move on a 3840×2160 monitor sends a small rectangle instead of the whole monitor. The first
/// frame, a new size, and any frame after ``invalidate()`` (an exposure, the pane shown again)
/// are drawn and sent whole.
final class PaneFrames {
  private let frames = SceneFrames()

  /// Forgets the last frame: the next ``draw(_:on:)`` is a full repaint (the server lost the
  /// pane's contents).
  func invalidate() {
    frames.invalidate()
  }

  /// Draws `scene` into `pane`: only what changed since the last frame, or all of it.
  ///
  /// - Throws: ``LockerError/drawing(_:)`` when Cairo fails; ``LockerError/screen(_:)`` when
  ///   the display is lost. Either way the next frame is drawn whole.
  func draw(_ scene: Scene, on pane: PadPane) throws(LockerError) {
    let changed: PixelRect?
    do {
      changed = try frames.draw(scene, scale: 1)
    } catch {
      throw .drawing("\(error)")
    }
    guard let frame = frames.frame else { return }
    do {
      if let changed, changed.width == frame.width, changed.height == frame.height {
        try pane.draw(frame.bytes, width: frame.width, height: frame.height, stride: frame.stride)
      } else {
        try pane.draw(
          frame.bytes, width: frame.width, height: frame.height, stride: frame.stride,
          region: changed ?? PixelRect(x: 0, y: 0, width: 0, height: 0))
      }
    } catch {
      frames.invalidate()
      throw .screen(error)
    }
  }
}
