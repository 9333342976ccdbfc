import GestureLockCore
import GestureLockPadFlow
import TestSupport
import Testing

@testable import GestureLockTerminal

/// One byte string and what it decodes to in one read.
struct DecoderCase: Sendable, CustomTestStringConvertible {
  let name: String
  let bytes: [UInt8]
  let takesText: Bool
  let expected: [TerminalInput]

  init(_ name: String, _ bytes: [UInt8], text: Bool = false, _ expected: [TerminalInput]) {
    self.name = name
    self.bytes = bytes
    self.takesText = text
    self.expected = expected
  }

  init(_ name: String, _ string: String, text: Bool = false, _ expected: [TerminalInput]) {
    self.init(name, Array(string.utf8), text: text, expected)
  }

  var testDescription: String { name }
}

@Suite("Input decoder")
struct InputDecoderTests {
  static let escape: UInt8 = 0x1B

  static let cases: [DecoderCase] = [
    DecoderCase(
      "CSI arrows", "\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D",
      [
        .key(.arrow(.up)), .key(.arrow(.down)), .key(.arrow(.right)), .key(.arrow(.left)),
      ]),
    DecoderCase(
      "SS3 arrows (application cursor keys)", "\u{1B}OA\u{1B}OD",
      [
        .key(.arrow(.up)), .key(.arrow(.left)),
      ]),
    DecoderCase(
      "An arrow with a modifier is still an arrow", "\u{1B}[1;5C",
      [
        .key(.arrow(.right))
      ]),
    DecoderCase(
      "Return as CR, as LF, and CR LF once", "\r\n\n\r",
      [
        .key(.enter), .key(.enter), .key(.enter),
      ]),
    DecoderCase("The keypad's Enter", "\u{1B}OM", [.key(.enter)]),
    DecoderCase("Space selects", " ", [.key(.space)]),
    DecoderCase(
      "Backspace as DEL, as BS, and Delete", [0x7F, 0x08, 0x1B, 0x5B, 0x33, 0x7E],
      [
        .key(.backspace), .key(.backspace), .key(.backspace),
      ]),
    DecoderCase(
      "Digits", "0459", [.key(.digit(0)), .key(.digit(4)), .key(.digit(5)), .key(.digit(9))]),
    DecoderCase(
      "The keypad's digits in application mode", "\u{1B}Op\u{1B}Oy",
      [
        .key(.digit(0)), .key(.digit(9)),
      ]),
    DecoderCase(
      "Fullwidth and Arabic-Indic digits are digits", "１٣",
      [
        .key(.digit(1)), .key(.digit(3)),
      ]),
    DecoderCase(
      "q, Ctrl-C and Ctrl-D leave", [0x71, 0x03, 0x04, 0x51], [.quit, .quit, .quit, .quit]),
    DecoderCase("Ctrl-L draws again", [0x0C], [.redraw]),
    DecoderCase("Other letters and control bytes do nothing on a gesture pad", "ab\t\u{7}z", []),
    DecoderCase("ESC ESC is one Escape", [escape, escape], [.key(.escape)]),
    DecoderCase("ESC then a letter: Escape, then the letter", "\u{1B}q", [.key(.escape), .quit]),
    DecoderCase(
      "Unknown sequences are skipped", "\u{1B}[15~\u{1B}[I\u{1B}[200~1", [.key(.digit(1))]),
    DecoderCase(
      "A text pad takes printable text, q and digits included", "qa 1", text: true,
      [
        .text("qa 1")
      ]),
    DecoderCase("A text pad takes any script", "密码é", text: true, [.text("密码é")]),
    DecoderCase(
      "A text pad still leaves on Ctrl-C", [0x61, 0x03], text: true, [.text("a"), .quit]),
    DecoderCase(
      "A text pad takes Return and Backspace as keys", "ab\u{7F}\r", text: true,
      [
        .text("ab"), .key(.backspace), .key(.enter),
      ]),
    DecoderCase(
      "Invalid UTF-8 is dropped byte by byte", [0xFF, 0xC3, 0x28, 0x31], [.key(.digit(1))]),
    DecoderCase(
      "SGR press, drag, release of the left button", "\u{1B}[<0;5;3M\u{1B}[<32;9;3M\u{1B}[<0;9;4m",
      [
        .mouse(column: 4, row: 2, phase: .began), .mouse(column: 8, row: 2, phase: .moved),
        .mouse(column: 8, row: 3, phase: .ended),
      ]),
    DecoderCase(
      "SGR with Shift, Meta and Ctrl held is the same drag",
      "\u{1B}[<4;1;1M\u{1B}[<60;2;2M\u{1B}[<16;2;2m",
      [
        .mouse(column: 0, row: 0, phase: .began), .mouse(column: 1, row: 1, phase: .moved),
        .mouse(column: 1, row: 1, phase: .ended),
      ]),
    DecoderCase(
      "Right, middle button and the wheel are ignored",
      "\u{1B}[<2;5;5M\u{1B}[<1;5;5M\u{1B}[<64;5;5M\u{1B}[<65;5;5M\u{1B}[<2;5;5m", []),
    DecoderCase(
      "A drag or release without a press is ignored", "\u{1B}[<32;5;5M\u{1B}[<0;5;5m", []),
    DecoderCase(
      "Overlong and malformed coordinates are dropped",
      "\u{1B}[<0;999999999999999999999;1M\u{1B}[<0;1M\u{1B}[<0;;1M\u{1B}[<0;1;2;3M7",
      [
        .key(.digit(7))
      ]),
    DecoderCase(
      "X10 press, drag and release",
      [
        escape, 0x5B, 0x4D, 32, 33 + 2, 33 + 1, escape, 0x5B, 0x4D, 64, 33 + 6, 33 + 1,
        escape, 0x5B, 0x4D, 35, 33 + 6, 33 + 1,
      ],
      [
        .mouse(column: 2, row: 1, phase: .began), .mouse(column: 6, row: 1, phase: .moved),
        .mouse(column: 6, row: 1, phase: .ended),
      ]),
  ]

