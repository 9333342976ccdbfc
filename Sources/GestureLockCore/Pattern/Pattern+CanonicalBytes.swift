extension Pattern {
  /// The bytes a key-derivation function hashes for this pattern.
  ///
  /// Layout: `0x47 0x4C 0x50 0x01` ("GLP", format 1), rows, columns, node count, then one byte
  /// per node index. The grid size is part of the secret, so the same indices on a 3×3 and a
  /// 4×4 grid are different secrets (SPEC.md §5). Indices are below 81, so one byte each.
  ///
  /// A fresh buffer on each call, allocated once at its final size and wiped when it ends.
  public var canonicalBytes: SecretBytes {
    var bytes = SecretBytes(minimumCapacity: 7 + nodeBytes.count)
    bytes.append(contentsOf: [0x47, 0x4C, 0x50, 0x01, UInt8(grid.rows), UInt8(grid.columns)])
    bytes.append(UInt8(nodeBytes.count))
    bytes.append(contentsOf: nodeBytes)
    return bytes
  }
}
