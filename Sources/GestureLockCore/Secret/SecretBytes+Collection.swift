extension SecretBytes: RandomAccessCollection, MutableCollection {
  /// 0.
  public var startIndex: Int { 0 }
  /// `count`.
  public var endIndex: Int { count }
  /// Whether it holds no byte.
  public var isEmpty: Bool { count == 0 }
}

extension SecretBytes: ExpressibleByArrayLiteral {
  /// A buffer holding `elements` (tests and constants; a secret is never a literal).
  public init(arrayLiteral elements: UInt8...) {
    self.init(copying: elements)
  }
}

extension SecretBytes: Hashable {
  /// Whether both hold the same bytes, in time that depends only on the two counts (every
  /// byte pair is compared, with no early exit).
  public static func == (lhs: SecretBytes, rhs: SecretBytes) -> Bool {
    guard lhs.count == rhs.count else { return false }
    return lhs.withUnsafeBytes { left in
      rhs.withUnsafeBytes { right in
        var difference: UInt8 = 0
        for index in 0..<left.count { difference |= left[index] ^ right[index] }
        return difference == 0
      }
    }
  }

  /// Feeds the count and the bytes to `hasher` (for sets of patterns in tests and analytics).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    withUnsafeBytes { hasher.combine(bytes: $0) }
  }
}

extension SecretBytes: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The count only, never the bytes: `SecretBytes(4 bytes)`.
  public var description: String { "SecretBytes(\(count) bytes)" }

  /// The same as `description`: the count only.
  public var debugDescription: String { description }

  /// A mirror without children, so `dump` and reflection cannot reveal the bytes.
  public var customMirror: Mirror { Mirror(self, children: [:]) }
}
