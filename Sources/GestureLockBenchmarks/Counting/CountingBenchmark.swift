import GestureLockAnalytics
import GestureLockCore
import Glibc

/// Figure 5: exact pattern counts by `PatternSpace` against the straightforward dynamic
/// program (`ReferenceCounter`), each count in a child process of its own (the benchmark
/// re-executes itself) so that its peak memory (`getrusage`) is its own.
struct CountingBenchmark {
  /// Whether to count 5×5 (skipped in quick runs).
  let includeFiveByFive: Bool
  /// Child processes per small-grid figure, and per 5×5 count of ours.
  let runs: Int
  /// The benchmark's own executable, re-executed for each count.
  let executable: String

  /// What one child reported.
  struct ChildReport {
    /// CPU seconds (user + system) of one count, the mean over the child's repeats.
    var cpu: Double
    /// Wall seconds of one count, likewise.
    var wall: Double
    /// The child's peak resident memory, bytes.
    var peakBytes: Double
    /// Counts by length, from 1.
    var counts: [UInt128]
  }

  /// The 3×3 total of 4 to 9 nodes (SPEC.md §6).
  static let standardTotal: UInt128 = 389_112

  func run(into table: inout ResultTable) throws {
    try smallGrid("5a count 3×3 by length", grid: .standard, repeats: 200, into: &table)
    try smallGrid("5b count 4×4", grid: Grid(rows: 4, columns: 4), repeats: 5, into: &table)
    if includeFiveByFive {
      try fiveByFive(into: &table)
    } else {
      table.note(
        "Figure 5: 5×5 is not counted in a quick run (about 5 s and, for the "
          + "reference, 12.5 GiB).")
    }
  }

  private func smallGrid(_ name: String, grid: Grid, repeats: Int, into table: inout ResultTable)
    throws
  {
    var ours: [ChildReport] = []
    var reference: [ChildReport] = []
    for _ in 0..<runs {
      ours.append(try child("ours", grid: grid, maximumLength: grid.count, repeats: repeats))
      reference.append(
        try child("reference", grid: grid, maximumLength: grid.count, repeats: repeats))
    }
    let oursTime = Statistics.median(ours.map(\.cpu))
    let referenceTime = Statistics.median(reference.map(\.cpu))
    let agree = Set(ours.map(\.counts) + reference.map(\.counts)).count == 1
    let total = ours[0].counts[3...].reduce(0, +)
    let exact = agree && (grid != .standard || total == Self.standardTotal)
    table.add(
      ResultRow(
        figure: name, ours: Format.duration(oursTime), reference: Format.duration(referenceTime),
        ratio: Format.fixed(oursTime / referenceTime, 2),
        budget: "exact, equal to the reference", verdict: Verdict(exact)))
    table.note(
      "Figure \(name.prefix(2)): \(grid) total of 4 or more nodes \(Format.grouped(total)); "
        + "median CPU time of \(Format.count(runs, "child process", "child processes")) each, "
        + "every child the mean of \(Format.count(repeats, "count")).")
  }

  private func fiveByFive(into table: inout ResultTable) throws {
    let grid = try Grid(rows: 5, columns: 5)
    let needed = ReferenceCounter.tableBytes(for: grid)
    let available = ProcessStat.availableMemory() ?? 0
    // The full table, with room to spare for the other processes on this machine.
    let fullReference = available >= needed + 3 * 1_073_741_824
    let referenceLength = fullReference ? grid.count : 6
    var ours: [ChildReport] = []
    for _ in 0..<runs {
      ours.append(try child("ours", grid: grid, maximumLength: grid.count, repeats: 1))
    }
    Console.progress(
      fullReference
        ? "5×5 reference: one run, about 2 minutes and \(Format.bytes(needed))"
        : "5×5 reference: only \(Format.bytes(available)) available; lengths 1–6 only")
    let reference = try child(
      "reference", grid: grid, maximumLength: referenceLength, repeats: 1)
    var oursComparable = ours
    if !fullReference {
      oursComparable = []
      for _ in 0..<runs {
        oursComparable.append(
          try child("ours", grid: grid, maximumLength: referenceLength, repeats: 1))
      }
    }
    let oursTime = Statistics.median(oursComparable.map(\.cpu))
    let ratio = oursTime / reference.cpu
    let agree =
      Set(ours.map(\.counts)).count == 1
      && Array(ours[0].counts.prefix(referenceLength)) == reference.counts
    let scope = fullReference ? "" : " (lengths 1–6)"
    table.add(
      ResultRow(
        figure: "5c count 5×5: time" + scope, ours: Format.duration(oursTime),
        reference: Format.duration(reference.cpu) + " (one run)",
        ratio: Format.fixed(ratio, 3), budget: "ratio ≤ 0.333 (3× faster), exact",
        verdict: Verdict(ratio <= 1.0 / 3 && agree)))
    let oursPeak = ours.map(\.peakBytes).max() ?? 0
    table.add(
      ResultRow(
        figure: "5d count 5×5: peak memory", ours: Format.bytes(oursPeak),
        reference: Format.bytes(reference.peakBytes) + scope,
        ratio: Format.fixed(oursPeak / reference.peakBytes, 3), budget: "≤ 1 GiB",
        verdict: Verdict(oursPeak <= 1_073_741_824)))
    let total = ours[0].counts[3...].reduce(0, +)
    table.note(
      "Figure 5c/5d: CPU time (user + system, getrusage) of the count in its own process, "
        + "median of \(Format.count(runs, "run")) for ours, one run of the reference (wall "
        + "\(Format.duration(reference.wall)) against ours "
        + "\(Format.duration(Statistics.median(ours.map(\.wall))))); peak resident memory of the "
        + "whole child (ru_maxrss), largest of ours. 5×5 total of 4 or more nodes: "
        + "\(Format.grouped(total))."
        + (fullReference
          ? ""
          : " The full reference table needs \(Format.bytes(needed)) and only "
            + "\(Format.bytes(available)) was available, so both counted lengths 1–6 only: "
            + "not the figure the budget is about."))
  }

