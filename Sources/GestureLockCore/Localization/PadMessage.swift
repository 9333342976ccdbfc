/// The messages a lock pad shows above the grid, in every supported `Language`.
///
/// Messages never contain a secret. Counts and durations are formatted here, without a locale
/// library: durations as `m:ss` below an hour and `h:mm:ss` from an hour on.
///
/// ```swift
/// PadMessage.wrongPattern(attemptsLeft: 1).text(in: .english)          // "Wrong pattern. 1 attempt left"
/// PadMessage.lockedOut(secondsRemaining: 59).text(in: .simplifiedChinese)  // "尝试次数过多，请在0:59后重试"
/// ```
public enum PadMessage: Hashable, Sendable {
  /// Verification prompt.
  case drawPattern
  /// Enrolment, first draw.
  case drawNewPattern
  /// Enrolment, second draw.
  case confirmPattern
  /// Enrolment: the confirmation differed; enrolment starts over.
  case mismatch
  /// Fewer nodes than `minimum` were connected (not a failed attempt).
  case tooShort(minimum: Int)
  /// Enrolment finished and stored.
  case enrolled
  /// A wrong pattern; `attemptsLeft` before a delay starts, or `nil` when unknown or unlimited.
  case wrongPattern(attemptsLeft: Int?)
  /// Throttled; `secondsRemaining` until the next attempt is allowed (negative counts as 0).
  case lockedOut(secondsRemaining: Int)
  /// Verification succeeded.
  case unlocked
  /// The store is missing or damaged: the pad stays locked (SPEC.md §4, fail closed).
  case storeUnavailable
  /// Another process holds the store; nothing was checked or counted: try again.
  case storeBusy
  /// The store is damaged (also when found so while the pad ran): locked, a person must act.
  case storeDamaged
  /// The store's file system is full; nothing was checked or counted: try again.
  case storeFull
  /// The store's file or file system is read-only; nothing was checked or counted: try again.
  case storeReadOnly
  /// The store could not be used for a passing reason and is being tried again.
  case storeRetrying
  /// Another pad saved a secret while this one was enrolling; this pad now checks that one.
  case enrolledElsewhere
  /// Another pad saved a secret of another kind or grid meanwhile: restart to unlock with it.
  case enrolledElsewhereRestart
  /// Verification is running (a slow key derivation).
  case verifying
  /// A wrong PIN or passcode; `attemptsLeft` before a delay starts, or `nil` when unknown.
  case wrongPasscode(attemptsLeft: Int?)
  /// A new PIN or passcode was stored.
  case passcodeSaved
  /// The new PIN is one of the common ones that are easily guessed (a warning or a refusal,
  /// per policy).
  case commonPIN
  /// Enrolment: the pattern's strength class (1–5, `StrengthClass`) is below `minimumClass`.
  case weakPattern(minimumClass: Int)
  /// Verification prompt of the passcode pad (PINs and passcodes alike).
  case enterPasscode
  /// Passcode enrolment, first entry.
  case enterNewPasscode
  /// Passcode enrolment, second entry.
  case confirmPasscode
  /// Passcode enrolment: the confirmation differed; enrolment starts over.
  case passcodeMismatch
  /// Fewer than `minimum` digits or characters were submitted (not a failed attempt).
  case passcodeTooShort(minimum: Int)
  /// The label of the passcode keypad's submit key (a key label, not a message line).
  case submitKey
  /// The PIN pad's words, as its refusal (`commonPIN`) says "PIN": verification prompt.
  case enterPIN
  /// PIN enrolment, first entry.
  case enterNewPIN
  /// PIN enrolment, second entry.
  case confirmPIN
  /// PIN enrolment: the confirmation differed; enrolment starts over.
  case pinMismatch
  /// A wrong PIN; `attemptsLeft` before a delay starts, or `nil` when unknown.
  case wrongPIN(attemptsLeft: Int?)
  /// A new PIN was stored.
  case pinSaved
  /// Verification prompt while fingerprint unlock runs beside the PIN pad.
  case touchOrEnterPIN
  /// Verification prompt while fingerprint unlock runs beside the gesture pad.
  case touchOrDrawPattern
  /// Verification prompt while fingerprint unlock runs beside the passcode pad.
  case touchOrEnterPasscode
  /// A finger that is not enrolled; `triesLeft` fingerprint tries before the secret is required.
  case fingerprintNoMatch(triesLeft: Int)
  /// The reader asks for the scan again (not counted).
  case fingerprintRetry(ScanRetry)
  /// Fingerprint unlock is off until the secret is entered, and why; `typed` for the passcode
  /// pad's words, else the pattern's.
  case secretRequired(SecretRequirement, typed: Bool)
  /// The lock screen's account password screen: its title, naming the account.
  case accountPasswordTitle(user: String)
  /// The lock screen's account password screen: its keys.
  case accountPasswordKeys
  /// The lock screen's hint at the pad's foot: the account password is one Tab away.
  case accountPasswordHint
  /// A wrong account password; `attemptsBeforeDelay` more may fail before a delay
  /// (`Int.max`: no delay is planned).
  case accountPasswordWrong(attemptsBeforeDelay: Int)
  /// Too many wrong account passwords: locked out until the wall-clock time (seconds since
  /// 1970), written as ISO 8601 in UTC, rounded up to the whole second.
  case accountPasswordLockedOut(until: Double)
  /// PAM (or the counter) could not check the account password; nothing was counted.
  case accountPasswordNotChecked
  /// No secret is enrolled (removed while locked): only the account password opens.
  case accountPasswordNoSecret
  /// The lock store is damaged (also since the screen was locked): only the account password
  /// opens.
  case accountPasswordStoreDamaged

