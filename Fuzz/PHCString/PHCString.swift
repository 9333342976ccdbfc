// libFuzzer target: the PHC string parser of stored hashes. A parsed string must encode to a
// text that parses to the same value.
// Foundation: GestureLockSecurity uses it (NFC), and a static library doesn't autolink it.
import Foundation
import GestureLockSecurity

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPHCString(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let phc = try? PHCString(parsing: text) else { return 0 }
  precondition(PHCString.saltByteRange.contains(phc.salt.count))
  precondition(PHCString.hashByteRange.contains(phc.hash.count))
  precondition((try? PHCString(parsing: phc.encoded)) == phc)
  return 0
}
