import GestureLockCore
import Testing

@Suite("Grid layout")
struct GridLayoutTests {
  @Test("300x300, 3x3: pitch 120, node diameter 60, hit radius 36 (SPEC.md §2)")
  func standard() throws {
    let layout = try GridLayout(grid: .standard, bounds: Rect(x: 0, y: 0, width: 300, height: 300))
    #expect(layout.pitch == 120)
    #expect(layout.nodeRadius * 2 == 60)
    #expect(layout.hitRadius == 36)
    #expect(layout.center(of: 0) == Point(x: 30, y: 30))
    #expect(layout.center(of: 4) == Point(x: 150, y: 150))
    #expect(layout.center(of: 8) == Point(x: 270, y: 270))
    #expect(layout.centers.count == 9)
  }

  @Test("A non-square view centres the largest square grid")
  func nonSquare() throws {
    let layout = try GridLayout(grid: .standard, bounds: Rect(x: 0, y: 0, width: 400, height: 200))
    #expect(layout.pitch == 80)
    #expect(layout.center(of: 4) == Point(x: 200, y: 100))
    #expect(layout.center(of: 0) == Point(x: 120, y: 20))
  }

  @Test("Insets shrink the area and move the grid")
  func insets() throws {
    let layout = try GridLayout(
      grid: .standard, bounds: Rect(x: 0, y: 0, width: 300, height: 400),
      insets: EdgeInsets(top: 100))
    #expect(layout.pitch == 120)
    #expect(layout.center(of: 4) == Point(x: 150, y: 250))
  }

  @Test("A zero-size view has zero pitch and hit radius")
  func zeroSize() throws {
    let layout = try GridLayout(grid: .standard, bounds: Rect(x: 0, y: 0, width: 0, height: 0))
    #expect(layout.pitch == 0)
    #expect(layout.hitRadius == 0)
  }

  @Test(
    "Hit radius factors outside 0.15...0.45 throw",
    arguments: [0.1, 0.149, 0.451, 0.5, -0.3, Double.nan, Double.infinity])
  func invalidHitFactor(_ factor: Double) {
    #expect(throws: GestureLockError.invalidLayout(.hitRadiusFactorOutOfRange)) {
      try GridLayout(
        grid: .standard, bounds: Rect(x: 0, y: 0, width: 300, height: 300), hitRadiusFactor: factor)
    }
  }

  @Test("Hit radius factors at the ends of the range are accepted", arguments: [0.15, 0.45])
  func validHitFactor(_ factor: Double) throws {
    let layout = try GridLayout(
      grid: .standard, bounds: Rect(x: 0, y: 0, width: 300, height: 300), hitRadiusFactor: factor)
    #expect(layout.hitRadius == 120 * factor)
  }
}
