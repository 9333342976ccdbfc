// swift-format-ignore-file: OrderedImports
// (The README block below carries its own imports, which an app needs; the test's come first.)
import Foundation
import GestureLockSecurity
import TestSupport
import Testing

// The README's "Embed the core in another app" example, compiled and run here. The lines
// between the two markers are the README's code block, character for character (checked by
// `readmeHasTheExample`), imports included, so the block compiles on its own in an app that
// depends on the package: edit them here and paste them there.

// BEGIN README: embed
import GestureLockAppLock
import GestureLockCore

/// Your lock screen: touches and lifecycle events in, a scene to draw and a verdict out.
@MainActor final class LockScreen {
  let appLock: AppLock
  let pad: AppLockPad

  init(storePath: String, viewSize: Size) async throws {
    // Locked at every start while a secret is enrolled; again after a minute in the
    // background or five minutes without a touch.
    let settings = AppLockSettings(gracePeriod: .oneMinute, idleTimeout: 300)
    appLock = try await AppLock(storePath: storePath, profile: "launch", settings: settings)
    pad = try AppLockPad(appLock: appLock, viewSize: viewSize)
  }

  /// A touch from your view (view points; seconds on one monotonic clock). The pattern is
  /// checked off the main actor; `true` once the app is unlocked.
  func touched(_ sample: TouchSample) async throws -> Bool {
    try await pad.touch(sample) == .unlocked
  }

  func didEnterBackground() { appLock.didEnterBackground() }
  func willEnterForeground() { appLock.willEnterForeground() }

  /// Hide your content (also from the app switcher) while this is true.
  var showsCover: Bool { appLock.showsPrivacyCover }

  /// What to draw now: circles, lines and one text line, in view points.
  func scene(viewSize: Size) -> Scene { pad.scene(viewSize: viewSize) }
}
// END README: embed

@Suite("The README's embedding example")
struct EmbeddingExampleTests {
  /// The samples of a swipe through `nodes`, as a view would deliver them.
  @MainActor
  static func swipe(_ nodes: [Int], on screen: LockScreen, from start: Double) -> [TouchSample] {
    let centers = screen.pad.pad.layout.centers
    var samples = nodes.enumerated().map { step, node in
      TouchSample(
        location: centers[node], time: start + Double(step) / 20,
        phase: step == 0 ? .began : .moved)
    }
    samples.append(
      TouchSample(
        location: centers[nodes[nodes.count - 1]], time: start + 0.3, phase: .ended))
    return samples
  }

  @Test("Locked at start; a wrong pattern does not open it, the enrolled one does")
  @MainActor
  func runs() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("lock.sqlite")
    let drawn = Secret.pattern(try Pattern(parsing: "0-1-2-5-8", on: .standard))
    let enrolment = try AsyncLockService(storePath: path, profile: "launch")
    #expect(try await enrolment.enroll(drawn, confirmation: drawn) == .enrolled)

    let size = Size(width: 360, height: 360)
    let screen = try await LockScreen(storePath: path, viewSize: size)
    #expect(screen.showsCover)
    var opened = false
    for sample in Self.swipe([6, 7, 8, 5], on: screen, from: 0) {
      opened = try await screen.touched(sample)
    }
    #expect(!opened)
    #expect(screen.pad.message == .wrongPattern(attemptsLeft: 4))
    #expect(screen.showsCover)
    screen.pad.advance(to: 5)

    for sample in Self.swipe([0, 1, 2, 5, 8], on: screen, from: 10) {
      opened = try await screen.touched(sample)
    }
    #expect(opened)
    #expect(!screen.showsCover)
    #expect(!screen.scene(viewSize: size).items.isEmpty)
    screen.didEnterBackground()
    #expect(screen.showsCover)
    screen.willEnterForeground()
    #expect(!screen.showsCover)
  }

  @Test("The README shows the example exactly as it is compiled here")
  func readmeHasTheExample() throws {
    let here = URL(fileURLWithPath: #filePath)
    let root = here.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let source = try String(contentsOf: here, encoding: .utf8)
    // The embedding guide (the README's reference until issue 25 made the README a front page).
    let readme = try String(
      contentsOf: root.appendingPathComponent("docs/embedding.md"), encoding: .utf8)
    let begin = try #require(source.range(of: "// BEGIN README: embed\n"))
    let end = try #require(source.range(of: "// END README: embed\n"))
    let example = String(source[begin.upperBound..<end.lowerBound])
    #expect(readme.contains("```swift\n" + example + "```\n"))
  }
}
