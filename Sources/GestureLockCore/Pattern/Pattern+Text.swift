extension Pattern: CustomStringConvertible {
  /// The text form: indices joined by `-` (`0-4-8-5`), SPEC.md §2.
  public var description: String {
    nodeBytes.map { String($0) }.joined(separator: "-")
  }

  /// Parses the text form of a pattern on `grid`.
  ///
  /// Accepts indices joined by `-` (`0-4-8-5`) and, on grids of at most 10 nodes, the compact
  /// digit form (`0485`). Surrounding ASCII spaces and a final newline are ignored.
  ///
  /// - Throws: `GestureLockError.invalidPattern` naming the problem (an empty text, a
  ///   character that is not an ASCII digit, an out-of-range index, a repeat, a skipped node).
  ///   Messages give positions, never the pattern itself.
  public init(
    parsing text: some StringProtocol, on grid: Grid,
    route: RouteMode = .skippedNodesIncluded
  ) throws(GestureLockError) {
    try self.init(parsingUTF8: text.utf8, on: grid, route: route)
  }

  /// Parses the text form of a pattern held in a secret buffer (a line of standard input), as
  /// `init(parsing:on:route:)` does, without copying the text out of it: the nodes go straight
  /// into the pattern's own wiped buffer.
  ///
  /// - Throws: `GestureLockError.invalidPattern`, as `init(parsing:on:route:)` does.
  public init(
    parsing text: SecretBytes, on grid: Grid, route: RouteMode = .skippedNodesIncluded
  ) throws(GestureLockError) {
    try self.init(parsingUTF8: text, on: grid, route: route)
  }

  /// The parser behind both: UTF-8 text in, nodes one byte each (an index of a node that cannot
  /// exist is kept as 255, which the checks then report at its position).
  private init(
    parsingUTF8 utf8: some Collection<UInt8>, on grid: Grid, route: RouteMode
  ) throws(GestureLockError) {
    var start = utf8.startIndex
    while start < utf8.endIndex, utf8[start] == 0x20 || utf8[start] == 0x09 {
      utf8.formIndex(after: &start)
    }
    // Just past the last byte that is not a trailing space, tab or line ending.
    var end = start
    var index = start
    while index < utf8.endIndex {
      let byte = utf8[index]
      utf8.formIndex(after: &index)
      if byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D { end = index }
    }
    let bytes = utf8[start..<end]
    guard !bytes.isEmpty else { throw .invalidPattern(.empty) }
    var nodes = SecretBytes(minimumCapacity: min(bytes.count, grid.count + 1))
    /// A parsed index as one byte: indices of a 9×9 grid are below 81; 255 is never a node.
    func nodeByte(_ value: Int) -> UInt8 { value < 255 ? UInt8(value) : 255 }
    if bytes.contains(UInt8(ascii: "-")) {
      var current: Int? = nil
      var position = 1
      for byte in bytes {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
          let value = (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0"))
          guard value < 1000 else {
            throw .invalidPattern(.notANode(entry: position, grid: grid))
          }
          current = value
        case UInt8(ascii: "-"):
          guard let value = current else {
            throw .invalidPattern(.emptyEntry(entry: position))
          }
          nodes.append(nodeByte(value))
          current = nil
          position += 1
        default:
          throw .invalidPattern(.nonDigit(entry: position))
        }
      }
      guard let last = current else {
        throw .invalidPattern(.emptyEntry(entry: position))
      }
      nodes.append(nodeByte(last))
    } else {
      guard grid.count <= 10 else {
        throw .invalidPattern(.compactFormOnLargeGrid)
      }
      for (position, byte) in bytes.enumerated() {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
          throw .invalidPattern(.nonDigit(entry: position + 1))
        }
        nodes.append(byte - UInt8(ascii: "0"))
      }
    }
    try self.init(nodeBytes: nodes, on: grid, route: route)
  }
}
