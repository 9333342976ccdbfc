internal import GestureLockCore
internal import GestureLockRender

/// Lit dots and colours from a rendered picture: each terminal cell is `dotsAcross ×
/// dotsDown` dots (2 × 4 for braille, U+2800...U+28FF; 1 × 1 on half rows for half blocks),
/// each dot a sub-rectangle of pixels.
///
/// A dot is lit when the mean *ink* of its pixels (a pixel's largest channel difference from
/// the background, 0...1) exceeds ``threshold``: a line covering about a third of a dot
/// lights it, a faint tint (a path node's 15 % interior) does not. A cell's colour is the mean
/// colour of the pixels of its lit dots, weighted by the square of their ink (so a faint tint
/// or an anti-aliased edge next to a line hardly counts), snapped to the nearest of the colours
/// the scene drew with, so edges never invent in-between colours.
///
/// ```swift
/// let buffer = try SceneRenderer().render(shapes, scale: 0.75)
/// let raster = DotRaster(
///   buffer: buffer, columns: 80, rows: 24, dotsAcross: 2, dotsDown: 4,
///   background: shapes.background, palette: colors)
/// raster.brailleCharacter(column: 3, row: 2)  // "⣀"
/// ```
struct DotRaster {
  /// Mean ink (0...1) above which a dot is lit.
  static let threshold = 0.25

  /// Width in cells.
  let columns: Int
  /// Height in cells.
  let rows: Int
  /// Dots across one cell (1 or 2).
  let dotsAcross: Int
  /// Dots down one cell (1...4).
  let dotsDown: Int
  /// One byte per cell, row-major: bit `dy × dotsAcross + dx` set when the cell's dot
  /// (dx, dy) is lit, (0, 0) the top left one.
  private(set) var bits: [UInt8]
  /// The ink colour of each cell, row-major, or `nil` for a cell without ink.
  private(set) var colors: [Color?]

  /// Reads `buffer` as `columns × rows` cells of `dotsAcross × dotsDown` dots each.
  ///
  /// - Parameters:
  ///   - buffer: An opaque picture covering the whole terminal; dot `d` of `n` along an axis
  ///     takes the pixels from `d × pixels / n` up to `(d + 1) × pixels / n`.
  ///   - columns: Width in cells.
  ///   - rows: Height in cells.
  ///   - dotsAcross: Dots across one cell, 1...2.
  ///   - dotsDown: Dots down one cell, 1...4.
  ///   - background: The picture's background: what carries no ink.
  ///   - palette: The opaque colours the picture was drawn with (not the background); a cell's
  ///     colour is snapped to the nearest of them. Empty: the mean colour itself.
  /// - Complexity: O(pixels + cells × palette).
  init(
    buffer: PixelBuffer, columns: Int, rows: Int, dotsAcross: Int = 2, dotsDown: Int = 4,
    background: Color, palette: [Color]
  ) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    let across = min(max(1, dotsAcross), 2)
    let down = min(max(1, dotsDown), 4)
    self.dotsAcross = across
    self.dotsDown = down
    let cellCount = self.columns * self.rows
    bits = Array(repeating: 0, count: cellCount)
    colors = Array(repeating: nil, count: cellCount)
    let dotsX = across * self.columns
    let dotsY = down * self.rows
    guard dotsX > 0, dotsY > 0, buffer.width > 0, buffer.height > 0 else { return }

    let width = buffer.width
    let height = buffer.height
    let dotOfX = (0..<width).map { $0 * dotsX / width }
    let dotOfY = (0..<height).map { $0 * dotsY / height }
    var pixelsInColumn = [Int](repeating: 0, count: dotsX)
    for dot in dotOfX { pixelsInColumn[dot] += 1 }
    var pixelsInRow = [Int](repeating: 0, count: dotsY)
    for dot in dotOfY { pixelsInRow[dot] += 1 }

