import Foundation
import GestureLockCore
import GestureLockSecurity
import Testing

@testable import GestureLockPadFlow

/// The event log's lines, byte for byte: scripts parse them, so names, members and member
/// order must not drift while the code that writes them is reshaped.
@Suite("Pad event log lines")
struct PadLogEventTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let event: PadLogEvent
    let line: String
    var testDescription: String { line }
  }

  static let node0 = PadLogEvent.Spot(.node(0), at: Point(x: 120, y: 160.25))
  static let key1 = PadLogEvent.Spot(.key(.digit(1)), at: Point(x: 12.5, y: 40))

  static let cases: [Case] = [
    Case(event: .state(.selected), line: #"{"event":"state","state":"selected"}"#),
    Case(event: .node(index: 4), line: #"{"event":"node","index":4}"#),
    Case(
      event: .tooShort(length: 2, minimum: 4),
      line: #"{"event":"too_short","length":2,"minimum":4}"#),
    Case(event: .mismatch, line: #"{"event":"mismatch"}"#),
    Case(
      event: .enrolled(kind: .pattern, grid: try! Grid(rows: 4, columns: 4)),
      line: #"{"event":"enrolled","kind":"pattern","grid":"4x4"}"#),
    Case(event: .enrolled(kind: .pin, grid: nil), line: #"{"event":"enrolled","kind":"pin"}"#),
    Case(event: .verified(.accepted), line: #"{"event":"verified","result":"accepted"}"#),
    Case(
      event: .verified(.rejected(attemptsBeforeDelay: 4)),
      line: #"{"event":"verified","result":"rejected","attemptsBeforeDelay":4}"#),
    Case(
      event: .verified(.throttled(lockedUntil: 1_795_000_000.2)),
      line: #"{"event":"verified","result":"throttled","lockedUntil":"2026-11-18T11:06:41Z"}"#),
    Case(event: .verified(.wiped), line: #"{"event":"verified","result":"wiped"}"#),
    Case(
      event: .verified(.lockedPermanently),
      line: #"{"event":"verified","result":"locked_permanently"}"#),
    Case(event: .refused(.commonPIN), line: #"{"event":"refused","reason":"common_pin"}"#),
    Case(event: .refused(.weakPattern), line: #"{"event":"refused","reason":"weak_pattern"}"#),
    Case(event: .key(.pressed), line: #"{"event":"key","action":"pressed"}"#),
    Case(
      event: .key(.deleted(length: 3)), line: #"{"event":"key","action":"deleted","length":3}"#),
    Case(event: .cancelled, line: #"{"event":"cancelled"}"#),
    Case(event: .frame(number: 3), line: #"{"event":"frame","number":3}"#),
    Case(
      event: .error(message: "cannot write the trace file"),
      line: #"{"event":"error","message":"cannot write the trace file"}"#),
    Case(event: .stage(.confirm), line: #"{"event":"stage","stage":"confirm"}"#),
    Case(
      event: .stage(.lockedOut(until: 1_795_000_000)),
      line: #"{"event":"stage","stage":"locked_out","lockedUntil":"2026-11-18T11:06:40Z"}"#),
    Case(
      event: .ready(
        view: .window(width: 360, height: 480, scale: 2), kind: .pattern, stage: .enrol,
        surface: .gesture(
          grid: .standard, route: .skippedNodesIncluded, hitRadius: 14.4, nodes: [node0])),
      line: #"{"event":"ready","window":{"width":360,"height":480},"scale":2,"kind":"pattern","#
        + #""grid":"3x3","route":"skip-rule","hitRadius":14.4,"stage":"enrol","#
        + #""nodes":[{"index":0,"x":120,"y":160.25}]}"#),
    Case(
      event: .ready(
        view: .terminal(
          columns: 80, rows: 30, cellAspect: 2,
          cells: [PadLogEvent.Cell(key1.target, column: 3, row: 7)]),
        kind: .pin, stage: .lockedOut(until: 1_795_000_000),
        surface: .passcode(keys: [key1], radius: 20.5)),
      line: #"{"event":"ready","terminal":{"columns":80,"rows":30,"cellAspect":2},"#
        + #""cells":[{"key":"1","column":3,"row":7}],"kind":"pin","grid":null,"route":null,"#
        + #""hitRadius":null,"stage":"locked_out","lockedUntil":"2026-11-18T11:06:40Z","#
        + #""keys":[{"key":"1","x":12.5,"y":40}],"radius":20.5}"#),
    Case(
      event: .layout(
        view: .window(width: 400, height: 500, scale: 2),
        surface: .gesture(grid: .standard, route: .free, hitRadius: 14.4, nodes: [node0])),
      line: #"{"event":"layout","window":{"width":400,"height":500},"#
        + #""nodes":[{"index":0,"x":120,"y":160.25}]}"#),
    Case(
      event: .layout(
        view: .terminal(
          columns: 60, rows: 20, cellAspect: 2.125,
          cells: [PadLogEvent.Cell(.node(0), column: 5, row: 2)]),
        surface: .gesture(grid: .standard, route: .free, hitRadius: 14.4, nodes: [node0])),
      line: #"{"event":"layout","terminal":{"columns":60,"rows":20,"cellAspect":2.125},"#
        + #""cells":[{"index":0,"column":5,"row":2}],"nodes":[{"index":0,"x":120,"y":160.25}]}"#),
  ]

  @Test("Each event encodes to the line the pad has always written", arguments: cases)
  func line(_ item: Case) {
    #expect(item.event.json.serialized == item.line)
  }

  @Test("Every key of the keypad is named by its digit, delete or submit")
  func keyNames() {
    let names = KeypadKey.allKeys.map { PadLogEvent.Target.name(of: $0) }
    #expect(names == ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "delete", "submit"])
  }
}

extension KeypadKey {
  /// The digits 0–9, then ⌫ and the submit key.
  static let allKeys: [KeypadKey] = (0...9).map(KeypadKey.digit) + [.delete, .submit]
}
