import GestureLockCore
import TestSupport
import Testing

/// What VoiceOver says about the pads (issue 16): node labels, selection announcements, the
/// key commands a VoiceOver activation sends, keypad key labels.
@Suite("Pad accessibility")
struct PadAccessibilityTests {
  @Test("Every node of the 3×3 grid is labelled by its row and column, from 1")
  func labels() {
    let labels = (0..<9).map { PadAccessibility.label(ofNode: $0, in: .standard) }
    #expect(
      labels == [
        "row 1, column 1", "row 1, column 2", "row 1, column 3",
        "row 2, column 1", "row 2, column 2", "row 2, column 3",
        "row 3, column 1", "row 3, column 2", "row 3, column 3",
      ])
    let wide = try! Grid(rows: 2, columns: 4)
    #expect(PadAccessibility.label(ofNode: 5, in: wide) == "row 2, column 2")
    #expect(PadAccessibility.label(ofNode: 9, in: .standard) == "node 10")
  }

  /// A drag from node 0 to node 2 along the top row of a 300-point pad.
  static func dragTopRow(_ pad: inout PadModel) -> [PadEvent] {
    let layout = pad.layout
    let start = layout.center(of: 0)
    let end = layout.center(of: 2)
    var events = pad.handle(TouchSample(location: start, time: 0, phase: .began))
    events += pad.handle(TouchSample(location: end, time: 0.1, phase: .moved))
    return events
  }

  static func pad(stealth: Bool = false) throws -> PadModel {
    let bounds = Rect(origin: .zero, size: Size(width: 300, height: 300))
    return PadModel(layout: try GridLayout(grid: .standard, bounds: bounds), stealth: stealth)
  }

  @Test("Each node joining the path is announced, skipped nodes included; nothing in stealth")
  func announcements() throws {
    var pad = try Self.pad()
    let said = Self.dragTopRow(&pad).compactMap {
      PadAccessibility.announcement(for: $0, in: .standard, stealth: false)
    }
    #expect(
      said == ["row 1, column 1 selected", "row 1, column 2 selected", "row 1, column 3 selected"])
    #expect(PadAccessibility.value(ofNode: 1, in: pad) == "selected")
    #expect(PadAccessibility.value(ofNode: 4, in: pad) == nil)

    var hidden = try Self.pad(stealth: true)
    let silent = Self.dragTopRow(&hidden).compactMap {
      PadAccessibility.announcement(for: $0, in: .standard, stealth: true)
    }
    #expect(silent.isEmpty)
    #expect(PadAccessibility.value(ofNode: 1, in: hidden) == nil)
  }

  @Test("Activating nodes through VoiceOver draws the pattern through the keyboard path")
  func activation() throws {
    var pad = try Self.pad()
    var selected: [Int] = []
    for node in [0, 4, 8, 5] {
      for command in PadAccessibility.commands(
        toSelect: node, from: pad.focusedNode, in: .standard)
      {
        for case .nodeSelected(let index) in pad.handle(command, at: 1) { selected.append(index) }
      }
    }
    #expect(selected == [0, 4, 8, 5])
    let done = pad.handle(.submit, at: 2)
    #expect(done.contains(.completed(try Pattern(parsing: "0-4-8-5", on: .standard))))
    #expect(PadAccessibility.commands(toSelect: 4, from: 4, in: .standard) == [.select])
    #expect(PadAccessibility.commands(toSelect: 9, from: 0, in: .standard).isEmpty)
  }

  @Test("Keypad keys are read as digits, 'delete' and the submit label; entries by count only")
  func keypad() {
    #expect(PadAccessibility.label(of: .digit(7), submitLabel: "OK") == "7")
    #expect(PadAccessibility.label(of: .delete, submitLabel: "OK") == "delete")
    #expect(PadAccessibility.label(of: .submit, submitLabel: "OK") == "OK")
    #expect(PadAccessibility.announcement(for: .characterEntered(length: 3)) == "3 entered")
    #expect(PadAccessibility.announcement(for: .characterDeleted(length: 2)) == "2 entered")
    #expect(PadAccessibility.announcement(for: .submitted(SecretBytes(utf8: "1234"))) == nil)
  }
}
