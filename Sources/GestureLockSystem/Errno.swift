#if canImport(Darwin)
  internal import Darwin
#elseif canImport(Glibc)
  internal import Glibc
#endif

/// A C library error number (`errno`), with names for the ones the callers act on.
///
/// In the shape of swift-system's `Errno`: a `RawRepresentable` struct, so any value the
/// system reports can be carried, and the ones that change what a caller does have names.
///
/// ```swift
/// if case .failure(let error) = FileDescriptorWriter.writeAll(bytes, to: 2),
///   error == .brokenPipe
/// { /* nobody reads standard error any more */ }
/// ```
public struct Errno: RawRepresentable, Error, Hashable, Sendable, CustomStringConvertible {
  /// The C value.
  public var rawValue: Int32

  /// Wraps the C value `rawValue`.
  public init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// The calling thread's `errno` now.
  public static var current: Errno { Errno(rawValue: errno) }

  /// `EINTR`: a signal interrupted the call before it did anything; calling again is safe.
  public static let interrupted = Errno(rawValue: EINTR)
  /// `EAGAIN`: a non-blocking descriptor cannot take (or give) data now.
  public static let wouldBlock = Errno(rawValue: EAGAIN)
  /// `EPIPE`: the reading end of a pipe or socket is closed.
  public static let brokenPipe = Errno(rawValue: EPIPE)

  /// The system's text for the error, e.g. `No such file or directory`.
  ///
  /// The corresponding C function is `strerror`.
  public var description: String { String(cString: strerror(rawValue)) }
}
