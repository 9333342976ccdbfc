// STUB — not Apple's SwiftUI. Test-only, never shipped: `make check-apple` builds it so that the
// Apple-only sources type-check on Linux. It declares only what GestureLockSwiftUI uses, each
// declaration copied from the documented Swift signature at the URL above it (isolation
// included: `View` and `UIViewRepresentable` are `@MainActor`); bodies do nothing. SwiftUI
// re-exports Combine (ObservableObject, @Published), as here.
@_exported import Combine
public import UIKit

// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swift/never (conforms to View)
extension Never: View {
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:)
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> {
    TupleView((c0, c1))
  }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
}

// https://developer.apple.com/documentation/swiftui/tupleview
public struct TupleView<T>: View {
  nonisolated public init(_ value: T) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swift/optional (conforms to View when Wrapped does)
extension Optional: View where Wrapped: View {
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/zstack
public struct ZStack<Content: View>: View {
  // https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/alignment
public struct Alignment: Sendable {
  // https://developer.apple.com/documentation/swiftui/alignment/center
  public static let center = Alignment()
}

// https://developer.apple.com/documentation/swiftui/viewmodifier
@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View
  // https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
  // https://developer.apple.com/documentation/swiftui/viewmodifier/content
  typealias Content = _ViewModifier_Content<Self>
}

// https://developer.apple.com/documentation/swiftui/_viewmodifier_content
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/modifiedcontent
public struct ModifiedContent<Content, Modifier> {
  public init(content: Content, modifier: Modifier) {}
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public var body: Never { fatalError() }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/modifier(_:)
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

// https://developer.apple.com/documentation/swiftui/observedobject
@MainActor @preconcurrency @propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/observedobject/init(wrappedvalue:)
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  // https://developer.apple.com/documentation/swiftui/observedobject/wrappedvalue
  public var wrappedValue: ObjectType
}

// https://developer.apple.com/documentation/swiftui/uiviewrepresentable
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Self.Body == Never {
  associatedtype UIViewType: UIView
  // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
  @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
  // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
  @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
  // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/context
  typealias Context = UIViewRepresentableContext<Self>
}

extension UIViewRepresentable where Self.Body == Never {
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {}
