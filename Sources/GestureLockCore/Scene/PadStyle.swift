/// Colours and proportions of the gesture pad's drawing.
///
/// Widths are ratios of the layout's node size, so a style fits every view size. The default,
/// `standard`, is a dark pad in the Android manner: light grey rings and dots, the path in
/// light blue rgb(23,171,227) (SPEC.md §2), red for errors, green for success.
///
/// ```swift
/// var style = PadStyle.standard
/// style.background = Color(rgb8: 255, 255, 255)
/// style.node = Color(rgb8: 120, 126, 140)
/// ```
public struct PadStyle: Hashable, Sendable, Codable {
  /// Fill of the whole view and of node interiors.
  public var background: Color
  /// Ring and inner dot of a node that is not on the path.
  public var node: Color
  /// Path and path nodes while drawing or awaiting a verdict: rgb(23,171,227) by default.
  public var selected: Color
  /// Path and path nodes during the error hold; also the colour of the message then.
  public var error: Color
  /// Path and path nodes during the success hold.
  public var success: Color
  /// The message's colour outside the error state.
  public var text: Color
  /// Path width as a fraction of the node diameter; default 1/6 (Android-like).
  public var pathWidthRatio: Double
  /// Node ring width as a fraction of the node diameter; default 1/30.
  public var ringWidthRatio: Double
  /// Inner dot radius as a fraction of the node radius; default 0.3.
  public var innerDotRatio: Double
  /// Opacity of the state colour tinting a path node's interior; default 0.15.
  public var highlightOpacity: Double
  /// The message's font size in points, or `nil` to size it from the view.
  public var messageFontSize: Double?
  /// The keyboard focus ring around the focused node: amber rgb(255,196,0) by default, apart
  /// from the path and error colours.
  public var focus: Color
  /// Focus ring width as a fraction of the node diameter; default 1/12.
  public var focusWidthRatio: Double

  /// Creates a style; every parameter defaults to `standard`'s value.
  public init(
    background: Color = Color(rgb8: 18, 22, 30),
    node: Color = Color(rgb8: 182, 189, 201),
    selected: Color = Color(rgb8: 23, 171, 227),
    error: Color = Color(rgb8: 235, 64, 52),
    success: Color = Color(rgb8: 52, 199, 89),
    text: Color = Color(rgb8: 230, 234, 240),
    pathWidthRatio: Double = 1.0 / 6,
    ringWidthRatio: Double = 1.0 / 30,
    innerDotRatio: Double = 0.3,
    highlightOpacity: Double = 0.15,
    messageFontSize: Double? = nil,
    focus: Color = Color(rgb8: 255, 196, 0),
    focusWidthRatio: Double = 1.0 / 12
  ) {
    self.background = background
    self.node = node
    self.selected = selected
    self.error = error
    self.success = success
    self.text = text
    self.pathWidthRatio = pathWidthRatio
    self.ringWidthRatio = ringWidthRatio
    self.innerDotRatio = innerDotRatio
    self.highlightOpacity = highlightOpacity
    self.messageFontSize = messageFontSize
    self.focus = focus
    self.focusWidthRatio = focusWidthRatio
  }

  /// The default dark style.
  public static let standard = PadStyle()

  /// The colour of the path and its nodes in `state`: `selected` for `.normal` and
  /// `.selected`, `error`, or `success`.
  public func pathColor(for state: PadState) -> Color {
    switch state {
    case .normal, .selected: selected
    case .error: error
    case .success: success
    }
  }

  /// The path's width for `layout`, in points.
  public func pathWidth(for layout: GridLayout) -> Double {
    layout.nodeRadius * 2 * pathWidthRatio
  }

  /// The node ring's width for `layout`, in points.
  public func ringWidth(for layout: GridLayout) -> Double {
    layout.nodeRadius * 2 * ringWidthRatio
  }

  /// The keyboard focus ring's width for `layout`, in points.
  public func focusWidth(for layout: GridLayout) -> Double {
    layout.nodeRadius * 2 * focusWidthRatio
  }
}
