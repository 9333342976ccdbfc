// libFuzzer target: the pattern text parser (`0-4-8-5`, `0485`) and the grid parser (`3x3`).
// A parsed pattern must print back to a text that parses to the same pattern.
import GestureLockCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPatternText(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  guard let selector = bytes.first else { return 0 }
  let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
  _ = try? Grid(parsing: text)
  let side = 2 + Int(selector % 8)
  guard let grid = try? Grid(rows: side, columns: 2 + Int(selector / 8 % 8)) else { return 0 }
  let route: RouteMode = selector >= 128 ? .free : .skippedNodesIncluded
  guard let pattern = try? Pattern(parsing: text, on: grid, route: route) else { return 0 }
  precondition(pattern.nodes.allSatisfy { (0..<grid.count).contains($0) })
  precondition(Set(pattern.nodes).count == pattern.nodes.count)
  let again = try? Pattern(
    parsing: pattern.nodes.map(String.init).joined(separator: "-"),
    on: grid, route: route)
  precondition(again == pattern)
  _ = pattern.canonicalBytes
  return 0
}
