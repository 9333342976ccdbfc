package import GestureLockCore
package import GestureLockSecurity

/// One event of the pad's event log, with its fields: the only place that names the log's
/// events and fields (DESIGN.md "The pad's event log"; docs/cli.md, "The pad writes an event
/// log…"). Scripts drive the pad with these lines, so names, members and member order are a
/// protocol: ``json`` encodes every event, and `EventLog.write(_:)` writes it as one line.
///
/// No event carries a secret: node indices appear only in `node` events, which the session
/// writes only with `--log-nodes`; key events never say which key.
///
/// ```swift
/// log.write(.verified(.rejected(attemptsBeforeDelay: 4)))
/// // {"event":"verified","result":"rejected","attemptsBeforeDelay":4}
/// ```
package enum PadLogEvent: Equatable, Sendable {
  /// The pad is up: the view, the secret's kind, the grid, route and hit radius (gesture pad;
  /// `null` on the passcode pad), the stage, and where to press.
  case ready(view: View, kind: SecretKind, stage: Stage, surface: Surface)
  /// The view changed size: the view (without its scale) and where to press now.
  case layout(view: View, surface: Surface)
  /// The flow moved to another stage.
  case stage(Stage)
  /// The surface's visual state changed.
  case state(PadState)
  /// A node joined the pattern; index in `0..<grid.count` (only with `--log-nodes`).
  case node(index: Int)
  /// An entry of `length` nodes or characters, fewer than `minimum`: not submitted, not
  /// counted.
  case tooShort(length: Int, minimum: Int)
  /// The confirming entry differed from the first; enrolment starts over.
  case mismatch
  /// A new secret of `kind` was stored; `grid` for a pattern, `nil` for a typed secret.
  case enrolled(kind: SecretKind, grid: Grid?)
  /// The verdict on an entry.
  case verified(Verification)
  /// A new secret the policy refuses, or an enrolment another pad or process won.
  case refused(Refusal)
  /// A key of the passcode pad: what happened, never which key.
  case key(KeyAction)
  /// A stroke in progress or the characters typed were discarded; nothing counted.
  case cancelled
  /// Something failed (the store, the KDF, the trace file); `message` names it.
  case error(message: String)
  /// The lock screen's account password was checked (PAM), or refused by its throttle.
  case accountPassword(AccountPasswordResult)
  /// A fingerprint result while the pad verifies by finger too; never which finger.
  case fingerprint(FingerprintResult)
  /// The device presented frame `number` (1 for the first, after `ready`); only with
  /// `--log-frames`, so that a test looks at the screen once what it waits for is drawn.
  case frame(number: Int)

  /// The events' names, as the `event` member spells them.
  package enum Name: String, CaseIterable, Sendable {
    case ready, layout, stage, state, node
    case tooShort = "too_short"
    case mismatch, enrolled, verified, refused, key, cancelled, error
    case accountPassword = "account_password"
    case fingerprint, frame
  }

  /// The `result` of a `fingerprint` event.
  package enum FingerprintResult: String, Equatable, Sendable, CaseIterable {
    /// An enrolled finger: `match` (a `verified` event follows with the verdict).
    case match
    /// A finger not enrolled: `no_match`, counted toward the secret being required.
    case noMatch = "no_match"
    /// The reader asks for the scan again: `retry`, not counted.
    case retry
    /// The reader cannot be used now (no fprintd, no reader, another program holds it, it went
    /// away): `unavailable`; only drawing or typing remains.
    case unavailable
  }

  /// A stage of the flow as the log shows it (`PadStage` without the secret it may hold).
  package enum Stage: Equatable, Sendable {
    /// Enrolment's first entry: `enrol`.
    case enrol
    /// Enrolment's confirming entry: `confirm`.
    case confirm
    /// Verification: `verify`.
    case verify
    /// Locked out until this wall-clock time (seconds since 1970): `locked_out`, with
    /// `lockedUntil` in ISO 8601.
    case lockedOut(until: Double)
    /// The store cannot be read; the pad takes no input: `store_unavailable`.
    case storeUnavailable
  }

  /// The `result` of an `account_password` event (never the password).
  package enum AccountPasswordResult: Equatable, Sendable {
    /// PAM accepted it.
    case accepted
    /// PAM rejected it; counted.
    case rejected(attemptsBeforeDelay: Int)
    /// Refused by the throttle until then (wall-clock seconds since 1970), or locked out by
    /// this failure.
    case throttled(lockedUntil: Double)
    /// PAM could not check it; not counted.
    case notChecked
  }

  /// The `result` of a `verified` event.
  package enum Verification: Equatable, Sendable {
    /// The secret was right: `accepted`.
    case accepted
    /// The secret was wrong: `rejected`, with the attempts left before a delay.
    case rejected(attemptsBeforeDelay: Int)
    /// Refused unchecked during a lockout: `throttled`, with its end (wall-clock seconds).
    case throttled(lockedUntil: Double)
    /// The failure limit wiped the secret: `wiped`.
    case wiped
    /// The failure limit locked the profile until a forced reset: `locked_permanently`.
    case lockedPermanently
  }

  /// The `reason` of a `refused` event.
  package enum Refusal: String, Equatable, Sendable, CaseIterable {
    /// Below the policy's minimum strength class.
    case weakPattern = "weak_pattern"
    /// Another pad or process enrolled first; nothing was stored here.
    case enrolledElsewhere = "enrolled_elsewhere"
    /// Shorter than the policy allows.
    case tooShort = "too_short"
    /// A common PIN the policy refuses.
    case commonPIN = "common_pin"
    /// Longer than the policy allows.
    case tooLong = "too_long"
    /// A PIN length the policy does not allow.
    case notAllowed = "not_allowed"
  }

  /// The `action` of a `key` event, with the entry's length where it changed.
  package enum KeyAction: Equatable, Sendable {
    /// A key shows pressed: `pressed`.
    case pressed
    /// The pressed key was released inside itself: `released`.
    case released
    /// The pressed key was abandoned: `cancelled`.
    case cancelled
    /// A character was added; `length` are entered now: `entered`.
    case entered(length: Int)
    /// The last character was removed; `length` remain: `deleted`.
    case deleted(length: Int)
  }

  /// The view as a front end names it in `ready` and `layout`.
  package enum View: Equatable, Sendable {
    /// The window: its size in points, and its scale (pixels per point; `ready` only).
    case window(width: Int, height: Int, scale: Double)
    /// The terminal: its size in cells, the cell's height per width, and the cell under each
    /// node or key.
    case terminal(columns: Int, rows: Int, cellAspect: Double, cells: [Cell])
  }

  /// What a front end's user presses: a node of the gesture pad or a key of the passcode pad.
  package enum Target: Equatable, Sendable {
    /// A node, by index (`index`).
    case node(Int)
    /// A key (`key`: its digit, `delete` or `submit`).
    case key(KeypadKey)
  }

  /// A target's centre in view points: where a mouse press lands on it.
  package struct Spot: Equatable, Sendable {
    /// The node or key.
    package var target: Target
    /// Its centre, in view points.
    package var center: Point

    /// Creates a spot.
    package init(_ target: Target, at center: Point) {
      self.target = target
      self.center = center
    }
  }

  /// The terminal cell under a target (0-based, origin top left).
  package struct Cell: Equatable, Sendable {
    /// The node or key.
    package var target: Target
    /// The cell's column.
    package var column: Int
    /// The cell's row.
    package var row: Int

    /// Creates a cell.
    package init(_ target: Target, column: Int, row: Int) {
      self.target = target
      self.column = column
      self.row = row
    }
  }

  /// The surface on show, as `ready` and `layout` describe it.
  package enum Surface: Equatable, Sendable {
    /// The gesture pad: grid, route mode, hit radius (view points) and node centres.
    case gesture(grid: Grid, route: RouteMode, hitRadius: Double, nodes: [Spot])
    /// The passcode pad: key centres and the keys' radius (view points).
    case passcode(keys: [Spot], radius: Double)

    /// A surface's targets as the log describes them: grid, route, hit radius and node
    /// centres, or key centres and radius (view points).
    package init(_ targets: PadTargets) {
      switch targets {
      case .grid(let layout, let route):
        let nodes = layout.grid.indices.map { Spot(.node($0), at: layout.center(of: $0)) }
        self = .gesture(grid: layout.grid, route: route, hitRadius: layout.hitRadius, nodes: nodes)
      case .keypad(let keypad):
        let keys = keypad.keys.map { position, key in
          Spot(.key(key), at: keypad.layout.center(of: position))
        }
        self = .passcode(keys: keys, radius: keypad.keyRadius)
      }
    }

    /// The nodes' or keys' centres.
    package var spots: [Spot] {
      switch self {
      case .gesture(_, _, _, let nodes): nodes
      case .passcode(let keys, _): keys
      }
    }
  }

  /// The event's name.
  package var name: Name {
    switch self {
    case .ready: .ready
    case .layout: .layout
    case .stage: .stage
    case .state: .state
    case .node: .node
    case .tooShort: .tooShort
    case .mismatch: .mismatch
    case .enrolled: .enrolled
    case .verified: .verified
    case .refused: .refused
    case .key: .key
    case .cancelled: .cancelled
    case .error: .error
    case .accountPassword: .accountPassword
    case .fingerprint: .fingerprint
    case .frame: .frame
    }
  }

  // MARK: - The encoder

  /// The event as one JSON object: `event` first, then the event's members in their
  /// documented order.
  package var json: JSONValue {
    .object([("event", .string(name.rawValue))] + members)
  }

  private var members: [(String, JSONValue)] {
    switch self {
    case .ready(let view, let kind, let stage, let surface):
      var members = view.members(withScale: true) + [("kind", .string(kind.rawValue))]
      if case .gesture(let grid, let route, let hitRadius, _) = surface {
        members += [
          ("grid", .string(grid.description)), ("route", .string(route.rawValue)),
          ("hitRadius", .double(hitRadius)),
        ]
      } else {
        members += [("grid", .null), ("route", .null), ("hitRadius", .null)]
      }
      return members + stage.members + surface.members
    case .layout(let view, let surface):
      return view.members(withScale: false) + surface.members
    case .stage(let stage):
      return stage.members
    case .state(let state):
      return [("state", .string(state.rawValue))]
    case .node(let index):
      return [("index", .int(index))]
    case .tooShort(let length, let minimum):
      return [("length", .int(length)), ("minimum", .int(minimum))]
    case .mismatch, .cancelled:
      return []
    case .enrolled(let kind, let grid):
      return [("kind", .string(kind.rawValue))]
        + (grid.map { [("grid", .string($0.description))] } ?? [])
    case .verified(let verification):
      return verification.members
    case .refused(let reason):
      return [("reason", .string(reason.rawValue))]
    case .key(let action):
      return action.members
    case .error(let message):
      return [("message", .string(message))]
    case .accountPassword(let result):
      switch result {
      case .accepted: return [("result", .string("accepted"))]
      case .rejected(let left):
        return [("result", .string("rejected")), ("attemptsBeforeDelay", .int(left))]
      case .throttled(let until):
        return [
          ("result", .string("throttled")),
          ("lockedUntil", .string(WallInstant(secondsSince1970: until).iso8601)),
        ]
      case .notChecked: return [("result", .string("not_checked"))]
      }
    case .fingerprint(let result):
      return [("result", .string(result.rawValue))]
    case .frame(let number):
      return [("number", .int(number))]
    }
  }
}

