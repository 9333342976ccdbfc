internal import GestureLockCore
internal import GestureLockSecurity

/// The Chinese texts of the reasons the libraries give for refusing input, one per case.
///
/// Each switch is exhaustive without a `default`: a new reason in the core or the security
/// module does not compile until it is translated here. Numbers, grid sizes (`3x3`) and
/// ranges are kept as in the English text.
extension CLIMessage {
  /// `5x1 超出 2x2 到 9x9 的范围` and the other grid problems.
  static func chinese(_ problem: GridProblem) -> String {
    switch problem {
    case .outOfRange(let rows, let columns): "\(rows)x\(columns) 超出 2x2 到 9x9 的范围"
    case .malformed(let text): "'\(text)' 不是 行x列 的形式，如 3x3"
    case .strengthPolicyNeedsStandardGrid(let grid):
      "最低强度等级只适用于 3x3 网格（强度评估只在 3x3 上有定义），不适用于 \(grid)"
    case .strengthMetersNeedStandardGrid(let grid):
      "强度评估（Sun、Andriotis、Song 等人的方法）只在 3x3 网格上有定义，不适用于 \(grid)"
    }
  }

  /// `第3项重复了之前的点` and the other pattern problems; an entry is a position in the
  /// pattern, counted from 1.
  static func chinese(_ problem: PatternProblem) -> String {
    switch problem {
    case .empty: "图案为空"
    case .emptyEntry(let entry): "第\(entry)项为空（应为用 '-' 连接的点序号）"
    case .nonDigit(let entry): "第\(entry)项含有 0 到 9 以外的字符"
    case .compactFormOnLargeGrid: "连写数字只适用于不超过 10 个点的网格；请用 '-' 连接点序号"
    case .notANode(let entry, let grid): "第\(entry)项不是 \(grid) 网格上的点"
    case .repeatsNode(let entry): "第\(entry)项重复了之前的点"
    case .skipsNode(let entry): "第\(entry)项越过了未连接的点（跳点规则）"
    case .wrongGrid(let pattern, let expected):
      "图案在 \(pattern) 网格上，而不是 \(expected) 网格上"
    case .lengthNotRanked(let length, let lengths):
      "\(length) 个点的图案不在排名的长度范围 \(lengths.lowerBound)...\(lengths.upperBound) 内"
    case .rankOutOfRange(let rank, let count): "排名 \(rank) 超出 0..<\(count) 的范围"
    case .tooShortToRate(let minimum): "强度评估只适用于至少 \(minimum) 个点的图案"
    }
  }

  /// `触控半径须为点间距的 0.15...0.45 倍` and the node diameter's range.
  static func chinese(_ problem: LayoutProblem) -> String {
    switch problem {
    case .hitRadiusFactorOutOfRange:
      "触控半径须为点间距的 \(GridLayout.hitRadiusFactorRange) 倍"
    case .nodeDiameterRatioOutOfRange:
      "点的直径须为点间距的 \(GridLayout.nodeDiameterRatioRange) 倍"
    }
  }

  /// `轨迹中没有采样点` and the other trace problems.
  static func chinese(_ problem: TraceProblem) -> String {
    switch problem {
    case .invalidViewSize: "视图尺寸须为有限的非负数"
    case .noSamples: "轨迹中没有采样点"
    case .tooManySamples(let maximum): "轨迹的采样点超过 \(maximum) 个"
    case .nonFiniteSample(let sample): "采样点 samples[\(sample)] 的时间或坐标不是有限数"
    case .timeGoesBackwards(let sample): "采样点 samples[\(sample)] 早于前一个采样点（时间不能倒退）"
    case .pointerNotInteger(let sample): "采样点 samples[\(sample)] 的指针编号不是范围内的整数"
    case .notJSON: "文件不是有效的 JSON"
    case .notATrace: "文件不是有效的触摸轨迹"
    case .missingField(let field): "缺少字段 '\(field)'"
    case .wrongType(let field): "字段 '\(field)' 的类型错误"
    case .nullField(let field): "字段 '\(field)' 为 null"
    case .invalidField(let field): "字段 '\(field)' 无效"
    }
  }

  /// `密码不能包含控制字符（空字符、转义字符等）` and the other secret problems, in the
  /// nouns of `SecretRole` (图案, PIN码, 数字密码, 密码).
  static func chinese(_ problem: SecretProblem) -> String {
    func noun(_ kind: SecretKind) -> String { SecretRole.noun(kind, in: .simplifiedChinese) }
    return switch problem {
    case .patternIsDrawn: "图案需要绘制，不能输入"
    case .inputTooLong(let maximum): "输入超过 \(maximum) 个 UTF-8 字节，未进行哈希"
    case .notDigits(let kind): "\(noun(kind))只能包含数字"
    case .controlCharacter: "密码不能包含控制字符（空字符、转义字符等）"
    case .notUTF8: "输入的密码必须是 UTF-8 文本"
    case .normalizedTooLong(let maximum): "规范化后超过 \(maximum) 个 UTF-8 字节，未进行哈希"
    case .patternRefused(let error): chinese(error)
    case .kindMismatch(let entered, let stored):
      "输入的是\(noun(entered))，而已设置的是\(noun(stored))"
    case .gridMismatch(let drawn, let stored):
      "图案画在 \(drawn) 网格上，而已设置的图案在 \(stored) 网格上"
    case .longerThanRules(let maximum, let kind):
      "超过已设置规则允许的长度（最多\(maximum)\(SecretRole.unit(kind, in: .simplifiedChinese))）"
    }
  }

  /// `档案名称不能包含控制字符` and the other profile name problems.
  static func chinese(_ problem: ProfileProblem) -> String {
    switch problem {
    case .lengthOutOfRange(let maximum): "档案名称须为 1 到 \(maximum) 个 UTF-8 字节"
    case .controlCharacter: "档案名称不能包含控制字符"
    case .renamed(let profile): "档案 '\(profile)' 的记录不能改名"
    }
  }
}
