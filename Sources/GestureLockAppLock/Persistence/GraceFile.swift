internal import Foundation
internal import GestureLockSystem

#if canImport(Darwin)
  internal import Darwin
#elseif canImport(Glibc)
  internal import Glibc
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

  /// The stored grace, taken: read, then deleted; `nil` when there is none or it cannot be
  /// trusted.
  ///
  /// Trusted only when the path is a regular file (not a symbolic link: `O_NOFOLLOW`), owned
  /// by this process's effective user, of mode exactly 0600 and at most 4096 bytes: a file
  /// planted by another user who can write the store's directory is no grace. A grace that
  /// cannot be deleted (a sticky directory, a read-only file system) is no grace either, so
  /// that it is used at most once.
  func take() -> PersistedGrace? {
    let text = readTrusted()
    guard unlink(path) == 0 else { return nil }
    return text.flatMap(PersistedGrace.init(decoding:))
  }

  /// The file's text when it passes `take()`'s checks.
  private func readTrusted() -> String? {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      info.st_uid == geteuid(), info.st_mode & 0o7777 == 0o600,
      info.st_size >= 0, info.st_size <= 4096
    else { return nil }
    var bytes = [UInt8](repeating: 0, count: 4097)
    var count = 0
    while count < bytes.count {
      let result = valueOrErrno(retryOnInterrupt: true) {
        bytes.withUnsafeMutableBytes { buffer in
          read(descriptor, buffer.baseAddress! + count, buffer.count - count)
        }
      }
      guard case .success(let got) = result else { return nil }
      if got == 0 { break }
      count += got
    }
    guard count <= 4096 else { return nil }
    return String(decoding: bytes[..<count], as: UTF8.self)
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
