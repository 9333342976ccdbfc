internal import GestureLockCore
internal import GestureLockRender
internal import GestureLockSecurity
internal import GestureLockTerminal
internal import GestureLockWindow

/// Every line the CLI writes for people (standard error), in every supported `Language`.
///
/// Each message is a case; `text(in:)` switches exhaustively over the language and over the
/// case, so a message without a text in some language does not compile. Machine output (JSON
/// on standard output) is not here: it stays English. The English texts are the ones scripts
/// and tests match; change them only with the tests.
///
/// Errors of the libraries are kept as values and translated here by their case, never by
/// their text: their `description` stays English (for logs). Problems with the user's input
/// carry a reason value and are Chinese throughout; the technical detail of stores, hashes and
/// C libraries stays English after a Chinese heading (see `CLIMessage+LibraryErrors.swift`).
///
/// ```swift
/// CLIMessage.notEnrolled(profile: "pay").text(in: .english)
/// // "no secret is enrolled for profile 'pay'"
/// CLIMessage.notEnrolled(profile: "pay").text(in: .simplifiedChinese)
/// // "档案 'pay' 尚未设置密码"
/// ```
///
/// Arguments that came from the user (`value`, `path`, `profile`, …) are passed already made
/// safe with `ArgumentList.shown(_:)`.
enum CLIMessage: Hashable, Sendable {
  // MARK: The command line

  /// A second command or a stray word on the command line.
  case unexpectedArgument(String)
  /// A value option (`--store`) at the end of the command line.
  case optionNeedsValue(option: String)
  /// A value option given an empty value.
  case optionNeedsNonEmptyValue(option: String)
  /// An option given twice.
  case optionGivenTwice(option: String)
  /// A flag given a value (`--force=yes`).
  case optionTakesNoValue(option: String)
  /// An option the CLI does not know.
  case unknownOption(option: String)
  /// An option the command does not take.
  case optionNotForCommand(command: String, option: String)
  /// A command the CLI does not know.
  case unknownCommand(String)
  /// `recognize` without `--trace FILE`.
  case missingTrace(command: String)
  /// `render` or `strength` without `--pattern P`.
  case missingPattern(command: String)
  /// `render` without `--out FILE`.
  case missingOutput(command: String)
  /// `--X: 'value' is not one of a, b, c`.
  case notOneOf(option: String, value: String, choices: [String])
  /// `--X: 'value' is not a number in a...b`.
  case numberOutOfRange(option: String, value: String, range: ClosedRange<Double>)
  /// `--ready-fd N` naming a descriptor that is not open.
  case readyDescriptorNotOpen(value: String)
  /// `--grid` text that is not a grid from 2×2 to 9×9.
  case invalidGridOption(value: String, error: GestureLockError)
  /// `--hit-radius` outside its range.
  case hitRadiusOutOfRange(value: String, range: ClosedRange<Double>, standard: Double)
  /// `--min-strength` that is not a class from 1 to 5.
  case strengthClassOutOfRange(value: String)
  /// `--min-strength` on a grid the strength meters do not rate.
  case strengthClassGrid(grid: Grid, error: GestureLockError)
  /// `layout` without `--view`.
  case viewMissing
  /// `--view` that is not `WxH` in points.
  case invalidView(value: String)
  /// `layout --view` with a width or height of 0: a grid with no area has no layout to show.
  case viewHasNoArea(value: String)
  /// `count --min-length` that is not a whole number from 1 to the grid's node count.
  case minimumLengthOutOfRange(value: String, grid: Grid)
  /// `recognize --min-length` with a fraction.
  case minimumLengthNotWhole
  /// A pattern-only option (`--grid`, `--route`, `--min-strength`) with a typed secret.
  case patternOnlyOption(option: String, kind: SecretKind)
  /// `--hit-radius` for `verify` without a trace.
  case hitRadiusNeedsTrace
  /// `--pin-length` for a kind other than a PIN.
  case pinLengthNeedsPIN
  /// `pad --passcode --kind pattern`.
  case passcodePadTakesNoPattern
  /// `pad --record` with the passcode pad.
  case recordWouldRevealPasscode
  /// `pad --route` with the passcode pad.
  case passcodePadHasNoRoute
  /// `pad --min-strength` with the passcode pad.
  case passcodePadHasNoStrength
  /// `pad --record FILE` where the file cannot be created.
  case cannotCreateRecording(path: String)
  /// `pad --events FILE` where the file cannot be created.
  case cannotCreateEventLog(path: String)
  /// `pad --tui --window`.
  case tuiAndWindow
  /// `pad` with neither a display nor a terminal it can use, for the reason given.
  case noDisplayNorTerminal(PadCommand.NoTerminal)
  /// `pad --events FILE` or `--record FILE` naming the store or one of its companion files.
  case outputIsStore(option: String, path: String)
  /// `pad --events FILE` in the terminal where FILE is that terminal (`/dev/tty`, `/dev/stdout`).
  case eventsOnScreen(path: String)
  /// `pad --events FILE --record FILE`: one file for both.
  case eventsIsRecording(path: String)
  /// `render --out` with an unknown file type.
  case unknownOutputType
  /// A command with actions given none, or another word (`fingerprint enable|disable|status`).
  case unknownAction(command: String, action: String, choices: [String])

