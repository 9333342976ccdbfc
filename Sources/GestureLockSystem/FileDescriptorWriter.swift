#if canImport(Darwin)
  internal import Darwin
#elseif canImport(Glibc)
  internal import Glibc
#endif

/// Writes whole buffers to a file descriptor: the one write loop of the package (standard
/// output and error, the pad's event log, the terminal, files the renderer writes).
///
/// ```swift
/// _ = FileDescriptorWriter.writeAll(Array("done\n".utf8), to: 1)
/// ```
public enum FileDescriptorWriter {
  /// Writes all of `bytes` to `descriptor`: short writes continue where they stopped, and a
  /// write interrupted by a signal (`EINTR`) is made again.
  ///
  /// The corresponding C function is `write` (and `poll` while waiting).
  ///
  /// - Parameters:
  ///   - bytes: What to write; may be empty.
  ///   - descriptor: An open file descriptor.
  ///   - waitWhenBlocked: Whether a non-blocking descriptor that cannot take data now
  ///     (`EAGAIN`) is waited for, up to a second at a time (`true`), or fails (`false`).
  /// - Returns: Success when every byte was written; else the `Errno` of the write that failed
  ///   (what came before it was written). A write that takes nothing ends the loop as
  ///   success, as a closed stream would, rather than spin.
  @discardableResult
  public static func writeAll(
    _ bytes: [UInt8], to descriptor: Int32, waitWhenBlocked: Bool = false
  ) -> Result<Void, Errno> {
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let result = valueOrErrno(retryOnInterrupt: true) {
          write(descriptor, raw.baseAddress! + offset, raw.count - offset)
        }
        switch result {
        case .success(0):
          return .success(())
        case .success(let written):
          offset += written
        case .failure(.wouldBlock) where waitWhenBlocked:
          var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&poller, 1, 1000)
        case .failure(let error):
          return .failure(error)
        }
      }
      return .success(())
    }
  }
}
