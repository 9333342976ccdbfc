internal import GestureLockCore

/// Turns consecutive ``CellFrame``s into the bytes that update a terminal: only the cells that
/// changed since the last frame, each run of changed cells after one cursor move.
///
/// The first frame, and the first after ``invalidate()`` (a resize, or anything else that
/// wrote over the screen), clears the screen with `CSI 2J` and paints every cell. SGR
/// (colours, bold, faint) is written only when it differs from the previous cell written, and
/// every update ends with `SGR 0`, so the terminal is left in its default rendition. In
/// ``ColorMode/monochrome`` no colour SGR is written at all; bold and faint still are.
///
/// ```swift
/// var encoder = FrameEncoder(colors: .detect(environment: environment))
/// terminal.write(encoder.encode(frame))  // everything
/// terminal.write(encoder.encode(next))   // only what changed
/// encoder.invalidate()                   // after SIGWINCH
/// ```
package struct FrameEncoder: Sendable {
  /// The colour mode SGR is written for.
  let colors: ColorMode
  /// The frame the terminal shows now, or `nil` when it is unknown.
  private var shown: CellFrame?

  /// Creates an encoder that knows nothing of the screen yet.
  package init(colors: ColorMode) {
    self.colors = colors
  }

  /// Forgets what is on screen: the next ``encode(_:)`` clears and repaints everything.
  package mutating func invalidate() {
    shown = nil
  }

  /// The bytes that bring the terminal from the previous frame to `frame`.
  ///
  /// - Parameter frame: The frame to show.
  /// - Returns: UTF-8 bytes: `CSI row;col H` cursor moves (1-based) and SGR only where
  ///   needed, the changed cells' characters, and a final `SGR 0`. Empty when nothing changed.
  ///   A frame of another size than the previous one is painted in full, as after
  ///   ``invalidate()``.
  /// - Complexity: O(cells).
  package mutating func encode(_ frame: CellFrame) -> [UInt8] {
    var output: [UInt8] = []
    var pen: Pen? = nil
    var palette = PenCache(colors: colors)
    let previous = shown.flatMap {
      $0.columns == frame.columns && $0.rows == frame.rows ? $0 : nil
    }
    if previous == nil {
      output.append(contentsOf: "\u{1B}[0m\u{1B}[2J".utf8)
      pen = Pen()
    }
    for row in 0..<frame.rows {
      // The column the cursor is at after the last write in this row, if it is known.
      var cursor: Int? = nil
      var column = 0
      while column < frame.columns {
        let index = row * frame.columns + column
        let cell = frame.cells[index]
        let lead = cell.isContinuation && column > 0 ? column - 1 : column
        let width = FrameEncoder.width(of: frame, column: lead, row: row)
        if let previous,
          !FrameEncoder.changed(frame, previous, column: lead, row: row, width: width)
        {
          column = lead + width
          continue
        }
        if cursor != lead {
          output.append(contentsOf: "\u{1B}[\(row + 1);\(lead + 1)H".utf8)
        }
        let leadCell = frame.cells[row * frame.columns + lead]
        let wanted = palette.pen(for: leadCell)
        if pen.map({ !$0.covers(wanted, blank: leadCell.character == " ") }) ?? true {
          output.append(contentsOf: "\u{1B}[\(wanted.parameters)m".utf8)
          pen = wanted
        }
        FrameEncoder.append(leadCell.isContinuation ? " " : leadCell.character, to: &output)
        column = lead + width
        cursor = column
      }
    }
    if !output.isEmpty { output.append(contentsOf: "\u{1B}[0m".utf8) }
    shown = frame
    return output
  }

  /// Columns the cell at (column, row) takes: 2 for a double-width character followed by its
  /// continuation, 1 otherwise.
  private static func width(of frame: CellFrame, column: Int, row: Int) -> Int {
    let next = column + 1
    guard next < frame.columns else { return 1 }
    return frame.cells[row * frame.columns + next].isContinuation
      && !frame.cells[row * frame.columns + column].isContinuation ? 2 : 1
  }

  /// Whether any of the `width` cells from (column, row) differs between the frames.
  private static func changed(
    _ frame: CellFrame, _ previous: CellFrame, column: Int, row: Int, width: Int
  ) -> Bool {
    let start = row * frame.columns + column
    return (start..<start + width).contains { frame.cells[$0] != previous.cells[$0] }
  }

  /// Appends the UTF-8 bytes of one character to `output`, without a temporary array (this
  /// runs for every changed cell); control characters are written as spaces, so a cell can
  /// never move the cursor or start an escape sequence.
  private static func append(_ character: Character, to output: inout [UInt8]) {
    guard let first = character.unicodeScalars.first,
      first.value >= 0x20, !(0x7F...0x9F).contains(first.value)
    else {
      output.append(0x20)
      return
    }
    output.append(contentsOf: character.utf8)
  }
}

extension FrameEncoder {
  /// The rendition SGR sets: terminal colours and attributes.
  struct Pen: Equatable, Sendable {
    var foreground: ColorMode.TerminalColor? = nil
    var background: ColorMode.TerminalColor? = nil
    var bold = false
    var faint = false

    /// The default rendition (`SGR 0`).
    init() {}

    /// Whether a cell wanting `wanted` looks right written with this pen: the same pen, or
    /// for a blank (which shows only its background) the same background without
    /// attributes that would show on a space.
    func covers(_ wanted: Pen, blank: Bool) -> Bool {
      self == wanted || (blank && background == wanted.background)
    }

    /// The SGR parameters, starting with a reset: `0;1;38;2;255;0;0;48;5;16`.
    var parameters: String {
      var parts = ["0"]
      if bold { parts.append("1") }
      if faint { parts.append("2") }
      if let foreground { parts.append(foreground.parameters(background: false)) }
      if let background { parts.append(background.parameters(background: true)) }
      return parts.joined(separator: ";")
    }
  }

  /// Pens for cells, remembering the last foreground and background mapped: a frame uses a
  /// handful of colours, and mapping one to the 256 or 16 palettes costs a search.
  struct PenCache {
    let colors: ColorMode
    private var foreground: (Color?, ColorMode.TerminalColor?) = (nil, nil)
    private var background: (Color?, ColorMode.TerminalColor?) = (nil, nil)

    init(colors: ColorMode) {
      self.colors = colors
    }

    /// The rendition for `cell` (no colours in monochrome).
    mutating func pen(for cell: Cell) -> Pen {
      var pen = Pen()
      pen.foreground = PenCache.map(cell.foreground, &foreground, colors)
      pen.background = PenCache.map(cell.background, &background, colors)
      pen.bold = cell.bold
      pen.faint = cell.faint
      return pen
    }

    private static func map(
      _ color: Color?, _ last: inout (Color?, ColorMode.TerminalColor?), _ colors: ColorMode
    ) -> ColorMode.TerminalColor? {
      if color == last.0 { return last.1 }
      last = (color, colors.terminalColor(for: color))
      return last.1
    }
  }
}
