import GestureLockCore
public import TestSupport
import Testing

extension PadMessage: TranslatedMessage {}

/// Every `PadMessage` case, with representative arguments, exists in English and Simplified
/// Chinese. `Key(_:)` switches over `PadMessage` without a `default`, so adding a message case
/// fails to compile until it has a key here, and `Key.representatives` switches over `Key`, so
/// the new key cannot be added without sample messages: a message can't ship untranslated or
/// untested.
@Suite("Pad message translations")
struct PadMessageCoverageTests {
  enum Key: String, MessageCatalogKey {
    case drawPattern, drawNewPattern, confirmPattern, mismatch, tooShort, enrolled
    case wrongPattern, lockedOut, unlocked, storeUnavailable, storeBusy, verifying, wrongPasscode
    case enrolledElsewhere, enrolledElsewhereRestart
    case storeDamaged, storeFull, storeReadOnly, storeRetrying
    case passcodeSaved, commonPIN, weakPattern, enterPasscode, enterNewPasscode
    case confirmPasscode, passcodeMismatch, passcodeTooShort, submitKey
    case touchOrDrawPattern, touchOrEnterPasscode, fingerprintNoMatch, fingerprintRetry
    case secretRequired
    case enterPIN, enterNewPIN, confirmPIN, pinMismatch, wrongPIN, pinSaved, touchOrEnterPIN
    case accountPasswordTitle, accountPasswordKeys, accountPasswordHint, accountPasswordWrong
    case accountPasswordLockedOut, accountPasswordNotChecked, accountPasswordNoSecret
    case accountPasswordStoreDamaged

    init(_ message: PadMessage) {
      switch message {
      case .drawPattern: self = .drawPattern
      case .drawNewPattern: self = .drawNewPattern
      case .confirmPattern: self = .confirmPattern
      case .mismatch: self = .mismatch
      case .tooShort: self = .tooShort
      case .enrolled: self = .enrolled
      case .wrongPattern: self = .wrongPattern
      case .lockedOut: self = .lockedOut
      case .unlocked: self = .unlocked
      case .storeUnavailable: self = .storeUnavailable
      case .storeBusy: self = .storeBusy
      case .storeDamaged: self = .storeDamaged
      case .storeFull: self = .storeFull
      case .storeReadOnly: self = .storeReadOnly
      case .storeRetrying: self = .storeRetrying
      case .enrolledElsewhere: self = .enrolledElsewhere
      case .enrolledElsewhereRestart: self = .enrolledElsewhereRestart
      case .verifying: self = .verifying
      case .wrongPasscode: self = .wrongPasscode
      case .passcodeSaved: self = .passcodeSaved
      case .commonPIN: self = .commonPIN
      case .weakPattern: self = .weakPattern
      case .enterPasscode: self = .enterPasscode
      case .enterNewPasscode: self = .enterNewPasscode
      case .confirmPasscode: self = .confirmPasscode
      case .passcodeMismatch: self = .passcodeMismatch
      case .passcodeTooShort: self = .passcodeTooShort
      case .submitKey: self = .submitKey
      case .touchOrDrawPattern: self = .touchOrDrawPattern
      case .touchOrEnterPasscode: self = .touchOrEnterPasscode
      case .fingerprintNoMatch: self = .fingerprintNoMatch
      case .fingerprintRetry: self = .fingerprintRetry
      case .secretRequired: self = .secretRequired
      case .enterPIN: self = .enterPIN
      case .enterNewPIN: self = .enterNewPIN
      case .confirmPIN: self = .confirmPIN
      case .pinMismatch: self = .pinMismatch
      case .wrongPIN: self = .wrongPIN
      case .pinSaved: self = .pinSaved
      case .touchOrEnterPIN: self = .touchOrEnterPIN
      case .accountPasswordTitle: self = .accountPasswordTitle
      case .accountPasswordKeys: self = .accountPasswordKeys
      case .accountPasswordHint: self = .accountPasswordHint
      case .accountPasswordWrong: self = .accountPasswordWrong
      case .accountPasswordLockedOut: self = .accountPasswordLockedOut
      case .accountPasswordNotChecked: self = .accountPasswordNotChecked
      case .accountPasswordNoSecret: self = .accountPasswordNoSecret
      case .accountPasswordStoreDamaged: self = .accountPasswordStoreDamaged
      }
    }

