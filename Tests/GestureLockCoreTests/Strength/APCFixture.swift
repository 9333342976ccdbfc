import Foundation
import GestureLockCore

/// The APC reference CSVs copied into this test bundle (see Fixtures/SOURCE.md).
///
/// Rows are padded with spaces and end in CRLF; nodes are 0..8 row-major, written `0.1.2.5`.
enum APCFixture {
  /// The rows of `name`.csv as trimmed fields keyed by the trimmed header names.
  static func rows(_ name: String) throws -> [[String: String]] {
    guard
      let url = Bundle.module.url(forResource: name, withExtension: "csv", subdirectory: "Fixtures")
    else { throw CocoaError(.fileNoSuchFile) }
    let text = try String(contentsOf: url, encoding: .utf8)
    let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
      .filter { !$0.allSatisfy(\.isWhitespace) }
    let fields = lines.map { line in
      line.split(separator: ",", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
    }
    guard let header = fields.first else { return [] }
    return fields.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
  }

  /// An APC pattern string (`0.1.2.5`) as a 3×3 pattern.
  static func pattern(_ text: String) throws -> Pattern {
    try Pattern(parsing: text.replacingOccurrences(of: ".", with: "-"), on: .standard)
  }
}

extension Dictionary where Key == String, Value == String {
  /// The field `key` as a number; NaN when missing or malformed (so a comparison fails).
  func number(_ key: String) -> Double { self[key].flatMap(Double.init) ?? .nan }
}
