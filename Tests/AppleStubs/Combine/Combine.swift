// STUB — not Apple's Combine. Test-only, never shipped: `make check-apple` builds it so that the
// Apple-only sources type-check on Linux. It declares only what GestureLockSwiftUI uses, each
// declaration copied from the documented Swift signature at the URL above it; nothing publishes.
// (The real `@Published` reaches its enclosing object through a static subscript; a plain
// `wrappedValue` is enough to check our use of it.)

// https://developer.apple.com/documentation/combine/observableobjectpublisher
public final class ObservableObjectPublisher {
  public init() {}
  // https://developer.apple.com/documentation/combine/observableobjectpublisher/send()
  public func send() {}
}

// https://developer.apple.com/documentation/combine/observableobject
public protocol ObservableObject: AnyObject {
  associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
  // https://developer.apple.com/documentation/combine/observableobject/objectwillchange-2oa5v
  var objectWillChange: Self.ObjectWillChangePublisher { get }
}

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
  // https://developer.apple.com/documentation/combine/observableobject/objectwillchange-2oa5v
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

// https://developer.apple.com/documentation/combine/published
@propertyWrapper public struct Published<Value> {
  // https://developer.apple.com/documentation/combine/published/init(initialvalue:)
  public init(initialValue: Value) { wrappedValue = initialValue }
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public var wrappedValue: Value
}
