// STUB for `make check-apple` only: test-only, never shipped, never linked into a product.
// Not Apple's Security framework: only the declarations our Apple-only files use, each with
// the signature Apple documents for Swift (cited above it), so that those files are
// type-checked on Linux. Bodies do nothing: nothing here is ever run.

// https://developer.apple.com/documentation/security/osstatus
public typealias OSStatus = Int32

// https://developer.apple.com/documentation/security/errsecsuccess
public var errSecSuccess: OSStatus { 0 }

// https://developer.apple.com/documentation/security/secrandomref
// (`typedef const struct __SecRandom *SecRandomRef;`)
public typealias SecRandomRef = OpaquePointer

// https://developer.apple.com/documentation/security/ksecrandomdefault
// `let kSecRandomDefault: SecRandomRef` (a synonym for NULL, hence optional here)
public var kSecRandomDefault: SecRandomRef? { nil }

// https://developer.apple.com/documentation/security/secrandomcopybytes(_:_:_:)
// `func SecRandomCopyBytes(_ rnd: SecRandomRef?, _ count: Int,
//   _ bytes: UnsafeMutableRawPointer) -> Int32`
public func SecRandomCopyBytes(
  _ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer
) -> Int32 { fatalError("stub") }
