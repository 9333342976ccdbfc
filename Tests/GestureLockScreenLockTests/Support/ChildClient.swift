import Foundation
import TestSupport

/// A running X client (the probe locker or a python3-xlib helper): TestSupport's
/// ``ChildProcess`` on an X display.
typealias ChildClient = ChildProcess

extension ChildProcess {
  /// Starts `executable` with `arguments` on the X display `display` (with `environment`
  /// added to the test's); its standard error is read into ``errorOutput`` when
  /// `readingErrors`.
  convenience init(
    _ executable: URL, _ arguments: [String], display: String, environment: [String: String] = [:],
    readingErrors: Bool = false
  ) throws {
    try self.init(
      executable, arguments, environment: environment.merging(["DISPLAY": display]) { $1 },
      readingErrors: readingErrors)
  }
}
