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

  /// A failure with English `message`, shown untranslated; for code not yet moved to
  /// `CLIMessage` (`PadCommand.swift`).
  init(message: String, code: ExitCode) {
    self.init(message: .untranslated(message), code: code)
  }

  /// A usage or bad-input error (exit 2).
  static func usage(_ message: CLIMessage) -> CLIError {
    CLIError(message: message, code: .badInput)
  }

  /// A usage or bad-input error (exit 2) with English `message`, shown untranslated; for code
  /// not yet moved to `CLIMessage` (`PadCommand.swift`).
  static func usage(_ message: String) -> CLIError {
    CLIError(message: .untranslated(message), code: .badInput)
  }
}
