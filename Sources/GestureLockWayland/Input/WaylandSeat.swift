internal import CWaylandClient
internal import GestureLockCore

#if canImport(Glibc)
  internal import Glibc
#endif

/// One `wl_seat` and its input devices as the compositor offers them (they come and go with
/// its capabilities: a headless sway has none until a virtual keyboard or pointer appears):
/// `wl_pointer`, `wl_keyboard` with xkbcommon, `wl_touch`. Events on lock surfaces become
/// ``WaylandInput`` values handed to ``emit``.
///
/// Owns the seat and device proxies (released on the way out) and the keyboard's keymap.
final class WaylandSeat {
  let name: UInt32
  private let proxy: OpaquePointer
  private let version: UInt32
  private var pointer: OpaquePointer?
  private var keyboard: OpaquePointer?
  private var touch: OpaquePointer?
  private var keymap: XkbKeyboard?
  private var pointerState = PointerTracker()
  private var touches = TouchTracker()
  private(set) var keyRepeat = KeyRepeat()
  /// The output whose lock surface has the keyboard focus.
  private var keyboardOutput: WaylandOutputID?
  /// Where input goes.
  private let emit: (WaylandInput) -> Void
  /// The output whose lock surface is `wl_surface` proxy; `nil` for any other surface.
  private let output: (OpaquePointer) -> WaylandOutputID?
  /// Seconds on a monotonic clock, for key repeat.
  private let clock: () -> Double

  /// `BTN_LEFT` (linux/input-event-codes.h): the button that draws.
  static let leftButton: UInt32 = 0x110
  /// The newest `wl_seat` version this client speaks (7: the keymap is mapped privately).
  static let maximumVersion: UInt32 = 7

  /// Binds seat global `name` of `version` on `registry`; `nil` when libwayland has no memory.
  ///
  /// The corresponding C function is `wl_registry_bind`.
  init?(
    registry: OpaquePointer, name: UInt32, version: UInt32, clock: @escaping () -> Double,
    output: @escaping (OpaquePointer) -> WaylandOutputID?, emit: @escaping (WaylandInput) -> Void
  ) {
    self.name = name
    self.version = min(version, Self.maximumVersion)
    guard let bound = wl_registry_bind(registry, name, gl_wl_seat_interface(), self.version)
    else { return nil }
    proxy = OpaquePointer(bound)
    self.clock = clock
    self.output = output
    self.emit = emit
    wl_seat_add_listener(proxy, Self.seatListener, Unmanaged.passUnretained(self).toOpaque())
  }

  deinit {
    // Released without a word: whoever listened may be going too.
    setCapabilities(0, emitting: false)
    if version >= 5 { wl_seat_release(proxy) } else { wl_seat_destroy(proxy) }
  }

  /// Emits the key repeats due by now; returns when the next one is due (`nil`: none).
  func repeatKeys() -> Double? {
    let now = clock()
    let count = keyRepeat.due(now: now)
    if count > 0, let key = keyRepeat.key, let keymap {
      for _ in 0..<count {
        emit(
          .key(
            WaylandKeyEvent(
              keysym: keymap.keysym(for: key), text: keymap.text(for: key),
              output: keyboardOutput, isRepeat: true)))
      }
    }
    return keyRepeat.deadline
  }

  /// A lock surface went away: a stroke or touches on it are cancelled, its focus dropped.
  func surfaceGone(_ gone: WaylandOutputID) {
    if let event = pointerState.surfaceGone(gone) { emit(.pointer(event)) }
    for event in touches.cancel(on: gone) { emit(.touch(event)) }
    if keyboardOutput == gone {
      keyboardOutput = nil
      keyRepeat.stop()
    }
  }

  /// Gets and releases the devices the seat has (`WL_SEAT_CAPABILITY_*` bits); a stroke or
  /// touches on a device that goes are cancelled (reported when `emitting`).
  ///
  /// The corresponding C functions are `wl_seat_get_pointer`, `wl_seat_get_keyboard`,
  /// `wl_seat_get_touch` and their `release`.
  private func setCapabilities(_ capabilities: UInt32, emitting: Bool = true) {
    let data = Unmanaged.passUnretained(self).toOpaque()
    let hasPointer = capabilities & WL_SEAT_CAPABILITY_POINTER.rawValue != 0
    if hasPointer, pointer == nil, let device = wl_seat_get_pointer(proxy) {
      pointer = device
      wl_pointer_add_listener(device, Self.pointerListener, data)
    } else if !hasPointer, let device = pointer {
      if let event = pointerState.leave(), emitting { emit(.pointer(event)) }
      if version >= 3 { wl_pointer_release(device) } else { wl_pointer_destroy(device) }
      pointer = nil
    }
    let hasKeyboard = capabilities & WL_SEAT_CAPABILITY_KEYBOARD.rawValue != 0
    if hasKeyboard, keyboard == nil, let device = wl_seat_get_keyboard(proxy) {
      keyboard = device
      wl_keyboard_add_listener(device, Self.keyboardListener, data)
    } else if !hasKeyboard, let device = keyboard {
      keyRepeat.stop()
      keyboardOutput = nil
      keymap = nil
      if version >= 3 { wl_keyboard_release(device) } else { wl_keyboard_destroy(device) }
      keyboard = nil
    }
    let hasTouch = capabilities & WL_SEAT_CAPABILITY_TOUCH.rawValue != 0
    if hasTouch, touch == nil, let device = wl_seat_get_touch(proxy) {
      touch = device
      wl_touch_add_listener(device, Self.touchListener, data)
    } else if !hasTouch, let device = touch {
      for event in touches.cancelAll() where emitting { emit(.touch(event)) }
      if version >= 3 { wl_touch_release(device) } else { wl_touch_destroy(device) }
      touch = nil
    }
  }

