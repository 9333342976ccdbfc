import CXkbCommon
import Testing

@testable import GestureLockWayland

#if canImport(Glibc)
  import Glibc
#endif

/// The keymap text a compositor would send for `layout`, compiled by xkbcommon from
/// xkeyboard-config's rules (what sway does with `xkb_layout`), with the mask of each modifier.
struct CompositorKeymap {
  let text: [UInt8]
  let shift: UInt32
  let numLock: UInt32

  init?(layout: String) {
    guard let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else { return nil }
    defer { xkb_context_unref(context) }
    let keymap = "evdev".withCString { rules in
      "pc105".withCString { model in
        layout.withCString { layout in
          var names = xkb_rule_names(
            rules: rules, model: model, layout: layout, variant: nil, options: nil)
          return xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS)
        }
      }
    }
    guard let keymap, let string = xkb_keymap_get_as_string(keymap, XKB_KEYMAP_FORMAT_TEXT_V1)
    else { return nil }
    defer {
      free(string)
      xkb_keymap_unref(keymap)
    }
    // With its NUL, as wl_keyboard.keymap sends it.
    text = Array(String(cString: string).utf8) + [0]
    shift = 1 << xkb_keymap_mod_get_index(keymap, XKB_MOD_NAME_SHIFT)
    numLock = 1 << xkb_keymap_mod_get_index(keymap, XKB_MOD_NAME_NUM)
  }

  func keyboard() -> XkbKeyboard? {
    text.withUnsafeBytes { XkbKeyboard(keymap: $0) }
  }
}

@Suite("Keys through the compositor's keymap (xkbcommon): layout, modifiers, keypad")
struct XkbKeyboardTests {
  /// evdev codes (linux/input-event-codes.h).
  static let key1: UInt32 = 2
  static let keyA: UInt32 = 30
  static let keypad1: UInt32 = 79
  static let leftShift: UInt32 = 42

  @Test("US: the digit row types digits, Shift types symbols")
  func unitedStates() throws {
    let map = try #require(CompositorKeymap(layout: "us"))
    let keyboard = try #require(map.keyboard())
    #expect(keyboard.keysym(for: Self.key1) == 0x31)
    #expect(keyboard.text(for: Self.key1) == "1")
    keyboard.updateModifiers(depressed: map.shift, latched: 0, locked: 0, group: 0)
    #expect(keyboard.keysym(for: Self.key1) == 0x21)
    #expect(keyboard.text(for: Self.key1) == "!")
  }

  @Test("French AZERTY: the digit row types & unless Shift is held, and A is where Q is")
  func french() throws {
    let map = try #require(CompositorKeymap(layout: "fr"))
    let keyboard = try #require(map.keyboard())
    #expect(keyboard.keysym(for: Self.key1) == 0x26)  // ampersand
    #expect(keyboard.text(for: Self.key1) == "&")
    #expect(keyboard.text(for: 16) == "a")  // the key US calls Q
    keyboard.updateModifiers(depressed: map.shift, latched: 0, locked: 0, group: 0)
    #expect(keyboard.text(for: Self.key1) == "1")
  }

  @Test("The keypad: KP_1 with Num Lock on, KP_End with it off; modifiers do not repeat")
  func keypad() throws {
    let map = try #require(CompositorKeymap(layout: "us"))
    let keyboard = try #require(map.keyboard())
    keyboard.updateModifiers(depressed: 0, latched: 0, locked: map.numLock, group: 0)
    #expect(keyboard.keysym(for: Self.keypad1) == 0xffb1)
    #expect(keyboard.text(for: Self.keypad1) == "1")
    keyboard.updateModifiers(depressed: 0, latched: 0, locked: 0, group: 0)
    #expect(keyboard.keysym(for: Self.keypad1) == 0xff9c)  // KP_End
    #expect(keyboard.text(for: Self.keypad1) == "")
    #expect(keyboard.repeats(Self.keyA))
    #expect(!keyboard.repeats(Self.leftShift))
  }

  @Test("A keymap that is not one compiles to nothing")
  func garbage() {
    let text = Array("xkb_keymap { nonsense".utf8) + [0]
    #expect(text.withUnsafeBytes { XkbKeyboard(keymap: $0) } == nil)
  }
}
