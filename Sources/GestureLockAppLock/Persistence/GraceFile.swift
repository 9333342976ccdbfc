internal import Foundation

#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// The file next to the store that holds a `PersistedGrace`: written when an unlocked app
/// enters the background with `AppLockSettings.gracePersists` on, deleted when it comes back,
/// locks, or starts.
///
/// Written whole (a private temporary file, then renamed over the old one), mode 0600. Any
/// failure to read is "no grace" and any failure to write leaves none: both lock.
struct GraceFile: Sendable {
  /// The file's path.
  let path: String

  /// The grace file of `profile` beside the store at `storePath`: `<store>.grace-<hex>`,
  /// the profile's UTF-8 bytes in hexadecimal (a profile name may hold `/`).
  static func beside(storePath: String, profile: String) -> GraceFile {
    let hex = profile.utf8.map { byte in
      let digits = String(byte, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }.joined()
    return GraceFile(path: "\(storePath).grace-\(hex)")
  }

  /// The stored grace, or `nil` when there is none or it cannot be read.
  func read() -> PersistedGrace? {
    guard let data = FileManager.default.contents(atPath: path), data.count <= 4096 else {
      return nil
    }
    return PersistedGrace(decoding: String(decoding: data, as: UTF8.self))
  }

  /// Stores `grace`; returns whether it was written (when not, there is no grace file).
  @discardableResult
  func write(_ grace: PersistedGrace) -> Bool {
    let temporary = "\(path).\(UUID().uuidString).tmp"
    guard
      FileManager.default.createFile(
        atPath: temporary, contents: Data(grace.encoded.utf8),
        attributes: [.posixPermissions: 0o600])
    else {
      remove()
      return false
    }
    if rename(temporary, path) != 0 {
      try? FileManager.default.removeItem(atPath: temporary)
      remove()
      return false
    }
    return true
  }

  /// Deletes the file when it exists.
  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
