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

  /// Writes `text` to a new file `name` in the directory; returns its path.
  @discardableResult
  func write(_ text: String, toFile name: String) throws(ChildProcess.Failure) -> String {
    let path = file(name)
    guard let file = fopen(path, "w") else {
      throw ChildProcess.Failure(description: "cannot write \(path): errno \(errno)")
    }
    defer { fclose(file) }
    guard fputs(text, file) >= 0 else {
      throw ChildProcess.Failure(description: "cannot write \(path): errno \(errno)")
    }
    return path
  }
}
