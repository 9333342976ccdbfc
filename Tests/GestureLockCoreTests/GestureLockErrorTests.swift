import GestureLockCore
import Testing

/// The core's errors carry their reason as a value; `description` keeps the English wording
/// that scripts and the CLI's English output rely on.
@Suite("Core errors: structured reasons, English descriptions")
struct GestureLockErrorTests {
  struct Wording: Sendable, CustomTestStringConvertible {
    let error: GestureLockError
    let english: String
    var testDescription: String { english }
  }

  static let square = try! Grid(rows: 4, columns: 4)

  @Test(
    "Each reason's English text is the one scripts match",
    arguments: [
      Wording(
        error: .invalidGrid(.outOfRange(rows: 0, columns: 3)),
        english: "invalid grid: 0x3 is outside 2x2 to 9x9"),
      Wording(
        error: .invalidGrid(.malformed(text: "abc")),
        english: "invalid grid: 'abc' is not of the form RxC, e.g. 3x3"),
      Wording(
        error: .invalidGrid(.strengthPolicyNeedsStandardGrid(square)),
        english: "invalid grid: a minimum strength class needs the 3x3 grid (the strength meters "
          + "are defined only there), not 4x4"),
      Wording(
        error: .invalidGrid(.strengthMetersNeedStandardGrid(square)),
        english: "invalid grid: the strength meters (Sun et al., Andriotis et al., Song et al.) "
          + "are defined on the 3x3 grid only, not 4x4"),
      Wording(error: .invalidPattern(.empty), english: "invalid pattern: the pattern is empty"),
      Wording(
        error: .invalidPattern(.emptyEntry(entry: 2)),
        english: "invalid pattern: entry 2 is empty (expected indices joined by '-')"),
      Wording(
        error: .invalidPattern(.nonDigit(entry: 3)),
        english: "invalid pattern: entry 3 has a character that is not an ASCII digit"),
      Wording(
        error: .invalidPattern(.compactFormOnLargeGrid),
        english: "invalid pattern: the compact digit form is only for grids of at most 10 nodes; "
          + "join indices with '-'"),
      Wording(
        error: .invalidPattern(.notANode(entry: 3, grid: .standard)),
        english: "invalid pattern: entry 3 is not a node of a 3x3 grid"),
      Wording(
        error: .invalidPattern(.repeatsNode(entry: 2)),
        english: "invalid pattern: entry 2 repeats an earlier node"),
      Wording(
        error: .invalidPattern(.skipsNode(entry: 2)),
        english: "invalid pattern: entry 2 passes over an unvisited node (the skipped-node rule)"),
      Wording(
        error: .invalidPattern(.wrongGrid(pattern: square, expected: .standard)),
        english: "invalid pattern: the pattern is on a 4x4 grid, not 3x3"),
      Wording(
        error: .invalidPattern(.lengthNotRanked(length: 3, lengths: 4...9)),
        english: "invalid pattern: a pattern of 3 nodes is outside the ranked lengths 4...9"),
      Wording(
        error: .invalidPattern(.rankOutOfRange(rank: "389112", count: "389112")),
        english: "invalid pattern: rank 389112 is outside 0..<389112"),
      Wording(
        error: .invalidPattern(.tooShortToRate(minimum: 4)),
        english: "invalid pattern: the strength meters rate patterns of at least 4 nodes"),
      Wording(
        error: .invalidLayout(.hitRadiusFactorOutOfRange),
        english: "invalid layout: hit radius factor must be within 0.15...0.45 of the pitch"),
      Wording(
        error: .invalidLayout(.nodeDiameterRatioOutOfRange),
        english: "invalid layout: node diameter must be within 0.1...0.9 of the pitch"),
      Wording(
        error: .invalidTrace(.invalidViewSize),
        english: "invalid trace: the view size must be finite and not negative"),
      Wording(error: .invalidTrace(.noSamples), english: "invalid trace: the trace has no samples"),
      Wording(
        error: .invalidTrace(.tooManySamples(maximum: 1_000_000)),
        english: "invalid trace: the trace has more than 1000000 samples"),
      Wording(
        error: .invalidTrace(.nonFiniteSample(sample: 1)),
        english: "invalid trace: samples[1] has a non-finite time or coordinate"),
    ])
  func english(_ wording: Wording) {
    #expect(wording.error.description == wording.english)
  }

  @Test("Grids refuse sizes and text by reason")
  func grids() {
    #expect(throws: GestureLockError.invalidGrid(.outOfRange(rows: 0, columns: 3))) {
      try Grid(parsing: "0x3")
    }
    #expect(throws: GestureLockError.invalidGrid(.outOfRange(rows: 10, columns: 10))) {
      try Grid(rows: 10, columns: 10)
    }
    #expect(throws: GestureLockError.invalidGrid(.malformed(text: "3 by 3"))) {
      try Grid(parsing: "3 by 3")
    }
  }

  @Test("A node diameter outside its range is refused by reason")
  func layout() {
    #expect(throws: GestureLockError.invalidLayout(.nodeDiameterRatioOutOfRange)) {
      try GridLayout(
        grid: .standard, bounds: Rect(x: 0, y: 0, width: 300, height: 300),
        nodeDiameterRatio: 0.95)
    }
  }

  @Test("Traces are refused by reason, naming the sample's position")
  func traces() {
    let view = Trace.View(width: 300, height: 300)
    let sample = Trace.Sample(t: 0, x: 10, y: 10, phase: .began)
    var bad = sample
    bad.x = .nan
    let cases: [(Trace, GestureLockError)] = [
      (Trace(view: view, samples: []), .invalidTrace(.noSamples)),
      (
        Trace(view: .init(width: -1, height: 300), samples: [sample]),
        .invalidTrace(.invalidViewSize)
      ),
      (Trace(view: view, samples: [sample, bad]), .invalidTrace(.nonFiniteSample(sample: 1))),
      (
        Trace(view: view, grid: .init(rows: 0, columns: 3), samples: [sample]),
        .invalidGrid(.outOfRange(rows: 0, columns: 3))
      ),
    ]
    for (trace, error) in cases {
      #expect(throws: error) { try trace.validated() }
    }
  }
}
