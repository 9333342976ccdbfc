// libFuzzer target: the recogniser and the pad model fed arbitrary sample sequences: NaN,
// ±infinity, huge and negative coordinates, times out of order, phases in any order, two
// pointers, zero-size views. Selected nodes must be valid and never repeat within a stroke.
import GestureLockCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecognizer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = UnsafeBufferPointer(start: data, count: size)[...]
  func byte() -> UInt8 { input.popFirst() ?? 0 }
  func value() -> Double {
    switch byte() % 12 {
    case 0: .nan
    case 1: .infinity
    case 2: -.infinity
    case 3: .greatestFiniteMagnitude
    case 4: -.greatestFiniteMagnitude
    case 5: .leastNonzeroMagnitude
    case 6: -Double(byte()) * 7
    default: Double(UInt16(byte()) << 8 | UInt16(byte())) / 64
    }
  }
  guard
    let grid = try? Grid(rows: 2 + Int(byte() % 8), columns: 2 + Int(byte() % 8)),
    let layout = try? GridLayout(
      grid: grid,
      bounds: Rect(origin: Point(x: 0, y: 0), size: Size(width: value(), height: value())))
  else { return 0 }
  let rules = PatternRules(minimumLength: 1 + Int(byte() % 4))
  var recognizer = PatternRecognizer(layout: layout, rules: rules)
  var pad = PadModel(layout: layout)
  var time = 0.0
  var stroke: [Int] = []
  while !input.isEmpty {
    let control = byte()
    let phase = TouchSample.Phase.allCases[Int(control % 4)]
    time = control & 0x10 != 0 ? value() : time + Double(control >> 5) / 100
    let sample = TouchSample(
      location: Point(x: value(), y: value()), time: time, phase: phase,
      pointer: control & 0x08 != 0 ? 1 : 0)
    for event in recognizer.handle(sample) {
      switch event {
      case .nodeSelected(let node):
        precondition((0..<grid.count).contains(node))
        precondition(!stroke.contains(node))
        stroke.append(node)
      case .completed(let pattern):
        precondition(Set(pattern.nodes).count == pattern.count)
        stroke = []
      default:
        stroke = []
      }
    }
    _ = pad.handle(sample)
    if control & 0x04 != 0 { _ = pad.advance(to: time) }
  }
  return 0
}
