import GestureLockCore
import Testing

/// Which haptic each pad event plays (issue 16): taps per node, a buzz on a wrong or too-short
/// entry, none for the rest.
@Suite("Pad haptics")
struct PadHapticTests {
  static func pad(stealth: Bool = false) throws -> PadModel {
    let bounds = Rect(origin: .zero, size: Size(width: 300, height: 300))
    return PadModel(layout: try GridLayout(grid: .standard, bounds: bounds), stealth: stealth)
  }

  @Test("A drawn pattern taps once per node; the wrong verdict buzzes; the hold's end is silent")
  func wrongPattern() throws {
    var pad = try Self.pad()
    let layout = pad.layout
    var events = pad.handle(TouchSample(location: layout.center(of: 0), time: 0, phase: .began))
    events += pad.handle(TouchSample(location: layout.center(of: 2), time: 0.1, phase: .moved))
    events += pad.handle(TouchSample(location: layout.center(of: 8), time: 0.2, phase: .moved))
    events += pad.handle(TouchSample(location: layout.center(of: 8), time: 0.3, phase: .ended))
    events += pad.showError(at: 0.3)
    events += pad.advance(to: 2)
    #expect(
      events.compactMap { PadHaptic($0) } == [.impact, .impact, .impact, .impact, .impact, .error])
  }

  @Test("A too-short stroke buzzes by itself; stealth keeps the taps off but not the buzz")
  func tooShortInStealth() throws {
    var pad = try Self.pad(stealth: true)
    let layout = pad.layout
    var events = pad.handle(TouchSample(location: layout.center(of: 0), time: 0, phase: .began))
    events += pad.handle(TouchSample(location: layout.center(of: 1), time: 0.1, phase: .moved))
    events += pad.handle(TouchSample(location: layout.center(of: 1), time: 0.2, phase: .ended))
    #expect(events.contains(.tooShort(length: 2)))
    #expect(events.compactMap { PadHaptic($0, stealth: true) } == [.error])
  }

  @Test("The keypad taps on a press, buzzes on an error, is silent otherwise")
  func passcode() {
    #expect(PadHaptic(PadEvent.keyPressed) == .impact)
    #expect(PadHaptic(PadEvent.stateChanged(.error)) == .error)
    #expect(PadHaptic(PadEvent.stateChanged(.success)) == .success)
    #expect(PadHaptic(PadEvent.characterEntered(length: 1)) == nil)
    #expect(PadHaptic(PadEvent.stateChanged(.success)) == .success)
    #expect(PadHaptic(PadEvent.cancelled) == nil)
  }

  @Test("The light style is the dark one's twin; Dynamic Type sets the message size")
  func appearance() {
    #expect(PadStyle.appearance(isDark: true) == .standard)
    #expect(PadStyle.appearance(isDark: false) == .light)
    #expect(PadStyle.appearance(isDark: false, messageFontSize: 23).messageFontSize == 23)
    #expect(PadStyle.appearance(isDark: true, messageFontSize: .nan).messageFontSize == nil)
    #expect(PadStyle.light.pathWidthRatio == PadStyle.standard.pathWidthRatio)
    #expect(PadStyle.light.background != PadStyle.standard.background)
  }
}
