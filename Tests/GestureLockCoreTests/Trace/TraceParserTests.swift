import Foundation
import GestureLockCore
import Testing

/// A trace text and the error `Trace.parse(utf8:)` must give for it.
struct RefusedTrace: Sendable, CustomTestStringConvertible {
  let name: String
  let text: String
  let error: GestureLockError
  var testDescription: String { name }

  init(_ name: String, _ text: String, _ error: GestureLockError) {
    self.name = name
    self.text = text
    self.error = error
  }
}

@Suite("Trace.parse reads trace JSON straight into touch samples")
struct TraceParserTests {
  static let view = #""view":{"width":300,"height":300}"#

  static func document(_ samples: String, extra: String = "") -> String {
    "{\(view)\(extra),\"samples\":[\(samples)]}"
  }

  @Test("Random well-formed traces parse to exactly what JSONDecoder and validated() give")
  func agreesWithDecoder() throws {
    var generator = SystemRandomNumberGenerator()
    let phases = TouchSample.Phase.allCases
    for _ in 0..<200 {
      var time = Double.random(in: 0...1e6, using: &generator)
      let samples = (0..<Int.random(in: 1...40, using: &generator)).map { _ in
        time += Double.random(in: 0...0.5, using: &generator)
        return Trace.Sample(
          t: time, x: Double.random(in: -1e4...1e4, using: &generator),
          y: Double.random(in: -1e-3...1e-3, using: &generator),
          phase: phases.randomElement(using: &generator)!,
          pointer: Bool.random(using: &generator) ? Int.random(in: -9...9, using: &generator) : nil)
      }
      let grid = Bool.random(using: &generator) ? Trace.GridSize(rows: 4, columns: 5) : nil
      let trace = Trace(
        view: .init(width: Double.random(in: 0...2000, using: &generator), height: 123.25),
        grid: grid, samples: samples)
      let bytes = Array(try JSONEncoder().encode(trace))
      let expected = try JSONDecoder().decode(Trace.self, from: Data(bytes)).validated()
      let parsed = try Trace.parse(utf8: bytes)
      #expect(parsed.grid == expected.grid)
      #expect(parsed.view == expected.view)
      #expect(parsed.samples == expected.samples)
    }
  }

