extension PadStyle {
  /// A light style for a light appearance (iOS light mode), with `standard` as its dark
  /// counterpart: the same proportions, colours chosen for a white background (the path
  /// blue, red and green darkened a little so they keep their contrast on white).
  public static let light = PadStyle(
    background: Color(rgb8: 255, 255, 255),
    node: Color(rgb8: 142, 142, 147),
    selected: Color(rgb8: 0, 122, 255),
    error: Color(rgb8: 215, 0, 21),
    success: Color(rgb8: 36, 138, 61),
    text: Color(rgb8: 28, 28, 30),
    focus: Color(rgb8: 191, 120, 0))

  /// The style for a dark or light appearance: `dark` when `isDark`, else `light`, with
  /// `messageFontSize` set to `messageFontSize` (a Dynamic Type size in points) when given.
  ///
  /// - Parameters:
  ///   - isDark: Whether the appearance is dark (iOS: `userInterfaceStyle == .dark`).
  ///   - dark: The style for a dark appearance; `standard` by default.
  ///   - light: The style for a light appearance; `PadStyle.light` by default.
  ///   - messageFontSize: The message's font size in points, or `nil` for the style's own.
  public static func appearance(
    isDark: Bool, dark: PadStyle = .standard, light: PadStyle = .light,
    messageFontSize: Double? = nil
  ) -> PadStyle {
    var style = isDark ? dark : light
    if let messageFontSize, messageFontSize.isFinite, messageFontSize > 0 {
      style.messageFontSize = messageFontSize
    }
    return style
  }
}
