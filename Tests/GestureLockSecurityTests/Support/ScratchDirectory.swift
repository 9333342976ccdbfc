import Foundation

/// A fresh directory for one test's store files, removed when the value dies.
///
/// Local to this target because TestSupport's `TemporaryDirectory` is not committed yet;
/// switch to it once it is.
final class ScratchDirectory {
  /// The directory.
  let url: URL

  /// Creates a new empty directory whose name starts with `prefix`.
  init(prefix: String = "gl-sec") throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// A path inside the directory.
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  deinit { try? FileManager.default.removeItem(at: url) }
}
