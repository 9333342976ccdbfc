/// A blocklist of numeric PINs given by rules (repetitions, number ranges, series, short
/// explicit lists) rather than by a shipped data file.
///
/// `PINBlocklist.iOS` generates Apple's iOS passcode blocklists exactly, as extracted by
/// Markert et al. (IEEE S&P 2020): 274 four-digit and 2,910 six-digit PINs. A host can build
/// its own from `Rule`s.
///
/// Digits of any script count as the ASCII digits (Arabic-Indic `١٢٣٤` is `1234`, SPEC.md §3);
/// text with anything but decimal digits is never on the list.
///
/// ```swift
/// PINBlocklist.iOS.contains("1234")            // true: a common PIN
/// PINBlocklist.iOS.contains("1956")            // true: a year
/// PINBlocklist.iOS.contains("8068")            // false
/// PINBlocklist.iOS.entries(length: 6).count    // 2,910
/// ```
public struct PINBlocklist: Hashable, Sendable {
  /// The rules; a PIN is on the list when any rule matches it.
  public let rules: [Rule]

  /// A blocklist of the PINs any of `rules` matches.
  public init(rules: [Rule]) {
    self.rules = rules
  }

  /// Whether `pin` is on the list.
  ///
  /// - Parameter pin: Decimal digits of any script; anything else gives `false`.
  /// - Complexity: O(rules × length), plus the length of the explicit lists.
  public func contains(_ pin: String) -> Bool {
    guard let digits = PINBlocklist.digits(of: pin) else { return false }
    return rules.contains { $0.matches(digits) }
  }

  /// Every PIN of `length` digits on the list, as ASCII digits, sorted ascending.
  ///
  /// - Returns: For `.iOS`: 274 PINs of length 4, 2,910 of length 6, none of other lengths.
  /// - Complexity: Proportional to the PINs the rules generate (10^k for a shape of k free
  ///   letters); lengths above 18 give none from shapes.
  public func entries(length: Int) -> [String] {
    guard length > 0 else { return [] }
    var result: Set<String> = []
    for rule in rules {
      result.formUnion(rule.entries(length: length))
    }
    return result.sorted()
  }

  /// The digit values of `text` when every character is one decimal digit (Unicode general
  /// category Nd, any script), else `nil`.
  static func digits(of text: String) -> [Int]? {
    var digits: [Int] = []
    for character in text {
      guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
        scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue
      else { return nil }
      digits.append(Int(value))
    }
    return digits.isEmpty ? nil : digits
  }
}
