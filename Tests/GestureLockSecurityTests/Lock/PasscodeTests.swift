import Foundation
import GestureLockCore
import Testing

@testable import GestureLockSecurity

/// One way of writing a number in another script.
struct DigitSpelling: Sendable, CustomTestStringConvertible {
  let script: String
  let text: String
  let ascii: String
  var testDescription: String { script }
}

@Suite("Passcodes: normalisation, limits and policy")
struct PasscodeTests {
  static let spellings = [
    DigitSpelling(script: "Arabic-Indic", text: "٠١٢٣٤٥٦٧٨٩", ascii: "0123456789"),
    DigitSpelling(script: "Extended Arabic-Indic", text: "۰۱۲۳۴۵۶۷۸۹", ascii: "0123456789"),
    DigitSpelling(script: "fullwidth", text: "０１２３４５６７８９", ascii: "0123456789"),
    DigitSpelling(script: "Devanagari (any Nd digit)", text: "१२३४", ascii: "1234"),
    DigitSpelling(script: "mixed scripts", text: "1٢۳４", ascii: "1234"),
  ]

  @Test("Composed and decomposed \"café\" are the same passcode")
  func cafe() throws {
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    #expect(Array(composed.utf8) != Array(decomposed.utf8))
    let a = try Secret.typed(composed, kind: .passcode)
    let b = try Secret.typed(decomposed, kind: .passcode)
    #expect(a.bytes == b.bytes)
    #expect(a.length == 4 && b.length == 4)
    let fixture = try LockFixture()
    #expect(try fixture.lock.enroll(a, confirmation: b) == .enrolled)
    #expect(try fixture.lock.verify(b) == .accepted)
  }