    let (backRed, backGreen, backBlue) = ColorMode.channels8(background)
    let backgroundWord =
      0xFF00_0000 | UInt32(backRed) << 16 | UInt32(backGreen) << 8 | UInt32(backBlue)
    let stride = buffer.stride
    let columns = self.columns
    // One row of cells at a time: per dot of the row's `down × dotsX` dots, the total ink and the
    // channel sums weighted by ink² (all in 0...255 units). Small enough to stay in cache.
    let bandDots = down * dotsX
    var ink = [Int](repeating: 0, count: bandDots)
    var weights = [Int](repeating: 0, count: bandDots)
    var red = [Int](repeating: 0, count: bandDots)
    var green = [Int](repeating: 0, count: bandDots)
    var blue = [Int](repeating: 0, count: bandDots)
    var firstPixelRow = 0
    buffer.bytes.withUnsafeBytes { raw in
      for row in 0..<self.rows {
        for index in 0..<bandDots {
          ink[index] = 0
          weights[index] = 0
          red[index] = 0
          green[index] = 0
          blue[index] = 0
        }
        var y = firstPixelRow
        while y < height, dotOfY[y] < down * (row + 1) {
          let bandStart = (dotOfY[y] - down * row) * dotsX
          let offset = y * stride
          for x in 0..<width {
            let word = raw.loadUnaligned(fromByteOffset: offset + 4 * x, as: UInt32.self)
            if word == backgroundWord { continue }
            // Opaque pixels read the same premultiplied or not.
            let r = Int((word >> 16) & 0xFF)
            let g = Int((word >> 8) & 0xFF)
            let b = Int(word & 0xFF)
            let amount = max(abs(r - backRed), abs(g - backGreen), abs(b - backBlue))
            if amount == 0 { continue }
            let dot = bandStart + dotOfX[x]
            let weight = amount * amount
            ink[dot] += amount
            weights[dot] += weight
            red[dot] += weight * r
            green[dot] += weight * g
            blue[dot] += weight * b
          }
          y += 1
        }
        firstPixelRow = y

        for column in 0..<columns {
          var cellBits: UInt8 = 0
          var (cellWeight, cellRed, cellGreen, cellBlue) = (0, 0, 0, 0)
          for dy in 0..<down {
            for dx in 0..<across {
              let dotColumn = across * column + dx
              let dot = dy * dotsX + dotColumn
              let pixels = pixelsInColumn[dotColumn] * pixelsInRow[down * row + dy]
              guard pixels > 0,
                Double(ink[dot]) > DotRaster.threshold * 255 * Double(pixels)
              else { continue }
              cellBits |= 1 << (dy * across + dx)
              cellWeight += weights[dot]
              cellRed += red[dot]
              cellGreen += green[dot]
              cellBlue += blue[dot]
            }
          }
          let cell = row * columns + column
          bits[cell] = cellBits
          guard cellWeight > 0 else { continue }
          let total = Double(cellWeight) * 255
          let mean = Color(
            red: Double(cellRed) / total, green: Double(cellGreen) / total,
            blue: Double(cellBlue) / total)
          colors[cell] = DotRaster.nearest(to: mean, in: palette)
        }
      }
    }
  }

  /// The lit-dot bits of a cell (see ``bits``).
  func dots(column: Int, row: Int) -> UInt8 {
    bits[row * columns + column]
  }

  /// The braille character of a cell of 2 × 4 dots: `" "` when no dot is lit (so blank cells
  /// stay plain spaces), otherwise U+2800 plus the lit dots in Unicode's numbering (dots 1–3
  /// and 7 down the left column, 4–6 and 8 down the right; dot `n` is bit `n − 1`).
  func brailleCharacter(column: Int, row: Int) -> Character {
    let value = bits[row * columns + column]
    guard value != 0 else { return " " }
    // Row-major bit dy × 2 + dx → Unicode's bit.
    let unicodeBit: [UInt8] = [0x01, 0x08, 0x02, 0x10, 0x04, 0x20, 0x40, 0x80]
    var braille: UInt8 = 0
    for bit in 0..<8 where value & (1 << bit) != 0 { braille |= unicodeBit[bit] }
    return Character(Unicode.Scalar(0x2800 + UInt32(braille))!)
  }

  /// How many of a cell's dots are lit.
  func litDots(column: Int, row: Int) -> Int {
    bits[row * columns + column].nonzeroBitCount
  }

  /// The ink colour of a cell, or `nil` when none of its dots is lit.
  func color(column: Int, row: Int) -> Color? {
    colors[row * columns + column]
  }

  /// The colour of `palette` nearest to `color` in RGB, or `color` itself for an empty
  /// palette.
  static func nearest(to color: Color, in palette: [Color]) -> Color {
    var best = color
    var bestDistance = Double.infinity
    for candidate in palette {
      let (dr, dg, db) = (
        candidate.red - color.red, candidate.green - color.green, candidate.blue - color.blue
      )
      let distance = dr * dr + dg * dg + db * db
      if distance < bestDistance {
        best = candidate
        bestDistance = distance
      }
    }
    return best
  }
}
