import GestureLockCore
import GestureLockSecurity
import GestureLockTerminal
import GestureLockWindow
import TestSupport
import Testing

@testable import gesturelock_tool

/// Every reason the core and the security module give for refusing input, or a store path, has a
/// Chinese text that keeps the English text's numbers and leaves no English words behind (but
/// paths and the system's reason for a failed call). `Reason(_:)`
/// switches over every reason enum without a `default` and `Reason.representatives` over
/// `Reason`, so a new reason does not compile until it has samples here.
@Suite("Library problems in English and Simplified Chinese")
struct LibraryProblemTranslationTests {
  /// A reason of any of the libraries' input errors.
  enum Problem: Hashable, Sendable {
    case grid(GridProblem)
    case pattern(PatternProblem)
    case layout(LayoutProblem)
    case trace(TraceProblem)
    case secret(SecretProblem)
    case profile(ProfileProblem)
    case storeFile(StoreFileProblem)

    /// The reason's English detail, as the library gives it.
    var english: String {
      switch self {
      case .grid(let problem): problem.description
      case .pattern(let problem): problem.description
      case .layout(let problem): problem.description
      case .trace(let problem): problem.description
      case .secret(let problem): problem.description
      case .profile(let problem): problem.description
      case .storeFile(let problem): problem.description
      }
    }

    /// English words the Chinese text keeps: the system's reason for a failed call (`strerror`
    /// text, as a search engine knows it), a trace's field path as written in the file, and
    /// the names `JSON` and `null`.
    var keptDetail: Set<String> {
      if case .trace(let problem) = self {
        switch problem {
        case .missingField(let field), .wrongType(let field), .invalidField(let field):
          return Set(TranslationText.englishWords(in: field))
        case .nullField(let field): return Set(TranslationText.englishWords(in: field + " null"))
        case .notJSON: return ["JSON"]
        default: return []
        }
      }
      guard case .storeFile(let problem) = self else { return [] }
      switch problem {
      case .cannotCreate(_, let reason), .cannotCreateDirectory(_, let reason),
        .cannotSetMode(_, let reason), .cannotExamine(_, let reason):
        return Set(TranslationText.englishWords(in: reason))
      default: return []
      }
    }

    /// The reason's Chinese text in the CLI's catalog.
    var chinese: String {
      switch self {
      case .grid(let problem): CLIMessage.chinese(problem)
      case .pattern(let problem): CLIMessage.chinese(problem)
      case .layout(let problem): CLIMessage.chinese(problem)
      case .trace(let problem): CLIMessage.chinese(problem)
      case .secret(let problem): CLIMessage.chinese(problem)
      case .profile(let problem): CLIMessage.chinese(problem)
      case .storeFile(let problem): CLIMessage.chinese(problem)
      }
    }

    /// The whole CLI messages that show the reason, as a user meets them.
    var messages: [CLIMessage] {
      switch self {
      case .grid(let problem):
        [.traceRefused(.invalidGrid(problem)), .strengthUndefined(.invalidGrid(problem))]
      case .pattern(let problem):
        [
          .invalidPattern(.patternOption, .invalidPattern(problem)),
          .invalidPattern(.confirmation, .invalidPattern(problem)),
          .strengthUndefined(.invalidPattern(problem)),
        ]
      case .layout(let problem): [.layoutRefused(.invalidLayout(problem))]
      case .trace(let problem): [.traceRefused(.invalidTrace(problem))]
      case .secret(let problem):
        [
          .invalidSecret(.secret(.passcode), .invalidSecret(problem)),
          .invalidSecret(.new(.pin), .invalidSecret(problem)), .security(.invalidSecret(problem)),
        ]
      case .profile(let problem): [.security(.invalidProfile(problem))]
      case .storeFile(let problem):
        [
          .security(.storeFile(problem)), .pad(.storeUnavailable(.storeFile(problem))),
          .terminal(.storeUnavailable(.storeFile(problem))),
        ]
      }
    }
  }

