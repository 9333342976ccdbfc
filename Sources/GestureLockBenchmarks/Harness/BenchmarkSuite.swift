import Glibc

/// Command-line options of the benchmark executable.
struct BenchmarkOptions {
  /// A few seconds in all: a small corpus, fewer runs, a 1 s idle window, no 5×5 counts.
  /// For CI, to show that the harness works; it says nothing about speed.
  var quick = false
  /// The figures to run (1 to 11); all by default.
  var figures: Set<Int> = Set(1...11)

  init() {}

  /// Parses `--quick` and `--only 1,2,…`.
  init(parsing arguments: [String]) throws(ChildProcess.Failure) {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--quick":
        quick = true
      case "--only":
        guard let list = rest.popFirst() else {
          throw ChildProcess.Failure(description: "--only needs a list such as 1,2")
        }
        let numbers = list.split(separator: ",").compactMap { Int($0) }
        guard !numbers.isEmpty, numbers.allSatisfy({ (1...11).contains($0) }) else {
          throw ChildProcess.Failure(description: "--only takes figure numbers 1 to 11")
        }
        figures = Set(numbers)
      default:
        throw ChildProcess.Failure(description: "unknown argument '\(argument)'")
      }
    }
  }
}

/// Runs the selected figures and prints the table.
struct BenchmarkSuite {
  let options: BenchmarkOptions

  /// Runs everything; returns the exit status: 0 unless the harness itself failed (a figure
  /// over budget is a verdict in the table, not a failure).
  func run() -> Int32 {
    let quick = options.quick
    var table = ResultTable()
    var failures: [String] = []
    let started = Clock.wall()
    func figure(_ number: Int, _ body: (inout ResultTable) throws -> Void) {
      guard options.figures.contains(number) else { return }
      do {
        try body(&table)
      } catch {
        failures.append("figure \(number): \(error)")
        Console.progress("figure \(number) failed: \(error)")
      }
    }
    figure(1) { table in
      try RecognizerBenchmark(strokes: quick ? 500 : 10_000, passes: quick ? 3 : 9)
        .run(into: &table)
    }
    figure(2) { table in
      try FrameBenchmark(frames: quick ? 20 : 300).run(into: &table)
      try TerminalFrameBenchmark(frames: quick ? 10 : 100).run(into: &table)
    }
    let executable = ProcessStat.ownExecutable() ?? CommandLine.arguments[0]
    let directory = executable.split(separator: "/", omittingEmptySubsequences: false)
      .dropLast().joined(separator: "/")
    let binary = directory + "/gesturelock"
    func needBinary() throws {
      guard access(binary, X_OK) == 0 else {
        throw ChildProcess.Failure(
          description: "\(binary) is missing: build the gesturelock product in the same "
            + "configuration first (make bench does)")
      }
    }
    figure(3) { table in
      try needBinary()
      try IdleBenchmark(window: quick ? 1 : 5, windows: quick ? 1 : 3, binary: binary)
        .run(into: &table)
    }
    var enrolled: VerifyBenchmark.Setup?
    figure(4) { table in enrolled = try VerifyBenchmark(runs: quick ? 1 : 7).run(into: &table) }
    figure(5) { table in
      try CountingBenchmark(includeFiveByFive: !quick, runs: quick ? 1 : 3, executable: executable)
        .run(into: &table)
    }
    figure(6) { table in
      try needBinary()
      let setup = try enrolled ?? VerifyBenchmark.enrolledStore()
      try StartupBenchmark(runs: quick ? 5 : 31, binary: binary, storePath: setup.storePath)
        .run(into: &table)
    }
    figure(7) { table in
      try TraceParseBenchmark(samples: quick ? 20_000 : 1_000_000, passes: quick ? 1 : 3)
        .run(into: &table)
    }
    figure(8) { table in try FingerprintBenchmark(runs: quick ? 2 : 15).run(into: &table) }
    figure(9) { table in try LockScreenFrameBenchmark(frames: quick ? 3 : 31).run(into: &table) }
    figure(10) { table in
      try needBinary()
      let setup = try enrolled ?? VerifyBenchmark.enrolledStore()
      enrolled = setup
      try TimeToLockBenchmark(runs: quick ? 3 : 11, binary: binary, storePath: setup.storePath)
        .run(into: &table)
    }
    figure(11) { table in
      try needBinary()
      let setup = try enrolled ?? VerifyBenchmark.enrolledStore()
      enrolled = setup
      try WaylandTimeToLockBenchmark(
        runs: quick ? 3 : 11, binary: binary, storePath: setup.storePath
      ).run(into: &table)
    }
    Console.out(
      (quick
        ? "GestureLock benchmarks (quick: smoke test, not a measurement)"
        : "GestureLock benchmarks") + "\n")
    Console.out(table.rendered)
    for failure in failures { Console.out("- harness failure: \(failure)") }
    Console.progress("done in \(Format.duration(Clock.wall() - started))")
    return failures.isEmpty ? 0 : 1
  }
}
