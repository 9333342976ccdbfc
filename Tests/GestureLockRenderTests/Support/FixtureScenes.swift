import GestureLockCore
import TestSupport
import Testing

/// One reference picture: a scene, the scale it is rendered at, and the PNG it must match
/// (`Tests/Fixtures/Scenes/<name>.png`, see the README there).
struct SceneFixture: Sendable, CustomTestStringConvertible {
  /// The file name without `.png`.
  let name: String
  /// What to draw.
  let scene: Scene
  /// Pixels per point.
  let scale: Double

  var testDescription: String { name }
}

/// The scenes whose pictures were rendered by the Cairo-only renderer before the drawing moved
/// to `SceneCanvas.draw(_:)` (issue 16): together they exercise every branch of the drawing
/// (background, circles filled/stroked with and without the ring-hides-edge shortcut,
/// polylines, text shrunk to fit, Chinese text, translucency, scale 1 and 2, items that are
/// skipped). The pictures must never be regenerated to make a drawing change pass: they are
/// the old renderer's output.
enum FixtureScenes {
  static let white = Color(rgb8: 255, 255, 255)
  static let ink = Color(rgb8: 40, 40, 40)
  static let blue = Color(rgb8: 23, 171, 227)
  static let red = Color(rgb8: 230, 50, 50)
  static let green = Color(rgb8: 40, 180, 90)

  static let all: [SceneFixture] =
    [
      SceneFixture(name: "pad-idle", scene: pad(.normal, message: .drawPattern), scale: 1),
      SceneFixture(name: "pad-drawing", scene: pad(.selected, message: .drawPattern), scale: 1),
      SceneFixture(
        name: "pad-error", scene: pad(.error, message: .wrongPattern(attemptsLeft: 3)), scale: 1),
      SceneFixture(name: "pad-success-x2", scene: pad(.success, message: .unlocked), scale: 2),
      SceneFixture(
        name: "pad-chinese-annotated",
        scene: pad(
          .success, message: .wrongPattern(attemptsLeft: 2), language: .simplifiedChinese,
          annotations: .all), scale: 1),
      SceneFixture(name: "passcode-dots", scene: passcode(error: false), scale: 1),
      SceneFixture(name: "passcode-error-x2", scene: passcode(error: true), scale: 2),
      SceneFixture(name: "text-shrinks", scene: textShrinks, scale: 1),
      SceneFixture(name: "text-chinese-x2", scene: chineseText, scale: 2),
      SceneFixture(name: "rings", scene: rings, scale: 1),
      SceneFixture(name: "rings-x2", scene: rings, scale: 2),
      SceneFixture(name: "translucent", scene: translucent, scale: 1),
      SceneFixture(name: "transparent-background", scene: transparentBackground, scale: 1),
      SceneFixture(name: "skipped-items", scene: skippedItems, scale: 1),
    ]

  // MARK: - Scenes the core builds

  /// A 3×3 pad of 200×240 pt in `state` with the pattern 0-4-8-5-2 (mid-drag for `.selected`)
  /// and a message, as `PadScene` builds it.
  static func pad(
    _ state: PadState, message: PadMessage, language: Language = .english,
    annotations: PadScene.Annotations = []
  ) -> Scene {
    let size = Size(width: 200, height: 240)
    let layout = try! GridLayout(
      grid: .standard, bounds: Rect(origin: .zero, size: size), insets: PadScene.insets(for: size))
    var pad = PadModel(layout: layout, errorHold: .infinity, successHold: .infinity)
    if state != .normal {
      var trace = TraceBuilder(layout: layout, interval: 0.05)
      let centres = [0, 4, 8, 5, 2].map(layout.center(of:))
      trace.add(.began, centres[0])
      for centre in centres.dropFirst() { trace.add(.moved, centre) }
      if state == .selected {
        let last = centres[centres.count - 1]
        trace.add(.moved, Point(x: last.x - layout.pitch * 0.3, y: last.y + layout.pitch * 0.35))
      } else {
        trace.add(.ended, centres[centres.count - 1])
      }
      for sample in trace.samples { _ = pad.handle(sample) }
      switch state {
      case .error: _ = pad.showError(at: 10)
      case .success: _ = pad.showSuccess(at: 10)
      case .normal, .selected: break
      }
    }
    return PadScene.build(
      model: pad, message: message.text(in: language), viewSize: size, annotations: annotations)
  }

