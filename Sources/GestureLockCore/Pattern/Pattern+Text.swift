extension Pattern: CustomStringConvertible {
  /// The text form: indices joined by `-` (`0-4-8-5`), SPEC.md §2.
  public var description: String {
    nodes.map(String.init).joined(separator: "-")
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
    let trimmed = text.utf8.drop { $0 == 0x20 || $0 == 0x09 }.reversed()
      .drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }.reversed()
    let bytes = Array(trimmed)
    guard !bytes.isEmpty else { throw .invalidPattern(.empty) }
    var nodes: [Int] = []
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
          nodes.append(value)
          current = nil
          position += 1
        default:
          throw .invalidPattern(.nonDigit(entry: position))
        }
      }
      guard let last = current else {
        throw .invalidPattern(.emptyEntry(entry: position))
      }
      nodes.append(last)
    } else {
      guard grid.count <= 10 else {
        throw .invalidPattern(.compactFormOnLargeGrid)
      }
      for (position, byte) in bytes.enumerated() {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
          throw .invalidPattern(.nonDigit(entry: position + 1))
        }
        nodes.append(Int(byte - UInt8(ascii: "0")))
      }
    }
    try self.init(nodes: nodes, on: grid, route: route)
  }
}
