import Glibc

/// A private X server (Xvfb) for the idle measurement, stopped when the value dies.
///
/// Xvfb picks a free display number itself (`-displayfd`), so the benchmark never collides
/// with another display on this shared machine.
final class VirtualDisplay {
  /// The `DISPLAY` value, e.g. `:417`.
  let display: String
  /// The server process.
  let server: ChildProcess

  /// Starts `Xvfb -displayfd 1 -screen 0 SCREEN -nolisten tcp` (`screen` such as
  /// `1024x768x24`, the default) and waits until it has
  /// chosen its display (it writes the number once it accepts connections).
  ///
  /// - Throws: `ChildProcess.Failure` when Xvfb is missing or does not come up within 10 s.
  init(screen: String = "1024x768x24") throws(ChildProcess.Failure) {
    let path = "/usr/bin/Xvfb"
    guard access(path, X_OK) == 0 else {
      throw ChildProcess.Failure(description: "Xvfb is not installed (Debian package xvfb)")
    }
    server = try ChildProcess(
      path, ["-displayfd", "1", "-screen", "0", screen, "-nolisten", "tcp"],
      stdout: .pipe)
    guard let number = server.waitForLine(timeout: 10, where: { Int($0) != nil }) else {
      throw ChildProcess.Failure(description: "Xvfb did not report a display within 10 s")
    }
    display = ":" + number
  }

  deinit {
    server.stop(SIGTERM)
  }
}
