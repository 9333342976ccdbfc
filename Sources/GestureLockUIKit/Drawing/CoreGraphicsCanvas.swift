// Core Graphics behind `SceneCanvas`: the shared drawing of a Scene on iOS.
// Apple-only; type-checked on Linux against Tests/AppleStubs (make check-apple), never run here.
// Follows:
// https://developer.apple.com/documentation/coregraphics/cgcontext
// https://developer.apple.com/documentation/coregraphics/cgcontext/addarc(center:radius:startangle:endangle:clockwise:)
// https://developer.apple.com/documentation/coregraphics/cgcontext/fillpath(using:)
// https://developer.apple.com/documentation/coregraphics/cgcontext/strokepath()
// https://developer.apple.com/documentation/coregraphics/cgcontext/path
// https://developer.apple.com/documentation/coregraphics/cgcontext/setshouldantialias(_:)
// https://developer.apple.com/documentation/foundation/nsattributedstring/size()
// https://developer.apple.com/documentation/foundation/nsattributedstring/draw(at:)
// https://developer.apple.com/documentation/uikit/uifont/lineheight
#if canImport(UIKit) && canImport(CoreGraphics)
  public import CoreGraphics
  internal import Foundation
  public import GestureLockCore
  internal import UIKit

  /// A `SceneCanvas` over a Core Graphics context in UIKit's coordinates (origin top left, y
  /// down, one unit per point), such as the one `UIView.draw(_:)` draws into.
  ///
  /// Core Graphics keeps one current path, as Cairo does; unlike Cairo it empties the path
  /// when it fills or strokes, so ``fill(_:antialiased:)`` and ``stroke(_:width:)`` put a
  /// copy back (the protocol keeps the path). Text is set with UIKit's `NSAttributedString`
  /// drawing in the system font; its logical box is the font's line box (`lineHeight`).
  ///
  /// ```swift
  /// override func draw(_ rect: CGRect) {
  ///   guard let context = UIGraphicsGetCurrentContext() else { return }
  ///   try? CoreGraphicsCanvas(context: context, pixelsPerPoint: contentScaleFactor)
  ///     .draw(scene)
  /// }
  /// ```
  public struct CoreGraphicsCanvas: SceneCanvas {
    /// The context drawn into.
    public let context: CGContext
    /// Device pixels per point (`UIView.contentScaleFactor`, `UITraitCollection.displayScale`).
    public let pixelsPerPoint: Double
    /// Whether the context makes pixels (a view, a bitmap) rather than a PDF.
    public let drawsPixels: Bool

    /// Wraps `context`.
    ///
    /// - Parameters:
    ///   - context: A context in UIKit's coordinates, e.g. `UIGraphicsGetCurrentContext()`.
    ///   - pixelsPerPoint: Device pixels per point; 1, 2 or 3 on iOS.
    ///   - drawsPixels: `false` for vector output (a PDF context).
    public init(context: CGContext, pixelsPerPoint: Double, drawsPixels: Bool = true) {
      self.context = context
      self.pixelsPerPoint = pixelsPerPoint
      self.drawsPixels = drawsPixels
    }

    public func paint(_ color: Color) {
      context.saveGState()
      context.setFillColor(cgColor(color))
      context.fill(context.boundingBoxOfClipPath)
      context.restoreGState()
    }

    public func beginPath() {
      context.beginPath()
    }

    public func move(to point: Point) {
      context.move(to: CGPoint(x: point.x, y: point.y))
    }

    public func line(to point: Point) {
      context.addLine(to: CGPoint(x: point.x, y: point.y))
    }

    public func addCircle(center: Point, radius: Double) {
      // A new sub-path starting at angle 0; with y down, `clockwise: false` runs through
      // increasing angles, which is clockwise on screen, as `cairo_arc` does.
      context.move(to: CGPoint(x: center.x + radius, y: center.y))
      context.addArc(
        center: CGPoint(x: center.x, y: center.y), radius: CGFloat(radius), startAngle: 0,
        endAngle: 2 * .pi, clockwise: false)
      context.closePath()
    }

    public func fill(_ color: Color, antialiased: Bool) {
      let path = context.path
      context.saveGState()
      context.setShouldAntialias(antialiased)
      context.setFillColor(cgColor(color))
      context.fillPath(using: .winding)
      context.restoreGState()
      if let path { context.addPath(path) }
    }

    public func stroke(_ color: Color, width: Double) {
      let path = context.path
      context.saveGState()
      context.setStrokeColor(cgColor(color))
      context.setLineWidth(CGFloat(width))
      context.setLineCap(.round)
      context.setLineJoin(.round)
      context.strokePath()
      context.restoreGState()
      if let path { context.addPath(path) }
    }

    public func measure(_ text: String, fontSize: Double) throws -> Rect {
      let font = UIFont.systemFont(ofSize: CGFloat(fontSize))
      let size = NSAttributedString(string: text, attributes: [.font: font]).size()
      return Rect(x: 0, y: 0, width: Double(size.width), height: Double(font.lineHeight))
    }

    public func show(_ text: String, fontSize: Double, from origin: Point, color: Color) throws {
      let font = UIFont.systemFont(ofSize: CGFloat(fontSize))
      let attributes: [NSAttributedString.Key: Any] = [
        .font: font,
        .foregroundColor: UIColor(
          red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
          alpha: CGFloat(color.alpha)),
      ]
      // `draw(at:)` draws into the current UIKit context: make ours current meanwhile.
      UIGraphicsPushContext(context)
      NSAttributedString(string: text, attributes: attributes)
        .draw(at: CGPoint(x: origin.x, y: origin.y))
      UIGraphicsPopContext()
    }

    /// The colour in device RGB, straight alpha.
    private func cgColor(_ color: Color) -> CGColor {
      CGColor(
        red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
        alpha: CGFloat(color.alpha))
    }
  }
#endif