  enum Reason: String, CaseIterable, Sendable {
    case gridOutOfRange, gridMalformed, strengthPolicyNeedsStandardGrid
    case strengthMetersNeedStandardGrid
    case patternEmpty, emptyEntry, nonDigit, compactFormOnLargeGrid, notANode, repeatsNode
    case skipsNode, wrongGrid, lengthNotRanked, rankOutOfRange, tooShortToRate
    case hitRadiusFactorOutOfRange, nodeDiameterRatioOutOfRange
    case invalidViewSize, noSamples, tooManySamples, nonFiniteSample, timeGoesBackwards
    case pointerNotInteger, traceNotJSON, traceNotATrace, traceMissingField, traceWrongType
    case traceNullField, traceInvalidField
    case patternIsDrawn, inputTooLong, notDigits, controlCharacter, normalizedTooLong
    case patternRefused, kindMismatch, gridMismatch, longerThanRules
    case profileLengthOutOfRange, profileControlCharacter, profileRenamed
    case storeIsDirectory, storeNamesDirectory, storeNotRegularFile, storeCannotCreate
    case storeCannotCreateDirectory, storeParentNotDirectory, storeCannotSetMode
    case storeOpenToOthers, storeCannotExamine
    case storeMissingDirectory

    init(_ problem: Problem) {
      switch problem {
      case .grid(let grid):
        switch grid {
        case .outOfRange: self = .gridOutOfRange
        case .malformed: self = .gridMalformed
        case .strengthPolicyNeedsStandardGrid: self = .strengthPolicyNeedsStandardGrid
        case .strengthMetersNeedStandardGrid: self = .strengthMetersNeedStandardGrid
        }
      case .pattern(let pattern):
        switch pattern {
        case .empty: self = .patternEmpty
        case .emptyEntry: self = .emptyEntry
        case .nonDigit: self = .nonDigit
        case .compactFormOnLargeGrid: self = .compactFormOnLargeGrid
        case .notANode: self = .notANode
        case .repeatsNode: self = .repeatsNode
        case .skipsNode: self = .skipsNode
        case .wrongGrid: self = .wrongGrid
        case .lengthNotRanked: self = .lengthNotRanked
        case .rankOutOfRange: self = .rankOutOfRange
        case .tooShortToRate: self = .tooShortToRate
        }
      case .layout(let layout):
        switch layout {
        case .hitRadiusFactorOutOfRange: self = .hitRadiusFactorOutOfRange
        case .nodeDiameterRatioOutOfRange: self = .nodeDiameterRatioOutOfRange
        }
      case .trace(let trace):
        switch trace {
        case .invalidViewSize: self = .invalidViewSize
        case .noSamples: self = .noSamples
        case .tooManySamples: self = .tooManySamples
        case .nonFiniteSample: self = .nonFiniteSample
        case .timeGoesBackwards: self = .timeGoesBackwards
        case .pointerNotInteger: self = .pointerNotInteger
        case .notJSON: self = .traceNotJSON
        case .notATrace: self = .traceNotATrace
        case .missingField: self = .traceMissingField
        case .wrongType: self = .traceWrongType
        case .nullField: self = .traceNullField
        case .invalidField: self = .traceInvalidField
        }
      case .secret(let secret):
        switch secret {
        case .patternIsDrawn: self = .patternIsDrawn
        case .inputTooLong: self = .inputTooLong
        case .notDigits: self = .notDigits
        case .controlCharacter: self = .controlCharacter
        case .normalizedTooLong: self = .normalizedTooLong
        case .patternRefused: self = .patternRefused
        case .kindMismatch: self = .kindMismatch
        case .gridMismatch: self = .gridMismatch
        case .longerThanRules: self = .longerThanRules
        }
      case .profile(let profile):
        switch profile {
        case .lengthOutOfRange: self = .profileLengthOutOfRange
        case .controlCharacter: self = .profileControlCharacter
        case .renamed: self = .profileRenamed
        }
      case .storeFile(let file):
        switch file {
        case .isDirectory: self = .storeIsDirectory
        case .namesDirectory: self = .storeNamesDirectory
        case .notRegularFile: self = .storeNotRegularFile
        case .cannotCreate: self = .storeCannotCreate
        case .cannotCreateDirectory: self = .storeCannotCreateDirectory
        case .parentNotDirectory: self = .storeParentNotDirectory
        case .cannotSetMode: self = .storeCannotSetMode
        case .openToOthers: self = .storeOpenToOthers
        case .cannotExamine: self = .storeCannotExamine
        case .missingDirectory: self = .storeMissingDirectory
        }
      }
    }