  private func child(_ which: String, grid: Grid, maximumLength: Int, repeats: Int) throws
    -> ChildReport
  {
    let process = try ChildProcess(
      executable,
      ["count-child", which, grid.description, String(maximumLength), String(repeats)],
      stdout: .pipe, stderr: .inherit)
    let output = process.readAll()
    let status = process.wait()
    guard status == 0, let report = Self.parse(output) else {
      throw ChildProcess.Failure(
        description: "count-child \(which) \(grid) exited with \(status): \(output.prefix(200))")
    }
    return report
  }

  private static func parse(_ line: String) -> ChildReport? {
    var fields: [String: String] = [:]
    for part in line.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
      let pair = part.split(separator: "=", maxSplits: 1)
      if pair.count == 2 { fields[String(pair[0])] = String(pair[1]) }
    }
    guard let cpu = fields["cpu"].flatMap(Double.init),
      let wall = fields["wall"].flatMap(Double.init),
      let peak = fields["maxrss_kib"].flatMap(Double.init),
      let countText = fields["counts"]
    else { return nil }
    let counts = countText.split(separator: ",").compactMap { UInt128(String($0)) }
    return ChildReport(cpu: cpu, wall: wall, peakBytes: peak * 1024, counts: counts)
  }

  // MARK: - Child

  /// `count-child ours|reference RxC maximumLength repeats`: counts, then prints
  /// `cpu=… wall=… maxrss_kib=… counts=c1,c2,…` on one line. Returns the exit status.
  static func runChild(_ arguments: [String]) -> Int32 {
    guard arguments.count == 4, ["ours", "reference"].contains(arguments[0]),
      let grid = try? Grid(parsing: arguments[1]), let maximumLength = Int(arguments[2]),
      (1...grid.count).contains(maximumLength), let repeats = Int(arguments[3]), repeats > 0
    else {
      Console.progress("usage: count-child ours|reference RxC maximumLength repeats")
      return 2
    }
    if arguments[0] == "reference" {
      // If memory runs short on this shared machine, this process is the one to go.
      if let file = fopen("/proc/self/oom_score_adj", "w") {
        fputs("1000", file)
        fclose(file)
      }
    }
    var counts: [UInt128] = []
    let cpuStart = processCPU()
    let wallStart = Clock.wall()
    for _ in 0..<repeats {
      if arguments[0] == "ours" {
        counts = PatternSpace(grid: grid).counts(lengths: 1...maximumLength)
      } else {
        guard let reference = ReferenceCounter(grid: grid).counts(maximumLength: maximumLength)
        else {
          Console.progress("count-child: cannot allocate the reference table")
          return 1
        }
        counts = reference
      }
    }
    let cpu = (processCPU() - cpuStart) / Double(repeats)
    let wall = (Clock.wall() - wallStart) / Double(repeats)
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    Console.out(
      "cpu=\(cpu) wall=\(wall) "
        + "maxrss_kib=\(usage.ru_maxrss) counts=\(counts.map(String.init).joined(separator: ","))")
    return 0
  }

  /// User + system CPU seconds of this process. The corresponding C function is `getrusage`.
  private static func processCPU() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }
}
