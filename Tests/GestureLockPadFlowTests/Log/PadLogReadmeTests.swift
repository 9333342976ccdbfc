import Foundation
import GestureLockCore
import GestureLockSecurity
import Testing

@testable import GestureLockPadFlow

/// The README documents the event log for scripts ("The pad writes an event log…" and the
/// terminal pad's "Event log" item); `PadLogEvent` is what the pad writes. These tests read the
/// README and fail when the two disagree: an event, field or value named in one and not the
/// other.
@Suite("Pad event log against the README")
struct PadLogReadmeTests {
  /// The README at the repository's root.
  static func readme() throws -> String {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
  }

  /// The README's list of events: from "so scripts can drive it:" to "It never writes", one
  /// line of text.
  static func eventList() throws -> String {
    let text = try readme().replacingOccurrences(of: "\n", with: " ")
    let start = try #require(text.range(of: "The pad writes an event log"))
    let list = try #require(text.range(of: "drive it:", range: start.upperBound..<text.endIndex))
    let end = try #require(
      text.range(of: "It never writes", range: list.upperBound..<text.endIndex))
    return String(text[list.upperBound..<end.lowerBound])
  }

  /// The events the list names (backticked words outside parentheses), each with the words
  /// backticked in its parentheses (fields and values).
  static func documented() throws -> [(name: String, words: [String])] {
    var events: [(name: String, words: [String])] = []
    var depth = 0
    var word: String?
    for character in try eventList() {
      switch character {
      case "(": depth += 1
      case ")": depth -= 1
      case "`":
        if let finished = word {
          if depth == 0 {
            events.append((finished, []))
          } else if !events.isEmpty {
            events[events.count - 1].words.append(finished)
          }
          word = nil
        } else {
          word = ""
        }
      default:
        word?.append(character)
      }
    }
    return events
  }

  /// Names the README gives as "`name` events" anywhere in the paragraph (`node`).
  static func mentionedEvents() throws -> [String] {
    let text = try readme()
    let start = try #require(text.range(of: "The pad writes an event log"))
    let end = try #require(
      text.range(of: "### In a terminal", range: start.upperBound..<text.endIndex))
    let paragraph = String(text[start.lowerBound..<end.lowerBound])
      .replacingOccurrences(of: "\n", with: " ")
    let pattern = try NSRegularExpression(pattern: "`([a-z_]+)` events")
    let whole = NSRange(paragraph.startIndex..<paragraph.endIndex, in: paragraph)
    return pattern.matches(in: paragraph, range: whole).compactMap { match in
      Range(match.range(at: 1), in: paragraph).map { String(paragraph[$0]) }
    }
  }

  @Test("The README names exactly the events the log writes")
  func eventNames() throws {
    let readme = Set(try Self.documented().map(\.name) + Self.mentionedEvents())
    let written = Set(PadLogEvent.Name.allCases.map(\.rawValue))
    #expect(readme.subtracting(written).isEmpty, "documented, never written")
    #expect(written.subtracting(readme).isEmpty, "written, not documented")
  }

  @Test("Every field and value the README lists for an event is in that event's lines")
  func fieldsAndValues() throws {
    for (name, words) in try Self.documented() {
      let event = try #require(PadLogEvent.Name(rawValue: name))
      let decoded = try Self.samples(of: event).map(Self.decode)
      for object in decoded {
        #expect(object["event"] as? String == name)
      }
      let members = Set(decoded.flatMap(Self.membersAndValues))
      for word in words {
        // `0`–`9`: the keys' names, from 0 to 9.
        #expect(members.contains(word), "\(name): `\(word)` is documented but never written")
      }
    }
  }

  @Test("The terminal pad's view is written as the README shows it")
  func terminalView() throws {
    let text = try Self.readme()
    let start = try #require(text.range(of: "name the view as `"))
    let end = try #require(text.range(of: "`", range: start.upperBound..<text.endIndex))
    let shown = text[start.upperBound..<end.lowerBound].filter { !$0.isWhitespace }
    let cells = [PadLogEvent.Cell(.node(0), column: 1, row: 1)]
    let view = PadLogEvent.View.terminal(columns: 80, rows: 30, cellAspect: 2, cells: cells)
    for event in [
      PadLogEvent.ready(view: view, kind: .pattern, stage: .verify, surface: Self.gesture),
      .layout(view: view, surface: Self.gesture),
    ] {
      let line = event.json.serialized
      #expect(line.contains(String(shown)), "\(line)")
      let object = try Self.decode(line)
      let cellObjects = try #require(object["cells"] as? [[String: Any]])
      #expect(cellObjects.allSatisfy { $0["index"] != nil && $0["column"] != nil })
    }
    // "the 0-based cell under each dot (`index`) or key (`key`)".
    let keyCells = PadLogEvent.View.terminal(
      columns: 80, rows: 30, cellAspect: 2,
      cells: [PadLogEvent.Cell(.key(.submit), column: 1, row: 1)])
    let keyLine = PadLogEvent.layout(view: keyCells, surface: Self.passcode).json.serialized
    let keyObject = try Self.decode(keyLine)
    let keyCellObjects = try #require(keyObject["cells"] as? [[String: Any]])
    #expect(keyCellObjects.first?["key"] as? String == "submit")
  }

  // MARK: - Samples of every event

  static let gesture = PadLogEvent.Surface.gesture(
    grid: .standard, route: .skippedNodesIncluded, hitRadius: 14.4,
    nodes: Grid.standard.indices.map { PadLogEvent.Spot(.node($0), at: Point(x: 10, y: 10)) })
  static let passcode = PadLogEvent.Surface.passcode(
    keys: KeypadKey.allKeys.map { PadLogEvent.Spot(.key($0), at: Point(x: 10, y: 10)) },
    radius: 20)

  /// Every shape of `name`'s event: each stage, result, reason, action, view and surface.
  /// The switch has no `default`, so a new event cannot be added without samples here.
  static func samples(of name: PadLogEvent.Name) -> [PadLogEvent] {
    let stages: [PadLogEvent.Stage] = [
      .enrol, .confirm, .verify, .lockedOut(until: 1_795_000_000), .storeUnavailable,
    ]
    let views: [PadLogEvent.View] = [
      .window(width: 360, height: 480, scale: 1),
      .terminal(columns: 80, rows: 30, cellAspect: 2, cells: []),
    ]
    switch name {
    case .ready:
      return stages.flatMap { stage in
        views.flatMap { view in
          [gesture, passcode].map {
            PadLogEvent.ready(view: view, kind: .pattern, stage: stage, surface: $0)
          }
        }
      }
    case .layout:
      return views.flatMap { view in [gesture, passcode].map { .layout(view: view, surface: $0) } }
    case .stage: return stages.map(PadLogEvent.stage)
    case .state: return PadState.allCases.map(PadLogEvent.state)
    case .node: return [.node(index: 4)]
    case .tooShort: return [.tooShort(length: 2, minimum: 4)]
    case .mismatch: return [.mismatch]
    case .enrolled:
      return [.enrolled(kind: .pattern, grid: .standard), .enrolled(kind: .pin, grid: nil)]
    case .verified:
      return [
        .verified(.accepted), .verified(.rejected(attemptsBeforeDelay: 3)),
        .verified(.throttled(lockedUntil: 1_795_000_000)), .verified(.wiped),
        .verified(.lockedPermanently),
      ]
    case .refused: return PadLogEvent.Refusal.allCases.map(PadLogEvent.refused)
    case .key:
      return [.pressed, .released, .cancelled, .entered(length: 1), .deleted(length: 0)].map(
        PadLogEvent.key)
    case .cancelled: return [.cancelled]
    case .error: return [.error(message: "store damaged")]
    }
  }

  static func decode(_ event: PadLogEvent) throws -> [String: Any] {
    try decode(event.json.serialized)
  }

  static func decode(_ line: String) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
    return try #require(object as? [String: Any])
  }

  /// Every member name and string value in `object`, at any depth.
  static func membersAndValues(_ object: Any) -> [String] {
    switch object {
    case let dictionary as [String: Any]:
      return dictionary.flatMap { [$0.key] + membersAndValues($0.value) }
    case let array as [Any]:
      return array.flatMap(membersAndValues)
    case let string as String:
      return [string]
    default:
      return []
    }
  }
}
