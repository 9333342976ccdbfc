// The gesture pad in SwiftUI: a UIViewRepresentable over GestureLockView.
// Apple-only; type-checked on Linux against Tests/AppleStubs (make check-apple), never run here.
// Follows:
// https://developer.apple.com/documentation/swiftui/uiviewrepresentable
// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
#if canImport(SwiftUI) && canImport(UIKit)
  public import GestureLockAppLock
  internal import GestureLockCore
  public import GestureLockUIKit
  public import SwiftUI
  internal import UIKit

  /// The pattern pad of an `AppLock` in SwiftUI: ``GestureLockUIKit/GestureLockView`` (touches,
  /// VoiceOver, haptics, dark mode, Dynamic Type) in a SwiftUI hierarchy.
  ///
  /// ```swift
  /// GestureLockPad(appLock: appLock)
  ///   .frame(width: 320, height: 420)
  /// ```
  public struct GestureLockPad: UIViewRepresentable {
    /// The app lock the pad opens.
    public let appLock: AppLock
    /// Whether node taps and error buzzes play.
    public var hapticsEnabled: Bool
    /// The dark and light styles.
    public var appearance: PadAppearance
    /// Called with the app lock's state after each checked pattern.
    public var onStateChange: (AppLockState) -> Void

    /// Creates the pad.
    ///
    /// - Parameters:
    ///   - appLock: The app lock the pad opens.
    ///   - hapticsEnabled: Whether haptics play; on by default.
    ///   - appearance: The styles; the standard dark and light ones by default.
    ///   - onStateChange: Called after each checked pattern (the app lock's `states()`, and
    ///     ``AppLockCover``, see the same).
    public init(
      appLock: AppLock, hapticsEnabled: Bool = true, appearance: PadAppearance = PadAppearance(),
      onStateChange: @escaping (AppLockState) -> Void = { _ in }
    ) {
      self.appLock = appLock
      self.hapticsEnabled = hapticsEnabled
      self.appearance = appearance
      self.onStateChange = onStateChange
    }

    public func makeUIView(context: Context) -> GestureLockView {
      // The 3×3 layout always exists for a finite size; a failure here is a programming error
      // in the core, not an input.
      guard let view = try? GestureLockView(appLock: appLock) else {
        preconditionFailure("GestureLockView: the standard grid's layout could not be made")
      }
      updateUIView(view, context: context)
      return view
    }

    public func updateUIView(_ view: GestureLockView, context: Context) {
      view.hapticsEnabled = hapticsEnabled
      view.appearance = appearance
      view.onStateChange = onStateChange
    }
  }
#endif
