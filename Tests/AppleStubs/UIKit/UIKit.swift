// STUB — not Apple's UIKit. Test-only, never shipped: `make check-apple` builds it so that the
// Apple-only sources type-check on Linux. It declares only what GestureLockUIKit and
// GestureLockSwiftUI use, each declaration copied from the documented Swift signature at the URL
// above it (isolation included: UIKit's classes are `@MainActor`); bodies do nothing.
//
// One liberty, said here: UIKit declares the accessibility properties (`accessibilityLabel`,
// `isAccessibilityElement`, …) on NSObject through the informal UIAccessibility protocol;
// Linux's NSObject cannot be extended with stored properties, so this stub declares them on
// UIResponder, which both UIView and UIAccessibilityElement inherit from.
@_exported import CoreGraphics
@_exported import Foundation

// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {
  public override init() {}
  // https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:)
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  // https://developer.apple.com/documentation/uikit/uiresponder/touchesmoved(_:with:)
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  // https://developer.apple.com/documentation/uikit/uiresponder/touchesended(_:with:)
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  // https://developer.apple.com/documentation/uikit/uiresponder/touchescancelled(_:with:)
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
  open var isAccessibilityElement: Bool = false
  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
  open var accessibilityLabel: String?
  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityvalue
  open var accessibilityValue: String?
  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityhint
  open var accessibilityHint: String?
  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits
  open var accessibilityTraits: UIAccessibilityTraits = []
  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelements
  open var accessibilityElements: [Any]?
  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycontainertype
  open var accessibilityContainerType: UIAccessibilityContainerType = .none
  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityactivate()
  open func accessibilityActivate() -> Bool { false }
}

// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
public struct UIAccessibilityTraits: OptionSet, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/button
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/selected
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/allowsdirectinteraction
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
}

// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainertype
public enum UIAccessibilityContainerType: Int, Sendable {
  case none = 0
  case dataTable = 1
  case list = 2
  case landmark = 3
  case semanticGroup = 4
}

// https://developer.apple.com/documentation/uikit/uiaccessibilityelement
@MainActor open class UIAccessibilityElement: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiaccessibilityelement/init(accessibilitycontainer:)
  public init(accessibilityContainer container: Any) {}
  // https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityframeincontainerspace
  open var accessibilityFrameInContainerSpace: CGRect = .null
}

// https://developer.apple.com/documentation/uikit/uiaccessibility
public enum UIAccessibility {
  // https://developer.apple.com/documentation/uikit/uiaccessibility/notification
  public struct Notification: Sendable {
    let rawValue: UInt32
    // https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement
    public static let announcement = Notification(rawValue: 1008)
    // https://developer.apple.com/documentation/uikit/uiaccessibility/notification/layoutchanged
    public static let layoutChanged = Notification(rawValue: 1001)
  }
  // https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
  @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {}
}

// https://developer.apple.com/documentation/uikit/uitouch
@MainActor open class UITouch: NSObject {
  // https://developer.apple.com/documentation/uikit/uitouch/location(in:)
  open func location(in view: UIView?) -> CGPoint { .zero }
  // https://developer.apple.com/documentation/uikit/uitouch/timestamp
  open var timestamp: TimeInterval { 0 }
}

// https://developer.apple.com/documentation/uikit/uievent
@MainActor open class UIEvent: NSObject {
  // https://developer.apple.com/documentation/uikit/uievent/coalescedtouches(for:)
  open func coalescedTouches(for touch: UITouch) -> [UITouch]? { nil }
}

// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor open class UIGestureRecognizer: NSObject {
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/view
  open var view: UIView? { nil }
}

// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {}

// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified = 0
  case light = 1
  case dark = 2
}

// https://developer.apple.com/documentation/uikit/uitraitcollection (not main-actor isolated:
// a trait collection is an immutable, sendable value object)
open class UITraitCollection: NSObject, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle
  open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
  // https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale
  open var displayScale: CGFloat { 1 }
}

// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  // https://developer.apple.com/documentation/uikit/uicolor/cgcolor
  open var cgColor: CGColor { CGColor(red: 0, green: 0, blue: 0, alpha: 0) }
}

// https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
  // https://developer.apple.com/documentation/uikit/uifont/lineheight
  open var lineHeight: CGFloat { 0 }

  // https://developer.apple.com/documentation/uikit/uifont/textstyle
  public struct TextStyle: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/uikit/uifont/textstyle/body
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
  }
}

// https://developer.apple.com/documentation/uikit/uifontmetrics
open class UIFontMetrics: NSObject, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:)
  public init(forTextStyle textStyle: UIFont.TextStyle) {}
  // https://developer.apple.com/documentation/uikit/uifontmetrics/scaledvalue(for:compatiblewith:)
  open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
    -> CGFloat
  { value }
}

// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) {}
  // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) {}
  // https://developer.apple.com/documentation/uikit/uiview/bounds
  open var bounds: CGRect = .zero
  // https://developer.apple.com/documentation/uikit/uiview/ismultipletouchenabled
  open var isMultipleTouchEnabled: Bool = false
  // https://developer.apple.com/documentation/uikit/uiview/isexclusivetouch
  open var isExclusiveTouch: Bool = false
  // https://developer.apple.com/documentation/uikit/uiview/isopaque
  open var isOpaque: Bool = true
  // https://developer.apple.com/documentation/uikit/uiview/contentscalefactor
  open var contentScaleFactor: CGFloat = 1
  // https://developer.apple.com/documentation/uikit/uiview/draw(_:)
  open func draw(_ rect: CGRect) {}
  // https://developer.apple.com/documentation/uikit/uiview/setneedsdisplay()
  open func setNeedsDisplay() {}
  // https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
  open func layoutSubviews() {}
  // https://developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:)
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
  // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
  open var traitCollection: UITraitCollection { UITraitCollection() }
  // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
  // — deprecated from iOS 17: "Use the trait change registration APIs declared in the
  // UITraitChangeObservable protocol".
  @available(
    iOS, introduced: 8.0, deprecated: 17.0,
    message:
      "Use the trait change registration APIs declared in the UITraitChangeObservable protocol"
  )
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

// https://developer.apple.com/documentation/uikit/uitraitenvironment (UIView adopts it).
@MainActor public protocol UITraitEnvironment: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
  var traitCollection: UITraitCollection { get }
}

extension UIView: UITraitEnvironment {}

// https://developer.apple.com/documentation/uikit/uitraitdefinition-64c15 — iOS 17.0+.
@available(iOS 17.0, tvOS 17.0, *)
public protocol UITraitDefinition {}

// https://developer.apple.com/documentation/uikit/uitrait — iOS 17.0+:
// `typealias UITrait = any UITraitDefinition.Type`.
@available(iOS 17.0, tvOS 17.0, *)
public typealias UITrait = any UITraitDefinition.Type

// https://developer.apple.com/documentation/uikit/uitraituserinterfacestyle-swift.struct —
// iOS 17.0+.
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitUserInterfaceStyle: UITraitDefinition {}

// https://developer.apple.com/documentation/uikit/uitraitpreferredcontentsizecategory-swift.struct
// — iOS 17.0+.
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {}

// https://developer.apple.com/documentation/uikit/uitraitchangeregistration — iOS 17.0+.
@available(iOS 17.0, tvOS 17.0, *)
public protocol UITraitChangeRegistration {}

// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94 — iOS 17.0+:
// `@MainActor protocol UITraitChangeObservable`, adopted by UIView.
@available(iOS 17.0, tvOS 17.0, *)
@MainActor public protocol UITraitChangeObservable {
  // https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/traitchangehandler
  typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (
    TraitEnvironment, UITraitCollection
  ) -> Void
}

@available(iOS 17.0, tvOS 17.0, *)
extension UITraitChangeObservable {
  // https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)
  // `@discardableResult @MainActor func registerForTraitChanges<TraitEnvironment>(
  //   _ traits: [UITrait], handler: @escaping Self.TraitChangeHandler<TraitEnvironment>)
  //   -> any UITraitChangeRegistration where TraitEnvironment : UITraitEnvironment`
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping Self.TraitChangeHandler<TraitEnvironment>
  ) -> any UITraitChangeRegistration { fatalError("stub") }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIView: UITraitChangeObservable {}

// https://developer.apple.com/documentation/uikit/uifeedbackgenerator
@MainActor open class UIFeedbackGenerator: NSObject {
  // https://developer.apple.com/documentation/uikit/uifeedbackgenerator/prepare()
  open func prepare() {}
}

// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator
@MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  // https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle
  public enum FeedbackStyle: Int, Sendable {
    case heavy = 2
    case light = 0
    case medium = 1
    case rigid = 4
    case soft = 3
  }
  // https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:)
  // — iOS 10.0–27.0: deprecated in iOS 27 (init(style:view:), iOS 17.5, replaces it); the
  // package's iOS 15 target is far below, so its use draws no warning.
  @available(iOS, introduced: 10.0, deprecated: 27.0, message: "Use init(style:view:)")
  public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {}
  // https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/impactoccurred()
  open func impactOccurred() {}
}

// https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator
@MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  // https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/feedbacktype
  public enum FeedbackType: Int, Sendable {
    case success = 0
    case warning = 1
    case error = 2
  }
  public override init() {}
  // https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/notificationoccurred(_:)
  open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {
  }
}

// https://developer.apple.com/documentation/uikit/uigraphicsgetcurrentcontext()
public func UIGraphicsGetCurrentContext() -> CGContext? { nil }
// https://developer.apple.com/documentation/uikit/uigraphicspushcontext(_:)
public func UIGraphicsPushContext(_ context: CGContext) {}
// https://developer.apple.com/documentation/uikit/uigraphicspopcontext()
public func UIGraphicsPopContext() {}

extension NSAttributedString {
  // https://developer.apple.com/documentation/foundation/nsattributedstring/size()
  public func size() -> CGSize { .zero }
  // https://developer.apple.com/documentation/foundation/nsattributedstring/draw(at:)
  public func draw(at point: CGPoint) {}
}

extension NSAttributedString.Key {
  // https://developer.apple.com/documentation/foundation/nsattributedstring/key/font
  public static let font = NSAttributedString.Key(rawValue: "NSFont")
  // https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor
  public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
}
