import Foundation
import GestureLockBiometrics
import GestureLockCore
import GestureLockFingerprint
import GestureLockPadFlow
import GestureLockRender
import GestureLockScreenLock
import GestureLockSecurity
import GestureLockTerminal
import GestureLockWindow
import TestSupport
import Testing

@testable import gesturelock_tool

extension CLIMessage: TranslatedMessage {}

/// Every `CLIMessage` case, with representative arguments, exists in English and Simplified
/// Chinese. `Key(_:)` switches over `CLIMessage` without a `default`, so a new message case
/// fails to compile until it has a key here, and `Key.representatives` switches over `Key`, so
/// the key cannot be added without sample messages: a CLI message can't ship untranslated or
/// untested. (`CLIMessage.text(in:)` itself switches exhaustively over both languages.)
@Suite("CLI message translations")
struct CLIMessageCoverageTests {
  enum Key: String, MessageCatalogKey {
    case unexpectedArgument, optionNeedsValue, optionNeedsNonEmptyValue, optionGivenTwice
    case optionTakesNoValue, unknownOption, optionNotForCommand, unknownCommand, missingTrace
    case missingPattern, missingOutput, notOneOf, numberOutOfRange, readyDescriptorNotOpen
    case invalidGridOption
    case hitRadiusOutOfRange, strengthClassOutOfRange, strengthClassGrid, viewMissing
    case invalidView, minimumLengthOutOfRange, minimumLengthNotWhole, patternOnlyOption
    case hitRadiusNeedsTrace, pinLengthNeedsPIN, passcodePadTakesNoPattern
    case recordWouldRevealPasscode, passcodePadHasNoRoute, passcodePadHasNoStrength
    case cannotCreateRecording, unknownOutputType, inputTooLarge, inputNotUTF8
    case inputMissingLine, invalidPattern, invalidSecret, patternNotOneStroke, traceNotFound
    case traceIsDirectory, traceTooLarge, traceUnreadable, traceFieldMissing
    case traceFieldWrongType, traceFieldNull, traceFieldInvalid, traceNotJSON, traceNotATrace
    case traceRefused, traceForTypedSecret, traceGridMismatch, traceCompletesNoPattern
    case cannotWrite, layoutRefused, strengthUndefined, countNeeds128Bit, countGridTooLarge
    case confirmationMismatch, tooShortToEnrol, tooShortToCheck, tooLong, pinLength
    case commonPINRefused, commonPINWarning, patternTooWeak, alreadyEnrolled
    case refusedAfterEnrolment, saved, savedByPad, unlocked, wrong, wrongAndLockedOut, lockedOut
    case lockedPermanently, wiped, notEnrolled, removed, counting, security, pad, unexpected
    case cannotCreateEventLog, tuiAndWindow, noDisplayNorTerminal, terminal, outputIsStore
    case eventsOnScreen, eventsIsRecording
    case inputUnreadable, memoryUnprotected, traced
    case noStore, storeDirectoryOpen
    case viewHasNoArea, secretPrompt, displayLost
    case unknownAction, fingerprint
    case lock

