#if canImport(Glibc)
  internal import Glibc
#endif

extension TerminalPadError {
  /// The error of a failed system call, from the current `errno` (the module's one funnel for
  /// C failures).
  static func systemCall(_ operation: String) -> TerminalPadError {
    let code = errno
    let message = strerror(code).map { String(cString: $0) } ?? "unknown error"
    return .systemCall(operation: operation, code: code, message: message)
  }
}
