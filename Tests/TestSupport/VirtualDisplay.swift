// Linux only: Foundation's Process and posix_spawn as glibc declares them (Apple's CI builds
// the portable tests, which do not use it).
#if os(Linux)
  import Foundation

  /// A private X display (Xvfb) for tests that open real windows; stopped when the value dies.
  ///
  /// Each instance picks a free display number, so suites can run side by side and no test
  /// depends on the caller's `DISPLAY`.
  public final class VirtualDisplay: @unchecked Sendable {
    /// The `DISPLAY` value, e.g. `:417`.
    public let display: String
    private let server: Process

    /// Whether Xvfb is installed (Debian package `xvfb`, installed by `make deps`).
    public static var isAvailable: Bool {
      FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb")
    }

    /// Starts Xvfb with one screen of `screen` (`WxHxDEPTH`) and waits until it accepts
    /// connections.
    ///
    /// - Parameters:
    ///   - screen: The screen's size and depth.
    ///   - extraArguments: More Xvfb options, e.g. `-noreset` (keep server state such as RandR
    ///     monitors when the last client disconnects).
    /// - Throws: When Xvfb is missing or does not come up within 10 s.
    public init(screen: String = "1024x768x24", extraArguments: [String] = []) throws {
      var lastError: Error = VirtualDisplayError.noFreeDisplay
      for _ in 0..<20 {
        let number = Int.random(in: 200...899)
        if FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") { continue }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        process.arguments =
          [":\(number)", "-screen", "0", screen, "-nolisten", "tcp"] + extraArguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
          try process.run()
        } catch {
          lastError = error
          continue
        }
        let socket = "/tmp/.X11-unix/X\(number)"
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline && process.isRunning
          && !FileManager.default.fileExists(atPath: socket)
        {
          usleep(20_000)
        }
        if process.isRunning && FileManager.default.fileExists(atPath: socket) {
          usleep(100_000)
          display = ":\(number)"
          server = process
          return
        }
        if process.isRunning { process.terminate() }
        lastError = VirtualDisplayError.didNotStart
      }
      throw lastError
    }

    deinit { stop() }

    /// Kills the server now (a test of a display that goes away); its clients lose their
    /// connection. Harmless when it has stopped already.
    public func stop() {
      // Children of a test process can inherit a signal mask that blocks SIGTERM; SIGKILL always
      // works, and then the lock file and socket Xvfb would remove are removed here.
      if server.isRunning {
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
      }
      let number = display.dropFirst()
      try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
      try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
    }
  }

  /// Why a virtual display could not be started.
  public enum VirtualDisplayError: Error {
    /// Every display number tried was taken.
    case noFreeDisplay
    /// Xvfb started but never created its socket.
    case didNotStart
  }
#endif
