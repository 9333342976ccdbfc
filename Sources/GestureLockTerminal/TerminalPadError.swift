public import GestureLockSecurity

/// What can go wrong running the terminal pad. Expected outcomes (a wrong pattern, a lockout)
/// are not errors; these are the unexpected ones.
public enum TerminalPadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Standard input or standard output is not a terminal.
  case notATerminal
  /// The terminal is a dumb one (`TERM=dumb`): it has no cursor addressing to draw the pad.
  case dumbTerminal
  /// The store cannot be read: the pad does not open (fail closed).
  case storeUnavailable(SecurityError)
  /// A system call on the terminal failed; carries the operation, `errno` and its text.
  case systemCall(operation: String, code: Int32, message: String)
  /// A frame could not be drawn; carries the drawing's own description.
  case drawing(String)

  /// One line naming the problem.
  public var description: String {
    switch self {
    case .notATerminal:
      "the terminal pad needs a terminal on standard input and output"
    case .dumbTerminal:
      "the terminal pad cannot run on a dumb terminal (TERM=dumb): it has no cursor addressing"
    case .storeUnavailable(let error): error.description
    case .systemCall(let operation, let code, let message):
      "\(operation) failed: \(message) (errno \(code))"
    case .drawing(let why): "cannot draw the pad: \(why)"
    }
  }
}
