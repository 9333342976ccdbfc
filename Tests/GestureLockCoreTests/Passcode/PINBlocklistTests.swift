import GestureLockCore
import Testing

/// The iOS blocklist rules. Equality with the extracted lists of Markert et al. (2020), which
/// have no licence and are not in the repository, is tested by digest in
/// GestureLockSecurityTests/Passcode; these tests check sizes, spot entries and the rules.
@Suite("PIN blocklists from rules")
struct PINBlocklistTests {
  @Test("The iOS lists have 274 four-digit and 2,910 six-digit PINs, sorted and distinct")
  func sizes() {
    let four = PINBlocklist.iOS.entries(length: 4)
    let six = PINBlocklist.iOS.entries(length: 6)
    #expect(four.count == 274)
    #expect(six.count == 2_910)
    #expect(four == four.sorted() && Set(four).count == four.count)
    #expect(six == six.sorted() && Set(six).count == six.count)
    #expect(four.allSatisfy { $0.utf8.count == 4 && $0.utf8.allSatisfy { (48...57).contains($0) } })
    for length in [0, 1, 3, 5, 7, 8] {
      #expect(PINBlocklist.iOS.entries(length: length).isEmpty, "length \(length)")
    }
  }

  @Test("contains agrees with entries on every 4-digit PIN")
  func containsAgrees() {
    let listed = Set(PINBlocklist.iOS.entries(length: 4))
    for value in 0..<10_000 {
      let text = String(value)
      let pin = String(repeating: "0", count: 4 - text.count) + text
      #expect(PINBlocklist.iOS.contains(pin) == listed.contains(pin), "\(pin)")
    }
  }

  @Test("contains agrees with entries on 20,000 six-digit PINs and on every listed one")
  func containsAgreesSix() {
    let listed = PINBlocklist.iOS.entries(length: 6)
    #expect(listed.allSatisfy(PINBlocklist.iOS.contains))
    let set = Set(listed)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let text = String((state >> 33) % 1_000_000)
      let pin = String(repeating: "0", count: 6 - text.count) + text
      #expect(PINBlocklist.iOS.contains(pin) == set.contains(pin), "\(pin)")
    }
  }

  struct Spot: Sendable, CustomTestStringConvertible {
    let pin: String
    let listed: Bool
    let why: String
    var testDescription: String { "\(pin): \(why)" }
  }

  @Test(
    "Spot entries from the extracted lists",
    arguments: [
      Spot(pin: "0000", listed: true, why: "aaaa"),
      Spot(pin: "1212", listed: true, why: "abab"),
      Spot(pin: "0099", listed: true, why: "aabb"),
      Spot(pin: "1956", listed: true, why: "first year"),
      Spot(pin: "2015", listed: true, why: "last year"),
      Spot(pin: "1955", listed: false, why: "before the years"),
      Spot(pin: "2016", listed: false, why: "after the years"),
      Spot(pin: "2580", listed: true, why: "middle column"),
      Spot(pin: "1234", listed: true, why: "common"),
      Spot(pin: "2345", listed: false, why: "no general 4-digit series rule"),
      Spot(pin: "0001", listed: false, why: "not a shape"),
      Spot(pin: "1001", listed: false, why: "abba is not a 4-digit rule"),
      Spot(pin: "000001", listed: true, why: "ababa?"),
      Spot(pin: "121213", listed: true, why: "ababa?"),
      Spot(pin: "233332", listed: true, why: "abccba"),
      Spot(pin: "656560", listed: true, why: "ababa?"),
      Spot(pin: "123123", listed: true, why: "abcabc"),
      Spot(pin: "123456", listed: true, why: "ascending run"),
      Spot(pin: "543210", listed: true, why: "descending run"),
      Spot(pin: "567890", listed: false, why: "runs do not wrap"),
      Spot(pin: "098765", listed: true, why: "listed"),
      Spot(pin: "520131", listed: true, why: "listed"),
      Spot(pin: "112233", listed: true, why: "listed"),
      Spot(pin: "112234", listed: false, why: "not a rule"),
      Spot(pin: "212121", listed: true, why: "ababab"),
      Spot(pin: "312121", listed: false, why: "?ababa is not a rule"),
    ])
  func spot(_ spot: Spot) {
    #expect(PINBlocklist.iOS.contains(spot.pin) == spot.listed)
  }

  @Test("Digits of other scripts are the same PIN; other text is never listed")
  func scripts() {
    #expect(PINBlocklist.iOS.contains("١٢٣٤"))  // Arabic-Indic 1234
    #expect(PINBlocklist.iOS.contains("۱۹۸۴"))  // Eastern Arabic-Indic 1984
    #expect(PINBlocklist.iOS.contains("１１１１"))  // fullwidth
    for text in ["", "12a4", "12 34", "-1234", "1234\n", "½½½½", "ⅠⅡⅢⅣ", "1\u{0301}234"] {
      #expect(!PINBlocklist.iOS.contains(text), "\(text.unicodeScalars.map(\.value))")
    }
  }

  @Test("Rules generate what they match")
  func rules() {
    #expect(PINBlocklist.Rule.shape("ab?").entries(length: 3).count == 1_000)
    #expect(PINBlocklist.Rule.shape("aaa").entries(length: 3) == (0...9).map { "\($0)\($0)\($0)" })
    #expect(PINBlocklist.Rule.shape("aB").entries(length: 2).isEmpty)
    #expect(!PINBlocklist(rules: [.shape("aB")]).contains("11"))
    #expect(PINBlocklist.Rule.numbers(5...12, digits: 2).entries(length: 2).first == "05")
    #expect(
      PINBlocklist.Rule.numbers(-5...3, digits: 1).entries(length: 1) == ["0", "1", "2", "3"])
    #expect(
      PINBlocklist.Rule.run(length: 3, step: 2).entries(length: 3).sorted() == [
        "024", "135", "246", "357", "468", "579",
      ])
    let custom = PINBlocklist(rules: [.run(length: 4, step: 1), .list(["2468"])])
    #expect(
      custom.entries(length: 4) == ["0123", "1234", "2345", "2468", "3456", "4567", "5678", "6789"])
    #expect(custom.contains("٢٤٦٨"))
  }
}
