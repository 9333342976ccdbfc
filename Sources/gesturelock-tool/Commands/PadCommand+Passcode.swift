internal import GestureLockCore
internal import GestureLockSecurity

/// `pad --passcode` and `pad --kind`: which pad a new enrolment gets.
extension PadCommand {
  /// The digits of a new PIN on the passcode pad: 6, as on current phones (4 is allowed by the
  /// default policy too, and by `enroll --kind pin`).
  static let defaultPINLength = 6

  /// The passcode pad's mode for a new enrolment, or `nil` for the gesture pad.
  ///
  /// `--kind pattern|pin|numeric|passcode` names the kind as `enroll --kind` does; `--passcode`
  /// alone means a PIN, of `--pin-length` digits (4 or 6, default 6). A secret already enrolled
  /// chooses its own pad whatever is asked here.
  ///
  /// - Throws: `CLIError` (exit 2) for an unknown kind, `--passcode --kind pattern`,
  ///   `--grid`/`--record` with a passcode kind (no grid; a recording would reveal the code),
  ///   or a PIN length the default policy does not allow or given for another kind.
  static func passcodeMode(_ arguments: ArgumentList) throws(CLIError) -> PasscodeMode? {
    let passcode = arguments.flag(.passcode)
    let kind = try LockReport.kind(arguments.value(.kind), default: passcode ? .pin : .pattern)
    let pinLength = arguments.value(.pinLength)
    if pinLength != nil, kind != .pin {
      throw .usage(.pinLengthNeedsPIN)
    }
    if kind == .pattern {
      if passcode { throw .usage(.passcodePadTakesNoPattern) }
      return nil
    }
    if arguments.value(.grid) != nil {
      throw .usage(.patternOnlyOption(option: Option.grid.name, kind: kind))
    }
    if arguments.value(.record) != nil {
      throw .usage(.recordWouldRevealPasscode)
    }
    switch kind {
    case .pin: return .pin(length: try self.pinLength(pinLength))
    case .numeric: return .numeric
    default: return .text
    }
  }

  /// `--pin-length N`: one of the default policy's PIN lengths (4 or 6); 6 when not given.
  private static func pinLength(_ text: String?) throws(CLIError) -> Int {
    guard let text else { return defaultPINLength }
    let allowed = LockPolicy.standard.passcode.pinLengths.sorted()
    guard let length = Int(text), allowed.contains(length) else {
      throw .usage(
        .notOneOf(
          option: Option.pinLength.name, value: ArgumentList.shown(text),
          choices: allowed.map(String.init)))
    }
    return length
  }
}
