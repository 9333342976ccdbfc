import Glibc

/// A private directory under `$TMPDIR` (default `/tmp`) for stores and logs, removed with its
/// contents when the value dies.
final class ScratchDirectory {
  /// The directory's absolute path.
  let path: String

  /// Creates `gesturelock-bench-XXXXXX`. The corresponding C function is `mkdtemp`.
  init() throws(ChildProcess.Failure) {
    let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array((base + "/gesturelock-bench-XXXXXX").utf8CString)
    guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
      throw ChildProcess.Failure(description: "mkdtemp in \(base) failed: errno \(errno)")
    }
    path = String(cString: made)
  }

  deinit {
    if let remover = try? ChildProcess("/bin/rm", ["-rf", path]) { remover.wait() }
  }

  /// `path/name`.
  func file(_ name: String) -> String { path + "/" + name }
}