    init(_ message: CLIMessage) {
      switch message {
      case .unexpectedArgument: self = .unexpectedArgument
      case .optionNeedsValue: self = .optionNeedsValue
      case .optionNeedsNonEmptyValue: self = .optionNeedsNonEmptyValue
      case .optionGivenTwice: self = .optionGivenTwice
      case .optionTakesNoValue: self = .optionTakesNoValue
      case .unknownOption: self = .unknownOption
      case .optionNotForCommand: self = .optionNotForCommand
      case .unknownCommand: self = .unknownCommand
      case .missingTrace: self = .missingTrace
      case .missingPattern: self = .missingPattern
      case .missingOutput: self = .missingOutput
      case .notOneOf: self = .notOneOf
      case .numberOutOfRange: self = .numberOutOfRange
      case .readyDescriptorNotOpen: self = .readyDescriptorNotOpen
      case .invalidGridOption: self = .invalidGridOption
      case .hitRadiusOutOfRange: self = .hitRadiusOutOfRange
      case .strengthClassOutOfRange: self = .strengthClassOutOfRange
      case .strengthClassGrid: self = .strengthClassGrid
      case .viewMissing: self = .viewMissing
      case .invalidView: self = .invalidView
      case .minimumLengthOutOfRange: self = .minimumLengthOutOfRange
      case .minimumLengthNotWhole: self = .minimumLengthNotWhole
      case .patternOnlyOption: self = .patternOnlyOption
      case .hitRadiusNeedsTrace: self = .hitRadiusNeedsTrace
      case .pinLengthNeedsPIN: self = .pinLengthNeedsPIN
      case .passcodePadTakesNoPattern: self = .passcodePadTakesNoPattern
      case .recordWouldRevealPasscode: self = .recordWouldRevealPasscode
      case .passcodePadHasNoRoute: self = .passcodePadHasNoRoute
      case .passcodePadHasNoStrength: self = .passcodePadHasNoStrength
      case .cannotCreateRecording: self = .cannotCreateRecording
      case .unknownOutputType: self = .unknownOutputType
      case .inputTooLarge: self = .inputTooLarge
      case .inputNotUTF8: self = .inputNotUTF8
      case .inputUnreadable: self = .inputUnreadable
      case .memoryUnprotected: self = .memoryUnprotected
      case .traced: self = .traced
      case .viewHasNoArea: self = .viewHasNoArea
      case .secretPrompt: self = .secretPrompt
      case .displayLost: self = .displayLost
      case .unknownAction: self = .unknownAction
      case .fingerprint: self = .fingerprint
      case .lock: self = .lock
      case .inputMissingLine: self = .inputMissingLine
      case .invalidPattern: self = .invalidPattern
      case .invalidSecret: self = .invalidSecret
      case .patternNotOneStroke: self = .patternNotOneStroke
      case .traceNotFound: self = .traceNotFound
      case .traceIsDirectory: self = .traceIsDirectory
      case .traceTooLarge: self = .traceTooLarge
      case .traceUnreadable: self = .traceUnreadable
      case .traceFieldMissing: self = .traceFieldMissing
      case .traceFieldWrongType: self = .traceFieldWrongType
      case .traceFieldNull: self = .traceFieldNull
      case .traceFieldInvalid: self = .traceFieldInvalid
      case .traceNotJSON: self = .traceNotJSON
      case .traceNotATrace: self = .traceNotATrace
      case .traceRefused: self = .traceRefused
      case .traceForTypedSecret: self = .traceForTypedSecret
      case .traceGridMismatch: self = .traceGridMismatch
      case .traceCompletesNoPattern: self = .traceCompletesNoPattern
      case .cannotWrite: self = .cannotWrite
      case .layoutRefused: self = .layoutRefused
      case .strengthUndefined: self = .strengthUndefined
      case .countNeeds128Bit: self = .countNeeds128Bit
      case .countGridTooLarge: self = .countGridTooLarge
      case .confirmationMismatch: self = .confirmationMismatch
      case .tooShortToEnrol: self = .tooShortToEnrol
      case .tooShortToCheck: self = .tooShortToCheck
      case .tooLong: self = .tooLong
      case .pinLength: self = .pinLength
      case .commonPINRefused: self = .commonPINRefused
      case .commonPINWarning: self = .commonPINWarning
      case .patternTooWeak: self = .patternTooWeak
      case .alreadyEnrolled: self = .alreadyEnrolled
      case .refusedAfterEnrolment: self = .refusedAfterEnrolment
      case .saved: self = .saved
      case .savedByPad: self = .savedByPad
      case .unlocked: self = .unlocked
      case .wrong: self = .wrong
      case .wrongAndLockedOut: self = .wrongAndLockedOut
      case .lockedOut: self = .lockedOut
      case .lockedPermanently: self = .lockedPermanently
      case .wiped: self = .wiped
      case .notEnrolled: self = .notEnrolled
      case .noStore: self = .noStore
      case .storeDirectoryOpen: self = .storeDirectoryOpen
      case .removed: self = .removed
      case .counting: self = .counting
      case .security: self = .security
      case .pad: self = .pad
      case .unexpected: self = .unexpected
      case .cannotCreateEventLog: self = .cannotCreateEventLog
      case .tuiAndWindow: self = .tuiAndWindow
      case .noDisplayNorTerminal: self = .noDisplayNorTerminal
      case .outputIsStore: self = .outputIsStore
      case .eventsOnScreen: self = .eventsOnScreen
      case .eventsIsRecording: self = .eventsIsRecording
      case .terminal: self = .terminal
      }
    }

