package import GestureLockCore
package import GestureLockRender

/// Draws one pad frame into terminal cells: the scene's shapes as braille, its text labels as
/// characters, and the message and key hint in text rows under the grid.
///
/// Cairo rasterises, as for the window: the scene's circles and polylines are rendered with
/// `SceneRenderer` at a few pixels per braille dot (``pixelsPerDot``), then read back as
/// braille by ``BrailleRaster``. Lines thinner than a dot are widened to one dot first, so a
/// node's thin ring still comes out as a closed ring. Text labels (the keypad's digits) are
/// written as real characters centred on the cell of the label's centre, two columns for a
/// double-width character.
///
/// In colour, every cell gets the scene's background, so the pad looks like the window.
/// Cells in the colour of a polyline (the path, and path nodes' rings) are bold, so the path
/// stands out from idle rings on a monochrome terminal too; the message is bold in the error
/// state.
///
/// ```swift
/// let geometry = TerminalGeometry(columns: 80, rows: 24)
/// let scene = session.scene(viewSize: geometry.viewSize, showsMessage: false)
/// let frame = try CellPainter().frame(
///   scene: scene, message: session.message, state: session.state,
///   hint: "←↑→↓ move · Space select · Return submit · Esc cancel · q quit", geometry: geometry)
/// terminal.write(encoder.encode(frame))
/// ```
package struct CellPainter: Sendable {
  /// Pixels across one braille dot in the rendered picture (a dot is half a cell wide).
  static let pixelsPerDot = 3.0

  /// Circles whose radius is below this many cell widths (a diameter under two columns and
  /// one row) are written as ``filledGlyph`` or ``outlinedGlyph`` rather than rendered.
  static let glyphRadius = 1.0

  /// The same for a circle with a text label on its centre (a key): below this many cell
  /// widths its ring would run into the label, so the key shows as its label alone (on the
  /// key's colour when pressed).
  static let labelledGlyphRadius = 2.0

  /// The character of a small filled circle (an entered character's dot).
  static let filledGlyph: Character = "●"

  /// The character of a small outlined circle (a PIN digit still to come).
  static let outlinedGlyph: Character = "○"

  /// The line shown instead of the pad when the terminal is too small.
  package static let tooSmallMessage = "Make the terminal larger"

  /// The Cairo renderer for the scene's shapes.
  let renderer: SceneRenderer
  /// The colours of the message (by state) and the hint; the pad's own colours come with the
  /// scene.
  let style: PadStyle

  /// Creates a painter.
  ///
  /// - Parameters:
  ///   - renderer: Renders the scene's shapes.
  ///   - style: The message's colours (text, error, success); default the pad's standard.
  package init(renderer: SceneRenderer = SceneRenderer(), style: PadStyle = .standard) {
    self.renderer = renderer
    self.style = style
  }

  /// The cells of one frame.
  ///
  /// - Parameters:
  ///   - scene: The pad's scene for `geometry.viewSize` points, built without the message
  ///     (`session.scene(viewSize:showsMessage: false)`).
  ///   - message: The message, written centred in `geometry.messageRow`, cut with "…" when
  ///     wider than the terminal.
  ///   - state: The pad's state: the message is bold in the error colour in `.error`, in the
  ///     success colour in `.success`, in the text colour otherwise.
  ///   - hint: One line of key help, written faint in the last row; items separated by " · "
  ///     are dropped from the end until it fits, and it is left out when none fits.
  ///   - geometry: The terminal's size and cell shape.
  ///   - tooSmallMessage: The line shown alone when the terminal is too small, in the pad's
  ///     language.
  /// - Returns: A frame of `geometry.columns × geometry.rows` cells; for a terminal that
  ///   ``TerminalGeometry/isTooSmall``, only `tooSmallMessage`.
  /// - Throws: `RenderError` when Cairo fails.
  /// - Complexity: O(rendered pixels + cells); about 2 × 4 × 9 pixels per cell.
  package func frame(
    scene: Scene, message: String, state: PadState, hint: String, geometry: TerminalGeometry,
    tooSmallMessage: String = CellPainter.tooSmallMessage
  ) throws -> CellFrame {
    let background = Cell(background: scene.background)
    var frame = CellFrame(columns: geometry.columns, rows: geometry.rows, fill: background)
    guard geometry.columns > 0, geometry.rows > 0 else { return frame }
    guard !geometry.isTooSmall else {
      writeWrapped(
        tooSmallMessage, around: geometry.rows / 2, in: &frame,
        template: Cell(foreground: style.text, background: scene.background))
      return frame
    }

    try drawShapes(of: scene, geometry: geometry, into: &frame)
    for item in scene.items {
      if case .text(let label) = item {
        place(label, geometry: geometry, background: scene.background, into: &frame)
      }
    }

    let messageColor: Color =
      switch state {
      case .error: style.error
      case .success: style.success
      case .normal, .selected: style.text
      }
    writeCentered(
      message, row: geometry.messageRow, in: &frame,
      template: Cell(
        foreground: messageColor, background: scene.background, bold: state == .error))
    if geometry.rows > geometry.messageRows, let hint = fitting(hint, columns: geometry.columns) {
      writeCentered(
        hint, row: geometry.hintRow, in: &frame,
        template: Cell(
          foreground: CellPainter.mix(style.text, scene.background, 0.55),
          background: scene.background, faint: true))
    }
    return frame
  }

  // MARK: - Shapes

  /// Renders the scene's circles and polylines and writes them as braille cells.
  private func drawShapes(
    of scene: Scene, geometry: TerminalGeometry, into frame: inout CellFrame
  ) throws {
    let viewSize = geometry.viewSize
    let dotWidth = TerminalGeometry.cellWidth / 2
    let minimumLine = min(dotWidth, geometry.cellHeight / 4)
    var shapes: [Scene.Item] = []
    var palette: [Color] = []
    var emphasised: [Color] = []
    // Circles smaller than a cell cannot be told apart in braille (a filled dot and an
    // outlined slot both come out as a blob): they are written as ● and ○ instead.
    let labelCenters = scene.items.compactMap { item -> Point? in
      if case .text(let label) = item { label.center } else { nil }
    }
    var glyphs: [(center: Point, character: Character, color: Color)] = []
    func remember(_ color: Color?) -> Color? {
      guard let color else { return nil }
      let opaque = CellPainter.composite(color, over: scene.background)
      if opaque != scene.background, !palette.contains(opaque) { palette.append(opaque) }
      return opaque
    }
    for item in scene.items {
      switch item {
      case .circle(var circle):
        let fill = remember(circle.fill)
        let stroke = circle.lineWidth > 0 ? remember(circle.stroke) : nil
        let labelled = labelCenters.contains { $0.distance(to: circle.center) < 0.5 }
        let glyphRadius =
          (labelled ? CellPainter.labelledGlyphRadius : CellPainter.glyphRadius)
          * TerminalGeometry.cellWidth
        if circle.radius < glyphRadius {
          // The outline decides the colour; the disc counts as filled only in its colour
          // (a pressed key), not when tinted (a path node) or cleared (an idle node).
          if let stroke, stroke != scene.background {
            let glyph = fill == stroke ? CellPainter.filledGlyph : CellPainter.outlinedGlyph
            glyphs.append((circle.center, glyph, stroke))
          } else if let fill, fill != scene.background {
            glyphs.append((circle.center, CellPainter.filledGlyph, fill))
          }
          continue
        }
        if stroke != nil { circle.lineWidth = max(circle.lineWidth, minimumLine) }
        shapes.append(.circle(circle))
      case .polyline(var line):
        if let color = remember(line.color), !emphasised.contains(color) {
          emphasised.append(color)
        }
        line.lineWidth = max(line.lineWidth, minimumLine)
        shapes.append(.polyline(line))
      case .text:
        break
      }
    }
    defer {
      for glyph in glyphs where glyph.center.isFinite {
        let (x, y) = geometry.cellPosition(of: glyph.center)
        guard x >= 0, y >= 0, x < Double(geometry.columns), y < Double(geometry.rows) else {
          continue
        }
        frame[column: Int(x), row: Int(y)] = Cell(
          character: glyph.character, foreground: glyph.color, background: scene.background,
          bold: emphasised.contains(glyph.color))
      }
    }
    guard !shapes.isEmpty else { return }

    // A few pixels per dot, fewer when that would exceed Cairo's largest picture.
    var scale = CellPainter.pixelsPerDot / dotWidth
    let largest = Double(SceneRenderer.maximumSide) * 0.999
    scale = min(scale, largest / viewSize.width, largest / viewSize.height)
    let picture = Scene(size: viewSize, background: scene.background, items: shapes)
    let buffer = try renderer.render(picture, scale: scale)
    let raster = BrailleRaster(
      buffer: buffer, columns: geometry.columns, rows: geometry.rows,
      background: scene.background, palette: palette)

    for row in 0..<geometry.rows {
      for column in 0..<geometry.columns {
        let character = raster.character(column: column, row: row)
        guard character != " " else { continue }
        let color = raster.color(column: column, row: row)
        frame[column: column, row: row] = Cell(
          character: character, foreground: color, background: scene.background,
          bold: color.map(emphasised.contains) ?? false)
      }
    }
  }
}
