import Foundation
import TestSupport

/// Runs the built `gesturelock` with a private store, for end-to-end tests.
struct CLI {
  let directory: TemporaryDirectory
  var store: String { directory.path("lock.sqlite") }

  init() throws { directory = try TemporaryDirectory(prefix: "gesturelock-cli") }

  /// Runs `gesturelock --store <temp> arguments…` with `stdin`, and `environment` over the
  /// test's (`LANG=C` unless it says otherwise).
  func run(
    _ arguments: [String], stdin: String = "", withStore: Bool = true,
    environment: [String: String] = [:]
  ) throws -> ProcessResult {
    try ProcessRunner.run(
      ProductBinary.gesturelock, (withStore ? ["--store", store] : []) + arguments,
      stdin: Data(stdin.utf8), environment: ["LANG": "C"].merging(environment) { $1 })
  }

  /// Enrols `pattern` by stdin (pattern, then confirmation).
  func enroll(_ pattern: String, grid: String? = nil) throws -> ProcessResult {
    try run(["enroll"] + (grid.map { ["--grid", $0] } ?? []), stdin: "\(pattern)\n\(pattern)\n")
  }

  /// Overwrites the first 100 bytes of the store (the SQLite header) with `A`s: the file is
  /// no longer a database.
  func damageStoreHeader() throws {
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: store))
    try handle.write(contentsOf: Data(repeating: 0x41, count: 100))
    try handle.close()
  }

  /// Parses the last stdout line as a JSON object.
  static func json(_ result: ProcessResult) -> [String: Any]? {
    guard let line = result.stdout.split(separator: "\n").last,
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8))
    else { return nil }
    return object as? [String: Any]
  }
}
