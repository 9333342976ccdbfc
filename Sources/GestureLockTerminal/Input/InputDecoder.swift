internal import GestureLockCore
internal import GestureLockPadFlow

/// Turns the bytes a terminal sends into `TerminalInput`, keeping a partial escape sequence or
/// UTF-8 character across reads.
///
/// Keys: arrows (`ESC [ A`…`D`, also with modifiers, and `ESC O A`…`D`), Return (`\r`, or `\n`
/// not right after `\r`, and the numeric keypad's Enter `ESC O M`), Space, Backspace (0x7F,
/// 0x08, Delete `ESC [ 3 ~`), digits (ASCII, the numeric keypad's `ESC O p`…`y`, and decimal
/// digits of other scripts), Escape (a lone ESC once `escapeDelay` has passed without a
/// following byte, or ESC ESC). Mouse: SGR reports (`ESC [ < b ; x ; y M|m`, xterm modes 1002
/// and 1006) and the legacy X10 form (`ESC [ M b x y`), left button only. `q`, Ctrl-C and
/// Ctrl-D leave, Ctrl-L redraws; on a text passcode pad (`takesText`) printable characters, `q` among them, are
/// text and only Ctrl-C and Ctrl-D leave. Anything else (other sequences, control characters,
/// invalid UTF-8, overlong numbers) is dropped without stalling what follows.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.feed([0x1B, 0x5B], at: 0)        // [] — half an arrow key
/// decoder.feed([0x41], at: 0.01)           // [.key(.arrow(.up))]
/// if let deadline = decoder.deadline { /* poll no longer than until `deadline` */ }
/// ```
struct InputDecoder {
  /// Seconds a lone ESC waits for a following byte before it counts as the Escape key.
  static let escapeDelay = 0.05
  /// Seconds an incomplete longer sequence may wait for its rest before it is dropped.
  static let sequenceDelay = 0.5
  /// The longest escape sequence kept, in bytes; a longer one is garbage and dropped.
  static let maximumSequenceLength = 48

  /// Whether printable characters are text (a text passcode pad) rather than keys.
  var takesText = false

  private var pending: [UInt8] = []
  private var pendingSince = 0.0
  private var previousWasCarriageReturn = false
  /// Whether the rest of an overlong control sequence is being skipped up to its final byte.
  private var skippingSequence = false
  /// Whether the left button is down (a press was seen and no release yet).
  var buttonDown = false

  /// Creates a decoder with nothing pending.
  init() {}

  /// When `expire(at:)` should be called, in the seconds of the `feed` times, or `nil` when
  /// nothing is pending.
  var deadline: Double? {
    guard !pending.isEmpty else { return nil }
    let delay = pending == [0x1B] ? Self.escapeDelay : Self.sequenceDelay
    return pendingSince + delay
  }

  /// Decodes `bytes` read at time `now` (seconds, any monotonic origin).
  ///
  /// - Returns: The inputs completed by these bytes, in order; consecutive text is joined.
  mutating func feed(_ bytes: some Sequence<UInt8>, at now: Double) -> [TerminalInput] {
    pending.append(contentsOf: bytes)
    var output: [TerminalInput] = []
    decodePending(into: &output)
    // What is left waits from now: new bytes give a sequence in progress more time.
    pendingSince = now
    return output
  }

  /// Settles what waited too long: a lone ESC becomes the Escape key, an incomplete longer
  /// sequence is dropped (and the bytes after its ESC decoded again).
  ///
  /// - Parameter now: The time, on the clock of `feed`'s times.
  /// - Returns: The inputs this settles.
  mutating func expire(at now: Double) -> [TerminalInput] {
    guard let deadline, now >= deadline else { return [] }
    var output: [TerminalInput] = []
    if pending == [0x1B] {
      pending.removeAll()
      output.append(.key(.escape))
    } else {
      // A stalled sequence: give up on its ESC and read what follows as ordinary bytes.
      pending.removeFirst()
      pendingSince = now
      decodePending(into: &output)
    }
    return output
  }

  // MARK: - Decoding

  /// What one step of decoding at the front of `pending` found.
  enum Step: Equatable {
    /// `count` bytes make an input (or nothing, for a sequence the pad ignores).
    case complete(TerminalInput?, count: Int)
    /// The bytes so far begin a sequence that needs more.
    case incomplete
  }

  private mutating func decodePending(into output: inout [TerminalInput]) {
    var start = 0
    while start < pending.count {
      if skippingSequence {
        let byte = pending[start]
        if (0x20...0x3F).contains(byte) {
          start += 1
          continue
        }
        skippingSequence = false
        if (0x40...0x7E).contains(byte) {
          start += 1
          continue
        }
      }
      let step = decode(pending[start...])
      guard case .complete(let input, let count) = step else { break }
      let byte = pending[start]
      if let input { append(input, to: &output) }
      previousWasCarriageReturn = byte == 0x0D && count == 1
      start += count
    }
    pending.removeFirst(start)
  }

  private func append(_ input: TerminalInput, to output: inout [TerminalInput]) {
    if case .text(let more) = input, case .text(let text)? = output.last {
      output[output.count - 1] = .text(text + more)
    } else {
      output.append(input)
    }
  }