extension PadLogEvent.Stage {
  /// The stage's name in the log.
  package var name: String {
    switch self {
    case .enrol: "enrol"
    case .confirm: "confirm"
    case .verify: "verify"
    case .lockedOut: "locked_out"
    case .storeUnavailable: "store_unavailable"
    }
  }

  fileprivate var members: [(String, JSONValue)] {
    guard case .lockedOut(let until) = self else { return [("stage", .string(name))] }
    return [
      ("stage", .string(name)),
      ("lockedUntil", .string(WallInstant(secondsSince1970: until).iso8601)),
    ]
  }
}

extension PadLogEvent.Verification {
  fileprivate var members: [(String, JSONValue)] {
    switch self {
    case .accepted: [("result", .string("accepted"))]
    case .rejected(let left):
      [("result", .string("rejected")), ("attemptsBeforeDelay", .int(left))]
    case .throttled(let until):
      [
        ("result", .string("throttled")),
        ("lockedUntil", .string(WallInstant(secondsSince1970: until).iso8601)),
      ]
    case .wiped: [("result", .string("wiped"))]
    case .lockedPermanently: [("result", .string("locked_permanently"))]
    }
  }
}

extension PadLogEvent.KeyAction {
  fileprivate var members: [(String, JSONValue)] {
    switch self {
    case .pressed: [("action", .string("pressed"))]
    case .released: [("action", .string("released"))]
    case .cancelled: [("action", .string("cancelled"))]
    case .entered(let length): [("action", .string("entered")), ("length", .int(length))]
    case .deleted(let length): [("action", .string("deleted")), ("length", .int(length))]
    }
  }
}

