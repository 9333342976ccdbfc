internal import Foundation
public import GestureLockCore

/// A typed secret — a PIN, a custom numeric passcode or a text passcode — in the one form that
/// is hashed.
///
/// Normalisation (SPEC.md §3), done once here so that enrolment and verification agree:
/// - `pin` and `numeric`: every character must be a decimal digit of some script (Unicode
///   general category Nd: ASCII 0–9, Arabic-Indic ٠–٩, Extended Arabic-Indic ۰–۹, fullwidth
///   ０–９, Devanagari, …) and becomes the ASCII digit of its numeric value, so ١٢٣٤, ۱۲۳۴ and
///   １２３４ are the PIN 1234. Anything else (spaces, signs, letters) is an error.
/// - `passcode`: the text is normalised to Unicode NFC, so "café" typed with a precomposed
///   "é" or with "e" and a combining accent is the same passcode. No other folding: case,
///   width and digits of other scripts stay as typed.
///
/// Limits, checked before anything is hashed: the normalised form has at most 1,024 UTF-8
/// bytes (`maximumByteCount`; that is what is hashed), and — so that hostile input cannot make
/// normalisation expensive — the input as given at most 4,096 (`maximumInputByteCount`; NFC
/// shrinks text by at most a factor of three, Hangul jamo, so this refuses nothing whose
/// normalised form would fit). Lengths are digits for numeric kinds and characters (grapheme
/// clusters) of the normalised text for passcodes: "é" is one character either way.
///
/// `description` and reflection show the kind only; `==` is an ordinary comparison for tests
/// (`LockService` compares hashes in constant time).
///
/// ```swift
/// let pin = try Passcode("١٢٣٤", kind: .pin)     // the PIN 1234
/// let text = try Passcode("café", kind: .passcode)
/// ```
public struct Passcode: Equatable, Sendable, CustomStringConvertible, CustomReflectable {
  /// The most UTF-8 bytes of the normalised form: 1,024.
  public static let maximumByteCount = 1024
  /// The most UTF-8 bytes of the input as given: 4,096.
  public static let maximumInputByteCount = 4096

  /// `pin`, `numeric` or `passcode`.
  public let kind: SecretKind
  /// Digits (numeric kinds) or characters of the normalised text (`passcode`).
  public let length: Int
  /// ASCII digits, or the NFC text in UTF-8, in a wiped buffer.
  let normalized: SecretBytes

  /// Normalises `text` as a secret of `kind`.
  ///
  /// The caller's `String` is the caller's to minimise; the pads and the CLI hold typed secrets
  /// as `SecretBytes` and use `init(utf8:kind:)` instead.
  ///
  /// - Parameters:
  ///   - text: What the user typed; no line terminator.
  ///   - kind: `.pin`, `.numeric` or `.passcode`.
  /// - Throws: `SecurityError.invalidSecret` as `init(utf8:kind:)` does.
  /// - Complexity: O(n) in the length of `text`.
  public init(_ text: String, kind: SecretKind) throws(SecurityError) {
    guard kind.isTyped else {
      throw .invalidSecret(.patternIsDrawn)
    }
    guard text.utf8.count <= Self.maximumInputByteCount else {
      throw .invalidSecret(.inputTooLong(maximumBytes: Self.maximumInputByteCount))
    }
    try self.init(utf8: SecretBytes(copying: text.utf8), kind: kind)
  }

