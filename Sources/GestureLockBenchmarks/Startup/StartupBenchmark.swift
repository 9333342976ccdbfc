/// Figure 6: wall time of `gesturelock status` on an enrolled store, against `/bin/true`,
/// spawned alternately by the benchmark (`posix_spawn` to `waitpid`). The budget is issue 25's
/// goal, at most 5 ms more than `/bin/true`: scripts call `status` and `verify` in loops.
///
/// The programs run as `make install` lays them out (`InstalledLayout`): the front in `bin`,
/// the tool it executes in `libexec/gesturelock`, so the figure includes the front's search
/// for it. A note says how many programs `status` ran and how many shared libraries the
/// dynamic loader loaded for them (glibc's `LD_DEBUG=files`, `ld.so(8)`): loading them is
/// most of the time (docs/performance.md, figure 6).
struct StartupBenchmark {
  /// Runs of each program.
  let runs: Int
  /// The release `gesturelock` binary, `gesturelock-tool` beside it (the build directory).
  let binary: String
  /// An enrolled store (from figure 4).
  let storePath: String

  func run(into table: inout ResultTable) throws {
    let layout = try InstalledLayout(front: binary)
    func time(_ path: String, _ arguments: [String]) throws -> Double {
      let start = Clock.wall()
      let child = try ChildProcess(path, arguments)
      let status = child.wait()
      let elapsed = Clock.wall() - start
      guard status == 0 else {
        throw ChildProcess.Failure(description: "\(path) \(arguments) exited with \(status)")
      }
      return elapsed
    }
    let status = ["--store", storePath, "status"]
    _ = try time(layout.front, status)
    _ = try time("/bin/true", [])
    var ours: [Double] = []
    var reference: [Double] = []
    for _ in 0..<runs {
      ours.append(try time(layout.front, status))
      reference.append(try time("/bin/true", []))
    }
    let loading = try LoaderReport(of: layout.front, status, in: layout.directory)
    let oursMedian = Statistics.median(ours)
    let trueMedian = Statistics.median(reference)
    let difference = oursMedian - trueMedian
    table.add(
      ResultRow(
        figure: "6 start-up: gesturelock status (wall time)", ours: Format.duration(oursMedian),
        reference: Format.duration(trueMedian) + " (/bin/true)",
        ratio: Format.fixed(oursMedian / trueMedian, 1),
        budget: "≤ 5 ms more (+" + Format.duration(difference) + ")",
        verdict: Verdict(difference <= 0.005)))
    table.note(
      "Figure 6: median of \(Format.count(runs, "alternating run")) of each, from spawn to "
        + "exit, on the store "
        + "enrolled for figure 4 (read-only: status opens SQLite, reads one record, prints "
        + "JSON), run from a `make install` layout (bin/gesturelock, "
        + "libexec/gesturelock/gesturelock-tool); status ran "
        + "\(Format.count(loading.programs, "program")) and the loader loaded "
        + "\(Format.count(loading.libraries, "shared library", "shared libraries")) "
        + "for them.")
  }
}

/// The release programs copied into a scratch prefix as `make install` lays them out
/// (Makefile, `install-files`): `bin/gesturelock` and `libexec/gesturelock/gesturelock-tool`.
/// Copies, not links: the front finds the tool from its own path (`/proc/self/exe`), which
/// names a link's target.
struct InstalledLayout {
  /// The scratch prefix, removed with this value.
  let directory: ScratchDirectory
  /// `PREFIX/bin/gesturelock`.
  let front: String

  /// Copies `front` and the `gesturelock-tool` beside it with install(1), as `make install`.
  init(front built: String) throws {
    directory = try ScratchDirectory()
    front = directory.file("bin/gesturelock")
    let builtDirectory = built.split(separator: "/", omittingEmptySubsequences: false)
      .dropLast().joined(separator: "/")
    let tool = builtDirectory + "/gesturelock-tool"
    let copies = [(built, front), (tool, directory.file("libexec/gesturelock/gesturelock-tool"))]
    for (source, target) in copies {
      let status = try ChildProcess("/usr/bin/install", ["-D", "-m", "0755", source, target])
        .wait()
      guard status == 0 else {
        throw ChildProcess.Failure(description: "install \(source) \(target) exited \(status)")
      }
    }
  }
}

/// What glibc's dynamic loader did for one command (`LD_DEBUG=files`, written to a file): how
/// many programs it started (the front, and each program the front executes) and how many
/// shared libraries it loaded for them, counted once per program that loaded them.
struct LoaderReport {
  /// Program images the loader handed control to.
  let programs: Int
  /// Shared libraries loaded, summed over the programs.
  let libraries: Int

  /// Runs `path` with `arguments` once, the loader's report on its standard error.
  init(of path: String, _ arguments: [String], in directory: ScratchDirectory) throws {
    let report = directory.file("loader.txt")
    let status = try ChildProcess(
      path, arguments, environment: ["LD_DEBUG": "files"], stderr: .file(report)
    ).wait()
    guard status == 0, let text = ProcessStat.readFile(report) else {
      throw ChildProcess.Failure(description: "\(path) \(arguments) under LD_DEBUG: \(status)")
    }
    let lines = text.split(separator: "\n")
    programs = lines.count { $0.contains("transferring control:") }
    libraries = lines.count { $0.contains("generating link map") }
  }
}
