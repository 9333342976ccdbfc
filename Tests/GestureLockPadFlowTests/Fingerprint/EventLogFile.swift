import Foundation
import TestSupport

@testable import GestureLockPadFlow

/// An event log written to a temporary file, read back as decoded lines.
final class EventLogFile {
  private let directory: TemporaryDirectory
  let path: String
  let log: EventLog
  private let descriptor: Int32

  init() throws {
    directory = try TemporaryDirectory(prefix: "gesturelock-fingerprint-log")
    path = directory.path("events.jsonl")
    descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    log = EventLog(descriptor: descriptor)
  }

  deinit { close(descriptor) }

  /// Every line so far, decoded.
  var events: [[String: Any]] {
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { line in
      try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    }
  }

  /// The lines of `event`, with `result` when given.
  func count(_ event: String, result: String? = nil) -> Int {
    events.filter { line in
      line["event"] as? String == event && (result == nil || line["result"] as? String == result)
    }.count
  }
}
