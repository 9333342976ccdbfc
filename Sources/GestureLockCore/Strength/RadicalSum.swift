/// An exact sum of square roots of integers, Σ cₘ·√m with m square-free, e.g. 3 + 2√2 + √5.
///
/// A pattern's Euclidean length is such a sum. Keeping it exact, and rounding it to a `Double`
/// in one fixed order, gives two patterns of equal length bit-for-bit equal lengths and scores,
/// whatever order their strokes were drawn in; a plain running sum does not (on 3×3 it splits
/// 1,657 distinct Sun scores into 1,822 floating-point values). Ranking by score relies on it.
/// Since the √m of distinct square-free m are linearly independent over the rationals, equal
/// coefficients are exactly equal sums.
struct RadicalSum: Hashable, Sendable {
  /// The non-zero terms (m, cₘ), by ascending square-free radicand m (m = 1: the integer part).
  private(set) var terms: [(radicand: Int, coefficient: Int)] = []

  /// The empty sum, 0.
  init() {}

  /// Adds √`square`, for `square` ≥ 0: k·√m where square = k²·m and m is square-free.
  mutating func addSquareRoot(of square: Int) {
    guard square > 0 else { return }
    let (k, m) = RadicalSum.split(square)
    add(k, radicand: m)
  }

  /// Adds the integer `value`.
  mutating func add(_ value: Int) {
    add(value, radicand: 1)
  }

  private mutating func add(_ coefficient: Int, radicand: Int) {
    guard coefficient != 0 else { return }
    var index = 0
    while index < terms.count, terms[index].radicand < radicand { index += 1 }
    if index < terms.count, terms[index].radicand == radicand {
      terms[index].coefficient += coefficient
      if terms[index].coefficient == 0 { terms.remove(at: index) }
    } else {
      terms.insert((radicand, coefficient), at: index)
    }
  }

  /// The sum as a `Double`: Σ cₘ·√m over ascending m, starting from 0.
  var value: Double {
    var total = 0.0
    for term in terms {
      total += Double(term.coefficient) * Double(term.radicand).squareRoot()
    }
    return total
  }

  static func == (lhs: RadicalSum, rhs: RadicalSum) -> Bool {
    lhs.terms.elementsEqual(rhs.terms) { $0 == $1 }
  }

  func hash(into hasher: inout Hasher) {
    for term in terms {
      hasher.combine(term.radicand)
      hasher.combine(term.coefficient)
    }
  }

  /// Splits `square` into k and square-free m with square = k²·m.
  static func split(_ square: Int) -> (k: Int, m: Int) {
    var k = 1
    var m = square
    var factor = 2
    while factor * factor <= m {
      while m % (factor * factor) == 0 {
        m /= factor * factor
        k *= factor
      }
      factor += 1
    }
    return (k, m)
  }
}