    /// Messages of this key, with arguments at each branch of the text (every secret kind,
    /// every library error case, singular and plural counts).
    var representatives: [CLIMessage] {
      let kinds = SecretKind.allCases
      let grid = Grid.standard
      let big = try! Grid(rows: 9, columns: 9)
      let patternError = GestureLockError.invalidPattern(.repeatsNode(entry: 4))
      // One error of each case; every reason is checked in `LibraryProblemTranslationTests`.
      let coreErrors: [GestureLockError] = [
        .invalidGrid(.outOfRange(rows: 10, columns: 10)), patternError,
        .invalidLayout(.hitRadiusFactorOutOfRange), .invalidTrace(.noSamples),
      ]
      let securityErrors: [SecurityError] = [
        .storeUnavailable("/tmp/x.sqlite is not a database"), .storeBusy(operation: "step"),
        .storeReadOnly(operation: "commit"), .storeFull(operation: "commit"),
        .storeFile(.missingDirectory(path: "/nonexist")),
        .storeFile(.isDirectory(path: "/tmp")),
        .storeFile(.cannotCreate(path: "ro/new.sqlite", reason: "Read-only file system")),
        .invalidHash("unknown algorithm"),
        .cryptoFailure(operation: "PKCS5_PBKDF2_HMAC", message: "error:0"),
        .invalidSecret(.notDigits(kind: .pin)), .invalidParameters("iterations below 1"),
        .invalidProfile(.controlCharacter),
      ]
      let renderErrors: [RenderError] = [
        .invalidSize("width 0"), .cairoFailure(operation: "cairo_create", message: "no memory"),
        .cannotWrite(path: "/x/y.png", reason: "No such file or directory"),
        .cannotRead(path: "/x/y.png", reason: "file not found"),
      ]
      let roles: [SecretRole] =
        kinds.flatMap { [SecretRole.secret($0), .current($0), .new($0)] } + [
          .confirmation, .patternOption,
        ]
      switch self {
      case .unexpectedArgument: return [.unexpectedArgument("extra")]
      case .optionNeedsValue: return [.optionNeedsValue(option: "store")]
      case .optionNeedsNonEmptyValue: return [.optionNeedsNonEmptyValue(option: "grid")]
      case .optionGivenTwice: return [.optionGivenTwice(option: "grid")]
      case .optionTakesNoValue: return [.optionTakesNoValue(option: "force")]
      case .unknownOption: return [.unknownOption(option: "bogus")]
      case .optionNotForCommand: return [.optionNotForCommand(command: "status", option: "grid")]
      case .unknownCommand: return [.unknownCommand("unlock")]
      case .missingTrace: return [.missingTrace(command: "recognize")]
      case .missingPattern: return [.missingPattern(command: "render")]
      case .missingOutput: return [.missingOutput(command: "render")]
      case .notOneOf:
        return [.notOneOf(option: "route", value: "any", choices: ["skip-rule", "free"])]
      case .numberOutOfRange:
        return [.numberOutOfRange(option: "size", value: "2", range: 16...4096)]
      case .invalidGridOption:
        return [
          .invalidGridOption(
            value: "10x10", error: .invalidGrid(.outOfRange(rows: 10, columns: 10))),
          .invalidGridOption(value: "abc", error: .invalidGrid(.malformed(text: "abc"))),
        ]
      case .hitRadiusOutOfRange:
        return [.hitRadiusOutOfRange(value: "0.9", range: 0.15...0.45, standard: 0.3)]
      case .strengthClassOutOfRange: return [.strengthClassOutOfRange(value: "7")]
      case .strengthClassGrid:
        return [
          .strengthClassGrid(
            grid: try! Grid(rows: 4, columns: 4),
            error: .invalidGrid(.strengthPolicyNeedsStandardGrid(try! Grid(rows: 4, columns: 4))))
        ]
      case .viewMissing: return [.viewMissing]
      case .readyDescriptorNotOpen: return [.readyDescriptorNotOpen(value: "7")]
      case .invalidView: return [.invalidView(value: "wide")]
      case .viewHasNoArea: return [.viewHasNoArea(value: "0x300")]
      case .secretPrompt: return roles.filter { $0 != .patternOption }.map(CLIMessage.secretPrompt)
      case .displayLost: return [.displayLost(.window), .displayLost(.terminal)]
      case .lock:
        return [
          .lock(.notEnrolled(profile: "default")), .lock(.noDisplay(name: ":9")),
          .lock(.grabFailed(keyboard: true)), .lock(.grabFailed(keyboard: false)),
          .lock(.displayLost), .lock(.failed(reason: "XCreateWindow")),
          .lock(.padStopped(reason: "the store is damaged")), .lock(.holderGone),
        ] + CoverTampering.allCases.map { .lock(.tampered($0)) }
      case .minimumLengthOutOfRange:
        return [.minimumLengthOutOfRange(value: "12", grid: grid)]
      case .minimumLengthNotWhole: return [.minimumLengthNotWhole]
      case .patternOnlyOption:
        return kinds.map { CLIMessage.patternOnlyOption(option: "grid", kind: $0) }
      case .hitRadiusNeedsTrace: return [.hitRadiusNeedsTrace]
      case .pinLengthNeedsPIN: return [.pinLengthNeedsPIN]
      case .passcodePadTakesNoPattern: return [.passcodePadTakesNoPattern]
      case .recordWouldRevealPasscode: return [.recordWouldRevealPasscode]
      case .passcodePadHasNoRoute: return [.passcodePadHasNoRoute]
      case .passcodePadHasNoStrength: return [.passcodePadHasNoStrength]
      case .cannotCreateRecording: return [.cannotCreateRecording(path: "/nope/trace.json")]
      case .unknownOutputType: return [.unknownOutputType]
      case .inputTooLarge: return [.inputTooLarge(kibibytes: 64)]
      case .inputNotUTF8: return [.inputNotUTF8]
      case .inputUnreadable:
        return [
          .inputUnreadable(reason: "Is a directory"),
          .inputUnreadable(reason: "Bad file descriptor"),
        ]
      case .memoryUnprotected: return [.memoryUnprotected(reason: "Operation not permitted")]
      case .traced: return [.traced(pid: 4242)]
      case .inputMissingLine: return roles.map { CLIMessage.inputMissingLine($0) }
      case .invalidPattern:
        return roles.map { CLIMessage.invalidPattern($0, patternError) }
          + coreErrors.map { CLIMessage.invalidPattern(.confirmation, $0) }
      case .invalidSecret:
        return securityErrors.map { CLIMessage.invalidSecret(.secret(.pin), $0) }
      case .patternNotOneStroke: return [.patternNotOneStroke]
      case .traceNotFound: return [.traceNotFound(path: "swipe.json")]
      case .traceIsDirectory: return [.traceIsDirectory(path: "/tmp")]
      case .traceTooLarge: return [.traceTooLarge(mebibytes: 64)]
      case .traceUnreadable: return [.traceUnreadable(path: "swipe.json")]
      case .traceFieldMissing: return [.traceFieldMissing(field: "samples[2].phase")]
      case .traceFieldWrongType: return [.traceFieldWrongType(field: "view.width")]
      case .traceFieldNull: return [.traceFieldNull(field: "grid")]
      case .traceFieldInvalid: return [.traceFieldInvalid(field: "samples[0].phase")]
      case .traceNotJSON: return [.traceNotJSON]
      case .traceNotATrace: return [.traceNotATrace]
      case .traceRefused: return coreErrors.map { CLIMessage.traceRefused($0) }
      case .traceForTypedSecret:
        return kinds.filter { $0 != .pattern }.map { CLIMessage.traceForTypedSecret(kind: $0) }
      case .traceGridMismatch:
        return [.traceGridMismatch(trace: try! Grid(rows: 4, columns: 4), enrolled: grid)]
      case .traceCompletesNoPattern: return [.traceCompletesNoPattern]
      case .cannotWrite:
        return renderErrors.map { CLIMessage.cannotWrite(path: "a.png", error: $0) }
      case .layoutRefused: return coreErrors.map { CLIMessage.layoutRefused($0) }
      case .strengthUndefined: return coreErrors.map { CLIMessage.strengthUndefined($0) }
      case .countNeeds128Bit: return [.countNeeds128Bit]
      case .countGridTooLarge: return [.countGridTooLarge(big)]
      case .confirmationMismatch: return kinds.map { CLIMessage.confirmationMismatch(kind: $0) }
      case .tooShortToEnrol:
        return kinds.flatMap { kind in
          [1, 4].map { CLIMessage.tooShortToEnrol(kind: kind, minimum: $0) }
        }
      case .tooShortToCheck:
        return kinds.map { CLIMessage.tooShortToCheck(kind: $0, minimum: 4) }
      case .tooLong: return kinds.map { CLIMessage.tooLong(kind: $0, maximum: 9) }
      case .pinLength: return [.pinLength(allowed: [4, 6]), .pinLength(allowed: [6])]
      case .commonPINRefused: return [.commonPINRefused]
      case .commonPINWarning: return [.commonPINWarning]
      case .patternTooWeak:
        return [.patternTooWeak(violation: .weakPattern(minimumClass: 3))]
      case .alreadyEnrolled: return [.alreadyEnrolled(profile: "pay")]
      case .refusedAfterEnrolment: return [.refusedAfterEnrolment]
      case .saved: return kinds.map { CLIMessage.saved(kind: $0) }
      case .savedByPad: return kinds.map { CLIMessage.savedByPad(kind: $0, path: "/x/lock.sqlite") }
      case .unlocked: return [.unlocked]
      case .wrong:
        return kinds.flatMap { kind in
          [0, 1, 4].map { CLIMessage.wrong(kind: kind, attemptsLeft: $0) }
        }
      case .wrongAndLockedOut:
        return kinds.map {
          CLIMessage.wrongAndLockedOut(kind: $0, until: 1_800_000_000, secondsLeft: 60)
        }
      case .lockedOut:
        return [59, 3_600].map { CLIMessage.lockedOut(until: 1_800_000_000, secondsLeft: $0) }
      case .lockedPermanently: return [.lockedPermanently]
      case .wiped: return [.wiped(profile: "default")]
      case .notEnrolled: return [.notEnrolled(profile: "default")]
      case .noStore: return [.noStore(path: "/x/lock.sqlite")]
      case .storeDirectoryOpen:
        return [
          .storeDirectoryOpen(path: "/x", mode: 0o755, mayBeMadePrivate: true),
          .storeDirectoryOpen(path: "/tmp", mode: 0o1777, mayBeMadePrivate: false),
        ]
      case .removed: return [.removed(profile: "default")]
      case .counting: return [.counting(grid)]
      case .security: return securityErrors.map { CLIMessage.security($0) }
      case .pad:
        return [
          .pad(.noDisplay),
          .pad(.storeUnavailable(.storeUnavailable("store damaged or unreadable: x"))),
          .pad(.storeUnavailable(.storeFile(.openToOthers(path: "/x/lock.sqlite")))),
          .pad(.sdlFailure(operation: "SDL_Init", message: "no video")),
        ]
      case .unexpected: return [.unexpected("Swift error 42")]
      case .unknownAction:
        return [
          .unknownAction(command: "fingerprint", action: "", choices: ["enable", "disable"]),
          .unknownAction(command: "fingerprint", action: "on", choices: ["enable", "disable"]),
        ]
      case .fingerprint:
        let reasons: [FingerprintReason] =
          [
            .notEnabled(profile: "default"), .noSystemBus, .noFprintd, .noReader,
            .noEnrolledFingers, .readerBusy, .permissionDenied, .fprintdNoAnswer,
            .fprintdFailed("x"),
            .timedOut(seconds: 30), .readerFailed,
          ] + SecretRequirement.allCases.map { .secretRequired($0) }
        let retries: [FingerprintScan.RetryReason] = [
          .scanAgain, .swipeTooShort, .fingerNotCentered, .removeAndRetry,
        ]
        let messages: [FingerprintMessage] =
          reasons.map { .unavailable($0) } + retries.map { .retry($0) }
          + [0, 1, 4].map { .noMatch(triesLeft: $0) }
          + [
            .touchReader, .enabled(profile: "default", fingers: 1),
            .enabled(profile: "default", fingers: 2), .disabled(profile: "default"),
            .wasNotEnabled(profile: "default"), .timeoutNeedsFingerprint, .fingerprintWithTrace,
          ]
        return messages.map { CLIMessage.fingerprint($0) }
      case .cannotCreateEventLog: return [.cannotCreateEventLog(path: "/nope/events.jsonl")]
      case .tuiAndWindow: return [.tuiAndWindow]
      case .noDisplayNorTerminal:
        return [.noDisplayNorTerminal(.notBothTerminals), .noDisplayNorTerminal(.dumb)]
      case .eventsOnScreen: return [.eventsOnScreen(path: "/dev/tty")]
      case .eventsIsRecording: return [.eventsIsRecording(path: "/tmp/pad.json")]
      case .outputIsStore:
        return [
          .outputIsStore(option: "events", path: "/x/lock.sqlite"),
          .outputIsStore(option: "record", path: "/x/lock.sqlite-wal"),
        ]
      case .terminal:
        return [
          .terminal(.notATerminal), .terminal(.dumbTerminal),
          .terminal(.storeUnavailable(.storeUnavailable("/x/lock.sqlite is not a regular file"))),
          .terminal(.storeUnavailable(.storeFile(.notRegularFile(path: "/x/lock.sqlite")))),
          .terminal(.systemCall(operation: "tcsetattr", code: 5, message: "I/O error")),
          .terminal(.drawing("cairo_create failed")),
        ]
      }
    }
  }

