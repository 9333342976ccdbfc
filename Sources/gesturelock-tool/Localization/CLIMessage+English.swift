internal import GestureLockCore
internal import GestureLockSecurity

extension CLIMessage {
  /// The English text; scripts and tests match these.
  var english: String {
    let language = Language.english
    func noun(_ kind: SecretKind) -> String { SecretRole.noun(kind, in: language) }
    func unit(_ kind: SecretKind) -> String { SecretRole.unit(kind, in: language) }
    func verb(_ kind: SecretKind) -> String { SecretRole.verb(kind, in: language) }
    func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
    switch self {
    case .unexpectedArgument(let argument): return "unexpected argument '\(argument)'"
    case .optionNeedsValue(let option): return "option --\(option) needs a value"
    case .optionNeedsNonEmptyValue(let option): return "option --\(option) needs a non-empty value"
    case .optionGivenTwice(let option): return "option --\(option) is given twice"
    case .optionTakesNoValue(let option): return "option --\(option) takes no value"
    case .unknownOption(let option): return "unknown option --\(option)"
    case .optionNotForCommand(let command, let option):
      return "'\(command)' does not take --\(option)"
    case .unknownCommand(let command):
      return "unknown command '\(command)'; see 'gesturelock --help'"
    case .missingTrace(let command): return "\(command) needs --trace FILE"
    case .missingPattern(let command): return "\(command) needs --pattern P, e.g. --pattern 0-4-8-5"
    case .missingOutput(let command): return "\(command) needs --out FILE.png, FILE.svg or FILE.pdf"
    case .notOneOf(let option, let value, let choices):
      return "--\(option): '\(value)' is not one of \(choices.joined(separator: ", "))"
    case .numberOutOfRange(let option, let value, let range):
      return "--\(option): '\(value)' is not a number from \(CLIMessage.range(range))"
    case .readyDescriptorNotOpen(let value):
      return "--ready-fd: descriptor \(value) is not open (give the locker one to write to)"
    case .invalidGridOption(_, let error): return "--grid: \(error.description)"
    case .hitRadiusOutOfRange(let value, let range, let standard):
      return "--hit-radius: '\(value)' is not a fraction of the node spacing from "
        + "\(CLIMessage.range(range)) (default \(CLIMessage.number(standard)))"
    case .strengthClassOutOfRange(let value):
      return "--min-strength: '\(value)' is not a class from 1 to 5"
    case .strengthClassGrid(_, let error): return "--min-strength: \(error.description)"
    case .viewMissing: return "--view WxH is required, e.g. --view 360x360"
    case .invalidView(let value):
      return "--view: '\(value)' is not WxH in points (0 to 100000), e.g. 360x360"
    case .viewHasNoArea(let value):
      return "--view: '\(value)' has no area: the grid needs a width and a height above 0"
    case .minimumLengthOutOfRange(let value, let grid):
      return "--min-length: '\(value)' is not a whole number from 1 to \(grid.count) "
        + "(the nodes of a \(grid) grid)"
    case .minimumLengthNotWhole: return "--min-length: not a whole number"
    case .patternOnlyOption(let option, let kind):
      return "--\(option) is for patterns; a \(noun(kind)) has no \(option)"
    case .hitRadiusNeedsTrace: return "--hit-radius applies to a touch trace: give --trace FILE too"
    case .pinLengthNeedsPIN: return "--pin-length is for PINs (--passcode or --kind pin)"
    case .passcodePadTakesNoPattern:
      return "--passcode: the passcode pad does not take --kind pattern"
    case .recordWouldRevealPasscode:
      return "--record: a recording of the passcode pad would reveal the passcode"
    case .passcodePadHasNoRoute: return "--route is for patterns; the passcode pad has no route"
    case .passcodePadHasNoStrength:
      return "--min-strength is for patterns; the passcode pad has no strength class"
    case .cannotCreateRecording(let path): return "--record: cannot create '\(path)'"
    case .cannotCreateEventLog(let path): return "--events: cannot create '\(path)'"
    case .tuiAndWindow: return "--tui and --window exclude each other: give one"
    case .noDisplayNorTerminal(.notBothTerminals):
      return "no display, and standard input and output are not both a terminal: run "
        + "'gesturelock pad' in a terminal (or force it with --tui), or give it a virtual "
        + "display: 'xvfb-run -a gesturelock pad'"
    case .noDisplayNorTerminal(.dumb):
      return "no display, and this terminal (TERM=dumb) has no cursor addressing to draw the "
        + "pad: run 'gesturelock pad' in a terminal emulator, or give it a virtual display: "
        + "'xvfb-run -a gesturelock pad'"
    case .outputIsStore(let option, let path):
      return "--\(option): '\(path)' is the lock store or one of its files; writing there would "
        + "destroy it: choose another file"
    case .eventsOnScreen(let path):
      return "--events: '\(path)' is the terminal the pad draws on; the log would be written "
        + "into the screen: choose a file"
    case .eventsIsRecording(let path):
      return "--events and --record both name '\(path)': one would overwrite the other"
    case .unknownOutputType: return "--out: the file name must end in .png, .svg or .pdf"
    case .unknownAction(let command, let action, let choices):
      return action.isEmpty
        ? "\(command) needs one of \(choices.joined(separator: ", "))"
        : "\(command): '\(action)' is not one of \(choices.joined(separator: ", "))"

    case .inputTooLarge(let kibibytes): return "standard input is larger than \(kibibytes) KiB"
    case .inputNotUTF8: return "standard input is not UTF-8 text"
    case .inputUnreadable(let reason): return "cannot read standard input: \(reason)"
    case .memoryUnprotected(let reason):
      return "cannot keep secrets out of core files and debuggers (\(reason)): nothing was read"
    case .traced(let pid):
      return "a debugger or tracer is attached (pid \(pid)): refusing to read a secret"
    case .inputMissingLine(let role):
      return "standard input has no \(role.name(in: language)) (expected one per line)"
    case .invalidPattern(let role, let error):
      return "\(role.name(in: language)): \(error.description)"
    case .invalidSecret(let role, let error):
      return "\(role.name(in: language)): \(error.description)"
    case .patternNotOneStroke: return "--pattern: cannot be drawn as one stroke on this grid"
    case .traceNotFound(let path): return "--trace: no file at '\(path)'"
    case .traceIsDirectory(let path): return "--trace: '\(path)' is a directory"
    case .traceTooLarge(let mebibytes): return "--trace: the file is larger than \(mebibytes) MiB"
    case .traceUnreadable(let path): return "--trace: cannot read '\(path)'"
    case .traceFieldMissing(let field): return "--trace: \(TraceProblem.missingField(field: field))"
    case .traceFieldWrongType(let field): return "--trace: \(TraceProblem.wrongType(field: field))"
    case .traceFieldNull(let field): return "--trace: \(TraceProblem.nullField(field: field))"
    case .traceFieldInvalid(let field): return "--trace: \(TraceProblem.invalidField(field: field))"
    case .traceNotJSON: return "--trace: \(TraceProblem.notJSON)"
    case .traceNotATrace: return "--trace: \(TraceProblem.notATrace)"
    case .traceRefused(let error): return "--trace: \(error.description)"
    case .traceForTypedSecret(let kind):
      return "--trace: the enrolled secret is a \(noun(kind)), not a pattern"
    case .traceGridMismatch(let trace, let enrolled):
      return "--trace: drawn on a \(trace) grid, but the enrolled pattern is on \(enrolled)"
    case .traceCompletesNoPattern:
      return "--trace: the trace completes no pattern (too short, cancelled or empty)"
    case .cannotWrite(let path, .cannotWrite(_, let reason)):
      return "cannot write '\(path)': \(reason)"
    case .cannotWrite(let path, let error): return "cannot write '\(path)': \(error)"
    case .layoutRefused(let error): return error.description
    case .strengthUndefined(let error): return "strength: \(error.description)"
    case .countNeeds128Bit: return "count needs 128-bit integers (macOS 15 or later)"
    case .countGridTooLarge(let grid):
      return "count: a \(grid) grid has \(grid.count) nodes; exact totals are computed for "
        + "grids of at most 25 nodes (5x5, 4x6, 3x8 and smaller)"

    case .confirmationMismatch(let kind):
      return "the confirmation does not match the \(noun(kind)); nothing was stored"
    case .tooShortToEnrol(let kind, let minimum):
      return "the \(noun(kind)) is too short: \(verb(kind)) at least \(minimum) \(unit(kind))"
    case .tooShortToCheck(let kind, let minimum):
      return "the \(noun(kind)) is too short: \(verb(kind)) at least \(minimum) \(unit(kind)) "
        + "(not counted)"
    case .tooLong(let kind, let maximum):
      return "the \(noun(kind)) is too long: at most \(maximum) \(unit(kind))"
    case .pinLength(let allowed):
      let list = allowed.map(String.init).joined(separator: " or ")
      return "a PIN has \(list) digits; nothing was stored"
    case .commonPINRefused:
      return "this PIN is common and easily guessed; choose another (nothing was stored)"
    case .commonPINWarning: return "warning: " + PadMessage.commonPIN.text(in: language)
    case .patternTooWeak(let violation):
      return "the pattern is too weak: \(violation.text(in: language)) (nothing was stored)"
    case .alreadyEnrolled(let profile):
      return "profile '\(profile)' already has a secret: use 'change', or 'remove' it first"
    case .refusedAfterEnrolment: return "internal error: an enrolled secret reported as refused"
    case .saved(let kind):
      return kind == .pattern
        ? PadMessage.enrolled.text(in: language) : "\(capitalized(noun(kind))) saved"
    case .savedByPad(let kind, let path):
      return "\(CLIMessage.saved(kind: kind).text(in: language)) in \(path): "
        + "'gesturelock pad' asks for it from now on; 'gesturelock status' shows the lock's state"
    case .displayLost(.window):
      return "the display was lost: the X server went away while the pad was open "
        + "(nothing was unlocked)"
    case .displayLost(.terminal):
      return "the terminal was lost: it hung up while the pad was open (nothing was unlocked)"
    case .lock(.notEnrolled(let profile)):
      return "no secret is enrolled for profile '\(profile)': the screen was NOT locked; "
        + "enrol one first with 'gesturelock pad' or 'gesturelock enroll'"
    case .lock(.noDisplay(let name)):
      return "cannot open the X display \"\(name)\", and no Wayland compositor with a session "
        + "lock answers at WAYLAND_DISPLAY: the screen was NOT locked (gesturelock lock needs "
        + "one of them)"
    case .lock(.grabFailed(keyboard: true)):
      return "another program holds the keyboard: the screen was NOT locked"
    case .lock(.grabFailed(keyboard: false)):
      return "another program holds the pointer: the screen was NOT locked"
    case .lock(.displayLost):
      return "the display was lost: the X server went away while the screen was locked"
    case .lock(.failed(let reason)):
      return "the screen could not be locked: \(reason)"
    case .lock(.padStopped(let reason)):
      return "the lock screen's pad stopped (the screen stays locked; it is started again): "
        + reason
    case .lock(.holderGone):
      return "the screen lock's grab holder stopped (killed or crashed): "
        + "the screen is NOT locked any more"
    case .lock(.tampered(let tampering)):
      return "another X client \(tampering)"
    case .secretPrompt(let role):
      return role == .confirmation ? "Again:" : "\(capitalized(role.name(in: language))):"
    case .unlocked: return PadMessage.unlocked.text(in: language)
    case .wrong(let kind, let left):
      return CLIMessage.wrongMessage(kind, attemptsLeft: left).text(in: language)
    case .wrongAndLockedOut(let kind, let until, let secondsLeft):
      return CLIMessage.wrongMessage(kind, attemptsLeft: 0).text(in: language)
        + " — locked out until \(WallInstant(secondsSince1970: until).iso8601) (in \(Countdown(seconds: secondsLeft)))"
    case .lockedOut(let until, let secondsLeft):
      return "too many attempts: locked out until \(WallInstant(secondsSince1970: until).iso8601) "
        + "(in \(Countdown(seconds: secondsLeft)))"
    case .lockedPermanently:
      return "locked permanently after too many failed attempts; only 'remove --force' resets it"
    case .wiped(let profile):
      return "too many failed attempts: the secret of profile '\(profile)' was erased"
    case .notEnrolled(let profile): return "no secret is enrolled for profile '\(profile)'"
    case .noStore(let path): return "there is no store at \(path): nothing is enrolled there"
    case .storeDirectoryOpen(let path, let mode, true):
      return "warning: the store's directory \(path) is open to other users (mode "
        + "\(String(mode, radix: 8))): they can see the store, or make its path first; "
        + "'chmod go-rwx \(path)' keeps it private"
    case .storeDirectoryOpen(let path, let mode, false):
      return "warning: the store's directory \(path) is shared with other users (mode "
        + "\(String(mode, radix: 8))) and is not yours to change: another user could make the "
        + "store's path before you (GestureLock then refuses it); keep the store in a "
        + "directory of your own, e.g. 'mkdir -m 700 ~/locks'"
    case .removed(let profile): return "the secret of profile '\(profile)' was removed"
    case .counting(let grid): return "counting \(grid) patterns"

    case .security(let error): return error.description
    case .pad(let error): return error.description
    case .terminal(let error): return error.description
    case .fingerprint(let message): return message.english
    case .unexpected(let description): return description
    }
  }

  /// The pad's message for a wrong secret of `kind` (a PIN in the PIN's words, as the pad).
  static func wrongMessage(_ kind: SecretKind, attemptsLeft: Int) -> PadMessage {
    switch kind {
    case .pattern: .wrongPattern(attemptsLeft: attemptsLeft)
    case .pin: .wrongPIN(attemptsLeft: attemptsLeft)
    case .numeric, .passcode: .wrongPasscode(attemptsLeft: attemptsLeft)
    }
  }
}
