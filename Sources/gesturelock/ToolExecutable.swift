internal import GestureLockSystem

#if canImport(Glibc)
  internal import Glibc
#endif

/// `gesturelock-tool`, the program that runs every command the front does not: found next
/// to the front (the build directory) or in `../libexec/gesturelock/` (`make install`).
enum ToolExecutable {
  /// The tool's file name.
  static let name = "gesturelock-tool"

  /// Where the tool is: the first of the two places that holds an executable file, else the
  /// first place (so that the error names it).
  static func locate() -> String {
    let own = ExecutablePath.current() ?? ProcessArguments.current().first ?? name
    let directory = own.lastIndex(of: "/").map { String(own[..<$0]) } ?? "."
    let candidates = [
      directory + "/" + name, directory + "/../libexec/gesturelock/" + name,
    ]
    return candidates.first { access($0, X_OK) == 0 } ?? candidates[0]
  }

  /// Replaces this process with the tool, given `arguments` (argv, its first element the name
  /// the user typed). Signal dispositions carry over as `exec` leaves them: the front changes
  /// them only once it holds a lock, and the tool's `lock` ignores the same signals.
  ///
  /// Exits 127 ("gesturelock: cannot run PATH: REASON" on standard error) when the tool
  /// cannot be run: the installation is incomplete.
  static func exec(_ path: String, arguments: [String]) -> Never {
    let argv = arguments.map { strdup($0) } + [nil]
    execv(path, argv)
    let reason = String(cString: strerror(errno))
    let message = Array("gesturelock: cannot run \(path): \(reason)\n".utf8)
    _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(127)
  }

}
