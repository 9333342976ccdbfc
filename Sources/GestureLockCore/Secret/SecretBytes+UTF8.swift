extension SecretBytes {
  /// Whether the bytes are well-formed UTF-8, checked in place (no `String` is made).
  ///
  /// - Complexity: O(count).
  public var isValidUTF8: Bool {
    var parser = Unicode.UTF8.ForwardParser()
    var bytes = makeIterator()
    while true {
      switch parser.parseScalar(from: &bytes) {
      case .valid: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }
}
