/// The result of running a whole recorded trace through a `PatternRecognizer`.
///
/// ```swift
/// let result = PatternRecognizer.recognize(samples, layout: layout)
/// result.pattern?.description  // "0-4-8", or nil when no stroke completed
/// ```
public struct Recognition: Hashable, Sendable {
  /// The pattern of the last stroke that completed, or `nil` when none did (too short,
  /// cancelled, still down at the end of the trace, or nothing hit).
  public var pattern: Pattern?
  /// Every event of every stroke, in order.
  public var events: [RecognizerEvent]

  /// Creates a recognition result.
  public init(pattern: Pattern?, events: [RecognizerEvent]) {
    self.pattern = pattern
    self.events = events
  }
}
