/// Where the passcode pad's twelve keys sit in a view, and which key a point is on
/// (SPEC.md §3).
///
/// The twelve positions, row-major from the top left, are
/// `1 2 3 / 4 5 6 / 7 8 9 / – 0 ⌫`: the bottom-left position is empty, except in modes with
/// explicit submission (`PasscodeMode.hasSubmitKey`), where it holds the submit key. Keys are
/// circles laid out like a 4×3 `GridLayout`: square cells filling the largest centred
/// rectangle that fits the bounds minus the insets, each key's diameter 0.8 of the pitch.
/// A point is on a key when it lies within the key's drawn circle (what you see is what you
/// hit); the 0.2-pitch gaps between keys belong to no key.
///
/// ```swift
/// let keypad = Keypad(bounds: Rect(x: 0, y: 0, width: 280, height: 380), mode: .pin(length: 6))
/// keypad.key(at: keypad.center(of: .digit(5))!)  // .digit(5)
/// keypad.key(at: Point(x: 0, y: 0))              // nil
/// ```
///
/// A zero-size or degenerate view gives radius 0: no key can be hit.
public struct Keypad: Hashable, Sendable {
  /// The keypad's positions: 4 rows of 3.
  public static let grid = Grid(uncheckedRows: 4, columns: 3)
  /// A key's diameter as a fraction of the pitch (the distance between neighbouring centres).
  public static let keyDiameterRatio = 0.8

  /// The mode the keypad serves; decides whether the submit key is shown.
  public let mode: PasscodeMode
  /// The positions' centres and the key radius, in view points (`nodeRadius` is the key's).
  public let layout: GridLayout

  /// Lays the keypad out in `bounds`.
  ///
  /// - Parameters:
  ///   - bounds: The view's bounds, in points. Non-finite or negative sizes count as zero.
  ///   - insets: Space to keep clear inside `bounds`, in points (e.g. for the message and the
  ///     dots field: `PasscodeScene.insets(for:)`).
  ///   - mode: The passcode mode; explicit-submit modes get the submit key.
  /// - Complexity: O(1).
  public init(bounds: Rect, insets: EdgeInsets = .zero, mode: PasscodeMode) {
    self.mode = mode
    do {
      layout = try GridLayout(
        grid: Keypad.grid, bounds: bounds, insets: insets,
        nodeDiameterRatio: Keypad.keyDiameterRatio, hitRadiusFactor: Keypad.keyDiameterRatio / 2)
    } catch {
      // Both ratios are constants inside GridLayout's ranges.
      preconditionFailure("keypad ratios out of range: \(error)")
    }
  }

  /// The radius of every key's circle, which is also its hit area, in points.
  public var keyRadius: Double { layout.nodeRadius }

  /// The key at `position` (row-major, `0..<12`), or `nil` for the empty bottom-left position
  /// (without a submit key) and for positions outside `0..<12`.
  public func key(atPosition position: Int) -> KeypadKey? {
    switch position {
    case 0..<9: .digit(position + 1)
    case 9: mode.hasSubmitKey ? .submit : nil
    case 10: .digit(0)
    case 11: .delete
    default: nil
    }
  }

  /// The position (row-major, `0..<12`) of `key`, or `nil` when the keypad does not show it.
  public func position(of key: KeypadKey) -> Int? {
    switch key {
    case .digit(let value) where (1...9).contains(value): value - 1
    case .digit(0): 10
    case .digit: nil
    case .delete: 11
    case .submit: mode.hasSubmitKey ? 9 : nil
    }
  }

  /// The keys shown, in position order, each with its position.
  public var keys: [(position: Int, key: KeypadKey)] {
    Keypad.grid.indices.compactMap { position in
      key(atPosition: position).map { (position, $0) }
    }
  }

  /// The centre of `key`, in points, or `nil` when the keypad does not show it.
  public func center(of key: KeypadKey) -> Point? {
    position(of: key).map(layout.center(of:))
  }

  /// The key whose circle contains `point` (boundary included), or `nil`.
  ///
  /// - Parameter point: A location in view points; non-finite points hit nothing.
  /// - Complexity: O(1).
  public func key(at point: Point) -> KeypadKey? {
    guard point.isFinite, keyRadius > 0, keyRadius.isFinite, layout.pitch > 0 else { return nil }
    let origin = layout.firstCenter
    let column = ((point.x - origin.x) / layout.pitch).rounded()
    let row = ((point.y - origin.y) / layout.pitch).rounded()
    guard (0...Double(Keypad.grid.columns - 1)).contains(column),
      (0...Double(Keypad.grid.rows - 1)).contains(row)
    else { return nil }
    let position = Keypad.grid.index(row: Int(row), column: Int(column))
    guard let key = key(atPosition: position), contains(point, in: key) else { return nil }
    return key
  }

  /// Whether `point` lies within `key`'s circle (boundary included).
  ///
  /// - Returns: `false` for a key the keypad does not show and for non-finite points.
  public func contains(_ point: Point, in key: KeypadKey) -> Bool {
    guard point.isFinite, keyRadius > 0, let center = center(of: key) else { return false }
    return center.distance(to: point) <= keyRadius
  }
}
