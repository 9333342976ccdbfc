internal import GestureLockCore
internal import GestureLockPad
internal import GestureLockRender
internal import GestureLockSecurity

/// The Chinese texts of the libraries' errors, chosen by case (never by the English text).
///
/// The libraries carry their detail as English text (it goes to logs too): the Chinese text
/// names the problem in Chinese and keeps that detail after it.
extension CLIMessage {
  /// `网格无效：…`, `图案无效：…`, `布局无效：…`, `触摸轨迹无效：…`.
  static func chinese(_ error: GestureLockError) -> String {
    switch error {
    case .invalidGrid(let why): "网格无效：\(why)"
    case .invalidPattern(let why): "图案无效：\(why)"
    case .invalidLayout(let why): "布局无效：\(why)"
    case .invalidTrace(let why): "触摸轨迹无效：\(why)"
    }
  }

  /// `存储已损坏或无法读取：…` and the other security failures.
  static func chinese(_ error: SecurityError) -> String {
    switch error {
    case .storeUnavailable(let why): "存储已损坏或无法读取：\(why)"
    case .invalidHash(let why): "存储的哈希无效：\(why)"
    case .cryptoFailure(let operation, let message): "\(operation) 失败：\(message)"
    case .invalidSecret(let why): "密码无效：\(why)"
    case .invalidParameters(let why): "密钥派生参数无效：\(why)"
    case .invalidProfile(let why): "档案名称无效：\(why)"
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
    case .storeUnavailable(let why): "无法读取锁定数据，已保持锁定：\(why)"
    case .sdlFailure(let operation, let message): "\(operation) 失败：\(message)"
    }
  }
}
