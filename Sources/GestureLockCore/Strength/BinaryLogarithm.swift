/// The base-2 logarithm in pure Swift: the core imports no C math library (DESIGN.md).
///
/// log₂ x = e + ln(m)/ln 2 with x = m·2ᵉ and m in [√½, √2); ln m = 2·artanh(s) with
/// s = (m − 1)/(m + 1), |s| ≤ 0.172, summed as the odd series s + s³/3 + s⁵/5 + … until the
/// terms vanish. Accurate to a few units in the last place, which is far below the 1e-9 the
/// strength meters are checked to and the 3.5e-5 that separates distinct Sun scores on 3×3.
enum BinaryLogarithm {
  /// ln 2, correctly rounded.
  static let ln2 = 0.693_147_180_559_945_3

  /// log₂ `x` for a positive finite `x`; `-infinity` for 0, NaN for negatives and NaN.
  static func log2(_ x: Double) -> Double {
    guard x > 0, x.isFinite else {
      if x == 0 { return -.infinity }
      return x == .infinity ? .infinity : .nan
    }
    var exponent = Double(x.exponent)
    var m = x.significand  // in [1, 2)
    if m > 2.0.squareRoot() {
      m /= 2
      exponent += 1
    }
    let s = (m - 1) / (m + 1)
    let s2 = s * s
    var term = s
    var sum = 0.0
    var denominator = 1.0
    while true {
      let next = sum + term / denominator
      if next == sum { break }
      sum = next
      term *= s2
      denominator += 2
    }
    return exponent + 2 * sum / ln2
  }
}
