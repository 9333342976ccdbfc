import GestureLockCore
import TestSupport
import Testing

@Suite("Keypad layout and hit testing")
struct KeypadTests {
  static let bounds = Rect(x: 0, y: 0, width: 300, height: 400)

  @Test("Twelve positions read 1 2 3 / 4 5 6 / 7 8 9 / – 0 ⌫, with OK in explicit-submit modes")
  func positions() {
    let pin = Keypad(bounds: KeypadTests.bounds, mode: .pin(length: 6))
    let expected: [KeypadKey?] =
      (1...9).map { .digit($0) } + [nil, .digit(0), .delete]
    #expect((0..<12).map(pin.key(atPosition:)) == expected)
    #expect(pin.keys.count == 11)
    #expect(pin.position(of: .submit) == nil)

    for mode in [PasscodeMode.numeric, .text] {
      let keypad = Keypad(bounds: KeypadTests.bounds, mode: mode)
      #expect(keypad.key(atPosition: 9) == .submit)
      #expect(keypad.keys.count == 12)
    }
    #expect(pin.key(atPosition: -1) == nil)
    #expect(pin.key(atPosition: 12) == nil)
    #expect(pin.position(of: .digit(10)) == nil)
  }

  @Test("Keys sit on a 4×3 grid of square cells, each key 0.8 of the pitch across")
  func geometry() throws {
    let keypad = Keypad(bounds: KeypadTests.bounds, mode: .numeric)
    let layout = keypad.layout
    // Height bounds the grid: 3 pitches + one diameter (0.8 pitch) = 400 points.
    #expect(abs(layout.pitch - 400 / 3.8) < 1e-9)
    #expect(abs(keypad.keyRadius - 0.4 * layout.pitch) < 1e-9)
    let one = try #require(keypad.center(of: .digit(1)))
    let two = try #require(keypad.center(of: .digit(2)))
    let four = try #require(keypad.center(of: .digit(4)))
    let zero = try #require(keypad.center(of: .digit(0)))
    let delete = try #require(keypad.center(of: .delete))
    #expect(abs(two.x - one.x - layout.pitch) < 1e-9 && two.y == one.y)
    #expect(abs(four.y - one.y - layout.pitch) < 1e-9 && four.x == one.x)
    #expect(abs(zero.x - 150) < 1e-9, "0 sits in the middle column")
    #expect(abs(delete.y - zero.y) < 1e-9 && delete.x > zero.x)
  }

  @Test("A point within a key's circle hits it; just outside, or in a gap, hits nothing")
  func hitTesting() throws {
    let keypad = Keypad(bounds: KeypadTests.bounds, mode: .pin(length: 4))
    let radius = keypad.keyRadius
    for (_, key) in keypad.keys {
      let center = try #require(keypad.center(of: key))
      #expect(keypad.key(at: center) == key)
      #expect(keypad.key(at: Point(x: center.x + radius * 0.99, y: center.y)) == key)
      #expect(keypad.key(at: Point(x: center.x, y: center.y - radius * 0.99)) == key)
      #expect(keypad.key(at: Point(x: center.x + radius * 1.01, y: center.y)) == nil)
      // Diagonally just outside the circle but inside the key's cell.
      let corner = radius * 1.02 / 2.0.squareRoot()
      #expect(keypad.key(at: Point(x: center.x + corner, y: center.y + corner)) == nil)
    }
    // The empty bottom-left position of a PIN pad is no key.
    let empty = keypad.layout.center(of: 9)
    #expect(keypad.key(at: empty) == nil)
    #expect(keypad.key(at: Point(x: -1000, y: 50)) == nil)
    #expect(keypad.key(at: Point(x: .nan, y: 50)) == nil)
    #expect(keypad.key(at: Point(x: .infinity, y: .infinity)) == nil)
  }

  @Test("Hit testing agrees with a brute-force nearest-centre search on a fine grid of points")
  func hitTestingMatchesReference() {
    var mismatches: [Point] = []
    var hits = 0
    for mode in [PasscodeMode.pin(length: 6), .numeric] {
      for bounds in [KeypadTests.bounds, Rect(x: 12, y: 40, width: 500, height: 180)] {
        let keypad = Keypad(bounds: bounds, mode: mode)
        var y = bounds.origin.y - 10
        while y < bounds.origin.y + bounds.size.height + 10 {
          var x = bounds.origin.x - 10
          while x < bounds.origin.x + bounds.size.width + 10 {
            let point = Point(x: x, y: y)
            let reference = keypad.keys.first { entry in
              keypad.layout.center(of: entry.position).distance(to: point) <= keypad.keyRadius
            }?.key
            let hit = keypad.key(at: point)
            if hit != reference { mismatches.append(point) }
            if hit != nil { hits += 1 }
            x += 1.7
          }
          y += 1.7
        }
      }
    }
    #expect(mismatches.count == 0, "first mismatches: \(Array(mismatches.prefix(5)))")
    #expect(hits > 1000, "the sweep crosses the keys")
  }

  @Test("A zero-size view lays out without crashing and no key can be hit")
  func zeroSize() {
    let keypad = Keypad(bounds: Rect(x: 0, y: 0, width: 0, height: 0), mode: .numeric)
    #expect(keypad.keyRadius == 0)
    #expect(keypad.key(at: .zero) == nil)
    #expect(!keypad.contains(.zero, in: .digit(1)))
    let degenerate = Keypad(
      bounds: Rect(x: 0, y: 0, width: .nan, height: -5), mode: .pin(length: 4))
    #expect(degenerate.key(at: .zero) == nil)
  }

  @Test("Keys carry their character and label; only digits enter characters")
  func labels() {
    #expect(KeypadKey.digit(0).character == "0")
    #expect(KeypadKey.digit(9).character == "9")
    #expect(KeypadKey.digit(10).character == nil)
    #expect(KeypadKey.delete.character == nil)
    #expect(KeypadKey.digit(7).label(submitLabel: "OK") == "7")
    #expect(KeypadKey.delete.label(submitLabel: "OK") == "\u{232B}")
    #expect(KeypadKey.submit.label(submitLabel: "确定") == "确定")
  }
}
