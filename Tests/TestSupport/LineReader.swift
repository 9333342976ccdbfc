public import Foundation

/// Collects a child process's output line by line as it arrives, so a test can wait for the
/// next event of a long-running program (the pad's JSON event log).
public final class LineReader: @unchecked Sendable {
  private let lock = NSCondition()
  private var lines: [String] = []
  private var buffer = Data()
  private var closed = false
  private var cursor = 0

  /// Starts reading `handle` on a background thread until end of file.
  public init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      while true {
        let chunk = handle.availableData
        lock.lock()
        if chunk.isEmpty {
          closed = true
          if !buffer.isEmpty { lines.append(String(decoding: buffer, as: UTF8.self)) }
          buffer.removeAll()
          lock.broadcast()
          lock.unlock()
          return
        }
        buffer.append(chunk)
        while let newline = buffer.firstIndex(of: 0x0A) {
          lines.append(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
          buffer.removeSubrange(buffer.startIndex...newline)
        }
        lock.broadcast()
        lock.unlock()
      }
    }
  }

  /// Every line read so far.
  public var allLines: [String] {
    lock.lock()
    defer { lock.unlock() }
    return lines
  }

  /// Waits for the next line (after those already returned) that satisfies `predicate`.
  ///
  /// - Returns: The line, or `nil` when `timeout` seconds pass or the output ends first.
  public func next(timeout: Double = 20, where predicate: (String) -> Bool) -> String? {
    let deadline = Date().addingTimeInterval(timeout)
    lock.lock()
    defer { lock.unlock() }
    while true {
      while cursor < lines.count {
        let line = lines[cursor]
        cursor += 1
        if predicate(line) { return line }
      }
      if closed { return nil }
      if !lock.wait(until: deadline) { return nil }
    }
  }
}
