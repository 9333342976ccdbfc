// The Linux backend (OpenSSL's libcrypto); Apple platforms build the CommonCrypto sibling
// instead (DESIGN.md "Platforms").
#if !canImport(CommonCrypto)
  internal import COpenSSL

  /// The one error funnel for OpenSSL's libcrypto: every failed call becomes a
  /// `SecurityError.cryptoFailure` carrying the operation, the packed OpenSSL error code and
  /// OpenSSL's message.
  enum OpenSSLFailure {
    /// Empties this thread's OpenSSL error queue, so a later failure reports its own cause.
    ///
    /// The corresponding C function is `ERR_clear_error`.
    static func clearQueue() {
      ERR_clear_error()
    }

    /// Makes the error for a failed call, draining this thread's OpenSSL error queue.
    ///
    /// - Parameter operation: The C function that failed, e.g. `"RAND_bytes"`.
    /// - Returns: `.cryptoFailure` with the earliest queued error's code and message, or
    ///   "no OpenSSL error queued" when the queue was empty.
    ///   The corresponding C functions are `ERR_get_error` and `ERR_error_string_n`.
    static func error(_ operation: String) -> SecurityError {
      let first = ERR_get_error()
      while ERR_get_error() != 0 {}
      guard first != 0 else {
        return .cryptoFailure(operation: operation, message: "no OpenSSL error queued")
      }
      var buffer = [CChar](repeating: 0, count: 256)
      let count = buffer.count
      buffer.withUnsafeMutableBufferPointer { ERR_error_string_n(first, $0.baseAddress, count) }
      let message = String(
        decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) },
        as: UTF8.self)
      return .cryptoFailure(operation: operation, message: message)
    }
  }
#endif