  // MARK: Standard input and files

  /// Standard input over the size read for secrets.
  case inputTooLarge(kibibytes: Int)
  /// Standard input that is not UTF-8.
  case inputNotUTF8
  /// Standard input that cannot be read (a directory, a descriptor open for writing only), for
  /// the system's `reason` (strerror text, English).
  case inputUnreadable(reason: String)
  /// The process could not be made non-dumpable and coreless (`ProcessProtection`), for the
  /// system's `reason`: nothing is read, so no secret could reach a core file.
  case memoryUnprotected(reason: String)
  /// A debugger or tracer (process `pid`) is attached to the process: no secret is read
  /// (`ProcessProtection.tracer()`).
  case traced(pid: Int32)
  /// Standard input without the line for `role`.
  case inputMissingLine(SecretRole)
  /// A line for `role` that is not a pattern.
  case invalidPattern(SecretRole, GestureLockError)
  /// A line for `role` that is not a secret of the expected kind.
  case invalidSecret(SecretRole, SecurityError)
  /// A pattern that no single stroke on the grid draws.
  case patternNotOneStroke
  /// `--trace` names no file.
  case traceNotFound(path: String)
  /// `--trace` names a directory.
  case traceIsDirectory(path: String)
  /// A trace file over the size read.
  case traceTooLarge(mebibytes: Int)
  /// A trace file that cannot be read.
  case traceUnreadable(path: String)
  /// A trace without the field at `field` (`samples[2].phase`).
  case traceFieldMissing(field: String)
  /// A trace field of the wrong JSON type.
  case traceFieldWrongType(field: String)
  /// A trace field that is `null`.
  case traceFieldNull(field: String)
  /// A trace field with a value out of its domain.
  case traceFieldInvalid(field: String)
  /// A trace file that is not JSON.
  case traceNotJSON
  /// A trace file that is JSON but not a trace.
  case traceNotATrace
  /// A trace whose values the core refuses (no samples, non-finite numbers, a bad layout).
  case traceRefused(GestureLockError)
  /// `verify --trace` when the enrolled secret is typed.
  case traceForTypedSecret(kind: SecretKind)
  /// `verify --trace` drawn on another grid than the enrolled one.
  case traceGridMismatch(trace: Grid, enrolled: Grid)
  /// `verify --trace` whose strokes complete no pattern.
  case traceCompletesNoPattern
  /// `render` could not write its file.
  case cannotWrite(path: String, error: RenderError)
  /// A layout the core refuses (a view or hit radius it cannot lay out).
  case layoutRefused(GestureLockError)
  /// `strength` for a pattern the meters do not rate.
  case strengthUndefined(GestureLockError)
  /// `count` on a platform without 128-bit integers.
  case countNeeds128Bit
  /// `count` on a grid whose exact total is out of reach.
  case countGridTooLarge(Grid)

  // MARK: The lock

