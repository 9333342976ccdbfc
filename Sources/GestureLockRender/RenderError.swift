/// The errors of the renderer: a Cairo surface or file that could not be made.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A size or scale that cannot be drawn (zero, negative, not finite, or too large).
  case invalidSize(String)
  /// Cairo reported a failure; carries the operation and Cairo's status message.
  case cairoFailure(operation: String, message: String)

  /// One line naming the problem.
  public var description: String {
    switch self {
    case .invalidSize(let why): "cannot render: \(why)"
    case .cairoFailure(let operation, let message): "\(operation) failed: \(message)"
    }
  }
}
