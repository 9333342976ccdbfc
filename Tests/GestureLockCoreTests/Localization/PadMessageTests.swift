import GestureLockCore
import Testing

@Suite("Pad messages")
struct PadMessageTests {
  static let every: [PadMessage] = [
    .drawPattern, .drawNewPattern, .confirmPattern, .mismatch, .tooShort(minimum: 4), .enrolled,
    .wrongPattern(attemptsLeft: 4), .wrongPattern(attemptsLeft: 1),
    .wrongPattern(attemptsLeft: 0), .wrongPattern(attemptsLeft: nil),
    .lockedOut(secondsRemaining: 59), .unlocked, .storeUnavailable, .verifying,
    .enterPasscode, .enterNewPasscode, .confirmPasscode, .passcodeMismatch,
    .passcodeTooShort(minimum: 4), .submitKey, .touchOrDrawPattern, .touchOrEnterPasscode,
    .fingerprintNoMatch(triesLeft: 4), .fingerprintRetry(.fingerNotCentered),
    .secretRequired(.restart, typed: false), .secretRequired(.restart, typed: true),
    .secretRequired(.tooManyNoMatches, typed: false),
  ]

  @Test("Every message has distinct, non-empty English and Chinese texts", arguments: every)
  func bothLanguages(_ message: PadMessage) {
    let english = message.text(in: .english)
    let chinese = message.text(in: .simplifiedChinese)
    #expect(!english.isEmpty)
    #expect(!chinese.isEmpty)
    #expect(english != chinese)
    #expect(chinese.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF })
    #expect(!english.contains("\n") && !chinese.contains("\n"))
  }

  @Test("No two messages share a text in the same language")
  func distinctMessages() {
    for language in Language.allCases {
      let texts = PadMessageTests.every.map { $0.text(in: language) }
      #expect(Set(texts).count == texts.count, "\(language)")
    }
  }

  struct Known: Sendable, CustomTestStringConvertible {
    let message: PadMessage
    let english: String
    let chinese: String
    var testDescription: String { english }
  }

  @Test(
    "Known texts",
    arguments: [
      Known(message: .drawPattern, english: "Draw your unlock pattern", chinese: "请绘制解锁图案"),
      Known(
        message: .drawNewPattern, english: "Draw a new unlock pattern", chinese: "请绘制新的解锁图案"),
      Known(
        message: .confirmPattern, english: "Draw the pattern again to confirm",
        chinese: "请再次绘制图案以确认"),
      Known(
        message: .mismatch, english: "Patterns didn't match. Draw a new pattern.",
        chinese: "两次图案不一致，请重新绘制新图案"),
      Known(
        message: .tooShort(minimum: 4), english: "Connect at least 4 dots. Try again.",
        chinese: "至少需连接4个点，请重试"),
      Known(
        message: .tooShort(minimum: 1), english: "Connect at least 1 dot. Try again.",
        chinese: "至少需连接1个点，请重试"),
      Known(message: .enrolled, english: "Pattern saved", chinese: "图案已保存"),
      Known(
        message: .wrongPattern(attemptsLeft: 4), english: "Wrong pattern. 4 attempts left",
        chinese: "图案错误，还可尝试4次"),
      Known(
        message: .wrongPattern(attemptsLeft: 1), english: "Wrong pattern. 1 attempt left",
        chinese: "图案错误，还可尝试1次"),
      Known(
        message: .wrongPattern(attemptsLeft: nil), english: "Wrong pattern. Try again.",
        chinese: "图案错误，请重试"),
      Known(
        message: .lockedOut(secondsRemaining: 59), english: "Too many attempts. Try again in 0:59",
        chinese: "尝试次数过多，请在0:59后重试"),
      Known(
        message: .lockedOut(secondsRemaining: 900),
        english: "Too many attempts. Try again in 15:00",
        chinese: "尝试次数过多，请在15:00后重试"),
      Known(
        message: .lockedOut(secondsRemaining: 3_661),
        english: "Too many attempts. Try again in 1:01:01", chinese: "尝试次数过多，请在1:01:01后重试"),
      Known(
        message: .lockedOut(secondsRemaining: -5), english: "Too many attempts. Try again in 0:00",
        chinese: "尝试次数过多，请在0:00后重试"),
      Known(message: .unlocked, english: "Unlocked", chinese: "已解锁"),
      Known(message: .enterPasscode, english: "Enter your passcode", chinese: "请输入密码"),
      Known(
        message: .passcodeTooShort(minimum: 4), english: "Enter at least 4 characters. Try again.",
        chinese: "至少需输入4个字符，请重试"),
      Known(
        message: .passcodeTooShort(minimum: 1), english: "Enter at least 1 character. Try again.",
        chinese: "至少需输入1个字符，请重试"),
      Known(message: .submitKey, english: "OK", chinese: "确定"),
      Known(
        message: .storeUnavailable, english: "The lock store can't be read. Locked.",
        chinese: "无法读取锁定数据，已保持锁定"),
      Known(message: .verifying, english: "Checking…", chinese: "正在验证…"),
      Known(
        message: .touchOrDrawPattern, english: "Touch the fingerprint reader or draw your pattern",
        chinese: "请触摸指纹读取器或绘制解锁图案"),
      Known(
        message: .touchOrEnterPasscode,
        english: "Touch the fingerprint reader or enter your passcode", chinese: "请触摸指纹读取器或输入密码"),
    ])
  func known(_ known: Known) {
    #expect(known.message.text(in: .english) == known.english)
    #expect(known.message.text(in: .simplifiedChinese) == known.chinese)
  }
}

@Suite("Language identifiers")
struct LanguageTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let identifier: String
    let language: Language?
    var testDescription: String { "'\(identifier)'" }
  }

  @Test(
    "BCP 47 tags and POSIX locale names",
    arguments: [
      Case(identifier: "en", language: .english), Case(identifier: "en-GB", language: .english),
      Case(identifier: "en_US.UTF-8", language: .english),
      Case(identifier: "C", language: .english),
      Case(identifier: "C.UTF-8", language: .english),
      Case(identifier: "POSIX", language: .english),
      Case(identifier: "zh-Hans", language: .simplifiedChinese),
      Case(identifier: "zh-hans-CN", language: .simplifiedChinese),
      Case(identifier: "zh_CN.UTF-8", language: .simplifiedChinese),
      Case(identifier: "zh_CN.GB18030", language: .simplifiedChinese),
      Case(identifier: "zh_SG.UTF-8@stroke", language: .simplifiedChinese),
      Case(identifier: "zh", language: .simplifiedChinese),
      Case(identifier: "zh-Hans-TW", language: .simplifiedChinese),
      Case(identifier: "zh-Hant", language: nil), Case(identifier: "zh_TW.UTF-8", language: nil),
      Case(identifier: "zh-HK", language: nil), Case(identifier: "fr_FR.UTF-8", language: nil),
      Case(identifier: "", language: nil), Case(identifier: "C-x", language: nil),
      Case(identifier: "english", language: nil),
    ])
  func identifiers(_ testCase: Case) {
    #expect(Language(identifier: testCase.identifier) == testCase.language)
  }

  @Test("Every language round-trips through its identifier")
  func roundTrip() {
    for language in Language.allCases {
      #expect(Language(identifier: language.identifier) == language)
    }
    #expect(Language.simplifiedChinese.identifier == "zh-Hans")
  }
}
