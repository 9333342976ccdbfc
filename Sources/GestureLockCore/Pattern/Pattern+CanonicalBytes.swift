extension Pattern {
  /// The bytes a key-derivation function hashes for this pattern.
  ///
  /// Layout: `0x47 0x4C 0x50 0x01` ("GLP", format 1), rows, columns, node count, then one byte
  /// per node index. The grid size is part of the secret, so the same indices on a 3×3 and a
  /// 4×4 grid are different secrets (SPEC.md §5). Indices are below 81, so one byte each.
  public var canonicalBytes: [UInt8] {
    var bytes: [UInt8] = [0x47, 0x4C, 0x50, 0x01, UInt8(grid.rows), UInt8(grid.columns)]
    bytes.append(UInt8(nodes.count))
    bytes.append(contentsOf: nodes.map { UInt8($0) })
    return bytes
  }
}
