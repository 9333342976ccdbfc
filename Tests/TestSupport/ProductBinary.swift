public import Foundation

/// Locates executables built by SwiftPM next to the running test bundle.
public enum ProductBinary {
  /// The directory SwiftPM builds products into (`.build/<triple>/debug`).
  ///
  /// Found from the running test binary (`/proc/self/exe`), which SwiftPM places in the same
  /// directory as the package's executables. `GESTURELOCK_BIN_DIR` overrides it.
  public static var directory: URL {
    if let override = ProcessInfo.processInfo.environment["GESTURELOCK_BIN_DIR"] {
      return URL(fileURLWithPath: override)
    }
    let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var directory = exe.deletingLastPathComponent()
    // Inside `X.xctest/…` on some toolchains: climb out of the bundle.
    while directory.path.contains(".xctest") {
      directory = directory.deletingLastPathComponent()
    }
    return directory
  }

  /// The `gesturelock` executable.
  public static var gesturelock: URL { directory.appendingPathComponent("gesturelock") }
}
