import Foundation
import TestSupport
import Testing

/// `gesturelock lock` on a test compositor, as the command tests drive it: a store with a
/// secret enrolled, the command started, a PIN typed with wtype.
enum LockCommandDriver {
  /// What sway shows where no window is: its desktop's grey (no wallpaper in the tests' config).
  static let desktop: UInt32 = 0x3F3F3F
  /// What sway shows on a session whose locker died (sway/desktop/render.c).
  static let abandonedRed: UInt32 = 0xFF0000
  /// The pad's background (`PadStyle.standard.background`).
  static let padBackground: UInt32 = 0x12161E

  /// A store in `directory` with `secret` enrolled (`kind`: `pattern` or `pin`), enrolled by
  /// `binary`'s tool.
  static func store(
    in directory: TemporaryDirectory, secret: String, kind: String = "pattern",
    binary: URL = ProductBinary.gesturelock
  ) throws -> String {
    let store = directory.path("lock.sqlite")
    let result = try ProcessRunner.run(
      binary, ["--store", store, "enroll", "--kind", kind],
      stdin: Data("\(secret)\n\(secret)\n".utf8))
    try #require(result.status == 0, "\(result.stderr)")
    return store
  }

  /// `binary lock OPTIONS` with `store`, in `environment` (the compositor's, usually), its
  /// event log on standard output, its standard error read too.
  static func lock(
    store: String, options: [String] = [], environment: [String: String],
    binary: URL = ProductBinary.gesturelock
  ) throws -> ChildProcess {
    try ChildProcess(
      binary, ["--store", store, "--lang", "en", "lock"] + options, environment: environment,
      readingErrors: true)
  }

  /// Types `pin` and the keypad's Enter into the lock surface once it has the keyboard (a
  /// digit until the pad takes one, then Escape), and expects `locker` to report it accepted.
  /// Needs a keyboard kept on the seat (``WaylandCompositor/keepKeyboard()``).
  static func unlock(_ locker: ChildProcess, withPIN pin: String, on sway: WaylandCompositor)
    throws
  {
    var focused = false
    for _ in 0..<50 where !focused {
      try sway.type("9")
      focused =
        locker.output.next(timeout: 0.2, where: { $0.contains(#""action":"entered""#) }) != nil
    }
    try #require(focused, "the lock surface never had the keyboard")
    try sway.press(key: "Escape")
    #expect(locker.next(containing: #""event":"cancelled""#) != nil)
    try sway.type(pin)
    try sway.press(key: "KP_Enter")
    let verified = fields(locker.next(containing: #""event":"verified""#))
    #expect(verified?["result"] as? String == "accepted")
  }

  /// The processes whose command line names `store`: a locker gone to the background
  /// (`--daemonize`), whose process id the test never had; read from `/proc`.
  static func processes(using store: String) -> [Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry in
      guard let pid = Int32(entry),
        let line = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(entry)/cmdline"))
      else { return nil }
      return line.split(separator: 0).contains { String(decoding: $0, as: UTF8.self) == store }
        ? pid : nil
    }
  }

  /// Kills (SIGKILL) every process using `store`, so that no locker outlives its test.
  static func killProcesses(using store: String) {
    for pid in processes(using: store) { kill(pid, SIGKILL) }
  }
}
