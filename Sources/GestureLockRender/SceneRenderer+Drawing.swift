internal import GestureLockCore

/// Turning scene items into Cairo calls.
extension SceneRenderer {
  /// Paints the background and every drawable item of `scene` onto `context`, in points.
  ///
  /// - Throws: ``RenderError/cairoFailure(operation:message:)`` if the context ends in error.
  /// - Complexity: O(items + points of all polylines + characters of all labels).
  func draw(_ scene: Scene, in context: CairoContext) throws {
    if scene.background.isDrawable {
      context.setSource(scene.background)
      context.paint()
    }
    for item in scene.items {
      switch item {
      case .circle(let circle): draw(circle, in: context)
      case .polyline(let polyline): draw(polyline, in: context)
      case .text(let label): try draw(label, in: context, frameWidth: scene.size.width)
      }
    }
    try context.status.check("drawing a \(scene.items.count)-item scene")
  }

  /// Fills, then strokes, a circle; skips it if any value it uses is unusable.
  func draw(_ circle: Scene.Circle, in context: CairoContext) {
    let strokeWidth = circle.stroke == nil ? 0 : circle.lineWidth
    guard circle.fill != nil || circle.stroke != nil, circle.fill?.isDrawable ?? true,
      circle.stroke?.isDrawable ?? true, circle.radius > 0, strokeWidth >= 0,
      Self.fits(circle.center, reach: circle.radius + strokeWidth / 2)
    else { return }
    context.newPath()
    context.addCircle(center: circle.center, radius: circle.radius)
    if let fill = circle.fill {
      context.setSource(fill)
      // An opaque ring this wide paints over every pixel the disc's edge touches, so the
      // edge's anti-aliasing could never show: skipping it leaves the pixels as they were and
      // saves about a third of a ringed disc's time in Cairo (issue 6's frame budget).
      let ringHidesEdge =
        circle.stroke.map { $0.alpha >= 1 } == true && context.drawsPixels
        && context.deviceLength(of: strokeWidth) >= Self.edgeHidingRingWidth
      if ringHidesEdge { context.setAntialiased(false) }
      context.fillPreserve()
      if ringHidesEdge { context.setAntialiased(true) }
    }
    if let stroke = circle.stroke, strokeWidth > 0 {
      context.setSource(stroke)
      context.setLineWidth(strokeWidth)
      context.strokePreserve()
    }
    context.newPath()
  }

  /// The narrowest ring, in device pixels, that covers a disc's anti-aliased edge in full.
  ///
  /// A pixel whose coverage the edge changes has its centre within √2/2 px of the edge and
  /// its corners within another √2/2 px; the disc's edge and each edge of the ring may lie up
  /// to Cairo's tolerance (0.1 px) off the true circles. So each half of the ring needs
  /// √2 + 0.1 + 0.1 px, the ring 3.23 px.
  static let edgeHidingRingWidth = 3.25

  /// Strokes a polyline with round caps and joins; skips it if any value it uses is unusable.
  func draw(_ polyline: Scene.Polyline, in context: CairoContext) {
    guard polyline.points.count >= 2, polyline.color.isDrawable, polyline.lineWidth > 0,
      polyline.points.allSatisfy({ Self.fits($0, reach: polyline.lineWidth / 2) })
    else { return }
    context.newPath()
    context.move(to: polyline.points[0])
    for point in polyline.points.dropFirst() { context.line(to: point) }
    context.setSource(polyline.color)
    context.setLineWidth(polyline.lineWidth)
    context.setRoundLineCap()
    context.setRoundLineJoin()
    context.stroke()
  }

  /// The widest a label may be, as a fraction of the frame's width; wider ones are drawn
  /// smaller so a message never runs off the window (long translations, narrow windows).
  static let maximumTextWidthFraction = 0.94

  /// Lays out a label with Pango and draws it with its logical box centred on `label.center`,
  /// shrunk when needed to fit ``maximumTextWidthFraction`` of `frameWidth` points.
  func draw(_ label: Scene.TextLabel, in context: CairoContext, frameWidth: Double) throws {
    guard Self.fits(label.center, reach: 0), label.fontSize.isFinite, label.fontSize > 0,
      label.fontSize <= Double(Self.maximumSide), label.color.isDrawable, !label.text.isEmpty
    else { return }
    var layout = try makeLayout(label.text, fontSize: label.fontSize, in: context)
    var box = layout.logicalExtents
    let room = frameWidth * Self.maximumTextWidthFraction
    if frameWidth.isFinite, room > 0, box.width > room {
      layout = try makeLayout(label.text, fontSize: label.fontSize * room / box.width, in: context)
      box = layout.logicalExtents
    }
    context.newPath()
    context.move(
      to: Point(
        x: label.center.x - box.x - box.width / 2, y: label.center.y - box.y - box.height / 2))
    context.setSource(label.color)
    layout.show()
    context.newPath()
  }

  /// A Pango layout of `text` in ``fontFamilies`` at `fontSize` user units for `context`.
  func makeLayout(_ text: String, fontSize: Double, in context: CairoContext) throws -> TextLayout {
    let layout = try TextLayout(context: context)
    layout.setFont(try FontDescription(families: fontFamilies, size: fontSize))
    layout.setText(text)
    return layout
  }

  /// How many characters of `text` no installed font can show with ``fontFamilies`` (they
  /// would be drawn as hex boxes); 0 when font fallback covers the whole text.
  func unknownGlyphCount(in text: String, fontSize: Double = 16) throws -> Int {
    let context = try CairoContext(surface: CairoSurface(imageWidth: 1, height: 1))
    return try makeLayout(text, fontSize: fontSize, in: context).unknownGlyphCount
  }
}

extension SceneRenderer {
  /// Whether a shape reaching `reach` points around `point` can be handed to Cairo: all values
  /// finite, `reach` not negative, and the shape within ±``maximumCoordinate`` on both axes.
  ///
  /// Cairo keeps device coordinates in 24.8 fixed point (about ±8.4 million pixels): beyond
  /// that shapes come out wrong, huge radii make `cairo_arc` run for minutes, and huge widths
  /// exhaust memory.
  static func fits(_ point: Point, reach: Double) -> Bool {
    guard point.isFinite, reach.isFinite, reach >= 0 else { return false }
    return abs(point.x) + reach <= maximumCoordinate && abs(point.y) + reach <= maximumCoordinate
  }
}

extension Color {
  /// Whether every channel is finite, so the colour can be handed to Cairo (which clamps
  /// finite values to 0...1 itself).
  var isDrawable: Bool {
    red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite
  }
}