  /// A new secret's confirmation differs; nothing was stored.
  case confirmationMismatch(kind: SecretKind)
  /// A new secret below the minimum length; nothing was stored.
  case tooShortToEnrol(kind: SecretKind, minimum: Int)
  /// A secret to check below the minimum length; not counted as a failure.
  case tooShortToCheck(kind: SecretKind, minimum: Int)
  /// A new secret above the maximum length; nothing was stored.
  case tooLong(kind: SecretKind, maximum: Int)
  /// A new PIN of a length the policy does not allow; nothing was stored.
  case pinLength(allowed: [Int])
  /// A new PIN on the common-PIN list, refused by policy; nothing was stored.
  case commonPINRefused
  /// A new PIN on the common-PIN list, allowed with a warning.
  case commonPINWarning
  /// A new pattern below `--min-strength`; `violation` says why; nothing was stored.
  case patternTooWeak(violation: PadMessage)
  /// `enroll` for a profile that has a secret.
  case alreadyEnrolled(profile: String)
  /// The lock reported a refusal for a secret it stored (a bug).
  case refusedAfterEnrolment
  /// A secret was stored, named by its kind (`Pattern saved`, `PIN saved`, `Passcode saved`).
  case saved(kind: SecretKind)
  /// The pad enrolled a first secret: the line it leaves on the terminal once its own screen
  /// is gone, with where it was saved and how to use it.
  case savedByPad(kind: SecretKind, path: String)
  /// The pad's display went away while it was open (exit 9).
  case displayLost(DisplayLoss.Display)
  /// Why `gesturelock lock` did not lock the screen, or stopped (exit 5, 9, 10 or 4).
  case lock(LockCommand.Problem)
  /// The prompt on the terminal before a secret is typed there (`Pattern:`, `Current PIN:`,
  /// `Again:` for a confirmation).
  case secretPrompt(SecretRole)
  /// The secret was right.
  case unlocked
  /// The secret was wrong; `attemptsLeft` before a delay.
  case wrong(kind: SecretKind, attemptsLeft: Int)
  /// The secret was wrong and that failure starts a delay until `until` (seconds since 1970),
  /// `secondsLeft` from now.
  case wrongAndLockedOut(kind: SecretKind, until: Double, secondsLeft: Int)
  /// An attempt during a delay, which lasts until `until`, `secondsLeft` from now.
  case lockedOut(until: Double, secondsLeft: Int)
  /// The lock is locked for good (a policy's failure limit).
  case lockedPermanently
  /// The policy's failure limit erased the profile's secret.
  case wiped(profile: String)
  /// Nothing is enrolled for the profile.
  case notEnrolled(profile: String)
  /// There is no store file at the path, so nothing is enrolled there.
  case noStore(path: String)
  /// A new store was made in a directory that other users may enter (mode `mode`, octal,
  /// with the sticky bit); `mayBeMadePrivate`: the directory is the user's own and not shared, to make private.
  case storeDirectoryOpen(path: String, mode: Int, mayBeMadePrivate: Bool)
  /// `remove` deleted the profile's secret.
  case removed(profile: String)
  /// The label of `count`'s progress bar.
  case counting(Grid)

  // MARK: Errors of the libraries

  /// The security module failed: damaged store, bad profile name, OpenSSL, ….
  case security(SecurityError)
  /// The desktop pad failed: no display, damaged store, SDL.
  case pad(PadError)
  /// The terminal pad failed: no terminal, damaged store, a terminal call, drawing.
  case terminal(TerminalPadError)
  /// Fingerprint unlock: results, reasons it is not available, enable and disable.
  case fingerprint(FingerprintMessage)
  /// A failure the CLI has no message for; shown with Swift's description of it.
  case unexpected(String)

  /// The message in `language`, as one line of plain text (the usage text has several).
  ///
  /// - Complexity: O(length of the text).
  func text(in language: Language) -> String {
    switch language {
    case .english: english
    case .simplifiedChinese: simplifiedChinese
    }
  }

  /// `value` as people write it: a whole number without `.0` (`16`, `4096`), else Swift's
  /// shortest decimal (`0.15`).
  static func number(_ value: Double) -> String {
    guard value == value.rounded(), abs(value) < 1e15 else { return "\(value)" }
    return String(Int64(value))
  }

  /// `range` as `a 到 b`, as the Chinese help words ranges.
  static func chineseRange(_ range: ClosedRange<Double>) -> String {
    "\(number(range.lowerBound)) 到 \(number(range.upperBound))"
  }

  /// `range` as `a to b` (the way the help words ranges), each bound written by
  /// `number(_:)`: `1 to 81`, `0.15 to 0.45`.
  static func range(_ range: ClosedRange<Double>) -> String {
    "\(number(range.lowerBound)) to \(number(range.upperBound))"
  }
}
