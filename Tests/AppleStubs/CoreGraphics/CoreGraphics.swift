// STUB — not Apple's CoreGraphics. Test-only, never shipped: `make check-apple` builds it so
// that the Apple-only sources type-check on Linux. It declares only what GestureLockUIKit uses,
// each declaration copied from the documented Swift signature at the URL above it; bodies do
// nothing. CGFloat, CGPoint, CGSize and CGRect come from swift-corelibs-foundation on Linux
// (re-exported here, as CoreGraphics declares them on Apple platforms).
@_exported import Foundation

// https://developer.apple.com/documentation/coregraphics/cgcolor
// https://developer.apple.com/documentation/coregraphics/cgcolor/init(red:green:blue:alpha:)
public final class CGColor {
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
}

// https://developer.apple.com/documentation/coregraphics/cgpath
public class CGPath {}

// https://developer.apple.com/documentation/coregraphics/cglinecap
public enum CGLineCap: Int32, @unchecked Sendable {
  case butt = 0
  case round = 1
  case square = 2
}

// https://developer.apple.com/documentation/coregraphics/cglinejoin
public enum CGLineJoin: Int32, @unchecked Sendable {
  case miter = 0
  case round = 1
  case bevel = 2
}

// https://developer.apple.com/documentation/coregraphics/cgpathfillrule
public enum CGPathFillRule: Int, @unchecked Sendable {
  case winding = 0
  case evenOdd = 1
}

// https://developer.apple.com/documentation/coregraphics/cgcontext
public class CGContext {
  // https://developer.apple.com/documentation/coregraphics/cgcontext/savegstate()
  public func saveGState() {}
  // https://developer.apple.com/documentation/coregraphics/cgcontext/restoregstate()
  public func restoreGState() {}
  // https://developer.apple.com/documentation/coregraphics/cgcontext/setfillcolor(_:)-2bsx4
  public func setFillColor(_ color: CGColor) {}
  // https://developer.apple.com/documentation/coregraphics/cgcontext/setstrokecolor(_:)-1ufsh
  public func setStrokeColor(_ color: CGColor) {}
  // https://developer.apple.com/documentation/coregraphics/cgcontext/fill(_:)-7mlza
  public func fill(_ rect: CGRect) {}
  // https://developer.apple.com/documentation/coregraphics/cgcontext/boundingboxofclippath
  public var boundingBoxOfClipPath: CGRect { .zero }
  // https://developer.apple.com/documentation/coregraphics/cgcontext/beginpath()
  public func beginPath() {}
  // https://developer.apple.com/documentation/coregraphics/cgcontext/move(to:)
  public func move(to point: CGPoint) {}
  // https://developer.apple.com/documentation/coregraphics/cgcontext/addline(to:)
  public func addLine(to point: CGPoint) {}
  // https://developer.apple.com/documentation/coregraphics/cgcontext/addarc(center:radius:startangle:endangle:clockwise:)
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {}
  // https://developer.apple.com/documentation/coregraphics/cgcontext/closepath()
  public func closePath() {}
  // https://developer.apple.com/documentation/coregraphics/cgcontext/path
  public var path: CGPath? { nil }
  // https://developer.apple.com/documentation/coregraphics/cgcontext/addpath(_:)
  public func addPath(_ path: CGPath) {}
  // https://developer.apple.com/documentation/coregraphics/cgcontext/setshouldantialias(_:)
  public func setShouldAntialias(_ shouldAntialias: Bool) {}
  // https://developer.apple.com/documentation/coregraphics/cgcontext/fillpath(using:)
  public func fillPath(using rule: CGPathFillRule = .winding) {}
  // https://developer.apple.com/documentation/coregraphics/cgcontext/strokepath()
  public func strokePath() {}
  // https://developer.apple.com/documentation/coregraphics/cgcontext/setlinewidth(_:)
  public func setLineWidth(_ width: CGFloat) {}
  // https://developer.apple.com/documentation/coregraphics/cgcontext/setlinecap(_:)
  public func setLineCap(_ cap: CGLineCap) {}
  // https://developer.apple.com/documentation/coregraphics/cgcontext/setlinejoin(_:)
  public func setLineJoin(_ join: CGLineJoin) {}
}
