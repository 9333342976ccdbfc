public import GestureLockCore

/// What the grab holder tells the pad's process, one line each on the pad's standard input
/// (the xsecurelock split: the holder reads every key and pointer event and forwards them).
///
/// Lines are ASCII: `M x y w h` (the active monitor's frame in root points: where the pane
/// goes), `P p|m|r x y` (button 1 pressed, the pointer moved, button 1 released; in points
/// relative to the active monitor), `K keysym text` (a key pressed: the X keysym in
/// hexadecimal and the text it types as hexadecimal UTF-8, `-` for none). A malformed line
/// decodes to `nil` and is ignored.
///
/// ```swift
/// LockerMessage.pointer(.pressed, Point(x: 10, y: 20)).line   // "P p 10.0 20.0"
/// LockerMessage(line: "K ff0d -")                             // .key(keysym: 0xff0d, text: "")
/// ```
public enum LockerMessage: Equatable, Sendable {
  /// What happened to the pointer.
  public enum PointerPhase: String, Equatable, Sendable {
    /// Button 1 went down.
    case pressed = "p"
    /// The pointer moved (with or without a button down).
    case moved = "m"
    /// Button 1 went up.
    case released = "r"
  }

  /// The active monitor (where the pad is drawn), in root points.
  case monitor(Rect)
  /// A pointer event, in points relative to the active monitor's top-left corner.
  case pointer(PointerPhase, Point)
  /// A key pressed: its X keysym and the text it types (`XLookupString`), often empty.
  case key(keysym: UInt32, text: String)

  /// The line that carries the message, without the newline.
  public var line: String {
    switch self {
    case .monitor(let frame):
      "M \(frame.origin.x) \(frame.origin.y) \(frame.size.width) \(frame.size.height)"
    case .pointer(let phase, let point):
      "P \(phase.rawValue) \(point.x) \(point.y)"
    case .key(let keysym, let text):
      "K \(String(keysym, radix: 16)) "
        + (text.isEmpty
          ? "-"
          : text.utf8.map { byte in
            (byte < 16 ? "0" : "") + String(byte, radix: 16)
          }.joined())
    }
  }

  /// Decodes a line (without its newline); `nil` when it is not a message.
  public init?(line: Substring) {
    let fields = line.split(separator: " ", omittingEmptySubsequences: true)
    guard let tag = fields.first else { return nil }
    switch (tag, fields.count) {
    case ("M", 5):
      let numbers = fields.dropFirst().compactMap { Double($0) }
      guard numbers.count == 4, numbers.allSatisfy(\.isFinite), numbers[2] > 0, numbers[3] > 0
      else { return nil }
      self = .monitor(Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
    case ("P", 4):
      guard let phase = PointerPhase(rawValue: String(fields[1])), let x = Double(fields[2]),
        let y = Double(fields[3]), x.isFinite, y.isFinite
      else { return nil }
      self = .pointer(phase, Point(x: x, y: y))
    case ("K", 3):
      guard let keysym = UInt32(fields[1], radix: 16) else { return nil }
      if fields[2] == "-" {
        self = .key(keysym: keysym, text: "")
        return
      }
      let hex = Array(fields[2].utf8)
      guard hex.count.isMultiple(of: 2), hex.count <= 64 else { return nil }
      var bytes: [UInt8] = []
      for index in stride(from: 0, to: hex.count, by: 2) {
        guard let byte = UInt8(String(decoding: hex[index..<index + 2], as: UTF8.self), radix: 16)
        else { return nil }
        bytes.append(byte)
      }
      self = .key(keysym: keysym, text: String(decoding: bytes, as: UTF8.self))
    default:
      return nil
    }
  }

  /// The line the pad's process writes on its report descriptor when the user unlocked, just
  /// before it exits 0. The holder uncovers the screen only after both.
  public static let unlockedReport = "unlocked"

  /// The line the pad's process writes on its report descriptor once it has read the store
  /// and shown its pane: from then on the holder never takes the pad's exit as a refusal
  /// (``ScreenLocker/refusalStatuses``).
  public static let readyReport = "ready"
}