  /// A 6-digit PIN keypad of 180×260 pt with two digits entered and 5 held down, or six
  /// entered and refused.
  static func passcode(error: Bool) -> Scene {
    let size = Size(width: 180, height: 260)
    let keypad = Keypad(
      bounds: Rect(origin: .zero, size: size), insets: PasscodeScene.insets(for: size),
      mode: .pin(length: 6))
    var entry = PasscodeEntry(keypad: keypad, errorHold: .infinity)
    if error {
      _ = entry.insert("000000", at: 0)
      _ = entry.showError(at: 0)
    } else {
      _ = entry.press(.digit(4), at: 0)
      _ = entry.press(.digit(2), at: 0)
      _ = entry.handle(TouchSample(location: keypad.layout.center(of: 4), time: 0, phase: .began))
    }
    let message = (error ? PadMessage.wrongPasscode(attemptsLeft: 4) : .enterPasscode)
      .text(in: .english)
    return PasscodeScene.build(entry: entry, message: message, viewSize: size)
  }

  // MARK: - Hand-built scenes

  /// Text wider than 94 % of a narrow frame (shrunk), one that fits, and one in a translucent
  /// colour.
  static var textShrinks: Scene {
    Scene(
      size: Size(width: 120, height: 60), background: white,
      items: [
        .text(
          .init(
            text: "Pattern too short: connect at least 4 dots", center: Point(x: 60, y: 14),
            fontSize: 16, color: ink)),
        .text(.init(text: "Fits", center: Point(x: 60, y: 32), fontSize: 12, color: red)),
        .text(
          .init(
            text: "Ag·gy", center: Point(x: 60, y: 50), fontSize: 14, color: blue.withAlpha(0.6))),
      ])
  }

  /// Chinese and mixed text, which Pango takes from the CJK fallback font.
  static var chineseText: Scene {
    Scene(
      size: Size(width: 120, height: 50), background: white,
      items: [
        .text(.init(text: "请绘制解锁图案", center: Point(x: 60, y: 15), fontSize: 14, color: ink)),
        .text(
          .init(text: "图案错误，还可以再试 3 次", center: Point(x: 60, y: 36), fontSize: 14, color: red)),
      ])
  }

  /// Ringed discs: an opaque ring of 4 pt (the shortcut at any scale), of 2 pt (the shortcut
  /// only at scale 2), of 1 pt (never), a translucent 4 pt ring (never: the edge would show
  /// through), a fill-only disc, a ring-only circle, and a fill with a ring of width 0.
  static var rings: Scene {
    let grey = Color(rgb8: 170, 170, 170)
    func at(_ column: Int, _ row: Int) -> Point {
      Point(x: 22 + Double(column) * 40, y: 22 + Double(row) * 40)
    }
    return Scene(
      size: Size(width: 160, height: 84), background: Color(rgb8: 250, 248, 240),
      items: [
        .circle(.init(center: at(0, 0), radius: 15, fill: blue, stroke: grey, lineWidth: 4)),
        .circle(.init(center: at(1, 0), radius: 15.3, fill: red, stroke: ink, lineWidth: 2)),
        .circle(.init(center: at(2, 0), radius: 14.7, fill: green, stroke: grey, lineWidth: 1)),
        .circle(
          .init(
            center: at(3, 0), radius: 15, fill: blue, stroke: red.withAlpha(0.5), lineWidth: 4)),
        .circle(.init(center: at(0, 1), radius: 12.5, fill: red)),
        .circle(.init(center: at(1, 1), radius: 13, stroke: blue, lineWidth: 3)),
        .circle(.init(center: at(2, 1), radius: 11, fill: green, stroke: ink, lineWidth: 0)),
        .circle(
          .init(
            center: Point(x: 141.25, y: 62.5), radius: 10.6, fill: ink.withAlpha(0.7),
            stroke: blue, lineWidth: 5)),
      ])
  }

