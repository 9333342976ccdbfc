import GestureLockCore
import Testing

@testable import GestureLockTerminal

@Suite("Frame encoder")
struct FrameEncoderTests {
  static let background = PadStyle.standard.background

  /// A small frame with text in two colours on the pad's background.
  static func sample(columns: Int = 10, rows: Int = 3) -> CellFrame {
    var frame = CellFrame(columns: columns, rows: rows, fill: Cell(background: background))
    for (offset, character) in "Hello".enumerated() {
      frame[column: 2 + offset, row: 1] = Cell(
        character: character, foreground: PadStyle.standard.text, background: background)
    }
    frame[column: 0, row: 0] = Cell(
      character: "⣿", foreground: PadStyle.standard.error, background: background, bold: true)
    return frame
  }

  static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test("The first frame clears the screen and paints every cell")
  func firstFrame() {
    var encoder = FrameEncoder(colors: .trueColor)
    let bytes = encoder.encode(FrameEncoderTests.sample())
    let text = FrameEncoderTests.text(bytes)
    #expect(text.hasPrefix("\u{1B}[0m\u{1B}[2J"))
    #expect(text.hasSuffix("\u{1B}[0m"))
    #expect(text.contains("Hello"))
    #expect(text.contains("⣿"))
    // One cursor move per row, to its first column.
    #expect(DrawingFixture.cursorMoves(bytes) == ["1;1", "2;1", "3;1"])
    // 30 cells written: 29 spaces/letters plus one braille character.
    let printable = text.replacing(/\x1B\[[0-9;]*[A-Za-z]/, with: "")
    #expect(printable.count == 30)
    #expect(DrawingFixture.sgrSequences(bytes).contains("0;1;38;2;235;64;52;48;2;18;22;30"))
  }

  @Test("Encoding an identical frame again writes nothing")
  func identical() {
    var encoder = FrameEncoder(colors: .palette256)
    let frame = FrameEncoderTests.sample()
    _ = encoder.encode(frame)
    #expect(encoder.encode(frame).isEmpty)
    #expect(encoder.encode(frame).isEmpty)
  }

  @Test("A one-cell change writes one cursor move and that cell")
  func oneCell() {
    var encoder = FrameEncoder(colors: .trueColor)
    var frame = FrameEncoderTests.sample()
    _ = encoder.encode(frame)
    frame[column: 7, row: 2] = Cell(
      character: "x", foreground: PadStyle.standard.text, background: FrameEncoderTests.background)
    let bytes = encoder.encode(frame)
    let text = FrameEncoderTests.text(bytes)
    #expect(DrawingFixture.cursorMoves(bytes) == ["3;8"])
    #expect(!text.contains("\u{1B}[2J"))
    #expect(text.replacing(/\x1B\[[0-9;]*[A-Za-z]/, with: "") == "x")
    #expect(
      text == "\u{1B}[3;8H\u{1B}[0;38;2;230;234;240;48;2;18;22;30mx\u{1B}[0m")
  }

  @Test("Neighbouring changed cells share one cursor move")
  func run() {
    var encoder = FrameEncoder(colors: .trueColor)
    var frame = FrameEncoderTests.sample()
    _ = encoder.encode(frame)
    for column in 3...5 { frame[column: column, row: 0].character = "-" }
    let bytes = encoder.encode(frame)
    #expect(DrawingFixture.cursorMoves(bytes) == ["1;4"])
    #expect(FrameEncoderTests.text(bytes).contains("---"))
  }

  @Test("invalidate() makes the next frame clear the screen and repaint everything")
  func invalidate() {
    var encoder = FrameEncoder(colors: .palette16)
    let frame = FrameEncoderTests.sample()
    let first = encoder.encode(frame)
    encoder.invalidate()
    let again = encoder.encode(frame)
    #expect(again == first)
    #expect(FrameEncoderTests.text(again).contains("\u{1B}[2J"))
    #expect(encoder.encode(frame).isEmpty)
  }

