import GestureLockCore
import Testing

@testable import GestureLockTerminal

@Suite("Colour modes")
struct ColorModeTests {
  struct Detection: Sendable, CustomTestStringConvertible {
    var environment: [String: String]
    var mode: ColorMode
    var testDescription: String { "\(environment) → \(mode)" }
  }

  @Test(
    "The mode is detected from NO_COLOR, TERM and COLORTERM",
    arguments: [
      Detection(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"], mode: .monochrome),
      Detection(environment: ["NO_COLOR": "", "TERM": "xterm-256color"], mode: .palette256),
      Detection(environment: ["TERM": "dumb", "COLORTERM": "truecolor"], mode: .monochrome),
      Detection(
        environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], mode: .trueColor),
      Detection(environment: ["TERM": "xterm", "COLORTERM": "24bit"], mode: .trueColor),
      Detection(environment: ["TERM": "screen-256color"], mode: .palette256),
      Detection(environment: ["TERM": "xterm"], mode: .palette16),
      Detection(environment: ["TERM": "linux", "COLORTERM": "yes"], mode: .palette16),
      Detection(environment: [:], mode: .palette16),
    ])
  func detect(_ detection: Detection) {
    #expect(ColorMode.detect(environment: detection.environment) == detection.mode)
  }

  struct Known: Sendable, CustomTestStringConvertible {
    var rgb: (Int, Int, Int)
    var index: Int
    var testDescription: String { "rgb\(rgb) → \(index)" }
  }

  @Test(
    "256 colours: the nearest of the cube and the grey ramp",
    arguments: [
      Known(rgb: (255, 0, 0), index: 196), Known(rgb: (255, 255, 255), index: 231),
      Known(rgb: (0, 0, 0), index: 16), Known(rgb: (0, 0, 255), index: 21),
      Known(rgb: (95, 135, 175), index: 67), Known(rgb: (128, 128, 128), index: 244),
      Known(rgb: (18, 22, 30), index: 234), Known(rgb: (238, 238, 238), index: 255),
      Known(rgb: (8, 8, 8), index: 232), Known(rgb: (23, 171, 227), index: 38),
    ])
  func palette256(_ known: Known) {
    let color = Color(rgb8: known.rgb.0, known.rgb.1, known.rgb.2)
    #expect(ColorMode.palette256.terminalColor(for: color) == .indexed(known.index))
  }

  @Test("Every grey maps into the grey ramp 232–255 or the cube's greys")
  func greys() {
    for level in 0...255 {
      guard
        case .indexed(let index) = ColorMode.palette256.terminalColor(
          for: Color(rgb8: level, level, level))
      else {
        Issue.record("no index for grey \(level)")
        continue
      }
      let cubeGreys = [16, 59, 102, 145, 188, 231]
      #expect((232...255).contains(index) || cubeGreys.contains(index), "grey \(level)")
    }
    #expect(ColorMode.palette256.terminalColor(for: Color(rgb8: 100, 100, 100)) == .indexed(241))
  }

  @Test(
    "16 colours: the nearest ANSI colour",
    arguments: [
      Known(rgb: (235, 64, 52), index: 9), Known(rgb: (23, 171, 227), index: 6),
      Known(rgb: (18, 22, 30), index: 0), Known(rgb: (182, 189, 201), index: 7),
      Known(rgb: (255, 196, 0), index: 3), Known(rgb: (52, 199, 89), index: 2),
      Known(rgb: (255, 255, 255), index: 15), Known(rgb: (120, 120, 120), index: 8),
      Known(rgb: (180, 10, 10), index: 1),
    ])
  func palette16(_ known: Known) {
    let color = Color(rgb8: known.rgb.0, known.rgb.1, known.rgb.2)
    #expect(ColorMode.palette16.terminalColor(for: color) == .ansi(known.index))
  }

  @Test("SGR parameters for each mode")
  func parameters() {
    let red = Color(rgb8: 255, 0, 0)
    #expect(
      ColorMode.trueColor.terminalColor(for: red)?.parameters(background: false) == "38;2;255;0;0")
    #expect(
      ColorMode.palette256.terminalColor(for: red)?.parameters(background: true) == "48;5;196")
    #expect(ColorMode.palette16.terminalColor(for: red)?.parameters(background: false) == "91")
    #expect(ColorMode.palette16.terminalColor(for: red)?.parameters(background: true) == "101")
    let darkRed = Color(rgb8: 200, 0, 0)
    #expect(ColorMode.palette16.terminalColor(for: darkRed)?.parameters(background: false) == "31")
    #expect(ColorMode.palette16.terminalColor(for: darkRed)?.parameters(background: true) == "41")
    #expect(ColorMode.monochrome.terminalColor(for: red) == nil)
  }
}
