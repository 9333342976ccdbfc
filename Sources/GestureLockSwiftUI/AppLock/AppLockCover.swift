// The app lock as an observable source for SwiftUI.
// Apple-only; type-checked on Linux against Tests/AppleStubs (make check-apple), never run here.
// Follows:
// https://developer.apple.com/documentation/combine/observableobject
// https://developer.apple.com/documentation/combine/published
#if canImport(SwiftUI) && canImport(UIKit)
  public import Combine
  public import GestureLockAppLock
  internal import SwiftUI

  /// An `AppLock` as an `ObservableObject`: `state` and `showsCover` published on the main
  /// actor from the app lock's `states()`, for a lock cover over the app's content.
  ///
  /// `ObservableObject` rather than `@Observable`: the package supports iOS 15, and the
  /// Observation framework needs iOS 17; one type for every supported system beats two.
  ///
  /// ```swift
  /// @StateObject var cover = AppLockCover(appLock: appLock)
  /// ContentView().gestureLockCover(cover) { GestureLockPad(appLock: appLock) }
  /// ```
  @MainActor public final class AppLockCover: ObservableObject {
    /// The app lock observed.
    public let appLock: AppLock
    /// The app lock's state, updated as it changes.
    @Published public private(set) var state: AppLockState
    /// Whether the content must be hidden now: locked in any way, or in the background
    /// (`AppLock.showsPrivacyCover`).
    @Published public private(set) var showsCover: Bool

    private var watcher: Task<Void, Never>?

    /// Starts observing `appLock` until this object goes away.
    public init(appLock: AppLock) {
      self.appLock = appLock
      state = appLock.state
      showsCover = appLock.showsPrivacyCover
      watcher = Task { [weak self] in
        for await state in appLock.states() {
          guard let self else { return }
          self.state = state
          self.showsCover = appLock.showsPrivacyCover
        }
      }
    }

    /// Reports the scene phase to the app lock: call from `.onChange(of: scenePhase)`.
    ///
    /// - Parameter active: `true` when the scene became active (`willEnterForeground()`),
    ///   `false` when it went to the background (`didEnterBackground()`).
    public func sceneBecame(active: Bool) {
      if active { appLock.willEnterForeground() } else { appLock.didEnterBackground() }
      showsCover = appLock.showsPrivacyCover
    }
  }
#endif
