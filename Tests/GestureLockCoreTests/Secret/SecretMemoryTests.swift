import TestSupport
import Testing

@testable import GestureLockCore

/// The secrets the pads hold while they are entered live in `SecretBytes`, and what leaves
/// them is wiped: read through the buffers' debug-only memory hook (see `SecretBytesTests`).
@Suite("Secrets being entered: the pads' buffers hold zeros where a secret was")
struct SecretMemoryTests {
  static let bounds = Rect(x: 0, y: 0, width: 300, height: 400)

  @Test("Backspace and a reset of the passcode pad leave zeros where the characters were")
  func passcodeEntryWipes() {
    var entry = PasscodeEntry(keypad: Keypad(bounds: Self.bounds, mode: .text))
    entry.insert("Zebra-Quartz", at: 1)
    entry.press(.delete, at: 2)
    var memory = entry.entry.withStorageMemory { Array($0) }
    #expect(Array(memory[..<11]) == Array("Zebra-Quart".utf8))
    #expect(memory[11...].allSatisfy { $0 == 0 })
    entry.reset()
    memory = entry.entry.withStorageMemory { Array($0) }
    #expect(memory.allSatisfy { $0 == 0 })
    #expect(entry.length == 0)
  }

  @Test("A submitted entry leaves the pad's buffer; the pad keeps only zeros")
  func passcodeSubmissionLeaves() throws {
    var entry = PasscodeEntry(keypad: Keypad(bounds: Self.bounds, mode: .pin(length: 4)))
    var submitted: SecretBytes?
    for event in entry.insert("7391", at: 1) {
      if case .submitted(let bytes) = event { submitted = bytes }
    }
    #expect(try #require(submitted).utf8Text == "7391")
    #expect(entry.entry.isEmpty)
    #expect(entry.entry.withStorageMemory { $0.allSatisfy { $0 == 0 } })
  }

  @Test("A cancelled stroke leaves zeros in the selection's and the visited set's memory")
  func recognizerWipes() throws {
    let layout = try GridLayout(grid: .standard, bounds: Rect(x: 0, y: 0, width: 300, height: 300))
    var recognizer = PatternRecognizer(layout: layout)
    for (index, node) in [0, 1, 2, 5].enumerated() {
      _ = recognizer.handle(
        TouchSample(
          location: layout.center(of: node), time: Double(index),
          phase: index == 0 ? .began : .moved))
    }
    #expect(recognizer.selectedNodes == [0, 1, 2, 5])
    _ = recognizer.handle(TouchSample(location: .zero, time: 5, phase: .cancelled))
    #expect(recognizer.selectedNodes.isEmpty)
    #expect(recognizer.selectedNodes.withStorageMemory { $0.allSatisfy { $0 == 0 } })
    #expect(recognizer.visited.withStorageMemory { $0.allSatisfy { $0 == 0 } })
  }
}
