import Glibc

/// Figure 10: time to lock, from spawn to "screen covered and both grabs held" as another X
/// client sees it (``LockProbeScript``), `gesturelock lock` against i3lock (Debian package
/// `i3lock`, installed for the benchmark only), median of `runs`, on a private Xvfb.
struct TimeToLockBenchmark {
  /// Runs per locker (11 in `make bench`, 3 in `bench-quick`).
  let runs: Int
  /// The release `gesturelock` executable.
  let binary: String
  /// A store with a pattern enrolled (`lock` refuses without one).
  let storePath: String

  static let python = "/usr/bin/python3"
  static let i3lock = "/usr/bin/i3lock"

  func run(into table: inout ResultTable) throws {
    guard access(Self.python, X_OK) == 0 else {
      throw ChildProcess.Failure(description: "\(Self.python) is missing (Debian python3-xlib)")
    }
    let display = try VirtualDisplay()
    let scratch = try ScratchDirectory()
    let script = try scratch.write(LockProbeScript.source, toFile: "probe.py")
    let environment = ["DISPLAY": display.display, "HOME": scratch.path]
    func times(_ command: [String], runs: Int) throws -> [Double] {
      let probe = try ChildProcess(
        Self.python, [script, String(runs)] + command, environment: environment, stdout: .pipe,
        stderr: .file(scratch.file("probe.log")))
      let lines = probe.readAll().split(separator: "\n")
      let status = probe.wait()
      let values = lines.compactMap { Double($0) }
      guard status == 0, values.count == runs else {
        throw ChildProcess.Failure(
          description: "the lock probe for \(command[0]) ended with status \(status) after "
            + "\(lines.joined(separator: ", ")): \(ProcessStat.readFile(scratch.file("probe.log")) ?? "")"
        )
      }
      return values
    }
    let oursCommand = [binary, "--store", storePath, "lock", "--blank-after", "0"]
    let name = "10 time to lock: spawn → covered + both grabs held (Xvfb)"
    guard access(Self.i3lock, X_OK) == 0 else {
      let ours = Statistics.median(try times(oursCommand, runs: runs))
      table.add(
        ResultRow(
          figure: name, ours: Format.duration(ours),
          reference: "i3lock not installed (apt-get install i3lock)", ratio: "–",
          budget: "≤ i3lock", verdict: .over))
      table.note(
        "Figure 10: i3lock (Debian package i3lock, `make deps` installs it) is missing, so "
          + "there is no reference: no verdict.")
      return
    }
    // One run of each in turn, so that a burst of load elsewhere on this shared machine falls
    // on both lockers alike rather than on all of one's runs.
    var oursTimes: [Double] = []
    var referenceTimes: [Double] = []
    for _ in 0..<runs {
      oursTimes += try times(oursCommand, runs: 1)
      referenceTimes += try times([Self.i3lock, "-n"], runs: 1)
    }
    table.add(
      .noSlower(figure: name, ours: oursTimes, reference: referenceTimes, label: "i3lock -n"))
    table.note(
      "Figure 10: median of \(runs) runs each (one of ours, then one of i3lock's, in turn), "
        + "on a private Xvfb 1024×768. A Python X client (python3-xlib) spawns the "
        + "locker, then polls until a new mapped override-redirect window covers the root and "
        + "its own XGrabKeyboard and XGrabPointer fail with AlreadyGrabbed; then it SIGKILLs "
        + "the locker and waits for the screen to be free. Ours is `gesturelock lock` on an "
        + "enrolled store, built as `make build` builds it: the small `gesturelock` front "
        + "(Xlib, XRandR and the Swift runtime linked in statically) holds the cover and the "
        + "grabs, and the pad's process (`gesturelock-tool`, ~80 shared libraries) starts "
        + "after; the spawn and the polling (0.5 ms) cost both the same.")
  }
}