  @Test(
    "A text passcode with a control character is refused, never hashed as something else",
    arguments: ["wxyz\u{0}\u{0}", "\u{0}wxyz", "ab\u{0}cd", "ab\u{1B}cd", "ab\u{85}cd"])
  func controlCharacters(_ text: String) throws {
    #expect(throws: SecurityError.invalidSecret(.controlCharacter)) {
      try Secret.typed(text, kind: .passcode)
    }
  }

  @Test(
    "Digits of other scripts are the ASCII digits in PINs and numeric passcodes",
    arguments: spellings)
  func digits(_ spelling: DigitSpelling) throws {
    for kind in [SecretKind.pin, .numeric] {
      let other = try Passcode(spelling.text, kind: kind)
      let ascii = try Passcode(spelling.ascii, kind: kind)
      #expect(other.canonicalBytes == ascii.canonicalBytes)
      #expect(other.digits == spelling.ascii)
      #expect(other.length == spelling.ascii.count)
    }
    // In a text passcode they stay as typed.
    #expect(
      try Passcode(spelling.text, kind: .passcode).canonicalBytes
        != (try Passcode(spelling.ascii, kind: .passcode).canonicalBytes)
        || spelling.text == spelling.ascii)
  }

  @Test("A PIN enrolled in Arabic-Indic digits unlocks with fullwidth and ASCII digits")
  func crossScriptUnlock() throws {
    let fixture = try LockFixture()
    let pin = try Secret.typed("٥٨٢٧", kind: .pin)
    #expect(
      try fixture.lock.enroll(pin, confirmation: try Secret.typed("۵۸۲۷", kind: .pin)) == .enrolled)
    #expect(try fixture.lock.verify(try Secret.typed("５８２７", kind: .pin)) == .accepted)
    #expect(try fixture.lock.verify(try Secret.typed("5827", kind: .pin)) == .accepted)
  }

  @Test(
    "Anything but decimal digits in a numeric kind is an error that never quotes the input",
    arguments: ["12a4", "12 34", "-123", "½234", "12٫3", "١٢٣٤\n", "1234\u{301}"])
  func notDigits(_ text: String) {
    for kind in [SecretKind.pin, .numeric] {
      let error = securityError { () throws(SecurityError) in try Passcode(text, kind: kind) }
      #expect(error == .invalidSecret(.notDigits(kind: kind)), "\(kind)")
      #expect(!(error?.description.contains(text) ?? true))
    }
  }

  @Test("A one-character passcode is refused by default and enrolled when the policy allows it")
  func oneCharacter() throws {
    let one = try Secret.typed("é", kind: .passcode)
    #expect(one.length == 1)
    #expect(LockPolicy.cheap.evaluate(one) == .refused(.tooShort(minimum: 4)))
    let fixture = try LockFixture(policy: .cheap { $0.passcode.textMinimumLength = 1 })
    #expect(
      try fixture.lock.enroll(one, confirmation: try Secret.typed("e\u{301}", kind: .passcode))
        == .enrolled)
    #expect(try fixture.lock.status().enrolledStatus?.rules.minimumLength == 1)
    #expect(try fixture.lock.verify(one) == .accepted)
  }

  @Test("1,024 bytes are a passcode; 1,025 are an error before anything is hashed or stored")
  func byteLimit() throws {
    #expect(try Passcode(String(repeating: "a", count: 1024), kind: .passcode).length == 1024)
    let fixture = try LockFixture()
    let error = securityError { () throws(SecurityError) in
      try fixture.lock.enroll(
        try Secret.typed(String(repeating: "a", count: 1025), kind: .passcode),
        confirmation: try Secret.typed(String(repeating: "a", count: 1025), kind: .passcode))
    }
    #expect(error == .invalidSecret(.normalizedTooLong(maximumBytes: 1024)))
    #expect(error?.description.contains("1024") == true)
    #expect(fixture.hasher.hashCount == 0)
    #expect(!FileManager.default.fileExists(atPath: fixture.path))
  }

  @Test("The limit applies after normalisation, both ways")
  func byteLimitAfterNormalisation() throws {
    // 512 decomposed "é" are 1,536 bytes as typed and 1,024 in NFC: allowed, and the same
    // passcode as the composed form.
    let decomposed = String(repeating: "e\u{301}", count: 512)
    #expect(decomposed.utf8.count == 1536)
    let fromDecomposed = try Passcode(decomposed, kind: .passcode)
    #expect(
      fromDecomposed == (try Passcode(String(repeating: "\u{E9}", count: 512), kind: .passcode)))
    // 300 U+0958 are 900 bytes as typed but decompose in NFC to 1,800: refused.
    let expanding = String(repeating: "\u{0958}", count: 300)
    #expect(expanding.utf8.count == 900)
    let error = securityError { () throws(SecurityError) in
      try Passcode(expanding, kind: .passcode)
    }
    #expect(error == .invalidSecret(.normalizedTooLong(maximumBytes: 1024)))
    // 1,025 Arabic-Indic digits: 2,050 bytes typed, 1,025 ASCII digits: refused.
    let digits = String(repeating: "٣", count: 1025)
    #expect(
      securityError { () throws(SecurityError) in try Passcode(digits, kind: .numeric) }
        == .invalidSecret(.normalizedTooLong(maximumBytes: 1024)))
    // More than 4,096 bytes as typed are refused before normalising.
    let huge = String(repeating: "e\u{301}", count: 1366)
    #expect(
      securityError { () throws(SecurityError) in try Passcode(huge, kind: .passcode) }
        == .invalidSecret(.inputTooLong(maximumBytes: 4096)))
  }

  @Test("A PIN and a numeric code hash the same bytes; the text \"5827\" is another secret")
  func encodings() throws {
    let pin = try Secret.typed("5827", kind: .pin)
    let numeric = try Secret.typed("5827", kind: .numeric)
    let text = try Secret.typed("5827", kind: .passcode)
    #expect(pin.bytes == numeric.bytes)
    #expect(pin.bytes != text.bytes)
    #expect(pin.bytes != (try secret("1-2-3-4")).bytes)
    #expect(Array(pin.bytes.prefix(4)) == [0x47, 0x4C, 0x44, 0x01])
    #expect(Array(text.bytes.prefix(4)) == [0x47, 0x4C, 0x54, 0x01])
    // The kind is still checked: a PIN is not entered as a text passcode.
    let fixture = try LockFixture()
    #expect(try fixture.lock.enroll(pin, confirmation: pin) == .enrolled)
    let error = securityError { () throws(SecurityError) in try fixture.lock.verify(text) }
    #expect(error == .invalidSecret(.kindMismatch(entered: .passcode, stored: .pin)))
    // Same bytes, but a PIN confirmed as a numeric code is a mismatch.
    #expect(try LockFixture().lock.enroll(pin, confirmation: numeric) == .mismatch)
  }

  @Test(
    "A common PIN is refused by default and enrolled with a warning under the warning policy",
    arguments: ["1234", "0000", "1990", "٠٠٠٠", "123456"])
  func commonPIN(_ text: String) throws {
    let pin = try Secret.typed(text, kind: .pin)
    let refusing = try LockFixture()
    #expect(refusing.policy.evaluate(pin) == .refused(.commonPIN))
    #expect(try refusing.lock.enroll(pin, confirmation: pin) == .commonPIN)
    #expect(refusing.hasher.hashCount == 0)
    #expect(try refusing.lock.status().isEnrolled == false)

    let warning = try LockFixture(policy: .cheap { $0.blocklistMode = .warn })
    #expect(warning.policy.evaluate(pin) == .allowedWithWarning(.commonPIN))
    #expect(try warning.lock.enroll(pin, confirmation: pin) == .enrolled)
    #expect(try warning.lock.verify(pin) == .accepted)
  }

  @Test(
    "By default the iOS blocklist refuses 1234, 0000, 1990, ١٢٣٤ and 123456, not 8068",
    arguments: [
      ("1234", true), ("0000", true), ("1990", true), ("١٢٣٤", true), ("123456", true),
      ("8068", false), ("806842", false),
    ])
  func defaultBlocklist(text: String, blocked: Bool) throws {
    let pin = try Secret.typed(text, kind: .pin)
    #expect(LockPolicy.cheap.evaluate(pin) == (blocked ? .refused(.commonPIN) : .allowed))
    let fixture = try LockFixture()
    #expect(try fixture.lock.enroll(pin, confirmation: pin) == (blocked ? .commonPIN : .enrolled))
  }

  @Test("The common-PIN rule covers custom numeric codes too, and not text passcodes")
  func commonNumeric() throws {
    let policy = LockPolicy.cheap { $0.commonPINs = ListedPINs(["1234"]) }
    #expect(policy.evaluate(try Secret.typed("1234", kind: .numeric)) == .refused(.commonPIN))
    #expect(policy.evaluate(try Secret.typed("1234", kind: .passcode)) == .allowed)
    #expect(policy.evaluate(try Secret.typed("2580", kind: .pin)) == .allowed)
  }

  @Test(
    "PINs have 4 or 6 digits; other lengths are refused at enrolment", arguments: [3, 4, 5, 6, 7])
  func pinLengths(_ count: Int) throws {
    let pin = try Secret.typed(String("5827391046".prefix(count)), kind: .pin)
    let expected: PolicyEvaluation =
      [4, 6].contains(count) ? .allowed : .refused(.pinLength(allowed: [4, 6]))
    #expect(LockPolicy.cheap.evaluate(pin) == expected)
  }

  @Test("A 4-digit PIN: 3 digits are too short, 5 an error, neither counted")
  func pinVerificationLengths() throws {
    let fixture = try LockFixture()
    let pin = try Secret.typed("5827", kind: .pin)
    #expect(try fixture.lock.enroll(pin, confirmation: pin) == .enrolled)
    #expect(try fixture.lock.verify(try Secret.typed("582", kind: .pin)) == .tooShort(minimum: 4))
    let long = try Secret.typed("58271", kind: .pin)
    let error = securityError { () throws(SecurityError) in try fixture.lock.verify(long) }
    #expect(error == .invalidSecret(.longerThanRules(maximum: 4, kind: .pin)))
    #expect(try fixture.lock.status().failedAttempts == 0)
    #expect(fixture.hasher.verifyCount == 0)
    #expect(
      try fixture.lock.verify(try Secret.typed("5828", kind: .pin))
        == .rejected(attemptsBeforeDelay: 4))
  }

  @Test(
    "Custom numeric and text passcodes keep the policy's lengths, also after the policy changes")
  func storedRulesWin() throws {
    let fixture = try LockFixture()
    let code = try Secret.typed("73915", kind: .numeric)
    #expect(try fixture.lock.enroll(code, confirmation: code) == .enrolled)
    #expect(try fixture.lock.status().enrolledStatus?.rules == PatternRules(minimumLength: 4))
    // A stricter policy later still lets the enrolled code be entered.
    let strict = try fixture.otherService(policy: .cheap { $0.passcode.numericMinimumLength = 8 })
    #expect(try strict.verify(code) == .accepted)
  }

  @Test("Descriptions and dumps of typed secrets show the kind and length, never the secret")
  func noSecretInDescriptions() throws {
    let secret = try Secret.typed("hunter2!", kind: .passcode)
    var dumped = ""
    dump(secret, to: &dumped)
    for text in [secret.description, "\(secret)", dumped, String(reflecting: secret)] {
      #expect(!text.contains("hunter2"), "\(text)")
    }
    #expect(secret.description == "passcode of 8 characters")
    #expect(try Secret.typed("2580", kind: .pin).description == "PIN of 4 digits")
  }

  @Test("A pattern kind is not typed")
  func patternIsNotTyped() {
    let error = securityError { () throws(SecurityError) in try Passcode("0-1-2-5", kind: .pattern)
    }
    #expect(error == .invalidSecret(.patternIsDrawn))
  }
}
