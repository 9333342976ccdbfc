/// Access to an array's bytes that keeps a typed error: `Array.withUnsafeBytes` rethrows as
/// `any Error`, so the KDF's `[UInt8]` entry points reach the raw-buffer functions (which
/// `SecretBytes` also feeds) through this.
enum UnsafeBytes {
  /// Calls `body` with the bytes of `array`, valid only during the call.
  static func of<Result>(
    _ array: [UInt8], _ body: (UnsafeRawBufferPointer) throws(SecurityError) -> Result
  ) throws(SecurityError) -> Result {
    try array.withUnsafeBytes { raw in
      Swift.Result { () throws(SecurityError) -> Result in try body(raw) }
    }.get()
  }
}
