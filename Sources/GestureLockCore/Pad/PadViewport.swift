/// The view a pad's surface is laid out in: its size in points and the space kept clear around
/// the grid or the keypad (for the message, the dots, a hint), with the gesture pad's hit
/// radius. A host hands one to a surface whenever its view changes size
/// (`PadSurface.relayout(in:)`), without knowing which surface it is.
///
/// ```swift
/// let viewport = PadViewport(size: Size(width: 360, height: 480))  // the scenes' own insets
/// let model = PadModel(layout: viewport.gridLayout(for: .standard))
/// ```
public struct PadViewport: Hashable, Sendable {
  /// The view's size, in points.
  public var size: Size
  /// The space kept clear inside the view around the grid (`PadScene.insets(for:)` for a pad
  /// that draws its message above the grid).
  public var padInsets: EdgeInsets
  /// The space kept clear inside the view around the keypad (`PasscodeScene.insets(for:)`).
  public var keypadInsets: EdgeInsets
  /// The hit radius as a fraction of the pitch; a value outside
  /// `GridLayout.hitRadiusFactorRange` (0.15...0.45) counts as the default, 0.3.
  public var hitRadiusFactor: Double

  /// A viewport with explicit insets.
  public init(
    size: Size, padInsets: EdgeInsets, keypadInsets: EdgeInsets,
    hitRadiusFactor: Double = GridLayout.defaultHitRadiusFactor
  ) {
    self.size = size
    self.padInsets = padInsets
    self.keypadInsets = keypadInsets
    self.hitRadiusFactor = hitRadiusFactor
  }

  /// A viewport with the scenes' own insets (`PadScene.insets(for:)`,
  /// `PasscodeScene.insets(for:)`): a pad that draws its message in the scene.
  public init(size: Size, hitRadiusFactor: Double = GridLayout.defaultHitRadiusFactor) {
    self.init(
      size: size, padInsets: PadScene.insets(for: size),
      keypadInsets: PasscodeScene.insets(for: size), hitRadiusFactor: hitRadiusFactor)
  }

  /// The whole view as a rectangle at the origin.
  public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// `grid` laid out in the view less `padInsets` (the whole view is the bounds, so a scene
  /// centres its message in the band left around the grid). Any view works, a zero-size or
  /// non-finite one included (nothing can be hit there).
  ///
  /// - Complexity: O(1).
  public func gridLayout(for grid: Grid) -> GridLayout {
    let factor =
      GridLayout.hitRadiusFactorRange.contains(hitRadiusFactor)
      ? hitRadiusFactor : GridLayout.defaultHitRadiusFactor
    // The ratios are in range, which is all GridLayout checks: a view of any size lays out.
    guard
      let layout = try? GridLayout(
        grid: grid, bounds: bounds, insets: padInsets, hitRadiusFactor: factor)
    else { preconditionFailure("GridLayout refused in-range ratios") }
    return layout
  }

  /// The keypad for `mode` in the view less `keypadInsets`.
  ///
  /// - Complexity: O(1).
  public func keypad(for mode: PasscodeMode) -> Keypad {
    Keypad(bounds: bounds, insets: keypadInsets, mode: mode)
  }
}
