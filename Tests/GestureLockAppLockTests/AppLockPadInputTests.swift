import GestureLockAppLock
import GestureLockCore
import Testing

/// The pattern pad's other inputs (issue 16): key commands, as VoiceOver sends them through
/// `GestureLockView`, and a resize, as a rotation does; and the events a host plays.
@Suite("AppLock pad input")
struct AppLockPadInputTests {
  static let size = Size(width: 360, height: 480)

  @Test("VoiceOver's node activations and Done open the app with the enrolled pattern")
  func voiceOverDrawsThePattern() async throws {
    let fixture = try AppLockFixture()
    let appLock = try await fixture.start()
    let pad = try AppLockPad(appLock: appLock, viewSize: Self.size)
    var selected: [Int] = []
    for node in [0, 1, 2, 5, 8] {
      for command in PadAccessibility.commands(
        toSelect: node, from: pad.pad.focusedNode, in: .standard)
      {
        _ = try await pad.press(command, at: 1)
        for case .nodeSelected(let index) in pad.lastEvents { selected.append(index) }
      }
    }
    #expect(selected == [0, 1, 2, 5, 8])
    #expect(try await pad.press(.submit, at: 2) == .unlocked)
    // The success hold is 0 by default: the pad clears at once, and nothing buzzes.
    #expect(pad.lastEvents.compactMap { PadHaptic($0) }.isEmpty)
    #expect(pad.message == .unlocked)
  }

  @Test("A wrong pattern's verdict is among the events, so the host buzzes")
  func wrongPatternEvents() async throws {
    let fixture = try AppLockFixture()
    let appLock = try await fixture.start()
    let pad = try AppLockPad(appLock: appLock, viewSize: Self.size)
    let layout = pad.pad.layout
    _ = try await pad.touch(TouchSample(location: layout.center(of: 6), time: 0, phase: .began))
    for (index, node) in [7, 8, 5].enumerated() {
      _ = try await pad.touch(
        TouchSample(location: layout.center(of: node), time: 0.1 * Double(index + 1), phase: .moved)
      )
    }
    let state = try await pad.touch(
      TouchSample(location: layout.center(of: 5), time: 0.5, phase: .ended))
    #expect(state == .locked)
    #expect(pad.lastEvents.compactMap { PadHaptic($0) } == [.error])
  }

  @Test("A resize mid-stroke cancels the stroke, uncounted, and moves the nodes")
  func resize() async throws {
    let fixture = try AppLockFixture()
    let appLock = try await fixture.start()
    let pad = try AppLockPad(appLock: appLock, viewSize: Self.size)
    let before = pad.pad.layout.center(of: 4)
    _ = try await pad.touch(
      TouchSample(location: pad.pad.layout.center(of: 0), time: 0, phase: .began))
    try pad.resize(to: Size(width: 480, height: 360))
    #expect(pad.lastEvents.contains(.cancelled))
    #expect(!pad.pad.isTracking)
    #expect(pad.pad.layout.center(of: 4) != before)
    #expect(appLock.state == .locked)
  }
}
