import GestureLockCore
import GestureLockSecurity

/// A pattern on the standard 3×3 grid from its text form.
func pattern(_ text: String, on grid: Grid = .standard) throws -> Pattern {
  try Pattern(parsing: text, on: grid)
}

/// A pattern secret on the standard 3×3 grid from its text form.
func secret(_ text: String, on grid: Grid = .standard) throws -> Secret {
  .pattern(try pattern(text, on: grid))
}

/// Wrong patterns for the enrolled `0-1-2-5-8`, all different, so that none is "the same wrong
/// secret again" (which is not counted twice).
let wrongPatterns = [
  "2-5-8-7", "3-4-5-8", "6-7-8-5", "0-3-6-7", "1-4-7-8", "2-1-0-3", "8-7-6-3", "5-4-3-6",
  "0-4-8-7", "6-4-2-1", "7-4-1-2", "3-0-1-4", "8-5-2-1", "1-2-5-4", "4-3-6-7", "5-2-1-0",
]

/// The `n`-th wrong pattern (from 0; wraps around after 16).
func wrong(_ n: Int) throws -> Secret {
  try secret(wrongPatterns[n % wrongPatterns.count])
}
