/// The passcode pad's behaviour: key presses and releases, the entry buffer, submission, the
/// error hold and input blocking (SPEC.md §3), with time passed in as values, never read from a
/// clock. The passcode counterpart of `PadModel`: the same `PadSurface`, holds and verdicts.
///
/// Pointer input (one pointer at a time; others are ignored while it is down):
/// - A press on a key shows it pressed (`.keyPressed`). Releasing inside the same key enters
///   its digit, deletes the last character (⌫), or submits (the submit key). Moving off the key
///   before the release cancels that key for good (`.keyCancelled`); coming back does not press
///   it again. A press that begins between keys presses nothing.
///
/// Keyboard input acts at once: `press(_:at:)` with a digit, `.delete` (Backspace) or
/// `.submit` (Return); `insert(_:at:)` with text from an input method. In numeric modes only
/// decimal digits are taken, of any script, and stored as ASCII digits (SPEC.md §3: ١٢٣٤ is
/// 1234); in `.text` mode any text but control characters. Input beyond the maximum length or
/// beyond 1,024 UTF-8 bytes is ignored.
///
/// Submission: a PIN submits itself when full; other modes submit on `.submit`. An entry
/// shorter than `minimumLength` is not submitted: `.tooShort` and the error hold, never a
/// failed attempt. On `.submitted`, the pad awaits a verdict and keeps only the number of dots
/// to show; the host verifies and calls `showError(at:)` (error state for `errorHold` seconds,
/// the dots kept) or `showSuccess(at:)`, or `reset()`. When the hold expires the entry clears.
///
/// Input while a verdict is awaited or a hold runs is ignored; a press that *begins* then is
/// ignored as a whole, including its release after the hold ends. A verdict passed with
/// another `attempt` number is ignored.
///
/// Sample times and every `now`/`time` argument are seconds on one monotonic clock.
///
/// ```swift
/// var entry = PasscodeEntry(keypad: Keypad(bounds: bounds, mode: .pin(length: 6)))
/// for event in entry.handle(sample) {
///   if case .submitted(let pin) = event {
///     if verify(pin) { entry.showSuccess(at: now) } else { entry.showError(at: now) }
///   }
/// }
/// if let deadline = entry.nextDeadline { waitForInput(until: deadline) }
/// ```
public struct PasscodeEntry: PadSurface, VerdictHolding {
  /// The most UTF-8 bytes an entry may have: 1,024, the most a passcode may hash (SPEC.md §3).
  public static let maximumByteCount = 1024

  /// Fewest characters an explicit submission needs (a PIN needs its full length).
  public let minimumLength: Int
  /// Most characters an entry may have; `nil` for no limit below `maximumByteCount` bytes.
  /// A PIN's is its length.
  public let maximumLength: Int?
  /// The keys' layout, in view points.
  public private(set) var keypad: Keypad
  /// The number of entries submitted so far: the generation verdicts refer to.
  public private(set) var attempt = 0
  /// The key shown pressed (filled), if any.
  public private(set) var pressedKey: KeypadKey?

  /// Ready, awaiting a verdict or holding one; the visual state and the latest time seen
  /// (`PadSurface+Verdicts.swift`).
  var verdicts: VerdictHold
  /// The characters entered, in UTF-8 (ASCII digits in numeric modes): the secret in the
  /// making, in a buffer wiped when characters leave it and when it ends. Never a `String`.
  /// Internal (not private) so that tests can read its memory.
  private(set) var entry = SecretBytes(minimumCapacity: 64)
  /// The UTF-8 size of each character of `entry`, in order: the dots, and what Backspace
  /// removes (sizes only, never the bytes).
  private var characterSizes: [Int] = []
  /// The dots shown while a verdict is awaited or a hold runs (the entry itself is gone).
  private var heldLength = 0
  /// The pointer down now (on a key or not).
  private var activePointer: Int?
  /// A pointer that went down while input was blocked; ignored until it lifts.
  var ignoredPointer: Int?