  /// Translucent polylines (one with a sharp turn, so its round join shows) and circles over
  /// one another on an opaque background.
  static var translucent: Scene {
    Scene(
      size: Size(width: 120, height: 90), background: white,
      items: [
        .polyline(
          .init(
            points: [Point(x: 10, y: 80), Point(x: 60, y: 10), Point(x: 110, y: 80)],
            color: blue.withAlpha(0.6), lineWidth: 9)),
        .polyline(
          .init(
            points: [Point(x: 10, y: 45), Point(x: 110, y: 45), Point(x: 20, y: 60)],
            color: red.withAlpha(0.45), lineWidth: 6)),
        .circle(
          .init(
            center: Point(x: 60, y: 48), radius: 20, fill: green.withAlpha(0.35),
            stroke: ink.withAlpha(0.5), lineWidth: 3)),
        .text(
          .init(text: "½", center: Point(x: 60, y: 48), fontSize: 18, color: ink.withAlpha(0.5))),
      ])
  }

  /// A half-transparent background with shapes on it: the pixels themselves are translucent.
  static var transparentBackground: Scene {
    Scene(
      size: Size(width: 80, height: 60), background: blue.withAlpha(0.25),
      items: [
        .circle(.init(center: Point(x: 30, y: 30), radius: 18, fill: red.withAlpha(0.5))),
        .polyline(
          .init(
            points: [Point(x: 5, y: 55), Point(x: 75, y: 5)], color: ink.withAlpha(0.8),
            lineWidth: 4)),
      ])
  }

  /// Items the drawing must skip, each between two that it draws, on a background that is not
  /// drawable either (so the picture starts transparent).
  static var skippedItems: Scene {
    let nan = Double.nan
    let far = 1_000_000.0
    let skipped: [Scene.Item] = [
      .circle(.init(center: Point(x: nan, y: 20), radius: 5, fill: red)),
      .circle(.init(center: Point(x: 20, y: 20), radius: 0, fill: red)),
      .circle(.init(center: Point(x: 20, y: 20), radius: -4, fill: red)),
      .circle(.init(center: Point(x: 20, y: 20), radius: .infinity, fill: red)),
      .circle(.init(center: Point(x: 20, y: 20), radius: 5)),
      .circle(
        .init(center: Point(x: 20, y: 20), radius: 5, fill: Color(red: nan, green: 0, blue: 0))),
      .circle(.init(center: Point(x: 20, y: 20), radius: 5, stroke: red, lineWidth: -1)),
      .circle(.init(center: Point(x: far, y: 20), radius: 5, fill: red)),
      .polyline(.init(points: [Point(x: 5, y: 5)], color: red, lineWidth: 3)),
      .polyline(.init(points: [Point(x: 5, y: 5), Point(x: 50, y: 5)], color: red, lineWidth: 0)),
      .polyline(
        .init(points: [Point(x: 5, y: 5), Point(x: 50, y: .infinity)], color: red, lineWidth: 2)),
      .polyline(
        .init(points: [Point(x: 5, y: 5), Point(x: 50, y: far)], color: red, lineWidth: 2)),
      .text(.init(text: "", center: Point(x: 30, y: 30), fontSize: 12, color: red)),
      .text(.init(text: "x", center: Point(x: 30, y: 30), fontSize: 0, color: red)),
      .text(.init(text: "x", center: Point(x: 30, y: 30), fontSize: 20_000, color: red)),
      .text(.init(text: "x", center: Point(x: nan, y: 30), fontSize: 12, color: red)),
      .text(
        .init(
          text: "x", center: Point(x: 30, y: 30), fontSize: 12,
          color: Color(red: 0, green: 0, blue: 0, alpha: .infinity))),
    ]
    var items: [Scene.Item] = [
      .circle(.init(center: Point(x: 20, y: 20), radius: 12, fill: blue, stroke: ink, lineWidth: 4))
    ]
    for item in skipped {
      items.append(item)
      items.append(
        .polyline(
          .init(
            points: [Point(x: 40, y: 8), Point(x: 70, y: 30)], color: green.withAlpha(0.3),
            lineWidth: 2)))
    }
    items.append(.text(.init(text: "ok", center: Point(x: 50, y: 40), fontSize: 11, color: ink)))
    return Scene(
      size: Size(width: 80, height: 50), background: Color(red: 1, green: nan, blue: 1),
      items: items)
  }
}