  @Test("Bytes in one read", arguments: cases)
  func oneRead(_ testCase: DecoderCase) {
    var decoder = InputDecoder()
    decoder.takesText = testCase.takesText
    #expect(decoder.feed(testCase.bytes, at: 0) == testCase.expected)
    #expect(decoder.deadline == nil)
  }

  @Test("The same bytes one at a time decode the same", arguments: cases)
  func byteByByte(_ testCase: DecoderCase) {
    var decoder = InputDecoder()
    decoder.takesText = testCase.takesText
    var inputs: [TerminalInput] = []
    for (offset, byte) in testCase.bytes.enumerated() {
      inputs += decoder.feed([byte], at: Double(offset) * 0.001)
    }
    // Consecutive text may arrive in pieces: join it to compare.
    #expect(Self.joiningText(inputs) == testCase.expected)
  }

  @Test("A lone ESC becomes Escape only after the delay")
  func loneEscape() {
    var decoder = InputDecoder()
    #expect(decoder.feed([Self.escape], at: 10).isEmpty)
    #expect(decoder.deadline == 10 + InputDecoder.escapeDelay)
    #expect(decoder.expire(at: 10.01).isEmpty)
    #expect(decoder.expire(at: 10.06) == [.key(.escape)])
    #expect(decoder.deadline == nil)
  }

  @Test("ESC followed in time by [A is an arrow, not Escape")
  func escapeThenArrowInTime() {
    var decoder = InputDecoder()
    #expect(decoder.feed([Self.escape], at: 0).isEmpty)
    #expect(decoder.feed(Array("[A".utf8), at: 0.02) == [.key(.arrow(.up))])
  }

  @Test("A stalled sequence is dropped and what follows its ESC still decodes")
  func stalledSequence() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}[<0;1".utf8), at: 0).isEmpty)
    #expect(decoder.deadline == InputDecoder.sequenceDelay)
    // "[<0;1" read as ordinary bytes: only the digits count on a gesture pad.
    #expect(decoder.expire(at: 1) == [.key(.digit(0)), .key(.digit(1))])
    #expect(decoder.deadline == nil)
  }

  @Test("A control sequence longer than the limit is dropped without stalling")
  func overlongSequence() {
    var decoder = InputDecoder()
    let long = "\u{1B}[" + String(repeating: "1;", count: 40)
    #expect(decoder.feed(Array(long.utf8), at: 0).isEmpty)
    #expect(decoder.deadline == nil)
    // Its rest, up to its final byte, is skipped too; what follows decodes.
    #expect(decoder.feed(Array("2;3A5".utf8), at: 0.01) == [.key(.digit(5))])
  }

  @Test("A split UTF-8 character waits for its rest")
  func splitUTF8() {
    var decoder = InputDecoder()
    decoder.takesText = true
    let bytes = Array("码".utf8)
    #expect(decoder.feed(bytes.prefix(2), at: 0).isEmpty)
    #expect(decoder.feed(bytes.suffix(1), at: 0.001) == [.text("码")])
  }

  @Test("Random bytes never trap and leave at most one short sequence pending")
  func randomBytes() {
    var generator = SplitMix64(seed: 7)
    var decoder = InputDecoder()
    for round in 0..<2_000 {
      let count = Int.random(in: 1...12, using: &generator)
      let alphabet: [UInt8] = [
        0x1B, 0x5B, 0x3C, 0x3B, 0x4D, 0x6D, 0x4F, 0x30, 0x39, 0x20, 0xE7, 0x80,
      ]
      let bytes = (0..<count).map { _ in
        Bool.random(using: &generator)
          ? alphabet.randomElement(using: &generator)!
          : UInt8.random(in: 0...255, using: &generator)
      }
      decoder.takesText = round % 3 == 0
      for input in decoder.feed(bytes, at: Double(round)) {
        if case .mouse(let column, let row, _) = input {
          #expect(column >= 0 && row >= 0)
          #expect(column < InputDecoder.maximumCoordinate && row < InputDecoder.maximumCoordinate)
        }
      }
    }
    _ = decoder.expire(at: 1e9)
    _ = decoder.expire(at: 2e9)
  }

  private static func joiningText(_ inputs: [TerminalInput]) -> [TerminalInput] {
    var joined: [TerminalInput] = []
    for input in inputs {
      if case .text(let more) = input, case .text(let text)? = joined.last {
        joined[joined.count - 1] = .text(text + more)
      } else {
        joined.append(input)
      }
    }
    return joined
  }
}
