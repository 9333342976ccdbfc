// libFuzzer target: the trace file parser (`Trace.parse(utf8:)`, the streaming byte-level
// parser the CLI's `TraceInput` uses), then the recogniser over the samples of a valid trace.
import GestureLockCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTraceJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  guard let (grid, view, samples) = try? Trace.parse(utf8: bytes),
    let layout = try? GridLayout(grid: grid, bounds: Rect(origin: .zero, size: view))
  else { return 0 }
  precondition(!samples.isEmpty && samples.count <= Trace.maximumSampleCount)
  var previous = -Double.infinity
  var recognizer = PatternRecognizer(layout: layout)
  for sample in samples {
    precondition(sample.time.isFinite && sample.time >= previous)
    previous = sample.time
    for event in recognizer.handle(sample) {
      if case .nodeSelected(let node) = event { precondition(node >= 0 && node < grid.count) }
    }
  }
  return 0
}
