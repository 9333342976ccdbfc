internal import GestureLockCore

/// `gesturelock count --grid RxC [--by-length] [--min-length N]`: the exact number of valid
/// patterns on a grid, as JSON.
///
/// Not implemented yet: the pattern space engine (`PatternSpace`) lands next.
enum CountCommand {
  static func run(_ arguments: ArgumentList) throws(CLIError) -> ExitCode {
    try arguments.allowOnly(["grid", "by-length", "min-length"], for: "count")
    _ = try OptionParsing.grid(arguments.value("grid"))
    throw .usage("count is not implemented yet")
  }
}
