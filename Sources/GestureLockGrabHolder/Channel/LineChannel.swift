internal import GestureLockSystem

#if canImport(Glibc)
  internal import Glibc
#endif

/// Reads newline-terminated lines from a pipe without blocking: what is read is kept until a
/// line is complete. For the holder's messages on the pad's standard input and the pad's
/// report to the holder.
public final class LineChannel {
  /// The descriptor read from.
  public let descriptor: Int32
  private var pending: [UInt8] = []
  /// Whether the other end closed the pipe (end of file, or a read error).
  public private(set) var isClosed = false
  /// The longest line kept; a longer one is dropped (no message is this long).
  public static let maximumLine = 4096

  /// Creates a channel reading `descriptor` (which the channel does not close).
  public init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Reads what is there (one `read`; call when `poll` says the descriptor is readable) and
  /// returns the lines completed, without their newlines.
  public func readLines() -> [Substring] {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let result = valueOrErrno(retryOnInterrupt: true) {
      buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    }
    let count: Int
    switch result {
    case .success(let got) where got > 0:
      count = got
    case .failure(.wouldBlock):
      return []
    case .success, .failure:  // End of file, or a read error.
      isClosed = true
      return []
    }
    pending.append(contentsOf: buffer[0..<count])
    var lines: [Substring] = []
    while let newline = pending.firstIndex(of: 0x0A) {
      let line = String(decoding: pending[..<newline], as: UTF8.self)
      pending.removeFirst(newline + 1)
      lines.append(line[...])
    }
    if pending.count > Self.maximumLine { pending.removeAll() }
    return lines
  }

  /// Writes `line` and a newline to `descriptor`, whole, through the package's one write
  /// loop (`FileDescriptorWriter.writeAll`); `false` when the pipe is closed, or full on a
  /// non-blocking descriptor.
  ///
  /// A full non-blocking pipe is not waited for: the message is dropped and the caller told
  /// (the holder must keep pumping X events while the pad is busy in PAM or stopped, so it
  /// never blocks on the pad's pipe). A message line is shorter than `PIPE_BUF` (4096 bytes), so on a pipe it is
  /// written whole or not at all, never in part.
  @discardableResult
  public static func write(_ line: String, to descriptor: Int32) -> Bool {
    let bytes = Array((line + "\n").utf8)
    if case .failure = FileDescriptorWriter.writeAll(bytes, to: descriptor) { return false }
    return true
  }
}