  /// Creates an empty entry in the normal state.
  ///
  /// - Parameters:
  ///   - keypad: The keys' layout and the mode (`keypad.mode`).
  ///   - minimumLength: Fewest characters for an explicit submission (default 1; values below
  ///     1 count as 1). Ignored for a PIN, whose minimum is its length.
  ///   - maximumLength: Most characters (default `nil`: only the 1,024-byte limit). Ignored for
  ///     a PIN, whose maximum is its length.
  ///   - errorHold: Seconds of error state after a wrong or too-short entry (default 1.0).
  ///   - successHold: Seconds of success state after an accepted entry (default 0).
  public init(
    keypad: Keypad, minimumLength: Int = 1, maximumLength: Int? = nil, errorHold: Double = 1.0,
    successHold: Double = 0
  ) {
    self.keypad = keypad
    if let fixed = keypad.mode.fixedLength {
      self.minimumLength = fixed
      self.maximumLength = fixed
    } else {
      let minimum = max(1, minimumLength)
      self.minimumLength = minimum
      self.maximumLength = maximumLength.map { max(minimum, $0) }
    }
    verdicts = VerdictHold(errorHold: errorHold, successHold: successHold)
  }

  // MARK: - What to draw

  /// The passcode mode.
  public var mode: PasscodeMode { keypad.mode }
  /// How many dots the field shows: characters entered, or those of the submission on show.
  public var length: Int { verdicts.isReady ? characterSizes.count : heldLength }
  /// Whether something unsubmitted is in progress: characters entered or a key held down.
  public var isEntering: Bool { verdicts.isReady && (!entry.isEmpty || pressedKey != nil) }
  /// Whether input is taken now (no verdict awaited, no hold).
  public var acceptsInput: Bool { verdicts.isReady }
  /// Whether the pad takes text from an input method (the text mode): digits then come as
  /// text, not as keys.
  public var takesText: Bool { mode.acceptsText }
  /// The keys on their layout.
  public var targets: PadTargets { .keypad(keypad) }

  /// The frame for this pad (`PasscodeScene.build(entry:style:message:submitLabel:viewSize:showsKeys:)`):
  /// the keypad is left out only for a text passcode when `showsTextKeypad` is `false`.
  public func scene(
    style: PadStyle, message: String?, submitLabel: String, viewSize: Size, showsTextKeypad: Bool
  ) -> Scene {
    PasscodeScene.build(
      entry: self, style: style, message: message, submitLabel: submitLabel, viewSize: viewSize,
      showsKeys: showsTextKeypad || !mode.acceptsText)
  }

  // MARK: - Pointer input

  /// Feeds one pointer sample (mouse or finger); reports what happened through `emit`, in
  /// order.
  ///
  /// First expires a hold whose deadline is at or before `sample.time`. Samples with a
  /// non-finite time or coordinate are ignored.
  ///
  /// - Complexity: O(1), plus the length of the entry when a key's action runs.
  public mutating func handle(_ sample: TouchSample, emit: (PadEvent) -> Void) {
    guard admit(sample, emit: emit) else { return }
    if let active = activePointer, active != sample.pointer { return }
    switch sample.phase {
    case .began:
      if activePointer != nil { abandonPress(emit: emit) }  // A lost lift.
      guard verdicts.isReady else {
        ignoredPointer = sample.pointer
        return
      }
      activePointer = sample.pointer
      if let key = keypad.key(at: sample.location) {
        pressedKey = key
        emit(.keyPressed)
      }
    case .moved:
      if let key = pressedKey, !keypad.contains(sample.location, in: key) {
        pressedKey = nil
        emit(.keyCancelled)
      }
    case .ended:
      guard activePointer != nil else { return }
      activePointer = nil
      guard let key = pressedKey else { return }
      pressedKey = nil
      if keypad.contains(sample.location, in: key) {
        emit(.keyReleased)
        activate(key, at: sample.time, emit: emit)
      } else {
        emit(.keyCancelled)
      }
    case .cancelled:
      abandonPress(emit: emit)
    }
  }

