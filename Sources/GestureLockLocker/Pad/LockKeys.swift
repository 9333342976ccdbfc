internal import GestureLockCore
internal import GestureLockPadFlow

/// The lock screen's keys: an X keysym and its text, as the pad's input. Return and the
/// keypad's Enter submit, Escape clears, BackSpace deletes, digits (and the keypad's) type
/// digits, the arrows and Space drive the gesture pad's focus ring; on a text passcode pad
/// every printable character is text (and on the account password screen, where the session
/// takes text); Tab is the session's (the account password). Nothing quits: `q` and Escape never leave the locker.
enum LockKeys {
  /// The pad input for a key press; `nil` for a key the pad does not take.
  ///
  /// - Parameters:
  ///   - keysym: The X keysym.
  ///   - text: The text the key types (`XLookupString`).
  ///   - takesText: Whether the pad takes text (a text passcode pad).
  static func input(keysym: UInt32, text: String, takesText: Bool) -> PadInput? {
    switch keysym {
    case 0xff0d, 0xff8d: return .key(.enter)  // Return, KP_Enter
    case 0xff1b: return .key(.escape)
    case 0xff09: return .key(.tab)
    case 0xff08: return .key(.backspace)
    case 0xff51, 0xff96: return .key(.arrow(.left))  // Left, KP_Left
    case 0xff52, 0xff97: return .key(.arrow(.up))
    case 0xff53, 0xff98: return .key(.arrow(.right))
    case 0xff54, 0xff99: return .key(.arrow(.down))
    default: break
    }
    let scalars = text.unicodeScalars
    let printable =
      !text.isEmpty && !scalars.contains { $0.value < 0x20 || $0.value == 0x7f }
    if takesText {
      return printable ? .text(text) : nil
    }
    if keysym == 0x20 { return .key(.space) }
    if (0x30...0x39).contains(keysym) { return .key(.digit(Int(keysym - 0x30))) }
    if (0xffb0...0xffb9).contains(keysym) { return .key(.digit(Int(keysym - 0xffb0))) }  // KP_0…9
    return nil
  }
}
