internal import GestureLockCore
internal import GestureLockRender
internal import GestureLockScreenLock
internal import GestureLockSecurity
internal import GestureLockTerminal
internal import GestureLockWindow

/// The Chinese texts of the libraries' errors, chosen by case (never by the English text).
///
/// Errors about the user's input carry their reason as a value (`GridProblem`,
/// `PatternProblem`, `LayoutProblem`, `TraceProblem`, `SecretProblem`, `ProfileProblem`),
/// translated case by case in `CLIMessage+Problems.swift`: those lines are Chinese throughout.
///
/// A store path GestureLock cannot use (`StoreFileProblem`) is Chinese too, apart from the path
/// and the system's reason.
///
/// Kept in English on purpose, after a Chinese heading: the detail of a damaged or unreadable
/// store (SQLite's message and the path), of a stored hash that does not parse, of invalid
/// key-derivation parameters (set by the program, not typed by the user), and of a failing
/// call into OpenSSL, SQLite, Cairo or SDL (the C function's name and the library's message).
/// That text comes from C libraries or is meant for a bug report, and a translation would lose
/// what a search engine or a maintainer needs; the heading says in Chinese what went wrong.
extension CLIMessage {
  /// `网格无效：…`, `图案无效：…`, `布局无效：…`, `触摸轨迹无效：…`, all in Chinese.
  static func chinese(_ error: GestureLockError) -> String {
    switch error {
    case .invalidGrid(let problem): "网格无效：\(chinese(problem))"
    case .invalidPattern(let problem): "图案无效：\(chinese(problem))"
    case .invalidLayout(let problem): "布局无效：\(chinese(problem))"
    case .invalidTrace(let problem): "触摸轨迹无效：\(chinese(problem))"
    }
  }

  /// `存储已损坏或无法读取：…` and the other security failures; the secret and profile
  /// problems in Chinese, the store, hash, parameter and OpenSSL detail in English.
  static func chinese(_ error: SecurityError) -> String {
    switch error {
    case .storeUnavailable(let why): "存储已损坏或无法读取：\(why)"
    case .storeFile(.missingDirectory(let path)):
      "无法使用存储：\(chinese(StoreFileProblem.missingDirectory(path: path)))"
    case .storeFile(let problem): "存储已损坏或无法读取：\(chinese(problem))"
    case .storeBusy(let operation):
      "存储正忙：另一个进程占用已超过 5 秒（\(operation)）；未做任何更改，请稍后重试"
    case .storeReadOnly(let operation):
      "存储无法写入：它位于只读文件或只读文件系统上（\(operation)）；未做任何更改，请在可写时重试"
    case .storeFull(let operation):
      "存储无法写入：所在文件系统没有剩余空间（\(operation)）；未做任何更改，请在释放空间后重试"
    case .invalidHash(let why): "存储的哈希无效：\(why)"
    case .cryptoFailure(let operation, let message): "\(operation) 失败：\(message)"
    case .keyDerivationUnavailable(let algorithm, let backend, true):
      "此存储的密钥派生函数（\(algorithm)）在本平台（\(backend)）上不可用；未计入失败次数"
    case .keyDerivationUnavailable(let algorithm, let backend, false):
      "密钥派生函数 \(algorithm) 在本平台（\(backend)）上不可用；请选择 PBKDF2-HMAC-SHA256"
    case .invalidSecret(let problem): "密码无效：\(chinese(problem))"
    case .invalidParameters(let why): "密钥派生参数无效：\(why)"
    case .invalidProfile(let problem): "档案名称无效：\(chinese(problem))"
    }
  }

