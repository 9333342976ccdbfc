/// How many terminal columns a character takes: 2 for East Asian wide and fullwidth
/// characters (Chinese, Japanese kana, Hangul, fullwidth forms), 0 for combining marks and
/// zero-width characters, 1 otherwise.
///
/// The ranges follow Unicode Standard Annex #11 (East Asian Width, classes W and F) for the
/// blocks a lock pad's messages use, and glibc's `wcwidth` for the rest; terminals lay out
/// text the same way, so the message under the grid lines up in Simplified Chinese too.
enum DisplayWidth {
  /// The columns `character` takes (0, 1 or 2).
  ///
  /// - Complexity: O(number of scalars in the character).
  static func of(_ character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    return of(first)
  }

  /// The columns `text` takes: the sum over its characters.
  ///
  /// - Complexity: O(`text.count`).
  static func of(_ text: String) -> Int {
    text.reduce(0) { $0 + of($1) }
  }

  /// The columns one scalar takes (0, 1 or 2).
  static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value == 0 { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if value == 0x200B { return 0 }
    return wideRanges.contains { $0.contains(value) } ? 2 : 1
  }

  /// East Asian Wide (W) and Fullwidth (F) ranges (UAX #11), coarsened to whole blocks.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols
    0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility, CJK compatibility
    0x3400...0x4DBF,  // CJK Unified Ideographs Extension A
    0x4E00...0x9FFF,  // CJK Unified Ideographs
    0xA000...0xA4CF,  // Yi
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE30...0xFE4F,  // CJK compatibility forms
    0xFF00...0xFF60,  // Fullwidth forms
    0xFFE0...0xFFE6,  // Fullwidth signs
    0x1F300...0x1F64F,  // Pictographs and emoticons
    0x1F900...0x1F9FF,  // Supplemental symbols and pictographs
    0x20000...0x3FFFD,  // CJK Unified Ideographs Extensions B and beyond
  ]
}

extension DisplayWidth {
  /// `text` cut to at most `columns` columns: unchanged when it fits, otherwise as many whole
  /// characters as fit followed by `ellipsis`. A double-width character is never split: when
  /// only one column is left before the ellipsis it is dropped whole. Control characters
  /// become spaces and zero-width characters that start a grapheme are dropped, so the result
  /// can be written to a terminal as it is.
  ///
  /// - Parameters:
  ///   - text: Any text.
  ///   - columns: The room in columns; 0 or less gives "".
  ///   - ellipsis: What marks the cut: "…" (one column), or "..." where the font lacks "…";
  ///     cut itself when wider than `columns`.
  /// - Returns: Text whose ``of(_:)-(String)`` is at most `columns`.
  /// - Complexity: O(`text.count`).
  static func truncated(_ text: String, toColumns columns: Int, ellipsis: String = "…")
    -> String
  {
    guard columns > 0 else { return "" }
    let clean = printable(text)
    if of(clean) <= columns { return clean }
    let mark = of(ellipsis) <= columns ? ellipsis : String(ellipsis.prefix(columns))
    var result = ""
    var used = 0
    for character in clean {
      let width = of(character)
      if used + width > columns - of(mark) { break }
      result.append(character)
      used += width
    }
    return result + mark
  }

  /// `text` with control characters (C0, DEL, C1) replaced by spaces and graphemes of no
  /// width (a lone combining mark, a zero-width space) removed.
  static func printable(_ text: String) -> String {
    var result = ""
    for character in text {
      guard let first = character.unicodeScalars.first else { continue }
      let value = first.value
      if value < 0x20 || (0x7F...0x9F).contains(value) {
        result.append(" ")
      } else if of(character) > 0 {
        result.append(character)
      }
    }
    return result
  }
}
