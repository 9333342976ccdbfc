// STUB — not Apple's LocalAuthentication. Test-only, never shipped: `make check-apple` builds it
// so that the Apple-only sources type-check on Linux. It declares only what GestureLockUIKit
// uses, each declaration copied from the documented Swift signature at the URL above it;
// nothing here authenticates anyone.
@_exported import Foundation

// Foundation's error out-parameter type. On Apple platforms it is
// `AutoreleasingUnsafeMutablePointer<NSError?>?` (Objective-C only), which Linux lacks; an
// `inout NSError?` argument (`&error`) converts to either.
// https://developer.apple.com/documentation/foundation/nserrorpointer
public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?

// https://developer.apple.com/documentation/localauthentication/laerrordomain
public let LAErrorDomain: String = "com.apple.LocalAuthentication"

// https://developer.apple.com/documentation/localauthentication/lapolicy
public enum LAPolicy: Int, @unchecked Sendable {
  // https://developer.apple.com/documentation/localauthentication/lapolicy/deviceownerauthenticationwithbiometrics
  case deviceOwnerAuthenticationWithBiometrics = 1
  // https://developer.apple.com/documentation/localauthentication/lapolicy/deviceownerauthentication
  case deviceOwnerAuthentication = 2
}

// https://developer.apple.com/documentation/localauthentication/lacontext
open class LAContext: NSObject {
  public override init() {}
  // https://developer.apple.com/documentation/localauthentication/lacontext/canevaluatepolicy(_:error:)
  open func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer) -> Bool { false }
  // https://developer.apple.com/documentation/localauthentication/lacontext/evaluatepolicy(_:localizedreason:reply:)
  open func evaluatePolicy(
    _ policy: LAPolicy, localizedReason: String,
    reply: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {}
  // https://developer.apple.com/documentation/localauthentication/lacontext/evaluatedpolicydomainstate
  open var evaluatedPolicyDomainState: Data? { nil }
  // https://developer.apple.com/documentation/localauthentication/lacontext/invalidate()
  open func invalidate() {}
  // https://developer.apple.com/documentation/localauthentication/lacontext/localizedfallbacktitle
  open var localizedFallbackTitle: String?
  // https://developer.apple.com/documentation/localauthentication/lacontext/interactionnotallowed
  open var interactionNotAllowed: Bool = false
}
