/// The one drawing of a ``Scene``, written against ``SceneCanvas`` so that every platform
/// draws the same pictures (issue 16): Cairo on Linux, Core Graphics on Apple.
extension SceneCanvas {
  /// Paints the background, then every drawable item of `scene` in array order (later items
  /// cover earlier ones), in points; items ``SceneDrawing`` rules out are skipped.
  ///
  /// Circles are filled, then stroked; polylines are stroked with round caps and joins; a
  /// label's logical box is centred on its centre, the label set smaller when it is wider than
  /// ``SceneDrawing/maximumTextWidthFraction`` of the scene's width.
  ///
  /// - Throws: whatever the canvas's ``measure(_:fontSize:)`` or
  ///   ``show(_:fontSize:from:color:)`` throws (the platform's text system failed); the items
  ///   before the failing label have been drawn.
  /// - Complexity: O(items + points of all polylines + characters of all labels).
  public func draw(_ scene: Scene) throws {
    if scene.background.isDrawable {
      paint(scene.background)
    }
    for item in scene.items {
      switch item {
      case .circle(let circle): draw(circle)
      case .polyline(let polyline): draw(polyline)
      case .text(let label): try draw(label, frameWidth: scene.size.width)
      }
    }
  }

  /// Fills, then strokes, a circle; skips it if any value it uses is unusable.
  ///
  /// When an opaque ring at least ``SceneDrawing/edgeHidingRingWidth`` device pixels wide
  /// follows on a pixel canvas, the disc is filled without anti-aliasing: the ring paints over
  /// every pixel the disc's edge touches, so the edge's anti-aliasing could never show, and
  /// skipping it saves about a third of a ringed disc's time in Cairo (issue 6's frame budget).
  func draw(_ circle: Scene.Circle) {
    let strokeWidth = circle.stroke == nil ? 0 : circle.lineWidth
    guard circle.fill != nil || circle.stroke != nil, circle.fill?.isDrawable ?? true,
      circle.stroke?.isDrawable ?? true, circle.radius > 0, strokeWidth >= 0,
      SceneDrawing.fits(circle.center, reach: circle.radius + strokeWidth / 2)
    else { return }
    beginPath()
    addCircle(center: circle.center, radius: circle.radius)
    if let fill = circle.fill {
      let ringHidesEdge =
        circle.stroke.map { $0.alpha >= 1 } == true && drawsPixels
        && strokeWidth * pixelsPerPoint >= SceneDrawing.edgeHidingRingWidth
      self.fill(fill, antialiased: !ringHidesEdge)
    }
    if let stroke = circle.stroke, strokeWidth > 0 {
      self.stroke(stroke, width: strokeWidth)
    }
    beginPath()
  }

  /// Strokes a polyline with round caps and joins; skips it if any value it uses is unusable.
  func draw(_ polyline: Scene.Polyline) {
    guard polyline.points.count >= 2, polyline.color.isDrawable, polyline.lineWidth > 0,
      polyline.points.allSatisfy({ SceneDrawing.fits($0, reach: polyline.lineWidth / 2) })
    else { return }
    beginPath()
    move(to: polyline.points[0])
    for point in polyline.points.dropFirst() { line(to: point) }
    stroke(polyline.color, width: polyline.lineWidth)
    beginPath()
  }

  /// Draws a label with its logical box centred on `label.center`, shrunk when needed to fit
  /// ``SceneDrawing/maximumTextWidthFraction`` of `frameWidth` points; skips it if any value
  /// it uses is unusable.
  func draw(_ label: Scene.TextLabel, frameWidth: Double) throws {
    guard SceneDrawing.fits(label.center, reach: 0), label.fontSize.isFinite, label.fontSize > 0,
      label.fontSize <= Double(SceneDrawing.maximumSide), label.color.isDrawable,
      !label.text.isEmpty
    else { return }
    var fontSize = label.fontSize
    var box = try measure(label.text, fontSize: fontSize)
    let room = frameWidth * SceneDrawing.maximumTextWidthFraction
    if frameWidth.isFinite, room > 0, box.size.width > room {
      fontSize = label.fontSize * room / box.size.width
      box = try measure(label.text, fontSize: fontSize)
    }
    let origin = Point(
      x: label.center.x - box.origin.x - box.size.width / 2,
      y: label.center.y - box.origin.y - box.size.height / 2)
    try show(label.text, fontSize: fontSize, from: origin, color: label.color)
  }
}
