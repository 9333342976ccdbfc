import Testing

@testable import GestureLockWayland

@Suite("Key repeat: after the delay, at the rate, until released")
struct KeyRepeatTests {
  @Test("A held key repeats after the delay, then rate times a second")
  func repeats() {
    var keys = KeyRepeat(rate: 25, delay: 600)
    keys.press(key: 14, repeats: true, now: 10)
    #expect(abs(keys.deadline! - 10.6) < 1e-9)
    #expect(keys.due(now: 10.59) == 0)
    #expect(keys.due(now: 10.61) == 1)  // at 10.6
    #expect(keys.due(now: 10.69) == 2)  // at 10.64 and 10.68
    #expect(abs(keys.deadline! - 10.72) < 1e-9)
    keys.release(key: 14)
    #expect(keys.deadline == nil)
    #expect(keys.due(now: 20) == 0)
  }

  @Test("Modifiers, a rate of 0, another key's release and a stall")
  func edges() {
    var keys = KeyRepeat(rate: 25, delay: 600)
    keys.press(key: 42, repeats: false, now: 0)
    #expect(keys.deadline == nil)
    keys.press(key: 14, repeats: true, now: 0)
    keys.release(key: 15)
    #expect(keys.key == 14)
    // After a long stall, at most a small burst, then the rhythm again from now.
    #expect(keys.due(now: 100) == KeyRepeat.maximumBurst)
    #expect(abs(keys.deadline! - 100.04) < 1e-9)
    keys.configure(rate: 0, delay: 200)
    #expect(keys.key == nil)
    keys.press(key: 14, repeats: true, now: 0)
    #expect(keys.deadline == nil)
  }
}
