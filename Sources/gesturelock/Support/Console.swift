internal import Foundation

/// Standard output for machine-readable results, standard error for people.
enum Console {
  /// Writes one line of JSON (or other machine output) to standard output.
  static func out(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  /// Writes one line for people to standard error.
  static func err(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
