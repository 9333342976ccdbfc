// One node of the gesture pad as a VoiceOver element.
// Apple-only; type-checked on Linux against Tests/AppleStubs (make check-apple), never run here.
// Follows:
// https://developer.apple.com/documentation/uikit/uiaccessibilityelement
// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityframeincontainerspace
// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityactivate()
#if canImport(UIKit)
  internal import UIKit

  /// A node of ``GestureLockView`` for VoiceOver: labelled "row R, column C", valued
  /// "selected" while on the path; a double-tap selects it.
  @MainActor final class PadNodeElement: UIAccessibilityElement {
    /// The node index, row-major from the top left.
    var node = 0
    /// The pad the node belongs to.
    weak var padView: GestureLockView?

    override var accessibilityValue: String? {
      get { padView?.value(ofNode: node) }
      set {}
    }

    override func accessibilityActivate() -> Bool {
      guard let padView else { return false }
      padView.activate(node: node)
      return true
    }
  }
#endif
