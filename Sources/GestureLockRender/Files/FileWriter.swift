internal import GestureLockSystem

#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// Writes whole files with the C library, reporting failures with the path and `strerror`.
enum FileWriter {
  /// Creates or truncates the file at `path` (mode 0644 before the umask) and writes `bytes`.
  ///
  /// The corresponding C functions are `open`, `write` and `close`.
  /// - Throws: ``RenderError/cannotWrite(path:reason:)`` naming the path and the system's
  ///   reason (for example "No such file or directory").
  /// - Complexity: O(`bytes.count`).
  static func write(_ bytes: [UInt8], to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure(path) }
    var writeError: RenderError?
    if case .failure(let error) = FileDescriptorWriter.writeAll(bytes, to: descriptor) {
      writeError = .cannotWrite(path: path, reason: error.description)
    }
    let closed = close(descriptor)
    if let writeError { throw writeError }
    guard closed == 0 else { throw failure(path) }
  }

  /// The error for the current `errno`.
  private static func failure(_ path: String) -> RenderError {
    .cannotWrite(path: path, reason: String(cString: strerror(errno)))
  }
}
