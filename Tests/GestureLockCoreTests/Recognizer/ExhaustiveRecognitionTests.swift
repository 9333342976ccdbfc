import GestureLockCore
import TestSupport
import Testing

@Suite("Every 3x3 pattern, exhaustively")
struct ExhaustiveRecognitionTests {
  static let reference = ReferencePatterns(grid: .standard)
  static let layout = try! GridLayout(
    grid: .standard, bounds: Rect(x: 0, y: 0, width: 300, height: 300))

  @Test("The reference enumeration counts 1,624 / 7,152 / 26,016 / 72,912 / 140,704 / 140,704")
  func counts() {
    var byLength = [Int](repeating: 0, count: 10)
    ExhaustiveRecognitionTests.reference.forEach(firstNodes: 0..<9, lengths: 4...9) {
      byLength[$0.count] += 1
    }
    #expect(Array(byLength[4...9]) == [1_624, 7_152, 26_016, 72_912, 140_704, 140_704])
    #expect(byLength.reduce(0, +) == 389_112)
  }

  @Test(
    "A trace through the centres of every valid pattern is recognised as exactly that pattern",
    arguments: 0..<9)
  func everyPatternStartingAt(first: Int) {
    let layout = ExhaustiveRecognitionTests.layout
    let centers = layout.centers
    var recognizer = PatternRecognizer(layout: layout)
    var checked = 0
    var failures = 0
    ExhaustiveRecognitionTests.reference.forEach(firstNodes: [first], lengths: 4...9) { nodes in
      var selected = 0
      var completed: Pattern?
      var unexpected = false
      let emit = { (event: RecognizerEvent) in
        switch event {
        case .nodeSelected(let node):
          if selected >= nodes.count || nodes[selected] != node { unexpected = true }
          selected += 1
        case .completed(let pattern): completed = pattern
        case .tooShort, .cancelled: unexpected = true
        }
      }
      recognizer.handle(
        TouchSample(location: centers[nodes[0]], time: 0, phase: .began), emit: emit)
      for node in nodes.dropFirst() {
        recognizer.handle(TouchSample(location: centers[node], time: 0, phase: .moved), emit: emit)
      }
      recognizer.handle(
        TouchSample(location: centers[nodes[nodes.count - 1]], time: 0, phase: .ended), emit: emit)

      var valid = false
      if let completed {
        valid = (try? Pattern(nodes: completed.nodes, on: completed.grid)) != nil
      }
      if unexpected || selected != nodes.count || completed?.nodes != nodes || !valid {
        failures += 1
        if failures <= 5 {
          Issue.record(
            "\(nodes): selected \(recognizer.selectedNodes), completed \(String(describing: completed))"
          )
        }
      }
      checked += 1
    }
    #expect(failures == 0)
    // By symmetry every corner starts as many patterns as every other corner, and so on:
    // 4 × 38,042 + 4 × 43,176 + 64,240 = 389,112.
    let expected = [0, 2, 6, 8].contains(first) ? 38_042 : (first == 4 ? 64_240 : 43_176)
    #expect(checked == expected)
  }
}
