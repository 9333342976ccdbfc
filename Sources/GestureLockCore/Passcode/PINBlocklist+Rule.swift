extension PINBlocklist {
  /// One way a PIN can be on a blocklist.
  ///
  /// ```swift
  /// PINBlocklist.Rule.shape("abab")                  // 1212, 0909, 7777, …
  /// PINBlocklist.Rule.numbers(1956...2015, digits: 4)  // years
  /// PINBlocklist.Rule.run(length: 6, step: 1)         // 012345 … 456789
  /// ```
  public enum Rule: Hashable, Sendable {
    /// PINs of the shape's length in which positions with the same letter (a–z) hold the same
    /// digit; different letters may hold the same digit too, and `?` holds any digit. `abab`
    /// matches 1212 and 7777, `aabb` 1122, `ababa?` 121213. A shape with any other character
    /// matches nothing.
    case shape(String)
    /// The numbers in `range` written with exactly `digits` digits, leading zeros included
    /// (`numbers(1956...2015, digits: 4)` is the years 1956 to 2015).
    case numbers(ClosedRange<Int>, digits: Int)
    /// `length` digits each `step` more than the one before, without wrapping past 0 or 9:
    /// step 1 gives 012345 … 456789 for length 6, step −1 gives 987654 … 543210.
    case run(length: Int, step: Int)
    /// These PINs, written in ASCII digits.
    case list([String])

    /// Whether the digit values `digits` (each 0…9) match.
    func matches(_ digits: [Int]) -> Bool {
      switch self {
      case .shape(let shape):
        guard let slots = Rule.slots(of: shape), slots.count == digits.count else { return false }
        var assigned = [Int](repeating: -1, count: 26)
        for (slot, digit) in zip(slots, digits) where slot >= 0 {
          if assigned[slot] < 0 {
            assigned[slot] = digit
          } else if assigned[slot] != digit {
            return false
          }
        }
        return true
      case .numbers(let range, let count):
        guard digits.count == count, count <= 18 else { return false }
        return range.contains(digits.reduce(0) { $0 * 10 + $1 })
      case .run(let length, let step):
        guard digits.count == length else { return false }
        return zip(digits, digits.dropFirst()).allSatisfy { $1 - $0 == step }
      case .list(let pins):
        let text = String(digits.map { Character(Unicode.Scalar(UInt8(48 + $0))) })
        return pins.contains(text)
      }
    }

    /// Every PIN of `length` digits this rule matches, as ASCII digits, in no set order.
    ///
    /// - Complexity: Proportional to the PINs generated: 10^k for a shape with k free letters
    ///   and `?`s (none above 18), the range for `numbers`, at most 10 for `run`.
    public func entries(length: Int) -> [String] {
      switch self {
      case .shape(let shape):
        guard let slots = Rule.slots(of: shape), slots.count == length else { return [] }
        // Free variables: each distinct letter once, each `?` on its own.
        var letters: [Int] = []
        for slot in slots where slot >= 0 && !letters.contains(slot) { letters.append(slot) }
        let wildcards = slots.count { $0 < 0 }
        let variables = letters.count + wildcards
        guard variables <= 18 else { return [] }
        var result: [String] = []
        var values = [Int](repeating: 0, count: variables)
        while true {
          var wildcard = letters.count
          let digits = slots.map { slot -> Int in
            if slot >= 0 { return values[letters.firstIndex(of: slot)!] }
            wildcard += 1
            return values[wildcard - 1]
          }
          result.append(Rule.text(digits))
          // Next assignment, odometer style.
          var position = variables - 1
          while position >= 0, values[position] == 9 {
            values[position] = 0
            position -= 1
          }
          guard position >= 0 else { break }
          values[position] += 1
        }
        return result
      case .numbers(let range, let count):
        guard count == length, count <= 18 else { return [] }
        var limit = 1
        for _ in 0..<count { limit *= 10 }
        let low = max(0, range.lowerBound)
        let high = min(limit - 1, range.upperBound)
        guard low <= high else { return [] }
        return (low...high).map {
          let text = String($0)
          return String(repeating: "0", count: count - text.count) + text
        }
      case .run(let runLength, let step):
        guard runLength == length else { return [] }
        return (0...9).compactMap { first in
          let digits = (0..<length).map { first + $0 * step }
          return digits.allSatisfy { (0...9).contains($0) } ? Rule.text(digits) : nil
        }
      case .list(let pins):
        return pins.filter {
          $0.utf8.count == length && $0.utf8.allSatisfy { (48...57).contains($0) }
        }
      }
    }

    /// The letters of `shape` as 0…25 and `?` as −1; `nil` for any other character.
    private static func slots(of shape: String) -> [Int]? {
      var slots: [Int] = []
      for scalar in shape.unicodeScalars {
        switch scalar {
        case "a"..."z": slots.append(Int(scalar.value) - 97)
        case "?": slots.append(-1)
        default: return nil
        }
      }
      return slots
    }

    /// Digit values as ASCII text.
    private static func text(_ digits: [Int]) -> String {
      String(String.UnicodeScalarView(digits.map { Unicode.Scalar(UInt8(48 + $0)) }))
    }
  }
}
