// A VoiceOver button drawn inside a pad view ("Done", a keypad key).
// Apple-only; type-checked on Linux against Tests/AppleStubs (make check-apple), never run here.
// Follows:
// https://developer.apple.com/documentation/uikit/uiaccessibilityelement
// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityactivate()
#if canImport(UIKit)
  internal import UIKit

  /// A VoiceOver button that runs `action` when activated ("Done", a keypad key).
  @MainActor final class PadActionElement: UIAccessibilityElement {
    /// What a double-tap does.
    var action: (() -> Void)?

    override func accessibilityActivate() -> Bool {
      guard let action else { return false }
      action()
      return true
    }
  }
#endif
