// Linux only: Foundation's Process and the Wayland test tools (Apple's CI builds the portable
// tests, which do not use it).
#if os(Linux)
  import Foundation

  /// A private headless sway ≥ 1.8 for the Wayland lock-screen tests (issue 23), stopped when
  /// the value dies: no GPU (`WLR_RENDERER=pixman`), no input devices, one 640×480 output
  /// `HEADLESS-1`; `swaymsg`, `grim` screenshots and `wtype` keys against it.
  ///
  /// sway is found by ``locate()``: `GESTURELOCK_TEST_SWAY`, else the build
  /// `scripts/test-compositor` leaves in the cache (`.ci/run` makes it), else a `sway` ≥ 1.8 on
  /// the PATH. Each instance has its own `XDG_RUNTIME_DIR`, so suites can run side by side and
  /// nothing reaches the caller's own compositor.
  ///
  /// ```swift
  /// let sway = try WaylandCompositor()
  /// let locker = try ChildProcess(probe, ["lock", "3366cc"], environment: sway.environment)
  /// let shot = try sway.screenshot(output: "HEADLESS-1")
  /// ```
  public final class WaylandCompositor: @unchecked Sendable {
    /// The private runtime directory (mode 0700) holding the sockets.
    public let runtimeDirectory: TemporaryDirectory
    /// The Wayland socket's name (`WAYLAND_DISPLAY`).
    public let socket: String
    /// sway's IPC socket (`SWAYSOCK`).
    public let ipcSocket: String
    private let server: Process
    private let installation: Installation

    /// Where a usable sway is, and what it needs to run.
    struct Installation {
      /// The `sway` executable.
      let sway: URL
      /// Its `swaymsg`.
      let swaymsg: URL
      /// `LD_LIBRARY_PATH` for a build that keeps wlroots beside it (`PREFIX/lib`), or `nil`.
      let libraries: String?
    }

    /// The tools besides sway: screenshots through screencopy, keys through the virtual
    /// keyboard (Debian packages `grim` and `wtype`, installed by `make deps`).
    static let grim = "/usr/bin/grim"
    static let wtype = "/usr/bin/wtype"

    /// The size of the output sway starts with.
    public static let outputSize = (width: 640, height: 480)

    /// Whether a sway ≥ 1.8, grim and wtype are there.
    public static var isAvailable: Bool { unavailableReason == nil }

    /// Why the Wayland tests cannot run here, or `nil` when they can.
    public static var unavailableReason: String? {
      guard locate() != nil else {
        if let explicit = ProcessInfo.processInfo.environment["GESTURELOCK_TEST_SWAY"],
          !explicit.isEmpty
        {
          return "GESTURELOCK_TEST_SWAY=\(explicit) is not a sway ≥ 1.8 that runs"
        }
        return "no sway ≥ 1.8: set GESTURELOCK_TEST_SWAY to one, or build one with "
          + "scripts/test-compositor (.ci/run does), or install sway ≥ 1.8"
      }
      for tool in [grim, wtype] where !FileManager.default.isExecutableFile(atPath: tool) {
        return "\(tool) is missing (make deps)"
      }
      return nil
    }

    /// The sway the tests run, found once.
    static func locate() -> Installation? { located }

    private static let located: Installation? = {
      let environment = ProcessInfo.processInfo.environment
      let fileManager = FileManager.default
      if let explicit = environment["GESTURELOCK_TEST_SWAY"], !explicit.isEmpty {
        return installation(URL(fileURLWithPath: explicit))
      }
      let cache =
        environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
        ?? fileManager.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
      let prefix = cache.appendingPathComponent("gesturelock/sway-1.8.1")
      if fileManager.fileExists(
        atPath: prefix.appendingPathComponent(".gesturelock-complete").path),
        let built = installation(prefix.appendingPathComponent("bin/sway"))
      {
        return built
      }
      for directory in (environment["PATH"] ?? "").split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("sway")
        if fileManager.isExecutableFile(atPath: candidate.path),
          let found = installation(candidate)
        {
          return found
        }
      }
      return nil
    }()

    /// `sway` at `executable` with its `swaymsg` and libraries, when its version is ≥ 1.8.
    private static func installation(_ executable: URL) -> Installation? {
      let fileManager = FileManager.default
      guard fileManager.isExecutableFile(atPath: executable.path) else { return nil }
      let bin = executable.deletingLastPathComponent()
      let lib = bin.deletingLastPathComponent().appendingPathComponent("lib")
      let libraries =
        fileManager.fileExists(atPath: lib.appendingPathComponent("libwlroots.so.11").path)
        ? lib.path : nil
      let besides = bin.appendingPathComponent("swaymsg")
      let swaymsg =
        fileManager.isExecutableFile(atPath: besides.path)
        ? besides : URL(fileURLWithPath: "/usr/bin/swaymsg")
      let found = Installation(sway: executable, swaymsg: swaymsg, libraries: libraries)
      guard
        let result = try? ProcessRunner.run(
          executable, ["--version"], environment: found.libraryEnvironment, timeout: 20),
        result.status == 0, let version = Version(sway: result.stdout), version >= (1, 8)
      else { return nil }
      return found
    }

    /// A `sway --version` line's major and minor numbers ("sway version 1.8.1").
    struct Version {
      let major: Int
      let minor: Int

      init?(sway line: String) {
        guard let word = line.split(separator: " ").last else { return nil }
        let numbers = word.split(separator: ".").compactMap { Int($0) }
        guard numbers.count >= 2 else { return nil }
        major = numbers[0]
        minor = numbers[1]
      }

      static func >= (version: Version, minimum: (Int, Int)) -> Bool {
        (version.major, version.minor) >= minimum
      }
    }

    /// Starts sway headless and waits (at most 20 s) until its Wayland and IPC sockets exist.
    ///
    /// - Throws: ``WaylandCompositorError`` when no sway is found or it does not come up.
    public init() throws {
      guard let installation = Self.locate() else { throw WaylandCompositorError.noSway }
      self.installation = installation
      runtimeDirectory = try TemporaryDirectory(prefix: "gesturelock-sway")
      let runtime = runtimeDirectory.url.path
      // libwayland refuses a runtime directory others may enter.
      chmod(runtime, 0o700)
      let config = runtimeDirectory.path("config")
      let (width, height) = Self.outputSize
      try "output HEADLESS-1 mode \(width)x\(height)\n".write(
        toFile: config, atomically: true, encoding: .utf8)
      let process = Process()
      process.executableURL = installation.sway
      process.arguments = ["-c", config]
      var environment = ProcessInfo.processInfo.environment
      // Never nest in (or talk to) the caller's own compositor or X server.
      for name in ["WAYLAND_DISPLAY", "WAYLAND_SOCKET", "DISPLAY", "SWAYSOCK", "I3SOCK"] {
        environment[name] = nil
      }
      environment["XDG_RUNTIME_DIR"] = runtime
      environment["WLR_BACKENDS"] = "headless"
      environment["WLR_RENDERER"] = "pixman"
      environment["WLR_LIBINPUT_NO_DEVICES"] = "1"
      environment.merge(installation.libraryEnvironment) { $1 }
      process.environment = environment
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle(forWritingAtPath: "/dev/null")
      try process.run()
      server = process
      let deadline = Date().addingTimeInterval(20)
      var found: (socket: String, ipc: String)?
      while found == nil, process.isRunning, Date() < deadline {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: runtime)) ?? []
        let socket = names.first { $0.hasPrefix("wayland-") && !$0.hasSuffix(".lock") }
        let ipc = names.first { $0.hasPrefix("sway-ipc.") && $0.hasSuffix(".sock") }
        if let socket, let ipc {
          found = (socket, runtime + "/" + ipc)
        } else {
          usleep(20_000)
        }
      }
      guard let found else {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        throw WaylandCompositorError.didNotStart
      }
      socket = found.socket
      ipcSocket = found.ipc
      // The IPC socket exists before sway answers on it: wait for a first answer.
      while (try? swaymsg(["-t", "get_version"])) == nil {
        guard process.isRunning, Date() < deadline else {
          stop()
          throw WaylandCompositorError.didNotStart
        }
        usleep(20_000)
      }
    }

    deinit { stop() }

    /// What a client of this compositor needs: `XDG_RUNTIME_DIR`, `WAYLAND_DISPLAY`,
    /// `SWAYSOCK` (and no `DISPLAY`, so nothing falls back to X11).
    public var environment: [String: String] {
      [
        "XDG_RUNTIME_DIR": runtimeDirectory.url.path, "WAYLAND_DISPLAY": socket,
        "SWAYSOCK": ipcSocket, "DISPLAY": "",
      ]
    }

    /// Whether sway still runs.
    public var isRunning: Bool { server.isRunning }

    /// Kills sway (its clients lose their connection). Harmless when it has stopped already.
    public func stop() {
      if server.isRunning {
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
      }
    }

    /// Runs `swaymsg` with `arguments` (e.g. `["create_output"]`); returns its output.
    ///
    /// - Throws: ``WaylandCompositorError/toolFailed(_:_:)`` when it fails.
    @discardableResult
    public func swaymsg(_ arguments: [String]) throws -> String {
      try run(installation.swaymsg, arguments)
    }

    /// Types `text` into whatever has the keyboard focus, one key per character (`wtype`: a
    /// virtual keyboard made for this call).
    public func type(_ text: String) throws {
      try wtype(["--", text])
    }

    /// Presses and releases the key named `key` (an XKB keysym name: `Return`, `KP_Enter`,
    /// `BackSpace`) with `wtype -k`.
    public func press(key: String) throws {
      try wtype(["-k", key])
    }

    /// Runs `wtype` with `arguments` (`-P KEY`, `-s MILLISECONDS`, `-p KEY`, …).
    public func wtype(_ arguments: [String]) throws {
      try run(URL(fileURLWithPath: Self.wtype), arguments)
    }

    /// A virtual keyboard that stays on the seat while the returned process runs (a `wtype`
    /// that waits ten minutes before typing F13): without one, each `wtype` call adds the
    /// seat's only keyboard and removes it again, and a client that binds its `wl_keyboard`
    /// after the first key misses it (seen here). Kill it (or let it die with the value).
    public func keepKeyboard() throws -> ChildProcess {
      try ChildProcess(
        URL(fileURLWithPath: Self.wtype), ["-s", "600000", "-k", "F13"], environment: environment)
    }

    /// The pixels `output` shows now (`grim -o OUTPUT`, through wlroots' screencopy).
    public func screenshot(output: String = "HEADLESS-1") throws -> WaylandScreenshot {
      let file = runtimeDirectory.path("shot-\(UUID().uuidString).ppm")
      defer { try? FileManager.default.removeItem(atPath: file) }
      try run(URL(fileURLWithPath: Self.grim), ["-t", "ppm", "-o", output, file])
      return try WaylandScreenshot(ppm: Data(contentsOf: URL(fileURLWithPath: file)))
    }

    @discardableResult
    private func run(_ tool: URL, _ arguments: [String]) throws -> String {
      let result = try ProcessRunner.run(tool, arguments, environment: environment, timeout: 30)
      guard result.status == 0 else {
        throw WaylandCompositorError.toolFailed(tool.lastPathComponent, result.stderr)
      }
      return result.stdout
    }
  }

  extension WaylandCompositor.Installation {
    /// `LD_LIBRARY_PATH` for its libraries, when it has its own.
    var libraryEnvironment: [String: String] {
      libraries.map { ["LD_LIBRARY_PATH": $0] } ?? [:]
    }
  }

  /// Why the test compositor could not be used.
  public enum WaylandCompositorError: Error {
    /// No sway ≥ 1.8 was found (see ``WaylandCompositor/unavailableReason``).
    case noSway
    /// sway started but its sockets never appeared, or it never answered.
    case didNotStart
    /// A tool failed: its name and its standard error.
    case toolFailed(String, String)
    /// A screenshot was not a binary PPM.
    case badScreenshot
  }
#endif
