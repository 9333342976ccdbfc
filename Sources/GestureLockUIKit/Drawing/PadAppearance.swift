// The pads' look from the view's traits: dark mode and Dynamic Type.
// Apple-only; type-checked on Linux against Tests/AppleStubs (make check-apple), never run here.
// Follows:
// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle
// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledvalue(for:compatiblewith:)
// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)
#if canImport(UIKit)
  public import GestureLockCore
  public import UIKit

  /// The dark and light styles a pad view picks from, and the message's size at the
  /// standard ("Large") Dynamic Type size; the view's traits choose and scale
  /// (`PadStyle.appearance(isDark:dark:light:messageFontSize:)` does the choosing, on Linux
  /// too).
  public struct PadAppearance: Sendable {
    /// The style in dark mode; `PadStyle.standard` by default.
    public var dark: PadStyle
    /// The style in light mode; `PadStyle.light` by default.
    public var light: PadStyle
    /// The message's font size in points at the standard text size, scaled as `.body` text.
    public var messageFontSize: Double

    /// Creates an appearance; every parameter has a default.
    public init(dark: PadStyle = .standard, light: PadStyle = .light, messageFontSize: Double = 17)
    {
      self.dark = dark
      self.light = light
      self.messageFontSize = messageFontSize
    }

    /// The traits `style(for:)` reads: a view drawn with it draws again when one changes
    /// (`registerForTraitChanges`, iOS 17; `traitCollectionDidChange` before, deprecated from
    /// iOS 17).
    @available(iOS 17.0, *)
    @MainActor public static var traitsDrawnWith: [UITrait] {
      [UITraitUserInterfaceStyle.self, UITraitPreferredContentSizeCategory.self]
    }

    /// The style for `traits`: dark or light by `userInterfaceStyle`, the message scaled by
    /// the person's text size.
    @MainActor public func style(for traits: UITraitCollection) -> PadStyle {
      let size = UIFontMetrics(forTextStyle: .body)
        .scaledValue(for: CGFloat(messageFontSize), compatibleWith: traits)
      return PadStyle.appearance(
        isDark: traits.userInterfaceStyle == .dark, dark: dark, light: light,
        messageFontSize: Double(size))
    }
  }
#endif
