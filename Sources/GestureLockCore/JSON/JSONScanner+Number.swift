extension JSONScanner {
  /// A number as read: its value, and whether it was written as an integer (no fraction, no
  /// exponent) that fits in `Int`.
  struct Number {
    /// The nearest `Double` (infinite when the number is beyond the `Double` range).
    var value: Double
    /// The exact value when the text is an integer within `Int`'s range, else `nil`.
    var integer: Int?

    /// The value as an `Int` when it is a whole number `Int` holds exactly (`3`, `3.0`, `3e0`).
    var wholeValue: Int? {
      if let integer { return integer }
      guard value == value.rounded(), abs(value) <= 9_007_199_254_740_992 else { return nil }
      return Int(value)
    }
  }

  /// Powers of ten a `Double` holds exactly.
  private static let exactPowersOfTen: [Double] = (0...22).map { power in
    (0..<power).reduce(1.0) { product, _ in product * 10 }
  }

  /// Reads a number (its first byte next) in the JSON grammar
  /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
  ///
  /// Up to 19 significant digits with a decimal exponent a `Double` power of ten holds exactly
  /// are converted by one multiplication or division (exact, as both operands are); longer
  /// or larger numbers go through the standard library's correctly rounded conversion.
  ///
  /// - Throws: `.notJSON` for text outside the grammar.
  mutating func number() throws(GestureLockError) -> Number {
    skipWhitespace()
    let start = offset
    let negative = peekByte() == UInt8(ascii: "-")
    if negative { offset += 1 }
    var mantissa: UInt64 = 0
    var digits = 0
    var exponent = 0
    let integerStart = offset
    digitLoop(mantissa: &mantissa, digits: &digits, exponent: &exponent, fraction: false)
    let integerDigits = offset - integerStart
    guard integerDigits > 0 else { throw .invalidTrace(.notJSON) }
    guard integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else {
      throw .invalidTrace(.notJSON)
    }
    var isInteger = true
    if peekByte() == UInt8(ascii: ".") {
      offset += 1
      isInteger = false
      let fractionStart = offset
      digitLoop(mantissa: &mantissa, digits: &digits, exponent: &exponent, fraction: true)
      guard offset > fractionStart else { throw .invalidTrace(.notJSON) }
    }
    if let letter = peekByte(), letter == UInt8(ascii: "e") || letter == UInt8(ascii: "E") {
      offset += 1
      isInteger = false
      exponent += try exponentPart()
    }
    if digits <= 19, mantissa <= 1 << 53, abs(exponent) <= 22 {
      let magnitude = Double(mantissa)
      let scaled =
        exponent >= 0
        ? magnitude * Self.exactPowersOfTen[exponent]
        : magnitude / Self.exactPowersOfTen[-exponent]
      let value = negative ? -scaled : scaled
      let integer = isInteger && exponent == 0 ? Int(exactly: value) : nil
      return Number(value: value, integer: integer)
    }
    let text = String(decoding: bytes[start..<offset], as: UTF8.self)
    let value = Double(text) ?? (negative ? -.infinity : .infinity)
    return Number(value: value, integer: isInteger ? Int(text) : nil)
  }

  /// Reads digits into `mantissa` while it has room for 19; later integer digits raise
  /// `exponent` instead, and fraction digits that fit lower it.
  @inline(__always)
  private mutating func digitLoop(
    mantissa: inout UInt64, digits: inout Int, exponent: inout Int, fraction: Bool
  ) {
    while offset < bytes.count {
      let digit = bytes[offset] &- UInt8(ascii: "0")
      guard digit < 10 else { return }
      offset += 1
      if mantissa == 0 && digit == 0 {
        if fraction { exponent -= 1 }
        continue
      }
      if digits < 19 {
        mantissa = mantissa * 10 + UInt64(digit)
        digits += 1
        if fraction { exponent -= 1 }
      } else {
        // Past 19 digits the fast path cannot be exact: force the slow one.
        digits += 1
        if !fraction { exponent += 1 }
      }
    }
  }

  /// The exponent after `e`, clamped far beyond any `Double` so huge exponents do not overflow.
  private mutating func exponentPart() throws(GestureLockError) -> Int {
    var negative = false
    if let sign = peekByte(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
      negative = sign == UInt8(ascii: "-")
      offset += 1
    }
    let start = offset
    var value = 0
    while offset < bytes.count {
      let digit = bytes[offset] &- UInt8(ascii: "0")
      guard digit < 10 else { break }
      value = min(value * 10 + Int(digit), 1_000_000)
      offset += 1
    }
    guard offset > start else { throw .invalidTrace(.notJSON) }
    return negative ? -value : value
  }

  @inline(__always)
  private func peekByte() -> UInt8? {
    offset < bytes.count ? bytes[offset] : nil
  }
}
