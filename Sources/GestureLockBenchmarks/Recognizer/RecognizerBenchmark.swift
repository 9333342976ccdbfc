import GestureLockCore

/// Figure 1: `PatternRecognizer` throughput and allocations on a seeded corpus, against the
/// tutorial approach (`NaiveRecognizer`) in the same run.
struct RecognizerBenchmark {
  /// Strokes in the corpus.
  let strokes: Int
  /// Timed passes over the whole corpus, per recogniser (alternating).
  let passes: Int

  /// What both recognisers reported over one pass, so the optimiser cannot drop the work and
  /// the two can be compared.
  struct Tally: Equatable {
    var selected = 0
    var completed = 0
    var tooShort = 0
    var checksum = 0

    /// Counts a selected node into `selected` and `checksum`.
    mutating func select(_ node: Int) {
      selected &+= 1
      checksum &+= node
    }
  }

  func run(into table: inout ResultTable) throws {
    let build = Clock.wall()
    let corpus = TraceCorpus(strokes: strokes, seed: 0x6E57_0C0D_E5EE_D006)
    let samples = corpus.samples
    Console.progress(
      "corpus: \(Format.grouped(corpus.strokes)) strokes, \(Format.grouped(samples.count)) "
        + "samples, built in \(Format.duration(Clock.wall() - build))")

    // Warm up both (page in the corpus, settle the caches), then alternate timed passes.
    var ours = Self.passOurs(corpus).tally
    var naive = Self.passNaive(corpus).tally
    var oursTimes: [Double] = []
    var naiveTimes: [Double] = []
    for _ in 0..<passes {
      let a = Self.passOurs(corpus)
      let b = Self.passNaive(corpus)
      oursTimes.append(a.seconds)
      naiveTimes.append(b.seconds)
      precondition(a.tally == ours && b.tally == naive, "a pass reported something else")
      ours = a.tally
      naive = b.tally
    }
    let perSample = 1 / Double(samples.count)
    let oursMedian = Statistics.median(oursTimes) * perSample
    let naiveMedian = Statistics.median(naiveTimes) * perSample
    let ratio = oursMedian / naiveMedian
    table.add(
      ResultRow(
        figure: "1a recogniser: time per sample", ours: Format.duration(oursMedian),
        reference: Format.duration(naiveMedian) + " (point in squares)",
        ratio: Format.fixed(ratio, 2), budget: "ratio ≤ 1.00", verdict: Verdict(ratio <= 1.0)))

    let comparison = Self.compareSelections(corpus)
    table.note(
      "Figure 1: \(Format.grouped(corpus.strokes)) seeded strokes of 4–9 nodes, "
        + "\(Format.grouped(samples.count)) samples (\(Format.grouped(corpus.samplesAt120Hz)) "
        + "at 120 Hz, the rest at 240 Hz), \(Format.grouped(corpus.fastSwipes)) of them fast "
        + "swipes; median of "
        + "\(Format.count(passes, "alternating pass", "alternating passes")), thread CPU time. "
        + "Patterns completed: ours \(Format.grouped(ours.completed)), point-in-squares "
        + "\(Format.grouped(naive.completed)). The two selected different nodes in "
        + "\(Format.grouped(comparison.differing)) strokes: the point test lacked a node ours "
        + "selected (crossed between two samples, or added by the skipped-node rule) in "
        + "\(Format.grouped(comparison.missed)) (\(Format.grouped(comparison.missedFast)) of them "
        + "fast swipes), and took a node the finger only passed near (a square's corner) in "
        + "\(Format.grouped(comparison.extra)).")
    guard Allocations.areCounted else {
      table.note("Figure 1b: not measured; this is a sanitizer build, which counts no allocations.")
      return
    }
    // The counter must see an allocation made here, or the zeros below would mean nothing.
    let probeStart = Allocations.count
    let probe = ContiguousArray<Int>(unsafeUninitializedCapacity: 64) { _, count in count = 0 }
    withExtendedLifetime(probe) {}
    guard Allocations.count > probeStart else {
      throw ChildProcess.Failure(description: "the allocation counter did not see an allocation")
    }
    let oursAllocations = Self.countOursAllocations(corpus)
    let naiveAllocations = Self.countNaiveAllocations(corpus)
    let afterStart = Double(oursAllocations.afterStart) / Double(oursAllocations.afterStartSamples)
    table.add(
      ResultRow(
        figure: "1b recogniser: allocations per sample after stroke start",
        ours: Format.fixed(afterStart, 3),
        reference: Format.fixed(
          Double(naiveAllocations.afterStart) / Double(naiveAllocations.afterStartSamples), 3),
        ratio: "–", budget: "0", verdict: Verdict(oursAllocations.afterStart == 0)))
    table.note(
      "Figure 1b: allocations during `moved`/`ended` samples "
        + "(\(Format.grouped(oursAllocations.afterStartSamples)) samples); the "
        + "\(Format.grouped(corpus.strokes)) `began` samples made "
        + "\(Format.grouped(oursAllocations.atStart)) (ours) and "
        + "\(Format.grouped(naiveAllocations.atStart)) (point-in-squares).")
  }

