package import GestureLockCore
package import GestureLockSecurity

/// Which surface a secret is entered on: the gesture pad for a pattern, the passcode pad in
/// the mode of a typed secret; and the lengths a new secret entered in a passcode mode must
/// have.
extension SecretKind {
  /// The secret kind a passcode pad mode enrols.
  package init(_ mode: PasscodeMode) {
    switch mode {
    case .pin: self = .pin
    case .numeric: self = .numeric
    case .text: self = .passcode
    }
  }

  /// The passcode pad's mode for a secret of this kind enrolled under `rules`; `nil` for a
  /// pattern.
  package func passcodeMode(rules: PatternRules) -> PasscodeMode? {
    switch self {
    case .pattern: nil
    case .pin: .pin(length: rules.minimumLength)
    case .numeric: .numeric
    case .passcode: .text
    }
  }

  /// The surface a secret of this kind is entered on under `rules`: the passcode pad for typed
  /// kinds, the gesture pad on `grid` otherwise, laid out in `viewport`.
  ///
  /// - Parameters:
  ///   - stealth: Hide the path and the selected state (the gesture pad).
  ///   - successHold: Seconds the success state shows after an accepted entry.
  package func surface(
    rules: PatternRules, grid: Grid, viewport: PadViewport, stealth: Bool, successHold: Double
  ) -> any PadSurface {
    if let mode = passcodeMode(rules: rules) {
      return PasscodeEntry(
        keypad: viewport.keypad(for: mode), minimumLength: rules.minimumLength,
        maximumLength: rules.maximumLength, successHold: successHold)
    }
    return PadModel(
      layout: viewport.gridLayout(for: grid), rules: rules, successHold: successHold,
      stealth: stealth)
  }
}

extension PatternRules {
  /// The lengths a new secret entered in `mode` must have under `policy`.
  package init(_ mode: PasscodeMode, policy: LockPolicy) {
    switch mode {
    case .pin(let length):
      self.init(minimumLength: length, maximumLength: length)
    case .numeric:
      self.init(
        minimumLength: policy.passcode.numericMinimumLength,
        maximumLength: policy.passcode.maximumLength)
    case .text:
      self.init(
        minimumLength: policy.passcode.textMinimumLength,
        maximumLength: policy.passcode.maximumLength)
    }
  }
}