  /// Feeds one pointer sample and returns the events, in order (allocates the array).
  public mutating func handle(_ sample: TouchSample) -> [PadEvent] {
    var events: [PadEvent] = []
    handle(sample) { events.append($0) }
    return events
  }

  // MARK: - Keyboard input

  /// A key pressed on a keyboard (a digit key, Backspace as `.delete`, Return as `.submit`):
  /// acts at once, whether or not the keypad shows that key (Return submits in every mode).
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - time: Seconds, same clock as the samples; a non-finite time is ignored.
  /// - Returns: The events, in order; empty while input is blocked.
  @discardableResult
  public mutating func press(_ key: KeypadKey, at time: Double) -> [PadEvent] {
    var events: [PadEvent] = []
    guard time.isFinite else { return events }
    advance(to: time) { events.append($0) }
    activate(key, at: time) { events.append($0) }
    return events
  }

  /// Text from a keyboard's input method (SDL's text input), character by character.
  ///
  /// Numeric modes take decimal digits of any script, as ASCII digits, and skip everything
  /// else; `.text` takes everything but control characters. A full PIN submits itself, and
  /// the rest of `text` is then ignored.
  ///
  /// - Parameters:
  ///   - text: The text typed.
  ///   - time: Seconds, same clock as the samples; a non-finite time is ignored.
  /// - Returns: The events, in order; empty while input is blocked.
  @discardableResult
  public mutating func insert(_ text: String, at time: Double) -> [PadEvent] {
    var events: [PadEvent] = []
    guard time.isFinite else { return events }
    advance(to: time) { events.append($0) }
    if mode.acceptsText {
      for character in text where verdicts.isReady {
        let control = character.unicodeScalars.contains {
          $0.properties.generalCategory == .control
        }
        if !control { append(character, at: time) { events.append($0) } }
      }
    } else {
      for scalar in text.unicodeScalars where verdicts.isReady {
        if let digit = PasscodeEntry.asciiDigit(scalar) {
          append(digit, at: time) { events.append($0) }
        }
      }
    }
    return events
  }

  /// A keyboard key as a keypad key (SPEC.md §3): a digit (unless the pad takes text, where
  /// digits arrive as text), Backspace deletes, Return submits; `nil` for the arrows, Space
  /// and Escape (Escape is `reset()`'s).
  public mutating func handle(key: PadKey, at now: Double) -> [PadEvent]? {
    switch key {
    case .digit(let digit) where !mode.acceptsText: press(.digit(digit), at: now)
    case .backspace: press(.delete, at: now)
    case .enter: press(.submit, at: now)
    case .digit, .arrow, .space, .escape, .tab: nil
    }
  }

  /// Text typed on a keyboard, for a text passcode pad only (`insert(_:at:)`); `nil` on a
  /// numeric pad, which takes digits as keys, so that no digit is entered twice.
  public mutating func handle(text: String, at now: Double) -> [PadEvent]? {
    mode.acceptsText ? insert(text, at: now) : nil
  }

  // MARK: - Layout

  /// Moves the pad to a new keypad layout (a window resize). A pressed key is cancelled
  /// (`.keyCancelled`); the entry is kept when the mode is unchanged, and cleared otherwise.
  @discardableResult
  public mutating func relayout(_ keypad: Keypad) -> [PadEvent] {
    var events: [PadEvent] = []
    if pressedKey != nil {
      pressedKey = nil
      events.append(.keyCancelled)
    }
    blockPointer()
    let modeChanged = keypad.mode != self.keypad.mode
    self.keypad = keypad
    if modeChanged { clear { events.append($0) } }
    return events
  }

  /// Lays the keypad out again in `viewport`, as `relayout(_:)`.
  @discardableResult
  public mutating func relayout(in viewport: PadViewport) -> [PadEvent] {
    relayout(viewport.keypad(for: mode))
  }

  // MARK: - Private

