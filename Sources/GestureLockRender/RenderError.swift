/// The errors of the renderer: a size it will not draw, a Cairo failure, or a file it could not
/// read or write.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A size or scale that cannot be drawn (zero, negative, not finite, or too large).
  case invalidSize(String)
  /// Cairo or Pango reported a failure; carries the operation and Cairo's status message.
  case cairoFailure(operation: String, message: String)
  /// The file at `path` could not be created or written; `reason` is the system's message.
  case cannotWrite(path: String, reason: String)
  /// The file at `path` could not be read or decoded; `reason` is Cairo's message.
  case cannotRead(path: String, reason: String)

  /// One line naming the problem.
  public var description: String {
    switch self {
    case .invalidSize(let why): "cannot render: \(why)"
    case .cairoFailure(let operation, let message): "\(operation) failed: \(message)"
    case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
    case .cannotRead(let path, let reason): "cannot read \(path): \(reason)"
    }
  }
}
