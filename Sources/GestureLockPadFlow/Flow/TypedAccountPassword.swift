internal import GestureLockCore

/// The account password screen's state inside the session: the bytes typed so far (in a wiped
/// buffer, never a `String`), how many characters they are (one dot each), and the line under
/// the dots.
struct TypedAccountPassword {
  /// UTF-8 as typed, never normalised: what PAM receives.
  var bytes: SecretBytes
  /// Characters typed (dots shown).
  var characters = 0
  /// The line under the dots, or `nil` for none.
  var message: PadMessage?
  /// Whether `message` reports a failure.
  var isError = false

  /// An empty password with room for `capacity` bytes (it never grows: no copy is left
  /// behind).
  init(capacity: Int, message: PadMessage? = nil, isError: Bool = false) {
    bytes = SecretBytes(minimumCapacity: capacity + 1)
    self.message = message
    self.isError = isError
  }

  /// Removes the last character: its last byte with the UTF-8 continuation bytes before it.
  mutating func removeLastCharacter() {
    guard characters > 0 else { return }
    while bytes.count > 0 {
      let byte = bytes[bytes.count - 1]
      bytes.removeLast()
      if byte & 0b1100_0000 != 0b1000_0000 { break }
    }
    characters -= 1
  }

  /// Forgets everything typed (the bytes are wiped).
  mutating func clear() {
    bytes.removeAll()
    characters = 0
  }
}
