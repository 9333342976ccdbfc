/// A JSON value with ordered object members, serialised compactly.
///
/// Used for the pad's event log and the CLI's JSON output so that member order is stable and
/// numbers print without a locale.
public enum JSONValue: Sendable, Equatable {
  /// A string.
  case string(String)
  /// An integer.
  case int(Int)
  /// An integer of any size, by its decimal digits (an optional `-`, then digits without leading
  /// zeros), printed as a JSON number with every digit — e.g. a `UInt128` count. Many JSON
  /// parsers read numbers beyond 2⁵³ as doubles and lose digits; readers that need them exactly
  /// must parse the number text. Text that is not such an integer prints as `null`.
  case integer(String)
  /// A floating-point number (non-finite values print as `null`).
  case double(Double)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null
  /// An array.
  case array([JSONValue])
  /// An object with members in the given order.
  case object([(String, JSONValue)])

  /// The compact JSON text.
  public var serialized: String {
    switch self {
    case .string(let text): JSONValue.quoted(text)
    case .int(let value): String(value)
    case .integer(let digits): JSONValue.isInteger(digits) ? digits : "null"
    case .double(let value): value.isFinite ? JSONValue.number(value) : "null"
    case .bool(let value): value ? "true" : "false"
    case .null: "null"
    case .array(let items): "[" + items.map(\.serialized).joined(separator: ",") + "]"
    case .object(let members):
      "{" + members.map { JSONValue.quoted($0.0) + ":" + $0.1.serialized }.joined(separator: ",")
        + "}"
    }
  }

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.serialized == rhs.serialized
  }

  private static func isInteger(_ text: String) -> Bool {
    let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
    guard let first = digits.first, digits.allSatisfy({ (0x30...0x39).contains($0) }) else {
      return false
    }
    return first != 0x30 || digits.count == 1
  }

  /// A number rounded to 3 decimals; whole results print without a fraction (`180`, never
  /// `180.0`), and a value that rounds to zero prints `0` (never `-0.0`).
  private static func number(_ value: Double) -> String {
    let rounded = abs(value) < 1e15 ? (value * 1000).rounded() / 1000 : value
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
