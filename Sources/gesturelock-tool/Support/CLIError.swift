/// A failure that ends the command: a message for stderr and the exit code.
struct CLIError: Error {
  /// The message, naming the problem; never a secret. Shown in the language of `--lang`.
  let message: CLIMessage
  /// The exit code to leave with.
  let code: ExitCode

  /// A failure with `message` that exits with `code`.
  init(message: CLIMessage, code: ExitCode) {
    self.message = message
    self.code = code
  }

  /// A usage or bad-input error (exit 2).
  static func usage(_ message: CLIMessage) -> CLIError {
    CLIError(message: message, code: .badInput)
  }

  /// No display the pad can draw on, or it was lost (exit 9).
  static func noDisplay(_ message: CLIMessage) -> CLIError {
    CLIError(message: message, code: .noDisplay)
  }
}
