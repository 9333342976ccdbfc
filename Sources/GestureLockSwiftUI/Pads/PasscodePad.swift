// The passcode keypad in SwiftUI: a UIViewRepresentable over PasscodeView.
// Apple-only; type-checked on Linux against Tests/AppleStubs (make check-apple), never run here.
// Follows:
// https://developer.apple.com/documentation/swiftui/uiviewrepresentable
#if canImport(SwiftUI) && canImport(UIKit)
  public import GestureLockAppLock
  public import GestureLockCore
  public import GestureLockUIKit
  public import SwiftUI
  internal import UIKit

  /// The PIN / passcode keypad of an `AppLock` in SwiftUI, over
  /// ``GestureLockUIKit/PasscodeView``.
  ///
  /// ```swift
  /// PasscodePad(appLock: appLock, mode: .pin(length: 6))
  /// ```
  public struct PasscodePad: UIViewRepresentable {
    /// The app lock the keypad opens.
    public let appLock: AppLock
    /// The enrolled secret's mode.
    public let mode: PasscodeMode
    /// Whether key taps and error buzzes play.
    public var hapticsEnabled: Bool
    /// The dark and light styles.
    public var appearance: PadAppearance
    /// Called with the app lock's state after each checked entry.
    public var onStateChange: (AppLockState) -> Void

    /// Creates the keypad; parameters as ``GestureLockPad``'s, with the passcode `mode`.
    public init(
      appLock: AppLock, mode: PasscodeMode, hapticsEnabled: Bool = true,
      appearance: PadAppearance = PadAppearance(),
      onStateChange: @escaping (AppLockState) -> Void = { _ in }
    ) {
      self.appLock = appLock
      self.mode = mode
      self.hapticsEnabled = hapticsEnabled
      self.appearance = appearance
      self.onStateChange = onStateChange
    }

    public func makeUIView(context: Context) -> PasscodeView {
      let view = PasscodeView(appLock: appLock, mode: mode)
      updateUIView(view, context: context)
      return view
    }

    public func updateUIView(_ view: PasscodeView, context: Context) {
      view.hapticsEnabled = hapticsEnabled
      view.appearance = appearance
      view.onStateChange = onStateChange
    }
  }
#endif
