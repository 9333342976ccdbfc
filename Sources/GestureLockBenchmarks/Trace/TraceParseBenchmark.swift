import Foundation
import GestureLockCore

/// Figure 7 (issue 11, item 9): reading a recorded trace file and recognising it, in MB/s of
/// file, against reading the same file with Foundation in the same run.
///
/// Ours is what `gesturelock recognize --trace` does: read the file, `Trace.parse(utf8:)`
/// straight into samples, `PatternRecognizer.recognize`. The reference (7a) is only reading the
/// file and building Foundation's generic tree with `JSONSerialization` (no recognition, no
/// checks), the cheapest general JSON reading there is. 7b compares with the path `recognize`
/// took before issue 11: `JSONDecoder` into the `Codable` `Trace`, `validated()`, recognise.
struct TraceParseBenchmark {
  /// Samples in the generated trace (1,000,000 is the cap, about 55 MB of JSON).
  let samples: Int
  /// Timed passes per side (alternating); the old decoder runs once.
  let passes: Int

  func run(into table: inout ResultTable) throws {
    let scratch = try ScratchDirectory()
    let path = scratch.file("trace.json")
    let text = Self.trace(samples: samples)
    guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
      throw ChildProcess.Failure(description: "cannot write \(path)")
    }
    let megabytes = Double(text.utf8.count) / 1e6
    Console.progress(
      "trace: \(Format.grouped(samples)) samples, \(Format.fixed(megabytes, 1)) MB")

    var oursTimes: [Double] = []
    var referenceTimes: [Double] = []
    var pattern = ""
    for _ in 0..<(passes + 1) {  // The first pass of each warms up and is not counted.
      let ours = try Self.timed { try Self.parseAndRecognise(path) }
      let reference = try Self.timed { try Self.serialization(path) }
      precondition(reference.value == samples, "JSONSerialization read another trace")
      pattern = ours.value
      oursTimes.append(ours.seconds)
      referenceTimes.append(reference.seconds)
    }
    let ours = megabytes / Statistics.median(Array(oursTimes.dropFirst()))
    let reference = megabytes / Statistics.median(Array(referenceTimes.dropFirst()))
    table.add(
      ResultRow(
        figure: "7a trace parse + recognise", ours: Format.fixed(ours, 0) + " MB/s",
        reference: Format.fixed(reference, 0) + " MB/s (JSONSerialization)",
        ratio: Format.fixed(ours / reference, 2), budget: "ratio ≥ 1.00",
        verdict: Verdict(ours >= reference)))

    let old = try Self.timed { try Self.decoder(path) }
    precondition(old.value == pattern, "the old path recognised another pattern")
    let oldRate = megabytes / old.seconds
    table.add(
      ResultRow(
        figure: "7b trace: against the decoder before", ours: Format.fixed(ours, 0) + " MB/s",
        reference: Format.fixed(oldRate, 0) + " MB/s (JSONDecoder + Codable)",
        ratio: Format.fixed(ours / oldRate, 1), budget: "ratio ≥ 10",
        verdict: Verdict(ours >= 10 * oldRate)))
    table.note(
      "Figure 7: a generated trace of \(Format.grouped(samples)) samples "
        + "(\(Format.fixed(megabytes, 1)) MB, strokes of 60 samples on a 300-point view), read "
        + "from a file; ours = read + Trace.parse + recognise, median of "
        + "\(Format.count(passes, "pass", "passes")) alternating with the JSONSerialization "
        + "reference, thread CPU time; the JSONDecoder path (issue 11's 10 s case) timed once. "
        + "Ours holds the file plus 40 bytes a sample, no JSON tree.")
  }

  /// The value `body` returns and the thread CPU seconds it took.
  private static func timed<T>(_ body: () throws -> T) rethrows -> (value: T, seconds: Double) {
    let start = Clock.threadCPU()
    let value = try body()
    return (value, Clock.threadCPU() - start)
  }

  private static func parseAndRecognise(_ path: String) throws -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ChildProcess.Failure(description: "cannot read \(path)")
    }
    let parsed = try data.withUnsafeBytes { raw in
      try Trace.parse(utf8: raw.bindMemory(to: UInt8.self))
    }
    return try recognise(grid: parsed.grid, view: parsed.view, samples: parsed.samples)
  }

  private static func serialization(_ path: String) throws -> Int {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let object = try JSONSerialization.jsonObject(with: data)
    return ((object as? [String: Any])?["samples"] as? [Any])?.count ?? -1
  }

  private static func decoder(_ path: String) throws -> String {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let checked = try JSONDecoder().decode(Trace.self, from: data).validated()
    return try recognise(grid: checked.grid, view: checked.view, samples: checked.samples)
  }

  private static func recognise(grid: Grid, view: Size, samples: [TouchSample]) throws -> String {
    let layout = try GridLayout(grid: grid, bounds: Rect(origin: .zero, size: view))
    let recognition = PatternRecognizer.recognize(samples, layout: layout, rules: PatternRules())
    return recognition.pattern?.description ?? "-"
  }

  /// A trace of `samples` samples: strokes of 60 samples (a 240 Hz drag of a quarter second)
  /// zig-zagging over a 300 × 300 view, times in microseconds as `pad --record` writes them.
  static func trace(samples: Int) -> String {
    var text = #"{"view":{"width":300,"height":300},"grid":{"rows":3,"columns":3},"samples":["#
    text.reserveCapacity(samples * 60 + 100)
    for index in 0..<samples {
      let step = index % 60
      let phase = step == 0 ? "began" : step == 59 ? "ended" : "moved"
      let t = (Double(index) / 240 * 1e6).rounded() / 1e6  // Microseconds, as recorded.
      let x = 30 + Double((index * 37) % 240) + 0.125
      let y = 30 + Double((step * 4) % 240) + 0.5
      if index > 0 { text += "," }
      text += #"{"t":\#(t),"x":\#(x),"y":\#(y),"phase":"\#(phase)"}"#
    }
    return text + "]}"
  }
}
