/// The B64 encoding of the PHC string format: the standard Base64 alphabet (`A–Z a–z 0–9 + /`)
/// without `=` padding.
///
/// Decoding is strict: a character outside the alphabet, a length that leaves one dangling
/// character, or non-zero unused bits in the last character is refused, so every byte string
/// has exactly one encoding. *(source: PHC string format, github.com/P-H-C/phc-string-format)*
enum PHCBase64 {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// Encodes `bytes` without padding.
  static func encode(_ bytes: [UInt8]) -> String {
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count * 4 + 2) / 3)
    var index = 0
    while index + 3 <= bytes.count {
      let chunk =
        UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8
        | UInt32(bytes[index + 2])
      for shift in [18, 12, 6, 0] { output.append(alphabet[Int(chunk >> UInt32(shift) & 0x3F)]) }
      index += 3
    }
    switch bytes.count - index {
    case 1:
      let chunk = UInt32(bytes[index]) << 16
      for shift in [18, 12] { output.append(alphabet[Int(chunk >> UInt32(shift) & 0x3F)]) }
    case 2:
      let chunk = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8
      for shift in [18, 12, 6] { output.append(alphabet[Int(chunk >> UInt32(shift) & 0x3F)]) }
    default:
      break
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Decodes unpadded Base64, or returns `nil` when `text` is not the canonical encoding of
  /// some bytes.
  static func decode(_ text: some StringProtocol) -> [UInt8]? {
    let characters = Array(text.utf8)
    guard characters.count % 4 != 1 else { return nil }
    var values: [UInt32] = []
    values.reserveCapacity(characters.count)
    for character in characters {
      guard let value = sextet(character) else { return nil }
      values.append(value)
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(characters.count * 3 / 4)
    var index = 0
    while index + 4 <= values.count {
      let chunk =
        values[index] << 18 | values[index + 1] << 12 | values[index + 2] << 6
        | values[index + 3]
      bytes.append(UInt8(chunk >> 16 & 0xFF))
      bytes.append(UInt8(chunk >> 8 & 0xFF))
      bytes.append(UInt8(chunk & 0xFF))
      index += 4
    }
    switch values.count - index {
    case 2:
      guard values[index + 1] & 0x0F == 0 else { return nil }
      bytes.append(UInt8((values[index] << 2 | values[index + 1] >> 4) & 0xFF))
    case 3:
      guard values[index + 2] & 0x03 == 0 else { return nil }
      let chunk = values[index] << 18 | values[index + 1] << 12 | values[index + 2] << 6
      bytes.append(UInt8(chunk >> 16 & 0xFF))
      bytes.append(UInt8(chunk >> 8 & 0xFF))
    default:
      break
    }
    return bytes
  }

  private static func sextet(_ character: UInt8) -> UInt32? {
    switch character {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt32(character - UInt8(ascii: "A"))
    case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt32(character - UInt8(ascii: "a")) + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(character - UInt8(ascii: "0")) + 52
    case UInt8(ascii: "+"): 62
    case UInt8(ascii: "/"): 63
    default: nil
    }
  }
}
