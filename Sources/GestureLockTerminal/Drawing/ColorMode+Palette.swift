internal import GestureLockCore

/// Turning a scene colour into the colour a terminal in each mode can show.
extension ColorMode {
  /// A colour as the terminal is told it: SGR parameters, without the introducer.
  enum TerminalColor: Hashable, Sendable {
    /// 24-bit channels.
    case rgb(UInt8, UInt8, UInt8)
    /// An index into the xterm 256-colour palette, 16...255.
    case indexed(Int)
    /// One of the 16 ANSI colours, 0...15 (8...15 the bright ones).
    case ansi(Int)

    /// The SGR parameters selecting this colour for the foreground (`background` false) or
    /// the background, e.g. `38;2;255;0;0`, `48;5;196`, `91`.
    func parameters(background: Bool) -> String {
      switch self {
      case .rgb(let red, let green, let blue):
        "\(background ? 48 : 38);2;\(red);\(green);\(blue)"
      case .indexed(let index):
        "\(background ? 48 : 38);5;\(index)"
      case .ansi(let index):
        String((background ? 40 : 30) + (index < 8 ? index : 60 + index - 8))
      }
    }
  }

  /// The terminal colour for `color` in this mode, or `nil` in ``monochrome`` (and for `nil`).
  ///
  /// - Complexity: O(1) (at most 16 + 2 candidates are compared).
  func terminalColor(for color: Color?) -> TerminalColor? {
    guard let color else { return nil }
    let (red, green, blue) = ColorMode.channels8(color)
    switch self {
    case .monochrome: return nil
    case .trueColor: return .rgb(UInt8(red), UInt8(green), UInt8(blue))
    case .palette256: return .indexed(ColorMode.nearest256(red, green, blue))
    case .palette16: return .ansi(ColorMode.nearest16(red, green, blue))
    }
  }

  /// Channels in 0...255, rounded; non-finite channels count as 0. Alpha is ignored (scene
  /// colours handed to the encoder are opaque).
  static func channels8(_ color: Color) -> (Int, Int, Int) {
    func byte(_ value: Double) -> Int {
      value.isFinite ? Int((min(max(value, 0), 1) * 255).rounded()) : 0
    }
    return (byte(color.red), byte(color.green), byte(color.blue))
  }

  /// The six levels of each channel in the xterm colour cube (indices 16...231).
  static let cubeLevels = [0, 95, 135, 175, 215, 255]

  /// The nearest xterm palette index, 16...255: the nearest of the 6×6×6 cube (each channel
  /// to its nearest level) and the nearest of the 24 greys (8, 18, ..., 238), whichever is
  /// closer in squared RGB distance. The 16 system colours are never used: users redefine
  /// them.
  static func nearest256(_ red: Int, _ green: Int, _ blue: Int) -> Int {
    func level(_ value: Int) -> Int {
      var best = 0
      for index in cubeLevels.indices
      where abs(cubeLevels[index] - value) < abs(cubeLevels[best] - value) {
        best = index
      }
      return best
    }
    let (r, g, b) = (level(red), level(green), level(blue))
    let cube = 16 + 36 * r + 6 * g + b
    let cubeDistance = distance(
      (red, green, blue), (cubeLevels[r], cubeLevels[g], cubeLevels[b]))
    let mean = (red + green + blue) / 3
    let step = min(23, max(0, (mean - 3) / 10))
    let grey = 8 + 10 * step
    let greyDistance = distance((red, green, blue), (grey, grey, grey))
    return greyDistance < cubeDistance ? 232 + step : cube
  }

  /// xterm's default RGB values of the 16 ANSI colours, index 0...15.
  static let ansiColors: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
    (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  /// The nearest of the 16 ANSI colours (xterm's defaults) in squared RGB distance, 0...15.
  static func nearest16(_ red: Int, _ green: Int, _ blue: Int) -> Int {
    var best = 0
    var bestDistance = Int.max
    for (index, candidate) in ansiColors.enumerated() {
      let d = distance((red, green, blue), candidate)
      if d < bestDistance {
        best = index
        bestDistance = d
      }
    }
    return best
  }

  /// Squared Euclidean distance between two 8-bit RGB triples.
  static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
    let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
    return dr * dr + dg * dg + db * db
  }
}