    /// Messages of this key with arguments at and around each branch of the text (singular,
    /// plural, zero, negative, unknown, out of range).
    var representatives: [PadMessage] {
      switch self {
      case .drawPattern: [.drawPattern]
      case .drawNewPattern: [.drawNewPattern]
      case .confirmPattern: [.confirmPattern]
      case .mismatch: [.mismatch]
      case .tooShort: [0, 1, 4, 9, 81].map { PadMessage.tooShort(minimum: $0) }
      case .enrolled: [.enrolled]
      case .wrongPattern: [nil, -1, 0, 1, 2, 4].map { PadMessage.wrongPattern(attemptsLeft: $0) }
      case .lockedOut:
        [-5, 0, 59, 60, 900, 3_599, 3_600, 3_661, 86_400].map {
          PadMessage.lockedOut(secondsRemaining: $0)
        }
      case .unlocked: [.unlocked]
      case .storeUnavailable: [.storeUnavailable]
      case .storeBusy: [.storeBusy]
      case .storeDamaged: [.storeDamaged]
      case .storeFull: [.storeFull]
      case .storeReadOnly: [.storeReadOnly]
      case .storeRetrying: [.storeRetrying]
      case .enrolledElsewhere: [.enrolledElsewhere]
      case .enrolledElsewhereRestart: [.enrolledElsewhereRestart]
      case .verifying: [.verifying]
      case .wrongPasscode:
        [nil, -1, 0, 1, 2, 4].map { PadMessage.wrongPasscode(attemptsLeft: $0) }
      case .passcodeSaved: [.passcodeSaved]
      case .enterPIN: [.enterPIN]
      case .enterNewPIN: [.enterNewPIN]
      case .confirmPIN: [.confirmPIN]
      case .pinMismatch: [.pinMismatch]
      case .wrongPIN: [nil, -1, 0, 1, 2, 4].map { PadMessage.wrongPIN(attemptsLeft: $0) }
      case .pinSaved: [.pinSaved]
      case .touchOrEnterPIN: [.touchOrEnterPIN]
      case .commonPIN: [.commonPIN]
      case .weakPattern: [0, 1, 3, 5, 6].map { PadMessage.weakPattern(minimumClass: $0) }
      case .enterPasscode: [.enterPasscode]
      case .enterNewPasscode: [.enterNewPasscode]
      case .confirmPasscode: [.confirmPasscode]
      case .passcodeMismatch: [.passcodeMismatch]
      case .passcodeTooShort: [0, 1, 4, 6].map { PadMessage.passcodeTooShort(minimum: $0) }
      case .submitKey: [.submitKey]
      case .touchOrDrawPattern: [.touchOrDrawPattern]
      case .touchOrEnterPasscode: [.touchOrEnterPasscode]
      case .fingerprintNoMatch:
        [-1, 0, 1, 2, 4].map { PadMessage.fingerprintNoMatch(triesLeft: $0) }
      case .fingerprintRetry: PadMessage.ScanRetry.allCases.map(PadMessage.fingerprintRetry)
      case .secretRequired:
        SecretRequirement.allCases.flatMap { reason in
          [false, true].map { PadMessage.secretRequired(reason, typed: $0) }
        }
      case .accountPasswordTitle: [.accountPasswordTitle(user: "alice")]
      case .accountPasswordKeys: [.accountPasswordKeys]
      case .accountPasswordHint: [.accountPasswordHint]
      case .accountPasswordWrong:
        [0, 1, 2, 4, Int.max].map { PadMessage.accountPasswordWrong(attemptsBeforeDelay: $0) }
      case .accountPasswordLockedOut: [.accountPasswordLockedOut(until: 1_795_000_000.2)]
      case .accountPasswordNotChecked: [.accountPasswordNotChecked]
      case .accountPasswordNoSecret: [.accountPasswordNoSecret]
      case .accountPasswordStoreDamaged: [.accountPasswordStoreDamaged]
      }
    }
  }

  typealias Sample = MessageSample<Key>

  @Test("Each key has samples of its case, in English and Chinese, different, no placeholder")
  func translated() {
    let problems = Key.translationProblems()
    #expect(problems.isEmpty, "\(problems)")
  }

  @Test("A number in the English text appears in the Chinese one", arguments: Key.samples)
  func sameNumbers(_ sample: Sample) {
    func numbers(_ text: String) -> [String] {
      text.split(whereSeparator: { !$0.isASCII || !$0.isNumber && $0 != ":" })
        .map(String.init).filter { $0.contains(where: \.isNumber) }
    }
    #expect(
      numbers(sample.message.text(in: .english)).sorted()
        == numbers(sample.message.text(in: .simplifiedChinese)).sorted())
  }

  @Test("Every language is covered by the translation checks")
  func languages() {
    #expect(Language.allCases.count == 2, "add the new language to the checks in this suite")
  }
}
