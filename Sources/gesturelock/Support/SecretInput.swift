internal import Foundation
internal import GestureLockCore

/// Reads secrets from standard input, one per line, never echoing them in messages.
enum SecretInput {
  /// The most bytes read from standard input (a secret line is short; this bounds hostile input).
  static let maximumBytes = 64 * 1024

  /// Reads up to `count` lines from standard input.
  ///
  /// - Throws: `CLIError` (exit 2) when input is larger than `maximumBytes`, not UTF-8, or has
  ///   fewer than `count` non-empty lines.
  static func lines(_ count: Int, what: [SecretRole]) throws(CLIError) -> [String] {
    let data = readStandardInput(limit: maximumBytes + 1)
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

  private static func readStandardInput(limit: Int) -> Data {
    var data = Data()
    let handle = FileHandle.standardInput
    while data.count < limit {
      let chunk = handle.readData(ofLength: min(65_536, limit - data.count))
      if chunk.isEmpty { break }
      data.append(chunk)
    }
    return data
  }
}
