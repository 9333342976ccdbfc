internal import CXkbCommon

#if canImport(Glibc)
  internal import Glibc
#endif

/// The keyboard's keymap and state, from the keymap the compositor sends (`wl_keyboard.keymap`)
/// compiled by xkbcommon: what keysym and text a key gives under the current modifiers and
/// layout, as swaylock reads keys.
///
/// Owns the `xkb_context`, the `xkb_keymap` and the `xkb_state`. Key codes are the
/// compositor's evdev codes; xkbcommon's are 8 more (the X11 offset).
///
/// ```swift
/// let keyboard = XkbKeyboard(keymap: text)          // nil: not a keymap
/// keyboard?.updateModifiers(depressed: d, latched: l, locked: k, group: g)
/// keyboard?.keysym(for: 2)                          // 0x31, "1" on a US layout
/// ```
final class XkbKeyboard {
  private let context: OpaquePointer
  private let keymap: OpaquePointer
  private let state: OpaquePointer

  /// Compiles `keymap`, the text of an XKB keymap (format `XKB_KEYMAP_FORMAT_TEXT_V1`).
  ///
  /// The corresponding C functions are `xkb_context_new`, `xkb_keymap_new_from_buffer` and
  /// `xkb_state_new`.
  /// - Returns: `nil` when xkbcommon cannot compile it.
  init?(keymap text: UnsafeRawBufferPointer) {
    guard let base = text.baseAddress?.assumingMemoryBound(to: CChar.self),
      let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS)
    else { return nil }
    // The compositor's text ends with a NUL within `size`; never read past either.
    let length = strnlen(base, text.count)
    guard
      let keymap = xkb_keymap_new_from_buffer(
        context, base, length, XKB_KEYMAP_FORMAT_TEXT_V1, XKB_KEYMAP_COMPILE_NO_FLAGS)
    else {
      xkb_context_unref(context)
      return nil
    }
    guard let state = xkb_state_new(keymap) else {
      xkb_keymap_unref(keymap)
      xkb_context_unref(context)
      return nil
    }
    self.context = context
    self.keymap = keymap
    self.state = state
  }

  deinit {
    xkb_state_unref(state)
    xkb_keymap_unref(keymap)
    xkb_context_unref(context)
  }

  /// The modifiers and layout group the compositor reports (`wl_keyboard.modifiers`).
  ///
  /// The corresponding C function is `xkb_state_update_mask`.
  func updateModifiers(depressed: UInt32, latched: UInt32, locked: UInt32, group: UInt32) {
    xkb_state_update_mask(state, depressed, latched, locked, 0, 0, group)
  }

  /// The keysym of evdev key `key` now, or 0 when it has none or several.
  ///
  /// The corresponding C function is `xkb_state_key_get_one_sym`.
  func keysym(for key: UInt32) -> UInt32 {
    xkb_state_key_get_one_sym(state, key + 8)
  }

  /// The text evdev key `key` types now (UTF-8; often empty). The scratch buffer is wiped:
  /// the text may be a secret's character.
  ///
  /// The corresponding C function is `xkb_state_key_get_utf8`.
  func text(for key: UInt32) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    defer {
      for index in buffer.indices { buffer[index] = 0 }
    }
    let length = Int(xkb_state_key_get_utf8(state, key + 8, &buffer, buffer.count))
    guard length > 0, length < buffer.count else { return "" }
    return buffer.withUnsafeBufferPointer { memory in
      String(
        decoding: UnsafeRawBufferPointer(start: memory.baseAddress, count: length),
        as: UTF8.self)
    }
  }

  /// Whether evdev key `key` repeats when held (the keymap says; modifiers do not).
  ///
  /// The corresponding C function is `xkb_keymap_key_repeats`.
  func repeats(_ key: UInt32) -> Bool {
    xkb_keymap_key_repeats(keymap, key + 8) != 0
  }
}
