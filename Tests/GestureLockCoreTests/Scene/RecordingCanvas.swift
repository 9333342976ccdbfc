import GestureLockCore

/// A ``SceneCanvas`` that draws nothing and records every call, so the shared drawing's
/// decisions (what is skipped, when the edge shortcut is taken, where text goes) are checked
/// without Cairo. Test-only.
///
/// Text is measured as if every character were `fontSize × 0.5` points wide and the line box
/// `fontSize × 1.25` high with its top at `-fontSize × 0.1`: enough to check centring and
/// shrinking by arithmetic.
final class RecordingCanvas: SceneCanvas {
  /// One call, with its arguments.
  enum Call: Equatable, CustomStringConvertible {
    case paint(Color)
    case beginPath
    case move(Point)
    case line(Point)
    case addCircle(center: Point, radius: Double)
    case fill(Color, antialiased: Bool)
    case stroke(Color, width: Double)
    case measure(String, fontSize: Double)
    case show(String, fontSize: Double, origin: Point, color: Color)

    var description: String {
      switch self {
      case .paint: "paint"
      case .beginPath: "beginPath"
      case .move: "move"
      case .line: "line"
      case .addCircle: "addCircle"
      case .fill(_, let antialiased): antialiased ? "fill" : "fill(aliased)"
      case .stroke: "stroke"
      case .measure: "measure"
      case .show: "show"
      }
    }
  }

  let pixelsPerPoint: Double
  let drawsPixels: Bool
  /// Every call so far, in order.
  private(set) var calls: [Call] = []

  init(pixelsPerPoint: Double = 1, drawsPixels: Bool = true) {
    self.pixelsPerPoint = pixelsPerPoint
    self.drawsPixels = drawsPixels
  }

  /// The calls' names, for comparing sequences at a glance.
  var names: [String] { calls.map(\.description) }

  func paint(_ color: Color) { calls.append(.paint(color)) }
  func beginPath() { calls.append(.beginPath) }
  func move(to point: Point) { calls.append(.move(point)) }
  func line(to point: Point) { calls.append(.line(point)) }
  func addCircle(center: Point, radius: Double) {
    calls.append(.addCircle(center: center, radius: radius))
  }
  func fill(_ color: Color, antialiased: Bool) {
    calls.append(.fill(color, antialiased: antialiased))
  }
  func stroke(_ color: Color, width: Double) { calls.append(.stroke(color, width: width)) }

  func measure(_ text: String, fontSize: Double) throws -> Rect {
    calls.append(.measure(text, fontSize: fontSize))
    return Rect(
      x: 0, y: -fontSize * 0.1, width: Double(text.count) * fontSize * 0.5,
      height: fontSize * 1.25)
  }

  func show(_ text: String, fontSize: Double, from origin: Point, color: Color) throws {
    calls.append(.show(text, fontSize: fontSize, origin: origin, color: color))
  }
}
