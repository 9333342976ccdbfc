/// Why a layout is refused: the reason that `GestureLockError.invalidLayout` carries.
///
/// A value, so a front end can say it in its own language case by case; `description` is the
/// English detail.
///
/// ```swift
/// LayoutProblem.hitRadiusFactorOutOfRange.description
/// // "hit radius factor must be within 0.15...0.45 of the pitch"
/// ```
public enum LayoutProblem: Hashable, Sendable, CustomStringConvertible {
  /// A hit radius factor outside `GridLayout.hitRadiusFactorRange` (a fraction of the pitch,
  /// the distance between neighbouring node centres), or not finite.
  case hitRadiusFactorOutOfRange
  /// A node diameter ratio outside `GridLayout.nodeDiameterRatioRange` (a fraction of the
  /// pitch), or not finite.
  case nodeDiameterRatioOutOfRange

  /// The English detail, naming the accepted range.
  public var description: String {
    switch self {
    case .hitRadiusFactorOutOfRange:
      "hit radius factor must be within \(GridLayout.hitRadiusFactorRange) of the pitch"
    case .nodeDiameterRatioOutOfRange:
      "node diameter must be within \(GridLayout.nodeDiameterRatioRange) of the pitch"
    }
  }
}