    /// Samples of this reason, with arguments at each branch of its text.
    var representatives: [Problem] {
      let square = try! Grid(rows: 4, columns: 4)
      let kinds = SecretKind.allCases
      switch self {
      case .gridOutOfRange:
        return [.grid(.outOfRange(rows: 0, columns: 3)), .grid(.outOfRange(rows: 10, columns: 4))]
      case .gridMalformed: return [.grid(.malformed(text: "3*3"))]
      case .strengthPolicyNeedsStandardGrid:
        return [.grid(.strengthPolicyNeedsStandardGrid(square))]
      case .strengthMetersNeedStandardGrid: return [.grid(.strengthMetersNeedStandardGrid(square))]
      case .patternEmpty: return [.pattern(.empty)]
      case .emptyEntry: return [.pattern(.emptyEntry(entry: 2))]
      case .nonDigit: return [.pattern(.nonDigit(entry: 3))]
      case .compactFormOnLargeGrid: return [.pattern(.compactFormOnLargeGrid)]
      case .notANode: return [.pattern(.notANode(entry: 4, grid: .standard))]
      case .repeatsNode: return [.pattern(.repeatsNode(entry: 2))]
      case .skipsNode: return [.pattern(.skipsNode(entry: 5))]
      case .wrongGrid: return [.pattern(.wrongGrid(pattern: square, expected: .standard))]
      case .lengthNotRanked: return [.pattern(.lengthNotRanked(length: 3, lengths: 4...9))]
      case .rankOutOfRange:
        return [.pattern(.rankOutOfRange(rank: "389112", count: "389112"))]
      case .tooShortToRate: return [.pattern(.tooShortToRate(minimum: 4))]
      case .hitRadiusFactorOutOfRange: return [.layout(.hitRadiusFactorOutOfRange)]
      case .nodeDiameterRatioOutOfRange: return [.layout(.nodeDiameterRatioOutOfRange)]
      case .invalidViewSize: return [.trace(.invalidViewSize)]
      case .noSamples: return [.trace(.noSamples)]
      case .tooManySamples: return [.trace(.tooManySamples(maximum: 1_000_000))]
      case .nonFiniteSample: return [.trace(.nonFiniteSample(sample: 7))]
      case .timeGoesBackwards: return [.trace(.timeGoesBackwards(sample: 3))]
      case .pointerNotInteger: return [.trace(.pointerNotInteger(sample: 2))]
      case .traceNotJSON: return [.trace(.notJSON)]
      case .traceNotATrace: return [.trace(.notATrace)]
      case .traceMissingField: return [.trace(.missingField(field: "samples[2].phase"))]
      case .traceWrongType: return [.trace(.wrongType(field: "view.width"))]
      case .traceNullField: return [.trace(.nullField(field: "samples[0].t"))]
      case .traceInvalidField: return [.trace(.invalidField(field: "grid.rows"))]
      case .patternIsDrawn: return [.secret(.patternIsDrawn)]
      case .inputTooLong: return [.secret(.inputTooLong(maximumBytes: 4096))]
      case .notDigits:
        return [.secret(.notDigits(kind: .pin)), .secret(.notDigits(kind: .numeric))]
      case .controlCharacter: return [.secret(.controlCharacter)]
      case .normalizedTooLong: return [.secret(.normalizedTooLong(maximumBytes: 1024))]
      case .patternRefused:
        return [
          .secret(.patternRefused(.invalidPattern(.skipsNode(entry: 2)))),
          .secret(.patternRefused(.invalidGrid(.outOfRange(rows: 1, columns: 3)))),
        ]
      case .kindMismatch:
        return kinds.map { Problem.secret(.kindMismatch(entered: $0, stored: .pattern)) }
      case .gridMismatch: return [.secret(.gridMismatch(drawn: square, stored: .standard))]
      case .longerThanRules:
        return kinds.map { Problem.secret(.longerThanRules(maximum: 9, kind: $0)) }
      case .profileLengthOutOfRange: return [.profile(.lengthOutOfRange(maximumBytes: 64))]
      case .profileControlCharacter: return [.profile(.controlCharacter)]
      case .profileRenamed: return [.profile(.renamed(profile: "42"))]
      case .storeIsDirectory: return [.storeFile(.isDirectory(path: "/tmp"))]
      case .storeNamesDirectory: return [.storeFile(.namesDirectory(path: "newdir/"))]
      case .storeNotRegularFile: return [.storeFile(.notRegularFile(path: "/dev/null"))]
      case .storeCannotCreate:
        return [.storeFile(.cannotCreate(path: "ro/new.sqlite", reason: "Read-only file system"))]
      case .storeCannotCreateDirectory:
        return [.storeFile(.cannotCreateDirectory(path: "/x/y2", reason: "Permission denied"))]
      case .storeParentNotDirectory: return [.storeFile(.parentNotDirectory(path: "/x/file"))]
      case .storeCannotSetMode:
        return [
          .storeFile(.cannotSetMode(path: "/x/lock.sqlite", reason: "Operation not permitted"))
        ]
      case .storeOpenToOthers: return [.storeFile(.openToOthers(path: "/x/lock.sqlite"))]
      case .storeMissingDirectory: return [.storeFile(.missingDirectory(path: "/nonexist"))]
      case .storeCannotExamine:
        return [.storeFile(.cannotExamine(path: "/root/lock.sqlite", reason: "Permission denied"))]
      }
    }
  }

