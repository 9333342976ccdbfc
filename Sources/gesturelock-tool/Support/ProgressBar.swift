internal import Foundation

/// A one-line progress bar on standard error for work that runs longer than a second.
///
/// Drawn only when standard error is a terminal (a log file or pipe gets no `\r` noise), first
/// after `delay`, then redrawn in place with `\r` at most every 100 ms; `finish()` erases it.
struct ProgressBar {
  private let label: String
  private let enabled: Bool
  private let delay: Duration
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant
  private var lastDraw: ContinuousClock.Instant?
  private var lastPercent = -1

  /// Creates a bar that shows `label` before the bar.
  ///
  /// - Parameters:
  ///   - label: A short text for people, e.g. `counting 5x5 patterns`.
  ///   - enabled: Whether to draw at all; default: standard error is a terminal.
  ///   - delay: How long the work runs before the bar appears; default 1 s, or
  ///     `GESTURELOCK_PROGRESS_DELAY` seconds when set (tests set 0, so they do not depend on
  ///     how fast this machine counts).
  init(label: String, enabled: Bool = isatty(2) != 0, delay: Duration = ProgressBar.defaultDelay) {
    self.label = label
    self.enabled = enabled
    self.delay = delay
    start = clock.now
  }

  /// One second, unless `GESTURELOCK_PROGRESS_DELAY` gives another number of seconds (a user
  /// setting documented in docs/cli.md: 0 shows the bar at once, as the tests use it).
  static var defaultDelay: Duration {
    let text = ProcessInfo.processInfo.environment["GESTURELOCK_PROGRESS_DELAY"] ?? ""
    guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else { return .seconds(1) }
    return .milliseconds(Int(seconds * 1000))
  }

  /// Shows `fraction` (0 to 1) of the work as done, if the bar is due.
  mutating func update(_ fraction: Double) {
    guard enabled else { return }
    let now = clock.now
    guard now - start >= delay else { return }
    let percent = Int((min(max(fraction, 0), 1) * 100).rounded(.down))
    if let lastDraw, now - lastDraw < .milliseconds(100) || percent == lastPercent { return }
    lastDraw = now
    lastPercent = percent
    let width = 30
    let filled = percent * width / 100
    let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
    Self.write("\r\(label) [\(bar)] \(percent)%")
  }

  /// Erases the bar, if it was drawn.
  func finish() {
    guard lastDraw != nil else { return }
    Self.write("\r\u{1B}[2K")
  }

  private static func write(_ text: String) {
    Console.errPart(text)
  }
}
