internal import GestureLockCore

/// Mouse reports: the left button's press, drag and release, in 0-based cells.
///
/// xterm's button code `b` carries the button in its low two bits (0 left, 1 middle, 2 right,
/// 3 none/released in X10), Shift/Meta/Ctrl in 4/8/16, motion in 32 and the wheel in 64. Only
/// the left button counts; a drag or release without a press seen first is ignored, so a report
/// that began before the pad started cannot end a stroke it never began.
extension InputDecoder {
  /// The largest cell coordinate accepted; a larger number is garbage.
  static let maximumCoordinate = 10_000

  /// An SGR report `ESC [ < b ; x ; y M|m`, given the bytes after `<` and the final byte.
  mutating func sgrMouse(_ parameters: ArraySlice<UInt8>, final: UInt8) -> TerminalInput? {
    let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
    guard fields.count == 3, let code = Self.number(fields[0]), let x = Self.number(fields[1]),
      let y = Self.number(fields[2])
    else { return nil }
    return mouse(code: code, column: x - 1, row: y - 1, released: final == UInt8(ascii: "m"))
  }

  /// A legacy X10 report `ESC [ M b x y`, given the three bytes each less 32.
  mutating func x10Mouse(_ report: [Int]) -> TerminalInput? {
    let code = report[0]
    guard code >= 0 else { return nil }
    // X10 reports a release as button 3, without saying which button it was.
    let released = code & 0b1100011 == 3
    return mouse(
      code: released ? code & ~3 : code, column: report[1] - 1, row: report[2] - 1,
      released: released)
  }

  private mutating func mouse(code: Int, column: Int, row: Int, released: Bool)
    -> TerminalInput?
  {
    let modifiers = 4 | 8 | 16
    let button = code & ~modifiers
    let cellColumn = max(0, column)
    let cellRow = max(0, row)
    let phase: TouchSample.Phase
    switch (button, released) {
    case (0, false):
      phase = .began
      buttonDown = true
    case (32, false) where buttonDown:
      phase = .moved
    case (0, true) where buttonDown, (32, true) where buttonDown:
      phase = .ended
      buttonDown = false
    default:
      return nil
    }
    return .mouse(column: cellColumn, row: cellRow, phase: phase)
  }

  /// A decimal number of at most five digits, or `nil`.
  private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
    guard !digits.isEmpty, digits.count <= 5 else { return nil }
    var value = 0
    for digit in digits {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
      value = value * 10 + Int(digit - UInt8(ascii: "0"))
    }
    return value <= maximumCoordinate ? value : nil
  }
}
