/// Builds the `Scene` of one gesture-pad frame from a `PadModel` and a `PadStyle`.
///
/// Back to front (SPEC.md §2 "States and feedback"):
/// 1. the background (`Scene.background`);
/// 2. the path: one polyline through the centres of the path's nodes, plus the trailing piece
///    to the finger while a stroke is tracked (clipped to the view), in the state's colour;
/// 3. for each node, in index order: a disc of `nodeRadius` filled opaquely (background, tinted
///    for path nodes) and outlined with the ring, so the path never shows across a node's
///    interior; then the inner dot;
/// 4. the message, centred in the space above the grid.
///
/// In stealth mode only normal nodes and the message are drawn: no path, no selection, no
/// state colours (the message still turns red on error; it is not secret).
///
/// ```swift
/// let layout = try GridLayout(
///   grid: .standard, bounds: Rect(origin: .zero, size: size), insets: PadScene.insets(for: size))
/// let scene = PadScene.build(model: pad, message: "Draw your unlock pattern", viewSize: size)
/// ```
public enum PadScene {
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
  /// - Complexity: O(grid.count); allocates the scene's items.
  public static func build(
    model: PadModel, style: PadStyle = .standard, message: String?, viewSize: Size
  ) -> Scene {
    build(layout: model.layout, model: model, style: style, message: message, viewSize: viewSize)
  }

  /// The frame for `model`, drawn on `layout` (for example one computed for this frame's
  /// size). When `layout`'s grid differs from the model's, the model's layout is used.
  ///
  /// Parameters and complexity as `build(model:style:message:viewSize:)`.
  public static func build(
    layout: GridLayout, model: PadModel, style: PadStyle = .standard, message: String?,
    viewSize: Size
  ) -> Scene {
    let layout = layout.grid == model.layout.grid ? layout : model.layout
    let grid = layout.grid
    let stealth = model.stealth
    let path = stealth ? [] : model.selectedNodes
    let pathColor = style.pathColor(for: model.state)
    var items: [Scene.Item] = []
    items.reserveCapacity(2 * grid.count + 2)

    if !path.isEmpty {
      var points = path.map(layout.center(of:))
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
      for node in path { onPath[node] = true }
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
        items.append(
          .circle(
            Scene.Circle(
              center: center, radius: layout.nodeRadius * style.innerDotRatio, fill: color,
              stroke: nil, lineWidth: 0)))
      }
    }

    if let message, !message.isEmpty {
      items.append(.text(label(message, layout: layout, model: model, style: style)))
    }
    return Scene(size: viewSize, background: style.background, items: items)
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
