import GestureLockSystem
import Glibc

/// Output: the table on standard output; progress and diagnostics on standard error, written
/// whole lines at a time with `write(2)` (so they interleave sanely with child processes).
enum Console {
  /// Writes `text` and a newline to standard output.
  static func out(_ text: String) { write(text + "\n", to: 1) }

  /// Writes a progress line to standard error.
  static func progress(_ text: String) { write("bench: " + text + "\n", to: 2) }

  private static func write(_ text: String, to descriptor: Int32) {
    FileDescriptorWriter.writeAll(Array(text.utf8), to: descriptor)
  }
}

/// Number formatting for the table.
enum Format {
  /// `value` with `digits` digits after the point (rounded half away from zero).
  static func fixed(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (abs(value) * scale).rounded() / scale
    let sign = value < 0 && rounded > 0 ? "-" : ""
    let whole = Int(rounded.rounded(.down))
    guard digits > 0 else { return sign + "\(whole)" }
    let fraction = Int(((rounded - Double(whole)) * scale).rounded())
    let fractionText = String(fraction)
    return sign + "\(whole)."
      + String(repeating: "0", count: max(0, digits - fractionText.count)) + fractionText
  }

  /// A duration in the most readable unit: ns, µs, ms or s, with three significant digits.
  static func duration(_ seconds: Double) -> String {
    // Units chosen after rounding to three digits, so 999.7 µs reads "1.00 ms".
    for (scale, unit) in [(1e9, "ns"), (1e6, "µs"), (1e3, "ms")] {
      let text = significant(seconds * scale)
      if let value = Double(text), value < 1000 { return text + " " + unit }
    }
    return significant(seconds) + " s"
  }

  /// `value` with about three significant digits (at least one decimal below 100).
  static func significant(_ value: Double) -> String {
    let magnitude = abs(value)
    return fixed(value, magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2)
  }

  /// A byte count in MiB or GiB.
  static func bytes(_ count: Double) -> String {
    let mebibytes = count / 1_048_576
    return mebibytes >= 1024
      ? significant(mebibytes / 1024) + " GiB" : significant(mebibytes) + " MiB"
  }

  /// `3 runs`, `1 run`: a count and a noun, plural when the count is not 1.
  static func count(_ value: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(grouped(value)) " + (value == 1 ? singular : plural ?? singular + "s")
  }

  /// `value` with thousands separated by commas: `389,112`.
  static func grouped<T: BinaryInteger>(_ value: T) -> String {
    let digits = Array(String(value).reversed())
    var result: [Character] = []
    for (index, digit) in digits.enumerated() {
      if index > 0 && index.isMultiple(of: 3) && digit != "-" { result.append(",") }
      result.append(digit)
    }
    return String(result.reversed())
  }
}
