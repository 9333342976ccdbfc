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
