// A view modifier that covers content while the app lock says so.
// Apple-only; type-checked on Linux against Tests/AppleStubs (make check-apple), never run here.
// Follows:
// https://developer.apple.com/documentation/swiftui/viewmodifier
// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
// https://developer.apple.com/documentation/swiftui/zstack
// https://developer.apple.com/documentation/swiftui/observedobject
#if canImport(SwiftUI) && canImport(UIKit)
  public import SwiftUI

  /// Hides content behind `cover` while ``AppLockCover/showsCover``.
  struct GestureLockCoverModifier<Cover: View>: ViewModifier {
    @ObservedObject var lock: AppLockCover
    let cover: () -> Cover

    func body(content: Content) -> some View {
      ZStack {
        content
        if lock.showsCover {
          cover()
        }
      }
    }
  }

  extension View {
    /// Covers this view with `cover` (say a ``GestureLockPad``) while `lock` is locked or the
    /// app is in the background.
    ///
    /// ```swift
    /// ContentView().gestureLockCover(cover) { GestureLockPad(appLock: cover.appLock) }
    /// ```
    public func gestureLockCover<Cover: View>(
      _ lock: AppLockCover, @ViewBuilder cover: @escaping () -> Cover
    ) -> some View {
      modifier(GestureLockCoverModifier(lock: lock, cover: cover))
    }
  }
#endif
