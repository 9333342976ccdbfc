public import GestureLockCore

extension SceneRenderer {
  /// Draws `scene` again inside `region` of `frame`, a buffer made by ``render(_:scale:)`` for
  /// the previous scene of the same size at the same `scale`; pixels outside `region` are left
  /// as they are (damage regions, issue 14).
  ///
  /// With `region` from `SceneDamage.region(from:to:)` (GestureLockCore, through
  /// `PixelRect(covering:scale:frameWidth:frameHeight:)`), the result equals
  /// `render(scene, scale: scale)` byte for byte: the region's rows (and a few more) are drawn
  /// whole into a scratch surface, so Cairo rasterises each pixel as in a full repaint, and
  /// the region is copied into the frame. Costs O(frame width × region height + items)
  /// instead of O(frame's pixels + items). `frame` is written in place when not shared.
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
    let stride = frame.stride
    // Cairo cuts shapes at a surface's bounds before rasterising. Cut at a left or right
    // bound, an anti-aliased shape's coverage along the whole row can round differently; cut
    // at a top or bottom bound, only the rows next to it change. So the region is drawn in
    // whole rows, `guardPixels` more above and below, into a scratch surface, and only the
    // region is copied into the frame (its test compares with a full repaint byte for byte).
    let gx0 = 0
    let gy0 = max(0, y0 - Self.guardPixels)
    let gx1 = frame.width
    let gy1 = min(frame.height, y1 + Self.guardPixels)
    let scratchWidth = gx1 - gx0
    let scratchStride = CairoSurface.argb32Stride(width: scratchWidth)
    var scratch = [UInt8](repeating: 0, count: scratchStride * (gy1 - gy0))
    try scratch.withUnsafeMutableBufferPointer { memory in
      let surface = try CairoSurface(
        imageData: memory.baseAddress!, width: scratchWidth, height: gy1 - gy0,
        stride: scratchStride)
      surface.setDeviceOffset(x: Double(-gx0), y: Double(-gy0))
      let context = try CairoContext(surface: surface)
      context.scale(scale, scale)
      try draw(scene, in: context)
      try surface.finish()
    }
    let rowBytes = (x1 - x0) * 4
    scratch.withUnsafeBytes { source in
      frame.bytes.withUnsafeMutableBytes { target in
        for y in y0..<y1 {
          let from = (y - gy0) * scratchStride + (x0 - gx0) * 4
          let to = y * stride + x0 * 4
          target.baseAddress!.advanced(by: to).copyMemory(
            from: source.baseAddress!.advanced(by: from), byteCount: rowBytes)
        }
      }
    }
  }

  /// The pixels drawn around a damage region and thrown away (see
  /// ``render(_:scale:over:in:)``).
  static let guardPixels = 4
}
