import GestureLockCore
import TestSupport
import Testing

@Suite("Passcode entry")
struct PasscodeEntryTests {
  static let bounds = Rect(x: 0, y: 0, width: 300, height: 400)

  /// An entry plus a manual clock; samples are stamped with the clock's time.
  struct Harness {
    var entry: PasscodeEntry
    var clock = ManualClock(start: 100)

    init(_ mode: PasscodeMode, minimumLength: Int = 1, maximumLength: Int? = nil) {
      entry = PasscodeEntry(
        keypad: Keypad(bounds: PasscodeEntryTests.bounds, mode: mode),
        minimumLength: minimumLength, maximumLength: maximumLength)
    }

    func center(_ key: KeypadKey) -> Point { entry.keypad.center(of: key)! }

    mutating func send(_ phase: TouchSample.Phase, at point: Point, pointer: Int = 0)
      -> [PadEvent]
    {
      entry.handle(TouchSample(location: point, time: clock.now, phase: phase, pointer: pointer))
    }

    /// Presses and releases `key` at its centre, 0.05 s apart; returns every event.
    @discardableResult
    mutating func tap(_ key: KeypadKey, pointer: Int = 0) -> [PadEvent] {
      var events = send(.began, at: center(key), pointer: pointer)
      clock.advance(by: 0.05)
      events += send(.ended, at: center(key), pointer: pointer)
      clock.advance(by: 0.05)
      return events
    }

    /// Taps the digits of `digits` in turn; returns every event.
    @discardableResult
    mutating func tap(digits: String) -> [PadEvent] {
      digits.flatMap { tap(.digit($0.wholeNumberValue!)) }
    }
  }

  static func submission(_ events: [PadEvent]) -> String? {
    for case .submitted(let entry) in events { return entry.utf8Text }
    return nil
  }

  // MARK: - Press and release

  @Test("A press shows the key pressed; the release inside it enters the digit")
  func pressAndRelease() {
    var harness = Harness(.numeric)
    let down = harness.send(.began, at: harness.center(.digit(5)))
    #expect(down == [.keyPressed])
    #expect(harness.entry.pressedKey == .digit(5))
    #expect(harness.entry.length == 0, "nothing is entered on press")
    // Moving within the key keeps it pressed.
    let inside = harness.center(.digit(5))
    let wiggle = Point(x: inside.x + harness.entry.keypad.keyRadius * 0.5, y: inside.y)
    #expect(harness.send(.moved, at: wiggle).isEmpty)
    #expect(harness.entry.pressedKey == .digit(5))
    let up = harness.send(.ended, at: wiggle)
    #expect(up == [.keyReleased, .characterEntered(length: 1), .stateChanged(.selected)])
    #expect(harness.entry.pressedKey == nil)
    #expect(harness.entry.length == 1)
    #expect(harness.entry.state == .selected)
  }

  @Test("Moving off the key before release cancels that key, even when coming back")
  func moveOffCancels() {
    var harness = Harness(.numeric)
    _ = harness.send(.began, at: harness.center(.digit(1)))
    let gap = Point(
      x: harness.center(.digit(1)).x,
      y: harness.center(.digit(1)).y
        + harness.entry.keypad.keyRadius * 1.1)
    #expect(harness.send(.moved, at: gap) == [.keyCancelled])
    #expect(harness.entry.pressedKey == nil)
    #expect(harness.send(.moved, at: harness.center(.digit(1))).isEmpty)
    #expect(harness.send(.ended, at: harness.center(.digit(1))).isEmpty)
    #expect(harness.entry.length == 0)
    #expect(harness.entry.state == .normal)
  }

