/// A cursor over JSON text given as UTF-8 bytes: the lexical layer of `TraceParser`.
///
/// It reads one token at a time straight from the bytes (RFC 8259 grammar: strings with
/// escapes and valid UTF-8, numbers, literals) and builds no tree: a string comes back as the
/// span of its bytes (or, when it has escapes, its decoded bytes), a number as a `Double`.
/// Values nobody asked for are skipped after checking their syntax, up to `maximumDepth`
/// nested containers, so deep nesting cannot exhaust the stack. Every syntax error is
/// `GestureLockError.invalidTrace(.notJSON)`.
///
/// ```swift
/// var scanner = JSONScanner(bytes)
/// try scanner.expect(UInt8(ascii: "{"))
/// ```
struct JSONScanner {
  /// The kinds of value a JSON value can start with, known from its first byte.
  enum ValueKind: Equatable {
    case object, array, string, number, bool, null
  }

  /// A string's contents: a span of the input when it has no escapes, else its decoded bytes.
  enum Text {
    case span(Range<Int>)
    case decoded([UInt8])
  }

  /// The most containers nested inside one another that a skipped value may have.
  static let maximumDepth = 512

  /// The whole input.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The offset of the next byte to read.
  var offset = 0

  /// Starts at the first byte of `bytes`.
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Whether only whitespace is left.
  mutating func isAtEnd() -> Bool {
    skipWhitespace()
    return offset == bytes.count
  }

  /// The kind of the next value, after whitespace, without consuming it.
  ///
  /// - Throws: `.notJSON` at the end of the input or before a byte no value starts with.
  @inline(__always)
  mutating func nextKind() throws(GestureLockError) -> ValueKind {
    skipWhitespace()
    guard offset < bytes.count else { throw .invalidTrace(.notJSON) }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
    case UInt8(ascii: "n"): return .null
    default: throw .invalidTrace(.notJSON)
    }
  }

  /// Consumes `byte` after whitespace if it is next; returns whether it was.
  @inline(__always)
  mutating func consume(_ byte: UInt8) -> Bool {
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == byte else { return false }
    offset += 1
    return true
  }

  /// Consumes `byte` after whitespace.
  ///
  /// - Throws: `.notJSON` when something else is next.
  @inline(__always)
  mutating func expect(_ byte: UInt8) throws(GestureLockError) {
    guard consume(byte) else { throw .invalidTrace(.notJSON) }
  }

  /// Reads the members of an object (its `{` next), calling `member` with each key once the
  /// cursor is on the member's value; `member` must consume that value.
  @inline(__always)
  mutating func members(
    _ member: (inout JSONScanner, Text) throws(GestureLockError) -> Void
  ) throws(GestureLockError) {
    try expect(UInt8(ascii: "{"))
    if consume(UInt8(ascii: "}")) { return }
    repeat {
      guard try nextKind() == .string else { throw .invalidTrace(.notJSON) }
      let key = try string()
      try expect(UInt8(ascii: ":"))
      try member(&self, key)
    } while consume(UInt8(ascii: ","))
    try expect(UInt8(ascii: "}"))
  }

  /// Reads the elements of an array (its `[` next), calling `element` with each 0-based index
  /// once the cursor is on the element; `element` must consume it.
  @inline(__always)
  mutating func elements(
    _ element: (inout JSONScanner, Int) throws(GestureLockError) -> Void
  ) throws(GestureLockError) {
    try expect(UInt8(ascii: "["))
    if consume(UInt8(ascii: "]")) { return }
    var index = 0
    repeat {
      try element(&self, index)
      index += 1
    } while consume(UInt8(ascii: ","))
    try expect(UInt8(ascii: "]"))
  }

  /// Whether `text` is exactly the ASCII `literal`.
  @inline(__always)
  func text(_ text: Text, is literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    let start = literal.utf8Start
    switch text {
    case .span(let range):
      guard range.count == count else { return false }
      for index in 0..<count where bytes[range.lowerBound + index] != start[index] {
        return false
      }
      return true
    case .decoded(let decoded):
      guard decoded.count == count else { return false }
      for index in 0..<count where decoded[index] != start[index] { return false }
      return true
    }
  }

  /// Skips one value of any kind, checking its syntax.
  ///
  /// - Throws: `.notJSON` for a syntax error or more than `maximumDepth` nested containers.
  mutating func skipValue() throws(GestureLockError) {
    try skipValue(depth: 0)
  }

  private mutating func skipValue(depth: Int) throws(GestureLockError) {
    switch try nextKind() {
    case .object:
      guard depth < JSONScanner.maximumDepth else { throw .invalidTrace(.notJSON) }
      try members { (scanner, _) throws(GestureLockError) in try scanner.skipValue(depth: depth + 1)
      }
    case .array:
      guard depth < JSONScanner.maximumDepth else { throw .invalidTrace(.notJSON) }
      try elements { (scanner, _) throws(GestureLockError) in
        try scanner.skipValue(depth: depth + 1)
      }
    case .string: _ = try string()
    case .number: _ = try number()
    case .bool, .null: _ = try literal()
    }
  }

  /// Reads `true`, `false` or `null`.
  ///
  /// - Returns: The boolean, or `nil` for `null`.
  /// - Throws: `.notJSON` for anything else.
  mutating func literal() throws(GestureLockError) -> Bool? {
    skipWhitespace()
    if matchWord("true") { return true }
    if matchWord("false") { return false }
    if matchWord("null") { return nil }
    throw .invalidTrace(.notJSON)
  }

  private mutating func matchWord(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard bytes.count - offset >= count else { return false }
    for index in 0..<count where bytes[offset + index] != word.utf8Start[index] { return false }
    offset += count
    return true
  }

  /// Moves past spaces, tabs and line breaks.
  @inline(__always)
  mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x09, 0x0A, 0x0D: offset += 1
      default: return
      }
    }
  }
}
