internal import GestureLockCore
internal import GestureLockSecurity

/// Every option of the command line: the one table of their names, whether they take a value,
/// and their help in every language.
///
/// Code names options by case (`arguments.value(.grid)`), so a misspelt option cannot
/// compile; the parser, the per-command checks and the usage text all read this table. Which
/// commands accept an option is declared by the commands themselves
/// (`CommandConfiguration.usage`) and read back with `commands`.
///
/// ```swift
/// Option.grid.name          // "grid"
/// Option.grid.valueName     // "RxC"
/// Option.stealth.valueName  // nil: a flag
/// ```
enum Option: String, CaseIterable, Hashable, Sendable {
  // Global options: every command takes them.
  case store, profile, lang, help, version
  // Options of one or more commands.
  case grid, kind, route
  case minStrength = "min-strength"
  case passcode
  case pinLength = "pin-length"
  case stealth
  case logNodes = "log-nodes"
  case logFrames = "log-frames"
  case record, events, tui, window, trace, stay
  case blankAfter = "blank-after"
  case displayServer = "display-server"
  case daemonize
  case readyFd = "ready-fd"
  case relockAfter = "relock-after"
  case hitRadius = "hit-radius"
  case minLength = "min-length"
  case force, view, pattern, out, state, size, scale, annotate
  case byLength = "by-length"
  case fingerprint, timeout

  /// The options every command takes, in the order the usage line shows them.
  static let global: [Option] = [.store, .profile, .lang, .help, .version]

  /// The name typed after `--`.
  var name: String { rawValue }

  /// Whether the option is one of `global`.
  var isGlobal: Bool { Option.global.contains(self) }

  /// Whether the option takes a value (`--grid 4x4`, `--grid=4x4`) rather than being a flag.
  var takesValue: Bool { valueName != nil }

  /// The value's name in the usage text (`RxC`, or the choices such as `skip-rule|free`);
  /// `nil` for a flag.
  var valueName: String? { definition.valueName }

  /// The option's help, one or more lines without the option's name.
  func help(in language: Language) -> String {
    switch language {
    case .english: definition.english
    case .simplifiedChinese: definition.chinese
    }
  }

  /// The commands that accept the option (all of them for a global option).
  var commands: [String] {
    GestureLockCLI.commands.map { $0.configuration }
      .filter { isGlobal || $0.options.contains(self) }.map(\.name)
  }

  /// One row of the table.
  private struct Definition {
    /// See `Option.valueName`.
    let valueName: String?
    /// The help in English.
    let english: String
    /// The help in Simplified Chinese.
    let chinese: String
  }

