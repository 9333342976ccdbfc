/// What a screen reader says about the pads: one element per node or key, and what to
/// announce as the pattern grows (issue 16, VoiceOver).
///
/// Platform-free so the words are tested on Linux; GestureLockUIKit only hands them to
/// VoiceOver (`accessibilityLabel`, `UIAccessibility.post(notification:argument:)`). Rows and
/// columns are counted from 1, top left, as a person reads the grid. English only for now
/// (the pad's messages have a Chinese catalogue; these words do not yet).
///
/// ```swift
/// PadAccessibility.label(ofNode: 5, in: .standard)  // "row 2, column 3"
/// ```
public enum PadAccessibility {
  /// The label of `node`: `"row R, column C"`, counted from 1.
  ///
  /// - Parameters:
  ///   - node: A node index in `0..<grid.count` (row-major, SPEC.md §2).
  ///   - grid: The pad's grid.
  /// - Returns: The label; a node outside the grid gives `"node N"` (N counted from 1).
  public static func label(ofNode node: Int, in grid: Grid) -> String {
    guard (0..<grid.count).contains(node) else { return "node \(node + 1)" }
    return "row \(node / grid.columns + 1), column \(node % grid.columns + 1)"
  }

  /// The accessibility value of a node: `"selected"` while it is on the path on show,
  /// `nil` otherwise (nothing is said in stealth mode, where the path is not shown).
  public static func value(ofNode node: Int, in model: PadModel) -> String? {
    guard !model.stealth, (0..<model.layout.grid.count).contains(node),
      model.selectedNodes.contains(UInt8(node))
    else { return nil }
    return "selected"
  }

  /// What to announce for a pad event, or `nil` for none: a node joining the path
  /// (`"row 1, column 2 selected"`), unless `stealth` (a listener near the phone would learn
  /// the pattern otherwise); on the passcode pad, how many characters are entered
  /// (`"3 entered"`, never which), so a blind person can follow the entry. Verdicts are not
  /// announced here: the pad's message says them.
  ///
  /// - Parameters:
  ///   - event: An event of `PadModel` or `PasscodeEntry`.
  ///   - grid: The gesture pad's grid (the passcode pad's events need none).
  ///   - stealth: Whether the pad hides its path (`PadModel.stealth`).
  public static func announcement(
    for event: PadEvent, in grid: Grid = .standard, stealth: Bool = false
  ) -> String? {
    switch event {
    case .nodeSelected(let node) where !stealth: label(ofNode: node, in: grid) + " selected"
    case .characterEntered(let length), .characterDeleted(let length): "\(length) entered"
    default: nil
    }
  }

  /// The key commands that select `node` from the focus ring's position `focused`: moves
  /// along the row, then the column, then `.select`. VoiceOver activates a node element with
  /// them, so a blind person draws a pattern node by node through the same recogniser
  /// (skipped-node rule included) as the keyboard (SPEC.md §2), then submits with `.submit`.
  ///
  /// - Returns: The commands; only `[.select]` when the focus is already there, and none for a
  ///   node outside the grid.
  public static func commands(toSelect node: Int, from focused: Int, in grid: Grid)
    -> [KeyCommand]
  {
    guard (0..<grid.count).contains(node), (0..<grid.count).contains(focused) else {
      return []
    }
    let (row, column) = (node / grid.columns, node % grid.columns)
    let (fromRow, fromColumn) = (focused / grid.columns, focused % grid.columns)
    var commands: [KeyCommand] = []
    let horizontal: FocusDirection = column > fromColumn ? .right : .left
    commands += repeatElement(.move(horizontal), count: abs(column - fromColumn))
    let vertical: FocusDirection = row > fromRow ? .down : .up
    commands += repeatElement(.move(vertical), count: abs(row - fromRow))
    commands.append(.select)
    return commands
  }

  /// The label of a keypad key as VoiceOver reads it: the digit, `"delete"`, or the submit
  /// key's own label (e.g. `"OK"`).
  public static func label(of key: KeypadKey, submitLabel: String) -> String {
    switch key {
    case .digit: key.label(submitLabel: submitLabel)
    case .delete: "delete"
    case .submit: submitLabel
    }
  }

}
