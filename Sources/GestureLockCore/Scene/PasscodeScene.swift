/// Builds the `Scene` of one passcode-pad frame from a `PasscodeEntry` and a `PadStyle`.
///
/// Top to bottom (SPEC.md §3): the message; the dots field, one dot per entered character and
/// never the characters (a PIN also shows an outlined slot for each digit still to come); the
/// keypad's circles with their labels, a pressed key filled. The frame depends on the entry
/// only through its length, state and pressed key: two entries of the same length draw the
/// same dots, so nothing on screen reveals what was typed.
///
/// Colours come from `PadStyle`: keys and slots in `node`, labels, dots and the message in
/// `text`; dots and message in `error` during the error hold, dots in `success` during the
/// success hold; a pressed key is filled with `node` and its label drawn in `background`.
///
/// ```swift
/// let size = Size(width: 360, height: 480)
/// let keypad = Keypad(
///   bounds: Rect(origin: .zero, size: size), insets: PasscodeScene.insets(for: size),
///   mode: .pin(length: 6))
/// let entry = PasscodeEntry(keypad: keypad)
/// let scene = PasscodeScene.build(entry: entry, message: "Enter your PIN", viewSize: size)
/// ```
public enum PasscodeScene {
  /// Sensible insets for a passcode pad filling a view: 30% of the height at the top for the
  /// message and the dots, 5% at the bottom and 8% of the width on each side.
  ///
  /// - Parameter viewSize: The view's size in points; non-finite or negative sizes count as 0.
  /// - Returns: Insets in points, for `Keypad.init(bounds:insets:mode:)`.
  public static func insets(for viewSize: Size) -> EdgeInsets {
    func clean(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
    let width = clean(viewSize.width)
    let height = clean(viewSize.height)
    return EdgeInsets(
      top: height * 0.30, left: width * 0.08, bottom: height * 0.05, right: width * 0.08)
  }

  /// The frame for `entry`, drawn on the entry's keypad.
  ///
  /// - Parameters:
  ///   - entry: Length, state, pressed key and keypad.
  ///   - style: Colours and proportions (ring width as for the gesture pad's nodes).
  ///   - message: One line shown above the dots, or `nil`/empty for none.
  ///   - submitLabel: The submit key's label in the pad's language; default "OK".
  ///   - viewSize: The frame's size in points.
  ///   - showsKeys: Whether to draw the keypad. A front end where a text passcode is only
  ///     typed (the terminal pad) passes `false`: the dots then sit in the middle of the view.
  /// - Complexity: O(keys + dots); allocates the scene's items.
  public static func build(
    entry: PasscodeEntry, style: PadStyle = .standard, message: String?,
    submitLabel: String = "OK", viewSize: Size, showsKeys: Bool = true
  ) -> Scene {
    let keypad = entry.keypad
    let layout = keypad.layout
    let radius = keypad.keyRadius
    var items: [Scene.Item] = []
    items.reserveCapacity(2 * Keypad.grid.count + (entry.mode.fixedLength ?? entry.length) + 1)

    // The space above the keys holds the message (upper third) and the dots (lower part).
    let top = layout.bounds.origin.y.isFinite ? layout.bounds.origin.y : 0
    let keysTop = layout.firstCenter.y - radius
    let space = max(0, keysTop - top)
    let centerX = layout.bounds.center.x

    if radius > 0, radius.isFinite {
      let ringWidth = style.ringWidth(for: layout)
      for (position, key) in keypad.keys where showsKeys {
        let pressed = entry.pressedKey == key
        let center = layout.center(of: position)
        items.append(
          .circle(
            Scene.Circle(
              center: center, radius: radius, fill: pressed ? style.node : style.background,
              stroke: style.node, lineWidth: ringWidth)))
        let scale: Double =
          switch key {
          case .digit: 0.8
          case .delete: 0.7
          case .submit: 0.5
          }
        items.append(
          .text(
            Scene.TextLabel(
              text: key.label(submitLabel: submitLabel), center: center, fontSize: radius * scale,
              color: pressed ? style.background : style.text)))
      }
      let middle = viewSize.height.isFinite ? max(0, viewSize.height) / 2 : 0
      let dotsY = showsKeys ? top + space * 0.72 : middle
      items += dots(
        entry: entry, style: style, center: Point(x: centerX, y: dotsY),
        keyRadius: radius, width: layout.bounds.size.width, ringWidth: ringWidth)
    }

    if let message, !message.isEmpty {
      let bounds = layout.bounds
      let side = min(bounds.size.width, bounds.size.height)
      let automatic = min(max(side * 0.055, 12), 28)
      let fontSize = style.messageFontSize ?? (automatic.isFinite ? automatic : 12)
      let y = max(top + space * 0.3, top + fontSize * 0.75)
      items.append(
        .text(
          Scene.TextLabel(
            text: message, center: Point(x: centerX, y: y), fontSize: fontSize,
            color: entry.state == .error ? style.error : style.text)))
    }
    return Scene(size: viewSize, background: style.background, items: items)
  }

  /// One filled dot per entered character, plus outlined slots for a PIN's missing digits,
  /// centred on `center`; shrunk to fit 90% of `width` when there are many.
  private static func dots(
    entry: PasscodeEntry, style: PadStyle, center: Point, keyRadius: Double, width: Double,
    ringWidth: Double
  ) -> [Scene.Item] {
    let filled = entry.length
    let slots = max(filled, entry.mode.fixedLength ?? 0)
    guard slots > 0, center.isFinite, width.isFinite, width > 0 else { return [] }
    var radius = max(2, keyRadius * 0.17)
    var pitch = radius * 4
    let available = width * 0.9
    if pitch * Double(slots) > available {
      pitch = available / Double(slots)
      radius = min(radius, pitch * 0.35)
    }
    let color: Color =
      switch entry.state {
      case .error: style.error
      case .success: style.success
      case .normal, .selected: style.text
      }
    let firstX = center.x - pitch * Double(slots - 1) / 2
    return (0..<slots).map { slot in
      let dotCenter = Point(x: firstX + pitch * Double(slot), y: center.y)
      return slot < filled
        ? .circle(Scene.Circle(center: dotCenter, radius: radius, fill: color))
        : .circle(
          Scene.Circle(
            center: dotCenter, radius: radius, stroke: style.node,
            lineWidth: max(1, ringWidth * 0.75)))
    }
  }
}
