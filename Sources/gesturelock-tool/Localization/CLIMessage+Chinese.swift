internal import GestureLockCore
internal import GestureLockSecurity

extension CLIMessage {
  /// The Simplified Chinese text, in the words of `PadMessage` (图案, 密码, 解锁, 尝试).
  ///
  /// Options, commands, paths and values stay as typed (`--grid`, `'remove --force'`); a
  /// profile is a 档案.
  var simplifiedChinese: String {
    let language = Language.simplifiedChinese
    func noun(_ kind: SecretKind) -> String { SecretRole.noun(kind, in: language) }
    func unit(_ kind: SecretKind) -> String { SecretRole.unit(kind, in: language) }
    func verb(_ kind: SecretKind) -> String { SecretRole.verb(kind, in: language) }
    switch self {
    case .unexpectedArgument(let argument): return "多余的参数 '\(argument)'"
    case .optionNeedsValue(let option): return "选项 --\(option) 需要一个值"
    case .optionNeedsNonEmptyValue(let option): return "选项 --\(option) 的值不能为空"
    case .optionGivenTwice(let option): return "选项 --\(option) 给出了两次"
    case .optionTakesNoValue(let option): return "选项 --\(option) 不接受值"
    case .unknownOption(let option): return "未知选项 --\(option)"
    case .optionNotForCommand(let command, let option): return "'\(command)' 命令不接受 --\(option)"
    case .unknownCommand(let command): return "未知命令 '\(command)'；请参阅 'gesturelock --help'"
    case .missingTrace(let command): return "\(command) 需要 --trace FILE"
    case .missingPattern(let command): return "\(command) 需要 --pattern P，如 --pattern 0-4-8-5"
    case .missingOutput(let command): return "\(command) 需要 --out FILE.png、FILE.svg 或 FILE.pdf"
    case .notOneOf(let option, let value, let choices):
      return "--\(option)：'\(value)' 不是以下之一：\(choices.joined(separator: ", "))"
    case .numberOutOfRange(let option, let value, let range):
      return "--\(option)：'\(value)' 不是 \(CLIMessage.chineseRange(range)) 之间的数"
    case .readyDescriptorNotOpen(let value):
      return "--ready-fd：文件描述符 \(value) 未打开（请为锁屏程序提供一个可写入的描述符）"
    case .invalidGridOption(let value, _):
      return "--grid：'\(value)' 不是有效的网格，应为 2x2 到 9x9 之间的 行x列，如 3x3"
    case .hitRadiusOutOfRange(let value, let range, let standard):
      return "--hit-radius：'\(value)' 不是 \(CLIMessage.chineseRange(range)) "
        + "之间的点间距比例（默认 \(CLIMessage.number(standard))）"
    case .strengthClassOutOfRange(let value):
      return "--min-strength：'\(value)' 不是 1 到 5 之间的强度等级"
    case .strengthClassGrid(let grid, _):
      return "--min-strength：最低强度等级只适用于 3x3 网格（强度评估只在 3x3 上有定义），"
        + "不适用于 \(grid)"
    case .viewMissing: return "需要 --view WxH，如 --view 360x360"
    case .invalidView(let value):
      return "--view：'\(value)' 不是以点为单位的 WxH（0 到 100000），如 360x360"
    case .viewHasNoArea(let value):
      return "--view：'\(value)' 的面积为零：网格需要大于 0 的宽度和高度"
    case .minimumLengthOutOfRange(let value, let grid):
      return "--min-length：'\(value)' 不是 1 到 \(grid.count) 之间的整数（\(grid) 网格的点数）"
    case .minimumLengthNotWhole: return "--min-length：不是整数"
    case .patternOnlyOption(let option, let kind):
      return "--\(option) 仅适用于图案；\(noun(kind))不使用此选项"
    case .hitRadiusNeedsTrace: return "--hit-radius 仅适用于触摸轨迹：请同时给出 --trace FILE"
    case .pinLengthNeedsPIN: return "--pin-length 仅适用于PIN码（--passcode 或 --kind pin）"
    case .passcodePadTakesNoPattern: return "--passcode：密码键盘不接受 --kind pattern"
    case .recordWouldRevealPasscode: return "--record：录制密码键盘会泄露密码"
    case .passcodePadHasNoRoute: return "--route 仅适用于图案；密码键盘不使用此选项"
    case .passcodePadHasNoStrength: return "--min-strength 仅适用于图案；密码键盘没有强度等级"
    case .cannotCreateRecording(let path): return "--record：无法创建 '\(path)'"
    case .cannotCreateEventLog(let path): return "--events：无法创建 '\(path)'"
    case .tuiAndWindow: return "--tui 与 --window 不能同时使用：请只给出一个"
    case .noDisplayNorTerminal(.notBothTerminals):
      return "没有显示器，标准输入和标准输出也不都是终端：请在终端中运行 'gesturelock pad'"
        + "（或用 --tui 强制使用终端），或在虚拟显示中运行：'xvfb-run -a gesturelock pad'"
    case .noDisplayNorTerminal(.dumb):
      return "没有显示器，而此终端（TERM=dumb）不支持光标定位，无法绘制锁屏：请在终端模拟器中运行 "
        + "'gesturelock pad'，或在虚拟显示中运行：'xvfb-run -a gesturelock pad'"
    case .outputIsStore(let option, let path):
      return "--\(option)：'\(path)' 是锁定数据存储或其附属文件，写入会将其破坏：请另选一个文件"
    case .eventsOnScreen(let path):
      return "--events：'\(path)' 就是锁屏所在的终端，日志会写进画面：请另选一个文件"
    case .eventsIsRecording(let path):
      return "--events 与 --record 都指向 '\(path)'：一个会覆盖另一个"
    case .unknownOutputType: return "--out：文件名必须以 .png、.svg 或 .pdf 结尾"
    case .unknownAction(let command, let action, let choices):
      return action.isEmpty
        ? "\(command) 需要以下之一：\(choices.joined(separator: "、"))"
        : "\(command)：'\(action)' 不是以下之一：\(choices.joined(separator: "、"))"

    case .inputTooLarge(let kibibytes): return "标准输入超过 \(kibibytes) KiB"
    case .inputNotUTF8: return "标准输入不是 UTF-8 文本"
    case .inputUnreadable(let reason): return "无法读取标准输入：\(reason)"
    case .memoryUnprotected(let reason): return "无法防止密码进入核心转储或被调试器读取（\(reason)）：未读取任何输入"
    case .traced(let pid): return "有调试器或跟踪程序附加在本进程上（pid \(pid)）：拒绝读取密码"
    case .inputMissingLine(let role): return "标准输入中缺少\(role.name(in: language))（每行一个）"
    case .invalidPattern(let role, .invalidPattern(let problem)):
      return "\(CLIMessage.invalid(role))：\(CLIMessage.chinese(problem))"
    case .invalidPattern(let role, let error):
      return "\(role.name(in: language))：\(CLIMessage.chinese(error))"
    case .invalidSecret(let role, .invalidSecret(let problem)):
      return "\(CLIMessage.invalid(role))：\(CLIMessage.chinese(problem))"
    case .invalidSecret(let role, let error):
      return "\(role.name(in: language))：\(CLIMessage.chinese(error))"
    case .patternNotOneStroke: return "--pattern：此图案在该网格上无法一笔画出"
    case .traceNotFound(let path): return "--trace：找不到文件 '\(path)'"
    case .traceIsDirectory(let path): return "--trace：'\(path)' 是一个目录"
    case .traceTooLarge(let mebibytes): return "--trace：文件超过 \(mebibytes) MiB"
    case .traceUnreadable(let path): return "--trace：无法读取 '\(path)'"
    case .traceFieldMissing(let field):
      return "--trace：\(CLIMessage.chinese(TraceProblem.missingField(field: field)))"
    case .traceFieldWrongType(let field):
      return "--trace：\(CLIMessage.chinese(TraceProblem.wrongType(field: field)))"
    case .traceFieldNull(let field):
      return "--trace：\(CLIMessage.chinese(TraceProblem.nullField(field: field)))"
    case .traceFieldInvalid(let field):
      return "--trace：\(CLIMessage.chinese(TraceProblem.invalidField(field: field)))"
    case .traceNotJSON: return "--trace：\(CLIMessage.chinese(TraceProblem.notJSON))"
    case .traceNotATrace: return "--trace：\(CLIMessage.chinese(TraceProblem.notATrace))"
    case .traceRefused(let error): return "--trace：\(CLIMessage.chinese(error))"
    case .traceForTypedSecret(let kind): return "--trace：已设置的是\(noun(kind))，不是图案"
    case .traceGridMismatch(let trace, let enrolled):
      return "--trace：轨迹画在 \(trace) 网格上，而已设置的图案在 \(enrolled) 网格上"
    case .traceCompletesNoPattern: return "--trace：轨迹没有完成任何图案（过短、已取消或为空）"
    case .cannotWrite(let path, .cannotWrite(_, let reason)): return "无法写入 '\(path)'：\(reason)"
    case .cannotWrite(let path, let error): return "无法写入 '\(path)'：\(CLIMessage.chinese(error))"
    case .layoutRefused(let error): return CLIMessage.chinese(error)
    case .strengthUndefined(let error): return "strength：\(CLIMessage.chinese(error))"
    case .countNeeds128Bit: return "count 需要 128 位整数（macOS 15 或更高版本）"
    case .countGridTooLarge(let grid):
      return "count：\(grid) 网格有 \(grid.count) 个点；只对不超过 25 个点的网格"
        + "（5x5、4x6、3x8 及更小）计算精确总数"

    case .confirmationMismatch(let kind): return "两次输入的\(noun(kind))不一致，未保存任何内容"
    case .tooShortToEnrol(let kind, let minimum):
      return "\(noun(kind))太短：至少需\(verb(kind))\(minimum)\(unit(kind))"
    case .tooShortToCheck(let kind, let minimum):
      return "\(noun(kind))太短：至少需\(verb(kind))\(minimum)\(unit(kind))（不计为失败尝试）"
    case .tooLong(let kind, let maximum): return "\(noun(kind))太长：最多\(maximum)\(unit(kind))"
    case .pinLength(let allowed):
      let list = allowed.map(String.init).joined(separator: "或")
      return "PIN码须为\(list)位数字，未保存任何内容"
    case .commonPINRefused: return "此PIN码过于常见，容易被猜到，请另选一个（未保存任何内容）"
    case .commonPINWarning: return "警告：" + PadMessage.commonPIN.text(in: language)
    case .patternTooWeak(let violation):
      return "\(violation.text(in: language))（未保存任何内容）"
    case .alreadyEnrolled(let profile):
      return "档案 '\(profile)' 已设置密码：请使用 'change'，或先用 'remove' 删除"
    case .refusedAfterEnrolment: return "内部错误：已保存的密码被报告为被拒绝"
    case .saved(let kind):
      return kind == .pattern ? PadMessage.enrolled.text(in: language) : "\(noun(kind))已保存"
    case .savedByPad(let kind, let path):
      return "\(CLIMessage.saved(kind: kind).text(in: language))（\(path)）：此后 'gesturelock pad' "
        + "会要求输入它；'gesturelock status' 显示锁定状态"
    case .displayLost(.window): return "显示已丢失：锁屏打开时 X 服务器断开了（未解锁任何内容）"
    case .displayLost(.terminal): return "终端已丢失：锁屏打开时终端挂断了（未解锁任何内容）"
    case .lock(.notEnrolled(let profile)):
      return "档案 '\(profile)' 尚未设置密码：屏幕未锁定；"
        + "请先用 'gesturelock pad' 或 'gesturelock enroll' 设置"
    case .lock(.noDisplay(let name)):
      return "无法打开 X 显示 \"\(name)\"，WAYLAND_DISPLAY 处也没有提供会话锁的 Wayland "
        + "合成器：屏幕未锁定（gesturelock lock 需要其中之一）"
    case .lock(.grabFailed(keyboard: true)): return "另一个程序占用了键盘：屏幕未锁定"
    case .lock(.grabFailed(keyboard: false)): return "另一个程序占用了指针：屏幕未锁定"
    case .lock(.displayLost): return "显示已丢失：屏幕锁定时 X 服务器断开了"
    case .lock(.failed(let reason)): return "无法锁定屏幕：\(reason)"
    case .lock(.padStopped(let reason)): return "锁屏的密码键盘已停止（屏幕保持锁定，将重新启动）：\(reason)"
    case .lock(.holderGone): return "锁屏的输入抓取进程已停止（被终止或崩溃）：屏幕已不再锁定"
    case .lock(.tampered(let tampering)): return "另一个 X 客户端" + CLIMessage.chinese(tampering)
    case .secretPrompt(let role):
      return role == .confirmation ? "再输入一次：" : "\(role.name(in: language))："
    case .unlocked: return PadMessage.unlocked.text(in: language)
    case .wrong(let kind, let left):
      return CLIMessage.wrongMessage(kind, attemptsLeft: left).text(in: language)
    case .wrongAndLockedOut(let kind, let until, let secondsLeft):
      return CLIMessage.wrongMessage(kind, attemptsLeft: 0).text(in: language)
        + "，已锁定至 \(WallInstant(secondsSince1970: until).iso8601)（还需 \(Countdown(seconds: secondsLeft))）"
    case .lockedOut(let until, let secondsLeft):
      return "尝试次数过多，已锁定至 \(WallInstant(secondsSince1970: until).iso8601)"
        + "（还需 \(Countdown(seconds: secondsLeft))）"
    case .lockedPermanently: return "失败次数过多，已永久锁定；只有 'remove --force' 可以重置"
    case .wiped(let profile): return "失败次数过多：档案 '\(profile)' 的密码已被清除"
    case .notEnrolled(let profile): return "档案 '\(profile)' 尚未设置密码"
    case .noStore(let path): return "\(path) 处没有存储：那里尚未设置任何密码"
    case .storeDirectoryOpen(let path, let mode, true):
      return "警告：存储所在目录 \(path) 对其他用户开放（权限 \(String(mode, radix: 8))）："
        + "他们能看到存储，或抢先创建它的路径；执行 'chmod go-rwx \(path)' 可保持其私密"
    case .storeDirectoryOpen(let path, let mode, false):
      return "警告：存储所在目录 \(path) 与其他用户共用（权限 \(String(mode, radix: 8))），"
        + "且不归你所有，不应更改：其他用户可能抢先创建存储的路径（GestureLock 会拒绝使用它）；"
        + "请把存储放在你自己的目录中，例如 'mkdir -m 700 ~/locks'"
    case .removed(let profile): return "档案 '\(profile)' 的密码已删除"
    case .counting(let grid): return "正在统计 \(grid) 图案"

    case .security(let error): return CLIMessage.chinese(error)
    case .pad(let error): return CLIMessage.chinese(error)
    case .terminal(let error): return CLIMessage.chinese(error)
    case .fingerprint(let message): return message.chinese
    case .unexpected(let description): return "意外错误：\(description)"
    }
  }

  /// `图案无效`, `确认输入无效`, `--pattern 无效`: the role, then 无效 (after a space when the
  /// role is an option).
  static func invalid(_ role: SecretRole) -> String {
    let name = role.name(in: .simplifiedChinese)
    return name.hasPrefix("--") ? "\(name) 无效" : "\(name)无效"
  }
}
