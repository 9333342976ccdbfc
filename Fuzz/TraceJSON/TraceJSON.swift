// libFuzzer target: the trace file parser (JSONDecoder + Trace.validated, as `TraceInput` of
// the CLI does), then the recogniser over the samples of a valid trace.
import Foundation
import GestureLockCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTraceJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  guard let trace = try? JSONDecoder().decode(Trace.self, from: bytes),
    let (grid, view, samples) = try? trace.validated(),
    let layout = try? GridLayout(grid: grid, bounds: Rect(origin: .zero, size: view))
  else { return 0 }
  var recognizer = PatternRecognizer(layout: layout)
  for sample in samples {
    for event in recognizer.handle(sample) {
      if case .nodeSelected(let node) = event { precondition(node >= 0 && node < grid.count) }
    }
  }
  return 0
}