  /// Normalises typed UTF-8 bytes (the pad's entry, a line of standard input) as a secret of
  /// `kind`, without a `String` wherever it can: digits are decoded and kept as ASCII in a
  /// `SecretBytes`; a text passcode of ASCII characters only is already in NFC and is kept as
  /// it is (sharing `text`'s buffer). Only a text passcode with a non-ASCII character goes
  /// through two `String`s (the decoded text and its NFC form, Foundation's
  /// `precomposedStringWithCanonicalMapping`; the standard library has no NFC before iOS 18),
  /// which cannot be wiped: up to 15 UTF-8 bytes a `String` is held inline (no heap buffer),
  /// a longer one leaves an unwiped heap buffer when freed.
  ///
  /// - Parameters:
  ///   - text: What the user typed, in UTF-8; no line terminator.
  ///   - kind: `.pin`, `.numeric` or `.passcode`.
  /// - Throws: `SecurityError.invalidSecret`, never quoting the input, when `kind` is
  ///   `.pattern`, the bytes are not UTF-8, a numeric kind has a character that is not a
  ///   decimal digit, a text passcode has a control character (C0/C1, e.g. NUL), or the input
  ///   or its normalised form is too long.
  /// - Complexity: O(n) in the length of `text`.
  public init(utf8 text: SecretBytes, kind: SecretKind) throws(SecurityError) {
    guard kind.isTyped else {
      throw .invalidSecret(.patternIsDrawn)
    }
    guard text.count <= Self.maximumInputByteCount else {
      throw .invalidSecret(.inputTooLong(maximumBytes: Self.maximumInputByteCount))
    }
    var normalized = SecretBytes(minimumCapacity: text.count)
    var length = 0
    var isASCII = true
    var parser = Unicode.UTF8.ForwardParser()
    var bytes = text.makeIterator()
    decoding: while true {
      let scalar: Unicode.Scalar
      switch parser.parseScalar(from: &bytes) {
      case .valid(let encoded): scalar = Unicode.UTF8.decode(encoded)
      case .emptyInput: break decoding
      case .error: throw .invalidSecret(.notUTF8)
      }
      if kind.isNumeric {
        guard scalar.properties.generalCategory == .decimalNumber,
          let value = scalar.properties.numericValue, value >= 0, value <= 9,
          value == value.rounded()
        else {
          throw .invalidSecret(.notDigits(kind: kind))
        }
        normalized.append(UInt8(ascii: "0") + UInt8(value))
        length += 1
      } else {
        // Control characters (NUL, escape, …) cannot be typed on a pad, and Foundation's
        // normalisation cuts the text at a NUL: refuse them rather than hash something else.
        guard scalar.properties.generalCategory != .control else {
          throw .invalidSecret(.controlCharacter)
        }
        isASCII = isASCII && scalar.isASCII
      }
    }
    if !kind.isNumeric {
      if isASCII {
        // ASCII is its own NFC, and with no control character each byte is one character.
        normalized = text
        length = text.count
      } else {
        let composed = String(decoding: text, as: UTF8.self).precomposedStringWithCanonicalMapping
        normalized = SecretBytes(copying: composed.utf8)
        length = composed.count
      }
    }
    guard normalized.count <= Self.maximumByteCount else {
      throw .invalidSecret(.normalizedTooLong(maximumBytes: Self.maximumByteCount))
    }
    self.kind = kind
    self.length = length
    self.normalized = normalized
  }

  /// The bytes the KDF hashes. Digits: `0x47 0x4C 0x44 0x01` ("GLD", format 1) then the ASCII
  /// digits, for `pin` and `numeric` alike. Text: `0x47 0x4C 0x54 0x01` ("GLT", format 1)
  /// then the NFC text in UTF-8. Patterns start with "GLP", so no two kinds collide except the
  /// two numeric ones, by design.
  ///
  /// A fresh buffer on each call, allocated once at its final size and wiped when it ends.
  var canonicalBytes: SecretBytes {
    let tag: UInt8 = kind.isNumeric ? 0x44 : 0x54
    var bytes = SecretBytes(minimumCapacity: 4 + normalized.count)
    bytes.append(contentsOf: [0x47, 0x4C, tag, 0x01])
    bytes.append(contentsOf: normalized)
    return bytes
  }

  /// The ASCII digits of a numeric kind, for the common-PIN rules; `nil` for text. A `String`
  /// (`CommonPINList` takes one), made only when a new PIN is evaluated at enrolment or
  /// change, never when one is verified.
  var digits: String? {
    kind.isNumeric ? String(decoding: normalized, as: UTF8.self) : nil
  }

  /// The kind and length, never the secret: e.g. `PIN of 4 digits`.
  public var description: String {
    switch kind {
    case .pin: "PIN of \(length) digits"
    case .numeric: "numeric passcode of \(length) digits"
    default: "passcode of \(length) characters"
    }
  }

  /// A mirror without children, so `dump` and reflection cannot reveal the secret.
  public var customMirror: Mirror { Mirror(self, children: [:]) }
}
