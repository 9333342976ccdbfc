/// When a held key repeats (`wl_keyboard.repeat_info`): the client repeats keys itself, after
/// `delay` milliseconds, then `rate` times a second, until the key is released, another key
/// repeats instead, or the keyboard leaves.
///
/// Time is given (seconds on a monotonic clock), so tests need no sleeping:
///
/// ```swift
/// var keys = KeyRepeat(rate: 25, delay: 600)
/// keys.press(key: 14, repeats: true, now: 0)
/// keys.deadline           // 0.6
/// keys.due(now: 0.7)      // 3 (at 0.6, 0.64 and 0.68)
/// ```
struct KeyRepeat {
  /// Repeats a second; 0 turns repetition off.
  private(set) var rate: Int32
  /// Milliseconds before the first repeat.
  private(set) var delay: Int32
  /// The key (evdev code) that repeats, or `nil`.
  private(set) var key: UInt32?
  /// When the next repeat is due, or `nil` when none is.
  private(set) var deadline: Double?

  /// The most repeats one ``due(now:)`` returns: after a long stall (a suspended machine), a
  /// held key does not type a burst.
  static let maximumBurst = 2

  /// Creates the timing; wlroots' defaults are 25 a second after 600 ms.
  init(rate: Int32 = 25, delay: Int32 = 600) {
    self.rate = max(0, rate)
    self.delay = max(0, delay)
  }

  /// The compositor's repeat information; a repetition in progress stops.
  mutating func configure(rate: Int32, delay: Int32) {
    self.rate = max(0, rate)
    self.delay = max(0, delay)
    stop()
  }

  /// `key` went down; it repeats from `now + delay` when the keymap says it `repeats` (not
  /// modifiers) and the rate is not 0.
  mutating func press(key: UInt32, repeats: Bool, now: Double) {
    guard repeats, rate > 0 else {
      stop()
      return
    }
    self.key = key
    deadline = now + Double(delay) / 1000
  }

  /// `key` went up: it stops repeating (another key's repetition goes on).
  mutating func release(key: UInt32) {
    if self.key == key { stop() }
  }

  /// No key repeats (the keyboard left the surface).
  mutating func stop() {
    key = nil
    deadline = nil
  }

  /// How many repeats are due by `now` (at most ``maximumBurst``); the deadline moves past
  /// them.
  mutating func due(now: Double) -> Int {
    guard var next = deadline, key != nil, rate > 0 else { return 0 }
    let interval = 1 / Double(rate)
    var count = 0
    while next <= now {
      count += 1
      next += interval
    }
    if count > Self.maximumBurst {
      count = Self.maximumBurst
      next = now + interval
    }
    deadline = next
    return count
  }
}