  /// The table: one row per option.
  private var definition: Definition {
    switch self {
    case .store:
      Definition(
        valueName: "PATH",
        english: "the store (default $XDG_DATA_HOME/gesturelock/lock.sqlite)",
        chinese: "存储文件（默认 $XDG_DATA_HOME/gesturelock/lock.sqlite）")
    case .profile:
      Definition(
        valueName: "NAME",
        english: "keeps several secrets, each with its own counters, in one store\n"
          + "(default: default)",
        chinese: "在一个存储中保存多个密码，各有独立的计数（默认 default）")
    case .lang:
      Definition(
        valueName: Language.allCases.map(\.identifier).joined(separator: "|"),
        english: "the language of messages (default: from LC_ALL, LC_MESSAGES or LANG)",
        chinese: "消息的语言（默认取自 LC_ALL、LC_MESSAGES 或 LANG）")
    case .help:
      Definition(valueName: nil, english: "this text", chinese: "显示此说明")
    case .version:
      Definition(valueName: nil, english: "the version", chinese: "显示版本号")
    case .grid:
      Definition(
        valueName: "RxC", english: "the grid, from 2x2 to 9x9 (default 3x3)",
        chinese: "网格，从 2x2 到 9x9（默认 3x3）")
    case .kind:
      Definition(
        valueName: SecretKind.allCases.map(\.rawValue).joined(separator: "|"),
        english: "the kind of a new secret (default pattern); on the pad, another kind\n"
          + "opens the passcode pad",
        chinese: "新密码的类型（默认 pattern）；在 pad 中，其他类型会打开密码键盘")
    case .route:
      Definition(
        valueName: RouteMode.allCases.map(\.rawValue).joined(separator: "|"),
        english: "skip-rule (default): passing over a dot selects it; free: it does not;\n"
          + "a pattern keeps its route",
        chinese: "skip-rule（默认）：经过的点会被自动选中；free：不会；图案会保存其路线")
    case .minStrength:
      Definition(
        valueName: "N", english: "refuses new patterns below strength class N (1-5; 3x3 only)",
        chinese: "拒绝强度低于 N 级（1-5，仅限 3x3）的新图案")
    case .passcode:
      Definition(
        valueName: nil, english: "the passcode pad for a new secret: a 6-digit PIN",
        chinese: "为新密码打开密码键盘（6 位 PIN 码）")
    case .pinLength:
      Definition(
        valueName: LockPolicy.standard.passcode.pinLengths.sorted().map(String.init)
          .joined(separator: "|"),
        english: "the digits of a new PIN on the passcode pad (default 6)",
        chinese: "密码键盘上新 PIN 码的位数（默认 6）")
    case .stealth:
      Definition(
        valueName: nil, english: "draws neither the path nor the selected dots",
        chinese: "不显示轨迹和选中的点")
    case .logNodes:
      Definition(
        valueName: nil, english: "names the dots in the event log's node events",
        chinese: "在事件日志的 node 事件中记录点编号")
    case .logFrames:
      Definition(
        valueName: nil, english: "logs a frame event after each frame is drawn",
        chinese: "每绘制一帧后在事件日志中记录 frame 事件")
    case .record:
      Definition(
        valueName: "FILE", english: "records the touches to FILE as a trace when the pad closes",
        chinese: "锁屏关闭时将触摸轨迹录制到 FILE")
    case .events:
      Definition(
        valueName: "FILE", english: "writes the event log to FILE (mode 0600)",
        chinese: "将事件日志写入 FILE（权限 0600）")
    case .tui:
      Definition(
        valueName: nil, english: "the pad in the terminal", chinese: "在终端中打开锁屏")
    case .window:
      Definition(valueName: nil, english: "the pad in a window", chinese: "在窗口中打开锁屏")
    case .blankAfter:
      Definition(
        valueName: "SECONDS",
        english: "blanks the lock screen after SECONDS without input (default 30; 0: never)",
        chinese: "无输入 SECONDS 秒后锁屏变黑（默认 30；0 表示从不）")
    case .displayServer:
      Definition(
        valueName: DisplayServer.allCases.map(\.rawValue).joined(separator: "|"),
        english: "forces one: without it, wayland when WAYLAND_DISPLAY names a compositor\n"
          + "with a session lock (ext-session-lock-v1), else x11 (DISPLAY)",
        chinese: "强制使用其一：未给出时，若 WAYLAND_DISPLAY 指向提供会话锁（ext-session-lock-v1）\n"
          + "的合成器则用 wayland，否则用 x11（DISPLAY）")
    case .daemonize:
      Definition(
        valueName: nil,
        english: "returns (exit 0) once the screen is locked, the lock going on in the\n"
          + "background: for swayidle -w and before-sleep (swaylock's -f)",
        chinese: "屏幕锁定后立即返回（退出码 0），锁屏在后台继续：\n"
          + "供 swayidle -w 与 before-sleep 使用（同 swaylock 的 -f）")
    case .readyFd:
      Definition(
        valueName: "N",
        english: "writes a newline to descriptor N and closes it once the screen is locked",
        chinese: "屏幕锁定后向文件描述符 N 写入一个换行并关闭它")
    case .relockAfter:
      Definition(
        valueName: "SECONDS",
        english: "after unlocking, stays open and locks again after SECONDS without input",
        chinese: "解锁后保持打开，无输入 SECONDS 秒后再次锁定")
    case .stay:
      Definition(
        valueName: nil,
        english: "stays open after unlocking (exit 0 if unlocked during the session, else 7)",
        chinese: "解锁后保持打开（会话中解锁过则退出码为 0，否则为 7）")
    case .trace:
      Definition(
        valueName: "FILE", english: "a recorded touch trace (JSON)",
        chinese: "录制的触摸轨迹（JSON）")
    case .hitRadius:
      Definition(
        valueName: "F",
        english: "the distance from a dot's centre that hits it, as a fraction of the dot\n"
          + "spacing: 0.15 to 0.45, default 0.3",
        chinese: "命中一个点所需的与点中心的距离，以点间距的比例表示：0.15 到 0.45，\n默认 0.3")
    case .minLength:
      Definition(
        valueName: "N",
        english: "the fewest dots a pattern has (count: default 4; recognize: default 1)",
        chinese: "图案的最少点数（count 默认 4；recognize 默认 1）")
    case .force:
      Definition(
        valueName: nil,
        english: "deletes without the secret (the host re-authenticated the user)",
        chinese: "无需密码即删除（宿主已用其他方式验证用户）")
    case .view:
      Definition(
        valueName: "WxH", english: "the view the grid fills, in points",
        chinese: "网格所在视图的大小，单位为点")
    case .pattern:
      Definition(
        valueName: "P", english: "a pattern, e.g. 0-4-8-5", chinese: "图案，例如 0-4-8-5")
    case .out:
      Definition(
        valueName: "FILE.png|.svg|.pdf", english: "the picture to write, by its extension",
        chinese: "要写入的图片，格式由扩展名决定")
    case .state:
      Definition(
        valueName: PadState.allCases.map(\.rawValue).joined(separator: "|"),
        english: "the pad's state to draw (default selected)",
        chinese: "要绘制的锁屏状态（默认 selected）")
    case .size:
      Definition(
        valueName: "PT", english: "the picture's longer side in points (default 360)",
        chinese: "图片较长边的长度，单位为点（默认 360）")
    case .scale:
      Definition(
        valueName: "N", english: "pixels per point of a PNG (default 1)",
        chinese: "PNG 每点的像素数（默认 1）")
    case .annotate:
      Definition(
        valueName: nil, english: "numbers the dots and marks the direction of travel",
        chinese: "为各点编号并标出绘制方向")
    case .fingerprint:
      Definition(
        valueName: nil,
        english: "waits for a finger on fprintd's default reader instead of a secret",
        chinese: "等待手指放在默认的 fprintd 读取器上，而不是读取密码")
    case .timeout:
      Definition(
        valueName: "SECONDS", english: "how long to wait for a finger (1 to 3600, default 30)",
        chinese: "等待手指的时间（1 到 3600 秒，默认 30）")
    case .byLength:
      Definition(
        valueName: nil, english: "the count of each length too", chinese: "同时输出每种长度的数量")
    }
  }
}
