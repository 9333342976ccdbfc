/// A failure that ends the command: a one-line message for stderr and the exit code.
struct CLIError: Error {
  /// The message, naming the problem; never a secret.
  let message: String
  /// The exit code to leave with.
  let code: ExitCode

  /// A usage or bad-input error (exit 2).
  static func usage(_ message: String) -> CLIError { CLIError(message: message, code: .badInput) }
}
