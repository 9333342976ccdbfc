internal import CSDL2
internal import GestureLockCore
internal import GestureLockPadFlow

/// Reads SDL events and translates them into `PadInput`.
///
/// Mouse: left button down/up and motion while held. Fingers: normalised coordinates scaled to
/// the window size; mouse events SDL synthesises from touches are dropped so a touch counts once.
struct SDLEventSource {
  /// What waiting for an event gave.
  enum Next {
    /// The time ran out (or nothing was queued).
    case none
    /// An event the pad does not react to.
    case ignored
    /// An input for the pad.
    case input(PadInput)
  }

  /// Waits up to `timeout` seconds for the next event (`nil`: wait indefinitely).
  ///
  /// - Parameters:
  ///   - timeout: Seconds to wait at most; the loop's next deadline (hold end, countdown tick).
  ///   - windowSize: The window's size in points, for finger coordinates.
  /// The corresponding C functions are `SDL_WaitEventTimeout` and `SDL_WaitEvent`.
  func next(timeout: Double?, windowSize: (width: Int, height: Int)) -> Next {
    var event = SDL_Event()
    let got: Int32
    if let timeout {
      // Round up so the loop wakes at or after the deadline, never just before it.
      let milliseconds = (max(0, min(timeout, 3600)) * 1000).rounded(.up)
      got = SDL_WaitEventTimeout(&event, Int32(milliseconds))
    } else {
      got = SDL_WaitEvent(&event)
    }
    guard got == 1 else { return .none }
    return translate(event, windowSize: windowSize).map(Next.input) ?? .ignored
  }

  /// The next queued event without waiting. The corresponding C function is `SDL_PollEvent`.
  func poll(windowSize: (width: Int, height: Int)) -> Next {
    var event = SDL_Event()
    guard SDL_PollEvent(&event) == 1 else { return .none }
    return translate(event, windowSize: windowSize).map(Next.input) ?? .ignored
  }

  /// Registers the event type that wakes a waiting loop from another thread (fingerprint
  /// results), or `nil` when SDL has none left. The corresponding C function is
  /// `SDL_RegisterEvents`.
  static func registerWakeEvent() -> UInt32? {
    let type = SDL_RegisterEvents(1)
    return type == UInt32.max ? nil : type
  }

  /// Pushes one event of `type` (from `registerWakeEvent()`), from any thread: a waiting
  /// `next(timeout:windowSize:)` returns, and the event itself is ignored. The corresponding C
  /// function is `SDL_PushEvent`, which SDL allows from any thread.
  static func pushWake(_ type: UInt32) {
    var event = SDL_Event()
    event.type = type
    _ = SDL_PushEvent(&event)
  }

  /// Turns text input on (the text passcode pad) or off (every other pad, so that typing
  /// digits does not also produce text). The corresponding C functions are
  /// `SDL_StartTextInput` and `SDL_StopTextInput`.
  func setTextInput(_ enabled: Bool) {
    if enabled { SDL_StartTextInput() } else { SDL_StopTextInput() }
  }

  private static func key(_ symbol: SDL_Keycode) -> PadKey? {
    let digits = Int32(SDLK_0.rawValue)...Int32(SDLK_9.rawValue)
    if digits.contains(symbol) { return .digit(Int(symbol - digits.lowerBound)) }
    let keypadDigits = Int32(SDLK_KP_1.rawValue)...Int32(SDLK_KP_9.rawValue)
    if keypadDigits.contains(symbol) { return .digit(Int(symbol - keypadDigits.lowerBound) + 1) }
    switch symbol {
    case Int32(SDLK_KP_0.rawValue): return .digit(0)
    case Int32(SDLK_ESCAPE.rawValue): return .escape
    case Int32(SDLK_BACKSPACE.rawValue): return .backspace
    case Int32(SDLK_RETURN.rawValue), Int32(SDLK_KP_ENTER.rawValue): return .enter
    case Int32(SDLK_SPACE.rawValue): return .space
    case Int32(SDLK_UP.rawValue): return .arrow(.up)
    case Int32(SDLK_DOWN.rawValue): return .arrow(.down)
    case Int32(SDLK_LEFT.rawValue): return .arrow(.left)
    case Int32(SDLK_RIGHT.rawValue): return .arrow(.right)
    default: return nil
    }
  }

  private func translate(_ event: SDL_Event, windowSize: (width: Int, height: Int)) -> PadInput? {
    let touchMouse = gl_sdl_touch_mouseid()
    switch event.type {
    case SDL_QUIT.rawValue:
      return .quit
    case SDL_WINDOWEVENT.rawValue:
      switch UInt32(event.window.event) {
      case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
        // SDL also sends SDL_WINDOWEVENT_RESIZED for the same change; react once.
        return .resized
      case SDL_WINDOWEVENT_EXPOSED.rawValue, SDL_WINDOWEVENT_SHOWN.rawValue:
        return .redraw
      case SDL_WINDOWEVENT_CLOSE.rawValue:
        return .quit
      default:
        return nil
      }
    case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
      let button = event.button
      guard button.which != touchMouse, Int32(button.button) == SDL_BUTTON_LEFT else {
        return nil
      }
      let phase: TouchSample.Phase = event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .began : .ended
      return .touch(
        location: Point(x: Double(button.x), y: Double(button.y)), phase: phase, pointer: 0)
    case SDL_MOUSEMOTION.rawValue:
      let motion = event.motion
      guard motion.which != touchMouse, motion.state & gl_sdl_button_lmask() != 0 else {
        return nil
      }
      return .touch(
        location: Point(x: Double(motion.x), y: Double(motion.y)), phase: .moved, pointer: 0)
    case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
      let finger = event.tfinger
      let phase: TouchSample.Phase =
        switch event.type {
        case SDL_FINGERDOWN.rawValue: .began
        case SDL_FINGERUP.rawValue: .ended
        default: .moved
        }
      let location = Point(
        x: Double(finger.x) * Double(windowSize.width),
        y: Double(finger.y) * Double(windowSize.height))
      // Finger ids are 64-bit; fold them into a non-zero pointer id distinct from the mouse's 0.
      let pointer = Int(truncatingIfNeeded: finger.fingerId) &+ 1
      return .touch(location: location, phase: phase, pointer: pointer == 0 ? 1 : pointer)
    case SDL_KEYDOWN.rawValue:
      return SDLEventSource.key(event.key.keysym.sym).map(PadInput.key)
    case SDL_TEXTINPUT.rawValue:
      // A NUL-terminated UTF-8 string in a fixed C array.
      let text = withUnsafeBytes(of: event.text.text) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      return text.isEmpty ? nil : .text(text)
    default:
      return nil
    }
  }
}