  private mutating func activate(_ key: KeypadKey, at time: Double, emit: (PadEvent) -> Void) {
    guard verdicts.isReady else { return }
    switch key {
    case .digit:
      if let character = key.character { append(character, at: time, emit: emit) }
    case .delete:
      guard let size = characterSizes.popLast() else { return }
      entry.removeLast(size)
      emit(.characterDeleted(length: characterSizes.count))
      if characterSizes.isEmpty { verdicts.show(.normal) { emit(.stateChanged($0)) } }
    case .submit:
      submit(at: time, emit: emit)
    }
  }

  private mutating func append(
    _ character: Character, at time: Double, emit: (PadEvent) -> Void
  ) {
    let size = character.utf8.count
    guard verdicts.isReady, entry.count + size <= Self.maximumByteCount else { return }
    // A combining mark joins the last character; it never makes the entry too long.
    let joins = joinsLastCharacter(character)
    if !joins, let maximum = maximumLength, characterSizes.count >= maximum { return }
    entry.append(contentsOf: character.utf8)
    if joins {
      characterSizes[characterSizes.count - 1] += size
    } else {
      characterSizes.append(size)
    }
    emit(.characterEntered(length: characterSizes.count))
    verdicts.show(.selected) { emit(.stateChanged($0)) }
    if let full = mode.fixedLength, characterSizes.count >= full { submit(at: time, emit: emit) }
  }

  /// Whether `character` typed after the entry's last character becomes part of it (a
  /// combining accent after a letter), by the standard library's grapheme rules applied to
  /// those two alone: only the last character is ever decoded into a `String` (a short one is
  /// held inline, not on the heap), never the entry.
  private func joinsLastCharacter(_ character: Character) -> Bool {
    guard let lastSize = characterSizes.last else { return false }
    var pair = String(decoding: entry.suffix(lastSize), as: UTF8.self)
    pair.append(character)
    return pair.count == 1
  }

  private mutating func submit(at time: Double, emit: (PadEvent) -> Void) {
    guard verdicts.isReady, !entry.isEmpty else { return }
    heldLength = characterSizes.count
    // The submission keeps the buffer (wiped when the event's last copy ends); the entry takes
    // a fresh one.
    let submission = entry
    entry.removeAll()
    characterSizes.removeAll()
    if pressedKey != nil {
      pressedKey = nil
      emit(.keyCancelled)
    }
    blockPointer()
    if heldLength < minimumLength {
      emit(.tooShort(length: heldLength))
      holdError(from: time, emit: emit)
      return
    }
    attempt &+= 1
    verdicts.awaitVerdict()
    verdicts.show(.selected) { emit(.stateChanged($0)) }
    emit(.submitted(submission))
  }

  private mutating func abandonPress(emit: (PadEvent) -> Void) {
    activePointer = nil
    if pressedKey != nil {
      pressedKey = nil
      emit(.keyCancelled)
    }
  }

  /// A pointer still down when input becomes blocked or the layout changes is ignored until
  /// it lifts, so its release cannot act.
  private mutating func blockPointer() {
    if let active = activePointer {
      ignoredPointer = active
      activePointer = nil
    }
  }

  /// The entry and the dots on show go with every clear of the verdict machine.
  mutating func clearShown() {
    entry.removeAll()
    characterSizes.removeAll()
    heldLength = 0
  }

  /// A pressed key is let go, and a pointer still down stays ignored until it lifts.
  mutating func releaseInput() {
    pressedKey = nil
    blockPointer()
  }

  /// The ASCII digit of a decimal digit of any script (general category Nd), else `nil`.
  static func asciiDigit(_ scalar: Unicode.Scalar) -> Character? {
    guard scalar.properties.generalCategory == .decimalNumber,
      let value = scalar.properties.numericValue, value >= 0, value <= 9,
      value == value.rounded(.towardZero)
    else { return nil }
    return Character(Unicode.Scalar(UInt8(ascii: "0") + UInt8(value)))
  }
}
