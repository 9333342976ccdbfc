// STUB for `make check-apple` only: test-only, never shipped, never linked into a product.
// Not Apple's Security framework: only the declarations our Apple-only files use, each with
// the signature Apple documents for Swift (cited above it), so that those files are
// type-checked on Linux. Bodies do nothing: nothing here is ever run.
//
// Core Foundation types (which the real Security module re-exports) stand in as Foundation's
// toll-free bridged classes where Apple bridges them (CFString ↔ NSString, CFDictionary ↔
// NSDictionary), so `kSecClass as String` and `query as CFDictionary` type-check as on Apple.
public import Foundation

// https://developer.apple.com/documentation/security/osstatus
public typealias OSStatus = Int32

// https://developer.apple.com/documentation/security/errsecsuccess
public var errSecSuccess: OSStatus { 0 }

// https://developer.apple.com/documentation/security/secrandomref
// (`typedef const struct __SecRandom *SecRandomRef;`)
public typealias SecRandomRef = OpaquePointer

// https://developer.apple.com/documentation/security/ksecrandomdefault
// `let kSecRandomDefault: SecRandomRef` — not optional in Swift, as documented, although the C
// constant is a synonym for NULL.
public var kSecRandomDefault: SecRandomRef { fatalError("stub") }

// https://developer.apple.com/documentation/security/secrandomcopybytes(_:_:_:)
// `func SecRandomCopyBytes(_ rnd: SecRandomRef?, _ count: Int,
//   _ bytes: UnsafeMutableRawPointer) -> Int32`
public func SecRandomCopyBytes(
  _ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer
) -> Int32 { fatalError("stub") }

// MARK: Core Foundation types used by the Keychain calls (stand-ins, see the top)

// https://developer.apple.com/documentation/corefoundation/cfstring
public typealias CFString = NSString
// https://developer.apple.com/documentation/corefoundation/cfdictionary
public typealias CFDictionary = NSDictionary
// https://developer.apple.com/documentation/corefoundation/cftyperef
public typealias CFTypeRef = AnyObject
// https://developer.apple.com/documentation/corefoundation/cfoptionflags
public typealias CFOptionFlags = UInt
// https://developer.apple.com/documentation/corefoundation/cfallocator
public final class CFAllocator {}
// https://developer.apple.com/documentation/corefoundation/cferror
public final class CFError {}

// MARK: Access control (the biometric Keychain binding)

// https://developer.apple.com/documentation/security/secaccesscontrol
public final class SecAccessControl {}

// https://developer.apple.com/documentation/security/secaccesscontrolcreateflags
public struct SecAccessControlCreateFlags: OptionSet, Sendable {
  public let rawValue: CFOptionFlags
  // https://developer.apple.com/documentation/security/secaccesscontrolcreateflags/init(rawvalue:)
  public init(rawValue: CFOptionFlags) { self.rawValue = rawValue }
  // https://developer.apple.com/documentation/security/secaccesscontrolcreateflags/biometrycurrentset
  // `static var biometryCurrentSet: SecAccessControlCreateFlags { get }`
  public static var biometryCurrentSet: SecAccessControlCreateFlags { Self(rawValue: 1 << 3) }
}

// https://developer.apple.com/documentation/security/secaccesscontrolcreatewithflags(_:_:_:_:)
// `func SecAccessControlCreateWithFlags(_ allocator: CFAllocator?, _ protection: CFTypeRef,
//   _ flags: SecAccessControlCreateFlags, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?)
//   -> SecAccessControl?`
public func SecAccessControlCreateWithFlags(
  _ allocator: CFAllocator?, _ protection: CFTypeRef, _ flags: SecAccessControlCreateFlags,
  _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> SecAccessControl? { fatalError("stub") }

// https://developer.apple.com/documentation/security/ksecattraccessiblewhenpasscodesetthisdeviceonly
public var kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString { fatalError("stub") }

// MARK: Keychain items (`let … : CFString` in Apple's documentation)

// https://developer.apple.com/documentation/security/ksecclass
public var kSecClass: CFString { fatalError("stub") }
// https://developer.apple.com/documentation/security/ksecclassgenericpassword
public var kSecClassGenericPassword: CFString { fatalError("stub") }
// https://developer.apple.com/documentation/security/ksecattrservice
public var kSecAttrService: CFString { fatalError("stub") }
// https://developer.apple.com/documentation/security/ksecattraccount
public var kSecAttrAccount: CFString { fatalError("stub") }
// https://developer.apple.com/documentation/security/ksecattraccesscontrol
public var kSecAttrAccessControl: CFString { fatalError("stub") }
// https://developer.apple.com/documentation/security/ksecvaluedata
public var kSecValueData: CFString { fatalError("stub") }
// https://developer.apple.com/documentation/security/ksecreturndata
public var kSecReturnData: CFString { fatalError("stub") }
// https://developer.apple.com/documentation/security/ksecmatchlimit
public var kSecMatchLimit: CFString { fatalError("stub") }
// https://developer.apple.com/documentation/security/ksecmatchlimitone
public var kSecMatchLimitOne: CFString { fatalError("stub") }
// https://developer.apple.com/documentation/security/ksecuseauthenticationcontext
public var kSecUseAuthenticationContext: CFString { fatalError("stub") }
// https://developer.apple.com/documentation/security/ksecusedataprotectionkeychain
public var kSecUseDataProtectionKeychain: CFString { fatalError("stub") }

// https://developer.apple.com/documentation/security/secitemadd(_:_:)
// `func SecItemAdd(_ attributes: CFDictionary,
//   _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus`
public func SecItemAdd(
  _ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?
) -> OSStatus { fatalError("stub") }

// https://developer.apple.com/documentation/security/secitemcopymatching(_:_:)
// `func SecItemCopyMatching(_ query: CFDictionary,
//   _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus`
public func SecItemCopyMatching(
  _ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?
) -> OSStatus { fatalError("stub") }

// https://developer.apple.com/documentation/security/secitemdelete(_:)
// `func SecItemDelete(_ query: CFDictionary) -> OSStatus`
public func SecItemDelete(_ query: CFDictionary) -> OSStatus { fatalError("stub") }

// https://developer.apple.com/documentation/security/errsecitemnotfound
public var errSecItemNotFound: OSStatus { -25300 }
