// STUB for `make check-apple` only: test-only, never shipped, never linked into a product.
// Not Apple's CommonCrypto: only the declarations GestureLockSecurity's `+CommonCrypto.swift`
// files use, each with the signature Swift imports from Apple's documented C header (cited
// above it), so that those files are type-checked on Linux. Bodies do nothing: nothing here is
// ever run, and nothing Apple-only is tested by it.

// <CommonCrypto/CommonKeyDerivation.h>, CCKeyDerivationPBKDF:
// https://opensource.apple.com/source/CommonCrypto/CommonCrypto-60049/include/CommonKeyDerivation.h.auto.html
// `enum { kCCPBKDF2 = 2 }; typedef uint32_t CCPBKDFAlgorithm;`
public typealias CCPBKDFAlgorithm = UInt32
public var kCCPBKDF2: Int { 2 }
// `enum { …, kCCPRFHmacAlgSHA256 = 3, … }; typedef uint32_t CCPseudoRandomAlgorithm;`
public typealias CCPseudoRandomAlgorithm = UInt32
public var kCCPRFHmacAlgSHA256: Int { 3 }
// `int CCKeyDerivationPBKDF(CCPBKDFAlgorithm algorithm, const char *password,
//   size_t passwordLen, const uint8_t *salt, size_t saltLen, CCPseudoRandomAlgorithm prf,
//   unsigned rounds, uint8_t *derivedKey, size_t derivedKeyLen);`
public func CCKeyDerivationPBKDF(
  _ algorithm: CCPBKDFAlgorithm, _ password: UnsafePointer<CChar>!, _ passwordLen: Int,
  _ salt: UnsafePointer<UInt8>!, _ saltLen: Int, _ prf: CCPseudoRandomAlgorithm,
  _ rounds: UInt32, _ derivedKey: UnsafeMutablePointer<UInt8>!, _ derivedKeyLen: Int
) -> Int32 { fatalError("stub") }

// <CommonCrypto/CommonCryptor.h>: `enum { kCCSuccess = 0, … }; typedef int32_t CCStatus;`
// https://opensource.apple.com/source/CommonCrypto/CommonCrypto-60049/include/CommonCryptor.h.auto.html
public var kCCSuccess: Int { 0 }

// CCHmac(3cc), <CommonCrypto/CommonHMAC.h>:
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/CCHmac.3cc.html
// `enum { kCCHmacAlgSHA1, kCCHmacAlgMD5, kCCHmacAlgSHA256, … }; typedef uint32_t CCHmacAlgorithm;`
public typealias CCHmacAlgorithm = UInt32
public var kCCHmacAlgSHA256: Int { 2 }
// `void CCHmac(CCHmacAlgorithm algorithm, const void *key, size_t keyLength, const void *data,
//   size_t dataLength, void *macOut);`
public func CCHmac(
  _ algorithm: CCHmacAlgorithm, _ key: UnsafeRawPointer!, _ keyLength: Int,
  _ data: UnsafeRawPointer!, _ dataLength: Int, _ macOut: UnsafeMutableRawPointer!
) { fatalError("stub") }

// CC_SHA(3cc), <CommonCrypto/CommonDigest.h>:
// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/CC_SHA256.3cc.html
// `typedef uint32_t CC_LONG; #define CC_SHA256_DIGEST_LENGTH 32`
public typealias CC_LONG = UInt32
public var CC_SHA256_DIGEST_LENGTH: Int32 { 32 }
// `unsigned char *CC_SHA256(const void *data, CC_LONG len, unsigned char *md);`
public func CC_SHA256(
  _ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!
) -> UnsafeMutablePointer<UInt8>! { fatalError("stub") }
