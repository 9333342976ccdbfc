import GestureLockCore
import GestureLockGrabHolder
import Testing

@testable import GestureLockLocker

/// The lines between the grab holder and the pad's process.
@Suite("Locker messages")
struct LockerMessageTests {
  @Test(
    "Every message survives its line",
    arguments: [
      LockerMessage.monitor(Rect(x: 800, y: 0, width: 800, height: 600)),
      .pointer(.pressed, Point(x: 12.5, y: -3)), .pointer(.moved, Point(x: 0, y: 0)),
      .pointer(.released, Point(x: 799, y: 599)), .key(keysym: 0xff0d, text: ""),
      .key(keysym: 0x61, text: "a"), .key(keysym: 0x20ac, text: "€"),
      .key(keysym: 0x20, text: " "),
    ])
  func roundTrip(_ message: LockerMessage) {
    #expect(!message.line.contains("\n"))
    #expect(LockerMessage(line: message.line[...]) == message)
  }

  @Test(
    "Malformed lines are ignored",
    arguments: [
      "", "X 1 2", "M 1 2 3", "M 0 0 0 600", "M 0 0 nan 600", "P x 1 2", "P p 1", "K zz -",
      "K 61 6", "K 61 zz", "P p 1 2 3", "M 0 0 inf 600",
    ])
  func malformed(_ line: String) {
    #expect(LockerMessage(line: line[...]) == nil)
  }

  @Test("A key's text is carried as hexadecimal UTF-8, never as typed")
  func keyTextIsHex() {
    let line = LockerMessage.key(keysym: 0x71, text: "q").line
    #expect(line == "K 71 71")
    #expect(LockerMessage.key(keysym: 0xff1b, text: "").line == "K ff1b -")
  }
}

/// Keys as the lock screen's pad takes them: nothing quits.
@Suite("Lock screen keys")
struct LockKeysTests {
  @Test(
    "Return, Escape, BackSpace, digits and the keypad's, Tab (the session's account password); q is not a key"
  )
  func keys() {
    #expect(LockKeys.input(keysym: 0xff0d, text: "\r", takesText: false) == .key(.enter))
    #expect(LockKeys.input(keysym: 0xff8d, text: "\r", takesText: false) == .key(.enter))
    #expect(LockKeys.input(keysym: 0xff1b, text: "\u{1B}", takesText: false) == .key(.escape))
    #expect(LockKeys.input(keysym: 0xff08, text: "\u{8}", takesText: false) == .key(.backspace))
    #expect(LockKeys.input(keysym: 0x37, text: "7", takesText: false) == .key(.digit(7)))
    #expect(LockKeys.input(keysym: 0xffb3, text: "3", takesText: false) == .key(.digit(3)))
    #expect(LockKeys.input(keysym: 0x20, text: " ", takesText: false) == .key(.space))
    #expect(LockKeys.input(keysym: 0xff53, text: "", takesText: false) == .key(.arrow(.right)))
    #expect(LockKeys.input(keysym: 0x71, text: "q", takesText: false) == nil)
    #expect(LockKeys.input(keysym: 0xff09, text: "\t", takesText: false) == .key(.tab))
  }

  @Test("On a text passcode pad every printable character is text, digits included")
  func text() {
    #expect(LockKeys.input(keysym: 0x71, text: "q", takesText: true) == .text("q"))
    #expect(LockKeys.input(keysym: 0x37, text: "7", takesText: true) == .text("7"))
    #expect(LockKeys.input(keysym: 0xff0d, text: "\r", takesText: true) == .key(.enter))
    #expect(LockKeys.input(keysym: 0xff09, text: "\t", takesText: true) == .key(.tab))
  }
}

/// Blank when idle: the deadline, and the waking input swallowed.
@Suite("Blank when idle")
struct IdleBlankTests {
  @Test("Blank after the idle time; a key wakes it and is swallowed; the next passes")
  func keyWakes() {
    var blank = IdleBlank(seconds: 30, now: 100)
    #expect(blank.deadline == 130)
    let early = blank.advance(to: 129.9)
    #expect(!early)
    let due = blank.advance(to: 130)
    #expect(due)
    #expect(blank.isBlank && blank.deadline == nil)
    let verdict1 = blank.take(isPress: false, isRelease: false, now: 200)
    #expect(verdict1 == .wake)
    #expect(!blank.isBlank && blank.deadline == 230)
    let verdict2 = blank.take(isPress: false, isRelease: false, now: 201)
    #expect(verdict2 == .pass)
  }

  @Test("A press that wakes is swallowed up to and including its release")
  func pressWakes() {
    var blank = IdleBlank(seconds: 1, now: 0)
    _ = blank.advance(to: 5)
    let verdict3 = blank.take(isPress: true, isRelease: false, now: 6)
    #expect(verdict3 == .wake)
    let verdict4 = blank.take(isPress: false, isRelease: false, now: 6.1)
    #expect(verdict4 == .swallow)
    let verdict5 = blank.take(isPress: false, isRelease: true, now: 6.2)
    #expect(verdict5 == .swallow)
    let verdict6 = blank.take(isPress: true, isRelease: false, now: 6.3)
    #expect(verdict6 == .pass)
  }

  @Test("0 or nil: never blank", arguments: [0.0, nil] as [Double?])
  func never(_ seconds: Double?) {
    var blank = IdleBlank(seconds: seconds, now: 0)
    #expect(blank.deadline == nil)
    let blanked = blank.advance(to: 1e9)
    #expect(!blanked)
  }
}
