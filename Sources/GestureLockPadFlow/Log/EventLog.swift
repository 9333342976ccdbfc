public import GestureLockCore
internal import GestureLockSystem

/// The pad's event log: one JSON object per line on standard output, flushed per line, so a
/// script driving the pad sees each event as it happens (DESIGN.md "The pad's event log").
///
/// Never carries a secret: node indices appear only in `node` events, and only when the user
/// asked for them with `--log-nodes`.
public struct EventLog: Sendable {
  private let descriptor: Int32

  /// Creates a log that writes to file descriptor `descriptor` (default 1, standard output).
  public init(descriptor: Int32 = 1) {
    self.descriptor = descriptor
  }

  /// Writes one event as a JSON line.
  ///
  /// - Parameters:
  ///   - event: The event name (`ready`, `state`, `node`, `verified`, …).
  ///   - fields: Further members, already JSON values.
  public func write(_ event: String, _ fields: [(String, JSONValue)] = []) {
    var object: [(String, JSONValue)] = [("event", .string(event))]
    object.append(contentsOf: fields)
    let line = JSONValue.object(object).serialized + "\n"
    // A closed pipe must not crash the pad; the log is best effort.
    FileDescriptorWriter.writeAll(Array(line.utf8), to: descriptor)
  }
}
