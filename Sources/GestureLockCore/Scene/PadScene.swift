/// Builds the `Scene` of one gesture-pad frame from a `PadModel` and a `PadStyle`.
///
/// Back to front (SPEC.md §2 "States and feedback"):
/// 1. the background (`Scene.background`);
/// 2. the path: one polyline through the centres of the path's nodes, plus the trailing piece
///    to the finger while a stroke is tracked (clipped to the view), in the state's colour;
/// 3. for each node, in index order: a disc of `nodeRadius` filled opaquely (background, tinted
///    for path nodes) and outlined with the ring, so the path never shows across a node's
///    interior; then the inner dot (or, with `.nodeIndices`, the node's index);
/// 4. with `.direction`, an arrowhead on each segment of the path, pointing the way the pattern
///    was drawn, in the gap after the segment's first node;
/// 5. the keyboard focus ring around `PadModel.focusedNode`, while `showsFocusRing`;
/// 6. the message, centred in the space above the grid.
///
/// In stealth mode only normal nodes, the focus ring and the message are drawn: no path, no
/// selection, no state colours (the message still turns red on error; it is not secret). The
/// focus ring is the keyboard's cursor, as visible as a mouse pointer.
///
/// ```swift
/// let layout = try GridLayout(
///   grid: .standard, bounds: Rect(origin: .zero, size: size), insets: PadScene.insets(for: size))
/// let scene = PadScene.build(model: pad, message: "Draw your unlock pattern", viewSize: size)
/// ```
public enum PadScene {
  /// Extra marks for pictures meant for people (`gesturelock render --annotate`); a live pad
  /// draws none.
  public struct Annotations: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// Creates a set from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Each node's index (row-major from 0, as in `0-4-8-5`), drawn inside the node in place
    /// of its inner dot, in the node's colour.
    public static let nodeIndices = Annotations(rawValue: 1 << 0)
    /// A small arrowhead on each segment of the path, pointing the way it was drawn.
    public static let direction = Annotations(rawValue: 1 << 1)
    /// Node indices and direction.
    public static let all: Annotations = [.nodeIndices, .direction]
  }

  /// Sensible insets for a pad filling a view: 18% of the height at the top for the message,
  /// 6% at the bottom and 6% of the width on each side.
  ///
  /// - Parameter viewSize: The view's size in points; non-finite or negative sizes count as 0.
  /// - Returns: Insets in points, for `GridLayout.init(grid:bounds:insets:)`.
  public static func insets(for viewSize: Size) -> EdgeInsets {
    func clean(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
    let width = clean(viewSize.width)
    let height = clean(viewSize.height)
    return EdgeInsets(
      top: height * 0.18, left: width * 0.06, bottom: height * 0.06, right: width * 0.06)
  }

  /// The frame for `model`, drawn on the model's own layout.
  ///
  /// - Parameters:
  ///   - model: Path, trailing point, state and stealth flag.
  ///   - style: Colours and proportions.
  ///   - message: One line shown above the grid, or `nil`/empty for none.
  ///   - viewSize: The frame's size in points.
  ///   - annotations: Node indices and direction marks (default none).
  /// - Complexity: O(grid.count); allocates the scene's items.
  public static func build(
    model: PadModel, style: PadStyle = .standard, message: String?, viewSize: Size,
    annotations: Annotations = []
  ) -> Scene {
    build(
      layout: model.layout, model: model, style: style, message: message, viewSize: viewSize,
      annotations: annotations)
  }

  /// The frame for `model`, drawn on `layout` (for example one computed for this frame's
  /// size). When `layout`'s grid differs from the model's, the model's layout is used.
  ///
  /// Parameters and complexity as `build(model:style:message:viewSize:annotations:)`.
  public static func build(
    layout: GridLayout, model: PadModel, style: PadStyle = .standard, message: String?,
    viewSize: Size, annotations: Annotations = []
  ) -> Scene {
    let layout = layout.grid == model.layout.grid ? layout : model.layout
    let grid = layout.grid
    let stealth = model.stealth
    let path: SecretBytes = stealth ? [] : model.selectedNodes
    let pathColor = style.pathColor(for: model.state)
    var items: [Scene.Item] = []
    items.reserveCapacity(2 * grid.count + path.count + 3)

    if !path.isEmpty {
      var points = path.map { layout.center(of: Int($0)) }
      if let finger = model.trailingPoint, let last = points.last {
        let margin = max(1, 2 * style.pathWidth(for: layout))
        let visible = Rect(
          x: -margin, y: -margin, width: viewSize.width + 2 * margin,
          height: viewSize.height + 2 * margin)
        points.append(visible.clipped(from: last, toward: finger))
      }
      if points.count >= 2 {
        items.append(
          .polyline(
            Scene.Polyline(
              points: points, color: pathColor, lineWidth: style.pathWidth(for: layout))))
      }
    }

    if layout.nodeRadius > 0, layout.nodeRadius.isFinite {
      var onPath = [Bool](repeating: false, count: grid.count)
      for node in path { onPath[Int(node)] = true }
      let tint = composite(pathColor.withAlpha(style.highlightOpacity), over: style.background)
      let ringWidth = style.ringWidth(for: layout)
      for node in grid.indices {
        let center = layout.center(of: node)
        let color = onPath[node] ? pathColor : style.node
        items.append(
          .circle(
            Scene.Circle(
              center: center, radius: layout.nodeRadius,
              fill: onPath[node] ? tint : style.background, stroke: color, lineWidth: ringWidth)))
        if annotations.contains(.nodeIndices) {
          items.append(
            .text(
              Scene.TextLabel(
                text: String(node), center: center, fontSize: layout.nodeRadius * 0.9,
                color: color)))
        } else {
          items.append(
            .circle(
              Scene.Circle(
                center: center, radius: layout.nodeRadius * style.innerDotRatio, fill: color,
                stroke: nil, lineWidth: 0)))
        }
      }
      if annotations.contains(.direction) {
        for index in path.indices.dropFirst() {
          if let arrow = arrowhead(
            from: Int(path[index - 1]), to: Int(path[index]), layout: layout, style: style,
            color: pathColor)
          {
            items.append(.polyline(arrow))
          }
        }
      }
      if model.showsFocusRing {
        let width = style.focusWidth(for: layout)
        let room = max(0, layout.pitch / 2 - layout.nodeRadius)
        let gap = min(layout.nodeRadius * 0.3, room * 0.6)
        items.append(
          .circle(
            Scene.Circle(
              center: layout.center(of: model.focusedNode), radius: layout.nodeRadius + gap,
              fill: nil, stroke: style.focus, lineWidth: width)))
      }
    }

    if let message, !message.isEmpty {
      items.append(.text(label(message, layout: layout, model: model, style: style)))
    }
    return Scene(size: viewSize, background: style.background, items: items)
  }

  /// A chevron on the segment from node `from` to node `to`, pointing the way it was drawn:
  /// centred between `from` and the first node centre the segment reaches (`to` itself, or in
  /// the free route a node passed over), so it sits in the gap between two discs. `nil` for a
  /// degenerate segment.
  static func arrowhead(
    from: Int, to: Int, layout: GridLayout, style: PadStyle, color: Color
  ) -> Scene.Polyline? {
    let start = layout.center(of: from)
    let end = layout.center(of: to)
    let dx = end.x - start.x
    let dy = end.y - start.y
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0, length.isFinite else { return nil }
    let (ux, uy) = (dx / length, dy / length)
    let steps = SkippedNodes.lattice(from, to, on: layout.grid).count + 1
    let along = length / Double(2 * steps)
    let width = style.pathWidth(for: layout)
    let center = Point(x: start.x + ux * along, y: start.y + uy * along)
    let back = 0.9 * width
    let side = 1.5 * width
    let tip = Point(x: center.x + ux * back, y: center.y + uy * back)
    let left = Point(x: center.x - ux * back - uy * side, y: center.y - uy * back + ux * side)
    let right = Point(x: center.x - ux * back + uy * side, y: center.y - uy * back - ux * side)
    return Scene.Polyline(points: [left, tip, right], color: color, lineWidth: width * 0.6)
  }

  private static func label(
    _ message: String, layout: GridLayout, model: PadModel, style: PadStyle
  ) -> Scene.TextLabel {
    let bounds = layout.bounds
    let side = min(bounds.size.width, bounds.size.height)
    let automatic = min(max(side * 0.055, 12), 28)
    let fontSize = style.messageFontSize ?? (automatic.isFinite ? automatic : 12)
    let top = bounds.origin.y
    let gridTop = layout.firstCenter.y - layout.nodeRadius
    let y = max(top + (gridTop - top) / 2, top + fontSize * 0.75)
    return Scene.TextLabel(
      text: message, center: Point(x: bounds.center.x, y: y), fontSize: fontSize,
      color: model.state == .error ? style.error : style.text)
  }

  /// `color` (with its alpha) composited over the opaque `background`: an opaque colour.
  private static func composite(_ color: Color, over background: Color) -> Color {
    let alpha = min(max(color.alpha, 0), 1)
    func mix(_ top: Double, _ bottom: Double) -> Double { top * alpha + bottom * (1 - alpha) }
    return Color(
      red: mix(color.red, background.red), green: mix(color.green, background.green),
      blue: mix(color.blue, background.blue), alpha: 1)
  }
}