  /// Decodes one input at the front of `bytes`.
  private mutating func decode(_ bytes: ArraySlice<UInt8>) -> Step {
    let first = bytes[bytes.startIndex]
    switch first {
    case 0x1B:
      return decodeEscape(bytes)
    case 0x03, 0x04:
      return .complete(.quit, count: 1)
    case 0x0D:
      return .complete(.key(.enter), count: 1)
    case 0x0A:
      return .complete(previousWasCarriageReturn ? nil : .key(.enter), count: 1)
    case 0x7F, 0x08:
      return .complete(.key(.backspace), count: 1)
    case 0x0C:
      return .complete(.redraw, count: 1)
    case 0x20:
      return .complete(takesText ? .text(" ") : .key(.space), count: 1)
    case 0x00..<0x20:
      return .complete(nil, count: 1)
    case 0x21..<0x7F:
      if takesText { return .complete(.text(String(UnicodeScalar(first))), count: 1) }
      switch first {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        return .complete(.key(.digit(Int(first - UInt8(ascii: "0")))), count: 1)
      case UInt8(ascii: "q"), UInt8(ascii: "Q"):
        return .complete(.quit, count: 1)
      default:
        return .complete(nil, count: 1)
      }
    default:
      return decodeUTF8(bytes)
    }
  }

  /// A multi-byte UTF-8 character: text on a text pad, a digit of another script on a numeric
  /// pad, nothing otherwise. An invalid byte is dropped alone.
  private func decodeUTF8(_ bytes: ArraySlice<UInt8>) -> Step {
    let first = bytes[bytes.startIndex]
    let length: Int
    switch first {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return .complete(nil, count: 1)
    }
    let available = min(length, bytes.count)
    for offset in 1..<available where bytes[bytes.startIndex + offset] & 0xC0 != 0x80 {
      return .complete(nil, count: 1)
    }
    guard bytes.count >= length else { return .incomplete }
    var decoder = UTF8()
    var iterator = bytes.prefix(length).makeIterator()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
      return .complete(nil, count: 1)
    }
    let properties = scalar.properties
    if takesText {
      let control = properties.generalCategory == .control
      return .complete(control ? nil : .text(String(scalar)), count: length)
    }
    if properties.numericType == .decimal, let value = properties.numericValue {
      return .complete(.key(.digit(Int(value))), count: length)
    }
    return .complete(nil, count: length)
  }

  /// ESC and what may follow it: CSI, SS3, ESC ESC, or ESC then an ordinary byte.
  private mutating func decodeEscape(_ bytes: ArraySlice<UInt8>) -> Step {
    guard bytes.count >= 2 else { return .incomplete }
    let second = bytes[bytes.startIndex + 1]
    switch second {
    case UInt8(ascii: "["):
      return decodeCSI(bytes)
    case UInt8(ascii: "O"):
      guard bytes.count >= 3 else { return .incomplete }
      return .complete(Self.ss3(bytes[bytes.startIndex + 2]), count: 3)
    case 0x1B:
      return .complete(.key(.escape), count: 2)
    default:
      // The Escape key, then an unrelated byte (or an Alt-modified key): decode it next.
      return .complete(.key(.escape), count: 1)
    }
  }

  /// The key of an SS3 sequence `ESC O x`: arrows, the keypad's Enter and digits.
  private static func ss3(_ final: UInt8) -> TerminalInput? {
    switch final {
    case UInt8(ascii: "A"): .key(.arrow(.up))
    case UInt8(ascii: "B"): .key(.arrow(.down))
    case UInt8(ascii: "C"): .key(.arrow(.right))
    case UInt8(ascii: "D"): .key(.arrow(.left))
    case UInt8(ascii: "M"): .key(.enter)
    case UInt8(ascii: "p")...UInt8(ascii: "y"): .key(.digit(Int(final - UInt8(ascii: "p"))))
    default: nil
    }
  }

  /// A control sequence `ESC [ params intermediates final`, or a legacy X10 mouse report.
  private mutating func decodeCSI(_ bytes: ArraySlice<UInt8>) -> Step {
    let start = bytes.startIndex
    guard bytes.count >= 3 else { return .incomplete }
    if bytes[start + 2] == UInt8(ascii: "M") {
      guard bytes.count >= 6 else { return .incomplete }
      let report = bytes[(start + 3)..<(start + 6)].map { Int($0) - 32 }
      return .complete(x10Mouse(report), count: 6)
    }
    var index = start + 2
    while index < bytes.endIndex {
      let byte = bytes[index]
      switch byte {
      case 0x20...0x3F:
        index += 1
        if index - start > Self.maximumSequenceLength {
          // Garbage: drop it and the rest of it up to its final byte, as it arrives.
          skippingSequence = true
          return .complete(nil, count: index - start)
        }
      case 0x40...0x7E:
        let parameters = Array(bytes[(start + 2)..<index])
        return .complete(csi(parameters: parameters, final: byte), count: index - start + 1)
      default:
        // Not a control sequence after all: drop what was read of it; decode this byte next.
        return .complete(nil, count: index - start)
      }
    }
    return .incomplete
  }

  /// The input of a complete control sequence.
  private mutating func csi(parameters: [UInt8], final: UInt8) -> TerminalInput? {
    if parameters.first == UInt8(ascii: "<") {
      return sgrMouse(parameters.dropFirst(), final: final)
    }
    switch final {
    case UInt8(ascii: "A"): return .key(.arrow(.up))
    case UInt8(ascii: "B"): return .key(.arrow(.down))
    case UInt8(ascii: "C"): return .key(.arrow(.right))
    case UInt8(ascii: "D"): return .key(.arrow(.left))
    case UInt8(ascii: "~") where parameters == Array("3".utf8): return .key(.backspace)
    default: return nil
    }
  }
}