  // MARK: - Passes

  @inline(never)
  private static func passOurs(_ corpus: TraceCorpus) -> (seconds: Double, tally: Tally) {
    var recognizer = PatternRecognizer(layout: corpus.layout)
    return timedPass(corpus) { sample, tally in
      recognizer.handle(sample) { event in
        switch event {
        case .nodeSelected(let node): tally.select(node)
        case .completed(let pattern): tally.completed &+= pattern.count > 0 ? 1 : 0
        case .tooShort: tally.tooShort &+= 1
        case .cancelled: break
        }
      }
    }
  }

  @inline(never)
  private static func passNaive(_ corpus: TraceCorpus) -> (seconds: Double, tally: Tally) {
    var recognizer = NaiveRecognizer(layout: corpus.layout)
    return timedPass(corpus) { sample, tally in
      recognizer.handle(sample) { event in
        switch event {
        case .nodeSelected(let node): tally.select(node)
        case .completed(let nodes): tally.completed &+= nodes.count > 0 ? 1 : 0
        case .tooShort: tally.tooShort &+= 1
        }
      }
    }
  }

  /// Feeds every sample of the corpus to `handle` on the thread's CPU clock: the same loop for
  /// both recognisers, inlined into each pass.
  @inline(__always)
  private static func timedPass(
    _ corpus: TraceCorpus, _ handle: (TouchSample, inout Tally) -> Void
  ) -> (seconds: Double, tally: Tally) {
    var tally = Tally()
    let start = Clock.threadCPU()
    corpus.samples.withUnsafeBufferPointer { samples in
      for sample in samples { handle(sample, &tally) }
    }
    return (Clock.threadCPU() - start, tally)
  }

  // MARK: - What each selects

  /// How the two recognisers' selections differ, stroke by stroke.
  struct Comparison {
    var differing = 0
    var missed = 0
    var missedFast = 0
    var extra = 0
  }

  /// Runs both recognisers side by side (untimed) and compares the nodes each selected per
  /// stroke, as sets: the skipped-node rule makes ours add nodes in line order, and the point
  /// test, passing over the same centres, finds them too.
  private static func compareSelections(_ corpus: TraceCorpus) -> Comparison {
    var ours = PatternRecognizer(layout: corpus.layout)
    var naive = NaiveRecognizer(layout: corpus.layout)
    var oursNodes = Set<Int>()
    var naiveNodes = Set<Int>()
    var result = Comparison()
    var strokeIsFast = false
    var previous: TouchSample?
    for sample in corpus.samples {
      if sample.phase == .began {
        oursNodes.removeAll()
        naiveNodes.removeAll()
        strokeIsFast = false
      } else if let previous,
        previous.location.distance(to: sample.location)
          > 2 * corpus.layout.hitRadius
      {
        strokeIsFast = true
      }
      previous = sample
      ours.handle(sample) { if case .nodeSelected(let node) = $0 { oursNodes.insert(node) } }
      naive.handle(sample) { if case .nodeSelected(let node) = $0 { naiveNodes.insert(node) } }
      guard sample.phase == .ended, oursNodes != naiveNodes else { continue }
      result.differing += 1
      if !oursNodes.isSubset(of: naiveNodes) {
        result.missed += 1
        if strokeIsFast { result.missedFast += 1 }
      }
      if !naiveNodes.isSubset(of: oursNodes) { result.extra += 1 }
    }
    return result
  }

  // MARK: - Allocations

  /// Allocations counted sample by sample, split by phase.
  struct AllocationCount {
    var atStart: UInt64 = 0
    var afterStart: UInt64 = 0
    var afterStartSamples = 0

    mutating func add(_ count: UInt64, phase: TouchSample.Phase) {
      if phase == .began {
        atStart += count
      } else {
        afterStart += count
        afterStartSamples += 1
      }
    }
  }

  @inline(never)
  private static func countOursAllocations(_ corpus: TraceCorpus) -> AllocationCount {
    var recognizer = PatternRecognizer(layout: corpus.layout)
    var sink = 0
    defer { precondition(sink >= 0) }
    return countAllocations(corpus) { sample in
      recognizer.handle(sample) { if case .nodeSelected(let node) = $0 { sink &+= node } }
    }
  }

  @inline(never)
  private static func countNaiveAllocations(_ corpus: TraceCorpus) -> AllocationCount {
    var recognizer = NaiveRecognizer(layout: corpus.layout)
    var sink = 0
    defer { precondition(sink >= 0) }
    return countAllocations(corpus) { sample in
      recognizer.handle(sample) { if case .nodeSelected(let node) = $0 { sink &+= node } }
    }
  }

  /// The allocations `handle` makes for each sample of the corpus, split by phase.
  @inline(__always)
  private static func countAllocations(
    _ corpus: TraceCorpus, _ handle: (TouchSample) -> Void
  ) -> AllocationCount {
    var result = AllocationCount()
    for sample in corpus.samples {
      let before = Allocations.count
      handle(sample)
      result.add(Allocations.count - before, phase: sample.phase)
    }
    return result
  }
}
