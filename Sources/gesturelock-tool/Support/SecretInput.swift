internal import Foundation
internal import GestureLockCore
internal import GestureLockSystem

#if canImport(Glibc)
  internal import Glibc
#endif

/// Reads secrets from standard input, one per line, never echoing them in messages.
enum SecretInput {
  /// The most bytes read from standard input (a secret line is short; this bounds hostile input).
  static let maximumBytes = 64 * 1024

  /// Reads one line per role from standard input: at a terminal, after a prompt for each and
  /// with echo off (`TerminalSecretEntry`); from a pipe or file, as they come.
  ///
  /// - Throws: `CLIError` (exit 2) when standard input cannot be read (a directory, a
  ///   descriptor opened for writing only), is larger than `maximumBytes`, is not UTF-8, or has
  ///   fewer non-empty lines than roles.
  static func lines(_ what: [SecretRole], language: Language) throws(CLIError) -> [String] {
    if TerminalSecretEntry.isActive {
      return try TerminalSecretEntry.lines(what, language: language, limit: maximumBytes)
    }
    return try lines(what.count, what: what)
  }

  /// Reads up to `count` lines from standard input that is not a terminal.
  private static func lines(_ count: Int, what: [SecretRole]) throws(CLIError) -> [String] {
    let data = try readStandardInput(limit: maximumBytes + 1)
    guard data.count <= maximumBytes else {
      throw .usage(.inputTooLarge(kibibytes: maximumBytes / 1024))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw .usage(.inputNotUTF8)
    }
    // "\r\n" is one Character in Swift: split on either line ending.
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
      .map(String.init)
    var result: [String] = []
    for index in 0..<count {
      guard index < lines.count, !lines[index].isEmpty else {
        throw .usage(.inputMissingLine(what[index]))
      }
      result.append(lines[index])
    }
    return result
  }

  /// Parses a pattern, mapping errors to exit 2 without repeating the input.
  static func pattern(_ text: String, on grid: Grid, route: RouteMode, what: SecretRole)
    throws(CLIError) -> Pattern
  {
    do {
      return try Pattern(parsing: text, on: grid, route: route)
    } catch {
      throw .usage(.invalidPattern(what, error))
    }
  }

  /// Reads standard input to its end, or to `limit` bytes.
  ///
  /// Reads with `read(2)`, retried on `EINTR` (and after waiting, on a non-blocking descriptor
  /// with nothing to read yet); `FileHandle.readData(ofLength:)` traps on a read error instead.
  /// The corresponding C functions are `read` and `poll`.
  ///
  /// - Throws: `CLIError` (exit 2) with the system's reason when a read fails.
  private static func readStandardInput(limit: Int) throws(CLIError) -> Data {
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while data.count < limit {
      let wanted = min(chunk.count, limit - data.count)
      let result = valueOrErrno(retryOnInterrupt: true) {
        chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, wanted) }
      }
      switch result {
      case .success(0):
        return data
      case .success(let count):
        data.append(contentsOf: chunk[..<count])
      case .failure(.wouldBlock):
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, -1)
      case .failure(let error):
        throw .usage(.inputUnreadable(reason: error.description))
      }
    }
    return data
  }
}
