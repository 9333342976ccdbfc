import Glibc

/// Figure 11: time to lock on Wayland, from spawn to "every output shows a lock surface" as
/// screencopy (`grim`) sees it on a headless sway 1.8 with two outputs
/// (``WaylandLockProbeScript``), `gesturelock lock` against Debian's swaylock 1.7 (which
/// speaks ext-session-lock-v1), median of `runs`, one of each in turn.
struct WaylandTimeToLockBenchmark {
  /// Runs per locker (11 in `make bench`, 3 in `bench-quick`).
  let runs: Int
  /// The release `gesturelock` executable.
  let binary: String
  /// A store with a pattern enrolled (`lock` refuses without one).
  let storePath: String

  static let python = "/usr/bin/python3"
  static let swaylock = "/usr/bin/swaylock"
  static let grim = "/usr/bin/grim"

  /// The sway ≥ 1.8 to run and the directory of its wlroots (or `-`): `GESTURELOCK_TEST_SWAY`,
  /// else the build `scripts/test-compositor` leaves in the cache, else `sway` on the PATH
  /// (as the Wayland tests find it).
  static func sway() -> (executable: String, libraries: String)? {
    func environment(_ name: String) -> String? {
      getenv(name).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    }
    func libraries(of executable: String) -> String {
      let prefix = executable.split(separator: "/", omittingEmptySubsequences: false)
        .dropLast(2).joined(separator: "/")
      return access(prefix + "/lib/libwlroots.so.11", R_OK) == 0 ? prefix + "/lib" : "-"
    }
    if let explicit = environment("GESTURELOCK_TEST_SWAY") {
      return access(explicit, X_OK) == 0 ? (explicit, libraries(of: explicit)) : nil
    }
    let cache = environment("XDG_CACHE_HOME") ?? ((environment("HOME") ?? "/root") + "/.cache")
    let prefix = cache + "/gesturelock/sway-1.8.1"
    if access(prefix + "/.gesturelock-complete", R_OK) == 0 {
      return (prefix + "/bin/sway", prefix + "/lib")
    }
    for directory in (environment("PATH") ?? "").split(separator: ":") {
      let candidate = String(directory) + "/sway"
      if access(candidate, X_OK) == 0 { return (candidate, "-") }
    }
    return nil
  }

  func run(into table: inout ResultTable) throws {
    let name = "11 time to lock, Wayland: spawn → every output shows a lock surface (sway)"
    for (tool, package) in [(Self.python, "python3"), (Self.grim, "grim")]
    where access(tool, X_OK) != 0 {
      throw ChildProcess.Failure(description: "\(tool) is missing (Debian package \(package))")
    }
    guard let sway = Self.sway() else {
      table.add(
        ResultRow(
          figure: name, ours: "–",
          reference: "no sway ≥ 1.8 (scripts/test-compositor or GESTURELOCK_TEST_SWAY)",
          ratio: "–", budget: "≤ swaylock", verdict: .over))
      table.note("Figure 11: no sway ≥ 1.8 to run it on: no measurement.")
      return
    }
    let scratch = try ScratchDirectory()
    let script = try scratch.write(WaylandLockProbeScript.source, toFile: "probe.py")
    func time(_ command: [String]) throws -> Double {
      let probe = try ChildProcess(
        Self.python, [script, sway.executable, sway.libraries] + command,
        environment: ["HOME": scratch.path], stdout: .pipe,
        stderr: .file(scratch.file("probe.log")))
      let output = probe.readAll()
      let status = probe.wait()
      guard status == 0, let value = Double(output.split(separator: "\n").first ?? "") else {
        throw ChildProcess.Failure(
          description: "the Wayland lock probe for \(command[0]) ended with status \(status) "
            + "after '\(output)': \(ProcessStat.readFile(scratch.file("probe.log")) ?? "")")
      }
      return value
    }
    let oursCommand = [binary, "--store", storePath, "lock"]
    guard access(Self.swaylock, X_OK) == 0 else {
      var oursTimes: [Double] = []
      for _ in 0..<runs { oursTimes.append(try time(oursCommand)) }
      table.add(
        ResultRow(
          figure: name, ours: Format.duration(Statistics.median(oursTimes)),
          reference: "swaylock not installed (apt-get install swaylock)", ratio: "–",
          budget: "≤ swaylock", verdict: .over))
      table.note("Figure 11: swaylock (`make deps` installs it) is missing: no verdict.")
      return
    }
    var oursTimes: [Double] = []
    var referenceTimes: [Double] = []
    for _ in 0..<runs {
      oursTimes.append(try time(oursCommand))
      referenceTimes.append(try time([Self.swaylock, "--color", "3366cc"]))
    }
    table.add(
      .noSlower(
        figure: name, ours: oursTimes, reference: referenceTimes, label: "swaylock 1.7"))
    table.note(
      "Figure 11: median of \(runs) runs each (one of ours, then one of swaylock's, in turn), "
        + "each on a fresh headless sway 1.8 (pixman) with two 640×480 outputs. A Python "
        + "observer spawns the locker, then takes screenshots of the whole layout with grim "
        + "(screencopy) until no pixel is sway's desktop or the black of a locked output "
        + "without a lock surface. Ours is `gesturelock lock` as `make build` builds it: the "
        + "front hands a Wayland session to `gesturelock-tool` (~80 shared libraries), which "
        + "asks the compositor for the session lock, reads the store and draws the pad; "
        + "swaylock draws one colour. A screenshot takes milliseconds, so both are rounded "
        + "up alike.")
  }
}
