/// What changed between two frames of a `Scene`: the region, in points, outside of which the
/// new scene draws exactly the pixels the old one drew (damage regions, issue 14).
///
/// A frame on a 3840×2160 lock screen costs a full repaint when everything is drawn again;
/// while a finger moves, only the trailing segment, the nodes whose state changed and perhaps
/// the message line differ. Drawing the new scene inside ``region(from:to:)`` over the old frame's
/// pixels gives the same pixels as drawing it whole (`SceneRenderer.render(_:scale:over:in:)`
/// in GestureLockRender; its test compares both byte for byte).
///
/// The rules, from how the renderer draws (items in order, later over earlier):
/// - a different size or background: the whole scene;
/// - items common to both scenes must keep their relative order, else the whole scene;
/// - each item only in one of the scenes adds its bounds: a circle's disc and ring; a text
///   label's line (the scene's full width, ±1.5 font sizes around its centre: Pango's extents
///   are not known here); a polyline's points' box grown by half its width;
/// - a polyline replaced by one of the same colour and width that shares its first points (the
///   pattern's path, growing or its trailing point moving) adds only the segments from the
///   last shared point on, of both;
/// - circles the region touches are then included whole (Cairo fills a disc under an opaque
///   ring without anti-aliasing, and cuts a shape at the surface's bounds before rasterising:
///   a region's edge through a circle could change its pixels).
///
/// ```swift
/// if let damage = SceneDamage.region(from: previous, to: scene) { /* draw inside damage */ }
/// ```
public enum SceneDamage {
  /// The region (in the scenes' points) where `new` may differ from `old`, or `nil` when the
  /// scenes are equal. Not cut to the scene's bounds.
  /// - Complexity: O(n²) in the item count (a pad has about 20).
  public static func region(from old: Scene, to new: Scene) -> Rect? {
    if old == new { return nil }
    let whole = Rect(origin: .zero, size: new.size)
    guard old.size == new.size, old.background == new.background else { return whole }
    let gone = unmatched(old.items, in: new.items)
    let added = unmatched(new.items, in: old.items)
    let keptOld = old.items.indices.filter { !gone.contains($0) }.map { old.items[$0] }
    let keptNew = new.items.indices.filter { !added.contains($0) }.map { new.items[$0] }
    guard keptOld == keptNew else { return whole }
    var box: Rect?
    func include(_ rect: Rect?) {
      guard let rect else { return }
      box = box.map { union($0, rect) } ?? rect
    }
    var pairedNew = Set<Int>()
    for index in gone {
      if case .polyline(let before) = old.items[index],
        let partner = added.first(where: { candidate in
          guard !pairedNew.contains(candidate), case .polyline(let after) = new.items[candidate]
          else { return false }
          return after.color == before.color && after.lineWidth == before.lineWidth
        }),
        case .polyline(let after) = new.items[partner]
      {
        pairedNew.insert(partner)
        var shared = 0
        while shared < min(before.points.count, after.points.count),
          before.points[shared] == after.points[shared]
        {
          shared += 1
        }
        let from = max(0, shared - 1)
        include(bounds(of: Array(before.points[from...]), reach: before.lineWidth / 2))
        include(bounds(of: Array(after.points[from...]), reach: after.lineWidth / 2))
      } else {
        include(bounds(of: old.items[index], sceneWidth: old.size.width))
      }
    }
    for index in added where !pairedNew.contains(index) {
      include(bounds(of: new.items[index], sceneWidth: new.size.width))
    }
    guard var damage = box else { return whole }
    // A region edge through a circle changes how Cairo rasterises it (its disc is filled
    // without anti-aliasing under an opaque ring, and a shape cut by the surface's bounds is
    // cut before it is rasterised): circles the region touches are taken whole.
    var grown = true
    while grown {
      grown = false
      for item in old.items + new.items {
        guard case .circle = item, let bounds = bounds(of: item, sceneWidth: new.size.width),
          intersects(bounds, damage), union(bounds, damage) != damage
        else { continue }
        damage = union(bounds, damage)
        grown = true
      }
    }
    return damage
  }

  /// Whether `a` and `b` overlap (grown by one point: anti-aliasing reaches a pixel out).
  static func intersects(_ a: Rect, _ b: Rect) -> Bool {
    a.origin.x - 1 < b.origin.x + b.size.width && b.origin.x - 1 < a.origin.x + a.size.width
      && a.origin.y - 1 < b.origin.y + b.size.height
      && b.origin.y - 1 < a.origin.y + a.size.height
  }

  /// The indices of `items` with no equal counterpart left in `others` (multiset difference).
  private static func unmatched(_ items: [Scene.Item], in others: [Scene.Item]) -> [Int] {
    var available = others.map { Optional($0) }
    var result: [Int] = []
    for (index, item) in items.enumerated() {
      if let match = available.firstIndex(where: { $0 == item }) {
        available[match] = nil
      } else {
        result.append(index)
      }
    }
    return result
  }

  /// Where `item` may paint, in points.
  static func bounds(of item: Scene.Item, sceneWidth: Double) -> Rect? {
    switch item {
    case .circle(let circle):
      let reach = circle.radius + (circle.stroke == nil ? 0 : circle.lineWidth / 2)
      return bounds(of: [circle.center], reach: reach)
    case .polyline(let polyline):
      return bounds(of: polyline.points, reach: polyline.lineWidth / 2)
    case .text(let label):
      let half = 1.5 * label.fontSize
      return Rect(x: 0, y: label.center.y - half, width: sceneWidth, height: 2 * half)
    }
  }

  /// The box of `points` grown by `reach` on every side (`nil` for no points).
  static func bounds(of points: [Point], reach: Double) -> Rect? {
    guard let first = points.first else { return nil }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for point in points.dropFirst() {
      minX = min(minX, point.x)
      minY = min(minY, point.y)
      maxX = max(maxX, point.x)
      maxY = max(maxY, point.y)
    }
    let grow = reach.isFinite ? max(0, reach) : 0
    return Rect(
      x: minX - grow, y: minY - grow, width: maxX - minX + 2 * grow,
      height: maxY - minY + 2 * grow)
  }

  /// The smallest rectangle holding both.
  static func union(_ a: Rect, _ b: Rect) -> Rect {
    let minX = min(a.origin.x, b.origin.x)
    let minY = min(a.origin.y, b.origin.y)
    let maxX = max(a.origin.x + a.size.width, b.origin.x + b.size.width)
    let maxY = max(a.origin.y + a.size.height, b.origin.y + b.size.height)
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
