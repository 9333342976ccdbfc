internal import GestureLockCore

/// The text of `gesturelock --help`, `-h` or `help` (and of a command line without a command),
/// in every supported `Language`.
///
/// Command and option names, value words (`pattern`, `skip-rule`) and examples are the same in
/// every language: they are what is typed.
enum UsageText {
  /// The usage text in `language`, several lines, without a final newline.
  static func text(in language: Language) -> String {
    switch language {
    case .english: english
    case .simplifiedChinese: simplifiedChinese
    }
  }

  /// The English usage text.
  static let english = """
    usage: gesturelock [--store PATH] [--profile NAME] [--lang en|zh-Hans] COMMAND [options]
           gesturelock help | -h | --help     this text
           gesturelock --version              the version

    commands:
      pad        [--grid RxC] [--stealth] [--log-nodes] [--record FILE]
                 [--route skip-rule|free] [--hit-radius F] [--min-strength N]
                 [--passcode] [--kind pattern|pin|numeric|passcode] [--pin-length 4|6]
                 [--tui | --window] [--events FILE]
                 the lock pad (enrol on first use, then verify): in a window when there
                 is a display, else in the terminal; --tui or --window chooses; arrow
                 keys, Space, Return and Escape work too; --passcode (a 6-digit PIN) or
                 --kind opens the passcode pad for a new secret; a stored secret picks
                 its own pad; --min-strength N refuses new patterns below class N (1-5);
                 --events FILE writes the event log to FILE (mode 0600)
      enroll     [--grid RxC] [--kind pattern|pin|numeric|passcode] [--route skip-rule|free]
                 [--min-strength N]
                 read the secret, then its confirmation, one per line on stdin; a pattern
                 keeps its grid and route (free: passing over a dot does not select it)
      verify     [--trace FILE [--hit-radius F]]
                 read the secret from stdin, or a recorded touch trace
      change     [--kind K] [--grid RxC] [--route skip-rule|free]
                 read the current secret, the new one and its confirmation from stdin
      remove     [--force]           read the current secret from stdin and delete it;
                 --force deletes without it (the host re-authenticated the user)
      status                         enrolment and lockout state as JSON
      recognize  --trace FILE [--min-length N] [--hit-radius F] [--route skip-rule|free]
                 the pattern a touch trace draws, as JSON (no store)
      layout     --grid RxC --view WxH [--hit-radius F]   node centres in a view, as JSON
      render     --pattern P --out FILE.png|.svg|.pdf [--grid RxC]
                 [--state normal|selected|error|success] [--size PT] [--scale N]
                 [--annotate] [--route skip-rule|free]
                 --annotate numbers the dots and marks the direction of travel
      count      --grid RxC [--by-length] [--min-length N] [--route skip-rule|free]
                 the exact number of valid patterns (default length 4 and up), as JSON
      strength   --pattern P [--grid RxC]
                 strength scores, class 1-5 and rank among all 3x3 patterns, as JSON

    Patterns are node indices joined by '-' (0-4-8-5), row-major from the top left; on grids
    of at most 10 nodes the digits alone (0485) work too. PINs have 4 or 6 digits, numeric
    and text passcodes at least 4; digits of any script count as 0-9 and text is compared in
    NFC. Secrets are read from stdin, never from arguments. --profile keeps several secrets,
    each with its own counters, in one store. Grids go from 2x2 to 9x9. --hit-radius is the
    distance from a dot's centre that hits it, as a fraction of the dot spacing: 0.15 to 0.45,
    default 0.3.

    exit codes: 0 success/unlocked, 1 wrong secret, 2 usage or bad input, 3 locked out,
                4 store damaged or unreadable, 5 no secret enrolled,
                9 no display, or the display was lost (the pad's window or terminal)
    """

  /// The Simplified Chinese usage text.
  static let simplifiedChinese = """
    用法：gesturelock [--store PATH] [--profile NAME] [--lang en|zh-Hans] COMMAND [选项]
          gesturelock help | -h | --help     显示此说明
          gesturelock --version              显示版本号

    命令：
      pad        [--grid RxC] [--stealth] [--log-nodes] [--record FILE]
                 [--route skip-rule|free] [--hit-radius F] [--min-strength N]
                 [--passcode] [--kind pattern|pin|numeric|passcode] [--pin-length 4|6]
                 [--tui | --window] [--events FILE]
                 打开锁屏（首次使用时设置，之后验证）：有显示器时在窗口中，否则在终端中；
                 --tui 或 --window 指定其一；也可用方向键、空格、回车和 Esc 操作；
                 --passcode（6 位 PIN 码）或 --kind 为新密码打开密码键盘；已保存的
                 密码自动选择对应的键盘；--min-strength N 拒绝低于 N 级（1-5）的新图案；
                 --events FILE 将事件日志写入 FILE（权限 0600）
      enroll     [--grid RxC] [--kind pattern|pin|numeric|passcode] [--route skip-rule|free]
                 [--min-strength N]
                 从标准输入读取密码及其确认，每行一个；图案会保存其网格
                 和路线（free：经过的点不会被自动选中）
      verify     [--trace FILE [--hit-radius F]]
                 从标准输入读取密码，或读取录制的触摸轨迹
      change     [--kind K] [--grid RxC] [--route skip-rule|free]
                 从标准输入读取当前密码、新密码及其确认
      remove     [--force]           从标准输入读取当前密码并删除；
                 --force 无需密码即删除（宿主已用其他方式验证用户）
      status                         以 JSON 输出设置和锁定状态
      recognize  --trace FILE [--min-length N] [--hit-radius F] [--route skip-rule|free]
                 以 JSON 输出触摸轨迹画出的图案（不使用存储）
      layout     --grid RxC --view WxH [--hit-radius F]   以 JSON 输出视图中各点的中心
      render     --pattern P --out FILE.png|.svg|.pdf [--grid RxC]
                 [--state normal|selected|error|success] [--size PT] [--scale N]
                 [--annotate] [--route skip-rule|free]
                 --annotate 为各点编号并标出绘制方向
      count      --grid RxC [--by-length] [--min-length N] [--route skip-rule|free]
                 以 JSON 输出有效图案的精确数量（默认长度 4 及以上）
      strength   --pattern P [--grid RxC]
                 以 JSON 输出强度评分、1-5 级强度等级及在所有 3x3 图案中的排名

    图案是用 '-' 连接的点编号（0-4-8-5），从左上角起按行编号；点数不超过 10 的网格
    也可只写数字（0485）。PIN 码为 4 或 6 位数字，数字密码和文本密码至少 4 位；
    任何文字的数字都视为 0-9，文本按 NFC 比较。密码从标准输入读取，绝不取自命令行
    参数。--profile 可在一个存储中保存多个密码，各有独立的计数。网格从 2x2 到 9x9。
    --hit-radius 是命中一个点所需的与点中心的距离，以点间距的比例表示：0.15 到 0.45，
    默认 0.3。

    退出码：0 成功/已解锁，1 密码错误，2 用法或输入错误，3 已锁定，
            4 存储已损坏或无法读取，5 尚未设置密码，
            9 没有显示器，或显示已丢失（锁屏的窗口或终端）
    """
}
