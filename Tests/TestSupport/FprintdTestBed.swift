// Linux only: Foundation's Process and posix_spawn as glibc declares them (Apple's CI builds
// the portable tests, which do not use it).
#if os(Linux)
  import Foundation

  /// A private fprintd with libfprint's virtual reader, for fingerprint tests; stopped when the
  /// value dies.
  ///
  /// Runs fprintd the way its own tests do: `Tests/Fixtures/fprintd-testbed.py`,
  /// run by Debian's `/usr/bin/python3`, starts a private system bus (python3-dbusmock), the
  /// polkitd template allowing the fprint actions, and `/usr/libexec/fprintd -t` with
  /// `FP_VIRTUAL_DEVICE` and its state in a temporary folder. Nothing touches the machine's real
  /// bus or prints. Tests connect to ``busAddress``.
  ///
  /// The virtual reader listens on its socket only while a client has claimed it, and drops scan
  /// commands that arrive before the claim, so ``send(_:)`` retries until the reader accepts:
  /// send from another thread while a verification runs, or after claiming.
  ///
  /// ```swift
  /// let bed = try FprintdTestBed()
  /// try bed.enroll(scanID: "finger-1")
  /// // ... start a verification on bed.busAddress, then:
  /// try bed.scan("finger-1")
  /// ```
  public final class FprintdTestBed: @unchecked Sendable {
    /// The private system bus's address (for `DBUS_SYSTEM_BUS_ADDRESS`).
    public let busAddress: String
    /// The user whose fingers ``enroll(finger:username:scanID:)`` enrols by default.
    public static let defaultUser = "root"

    private let directory: TemporaryDirectory
    private let script: Process
    private let scriptInput: Pipe
    /// The process ids of fprintd (absent with `withFprintd: false`), the polkit stand-in and the
    /// bus, in the order they are stopped.
    private let pids: [Int32]
    private let fprintdPID: Int32?
    private let socketPath: String?

    /// Debian's interpreter: the `python3` on PATH may lack Debian's modules.
    static let python = "/usr/bin/python3"
    static let scriptURL = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/fprintd-testbed.py")

    /// Starts the bus, the polkit stand-in and (unless `withFprintd` is false) fprintd.
    ///
    /// - Parameters:
    ///   - withFprintd: `false` gives a bus without fprintd ("fprintd absent").
    ///   - allowFprintActions: `false` makes polkit refuse every fprint action.
    /// - Throws: ``FprintdTestBedError`` naming what is missing (install it with `make deps`)
    ///   or what did not start.
    public init(withFprintd: Bool = true, allowFprintActions: Bool = true) throws {
      try Self.checkPrerequisites()
      directory = try TemporaryDirectory(prefix: "gesturelock-fprintd")
      script = Process()
      script.executableURL = URL(fileURLWithPath: Self.python)
      script.arguments =
        [Self.scriptURL.path, directory.url.path] + (withFprintd ? [] : ["--no-fprintd"])
        + (allowFprintActions ? [] : ["--deny"])
      scriptInput = Pipe()
      let output = Pipe()
      script.standardInput = scriptInput
      script.standardOutput = output
      let log = directory.path("testbed.log")
      _ = FileManager.default.createFile(atPath: log, contents: nil)
      script.standardError = FileHandle(forWritingAtPath: log)
      try script.run()
      let line = Self.readLine(from: output.fileHandleForReading.fileDescriptor, seconds: 60)
      guard let data = line.data(using: .utf8),
        let ready = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let address = ready["address"] as? String, let bus = ready["bus"] as? Int,
        let polkit = ready["polkit"] as? Int
      else {
        kill(script.processIdentifier, SIGKILL)
        script.waitUntilExit()
        let errors = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        throw FprintdTestBedError.didNotStart(
          "fprintd-testbed.py printed \(line.debugDescription); its errors:\n\(errors)")
      }
      busAddress = address
      fprintdPID = (ready["fprintd"] as? Int).map { Int32($0) }
      socketPath = ready["socket"] as? String
      pids = (fprintdPID.map { [$0] } ?? []) + [Int32(polkit), Int32(bus)]
    }

    deinit {
      Self.stop(pids)
      try? scriptInput.fileHandleForWriting.close()
      let deadline = Date().addingTimeInterval(10)
      while script.isRunning && Date() < deadline { usleep(10_000) }
      if script.isRunning { kill(script.processIdentifier, SIGKILL) }
      script.waitUntilExit()
    }

    /// Whether another client can claim the default reader now: a separate process (Debian's
    /// python3 with python3-dbus) calls fprintd's `Claim` for ``defaultUser`` on the private
    /// bus and, when that succeeds, `Release`. `false` when fprintd answers `AlreadyInUse`.
    ///
    /// - Throws: ``FprintdTestBedError/claimCheckFailed(_:)`` when the check itself fails.
    public func readerIsFree() throws -> Bool {
      let script = """
        import dbus, sys
        bus = dbus.bus.BusConnection(sys.argv[1])
        name = 'net.reactivated.Fprint'
        manager = dbus.Interface(
            bus.get_object(name, '/net/reactivated/Fprint/Manager'), name + '.Manager')
        device = dbus.Interface(bus.get_object(name, manager.GetDefaultDevice()), name + '.Device')
        try:
            device.Claim(sys.argv[2])
        except dbus.exceptions.DBusException as error:
            if error.get_dbus_name() != name + '.Error.AlreadyInUse':
                raise
            print('busy')
            sys.exit(0)
        device.Release()
        print('free')
        """
      let result = try ProcessRunner.run(
        URL(fileURLWithPath: Self.python), ["-c", script, busAddress, Self.defaultUser],
        timeout: 30)
      switch result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) {
      case "free": return true
      case "busy": return false
      default: throw FprintdTestBedError.claimCheckFailed(result.stderr)
      }
    }

    /// Fails with a clear message when a Debian package the test bed needs is missing.
    public static func checkPrerequisites() throws {
      let files = [
        ("/usr/libexec/fprintd", "fprintd"), ("/usr/bin/fprintd-enroll", "fprintd"),
        ("/usr/bin/dbus-daemon", "dbus-daemon"), (python, "python3"),
        ("/usr/lib/python3/dist-packages/dbusmock/templates/polkitd.py", "python3-dbusmock"),
      ]
      for (path, package) in files where !FileManager.default.fileExists(atPath: path) {
        throw FprintdTestBedError.missing(path: path, package: package)
      }
    }

    /// Enrols a finger with `fprintd-enroll`, scanning `scanID` five times on the virtual reader.
    ///
    /// - Parameters:
    ///   - finger: fprintd's finger name.
    ///   - username: Whose finger.
    ///   - scanID: The virtual print; a later ``scan(_:)`` of the same id matches it.
    public func enroll(
      finger: String = "right-index-finger", username: String = defaultUser, scanID: String
    ) throws {
      let enroll = Process()
      enroll.executableURL = URL(fileURLWithPath: "/usr/bin/fprintd-enroll")
      enroll.arguments = ["-f", finger, username]
      var environment = ProcessInfo.processInfo.environment
      environment["DBUS_SYSTEM_BUS_ADDRESS"] = busAddress
      enroll.environment = environment
      let output = Pipe()
      enroll.standardOutput = output
      enroll.standardError = output
      enroll.standardInput = FileHandle(forReadingAtPath: "/dev/null")
      try enroll.run()
      do {
        for _ in 0..<5 { try scan(scanID) }
      } catch {
        kill(enroll.processIdentifier, SIGKILL)
        enroll.waitUntilExit()
        throw error
      }
      let deadline = Date().addingTimeInterval(30)
      while enroll.isRunning && Date() < deadline { usleep(10_000) }
      if enroll.isRunning { kill(enroll.processIdentifier, SIGKILL) }
      enroll.waitUntilExit()
      // A few lines: they fit in the pipe, so reading after the exit cannot block.
      let text = String(
        decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      guard enroll.terminationStatus == 0, text.contains("enroll-completed") else {
        throw FprintdTestBedError.enrolmentFailed(text)
      }
    }

    /// Deletes one enrolled finger with `fprintd-delete USER -f FINGER`.
    ///
    /// - Throws: `FprintdTestBedError.enrolmentFailed` with its output when it fails.
    public func delete(finger: String, username: String = defaultUser) throws {
      let delete = Process()
      delete.executableURL = URL(fileURLWithPath: "/usr/bin/fprintd-delete")
      delete.arguments = [username, "-f", finger]
      var environment = ProcessInfo.processInfo.environment
      environment["DBUS_SYSTEM_BUS_ADDRESS"] = busAddress
      delete.environment = environment
      let output = Pipe()
      delete.standardOutput = output
      delete.standardError = output
      delete.standardInput = FileHandle(forReadingAtPath: "/dev/null")
      try delete.run()
      let deadline = Date().addingTimeInterval(30)
      while delete.isRunning && Date() < deadline { usleep(10_000) }
      if delete.isRunning { kill(delete.processIdentifier, SIGKILL) }
      delete.waitUntilExit()
      let text = String(
        decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      guard delete.terminationStatus == 0 else { throw FprintdTestBedError.enrolmentFailed(text) }
    }

    /// Freezes fprintd (SIGSTOP): it stays on the bus and answers nothing until ``thawFprintd()``.
    public func freezeFprintd() {
      if let fprintdPID { kill(fprintdPID, SIGSTOP) }
    }

    /// Lets a frozen fprintd run again (SIGCONT).
    public func thawFprintd() {
      if let fprintdPID { kill(fprintdPID, SIGCONT) }
    }

    /// Puts a finger with the virtual print `id` on the reader (`SCAN id`).
    public func scan(_ id: String) throws { try send("SCAN \(id)") }

    /// Makes the reader ask for the scan again (`RETRY code`, libfprint's `FpDeviceRetry`).
    public func retry(_ reason: VirtualRetry) throws { try send("RETRY \(reason.rawValue)") }

    /// Unplugs the virtual reader: fprintd forgets it (`UNPLUG`).
    public func unplug() throws { try send("UNPLUG") }

    /// libfprint's retry codes (`FpDeviceRetry`).
    public enum VirtualRetry: Int, Sendable, CaseIterable {
      /// `FP_DEVICE_RETRY_GENERAL`: fprintd says `verify-retry-scan`.
      case general = 0
      /// `FP_DEVICE_RETRY_TOO_SHORT`: `verify-swipe-too-short`.
      case tooShort = 1
      /// `FP_DEVICE_RETRY_CENTER_FINGER`: `verify-finger-not-centered`.
      case centerFinger = 2
      /// `FP_DEVICE_RETRY_REMOVE_FINGER`: `verify-remove-and-retry`.
      case removeFinger = 3
    }

    /// Stops fprintd (SIGTERM) while the bus stays: it leaves the bus as if it had crashed.
    public func stopFprintd() {
      if let fprintdPID { Self.stop([fprintdPID]) }
    }

    /// fprintd's own log (warnings), for failure messages.
    public var fprintdLog: String {
      (try? String(contentsOfFile: directory.path("fprintd.log"), encoding: .utf8)) ?? ""
    }

    /// Sends one command to the virtual reader: one connection carrying the command, as
    /// libfprint's virtual device expects. Retries for up to 20 s while nobody has claimed the
    /// reader (its socket does not accept then), and returns once the reader has closed the
    /// connection: it reads one connection at a time and drops the older one when a new one
    /// comes, so commands sent back to back would be lost.
    public func send(_ command: String) throws {
      guard let socketPath else { throw FprintdTestBedError.noReader }
      let deadline = Date().addingTimeInterval(20)
      while true {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw FprintdTestBedError.socket(errno: errno) }
        defer { close(fd) }
        if Self.connect(fd, to: socketPath) {
          let bytes = Array(command.utf8)
          let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
          guard written == bytes.count else { throw FprintdTestBedError.socket(errno: errno) }
          try Self.waitForClose(fd, command)
          return
        }
        guard Date() < deadline else { throw FprintdTestBedError.readerNotListening(command) }
        usleep(10_000)
      }
    }

    /// Reads until the reader closes the connection (it has taken the command), at most 20 s.
    private static func waitForClose(_ fd: Int32, _ command: String) throws {
      var buffer = [UInt8](repeating: 0, count: 256)
      while true {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 20_000) > 0 else {
          throw FprintdTestBedError.readerNotListening(command)
        }
        let count = read(fd, &buffer, buffer.count)
        if count == 0 { return }
        if count < 0 && errno != EINTR { return }  // Reset by the reader: it is done too.
      }
    }

    private static func connect(_ fd: Int32, to path: String) -> Bool {
      var address = sockaddr_un()
      address.sun_family = sa_family_t(AF_UNIX)
      let bytes = Array(path.utf8)
      guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return false }
      withUnsafeMutableBytes(of: &address.sun_path) { raw in
        raw.copyBytes(from: bytes)
        raw[bytes.count] = 0
      }
      return withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0
        }
      }
    }

    /// Reads up to the first newline, for at most `seconds`.
    private static func readLine(from fd: Int32, seconds: Int32) -> String {
      var bytes: [UInt8] = []
      var byte: UInt8 = 0
      while true {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, seconds * 1000) > 0, read(fd, &byte, 1) == 1, byte != 10 else {
          break
        }
        bytes.append(byte)
      }
      return String(decoding: bytes, as: UTF8.self)
    }

    /// SIGTERM, then SIGKILL after 3 s: these processes are not our children (the bus forked
    /// itself away), and PID 1 may leave them as zombies, which count as stopped.
    private static func stop(_ pids: [Int32]) {
      for pid in pids { kill(pid, SIGTERM) }
      let deadline = Date().addingTimeInterval(3)
      while Date() < deadline && !pids.allSatisfy(isGone) { usleep(10_000) }
      for pid in pids where !isGone(pid) { kill(pid, SIGKILL) }
    }

    private static func isGone(_ pid: Int32) -> Bool {
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return true }
      return stat[stat.index(after: close)...].split(separator: " ").first == "Z"
    }
  }

  /// Why the fprintd test bed could not do what a test asked.
  public enum FprintdTestBedError: Error, CustomStringConvertible {
    /// A prerequisite is not installed.
    case missing(path: String, package: String)
    /// The helper script did not report a running fprintd.
    case didNotStart(String)
    /// `fprintd-enroll` did not complete; its output.
    case enrolmentFailed(String)
    /// The test bed was started without fprintd, so there is no reader.
    case noReader
    /// Nobody claimed the reader within the time allowed, so the command could not be sent.
    case readerNotListening(String)
    /// A socket call failed.
    case socket(errno: Int32)
    /// The other client that checks whether the reader can be claimed failed; its errors.
    case claimCheckFailed(String)

    public var description: String {
      switch self {
      case .missing(let path, let package):
        return "\(path) is missing: install the Debian package \(package) (`make deps`)"
      case .didNotStart(let detail): return "the fprintd test bed did not start: \(detail)"
      case .enrolmentFailed(let output): return "fprintd-enroll failed:\n\(output)"
      case .noReader: return "this test bed has no fprintd, so no reader"
      case .readerNotListening(let command):
        return "the virtual reader never accepted \(command.split(separator: " ")[0]): not claimed?"
      case .socket(let code): return "socket: \(String(cString: strerror(code)))"
      case .claimCheckFailed(let errors): return "the claim check failed:\n\(errors)"
      }
    }
  }
#endif