  @Test("Sliding from one key and releasing on another enters neither")
  func slideToAnotherKey() {
    var harness = Harness(.numeric)
    _ = harness.send(.began, at: harness.center(.digit(1)))
    // One jump straight onto 2 (X11 delivers far-apart motion samples).
    #expect(harness.send(.moved, at: harness.center(.digit(2))) == [.keyCancelled])
    #expect(harness.send(.ended, at: harness.center(.digit(2))).isEmpty)
    #expect(harness.entry.length == 0)
    // Released outside without any motion in between: cancelled too.
    _ = harness.send(.began, at: harness.center(.digit(3)))
    #expect(harness.send(.ended, at: harness.center(.digit(6))) == [.keyCancelled])
    #expect(harness.entry.length == 0)
  }

  @Test("A press that begins between keys presses nothing, even when released on a key")
  func pressInGap() {
    var harness = Harness(.pin(length: 4))
    let empty = harness.entry.keypad.layout.center(of: 9)  // The empty bottom-left position.
    #expect(harness.send(.began, at: empty).isEmpty)
    #expect(harness.send(.moved, at: harness.center(.digit(0))).isEmpty)
    #expect(harness.send(.ended, at: harness.center(.digit(0))).isEmpty)
    #expect(harness.entry.length == 0)
  }

  @Test("A second pointer is ignored while the first is down")
  func onePointer() {
    var harness = Harness(.numeric)
    _ = harness.send(.began, at: harness.center(.digit(1)), pointer: 1)
    #expect(harness.send(.began, at: harness.center(.digit(2)), pointer: 2).isEmpty)
    #expect(harness.send(.ended, at: harness.center(.digit(2)), pointer: 2).isEmpty)
    #expect(harness.entry.pressedKey == .digit(1))
    _ = harness.send(.ended, at: harness.center(.digit(1)), pointer: 1)
    #expect(harness.entry.length == 1)
  }

  @Test("A touch taken away by the system cancels the key and keeps the entry")
  func systemCancel() {
    var harness = Harness(.numeric)
    harness.tap(digits: "12")
    _ = harness.send(.began, at: harness.center(.digit(3)))
    #expect(harness.send(.cancelled, at: harness.center(.digit(3))) == [.keyCancelled])
    #expect(harness.entry.length == 2)
  }

  // MARK: - Delete and submit

