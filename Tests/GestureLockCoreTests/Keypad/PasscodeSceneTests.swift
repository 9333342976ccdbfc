import GestureLockCore
import Testing

@Suite("Passcode pad scene")
struct PasscodeSceneTests {
  static let size = Size(width: 360, height: 480)

  static func entry(_ mode: PasscodeMode) -> PasscodeEntry {
    let keypad = Keypad(
      bounds: Rect(origin: .zero, size: size), insets: PasscodeScene.insets(for: size), mode: mode)
    return PasscodeEntry(keypad: keypad, minimumLength: 1)
  }

  static func texts(_ scene: Scene) -> [String] {
    scene.items.compactMap { item in
      if case .text(let label) = item { return label.text }
      return nil
    }
  }

  static func circles(_ scene: Scene) -> [Scene.Circle] {
    scene.items.compactMap { item in
      if case .circle(let circle) = item { return circle }
      return nil
    }
  }

  /// The dots: circles smaller than a key.
  static func dots(_ scene: Scene, keyRadius: Double) -> [Scene.Circle] {
    circles(scene).filter { $0.radius < keyRadius / 2 }
  }

  struct Typed: Sendable, CustomTestStringConvertible {
    let mode: PasscodeMode
    let first: String
    let second: String
    var testDescription: String { "\(mode)" }
  }

  @Test(
    "The dots never show the characters: equal lengths draw equal frames, text is only labels",
    arguments: [
      Typed(mode: .pin(length: 6), first: "13579", second: "24680"),
      Typed(mode: .numeric, first: "31415926", second: "27182818"),
      Typed(mode: .text, first: "Geheimnis!", second: "xyzzy-plugh"),
    ])
  func dotsNeverShowCharacters(_ typed: Typed) {
    let message = "Enter your passcode"
    var one = PasscodeSceneTests.entry(typed.mode)
    var other = PasscodeSceneTests.entry(typed.mode)
    one.insert(typed.first, at: 0)
    // Same length, other characters.
    other.insert(String(typed.second.prefix(typed.first.count)), at: 0)
    #expect(one.length == typed.first.count)
    let sceneOne = PasscodeScene.build(
      entry: one, message: message, viewSize: PasscodeSceneTests.size)
    let sceneOther = PasscodeScene.build(
      entry: other, message: message, viewSize: PasscodeSceneTests.size)
    #expect(sceneOne == sceneOther)

    let labels = Set(one.keypad.keys.map { $0.key.label(submitLabel: "OK") })
    for text in PasscodeSceneTests.texts(sceneOne) where text != message {
      #expect(labels.contains(text), "text item '\(text)' is a key label")
    }
    #expect(PasscodeSceneTests.texts(sceneOne).count == labels.count + 1)
    // Letters typed in text mode appear nowhere in the scene.
    if typed.mode == .text {
      let all = PasscodeSceneTests.texts(sceneOne).joined()
      #expect(!all.contains("G") && !all.contains("h") && !all.contains("!"))
    }
    let filled = PasscodeSceneTests.dots(sceneOne, keyRadius: one.keypad.keyRadius)
      .filter { $0.fill != nil }
    #expect(filled.count == typed.first.count)
  }

  @Test("A 6-digit PIN shows six slots, filled one by one")
  func pinSlots() {
    var entry = PasscodeSceneTests.entry(.pin(length: 6))
    entry.insert("12", at: 0)
    let scene = PasscodeScene.build(entry: entry, message: nil, viewSize: PasscodeSceneTests.size)
    let dots = PasscodeSceneTests.dots(scene, keyRadius: entry.keypad.keyRadius)
    #expect(dots.count == 6)
    #expect(dots.filter { $0.fill != nil }.count == 2)
    #expect(dots.filter { $0.fill == nil && $0.stroke != nil }.count == 4)
    // Slots sit in one row, centred, between the message and the keys.
    #expect(Set(dots.map(\.center.y)).count == 1)
    let meanX = dots.map(\.center.x).reduce(0, +) / 6
    #expect(abs(meanX - 180) < 1e-9)
    let keysTop = entry.keypad.layout.firstCenter.y - entry.keypad.keyRadius
    #expect(dots[0].center.y < keysTop)
  }

