internal import GestureLockCore
internal import GestureLockSecurity

/// The lock screen's account password as a stage of the session (SPEC.md §9): Tab leaves the
/// pad for it (when the lock screen offers it), Escape goes back (unless only the account
/// password can unlock: nothing enrolled, or a damaged store — then it is the only screen),
/// Return submits it as a `PadCheck.accountPassword` — counted first by the profile's own
/// counter, then PAM — and the verdict is shown, held and logged here (`account_password`
/// events), as a secret's is. The typed bytes live only in a wiped buffer.
extension PadSession {
  /// Why only the account password can unlock now, or `nil` when the pad can, on a lock
  /// screen: nothing is enrolled (it never enrols: enrolling would unlock it), or the store is
  /// unusable for good (damaged, also since the screen was locked). A store unusable for a
  /// passing reason is tried again by the next input instead.
  var accountPasswordOnly: PadMessage? {
    guard lockScreen != nil else { return nil }
    switch stage {
    case .enrolFirst, .enrolConfirm: return .accountPasswordNoSecret
    case .storeUnavailable where storeFault == nil: return .accountPasswordStoreDamaged
    case .verify, .lockedOut, .storeUnavailable: return nil
    }
  }

  /// Whether the pad takes no input at all: a lock screen that only the account password
  /// could open, without one to offer.
  var takesNoInput: Bool {
    accountPasswordOnly != nil && lockScreen?.accountPassword == nil
  }

  /// Shows the account password screen when it is the only way in (with why), and says
  /// whether it is on show.
  func showsAccountPassword() -> Bool {
    if typedPassword == nil, let offer = lockScreen?.accountPassword,
      let why = accountPasswordOnly
    {
      typedPassword = TypedAccountPassword(
        capacity: offer.maximumByteCount, message: why,
        isError: why == .accountPasswordStoreDamaged)
    }
    return typedPassword != nil
  }

  /// A key for the account password: Tab opens its screen (cancelling what the pad had),
  /// Backspace deletes a character, Return submits.
  ///
  /// - Returns: `nil` when the key is the pad's; otherwise whether anything visible changed.
  func accountPasswordKey(_ key: PadKey, at now: Double) -> Bool? {
    if takesNoInput { return false }
    if !showsAccountPassword() {
      guard key == .tab, let offer = lockScreen?.accountPassword else { return nil }
      resetSurface(now: now)
      typedPassword = TypedAccountPassword(capacity: offer.maximumByteCount)
      return true
    }
    switch key {
    case .backspace:
      typedPassword?.removeLastCharacter()
    case .enter:
      guard let typed = typedPassword, typed.bytes.count > 0 else { return true }
      requestAccountPassword(typed.bytes)
    default:
      return false
    }
    return true
  }

  /// Text typed on the account password screen: printable characters are added (never
  /// shown), up to the offer's length; the message line clears.
  ///
  /// - Returns: `nil` when the text is the pad's; otherwise whether anything changed.
  func accountPasswordText(_ text: String) -> Bool? {
    if takesNoInput { return false }
    guard showsAccountPassword(), var typed = typedPassword,
      let limit = lockScreen?.accountPassword?.maximumByteCount
    else { return nil }
    for character in text {
      let printable = !character.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7f }
      guard printable, typed.bytes.count + character.utf8.count <= limit else { continue }
      for byte in character.utf8 { typed.bytes.append(byte) }
      typed.characters += 1
    }
    typed.message = nil
    typed.isError = false
    typedPassword = typed
    return true
  }

  /// Escape on the account password screen: clears what was typed and goes back to the pad,
  /// unless the account password is the only way in.
  ///
  /// - Returns: Whether the screen took it.
  func accountPasswordEscape() -> Bool {
    guard showsAccountPassword() else { return false }
    typedPassword?.clear()
    if accountPasswordOnly == nil { typedPassword = nil }
    return true
  }

  /// The store's answer about the account password: the typed bytes go, and the verdict is
  /// logged and shown — an accepted password unlocks as the secret does.
  func accountPasswordChecked(_ outcome: AccountPasswordOutcome, now: Double) {
    typedPassword?.clear()
    switch outcome {
    case .accepted:
      log.write(.accountPassword(.accepted))
      withdrawFingerprint()
      typedPassword?.message = nil
      markUnlocked()
    case .rejected(let left):
      log.write(.accountPassword(.rejected(attemptsBeforeDelay: left)))
      showAccountPasswordMessage(.accountPasswordWrong(attemptsBeforeDelay: left))
    case .lockedOut(let until):
      log.write(.accountPassword(.throttled(lockedUntil: until)))
      showAccountPasswordMessage(.accountPasswordLockedOut(until: until))
    case .notChecked:
      log.write(.accountPassword(.notChecked))
      showAccountPasswordMessage(.accountPasswordNotChecked)
    }
  }

  private func showAccountPasswordMessage(_ message: PadMessage) {
    typedPassword?.message = message
    typedPassword?.isError = true
  }

  /// The account password screen's frame, when it is on show.
  func accountPasswordScene(viewSize: Size) -> Scene? {
    guard showsAccountPassword(), let typed = typedPassword,
      let offer = lockScreen?.accountPassword
    else { return nil }
    return AccountPasswordScene.build(
      size: viewSize, user: offer.user, characters: typed.characters, message: typed.message,
      isError: typed.isError, language: language)
  }
}