  @Test("⌫ and Backspace remove the last character; on an empty entry they do nothing")
  func delete() {
    var harness = Harness(.numeric)
    harness.tap(digits: "123")
    #expect(
      harness.tap(.delete) == [.keyPressed, .keyReleased, .characterDeleted(length: 2)])
    #expect(harness.entry.press(.delete, at: harness.clock.now) == [.characterDeleted(length: 1)])
    #expect(
      harness.entry.press(.delete, at: harness.clock.now) == [
        .characterDeleted(length: 0), .stateChanged(.normal),
      ])
    #expect(harness.entry.press(.delete, at: harness.clock.now).isEmpty)
    #expect(harness.entry.length == 0)
  }

  struct PINCase: Sendable, CustomTestStringConvertible {
    let length: Int
    let digits: String
    var testDescription: String { "\(length)-digit PIN" }
  }

  @Test(
    "A PIN submits itself when its last digit is entered, and not before",
    arguments: [PINCase(length: 4, digits: "1397"), PINCase(length: 6, digits: "258013")])
  func autoSubmit(_ pin: PINCase) {
    var harness = Harness(.pin(length: pin.length))
    let partial = harness.tap(digits: String(pin.digits.dropLast()))
    #expect(PasscodeEntryTests.submission(partial) == nil)
    #expect(harness.entry.length == pin.length - 1)
    #expect(harness.entry.attempt == 0)
    let last = harness.tap(.digit(pin.digits.last!.wholeNumberValue!))
    #expect(
      last == [
        .keyPressed, .keyReleased, .characterEntered(length: pin.length),
        .submitted(SecretBytes(utf8: pin.digits)),
      ])
    #expect(harness.entry.isAwaitingVerdict)
    #expect(harness.entry.length == pin.length, "the dots stay while the PIN is checked")
    #expect(harness.entry.attempt == 1)
    // While the verdict is awaited, further digits are ignored.
    #expect(harness.tap(.digit(1)).isEmpty)
    #expect(harness.entry.press(.digit(1), at: harness.clock.now).isEmpty)
  }

  @Test("Typed digits count like tapped ones; a PIN typed at once submits at its length")
  func keyboardPIN() {
    var harness = Harness(.pin(length: 4))
    let events = harness.entry.insert("123456", at: harness.clock.now)
    #expect(PasscodeEntryTests.submission(events) == "1234")
    #expect(harness.entry.length == 4)
  }

  @Test("Digits of other scripts enter ASCII digits; letters are ignored in numeric modes")
  func otherScripts() {
    var arabic = Harness(.pin(length: 4))
    #expect(
      PasscodeEntryTests.submission(arabic.entry.insert("١٢٣٤", at: 0)) == "1234")
    var persian = Harness(.pin(length: 4))
    #expect(
      PasscodeEntryTests.submission(persian.entry.insert("۱۲۳۴", at: 0)) == "1234")
    var fullwidth = Harness(.numeric)
    fullwidth.entry.insert("１a２ b３-", at: 0)
    #expect(fullwidth.entry.length == 3)
    #expect(
      PasscodeEntryTests.submission(fullwidth.entry.press(.submit, at: 0)) == "123")
  }

  @Test("Custom numeric codes submit with the OK key or Return, at any length from the minimum")
  func explicitSubmit() {
    var harness = Harness(.numeric, minimumLength: 4)
    harness.tap(digits: "9876543")
    #expect(!harness.entry.isAwaitingVerdict, "no auto-submit without a fixed length")
    let events = harness.tap(.submit)
    #expect(
      events == [.keyPressed, .keyReleased, .submitted(SecretBytes(utf8: "9876543"))])
    #expect(harness.entry.isAwaitingVerdict)

    var returnKey = Harness(.numeric, minimumLength: 1)
    returnKey.tap(digits: "5")
    #expect(PasscodeEntryTests.submission(returnKey.entry.press(.submit, at: 1)) == "5")
  }

  @Test("An explicit submission below the minimum is too short: error hold, nothing submitted")
  func tooShort() {
    var harness = Harness(.numeric, minimumLength: 4)
    harness.tap(digits: "12")
    let now = harness.clock.now
    let events = harness.entry.press(.submit, at: now)
    #expect(events == [.tooShort(length: 2), .stateChanged(.error)])
    #expect(harness.entry.attempt == 0, "not an attempt")
    #expect(harness.entry.length == 2, "the dots stay red during the hold")
    #expect(harness.entry.nextDeadline == now + 1.0)
    #expect(harness.entry.advance(to: now + 1.0) == [.stateChanged(.normal)])
    #expect(harness.entry.length == 0)
    // Return on an empty entry does nothing.
    #expect(harness.entry.press(.submit, at: now + 2).isEmpty)
  }

  // MARK: - Holds and verdicts

  @Test("A wrong entry holds the error state for 1.0 s; input during the hold is ignored")
  func errorHold() {
    var harness = Harness(.pin(length: 4))
    harness.tap(digits: "2580")
    let now = harness.clock.now
    #expect(harness.entry.showError(at: now) == [.stateChanged(.error)])
    #expect(harness.entry.state == .error)
    #expect(harness.entry.length == 4)
    #expect(harness.entry.nextDeadline == now + 1.0)
    // Taps, typed digits and Backspace during the hold change nothing.
    harness.clock.advance(by: 0.2)
    #expect(harness.tap(.digit(1)).isEmpty)
    #expect(harness.entry.press(.delete, at: harness.clock.now).isEmpty)
    #expect(harness.entry.insert("12", at: harness.clock.now).isEmpty)
    #expect(harness.entry.length == 4)
    #expect(harness.entry.advance(to: now + 0.999).isEmpty)
    #expect(harness.entry.advance(to: now + 1.0) == [.stateChanged(.normal)])
    #expect(harness.entry.length == 0)
    #expect(harness.entry.acceptsInput)
  }

  @Test("A press that begins during the hold is ignored as a whole, also after the hold ends")
  func pressDuringHold() {
    var harness = Harness(.pin(length: 4))
    harness.tap(digits: "2580")
    let now = harness.clock.now
    harness.entry.showError(at: now)
    harness.clock.advance(by: 0.9)
    #expect(harness.send(.began, at: harness.center(.digit(7))).isEmpty)
    harness.clock.advance(by: 0.3)  // The hold ends while the button is down.
    #expect(
      harness.send(.ended, at: harness.center(.digit(7))) == [.stateChanged(.normal)],
      "only the hold's expiry")
    #expect(harness.entry.length == 0)
    // The next press works.
    harness.tap(.digit(7))
    #expect(harness.entry.length == 1)
  }

  @Test("A verdict for another attempt is ignored, and success clears at once by default")
  func verdicts() {
    var harness = Harness(.pin(length: 4))
    harness.tap(digits: "2580")
    #expect(harness.entry.showError(at: harness.clock.now, attempt: 7).isEmpty)
    #expect(harness.entry.isAwaitingVerdict)
    #expect(
      harness.entry.showSuccess(at: harness.clock.now, attempt: 1) == [.stateChanged(.normal)])
    #expect(harness.entry.length == 0)
    #expect(harness.entry.showError(at: harness.clock.now).isEmpty, "no verdict awaited")
  }

  @Test("Reset discards an unsubmitted entry; relayout keeps it but cancels a pressed key")
  func resetAndRelayout() {
    var harness = Harness(.numeric)
    harness.tap(digits: "42")
    _ = harness.send(.began, at: harness.center(.digit(9)))
    let bigger = Keypad(bounds: Rect(x: 0, y: 0, width: 600, height: 800), mode: .numeric)
    #expect(harness.entry.relayout(bigger) == [.keyCancelled])
    #expect(harness.entry.length == 2)
    // The old press's release, now over the new 9 key, does nothing.
    #expect(harness.send(.ended, at: bigger.center(of: .digit(9))!).isEmpty)
    #expect(harness.entry.length == 2)
    #expect(harness.entry.reset() == [.cancelled, .stateChanged(.normal)])
    #expect(harness.entry.length == 0)
    #expect(harness.entry.reset().isEmpty, "nothing to discard")
  }

  // MARK: - Text and limits

  @Test("Text mode takes any characters but controls; composed and decomposed é count once")
  func textInput() {
    var harness = Harness(.text)
    harness.entry.insert("caf\u{E9}", at: 0)
    #expect(harness.entry.length == 4)
    harness.entry.insert("e\u{301}\t\n", at: 0)
    #expect(harness.entry.length == 5)
    harness.entry.press(.delete, at: 0)
    #expect(harness.entry.length == 4, "⌫ removes the whole é")
    #expect(PasscodeEntryTests.submission(harness.entry.press(.submit, at: 0)) == "caf\u{E9}")
  }

  @Test("Input beyond the maximum length or 1,024 UTF-8 bytes is ignored")
  func limits() {
    var bytes = Harness(.text)
    bytes.entry.insert(String(repeating: "a", count: 1023), at: 0)
    bytes.entry.insert("\u{E9}", at: 0)  // Two bytes: would make 1,025.
    #expect(bytes.entry.length == 1023)
    bytes.entry.insert("bc", at: 0)
    #expect(bytes.entry.length == 1024)

    var digits = Harness(.numeric, maximumLength: 8)
    digits.entry.insert("1234567890", at: 0)
    #expect(digits.entry.length == 8)
    #expect(PasscodeEntryTests.submission(digits.entry.press(.submit, at: 0)) == "12345678")
  }
}
