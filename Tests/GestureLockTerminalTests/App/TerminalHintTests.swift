import GestureLockCore
import GestureLockPadFlow
import Testing

@testable import GestureLockTerminal

/// The key help under the terminal pad offers only what the pad takes now (issue 25): no
/// "Return submit" while a lockout or an unreadable store refuses every attempt.
@Suite("Terminal pad key help by stage")
struct TerminalHintTests {
  static let gesture = PadModel(
    layout: try! GridLayout(grid: .standard, bounds: Rect(x: 0, y: 0, width: 300, height: 300))
  ).targets

  @Test(
    "Verifying and enrolling offer submitting; a lockout and a broken store offer only quitting")
  func byStage() {
    let verify = TerminalHint.text(
      for: TerminalHint.Surface(Self.gesture, takesText: false, stage: .verify), in: .english)
    #expect(verify.contains("Return submit"))
    #expect(TerminalHint.Surface(Self.gesture, takesText: false, stage: .enrolFirst) == .gesture)
    for stage in [PadStage.lockedOut(until: 4_000_000_000), .storeUnavailable] {
      let surface = TerminalHint.Surface(Self.gesture, takesText: false, stage: stage)
      #expect(surface == .waiting(acceptsText: false))
      #expect(TerminalHint.text(for: surface, in: .english) == "q quit")
      #expect(!TerminalHint.text(for: surface, in: .simplifiedChinese).contains("回车"))
    }
    // On a text passcode pad `q` is a letter: the way out is Ctrl-C.
    #expect(TerminalHint.text(for: .waiting(acceptsText: true), in: .english) == "Ctrl-C quit")
  }
}
