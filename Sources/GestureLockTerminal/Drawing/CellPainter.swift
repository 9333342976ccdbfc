package import GestureLockCore
package import GestureLockRender

/// Draws one pad frame into terminal cells: the scene's shapes as braille (or half blocks),
/// its text labels as characters, and the message and key hint in text rows under the grid.
///
/// Cairo rasterises, as for the window: the scene's circles and polylines are rendered with
/// `SceneRenderer` at a few pixels per braille dot (``pixelsPerDot``), then read back as
/// braille by ``DotRaster``; with ``CellGlyphs/blocks`` (the Linux console) as half blocks,
/// two pixels a cell. Lines thinner than a dot are widened to one dot first, so a node's thin
/// ring still comes out as a closed ring. Text labels (the keypad's digits) are written as
/// real characters centred on the cell of the label's centre, two columns for a double-width
/// character.
///
/// The message takes the message row; when it is wider than the terminal it is wrapped over
/// the message row and the hint row (the hint is then left out), and cut with "…" only when
/// two rows do not hold it. The hint drops items from the end to fit, but keeps the one that
/// tells how to quit.
///
/// In colour, every cell gets the scene's background, so the pad looks like the window.
/// Cells in the colour of a polyline (the path, and path nodes' rings) are bold, so the path
/// stands out from idle rings on a monochrome terminal too; the message is bold in the error
/// state.
///
/// ```swift
/// let geometry = TerminalGeometry(columns: 80, rows: 24)
/// let scene = session.scene(viewSize: geometry.viewSize, showsMessage: false)
/// let frame = try CellPainter(glyphs: .detect(environment: environment)).frame(
///   scene: scene, message: session.message, state: session.state,
///   hint: "←↑→↓ move · Space select · Return submit · Esc cancel · q quit", geometry: geometry)
/// terminal.write(encoder.encode(frame))
/// ```
package struct CellPainter: Sendable {
  /// Pixels across one braille dot in the rendered picture (a dot is half a cell wide).
  static let pixelsPerDot = 3.0

  /// Circles whose radius is below this many cell widths (a diameter under two columns and
  /// one row) are written as the glyph set's filled or outlined character rather than
  /// rendered in braille; twice that in half blocks, which have a quarter of the dots.
  static let glyphRadius = 1.0

  /// The same for a circle with a text label on its centre (a key): below this many cell
  /// widths its ring would run into the label, so the key shows as its label alone (on the
  /// key's colour when pressed); one cell width more in half blocks.
  static let labelledGlyphRadius = 2.0

  /// The line shown instead of the pad when the terminal is too small.
  package static let tooSmallMessage = "Make the terminal larger"

  /// The Cairo renderer for the scene's shapes.
  let renderer: SceneRenderer
  /// The colours of the message (by state) and the hint; the pad's own colours come with the
  /// scene.
  let style: PadStyle
  /// The characters the frame is drawn with.
  let glyphs: CellGlyphs

  /// Creates a painter.
  ///
  /// - Parameters:
  ///   - renderer: Renders the scene's shapes.
  ///   - style: The message's colours (text, error, success); default the pad's standard.
  ///   - glyphs: The characters to draw with, for the terminal's font
  ///     (``CellGlyphs/detect(environment:)``); default braille.
  package init(
    renderer: SceneRenderer = SceneRenderer(), style: PadStyle = .standard,
    glyphs: CellGlyphs = .braille
  ) {
    self.renderer = renderer
    self.style = style
    self.glyphs = glyphs
  }

  /// The cells of one frame.
  ///
  /// - Parameters:
  ///   - scene: The pad's scene for `geometry.viewSize` points, built without the message
  ///     (`session.scene(viewSize:showsMessage: false)`).
  ///   - message: The message, written centred in `geometry.messageRow`; wrapped over that
  ///     row and the hint row when wider than the terminal, and cut with "…" when two rows do
  ///     not hold it.
  ///   - state: The pad's state: the message is bold in the error colour in `.error`, in the
  ///     success colour in `.success`, in the text colour otherwise.
  ///   - hint: One line of key help, written faint in the last row; items separated by " · "
  ///     are dropped from the end until it fits, except the one telling how to quit
  ///     (``fitting(_:columns:)``), and it is left out when none fits or the message needs
  ///     the row.
  ///   - geometry: The terminal's size and cell shape.
  ///   - tooSmallMessage: The line shown alone when the terminal is too small, in the pad's
  ///     language.
  /// - Returns: A frame of `geometry.columns × geometry.rows` cells; for a terminal that
  ///   ``TerminalGeometry/isTooSmall``, only `tooSmallMessage`.
  /// - Throws: `RenderError` when Cairo fails.
  /// - Complexity: O(rendered pixels + cells); about 6 × 6 × `cellAspect` pixels per cell.
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
    let rows = geometry.rows > geometry.messageRows ? 2 : 1
    let lines = DisplayWidth.wrapped(
      glyphs.displayable(message), toColumns: geometry.columns, maxLines: rows,
      ellipsis: glyphs.ellipsis)
    for (offset, line) in lines.enumerated() {
      writeCentered(
        line, row: geometry.messageRow + offset, in: &frame,
        template: Cell(
          foreground: messageColor, background: scene.background, bold: state == .error))
    }
    if rows == 2, lines.count < 2,
      let hint = fitting(glyphs.displayable(hint), columns: geometry.columns)
    {
      writeCentered(
        hint, row: geometry.hintRow, in: &frame,
        template: Cell(
          foreground: CellPainter.mix(style.text, scene.background, 0.55),
          background: scene.background, faint: true))
    }
    return frame
  }

  // MARK: - Shapes

  /// Renders the scene's circles and polylines and writes them as braille or half-block
  /// cells.
  private func drawShapes(
    of scene: Scene, geometry: TerminalGeometry, into frame: inout CellFrame
  ) throws {
    let viewSize = geometry.viewSize
    let dotWidth = TerminalGeometry.cellWidth / Double(glyphs.dotsAcross)
    let minimumLine = min(dotWidth, geometry.cellHeight / Double(glyphs.dotsDown))
    let coarse = glyphs.raster == .halfBlocks
    var shapes: [Scene.Item] = []
    var palette: [Color] = []
    var emphasised: [Color] = []
    // Circles smaller than a cell cannot be told apart in braille (a filled dot and an
    // outlined slot both come out as a blob): they are written as ● and ○ instead.
    // Half blocks have half the dots each way: the same below twice the radius.
    let labelCenters = scene.items.compactMap { item -> Point? in
      if case .text(let label) = item { label.center } else { nil }
    }
    var small: [(center: Point, character: Character, color: Color)] = []
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
        let cells =
          labelled
          ? CellPainter.labelledGlyphRadius + (coarse ? 1 : 0)
          : CellPainter.glyphRadius * (coarse ? 2 : 1)
        let glyphRadius = cells * TerminalGeometry.cellWidth
        if circle.radius < glyphRadius {
          // The outline decides the colour; the disc counts as filled only in its colour
          // (a pressed key), not when tinted (a path node) or cleared (an idle node).
          if let stroke, stroke != scene.background {
            let glyph = fill == stroke ? self.glyphs.filled : self.glyphs.outlined
            small.append((circle.center, glyph, stroke))
          } else if let fill, fill != scene.background {
            small.append((circle.center, self.glyphs.filled, fill))
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
      let columns = CellPainter.evenColumns(
        small.map { geometry.cellPosition(of: $0.center) }, rows: geometry.rows)
      for (glyph, column) in zip(small, columns) where glyph.center.isFinite {
        let y = geometry.cellPosition(of: glyph.center).row
        guard column >= 0, y >= 0, column < geometry.columns, y < Double(geometry.rows) else {
          continue
        }
        frame[column: column, row: Int(y)] = Cell(
          character: glyph.character, foreground: glyph.color, background: scene.background,
          bold: emphasised.contains(glyph.color))
      }
    }
    guard !shapes.isEmpty else { return }

    // A few pixels per braille dot (as many for half blocks), fewer when that would exceed
    // Cairo's largest picture.
    var scale = CellPainter.pixelsPerDot * 2 / TerminalGeometry.cellWidth
    let largest = Double(SceneRenderer.maximumSide) * 0.999
    scale = min(scale, largest / viewSize.width, largest / viewSize.height)
    let picture = Scene(size: viewSize, background: scene.background, items: shapes)
    let buffer = try renderer.render(picture, scale: scale)
    switch glyphs.raster {
    case .braille:
      let raster = DotRaster(
        buffer: buffer, columns: geometry.columns, rows: geometry.rows,
        background: scene.background, palette: palette)
      for row in 0..<geometry.rows {
        for column in 0..<geometry.columns {
          let character = raster.brailleCharacter(column: column, row: row)
          guard character != " " else { continue }
          let color = raster.color(column: column, row: row)
          frame[column: column, row: row] = Cell(
            character: character, foreground: color, background: scene.background,
            bold: color.map(emphasised.contains) ?? false)
        }
      }
    case .halfBlocks:
      // One dot a half row: cell (column, row) is dots (column, 2 row) and (column, 2 row + 1).
      let raster = DotRaster(
        buffer: buffer, columns: geometry.columns, rows: 2 * geometry.rows, dotsAcross: 1,
        dotsDown: 1, background: scene.background, palette: palette)
      for row in 0..<geometry.rows {
        for column in 0..<geometry.columns {
          guard
            let cell = CellPainter.halfBlock(
              upper: raster.color(column: column, row: 2 * row),
              lower: raster.color(column: column, row: 2 * row + 1),
              background: scene.background, emphasised: emphasised)
          else { continue }
          frame[column: column, row: row] = cell
        }
      }
    }
  }

  /// The columns of small circles' glyphs at `positions` (fractional cells): the cell each
  /// is in, except that evenly spaced glyphs in one row (a PIN's dots, a row of nodes) stay
  /// evenly spaced in whole columns, at least one apart, around the same middle.
  ///
  /// - Parameters:
  ///   - positions: Fractional (column, row) positions, as ``TerminalGeometry/cellPosition(of:)``.
  ///   - rows: The terminal's rows.
  /// - Returns: One column per position.
  static func evenColumns(_ positions: [(column: Double, row: Double)], rows: Int) -> [Int] {
    var columns = positions.map { Int($0.column.rounded(.down)) }
    var byRow: [Int: [Double]] = [:]
    for position in positions where position.column.isFinite && position.row.isFinite {
      byRow[Int(position.row.rounded(.down)), default: []].append(position.column)
    }
    for (row, xs) in byRow {
      // Glyphs at the same place (a node's ring and its centre) count once.
      var distinct: [Double] = []
      for x in xs.sorted() where distinct.last.map({ x - $0 > 1e-6 }) ?? true {
        distinct.append(x)
      }
      guard distinct.count >= 2 else { continue }
      let gaps = zip(distinct.dropFirst(), distinct).map { $0 - $1 }
      guard gaps.allSatisfy({ abs($0 - gaps[0]) < 1e-6 }) else { continue }
      let spacing = max(1, gaps[0].rounded())
      let middle = (distinct[0] + distinct[distinct.count - 1]) / 2
      let start = (middle - spacing * Double(distinct.count - 1) / 2).rounded(.down)
      for (index, position) in positions.enumerated()
      where Int(position.row.rounded(.down)) == row {
        let slot = distinct.firstIndex { abs($0 - position.column) <= 1e-6 } ?? 0
        columns[index] = Int(start + spacing * Double(slot))
      }
    }
    return columns
  }

  /// The half-block cell showing `upper` over `lower` (`nil`: no ink): ▀ in the upper colour,
  /// ▄ in the lower one, █ when both are the same colour, and ▀ on the lower colour as the
  /// cell's background when they differ. Bold when the foreground is `emphasised`.
  ///
  /// - Returns: The cell, or `nil` when neither half has ink.
  static func halfBlock(upper: Color?, lower: Color?, background: Color, emphasised: [Color])
    -> Cell?
  {
    let (character, foreground, back): (Character, Color, Color)
    switch (upper, lower) {
    case (nil, nil): return nil
    case (let upper?, nil): (character, foreground, back) = ("▀", upper, background)
    case (nil, let lower?): (character, foreground, back) = ("▄", lower, background)
    case (let upper?, let lower?) where upper == lower:
      (character, foreground, back) = ("█", upper, background)
    case (let upper?, let lower?): (character, foreground, back) = ("▀", upper, lower)
    }
    return Cell(
      character: character, foreground: foreground, background: back,
      bold: emphasised.contains(foreground))
  }
}
