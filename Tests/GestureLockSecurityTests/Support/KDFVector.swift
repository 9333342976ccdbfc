import Foundation
import Testing

/// Bytes from a hex string (test vectors).
func bytes(hex: String) -> [UInt8] {
  var result: [UInt8] = []
  var index = hex.startIndex
  while index < hex.endIndex {
    let next = hex.index(index, offsetBy: 2)
    result.append(UInt8(hex[index..<next], radix: 16)!)
    index = next
  }
  return result
}

/// The KDF known-answer vectors, from the fixture copied into this test bundle.
struct KDFVector: Sendable, CustomTestStringConvertible {
  let name: String
  let password: [UInt8]
  let salt: [UInt8]
  let iterations: Int?
  let n: Int?
  let r: Int?
  let p: Int?
  let byteCount: Int
  let expected: [UInt8]

  var testDescription: String { name }

  /// One entry of the JSON file, keyed as in the RFCs.
  private struct Entry: Decodable {
    let password: String
    let salt: String
    let iterations: Int?
    let n: Int?
    let r: Int?
    let p: Int?
    let byteCount: Int
    let derivedKey: String

    enum CodingKeys: String, CodingKey {
      case password = "P", salt = "S", iterations = "c", n = "N", r, p, byteCount = "dkLen"
      case derivedKey = "DK"
    }
  }

  /// All vectors in the fixture, sorted by name.
  static func all() throws -> [KDFVector] {
    guard
      let url = Bundle.module.url(
        forResource: "kdf-test-vectors", withExtension: "json", subdirectory: "Fixtures")
    else { throw CocoaError(.fileNoSuchFile) }
    let entries = try JSONDecoder().decode([String: Entry].self, from: Data(contentsOf: url))
    return entries.map { name, entry in
      KDFVector(
        name: name, password: Array(entry.password.utf8), salt: Array(entry.salt.utf8),
        iterations: entry.iterations, n: entry.n, r: entry.r, p: entry.p,
        byteCount: entry.byteCount, expected: bytes(hex: entry.derivedKey))
    }.sorted { $0.name < $1.name }
  }

  static func pbkdf2() throws -> [KDFVector] { try all().filter { $0.iterations != nil } }
  static func scrypt() throws -> [KDFVector] { try all().filter { $0.n != nil } }
}
