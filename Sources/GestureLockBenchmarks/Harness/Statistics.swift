/// Small statistics over repeated measurements.
enum Statistics {
  /// The median of `values` (the mean of the middle two for an even count).
  ///
  /// - Precondition: `values` is not empty.
  static func median(_ values: [Double]) -> Double {
    precondition(!values.isEmpty, "median of no values")
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
      ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }
}

/// A tiny seeded random number generator (SplitMix64): the same seed gives the same corpus on
/// every run and machine.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// Creates a generator from `seed`.
  init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
