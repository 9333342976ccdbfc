import GestureLockCore
import GestureLockSecurity
import Testing

/// `PINBlocklist.iOS` against the blocklists Markert et al. extracted from iOS ("This PIN Can
/// Be Easily Guessed", IEEE S&P 2020, arXiv:2003.04868; files iOS-4-digit.txt and
/// iOS-6-digit.txt from the paper's project site). Those files have no licence, so they are not
/// in the repository: the test compares SHA-256 digests of a canonical form.
///
/// Canonical form: the distinct PINs as ASCII digits, sorted ascending, joined by a single
/// "\n", no final newline, UTF-8. The expected digests were computed from the files with
/// `LC_ALL=C sort -u iOS-4-digit.txt | head -c -1 | sha256sum` (likewise for 6 digits).
@Suite("iOS PIN blocklists equal the lists extracted by Markert et al. (by digest)")
struct PINBlocklistDigestTests {
  struct List: Sendable, CustomTestStringConvertible {
    let length: Int
    let count: Int
    let sha256: String
    let first: [String]
    let last: [String]
    var testDescription: String { "\(length) digits" }
  }

  @Test(
    "Rules generate exactly the extracted list",
    arguments: [
      List(
        length: 4, count: 274,
        sha256: "e2c800088a2a6f20b0f7eb290036e3e06b0856075f50b6ee61d49fbb533d6acc",
        first: ["0000", "0011", "0022"], last: ["9977", "9988", "9999"]),
      List(
        length: 6, count: 2_910,
        sha256: "fd73e1f89a6828a05b9ece4abdb243d7ff4f6e87e765a6a2b613baf0a4e8650a",
        first: ["000000", "000001", "000002"], last: ["999997", "999998", "999999"]),
    ])
  func digest(_ list: List) throws {
    let entries = PINBlocklist.iOS.entries(length: list.length)
    #expect(entries.count == list.count)
    #expect(Array(entries.prefix(3)) == list.first)
    #expect(Array(entries.suffix(3)) == list.last)
    let canonical = Array(entries.joined(separator: "\n").utf8)
    #expect(try Digest.sha256(canonical) == bytes(hex: list.sha256))
  }
}
