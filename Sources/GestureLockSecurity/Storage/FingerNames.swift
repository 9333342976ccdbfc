/// The names of enrolled fingers as fprintd gives them ("right-index-finger"), compared as a
/// set: order and duplicates never matter. Names only: GestureLock never stores fingerprint
/// data.
///
/// Stored (schema version 3, `recorded_fingers`) sorted and joined by commas; the empty text
/// is the empty set. A name must be 1–64 printable ASCII characters without a comma or a
/// space; other names (no fprintd name is one) are left out, the same way on both sides of
/// every comparison.
enum FingerNames {
  /// The longest name kept, in bytes.
  static let maximumLength = 64

  /// `names` as a set, without the names that cannot be stored.
  static func set(_ names: [String]) -> Set<String> {
    Set(names.filter(isValid))
  }

  /// Whether `name` can be stored.
  static func isValid(_ name: String) -> Bool {
    !name.isEmpty && name.utf8.count <= maximumLength
      && name.utf8.allSatisfy { (0x21...0x7E).contains($0) && $0 != UInt8(ascii: ",") }
  }

  /// The stored text of `set`.
  static func encode(_ set: Set<String>) -> String {
    set.sorted().joined(separator: ",")
  }

  /// The set stored as `text`, or `nil` when the text is not one `encode` writes.
  static func decode(_ text: String) -> Set<String>? {
    if text.isEmpty { return [] }
    let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard names.allSatisfy(isValid), names == names.sorted(), Set(names).count == names.count
    else { return nil }
    return Set(names)
  }
}
