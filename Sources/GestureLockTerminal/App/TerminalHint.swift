internal import GestureLockCore
internal import GestureLockPadFlow

/// The one line of key help under the message, in the pad's language. Items are separated by
/// " · " so the painter can drop them from the end on a narrow terminal; the most needed come
/// first.
enum TerminalHint {
  /// What the pad on show takes.
  enum Surface: Equatable, Sendable {
    /// The gesture pad: mouse drags and the keyboard operation of SPEC.md §2.
    case gesture
    /// A numeric passcode pad: digits, Backspace, Return.
    case digits
    /// A text passcode pad: any text, Backspace, Return; `q` is text there.
    case text
    /// A pad that takes no input now (a lockout, a store that cannot be read): only the way
    /// out, `q` or (on a text passcode pad, where `q` is text) Ctrl-C.
    case waiting(acceptsText: Bool)

    /// What a surface with `targets` takes at `stage`: nothing but quitting during a lockout
    /// or while the store cannot be read (offering "Return submit" then would promise an
    /// attempt).
    ///
    /// - Parameter takesText: Whether the surface takes text (a text passcode pad).
    init(_ targets: PadTargets, takesText: Bool, stage: PadStage) {
      switch (stage, targets) {
      case (.lockedOut, _), (.storeUnavailable, _): self = .waiting(acceptsText: takesText)
      case (_, .grid): self = .gesture
      case (_, .keypad): self = takesText ? .text : .digits
      }
    }
  }

  /// The hint for `surface` in `language`.
  static func text(for surface: Surface, in language: Language) -> String {
    switch (surface, language) {
    case (.gesture, .english):
      "Drag or ←↑↓→ move · Space select · Return submit · q quit · Esc cancel"
    case (.gesture, .simplifiedChinese):
      "拖动或方向键移动 · 空格选择 · 回车提交 · q 退出 · Esc 取消"
    case (.digits, .english):
      "Type the digits · Backspace delete · Return submit · q quit · Esc clear"
    case (.digits, .simplifiedChinese):
      "输入数字 · 退格删除 · 回车提交 · q 退出 · Esc 清除"
    case (.text, .english):
      "Type the passcode · Backspace delete · Return submit · Ctrl-C quit"
    case (.text, .simplifiedChinese):
      "输入密码 · 退格删除 · 回车提交 · Ctrl-C 退出"
    case (.waiting(let acceptsText), .english): acceptsText ? "Ctrl-C quit" : "q quit"
    case (.waiting(let acceptsText), .simplifiedChinese): acceptsText ? "Ctrl-C 退出" : "q 退出"
    }
  }

  /// The line shown instead of the pad when the terminal is too small to draw it, in
  /// `language`.
  static func tooSmall(in language: Language) -> String {
    switch language {
    case .english: CellPainter.tooSmallMessage
    case .simplifiedChinese: "请把终端窗口调大"
    }
  }
}
