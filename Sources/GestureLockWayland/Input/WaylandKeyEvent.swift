/// A key pressed (or repeating) on the keyboard, read through the compositor's keymap with
/// xkbcommon: its keysym and the text it types.
///
/// Keysyms are X11's values (`XKB_KEY_Return` is `0xff0d`, `XKB_KEY_KP_1` is `0xffb1`), so a
/// device maps them as the X11 path does. The layout is the compositor's: on a French AZERTY
/// keymap the digit row types `&é"'…` unless Shift is held, exactly as for any other client.
public struct WaylandKeyEvent: Hashable, Sendable {
  /// The keysym (`xkb_state_key_get_one_sym`), `0` when the key has none or several.
  public var keysym: UInt32
  /// The text the key types (`xkb_state_key_get_utf8`), often empty (arrows, Return gives
  /// "\r"); may be a secret's character: never log it.
  public var text: String
  /// The output whose lock surface has the keyboard focus, or `nil` when none has it.
  public var output: WaylandOutputID?
  /// Whether this is a repetition of a key held down (the compositor's repeat rate and delay).
  public var isRepeat: Bool

  /// Creates a key event.
  public init(keysym: UInt32, text: String, output: WaylandOutputID?, isRepeat: Bool = false) {
    self.keysym = keysym
    self.text = text
    self.output = output
    self.isRepeat = isRepeat
  }
}
