extension JSONScanner {
  /// Reads a string (its `"` next): the span of its bytes, or its decoded bytes when it has
  /// escapes.
  ///
  /// - Throws: `.notJSON` for an unterminated string, a control character, a bad escape or
  ///   bytes that are not UTF-8.
  mutating func string() throws(GestureLockError) -> Text {
    try expect(UInt8(ascii: "\""))
    let start = offset
    var nonASCII = false
    while offset < bytes.count {
      let byte = bytes[offset]
      switch byte {
      case UInt8(ascii: "\""):
        let range = start..<offset
        offset += 1
        if nonASCII { try Self.checkUTF8(bytes[range]) }
        return .span(range)
      case UInt8(ascii: "\\"):
        return .decoded(try escapedString(from: start))
      case ..<0x20: throw .invalidTrace(.notJSON)
      case 0x80...: nonASCII = true
      default: break
      }
      offset += 1
    }
    throw .invalidTrace(.notJSON)
  }

  /// The rest of a string with escapes, from its first byte at `start`; the cursor is on the
  /// first backslash.
  private mutating func escapedString(from start: Int) throws(GestureLockError) -> [UInt8] {
    var decoded = Array(bytes[start..<offset])
    while offset < bytes.count {
      let byte = bytes[offset]
      offset += 1
      switch byte {
      case UInt8(ascii: "\""):
        try Self.checkUTF8(decoded[...])
        return decoded
      case UInt8(ascii: "\\"): try appendEscape(to: &decoded)
      case ..<0x20: throw .invalidTrace(.notJSON)
      default: decoded.append(byte)
      }
    }
    throw .invalidTrace(.notJSON)
  }

  /// Decodes one escape (the cursor just past its backslash) onto `decoded` as UTF-8.
  private mutating func appendEscape(to decoded: inout [UInt8]) throws(GestureLockError) {
    guard offset < bytes.count else { throw .invalidTrace(.notJSON) }
    let letter = bytes[offset]
    offset += 1
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(letter)
    case UInt8(ascii: "b"): decoded.append(0x08)
    case UInt8(ascii: "f"): decoded.append(0x0C)
    case UInt8(ascii: "n"): decoded.append(0x0A)
    case UInt8(ascii: "r"): decoded.append(0x0D)
    case UInt8(ascii: "t"): decoded.append(0x09)
    case UInt8(ascii: "u"):
      var value = try hexQuad()
      if (0xD800..<0xDC00).contains(value) {
        // A high surrogate must be followed by an escaped low one.
        guard matchEscapePrefix() else { throw .invalidTrace(.notJSON) }
        let low = try hexQuad()
        guard (0xDC00..<0xE000).contains(low) else { throw .invalidTrace(.notJSON) }
        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00..<0xE000).contains(value) {
        throw .invalidTrace(.notJSON)
      }
      guard let scalar = Unicode.Scalar(value) else { throw .invalidTrace(.notJSON) }
      decoded.append(contentsOf: UTF8.encode(scalar)!)
    default: throw .invalidTrace(.notJSON)
    }
  }

  private mutating func matchEscapePrefix() -> Bool {
    guard bytes.count - offset >= 2, bytes[offset] == UInt8(ascii: "\\"),
      bytes[offset + 1] == UInt8(ascii: "u")
    else { return false }
    offset += 2
    return true
  }

  private mutating func hexQuad() throws(GestureLockError) -> UInt32 {
    guard bytes.count - offset >= 4 else { throw .invalidTrace(.notJSON) }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[offset]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw .invalidTrace(.notJSON)
      }
      value = value << 4 | UInt32(digit)
      offset += 1
    }
    return value
  }

  /// Throws unless `units` are well-formed UTF-8. (`String(validating:as:)` would say so in one
  /// call, but needs iOS 18 / macOS 15; the decoder is in every standard library.)
  private static func checkUTF8(_ units: some Sequence<UInt8>) throws(GestureLockError) {
    var iterator = units.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return
      case .error: throw .invalidTrace(.notJSON)
      }
    }
  }
}
