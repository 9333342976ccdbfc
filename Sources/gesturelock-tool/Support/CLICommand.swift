/// A command of the CLI: a type that declares its configuration and runs.
protocol CLICommand: Sendable {
  /// The command's name, options and abstract.
  static var configuration: CommandConfiguration { get }

  /// Runs the command with the parsed command line (its options already checked against
  /// `configuration`) and the global options.
  ///
  /// - Returns: The exit code (DESIGN.md, SPEC.md §7).
  /// - Throws: `CLIError` for usage errors and failures, with their exit code.
  static func run(_ arguments: ArgumentList, context: CommandContext) throws(CLIError) -> ExitCode
}
