// libFuzzer target: the passcode normaliser (`Secret.typed`) for every typed kind: digits of
// any script, NFC, the 1,024-byte limit. Never a crash; a numeric secret hashes digits only.
// Foundation: GestureLockSecurity uses it (NFC), and a static library doesn't autolink it.
import Foundation
import GestureLockSecurity

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPasscode(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  for kind in [SecretKind.pin, .numeric, .passcode] {
    guard let secret = try? Secret.typed(text, kind: kind) else { continue }
    precondition(secret.kind == kind)
    // The empty text is a secret of length 0 here: the policy's minimum length refuses it.
    precondition(secret.length >= 0)
    let again = try? Secret.typed(text, kind: kind)
    precondition(again == secret)
    _ = secret.bytes
  }
  return 0
}
