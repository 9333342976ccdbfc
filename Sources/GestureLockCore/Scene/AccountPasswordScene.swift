/// The lock screen's account password screen ("Forgot it? Use your account password", SPEC.md
/// §9) as a `Scene`, beside `PadScene` and `PasscodeScene`: the title naming the account, one
/// dot per character typed (the password itself is never drawn), the message, the keys. Built
/// by the pad's flow; every text comes from the `PadMessage` catalogue.
///
/// ```swift
/// let scene = AccountPasswordScene.build(
///   size: size, user: "alice", characters: 3, message: .accountPasswordNotChecked,
///   isError: true, language: .english)
/// ```
public enum AccountPasswordScene {
  /// The longest row of dots drawn (more characters are typed, not drawn).
  public static let maximumDots = 24

  /// The frame for a view of `size` points.
  ///
  /// - Parameters:
  ///   - user: The account whose password unlocks.
  ///   - characters: Characters typed so far (one dot each, at most `maximumDots` drawn).
  ///   - message: The line under the dots, or `nil` for none.
  ///   - isError: Whether `message` reports a failure (drawn in the error colour).
  ///   - language: The language of every text.
  /// - Complexity: O(`maximumDots`).
  public static func build(
    size: Size, user: String, characters: Int, message: PadMessage?, isError: Bool,
    language: Language, style: PadStyle = .standard
  ) -> Scene {
    let fontSize = max(12, min(28, size.height * 0.045))
    let centreX = size.width / 2
    var items: [Scene.Item] = [
      .text(
        Scene.TextLabel(
          text: PadMessage.accountPasswordTitle(user: user).text(in: language),
          center: Point(x: centreX, y: size.height * 0.3), fontSize: fontSize, color: style.text))
    ]
    let dots = min(max(0, characters), maximumDots)
    let radius = max(4, fontSize * 0.3)
    let spacing = radius * 3
    let firstX = centreX - spacing * Double(max(0, dots - 1)) / 2
    for index in 0..<dots {
      items.append(
        .circle(
          Scene.Circle(
            center: Point(x: firstX + spacing * Double(index), y: size.height * 0.45),
            radius: radius, fill: style.text, stroke: nil, lineWidth: 0)))
    }
    if let text = message?.text(in: language), !text.isEmpty {
      items.append(
        .text(
          Scene.TextLabel(
            text: text, center: Point(x: centreX, y: size.height * 0.58), fontSize: fontSize * 0.7,
            color: isError ? style.error : style.text)))
    }
    items.append(
      .text(
        Scene.TextLabel(
          text: PadMessage.accountPasswordKeys.text(in: language),
          center: Point(x: centreX, y: size.height * 0.9), fontSize: fontSize * 0.6,
          color: style.node)))
    return Scene(size: size, background: style.background, items: items)
  }

  /// `scene` with the account password hint at its foot: the lock screen's pad, when the
  /// account password is one Tab away.
  ///
  /// - Complexity: O(1) (appends one item).
  public static func withHint(_ scene: Scene, language: Language, style: PadStyle = .standard)
    -> Scene
  {
    var scene = scene
    let size = scene.size
    scene.items.append(
      .text(
        Scene.TextLabel(
          text: PadMessage.accountPasswordHint.text(in: language),
          center: Point(x: size.width / 2, y: size.height - max(10, size.height * 0.03)),
          fontSize: max(10, min(18, size.height * 0.025)), color: style.node)))
    return scene
  }
}
