import GestureLockCore
import Testing

@Suite("JSONValue.integer: integers of any size as JSON numbers")
struct JSONValueIntegerTests {
  @Test("Every digit of a 128-bit count is printed, as a number, not a string")
  func bigInteger() {
    // UInt128.max, written out: `UInt128` needs iOS 18 / macOS 15, and this runs on iOS 15.
    let digits = "340282366920938463463374607431768211455"
    let value: JSONValue = .object([("total", .integer(digits))])
    #expect(value.serialized == "{\"total\":\(digits)}")
    #expect(JSONValue.integer("-12").serialized == "-12")
    #expect(JSONValue.integer("0").serialized == "0")
  }

  @Test(
    "Text that is not an integer prints as null, never as raw JSON",
    arguments: ["", "-", "007", "1.5", "1e9", "12a", "\"1\"", "1,2", "+3", " 4"])
  func notAnInteger(_ text: String) {
    #expect(JSONValue.integer(text).serialized == "null")
  }
}