  @Test("The pressed key is filled and its label drawn in the background colour")
  func pressedKey() {
    var entry = PasscodeSceneTests.entry(.numeric)
    let center = entry.keypad.center(of: .digit(8))!
    _ = entry.handle(TouchSample(location: center, time: 0, phase: .began))
    let style = PadStyle.standard
    let scene = PasscodeScene.build(entry: entry, message: nil, viewSize: PasscodeSceneTests.size)
    let keys = PasscodeSceneTests.circles(scene).filter { $0.radius == entry.keypad.keyRadius }
    #expect(keys.count == 12)
    #expect(keys.filter { $0.fill == style.node }.map(\.center) == [center])
    let label = scene.items.compactMap { item -> Scene.TextLabel? in
      if case .text(let label) = item, label.text == "8" { return label }
      return nil
    }
    #expect(label.first?.color == style.background)
  }

  @Test("During the error hold the dots and the message turn red")
  func errorColours() {
    var entry = PasscodeSceneTests.entry(.pin(length: 4))
    entry.insert("2468", at: 0)
    entry.showError(at: 0)
    let style = PadStyle.standard
    let scene = PasscodeScene.build(
      entry: entry, message: "Wrong passcode", viewSize: PasscodeSceneTests.size)
    let dots = PasscodeSceneTests.dots(scene, keyRadius: entry.keypad.keyRadius)
    #expect(dots.count == 4)
    #expect(dots.allSatisfy { $0.fill == style.error })
    let message = scene.items.compactMap { item -> Scene.TextLabel? in
      if case .text(let label) = item, label.text == "Wrong passcode" { return label }
      return nil
    }
    #expect(message.first?.color == style.error)
  }

  @Test("A zero-size view builds a scene without keys or dots, and many characters still fit")
  func degenerateSizes() {
    let keypad = Keypad(bounds: Rect(x: 0, y: 0, width: 0, height: 0), mode: .numeric)
    var tiny = PasscodeEntry(keypad: keypad)
    tiny.insert("123", at: 0)
    let scene = PasscodeScene.build(entry: tiny, message: "Hi", viewSize: .zero)
    #expect(PasscodeSceneTests.circles(scene).isEmpty)

    var long = PasscodeSceneTests.entry(.text)
    long.insert(String(repeating: "x", count: 200), at: 0)
    let wide = PasscodeScene.build(entry: long, message: nil, viewSize: PasscodeSceneTests.size)
    let dots = PasscodeSceneTests.dots(wide, keyRadius: long.keypad.keyRadius)
    #expect(dots.count == 200)
    #expect(dots.allSatisfy { $0.center.x - $0.radius >= 0 && $0.center.x + $0.radius <= 360 })
  }
}

@Suite("A passcode scene without its keypad")
struct PasscodeSceneWithoutKeysTests {
  @Test("showsKeys false draws the dots and the message, no key and no key label")
  func noKeys() {
    var entry = PasscodeSceneTests.entry(.text)
    entry.insert("abc", at: 0)
    let size = PasscodeSceneTests.size
    let scene = PasscodeScene.build(
      entry: entry, message: "Enter your passcode", viewSize: size, showsKeys: false)
    let keyed = PasscodeScene.build(entry: entry, message: "Enter your passcode", viewSize: size)
    #expect(PasscodeSceneTests.texts(scene) == ["Enter your passcode"])
    #expect(PasscodeSceneTests.texts(keyed).count > 1)
    let radius = entry.keypad.keyRadius
    #expect(PasscodeSceneTests.circles(scene).allSatisfy { $0.radius != radius })
    let dots = PasscodeSceneTests.dots(scene, keyRadius: radius)
    #expect(dots.filter { $0.fill != nil }.count == 3)
    #expect(dots.allSatisfy { abs($0.center.y - size.height / 2) < 1e-9 })
  }
}