  struct Sample: Sendable, CustomTestStringConvertible {
    let reason: Reason
    let problem: Problem
    var testDescription: String { "\(reason.rawValue): \(problem.english)" }
  }

  static let samples: [Sample] = Reason.allCases.flatMap { reason in
    reason.representatives.map { Sample(reason: reason, problem: $0) }
  }

  /// English words a Chinese text may keep: `PIN` of `PIN码` (the catalog's word for a PIN),
  /// `UTF` of `UTF-8` (byte counts are UTF-8 bytes), and the authors who named the strength
  /// meters.
  static let keptWords: Set<String> = ["PIN", "UTF", "Sun", "Andriotis", "Song"]

  /// Type names that would show a value formatted by Swift instead of a message.
  static let typeNames = [
    "Problem", "GestureLockError", "SecurityError", "SecretKind", "Grid(", "ClosedRange",
  ]

  @Test("Each reason's samples really are of that reason")
  func samplesMatchReasons() {
    for reason in Reason.allCases {
      #expect(!reason.representatives.isEmpty, "\(reason)")
      for problem in reason.representatives {
        #expect(Reason(problem) == reason, "\(problem)")
      }
    }
  }

  @Test("The Chinese text is Chinese, keeps every number and leaves no English", arguments: samples)
  func translated(_ sample: Sample) {
    let english = sample.problem.english
    let chinese = sample.problem.chinese
    #expect(!english.isEmpty && !chinese.isEmpty)
    #expect(!TranslationText.containsChinese(english), "\(english)")
    #expect(TranslationText.containsChinese(chinese), "\(chinese)")
    #expect(
      TranslationText.numbers(in: english).isSubset(of: TranslationText.numbers(in: chinese)),
      "\(english) | \(chinese)")
    #expect(
      Set(TranslationText.englishWords(in: chinese)).isSubset(
        of: Self.keptWords.union(sample.problem.keptDetail)), "\(chinese)")
    for text in [english, chinese] {
      #expect(TranslationText.leftovers(in: text, extra: Self.typeNames).isEmpty, "\(text)")
      #expect(text.first?.isWhitespace == false && text.last?.isWhitespace == false)
    }
  }

  @Test("Every CLI line that shows the reason is Chinese throughout", arguments: samples)
  func wholeMessages(_ sample: Sample) {
    for message in sample.problem.messages {
      let english = message.text(in: .english)
      let chinese = message.text(in: .simplifiedChinese)
      #expect(english.contains(sample.problem.english), "\(english)")
      #expect(chinese.contains(sample.problem.chinese), "\(chinese)")
      // `strength：…` names the command, as typed.
      #expect(
        Set(TranslationText.englishWords(in: chinese)).isSubset(
          of: Self.keptWords.union(["strength"]).union(sample.problem.keptDetail)), "\(chinese)")
      #expect(
        TranslationText.numbers(in: english).isSubset(of: TranslationText.numbers(in: chinese)),
        "\(english) | \(chinese)")
    }
  }
}
