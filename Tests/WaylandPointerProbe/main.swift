import CWaylandClient
import CWaylandTestProtocols

#if canImport(Glibc)
  import Glibc
#endif

// A test-only pointer for a headless sway, which has no input devices: a virtual pointer
// (wlroots' zwlr_virtual_pointer_v1) on the compositor in WAYLAND_DISPLAY, driven by lines on
// stdin, as xdotool drives X11's pointer. After each command it waits until the compositor has
// handled it (a roundtrip), then prints `ok`.
//
// Commands: `move X Y WIDTH HEIGHT` (absolute, in a WIDTH × HEIGHT box over the whole output
// layout: layout pixels when they are the layout's size), `down`, `up` (the left button).
// Exit status: 0 at end of input, 1 when the compositor has no virtual pointer or the
// connection breaks, 2 for a command it does not know.

/// Writes one line to stdout at once.
func emit(_ line: String) {
  let bytes = Array((line + "\n").utf8)
  _ = bytes.withUnsafeBufferPointer { write(1, $0.baseAddress, $0.count) }
}

/// The globals found, by the registry listener.
final class Globals {
  var manager: OpaquePointer?
  var seat: OpaquePointer?
}

/// Milliseconds on the monotonic clock, the events' timestamps.
func milliseconds() -> UInt32 {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return UInt32(truncatingIfNeeded: spec.tv_sec * 1000 + spec.tv_nsec / 1_000_000)
}

guard let display = wl_display_connect(nil) else {
  emit("no compositor")
  exit(1)
}
let globals = Globals()
var listener = wl_registry_listener(
  global: { data, registry, name, interface, version in
    guard let data, let registry, let interface else { return }
    let found = Unmanaged<Globals>.fromOpaque(data).takeUnretainedValue()
    switch String(cString: interface) {
    case "zwlr_virtual_pointer_manager_v1":
      found.manager = wl_registry_bind(
        registry, name, gl_zwlr_virtual_pointer_manager_v1_interface(), 1
      ).map(OpaquePointer.init)
    case "wl_seat" where found.seat == nil:
      found.seat = wl_registry_bind(registry, name, gl_wl_seat_interface(), 1)
        .map(OpaquePointer.init)
    default: break
    }
  },
  global_remove: { _, _, _ in })
let registry = wl_display_get_registry(display)
wl_registry_add_listener(registry, &listener, Unmanaged.passUnretained(globals).toOpaque())
wl_display_roundtrip(display)
guard let manager = globals.manager, let seat = globals.seat,
  let pointer = zwlr_virtual_pointer_manager_v1_create_virtual_pointer(manager, seat)
else {
  emit("no virtual pointer")
  exit(1)
}
guard wl_display_roundtrip(display) >= 0 else { exit(1) }
emit("ready")

/// `BTN_LEFT` (linux/input-event-codes.h).
let leftButton: UInt32 = 0x110

while let line = readLine() {
  let words = line.split(separator: " ")
  switch words.first {
  case "move" where words.count == 5:
    guard let x = UInt32(words[1]), let y = UInt32(words[2]), let width = UInt32(words[3]),
      let height = UInt32(words[4])
    else { exit(2) }
    zwlr_virtual_pointer_v1_motion_absolute(pointer, milliseconds(), x, y, width, height)
  case "down", "up":
    let state =
      words.first == "down" ? WL_POINTER_BUTTON_STATE_PRESSED : WL_POINTER_BUTTON_STATE_RELEASED
    zwlr_virtual_pointer_v1_button(pointer, milliseconds(), leftButton, state.rawValue)
  default:
    exit(2)
  }
  zwlr_virtual_pointer_v1_frame(pointer)
  guard wl_display_roundtrip(display) >= 0 else { exit(1) }
  emit("ok")
}
zwlr_virtual_pointer_v1_destroy(pointer)
wl_display_roundtrip(display)
wl_display_disconnect(display)