  /// The keymap the compositor sent: `size` bytes of XKB text in `descriptor`, which is
  /// closed here.
  ///
  /// The corresponding C functions are `mmap` (private: `wl_seat` 7 requires it) and `close`.
  private func takeKeymap(format: UInt32, descriptor: Int32, size: UInt32) {
    defer { close(descriptor) }
    guard format == WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1.rawValue, size > 0,
      let memory = mmap(nil, Int(size), PROT_READ, MAP_PRIVATE, descriptor, 0),
      memory != MAP_FAILED
    else { return }
    defer { munmap(memory, Int(size)) }
    // A keymap that does not compile keeps the previous one (or none: keys are ignored).
    if let compiled = XkbKeyboard(keymap: UnsafeRawBufferPointer(start: memory, count: Int(size))) {
      keymap = compiled
    }
  }

  private func key(_ key: UInt32, pressed: Bool) {
    guard let keymap else { return }
    guard pressed else {
      keyRepeat.release(key: key)
      return
    }
    emit(
      .key(
        WaylandKeyEvent(
          keysym: keymap.keysym(for: key), text: keymap.text(for: key), output: keyboardOutput)))
    keyRepeat.press(key: key, repeats: keymap.repeats(key), now: clock())
  }

  private static func owner(_ data: UnsafeMutableRawPointer?) -> WaylandSeat? {
    data.map { Unmanaged<WaylandSeat>.fromOpaque($0).takeUnretainedValue() }
  }

  private static func point(_ x: wl_fixed_t, _ y: wl_fixed_t) -> Point {
    Point(x: wl_fixed_to_double(x), y: wl_fixed_to_double(y))
  }

  nonisolated(unsafe) private static let seatListener = ListenerTable.make(
    wl_seat_listener(
      capabilities: { data, _, capabilities in owner(data)?.setCapabilities(capabilities) },
      name: { _, _, _ in }))

  nonisolated(unsafe) private static let pointerListener = ListenerTable.make(
    wl_pointer_listener(
      enter: { data, _, _, surface, x, y in
        guard let seat = owner(data), let surface, let output = seat.output(surface) else {
          return
        }
        seat.emit(.pointer(seat.pointerState.enter(output: output, location: point(x, y))))
      },
      leave: { data, _, _, _ in
        guard let seat = owner(data), let event = seat.pointerState.leave() else { return }
        seat.emit(.pointer(event))
      },
      motion: { data, _, _, x, y in
        guard let seat = owner(data), let event = seat.pointerState.motion(to: point(x, y))
        else { return }
        seat.emit(.pointer(event))
      },
      button: { data, _, _, _, button, state in
        guard let seat = owner(data), button == leftButton,
          let event = seat.pointerState.leftButton(
            pressed: state == WL_POINTER_BUTTON_STATE_PRESSED.rawValue)
        else { return }
        seat.emit(.pointer(event))
      },
      axis: { _, _, _, _, _ in },
      frame: { _, _ in },
      axis_source: { _, _, _ in },
      axis_stop: { _, _, _, _ in },
      axis_discrete: { _, _, _, _ in },
      axis_value120: { _, _, _, _ in }))

  nonisolated(unsafe) private static let keyboardListener = ListenerTable.make(
    wl_keyboard_listener(
      keymap: { data, _, format, descriptor, size in
        guard let seat = owner(data) else {
          close(descriptor)
          return
        }
        seat.takeKeymap(format: format, descriptor: descriptor, size: size)
      },
      enter: { data, _, _, surface, _ in
        // Keys already down when the focus comes are not typed.
        guard let seat = owner(data) else { return }
        seat.keyboardOutput = surface.flatMap { seat.output($0) }
      },
      leave: { data, _, _, _ in
        guard let seat = owner(data) else { return }
        seat.keyboardOutput = nil
        seat.keyRepeat.stop()
      },
      key: { data, _, _, _, key, state in
        owner(data)?.key(key, pressed: state == WL_KEYBOARD_KEY_STATE_PRESSED.rawValue)
      },
      modifiers: { data, _, _, depressed, latched, locked, group in
        owner(data)?.keymap?.updateModifiers(
          depressed: depressed, latched: latched, locked: locked, group: group)
      },
      repeat_info: { data, _, rate, delay in
        owner(data)?.keyRepeat.configure(rate: rate, delay: delay)
      }))

  nonisolated(unsafe) private static let touchListener = ListenerTable.make(
    wl_touch_listener(
      down: { data, _, _, _, surface, id, x, y in
        guard let seat = owner(data), let surface, let output = seat.output(surface) else {
          return
        }
        seat.emit(.touch(seat.touches.down(id: id, output: output, location: point(x, y))))
      },
      up: { data, _, _, _, id in
        guard let seat = owner(data), let event = seat.touches.up(id: id) else { return }
        seat.emit(.touch(event))
      },
      motion: { data, _, _, id, x, y in
        guard let seat = owner(data), let event = seat.touches.motion(id: id, location: point(x, y))
        else { return }
        seat.emit(.touch(event))
      },
      frame: { _, _ in },
      cancel: { data, _ in
        guard let seat = owner(data) else { return }
        for event in seat.touches.cancelAll() { seat.emit(.touch(event)) }
      },
      shape: { _, _, _, _, _ in },
      orientation: { _, _, _, _ in }))
}