  typealias Sample = MessageSample<Key>

  /// Type names that would show a value formatted by Swift instead of a message.
  static let typeNames = [
    "SecretKind", "GestureLockError", "SecurityError", "RenderError", "PadError", "CLIMessage",
  ]

  @Test("Each key has samples of its case, in English and Chinese, different, no type name")
  func translated() {
    let problems = Key.translationProblems(extraLeftovers: Self.typeNames)
    #expect(problems.isEmpty, "\(problems)")
  }

  @Test(
    "Every number and every option in the English text appears in the Chinese one",
    arguments: Key.samples)
  func sameFacts(_ sample: Sample) {
    func options(_ text: String) -> Set<String> {
      Set(
        text.split(whereSeparator: { !$0.isASCII || !($0.isLetter || $0 == "-") })
          .map(String.init).filter { $0.hasPrefix("--") && $0.count > 2 })
    }
    let english = sample.message.text(in: .english)
    let chinese = sample.message.text(in: .simplifiedChinese)
    #expect(
      TranslationText.numbers(in: english).isSubset(of: TranslationText.numbers(in: chinese)),
      "\(english) | \(chinese)")
    #expect(options(english).isSubset(of: options(chinese)), "\(english) | \(chinese)")
  }

  @Test("Whole-number bounds are written without '.0', fractions as they are, in every language")
  func wholeNumbers() {
    let size = CLIMessage.numberOutOfRange(option: "size", value: "1", range: 16...4096)
    #expect(size.text(in: .english) == "--size: '1' is not a number from 16 to 4096")
    #expect(size.text(in: .simplifiedChinese) == "--size：'1' 不是 16 到 4096 之间的数")
    let radius = CLIMessage.hitRadiusOutOfRange(value: "9", range: 0.15...0.45, standard: 0.3)
    #expect(radius.text(in: .english).hasSuffix(" from 0.15 to 0.45 (default 0.3)"))
    #expect(radius.text(in: .simplifiedChinese).contains("0.15 到 0.45 之间的点间距比例（默认 0.3）"))
    for (value, text) in [(1.0, "1"), (81, "81"), (-2, "-2"), (0.5, "0.5"), (1e20, "1e+20")] {
      #expect(CLIMessage.number(value) == text)
    }
  }

  @Test("recognize --min-length and render --size name their ranges in whole numbers, end to end")
  func wholeNumbersEndToEnd() throws {
    let cases: [([String], String)] = [
      (["recognize", "--trace", "/nonexistent.json", "--min-length", "0"], "from 1 to 81\n"),
      (
        ["render", "--pattern", "0-1-2-5", "--out", "/tmp/x.png", "--size", "1"],
        "from 16 to 4096\n"
      ),
    ]
    for (arguments, ending) in cases {
      let result = try ProcessRunner.run(
        ProductBinary.gesturelock, arguments, environment: ["LANG": "C"])
      #expect(result.status == 2)
      #expect(result.stderr.hasSuffix(ending), "\(result.stderr)")
      #expect(!result.stderr.contains(".0"), "\(result.stderr)")
    }
  }

  @Test("Every language is covered by the translation checks")
  func languages() {
    #expect(Language.allCases.count == 2, "add the new language to the checks in this suite")
  }
}
