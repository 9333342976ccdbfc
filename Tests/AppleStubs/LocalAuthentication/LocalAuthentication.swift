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
  // — iOS 9.0–18.0, macOS 10.11–15.0: deprecated from iOS 18 / macOS 15 (domainState replaces it).
  @available(iOS, introduced: 9.0, deprecated: 18.0, message: "Use domainState.biometry.stateHash")
  @available(
    macOS, introduced: 10.11, deprecated: 15.0, message: "Use domainState.biometry.stateHash"
  )
  open var evaluatedPolicyDomainState: Data? { nil }
  // https://developer.apple.com/documentation/localauthentication/lacontext/domainstate
  // — iOS 18.0+, macOS 15.0+.
  @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
  open var domainState: LADomainState { fatalError("stub") }
  // https://developer.apple.com/documentation/localauthentication/lacontext/invalidate()
  open func invalidate() {}
  // https://developer.apple.com/documentation/localauthentication/lacontext/localizedfallbacktitle
  open var localizedFallbackTitle: String?
  // https://developer.apple.com/documentation/localauthentication/lacontext/interactionnotallowed
  open var interactionNotAllowed: Bool = false
}

// https://developer.apple.com/documentation/localauthentication/ladomainstate — iOS 18.0+,
// macOS 15.0+.
@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
open class LADomainState: NSObject {
  // https://developer.apple.com/documentation/localauthentication/ladomainstate/biometry
  open var biometry: LADomainStateBiometry { fatalError("stub") }
}

// https://developer.apple.com/documentation/localauthentication/ladomainstatebiometry — iOS
// 18.0+, macOS 15.0+.
@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
open class LADomainStateBiometry: NSObject {
  // https://developer.apple.com/documentation/localauthentication/ladomainstatebiometry/statehash
  // (`nil` when no face or finger is enrolled).
  open var stateHash: Data? { nil }
}
