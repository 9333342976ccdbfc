internal import GestureLockCore
internal import GestureLockSystem

/// The pad's event log: one JSON object per line on standard output, flushed per line, so a
/// script driving the pad sees each event as it happens (DESIGN.md "The pad's event log").
///
/// Never carries a secret: node indices appear only in `node` events, and only when the user
/// asked for them with `--log-nodes`. The events and their fields are declared in one place,
/// `PadLogEvent`.
public struct EventLog: Sendable {
  private let descriptor: Int32

  /// Creates a log that writes to file descriptor `descriptor` (default 1, standard output).
  public init(descriptor: Int32 = 1) {
    self.descriptor = descriptor
  }

  /// Writes one event as a JSON line (`PadLogEvent.json`).
  package func write(_ event: PadLogEvent) {
    let line = event.json.serialized + "\n"
    // A closed pipe must not crash the pad; the log is best effort.
    FileDescriptorWriter.writeAll(Array(line.utf8), to: descriptor)
  }
}
