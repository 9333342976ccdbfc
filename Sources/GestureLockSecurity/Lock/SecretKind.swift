/// What kind of secret a profile holds; stored as its raw value.
///
/// Only gesture patterns exist so far; PINs and passcodes will be further cases (a store
/// naming a kind this build does not know is reported as unavailable, never as unlocked).
public enum SecretKind: String, Hashable, Sendable, CaseIterable {
  /// An unlock pattern drawn on a grid.
  case pattern
}
