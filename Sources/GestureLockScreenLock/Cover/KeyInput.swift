/// A key pressed or released while the screen is covered (the keyboard is grabbed, so every
/// key comes here and to no other program).
public struct KeyInput: Hashable, Sendable {
  /// Whether the key went down (`KeyPress`) or up (`KeyRelease`).
  public var isPress: Bool
  /// The X keysym (`XK_Return` is 0xff0d, `XK_Escape` 0xff1b, Latin letters their ASCII code).
  public var keysym: UInt32
  /// The text the key types with the current modifiers (`XLookupString`), often empty.
  public var text: String
  /// The server's time of the event, in milliseconds.
  public var time: UInt

  /// Creates a key value.
  public init(isPress: Bool, keysym: UInt32, text: String, time: UInt) {
    self.isPress = isPress
    self.keysym = keysym
    self.text = text
    self.time = time
  }
}
