// Plays a `PadHaptic` (chosen by platform-free code in GestureLockCore) on iOS.
// Apple-only; type-checked on Linux against Tests/AppleStubs (make check-apple), never run here.
// Follows:
// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator
// https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator
// https://developer.apple.com/documentation/uikit/uifeedbackgenerator/prepare()
#if canImport(UIKit)
  internal import GestureLockCore
  internal import UIKit

  /// The pads' haptics: a light impact per node or key, the system's error and success
  /// notification patterns for verdicts; nothing when `isEnabled` is off.
  @MainActor final class HapticPlayer {
    /// Whether haptics play (the host's flag; the system's own haptics setting applies too).
    var isEnabled = true
    private let impact = UIImpactFeedbackGenerator(style: .light)
    private let notification = UINotificationFeedbackGenerator()

    /// Wakes the Taptic Engine before a touch sequence, so the first tap is not late.
    func prepare() {
      guard isEnabled else { return }
      impact.prepare()
      notification.prepare()
    }

    /// Plays `haptic`, unless disabled.
    func play(_ haptic: PadHaptic) {
      guard isEnabled else { return }
      switch haptic {
      case .impact: impact.impactOccurred()
      case .error: notification.notificationOccurred(.error)
      case .success: notification.notificationOccurred(.success)
      }
    }
  }
#endif
