/// How `PadLoop.run` ended: what a front end turns into its exit status (the CLI: 0 only when
/// unlocked, 7 when closed without unlocking; SPEC.md §7).
public enum PadLoopEnding: Equatable, Sendable {
  /// The user unlocked (the stored secret was accepted, or a first secret was just enrolled),
  /// and the success state has shown: the gate opens.
  case unlocked
  /// The user left (window closed, `q`, Escape where it quits, a quit signal) before the loop
  /// ended on an unlock. `afterUnlocking`: whether the secret was accepted (or enrolled)
  /// earlier in the session, which only happens when the pad stays open after an unlock
  /// (`pad --stay`).
  case closed(afterUnlocking: Bool)
  /// The device went away (`PadDevice.isGone(_:)`: a terminal hung up). Nothing unlocks.
  case deviceGone

  /// Whether the session counts as unlocked: ended on an unlock, or closed after one.
  public var isUnlocked: Bool {
    switch self {
    case .unlocked, .closed(afterUnlocking: true): true
    case .closed(afterUnlocking: false), .deviceGone: false
    }
  }
}