  /// The message in `language`, as one line of plain text.
  ///
  /// - Complexity: O(1).
  public func text(in language: Language) -> String {
    switch language {
    case .english: english
    case .simplifiedChinese: simplifiedChinese
    }
  }

  private var english: String {
    switch self {
    case .drawPattern: "Draw your unlock pattern"
    case .drawNewPattern: "Draw a new unlock pattern"
    case .confirmPattern: "Draw the pattern again to confirm"
    case .mismatch: "Patterns didn't match. Draw a new pattern."
    case .tooShort(let minimum) where minimum <= 1: "Connect at least 1 dot. Try again."
    case .tooShort(let minimum): "Connect at least \(minimum) dots. Try again."
    case .enrolled: "Pattern saved"
    case .wrongPattern(nil): "Wrong pattern. Try again."
    case .wrongPattern(let left?) where left <= 0: "Wrong pattern. No attempts left"
    case .wrongPattern(1): "Wrong pattern. 1 attempt left"
    case .wrongPattern(let left?): "Wrong pattern. \(left) attempts left"
    case .lockedOut(let seconds):
      "Too many attempts. Try again in \(Countdown(seconds: seconds))"
    case .unlocked: "Unlocked"
    case .storeUnavailable: "The lock store can't be read. Locked."
    case .storeBusy: "The lock store is busy. Try again."
    case .storeDamaged: "The lock store is damaged. Locked."
    case .storeFull: "No space left for the lock store. Nothing was counted: try again."
    case .storeReadOnly: "The lock store is read-only. Nothing was counted: try again."
    case .storeRetrying: "Trying the lock store again…"
    case .enrolledElsewhere: "A secret was saved elsewhere first. Unlock with it."
    case .enrolledElsewhereRestart: "Another kind of secret was saved elsewhere. Restart the pad."
    case .verifying: "Checking…"
    case .wrongPasscode(nil): "Wrong passcode. Try again."
    case .wrongPasscode(let left?) where left <= 0: "Wrong passcode. No attempts left"
    case .wrongPasscode(1): "Wrong passcode. 1 attempt left"
    case .wrongPasscode(let left?): "Wrong passcode. \(left) attempts left"
    case .passcodeSaved: "Passcode saved"
    case .commonPIN: "This PIN is common and can be easily guessed"
    case .weakPattern(let minimum):
      "Pattern too easy to guess. Draw one of strength \(min(5, max(1, minimum))) of 5 or more."
    case .enterPasscode: "Enter your passcode"
    case .enterNewPasscode: "Enter a new passcode"
    case .confirmPasscode: "Enter the passcode again to confirm"
    case .passcodeMismatch: "Passcodes didn't match. Enter a new passcode."
    case .passcodeTooShort(let minimum) where minimum <= 1: "Enter at least 1 character. Try again."
    case .passcodeTooShort(let minimum): "Enter at least \(minimum) characters. Try again."
    case .submitKey: "OK"
    case .touchOrDrawPattern: "Touch the fingerprint reader or draw your pattern"
    case .touchOrEnterPasscode: "Touch the fingerprint reader or enter your passcode"
    case .enterPIN: "Enter your PIN"
    case .enterNewPIN: "Enter a new PIN"
    case .confirmPIN: "Enter the PIN again to confirm"
    case .pinMismatch: "PINs didn't match. Enter a new PIN."
    case .wrongPIN(nil): "Wrong PIN. Try again."
    case .wrongPIN(let left?) where left <= 0: "Wrong PIN. No attempts left"
    case .wrongPIN(1): "Wrong PIN. 1 attempt left"
    case .wrongPIN(let left?): "Wrong PIN. \(left) attempts left"
    case .pinSaved: "PIN saved"
    case .touchOrEnterPIN: "Touch the fingerprint reader or enter your PIN"
    case .fingerprintNoMatch(let left) where left <= 0:
      "Fingerprint not recognised. No fingerprint tries left"
    case .fingerprintNoMatch(1): "Fingerprint not recognised. 1 fingerprint try left"
    case .fingerprintNoMatch(let left):
      "Fingerprint not recognised. \(left) fingerprint tries left"
    case .fingerprintRetry(let retry): retry.english
    case .secretRequired(let reason, let typed): reason.english(typed: typed)
    case .accountPasswordTitle(let user): "Account password for \(user)"
    case .accountPasswordKeys: "Return: unlock · Esc: back"
    case .accountPasswordHint: "Forgot it? Tab: use your account password"
    case .accountPasswordWrong(Int.max): "Wrong password"
    case .accountPasswordWrong(let left):
      "Wrong password. \(left) attempt\(left == 1 ? "" : "s") left before a delay"
    case .accountPasswordLockedOut(let until):
      "Too many wrong passwords: try again after \(WallInstant(secondsSince1970: until).iso8601)"
    case .accountPasswordNotChecked: "The password could not be checked (not counted)"
    case .accountPasswordNoSecret: "No secret is enrolled: type your account password"
    case .accountPasswordStoreDamaged: "The lock store is damaged: type your account password"
    }
  }