  @Test(
    "Numbers are read to the same Double as the standard library's conversion",
    arguments: [
      "0", "-0", "1", "0.1", "-12.5e3", "1E+2", "5e-324", "1.7976931348623157e308",
      "123456789012345678901234", "0.000000000000000000000000001", "9007199254740993",
      "3.14159265358979323846264338327950288", "1e22", "1e23", "4.9406564584124654e-324",
      "2.2250738585072011e-308", "100000000000000000000e-20",
    ])
  func numbers(_ literal: String) throws {
    let text = Self.document(#"{"t":0,"x":\#(literal),"y":0,"phase":"began"}"#)
    let sample = try #require(try Trace.parse(utf8: Array(text.utf8)).samples.first)
    #expect(sample.location.x.bitPattern == Double(literal)!.bitPattern, "\(sample.location.x)")
  }

  @Test("Bytes that are not UTF-8 inside a string are refused; well-formed multi-byte text is not")
  func malformedUTF8() throws {
    for bad: [UInt8] in [
      [0xFF], [0xC0, 0xAF], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
    ] {
      let text = Self.document(Self.sample, extra: #","k":"@""#)
      let at = try #require(text.utf8.firstIndex(of: UInt8(ascii: "@")))
      var document = Array(text.utf8)
      let offset = text.utf8.distance(from: text.utf8.startIndex, to: at)
      document.replaceSubrange(offset...offset, with: bad)
      #expect(throws: GestureLockError.invalidTrace(.notJSON)) {
        _ = try Trace.parse(utf8: document)
      }
    }
    let fine = Array(Self.document(Self.sample, extra: #","k":"密码 🔑 é""#).utf8)
    #expect(throws: Never.self) { _ = try Trace.parse(utf8: fine) }
  }

  @Test("Escapes, unknown members, whitespace and member order are all accepted")
  func lenient() throws {
    let text = """
       {"samples" : [ {"ph\\u0061se":"began","y":2,"x":1,"t":0,"extra":{"a":[1,true,null,"\\uD83D\\uDE00"]}},
        {"t":0.5,"x":3,"y":4,"phase":"ended","pointer":2.0} ] ,"grid":{"rows":2,"columns":3},
       "note":"h\\u00e9 \\n", \(Self.view) }\t
      """
    let parsed = try Trace.parse(utf8: Array(text.utf8))
    #expect(parsed.grid == (try Grid(rows: 2, columns: 3)))
    #expect(
      parsed.samples == [
        TouchSample(location: Point(x: 1, y: 2), time: 0, phase: .began),
        TouchSample(location: Point(x: 3, y: 4), time: 0.5, phase: .ended, pointer: 2),
      ])
  }

  static let sample = #"{"t":0,"x":1,"y":1,"phase":"began"}"#

  static let refused: [RefusedTrace] = [
    RefusedTrace("empty", "", .invalidTrace(.notJSON)),
    RefusedTrace(
      "truncated", #"{"view":{"width":300,"height":300},"samples":[{"t":0,"#,
      .invalidTrace(.notJSON)),
    RefusedTrace("trailing garbage", document(sample) + "x", .invalidTrace(.notJSON)),
    RefusedTrace("deep nesting", String(repeating: "[", count: 100_000), .invalidTrace(.notJSON)),
    RefusedTrace(
      "deep nesting in an unknown member",
      document(
        sample,
        extra: #","x":"#
          + String(repeating: "[", count: 600) + String(repeating: "]", count: 600)),
      .invalidTrace(.notJSON)),
    RefusedTrace(
      "leading zero", document(#"{"t":01,"x":1,"y":1,"phase":"began"}"#),
      .invalidTrace(.notJSON)),
    RefusedTrace(
      "bare fraction", document(#"{"t":1.,"x":1,"y":1,"phase":"began"}"#),
      .invalidTrace(.notJSON)),
    RefusedTrace(
      "lone surrogate", document(sample, extra: #","k":"\uD800""#),
      .invalidTrace(.notJSON)),
    RefusedTrace(
      "control character in a string", document(sample, extra: ",\"k\":\"\u{1}\""),
      .invalidTrace(.notJSON)),
    RefusedTrace("an array, not an object", "[1,2]", .invalidTrace(.notATrace)),
    RefusedTrace(
      "no view", #"{"samples":[\#(sample)]}"#,
      .invalidTrace(.missingField(field: "view"))),
    RefusedTrace("no samples member", "{\(view)}", .invalidTrace(.missingField(field: "samples"))),
    RefusedTrace(
      "no height", #"{"view":{"width":3},"samples":[\#(sample)]}"#,
      .invalidTrace(.missingField(field: "view.height"))),
    RefusedTrace(
      "width of the wrong type", #"{"view":{"width":"wide","height":3},"samples":[]}"#,
      .invalidTrace(.wrongType(field: "view.width"))),
    RefusedTrace(
      "samples of the wrong type", "{\(view),\"samples\":\"lots\"}",
      .invalidTrace(.wrongType(field: "samples"))),
    RefusedTrace(
      "a null time", document(#"{"t":null,"x":1,"y":1,"phase":"began"}"#),
      .invalidTrace(.nullField(field: "samples[0].t"))),
    RefusedTrace(
      "a sample that is a number", document("\(sample),7"),
      .invalidTrace(.wrongType(field: "samples[1]"))),
    RefusedTrace(
      "no phase", document(#"{"t":0,"x":1,"y":1}"#),
      .invalidTrace(.missingField(field: "samples[0].phase"))),
    RefusedTrace(
      "unknown phase", document(#"{"t":0,"x":1,"y":1,"phase":"hover"}"#),
      .invalidTrace(.invalidField(field: "samples[0].phase"))),
    RefusedTrace(
      "fractional rows", document(sample, extra: #","grid":{"rows":3.5,"columns":3}"#),
      .invalidTrace(.invalidField(field: "grid.rows"))),
    RefusedTrace(
      "huge rows", document(sample, extra: #","grid":{"rows":1e300,"columns":3}"#),
      .invalidTrace(.invalidField(field: "grid.rows"))),
    RefusedTrace(
      "rows out of range", document(sample, extra: #","grid":{"rows":1,"columns":3}"#),
      .invalidGrid(.outOfRange(rows: 1, columns: 3))),
    RefusedTrace("no samples", document(""), .invalidTrace(.noSamples)),
    RefusedTrace(
      "negative view", #"{"view":{"width":-1,"height":3},"samples":[\#(sample)]}"#,
      .invalidTrace(.invalidViewSize)),
    RefusedTrace(
      "overflowing coordinate", document(#"{"t":0,"x":1e999,"y":1,"phase":"began"}"#),
      .invalidTrace(.nonFiniteSample(sample: 0))),
    RefusedTrace(
      "time going backwards",
      document(
        #"\#(sample),{"t":2,"x":1,"y":1,"phase":"moved"},{"t":1,"x":1,"y":1,"phase":"ended"}"#),
      .invalidTrace(.timeGoesBackwards(sample: 2))),
    RefusedTrace(
      "fractional pointer",
      document(#"\#(sample),{"t":1,"x":1,"y":1,"phase":"moved","pointer":1.5}"#),
      .invalidTrace(.pointerNotInteger(sample: 1))),
    RefusedTrace(
      "pointer beyond Int", document(#"{"t":0,"x":1,"y":1,"phase":"began","pointer":1e30}"#),
      .invalidTrace(.pointerNotInteger(sample: 0))),
    RefusedTrace(
      "pointer of the wrong type",
      document(#"{"t":0,"x":1,"y":1,"phase":"began","pointer":"1"}"#),
      .invalidTrace(.wrongType(field: "samples[0].pointer"))),
  ]

  @Test("Broken traces are refused with the reason that names the problem", arguments: refused)
  func refusedTraces(_ trace: RefusedTrace) {
    #expect(throws: trace.error) { try Trace.parse(utf8: Array(trace.text.utf8)) }
  }

  @Test("The sample cap is enforced while reading: garbage after sample 1,000,001 is never seen")
  func capWhileReading() {
    var text = "{\(Self.view),\"samples\":["
    let one = #"{"t":0,"x":0,"y":0,"phase":"moved"},"#
    text.reserveCapacity(one.utf8.count * (Trace.maximumSampleCount + 1) + 100)
    for _ in 0...Trace.maximumSampleCount { text += one }
    text += "this is not JSON"
    #expect(throws: GestureLockError.invalidTrace(.tooManySamples(maximum: 1_000_000))) {
      try Trace.parse(utf8: Array(text.utf8))
    }
  }

  @Test("validated() also refuses a time that goes backwards, as parse does")
  func validatedRefusesBackwardTime() {
    let trace = Trace(
      view: .init(width: 300, height: 300),
      samples: [
        .init(t: 1, x: 0, y: 0, phase: .began), .init(t: 0.5, x: 0, y: 0, phase: .ended),
      ])
    #expect(throws: GestureLockError.invalidTrace(.timeGoesBackwards(sample: 1))) {
      try trace.validated()
    }
  }
}
