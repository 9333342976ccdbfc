public import GestureLockCore

extension SecretBytes {
  /// The UTF-8 bytes of `text` (tests only: a secret in production is never a `String`).
  public init(utf8 text: String) {
    self.init(copying: text.utf8)
  }

  /// The bytes decoded as UTF-8 (tests only: compares a submission with the text typed).
  public var utf8Text: String {
    String(decoding: self, as: UTF8.self)
  }

  /// The bytes as node indices (tests only: compares a selection with an `[Int]` pattern).
  public var nodeIndices: [Int] {
    map(Int.init)
  }
}