  @Test("A frame of another size is painted in full")
  func resized() {
    var encoder = FrameEncoder(colors: .trueColor)
    _ = encoder.encode(FrameEncoderTests.sample())
    let bytes = encoder.encode(FrameEncoderTests.sample(columns: 12, rows: 4))
    #expect(FrameEncoderTests.text(bytes).contains("\u{1B}[2J"))
    #expect(DrawingFixture.cursorMoves(bytes).count == 4)
  }

  @Test("Monochrome writes no colour SGR, but keeps bold for errors", arguments: [false, true])
  func monochrome(error: Bool) throws {
    let geometry = TerminalGeometry(columns: 80, rows: 24)
    var pad = DrawingFixture.drawn([0, 4, 8, 5], on: try DrawingFixture.pad(geometry))
    if error { _ = pad.showError(at: 0) }
    let frame = try CellPainter().frame(
      scene: PadScene.build(model: pad, message: nil, viewSize: geometry.viewSize),
      message: "Wrong pattern", state: error ? .error : .selected, hint: "q quit",
      geometry: geometry)
    var encoder = FrameEncoder(colors: .monochrome)
    let bytes = encoder.encode(frame)
    let sgr = DrawingFixture.sgrSequences(bytes)
    #expect(!sgr.isEmpty)
    for sequence in sgr {
      let parameters = sequence.split(separator: ";").map(String.init)
      #expect(parameters.allSatisfy { ["0", "1", "2"].contains($0) }, "SGR \(sequence)")
    }
    let text = FrameEncoderTests.text(bytes)
    #expect(!text.contains("38;") && !text.contains("48;"))
    // The path (bold) differs from idle rings (plain) without colour.
    #expect(sgr.contains("0;1"))
    #expect(sgr.contains("0"))
    #expect(DrawingFixture.rendition(of: "Wrong pattern", in: bytes) == (error ? "0;1" : "0"))
    #expect(DrawingFixture.rendition(of: "q quit", in: bytes) == "0;2")
  }

  @Test("Colour modes write the scene background as the cell background")
  func backgrounds() {
    for (mode, parameters) in [
      (ColorMode.trueColor, "48;2;18;22;30"), (.palette256, "48;5;234"), (.palette16, "40"),
    ] {
      var encoder = FrameEncoder(colors: mode)
      let sgr = DrawingFixture.sgrSequences(encoder.encode(FrameEncoderTests.sample()))
      #expect(sgr.count > 2)
      #expect(sgr.dropFirst().dropLast().allSatisfy { $0.hasSuffix(parameters) }, "\(mode): \(sgr)")
    }
  }

  @Test("A double-width character is written once, and repainted whole when either half changes")
  func wide() {
    var encoder = FrameEncoder(colors: .monochrome)
    var frame = CellFrame(columns: 6, rows: 1)
    frame[column: 1, row: 0] = Cell(character: "图")
    frame[column: 2, row: 0] = Cell.continuation(of: frame[column: 1, row: 0])
    let first = FrameEncoderTests.text(encoder.encode(frame))
    #expect(first.replacing(/\x1B\[[0-9;]*[A-Za-z]/, with: "") == " 图   ")
    #expect(!first.contains("\u{0}"))

    var bold = frame
    bold[column: 2, row: 0].bold = true
    let bytes = encoder.encode(bold)
    #expect(DrawingFixture.cursorMoves(bytes) == ["1;2"])
    #expect(FrameEncoderTests.text(bytes).replacing(/\x1B\[[0-9;]*[A-Za-z]/, with: "") == "图")

    // Replacing it by two narrow characters writes both.
    var narrow = frame
    narrow[column: 1, row: 0] = Cell(character: "a")
    narrow[column: 2, row: 0] = Cell(character: "b")
    let after = encoder.encode(narrow)
    #expect(FrameEncoderTests.text(after).replacing(/\x1B\[[0-9;]*[A-Za-z]/, with: "") == "ab")
  }

  @Test("Control characters in a cell are written as spaces")
  func controlCharacters() {
    var encoder = FrameEncoder(colors: .monochrome)
    var frame = CellFrame(columns: 3, rows: 1)
    frame[column: 1, row: 0] = Cell(character: "\u{1B}")
    let text = FrameEncoderTests.text(encoder.encode(frame))
    #expect(text.replacing(/\x1B\[[0-9;]*[A-Za-z]/, with: "") == "   ")
  }
}