  private var simplifiedChinese: String {
    switch self {
    case .drawPattern: "请绘制解锁图案"
    case .drawNewPattern: "请绘制新的解锁图案"
    case .confirmPattern: "请再次绘制图案以确认"
    case .mismatch: "两次图案不一致，请重新绘制新图案"
    case .tooShort(let minimum): "至少需连接\(max(1, minimum))个点，请重试"
    case .enrolled: "图案已保存"
    case .wrongPattern(nil): "图案错误，请重试"
    case .wrongPattern(let left?) where left <= 0: "图案错误，已无剩余尝试次数"
    case .wrongPattern(let left?): "图案错误，还可尝试\(left)次"
    case .lockedOut(let seconds): "尝试次数过多，请在\(Countdown(seconds: seconds))后重试"
    case .unlocked: "已解锁"
    case .storeUnavailable: "无法读取锁定数据，已保持锁定"
    case .storeBusy: "锁定数据正忙，请重试"
    case .storeDamaged: "锁定数据已损坏，已保持锁定"
    case .storeFull: "存储空间已满，无法写入锁定数据。未计入尝试次数，请重试"
    case .storeReadOnly: "锁定数据为只读，无法写入。未计入尝试次数，请重试"
    case .storeRetrying: "正在重试读取锁定数据…"
    case .enrolledElsewhere: "其他地方已先设置了密码，请用它解锁"
    case .enrolledElsewhereRestart: "其他地方已设置了另一种密码，请重新打开锁屏"
    case .verifying: "正在验证…"
    case .wrongPasscode(nil): "密码错误，请重试"
    case .wrongPasscode(let left?) where left <= 0: "密码错误，已无剩余尝试次数"
    case .wrongPasscode(let left?): "密码错误，还可尝试\(left)次"
    case .passcodeSaved: "密码已保存"
    case .commonPIN: "此 PIN 码过于常见，容易被猜到"
    case .weakPattern(let minimum):
      "图案太容易被猜到，请绘制强度不低于\(min(5, max(1, minimum)))级（共5级）的图案"
    case .enterPasscode: "请输入密码"
    case .enterNewPasscode: "请输入新密码"
    case .confirmPasscode: "请再次输入密码以确认"
    case .passcodeMismatch: "两次密码不一致，请重新输入新密码"
    case .passcodeTooShort(let minimum): "至少需输入\(max(1, minimum))个字符，请重试"
    case .submitKey: "确定"
    case .touchOrDrawPattern: "请触摸指纹读取器或绘制解锁图案"
    case .touchOrEnterPasscode: "请触摸指纹读取器或输入密码"
    case .enterPIN: "请输入 PIN 码"
    case .enterNewPIN: "请输入新的 PIN 码"
    case .confirmPIN: "请再次输入 PIN 码以确认"
    case .pinMismatch: "两次 PIN 码不一致，请重新输入新的 PIN 码"
    case .wrongPIN(nil): "PIN 码错误，请重试"
    case .wrongPIN(let left?) where left <= 0: "PIN 码错误，已无剩余尝试次数"
    case .wrongPIN(let left?): "PIN 码错误，还可尝试\(left)次"
    case .pinSaved: "PIN 码已保存"
    case .touchOrEnterPIN: "请触摸指纹读取器或输入 PIN 码"
    case .fingerprintNoMatch(let left) where left <= 0: "指纹不匹配，已无剩余指纹尝试次数"
    case .fingerprintNoMatch(let left): "指纹不匹配，还可尝试\(left)次指纹"
    case .fingerprintRetry(let retry): retry.simplifiedChinese
    case .secretRequired(let reason, let typed): reason.simplifiedChinese(typed: typed)
    case .accountPasswordTitle(let user): "\(user) 的账户密码"
    case .accountPasswordKeys: "回车：解锁 · Esc：返回"
    case .accountPasswordHint: "忘记了？按 Tab 改用账户密码"
    case .accountPasswordWrong(Int.max): "密码错误"
    case .accountPasswordWrong(let left): "密码错误。还可尝试 \(left) 次，之后需要等待"
    case .accountPasswordLockedOut(let until):
      "错误次数过多，请在 \(WallInstant(secondsSince1970: until).iso8601) 之后重试"
    case .accountPasswordNotChecked: "无法验证密码（未计入尝试次数）"
    case .accountPasswordNoSecret: "没有已保存的密码：请输入账户密码"
    case .accountPasswordStoreDamaged: "锁定数据已损坏：请输入账户密码"
    }
  }
}
