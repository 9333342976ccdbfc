// swift-format-ignore-file: OrderedImports
// (The README block below carries its own imports, which an app needs; the test's come first.)
import TestSupport
import Testing

// The README's "Embed the core in another app" example, compiled and run here. The lines
// between the two markers are the README's code block, character for character (checked by
// `readmeHasTheExample`), imports included, so the block compiles on its own in an app that
// depends on the package: edit them here and paste them there.

// BEGIN README: embed
import Foundation
import GestureLockCore
import GestureLockSecurity

/// The launch screen's lock: your view feeds touches in and draws the scene it gets back.
struct LaunchLock {
  let lock: LockService
  var pad: PadModel
  var message = PadMessage.drawPattern
  var language = Language.english

  init(lock: LockService, viewSize: Size) throws {
    let bounds = Rect(origin: .zero, size: viewSize)
    let layout = try GridLayout(
      grid: .standard, bounds: bounds, insets: PadScene.insets(for: viewSize))
    self.lock = lock
    pad = PadModel(layout: layout)
  }

  /// One touch from your view: a point in view points and a time in seconds on one
  /// monotonic clock. Returns whether the lock opened.
  mutating func touch(_ sample: TouchSample) throws -> Bool {
    for case .completed(let pattern) in pad.handle(sample) {
      switch try lock.verify(.pattern(pattern)) {
      case .accepted:
        pad.showSuccess(at: sample.time)
        message = .unlocked
        return true
      case .rejected(let attemptsLeft):
        pad.showError(at: sample.time)
        message = .wrongPattern(attemptsLeft: attemptsLeft)
      case .throttled(let until):
        pad.showError(at: sample.time)
        let seconds = until - Date().timeIntervalSince1970
        message = .lockedOut(secondsRemaining: Int(seconds.rounded(.up)))
      default:  // not enrolled, locked for good, wiped (per policy)
        pad.showError(at: sample.time)
        message = .wrongPattern(attemptsLeft: nil)
      }
    }
    return false
  }

  /// The frame to draw now: circles, lines and one text line, in view points.
  func scene(viewSize: Size) -> Scene {
    PadScene.build(model: pad, message: message.text(in: language), viewSize: viewSize)
  }
}

/// Enrols on first use, then unlocks with a swipe through the top row and down the right
/// column, as your view would deliver it.
func unlockLaunchScreen(storePath: String) throws -> Bool {
  let store = SQLiteCredentialStore(path: storePath)
  let lock = try LockService(store: store, profile: "launch")  // default policy and KDF
  if try !lock.status().isEnrolled {
    // First run: the pattern drawn twice (two `.completed` events from the pad).
    let drawn = try Pattern(parsing: "0-1-2-5-8", on: .standard)
    let outcome = try lock.enroll(.pattern(drawn), confirmation: .pattern(drawn))
    guard outcome == .enrolled else { return false }
  }
  let size = Size(width: 360, height: 360)
  var screen = try LaunchLock(lock: lock, viewSize: size)
  let centers = screen.pad.layout.centers
  var unlocked = false
  for (step, node) in [0, 1, 2, 5, 8].enumerated() {
    let phase: TouchSample.Phase = step == 0 ? .began : .moved
    let sample = TouchSample(location: centers[node], time: Double(step) / 20, phase: phase)
    unlocked = try screen.touch(sample)
  }
  unlocked = try screen.touch(TouchSample(location: centers[8], time: 0.3, phase: .ended))
  _ = screen.scene(viewSize: size)  // draw its items with your own graphics
  return unlocked
}
// END README: embed

@Suite("The README's embedding example")
struct EmbeddingExampleTests {
  @Test("Enrols on first use, then the drawn pattern unlocks; a wrong one does not")
  func runs() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("lock.sqlite")
    #expect(try unlockLaunchScreen(storePath: path))  // enrols, then unlocks
    #expect(try unlockLaunchScreen(storePath: path))  // already enrolled: unlocks

    let lock = try LockService(store: SQLiteCredentialStore(path: path), profile: "launch")
    let size = Size(width: 360, height: 360)
    var screen = try LaunchLock(lock: lock, viewSize: size)
    let centers = screen.pad.layout.centers
    for (step, node) in [6, 7, 8, 5].enumerated() {
      let phase: TouchSample.Phase = step == 0 ? .began : .moved
      #expect(
        try !screen.touch(
          TouchSample(location: centers[node], time: Double(step) / 20, phase: phase)))
    }
    #expect(try !screen.touch(TouchSample(location: centers[5], time: 0.3, phase: .ended)))
    #expect(screen.message == .wrongPattern(attemptsLeft: 4))
    #expect(screen.pad.state == .error)
    #expect(!screen.scene(viewSize: size).items.isEmpty)
  }

  @Test("The README shows the example exactly as it is compiled here")
  func readmeHasTheExample() throws {
    let here = URL(fileURLWithPath: #filePath)
    let root = here.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let source = try String(contentsOf: here, encoding: .utf8)
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let begin = try #require(source.range(of: "// BEGIN README: embed\n"))
    let end = try #require(source.range(of: "// END README: embed\n"))
    let example = String(source[begin.upperBound..<end.lowerBound])
    #expect(readme.contains("```swift\n" + example + "```\n"))
  }
}
