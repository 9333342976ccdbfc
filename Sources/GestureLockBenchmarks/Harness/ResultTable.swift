/// Whether a figure is within its budget.
enum Verdict: String {
  /// Within budget.
  case ok
  /// Over budget (or, for exact counts, a disagreement with the reference).
  case over = "OVER"

  /// `.ok` when `condition` holds, else `.over`.
  init(_ condition: Bool) { self = condition ? .ok : .over }
}

/// One row of the results table: a figure, its same-run reference, and the verdict.
struct ResultRow {
  /// The figure's number and name, e.g. `1a recogniser: time per sample`.
  var figure: String
  /// Our median, with its unit.
  var ours: String
  /// The reference's median (or the fixed quantity the ratio is taken of), with its unit.
  var reference: String
  /// Ours divided by the reference, or `–` where a ratio means nothing.
  var ratio: String
  /// The budget, in words.
  var budget: String
  /// `ok` or `OVER`.
  var verdict: Verdict
}

extension ResultRow {
  /// A time-to-lock row: the medians of `ours` and `reference` (seconds, measured in turn in
  /// the same run), their ratio, and the budget "no slower than the reference".
  ///
  /// - Parameter label: The reference's name as the row shows it (`i3lock -n`).
  static func noSlower(
    figure: String, ours: [Double], reference: [Double], label: String
  ) -> ResultRow {
    let (oursMedian, referenceMedian) = (Statistics.median(ours), Statistics.median(reference))
    let ratio = oursMedian / referenceMedian
    return ResultRow(
      figure: figure, ours: Format.duration(oursMedian),
      reference: Format.duration(referenceMedian) + " (\(label))",
      ratio: Format.fixed(ratio, 2), budget: "ratio ≤ 1", verdict: Verdict(ratio <= 1))
  }
}

/// The table `make bench` prints: one row per figure, each ending in its verdict, and notes
/// below it.
struct ResultTable {
  private(set) var rows: [ResultRow] = []
  private(set) var notes: [String] = []

  mutating func add(_ row: ResultRow) {
    rows.append(row)
    Console.progress("\(row.figure): \(row.ours) vs \(row.reference) → \(row.verdict.rawValue)")
  }

  mutating func note(_ text: String) { notes.append(text) }

  /// The table as Markdown-compatible text (a pipe table), notes after it.
  var rendered: String {
    let header = ["figure", "ours (median)", "reference (median)", "ratio", "budget", "verdict"]
    let cells =
      [header]
      + rows.map { [$0.figure, $0.ours, $0.reference, $0.ratio, $0.budget, $0.verdict.rawValue] }
    var widths = [Int](repeating: 0, count: header.count)
    for row in cells {
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    func line(_ row: [String]) -> String {
      let padded = row.enumerated().map { column, cell in
        cell + String(repeating: " ", count: widths[column] - cell.count)
      }
      return "| " + padded.joined(separator: " | ") + " |"
    }
    var lines = [line(header)]
    lines.append(
      "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
    lines += rows.map { row in
      line([row.figure, row.ours, row.reference, row.ratio, row.budget, row.verdict.rawValue])
    }
    if !notes.isEmpty {
      lines.append("")
      lines += notes.map { "- " + $0 }
    }
    return lines.joined(separator: "\n")
  }
}