extension PadLogEvent.View {
  fileprivate func members(withScale: Bool) -> [(String, JSONValue)] {
    switch self {
    case .window(let width, let height, let scale):
      let window = JSONValue.object([("width", .int(width)), ("height", .int(height))])
      return [("window", window)] + (withScale ? [("scale", .double(scale))] : [])
    case .terminal(let columns, let rows, let cellAspect, let cells):
      let terminal = JSONValue.object([
        ("columns", .int(columns)), ("rows", .int(rows)), ("cellAspect", .double(cellAspect)),
      ])
      let cells = cells.map { cell in
        JSONValue.object(
          cell.target.members + [("column", .int(cell.column)), ("row", .int(cell.row))])
      }
      return [("terminal", terminal), ("cells", .array(cells))]
    }
  }
}

extension PadLogEvent.Target {
  /// A key's name in the log: its digit, `delete` or `submit`.
  package static func name(of key: KeypadKey) -> String {
    switch key {
    case .digit(let value): String(value)
    case .delete: "delete"
    case .submit: "submit"
    }
  }

  fileprivate var members: [(String, JSONValue)] {
    switch self {
    case .node(let index): [("index", .int(index))]
    case .key(let key): [("key", .string(Self.name(of: key)))]
    }
  }
}

extension PadLogEvent.Surface {
  fileprivate var members: [(String, JSONValue)] {
    func centers(_ spots: [PadLogEvent.Spot]) -> JSONValue {
      .array(
        spots.map { spot in
          .object(
            spot.target.members + [("x", .double(spot.center.x)), ("y", .double(spot.center.y))])
        })
    }
    switch self {
    case .gesture(_, _, _, let nodes): return [("nodes", centers(nodes))]
    case .passcode(let keys, let radius):
      return [("keys", centers(keys)), ("radius", .double(radius))]
    }
  }
}
