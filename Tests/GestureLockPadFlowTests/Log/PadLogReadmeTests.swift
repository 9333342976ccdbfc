import Foundation
import GestureLockCore
import GestureLockSecurity
import Testing

@testable import GestureLockPadFlow

/// The README documents the event log for scripts ("The pad writes an event log…" and the
/// terminal pad's "Event log" item); `PadLogEvent` is what the pad writes. These tests read the
/// README and fail when the two disagree: an event, field or value named in one and not the
/// other, in both directions.
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

  /// Where the README documents some of an event's fields and values once for several events:
  /// `ready`'s stage as `stage` lists it, `layout`'s view and centres and `enrolled`'s kinds
  /// under `ready`. The terminal pad's "Event log." item documents the terminal view of both
  /// `ready` and `layout`.
  static let documentedAlsoUnder: [PadLogEvent.Name: [PadLogEvent.Name]] = [
    .ready: [.stage], .layout: [.ready], .enrolled: [.ready],
  ]

  @Test("Every field and value an event writes is in the README")
  func everythingWrittenIsDocumented() throws {
    let documented = try Self.documented()
    let terminalItem = try Self.terminalItemWords()
    func words(of name: PadLogEvent.Name) -> Set<String> {
      Set(documented.filter { $0.name == name.rawValue }.flatMap(\.words))
    }
    for name in PadLogEvent.Name.allCases {
      var known = words(of: name)
      for other in Self.documentedAlsoUnder[name, default: []] {
        known.formUnion(words(of: other))
      }
      if name == .ready || name == .layout { known.formUnion(terminalItem) }
      // `0`–`9`: the keys' names, from 0 to 9.
      if known.isSuperset(of: ["0", "9"]) { known.formUnion((0...9).map(String.init)) }
      let decoded = try Self.samples(of: name).map(Self.decode)
      let written = Set(decoded.flatMap { Self.memberNames($0) + Self.enumeratedValues($0) })
      for word in written.subtracting(known).sorted() {
        Issue.record("\(name.rawValue): `\(word)` is written, not documented")
      }
    }
    // The member naming the event, in every line: "with the event's name first, as `event`".
    let text = try Self.readme().replacingOccurrences(of: "\n", with: " ")
    let start = try #require(text.range(of: "The pad writes an event log"))
    let list = try #require(text.range(of: "drive it:", range: start.upperBound..<text.endIndex))
    #expect(text[start.lowerBound..<list.lowerBound].contains("`event`"))
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
      #expect(cellObjects.allSatisfy { $0["row"] != nil })
    }
    // "the 0-based `column` and `row` of the cell under each dot (`index`) or key (`key`)".
    let keyCells = PadLogEvent.View.terminal(
      columns: 80, rows: 30, cellAspect: 2,
      cells: [PadLogEvent.Cell(.key(.submit), column: 1, row: 1)])
    let keyLine = PadLogEvent.layout(view: keyCells, surface: Self.passcode).json.serialized
    let keyObject = try Self.decode(keyLine)
    let keyCellObjects = try #require(keyObject["cells"] as? [[String: Any]])
    #expect(keyCellObjects.first?["key"] as? String == "submit")
    #expect(keyCellObjects.first?["column"] as? Int == 1)
    #expect(keyCellObjects.first?["row"] as? Int == 1)
    // Every name in the item is written by `ready` or `layout` (its numbers are checked above).
    let written = try Set(
      [PadLogEvent.Name.ready, .layout].flatMap(Self.samples).map(Self.decode).flatMap {
        Self.membersAndValues($0)
      })
    for word in try Self.terminalItemWords() where !word.allSatisfy(\.isNumber) {
      #expect(written.contains(word), "`\(word)` is in the terminal item but never written")
    }
  }

  /// The words in the terminal pad's "Event log." item's code spans, split at anything but
  /// letters, digits, `_` and `-` (its JSON sample gives `terminal`, `columns`, …); options
  /// (`--events FILE`) and paths (`/dev/tty`) left out.
  static func terminalItemWords() throws -> Set<String> {
    let text = try readme()
    let start = try #require(text.range(of: "- **Event log.**"))
    let end = try #require(text.range(of: "\n\n", range: start.upperBound..<text.endIndex))
    let spans = text[start.upperBound..<end.lowerBound].split(
      separator: "`", omittingEmptySubsequences: false
    ).enumerated().filter { $0.offset % 2 == 1 }.map(\.element).filter {
      !$0.hasPrefix("-") && !$0.contains("/")
    }
    return Set(
      spans.flatMap { span in
        span.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }.map(String.init)
      })
  }

  // MARK: - Samples of every event

  static let gesture = gesture(route: .skippedNodesIncluded)
  static func gesture(route: RouteMode) -> PadLogEvent.Surface {
    .gesture(
      grid: .standard, route: route, hitRadius: 14.4,
      nodes: Grid.standard.indices.map { PadLogEvent.Spot(.node($0), at: Point(x: 10, y: 10)) })
  }
  static let passcode = PadLogEvent.Surface.passcode(
    keys: KeypadKey.allKeys.map { PadLogEvent.Spot(.key($0), at: Point(x: 10, y: 10)) },
    radius: 20)

  /// Every shape of `name`'s event: each stage, result, reason, action, kind, route, view and
  /// surface. The switch has no `default`, so a new event cannot be added without samples here
  /// (and `listedByHand` stops compiling when a listed type gains a case).
  static func samples(of name: PadLogEvent.Name) -> [PadLogEvent] {
    let stages: [PadLogEvent.Stage] = [
      .enrol, .confirm, .verify, .lockedOut(until: 1_795_000_000), .storeUnavailable,
    ]
    let views: [PadLogEvent.View] = [
      .window(width: 360, height: 480, scale: 1),
      .terminal(
        columns: 80, rows: 30, cellAspect: 2,
        cells: [
          PadLogEvent.Cell(.node(0), column: 1, row: 1),
          PadLogEvent.Cell(.key(.submit), column: 2, row: 2),
        ]),
    ]
    let surfaces = RouteMode.allCases.map(gesture(route:)) + [passcode]
    switch name {
    case .ready:
      return stages.flatMap { stage in
        views.flatMap { view in
          SecretKind.allCases.flatMap { kind in
            surfaces.map { PadLogEvent.ready(view: view, kind: kind, stage: stage, surface: $0) }
          }
        }
      }
    case .layout:
      return views.flatMap { view in surfaces.map { .layout(view: view, surface: $0) } }
    case .stage: return stages.map(PadLogEvent.stage)
    case .state: return PadState.allCases.map(PadLogEvent.state)
    case .node: return [.node(index: 4)]
    case .tooShort: return [.tooShort(length: 2, minimum: 4)]
    case .mismatch: return [.mismatch]
    case .enrolled:
      return SecretKind.allCases.map { .enrolled(kind: $0, grid: $0.isTyped ? nil : .standard) }
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
    case .fingerprint: return PadLogEvent.FingerprintResult.allCases.map(PadLogEvent.fingerprint)
    case .frame: return [.frame(number: 1)]
    case .accountPassword:
      return [
        .accountPassword(.accepted), .accountPassword(.rejected(attemptsBeforeDelay: 4)),
        .accountPassword(.throttled(lockedUntil: 1_795_000_000)), .accountPassword(.notChecked),
      ]
    }
  }

  /// Stops compiling when a type whose cases `samples(of:)` lists by hand gains a case: add it
  /// to the samples, then here.
  static func listedByHand(
    _ stage: PadLogEvent.Stage, _ result: PadLogEvent.Verification, _ action: PadLogEvent.KeyAction,
    _ view: PadLogEvent.View, _ surface: PadLogEvent.Surface, _ target: PadLogEvent.Target
  ) {
    switch stage {
    case .enrol, .confirm, .verify, .lockedOut, .storeUnavailable: break
    }
    switch result {
    case .accepted, .rejected, .throttled, .wiped, .lockedPermanently: break
    }
    switch action {
    case .pressed, .released, .cancelled, .entered, .deleted: break
    }
    switch view {
    case .window, .terminal: break
    }
    switch surface {
    case .gesture, .passcode: break
    }
    switch target {
    case .node, .key: break
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
    case is NSNull:
      return ["null"]
    default:
      return []
    }
  }

  /// Members whose values are not an enumeration: the grid's size, a time, a message (and
  /// `event`, whose values `eventNames` checks).
  static let notEnumerated: Set = ["grid", "lockedUntil", "message", "event"]

  /// Every member name in `object`, at any depth, but `event`.
  static func memberNames(_ object: Any) -> [String] {
    switch object {
    case let dictionary as [String: Any]:
      return dictionary.flatMap { [$0.key] + memberNames($0.value) }.filter { $0 != "event" }
    case let array as [Any]:
      return array.flatMap(memberNames)
    default:
      return []
    }
  }

  /// Every string value (and `null`) in `object`, at any depth, but those of `notEnumerated`.
  static func enumeratedValues(_ object: Any, of member: String = "") -> [String] {
    switch object {
    case let dictionary as [String: Any]:
      return dictionary.flatMap { enumeratedValues($0.value, of: $0.key) }
    case let array as [Any]:
      return array.flatMap { enumeratedValues($0, of: member) }
    case let string as String:
      return notEnumerated.contains(member) ? [] : [string]
    case is NSNull:
      return ["null"]
    default:
      return []
    }
  }
}
