import Glibc

/// Figure 3: the CPU the lock pad uses while nobody touches it, under its own Xvfb, from
/// `/proc/PID/stat`.
struct IdleBenchmark {
  /// Seconds of each measured window.
  let window: Double
  /// Consecutive windows measured (their median is the figure).
  let windows: Int
  /// The release `gesturelock` binary.
  let binary: String

  func run(into table: inout ResultTable) throws {
    let scratch = try ScratchDirectory()
    let display = try VirtualDisplay()
    let pad = try ChildProcess(
      binary, ["--store", scratch.file("lock.sqlite"), "pad"],
      environment: ["DISPLAY": display.display], stdout: .pipe,
      stderr: .file(scratch.file("pad.err")))
    defer { pad.stop(SIGTERM) }
    guard pad.waitForLine(timeout: 20, where: { $0.contains("\"event\":\"ready\"") }) != nil else {
      let message = ProcessStat.readFile(scratch.file("pad.err")) ?? ""
      throw ChildProcess.Failure(
        description: "the pad did not report ready within 20 s: \(message.suffix(300))")
    }
    // Let the first frames and the window manager's absence settle.
    Clock.sleep(1)
    var fractions: [Double] = []
    var serverFractions: [Double] = []
    for _ in 0..<windows {
      guard let padStart = pad.cpuSeconds, let serverStart = display.server.cpuSeconds else {
        throw ChildProcess.Failure(description: "the pad or Xvfb exited while idle")
      }
      let start = Clock.wall()
      Clock.sleep(window)
      guard let padEnd = pad.cpuSeconds, let serverEnd = display.server.cpuSeconds else {
        throw ChildProcess.Failure(description: "the pad or Xvfb exited while idle")
      }
      let elapsed = Clock.wall() - start
      fractions.append((padEnd - padStart) / elapsed)
      serverFractions.append((serverEnd - serverStart) / elapsed)
    }
    let median = Statistics.median(fractions)
    table.add(
      ResultRow(
        figure: "3 pad idle: CPU with no input (Xvfb)",
        ours: Format.fixed(median * 100, 2) + " % of a core", reference: "1 core",
        ratio: Format.fixed(median, 4), budget: "< 1 % of a core", verdict: Verdict(median < 0.01)))
    table.note(
      "Figure 3: `gesturelock pad` (release) on a fresh store under its own Xvfb; user + system "
        + "time from /proc/PID/stat (10 ms ticks) over \(Format.count(windows, "window")) of "
        + "\(Format.fixed(window, 0)) s after it reported ready, median; Xvfb itself used "
        + "\(Format.fixed(Statistics.median(serverFractions) * 100, 2)) % meanwhile.")
  }
}