  /// `/tmp 是一个目录，而不是数据库文件` and the other store file problems, in Chinese apart
  /// from the path and the system's reason (`strerror` text, kept in English).
  static func chinese(_ problem: StoreFileProblem) -> String {
    switch problem {
    case .isDirectory(let path): "\(path) 是一个目录，而不是数据库文件"
    case .namesDirectory(let path): "\(path) 以 '/' 结尾，指的是目录，而不是数据库文件"
    case .notRegularFile(let path): "\(path) 不是普通文件"
    case .cannotCreate(let path, let reason): "无法创建 \(path)：\(reason)"
    case .missingDirectory(let path): "目录 \(path) 不存在（只有默认的存储目录会被自动创建）"
    case .cannotCreateDirectory(let path, let reason): "无法创建目录 \(path)：\(reason)"
    case .parentNotDirectory(let path): "\(path) 不是目录"
    case .cannotSetMode(let path, let reason): "无法设置 \(path) 的权限：\(reason)"
    case .openToOthers(let path): "\(path) 可被其他用户读写，且无法将其权限改为 0600"
    case .cannotExamine(let path, let reason): "无法检查 \(path)：\(reason)"
    case .ownedByAnotherUser(let path, let owner):
      "\(path) 属于另一个用户（用户编号 \(owner)），对方可以重置其计数：本程序只使用属于当前用户的"
        + "存储；请在你自己的目录中选择路径"
    }
  }

  /// `无法绘制：…`, `无法写入 PATH：…` and the other renderer failures.
  static func chinese(_ error: RenderError) -> String {
    switch error {
    case .invalidSize(let why): "无法绘制：\(why)"
    case .cairoFailure(let operation, let message): "\(operation) 失败：\(message)"
    case .cannotWrite(let path, let reason): "无法写入 \(path)：\(reason)"
    case .cannotRead(let path, let reason): "无法读取 \(path)：\(reason)"
    }
  }

  /// No display (in full), a store the pad cannot read, an SDL failure.
  static func chinese(_ error: PadError) -> String {
    switch error {
    case .noDisplay:
      "没有显示器：锁屏窗口需要 X11 或 Wayland 显示；在无显示器的机器上请在虚拟显示中运行："
        + "'xvfb-run -a make run' 或 'xvfb-run -a gesturelock pad'"
    case .storeUnavailable(let error): "无法读取锁定数据，已保持锁定：" + chinese(error)
    case .sdlFailure(let operation, let message): "\(operation) 失败：\(message)"
    }
  }

  /// No terminal, a store the terminal pad cannot read, a failed terminal call or frame.
  static func chinese(_ error: TerminalPadError) -> String {
    switch error {
    case .notATerminal: "终端锁屏需要标准输入和标准输出都是终端"
    case .dumbTerminal: "终端锁屏无法在哑终端（TERM=dumb）上运行：它不支持光标定位"
    case .storeUnavailable(let error): "无法读取锁定数据，已保持锁定：" + chinese(error)
    case .systemCall(let operation, let code, let message):
      "\(operation) 失败：\(message)（errno \(code)）"
    case .drawing(let why): "无法绘制锁屏：\(why)"
    }
  }

  /// What another X client did to the lock screen, and what was undone (a log line).
  static func chinese(_ tampering: CoverTampering) -> String {
    switch tampering {
    case .unmapped: "取消映射了锁屏的窗口（已重新映射）"
    case .moved: "移动或缩放了锁屏的窗口（已复原）"
    case .restacked: "把锁屏的窗口压到了另一个窗口下面（已重新置顶）"
    case .reparented: "把锁屏的窗口移入了另一个窗口（已移回）"
    case .shaped: "给锁屏的窗口设置了形状（已清除）"
    case .propertySet: "在锁屏的窗口上设置了属性（已删除）"
    case .destroyed: "销毁了锁屏的窗口（已重新创建，并重新抓取输入）"
    case .overrideRedirectCleared: "清除了锁屏窗口的 override-redirect 属性（已重新设置）"
    case .mapIntercepted: "阻止了锁屏的窗口重新映射（已重新创建，并重新抓取输入）"
    case .notShown: "阻止了锁屏的显示：屏幕现在没有被遮盖（输入仍被抓取；每秒重试一次）"
    }
  }
}
