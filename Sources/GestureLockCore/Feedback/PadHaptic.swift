/// The haptic a pad event calls for (issue 16): a light tap as each node joins the path,
/// an error buzz on a wrong pattern (or a too-short one), a success on an accepted one.
///
/// Platform-free so the choice is tested on Linux; GestureLockUIKit plays it with
/// `UIImpactFeedbackGenerator` (`.impact`) and `UINotificationFeedbackGenerator`
/// (`.error`, `.success`).
///
/// ```swift
/// PadHaptic(.nodeSelected(4))        // .impact
/// PadHaptic(.stateChanged(.error))   // .error
/// PadHaptic(.stateChanged(.normal))  // nil
/// ```
public enum PadHaptic: Hashable, Sendable, CaseIterable {
  /// A light tap: a node selected, a key pressed.
  case impact
  /// The error pattern: a wrong or too-short entry (the pad turns red).
  case error
  /// The success pattern: the entry was accepted.
  case success

  /// The haptic for a pad event, or `nil` when the event calls for none: a tap as a node
  /// joins the path or a key is pressed, a buzz on the error state, the success pattern on the
  /// success state.
  ///
  /// - Parameters:
  ///   - event: What the gesture pad or the passcode pad reported.
  ///   - stealth: In stealth mode no tap marks the nodes (a tap per node would tell the
  ///     pattern's length to a hand holding the phone); the verdicts still buzz.
  public init?(_ event: PadEvent, stealth: Bool = false) {
    switch event {
    case .nodeSelected where !stealth: self = .impact
    case .keyPressed: self = .impact
    case .stateChanged(.error): self = .error
    case .stateChanged(.success): self = .success
    default: return nil
    }
  }
}
