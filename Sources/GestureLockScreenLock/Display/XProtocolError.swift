/// An error the X server sent for one request: which request, and the server's error code.
///
/// Values as in the X protocol: `code` is `BadWindow` (3), `BadMatch` (8), …; `majorOpcode`
/// names the request (for an extension such as RandR, the extension's opcode, with the
/// request in `minorOpcode`).
public struct XProtocolError: Hashable, Sendable, CustomStringConvertible {
  /// What was being done, e.g. `"XCreateWindow"`.
  public var operation: String
  /// The X error code (`XErrorEvent.error_code`).
  public var code: Int
  /// The failed request's major opcode (`XErrorEvent.request_code`).
  public var majorOpcode: Int
  /// The failed request's minor opcode (`XErrorEvent.minor_code`).
  public var minorOpcode: Int
  /// Xlib's text for the code (`XGetErrorText`), e.g. `"BadWindow (invalid Window parameter)"`.
  public var message: String

  /// Creates an error value.
  public init(operation: String, code: Int, majorOpcode: Int, minorOpcode: Int, message: String) {
    self.operation = operation
    self.code = code
    self.majorOpcode = majorOpcode
    self.minorOpcode = minorOpcode
    self.message = message
  }

  /// One line: the operation, the server's message and the opcodes.
  public var description: String {
    "\(operation) failed: \(message) (request \(majorOpcode).\(minorOpcode))"
  }
}
