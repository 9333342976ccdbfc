import GestureLockCore

/// Colours and hand-built scenes shared by the renderer tests (the core's scene builder is not
/// used here: these tests check drawing, not what to draw).
enum TestScenes {
  /// The page colour.
  static let background = Color(rgb8: 255, 255, 255)
  /// The selected-path colour of SPEC.md §2, rgb(23,171,227).
  static let blue = Color(rgb8: 23, 171, 227)
  /// A neutral ring colour.
  static let grey = Color(rgb8: 170, 170, 170)
  /// The error colour.
  static let red = Color(rgb8: 230, 50, 50)

  /// The node centre used by ``pathOverNode``, in points.
  static let node = Point(x: 120, y: 120)

  /// 240 × 240 pt: a 6 pt blue path from (40,40) to (200,200), then a disc of the background
  /// colour (radius 20) at (120,120) hiding the path inside the node, then a 2 pt blue ring
  /// around it.
  static var pathOverNode: Scene {
    Scene(
      size: Size(width: 240, height: 240), background: background,
      items: [
        .polyline(
          .init(
            points: [Point(x: 40, y: 40), Point(x: 200, y: 200)], color: blue, lineWidth: 6)),
        .circle(.init(center: node, radius: 20, fill: background)),
        .circle(.init(center: node, radius: 20, stroke: blue, lineWidth: 2)),
      ])
  }

  /// A 3 × 3 pad of 240 × 240 pt with the path 0-4-8-5 drawn and the finger near node 2,
  /// the way a pad looks mid-drag (no text, so it does not depend on installed fonts).
  ///
  /// - Parameter shift: Moves node 8 right by this many points (to check that goldens notice).
  static func padMidDrag(shiftingNode8By shift: Double = 0) -> Scene {
    let pitch = 80.0
    var centres = (0..<9).map { index in
      Point(x: 40 + Double(index % 3) * pitch, y: 40 + Double(index / 3) * pitch)
    }
    centres[8].x += shift
    let selected = [0, 4, 8, 5]
    var items: [Scene.Item] = [
      .polyline(
        .init(
          points: selected.map { centres[$0] } + [Point(x: 190, y: 70)], color: blue.withAlpha(0.8),
          lineWidth: 5))
    ]
    for (index, centre) in centres.enumerated() {
      let isSelected = selected.contains(index)
      items.append(
        .circle(
          .init(
            center: centre, radius: 22, fill: background, stroke: isSelected ? blue : grey,
            lineWidth: 2)))
      if isSelected {
        items.append(.circle(.init(center: centre, radius: 8, fill: blue)))
      }
    }
    return Scene(size: Size(width: 240, height: 240), background: background, items: items)
  }
}
