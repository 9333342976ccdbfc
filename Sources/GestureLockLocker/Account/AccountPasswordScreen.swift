internal import GestureLockCore
internal import GestureLockPadFlow

/// The lock screen's second way in, "Forgot your pattern? Use your account password": what it
/// says and how it is drawn. The password itself is never drawn: one dot per character typed.
enum AccountPasswordScreen {
  /// What the screen says under the dots.
  enum Message: Equatable {
    /// Nothing yet.
    case none
    /// PAM is checking (it may take seconds).
    case checking
    /// Wrong; attempts left before a delay.
    case wrong(attemptsBeforeDelay: Int)
    /// Locked out until the wall-clock time (seconds since 1970).
    case lockedOut(until: Double)
    /// PAM could not check it.
    case notChecked
    /// No secret is enrolled (it was removed while locked): only the account password opens.
    case noSecret
    /// The store is damaged (also since the screen was locked): only the account password
    /// opens.
    case storeDamaged

    /// The text in `language`.
    func text(in language: Language) -> String {
      let chinese = language == .simplifiedChinese
      switch self {
      case .none: return ""
      case .checking: return chinese ? "正在验证…" : "Checking…"
      case .wrong(let left):
        if left == Int.max { return chinese ? "密码错误" : "Wrong password" }
        return chinese
          ? "密码错误。还可尝试 \(left) 次，之后需要等待"
          : "Wrong password. \(left) attempt\(left == 1 ? "" : "s") left before a delay"
      case .lockedOut(let until):
        let time = PadSession.iso8601(until)
        return chinese
          ? "错误次数过多，请在 \(time) 之后重试" : "Too many wrong passwords: try again after \(time)"
      case .notChecked:
        return chinese ? "无法验证密码（未计入尝试次数）" : "The password could not be checked (not counted)"
      case .noSecret:
        return chinese ? "没有已保存的密码：请输入账户密码" : "No secret is enrolled: type your account password"
      case .storeDamaged:
        return chinese
          ? "锁定数据已损坏：请输入账户密码" : "The lock store is damaged: type your account password"
      }
    }

    /// Whether it reports a failure (drawn in the error colour).
    var isError: Bool {
      switch self {
      case .none, .checking, .noSecret: false
      case .wrong, .lockedOut, .notChecked, .storeDamaged: true
      }
    }
  }

  /// The hint the pad shows at its foot while the fallback is offered.
  static func hint(in language: Language) -> String {
    language == .simplifiedChinese
      ? "忘记了？按 Tab 改用账户密码" : "Forgot it? Tab: use your account password"
  }

  /// The longest row of dots drawn (more characters are typed, not drawn).
  static let maximumDots = 24

  /// The frame: the title naming the account, one dot per character, the message, the keys.
  static func scene(
    size: Size, user: String, characters: Int, message: Message, language: Language,
    style: PadStyle = .standard
  ) -> Scene {
    let chinese = language == .simplifiedChinese
    let fontSize = max(12, min(28, size.height * 0.045))
    let centreX = size.width / 2
    var items: [Scene.Item] = [
      .text(
        Scene.TextLabel(
          text: chinese ? "\(user) 的账户密码" : "Account password for \(user)",
          center: Point(x: centreX, y: size.height * 0.3), fontSize: fontSize, color: style.text))
    ]
    let dots = min(characters, maximumDots)
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
    let text = message.text(in: language)
    if !text.isEmpty {
      items.append(
        .text(
          Scene.TextLabel(
            text: text, center: Point(x: centreX, y: size.height * 0.58), fontSize: fontSize * 0.7,
            color: message.isError ? style.error : style.text)))
    }
    items.append(
      .text(
        Scene.TextLabel(
          text: chinese ? "回车：解锁 · Esc：返回" : "Return: unlock · Esc: back",
          center: Point(x: centreX, y: size.height * 0.9), fontSize: fontSize * 0.6,
          color: style.node)))
    return Scene(size: size, background: style.background, items: items)
  }
}
