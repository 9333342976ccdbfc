public import GestureLockCore

/// One surface's frames drawn with damage regions (issue 14): keeps the last scene and its
/// pixels, and draws each new scene only inside the region that changed (`SceneDamage` in
/// GestureLockCore, through ``SceneRenderer/render(_:scale:over:in:)``), so that a finger move
/// on a 3840×2160 lock screen draws a small rectangle instead of the whole screen.
///
/// The first frame, a frame of another size or scale, and any frame after ``invalidate()``
/// are drawn whole. The caller sends the changed region of ``frame`` to its screen: the X11
/// pane with `XPutImage`, a Wayland buffer with a copy and `damage_buffer`.
///
/// ```swift
/// let frames = SceneFrames()
/// if let changed = try frames.draw(scene, scale: 2) {
///   send(frames.frame!, region: changed)   // only the pixels that changed
/// }
/// ```
///
/// Not `Sendable`: one surface's frames belong to the thread that draws it.
public final class SceneFrames {
  private let renderer: SceneRenderer
  private var scene: Scene?
  private var scale = 0.0
  /// The latest frame's pixels, or `nil` before the first (and after ``invalidate()``).
  public private(set) var frame: PixelBuffer?

  /// Creates the frames of one surface, drawn by `renderer`.
  public init(renderer: SceneRenderer = SceneRenderer()) {
    self.renderer = renderer
  }

  /// Draws `scene` at `scale` pixels a point over the previous frame.
  ///
  /// - Returns: The pixels of ``frame`` that changed: all of them for a first frame, a new
  ///   size or a new scale; `nil` when the scene equals the previous one (nothing to send).
  ///   Outside the region, ``frame`` holds the previous frame's pixels, which are also the
  ///   new scene's (its test compares with a full repaint).
  /// - Throws: ``RenderError`` as ``SceneRenderer/render(_:scale:)``; the next frame is then
  ///   drawn whole.
  /// - Complexity: O(frame width × changed rows + items); O(pixels + items) when whole.
  public func draw(_ scene: Scene, scale: Double) throws -> PixelRect? {
    let previous = self.scene
    let previousScale = self.scale
    var frame = self.frame
    // Dropped while drawing, so the pixels are not shared and Cairo draws into them in place.
    invalidate()
    let changed: PixelRect
    if let previous, previousScale == scale, previous.size == scene.size, var reused = frame {
      frame = nil
      guard let damage = SceneDamage.region(from: previous, to: scene) else {
        self.frame = reused
        self.scene = previous
        self.scale = scale
        return nil
      }
      changed = PixelRect(
        covering: damage, scale: scale, frameWidth: reused.width, frameHeight: reused.height)
      try renderer.render(scene, scale: scale, over: &reused, in: changed)
      frame = reused
    } else {
      let whole = try renderer.render(scene, scale: scale)
      changed = PixelRect(x: 0, y: 0, width: whole.width, height: whole.height)
      frame = whole
    }
    self.frame = frame
    self.scene = scene
    self.scale = scale
    return changed
  }

  /// Forgets the last frame: the next ``draw(_:scale:)`` draws whole (the screen lost the
  /// surface's contents).
  public func invalidate() {
    scene = nil
    frame = nil
  }
}
