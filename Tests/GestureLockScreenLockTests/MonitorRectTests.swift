import GestureLockCore
import GestureLockScreenLock
import Testing

/// Which monitor the pad goes on: plain values, no display.
@Suite("MonitorRect")
struct MonitorRectTests {
  static let left = MonitorRect(name: "L", frame: Rect(x: 0, y: 0, width: 800, height: 600))
  static let right = MonitorRect(
    name: "R", frame: Rect(x: 800, y: 0, width: 800, height: 600), isPrimary: true)

  struct Case: Sendable, CustomTestStringConvertible {
    let point: Point
    let expected: Int?
    var testDescription: String {
      "(\(point.x), \(point.y)) → \(expected.map(String.init) ?? "nil")"
    }
  }

  @Test(
    "The monitor under the point; the shared edge belongs to the right one; outside, the primary",
    arguments: [
      Case(point: Point(x: 0, y: 0), expected: 0),
      Case(point: Point(x: 799.5, y: 599), expected: 0),
      Case(point: Point(x: 800, y: 0), expected: 1),
      Case(point: Point(x: 1599, y: 599), expected: 1),
      Case(point: Point(x: 1600, y: 10), expected: 1),
      Case(point: Point(x: 10, y: 600), expected: 1),
      Case(point: Point(x: -1, y: 10), expected: 1),
    ])
  func index(_ testCase: Case) {
    #expect(
      MonitorRect.index(under: testCase.point, in: [Self.left, Self.right]) == testCase.expected)
  }

  @Test("Without a primary monitor, a point outside every monitor goes to the first; none → nil")
  func fallbacks() {
    var right = Self.right
    right.isPrimary = false
    #expect(MonitorRect.index(under: Point(x: 5000, y: 0), in: [Self.left, right]) == 0)
    #expect(MonitorRect.index(under: Point(x: 0, y: 0), in: []) == nil)
  }
}
