/// Breaking text into lines that fit a terminal's width.
extension DisplayWidth {
  /// Closing punctuation that must not start a line (kinsoku): it stays with the character
  /// before it.
  static let closingPunctuation: Set<Character> = [
    "，", "。", "、", "；", "：", "！", "？", "）", "」", "』", "》", "〉", "】", "”", "’", "…",
    ",", ".", ";", ":", "!", "?", ")", "]", "}", "%",
  ]

  /// Opening punctuation that must not end a line: it stays with the character after it.
  static let openingPunctuation: Set<Character> = ["（", "「", "『", "《", "〈", "【", "“", "‘"]

  /// `text` broken into lines of at most `columns` columns each.
  ///
  /// Lines break at spaces, and between two characters when either is double-width (Chinese
  /// has no spaces), but never before closing punctuation ("，", "。") or after opening
  /// punctuation; a word wider than `columns` is broken between characters. A double-width
  /// character is never split. Control characters become spaces (``printable(_:)``), and
  /// runs of spaces count as one break.
  ///
  /// ```swift
  /// DisplayWidth.wrapped("Too many attempts. Try again in 0:58", toColumns: 28)
  /// // ["Too many attempts. Try", "again in 0:58"]
  /// DisplayWidth.wrapped("Too many attempts. Try again in 0:58", toColumns: 10, maxLines: 2)
  /// // ["Too many", "attempts.…"]
  /// ```
  ///
  /// - Parameters:
  ///   - text: Any text.
  ///   - columns: The width of a line, in columns; 0 or less gives no lines.
  ///   - maxLines: At most this many lines (1 or more); when the text needs more, the last
  ///     one holds the rest of the text cut with `ellipsis` (``truncated(_:toColumns:ellipsis:)``).
  ///   - ellipsis: What marks a cut.
  /// - Returns: The lines, each of ``of(_:)-(String)`` at most `columns`, without leading or
  ///   trailing spaces; empty for text of spaces only.
  /// - Complexity: O(`text.count` × longest word's width).
  static func wrapped(
    _ text: String, toColumns columns: Int, maxLines: Int = .max, ellipsis: String = "…"
  ) -> [String] {
    guard columns > 0, maxLines > 0 else { return [] }
    let lines = breakLines(tokens(of: printable(text)), columns: columns)
    guard lines.count > maxLines else { return lines.map(\.text) }
    var rest = ""
    for line in lines[(maxLines - 1)...] {
      if !rest.isEmpty, line.spaceBefore { rest += " " }
      rest += line.text
    }
    return lines.prefix(maxLines - 1).map(\.text)
      + [truncated(rest, toColumns: columns, ellipsis: ellipsis)]
  }

  /// A piece of text no line breaks inside (unless it is wider than a line), and whether a
  /// space stood before it.
  private struct Token {
    var text: String
    var spaceBefore: Bool
  }

  /// `text` (printable) cut into tokens at spaces and around double-width characters.
  private static func tokens(of text: String) -> [Token] {
    var tokens: [Token] = []
    var space = false
    for character in text {
      if character == " " {
        space = !tokens.isEmpty
        continue
      }
      if !space, let last = tokens.last?.text.last {
        let joins =
          closingPunctuation.contains(character) || openingPunctuation.contains(last)
          || (of(character) == 1 && of(last) == 1)
        if joins {
          tokens[tokens.count - 1].text.append(character)
          continue
        }
      }
      tokens.append(Token(text: String(character), spaceBefore: space))
      space = false
    }
    return tokens
  }

  /// Tokens laid out greedily over lines of `columns`; each line remembers whether a space
  /// stood before its first token.
  private static func breakLines(_ tokens: [Token], columns: Int) -> [Token] {
    var lines: [Token] = []
    var line = Token(text: "", spaceBefore: false)
    for token in tokens {
      if !line.text.isEmpty {
        let joined = line.text + (token.spaceBefore ? " " : "") + token.text
        if of(joined) <= columns {
          line.text = joined
          continue
        }
        lines.append(line)
      }
      line = Token(text: "", spaceBefore: token.spaceBefore)
      // A token wider than a line is broken between characters.
      for character in token.text {
        if !line.text.isEmpty, of(line.text) + of(character) > columns {
          lines.append(line)
          line = Token(text: "", spaceBefore: false)
        }
        line.text.append(character)
      }
    }
    if !line.text.isEmpty { lines.append(line) }
    return lines
  }
}
