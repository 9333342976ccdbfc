/// An output (a monitor) of the compositor, as long as it exists: the registry name of its
/// `wl_output` global, never reused by the compositor while the connection lasts.
///
/// ```swift
/// for output in lock.outputs where output.id == event.output { … }
/// ```
public struct WaylandOutputID: Hashable, Sendable, CustomStringConvertible {
  /// The `wl_registry` name of the output's global.
  public let rawValue: UInt32

  /// Wraps a registry name.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// `output#N`.
  public var description: String { "output#\(rawValue)" }
}
