#if canImport(Darwin)
  internal import Darwin
#elseif canImport(Glibc)
  internal import Glibc
#endif

/// This program's own file, as the kernel knows it: how `gesturelock` finds `gesturelock-tool`
/// beside it, and how the tool starts the lock screen's pad from its own binary.
public enum ExecutablePath {
  /// The absolute path `/proc/self/exe` names (symbolic links resolved), or `nil` where there
  /// is no `/proc` (Apple platforms) or it cannot be read.
  ///
  /// The corresponding C function is `readlink`.
  public static func current() -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
