public import GestureLockCore

extension SceneRenderer {
  /// Draws `scene` again inside `region` of `frame`, a buffer made by ``render(_:scale:)`` for
  /// the previous scene of the same size at the same `scale`; pixels outside `region` are left
  /// as they are (damage regions, issue 14).
  ///
  /// With `region` from `SceneDamage.region(from:to:)` (GestureLockCore, through
  /// `PixelRect(covering:scale:frameWidth:frameHeight:)`), the result equals
  /// `render(scene, scale: scale)` byte for byte: Cairo is clipped to whole pixels, so each
  /// pixel inside is computed as in a full repaint. Costs O(region's pixels + items) instead
  /// of O(frame's pixels + items). `frame` is drawn into in place when it is not shared.
  ///
  /// - Parameters:
  ///   - scene: What to draw, in points; its pixel size at `scale` must be `frame`'s.
  ///   - scale: Pixels per point, as for ``render(_:scale:)``.
  ///   - frame: The previous frame; on return, the new one.
  ///   - region: The pixels to draw; cut to the frame. Empty: nothing is drawn.
  /// - Throws: ``RenderError/invalidSize(_:)`` when the scene's pixel size at `scale` is not
  ///   `frame`'s (or is invalid, as for ``render(_:scale:)``);
  ///   ``RenderError/cairoFailure(operation:message:)`` when Cairo fails.
  public func render(
    _ scene: Scene, scale: Double = 1, over frame: inout PixelBuffer, in region: PixelRect
  ) throws {
    let pixels = try Self.pixelSize(of: scene.size, scale: scale)
    guard pixels.width == frame.width, pixels.height == frame.height,
      frame.stride == CairoSurface.argb32Stride(width: frame.width)
    else {
      throw RenderError.invalidSize(
        "the scene is \(pixels.width)×\(pixels.height) px at scale \(scale), the frame "
          + "\(frame.width)×\(frame.height)")
    }
    let x0 = max(0, region.x)
    let y0 = max(0, region.y)
    let x1 = min(frame.width, region.x + region.width)
    let y1 = min(frame.height, region.y + region.height)
    guard x1 > x0, y1 > y0 else { return }
    let (width, height, stride) = (frame.width, frame.height, frame.stride)
    let background = scene.background
    let coversEverything = background.isDrawable && background.alpha >= 1
    try frame.bytes.withUnsafeMutableBufferPointer { memory in
      let surface = try CairoSurface(
        imageData: memory.baseAddress!, width: width, height: height, stride: stride)
      let context = try CairoContext(surface: surface)
      context.clip(
        x: Double(x0), y: Double(y0), width: Double(x1 - x0), height: Double(y1 - y0))
      if !coversEverything {
        // A full render starts from transparent memory.
        context.setOperatorClear()
        context.paint()
        context.setOperatorOver()
      }
      context.scale(scale, scale)
      try draw(scene, in: context)
      try surface.finish()
    }
  }
}
