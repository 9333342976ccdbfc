import GestureLockCore
import Testing

@Suite("JSONValue numbers")
struct JSONValueNumberTests {
  @Test(
    "Doubles print with at most 3 decimals, whole values without a fraction, no negative zero",
    arguments: [
      (180.0, "180"), (180.000_000_1, "180"), (53.28, "53.28"), (-0.000_000_1, "0"),
      (-0.0, "0"), (0.1234, "0.123"), (-2.5, "-2.5"), (Double.nan, "null"),
    ])
  func doubles(_ value: Double, _ expected: String) {
    #expect(JSONValue.double(value).serialized == expected)
  }
}
