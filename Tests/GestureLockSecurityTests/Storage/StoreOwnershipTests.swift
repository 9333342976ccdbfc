import Foundation
import TestSupport
import Testing

@testable import GestureLockSecurity

#if canImport(Glibc)
  import Glibc
#endif

/// Whose store and whose directory: a store file another user made (as anyone can in `/tmp`)
/// is refused at open, a missing directory is named before anything is opened, and a shared
/// directory is told apart from the user's own.
@Suite("Store ownership and the store's directory")
struct StoreOwnershipTests {
  /// `nobody` on Debian: a user id the tests never run as.
  static let otherUser: uid_t = 65534

  /// Makes a sound store with one record at `path`, then gives it to `otherUser`.
  static func plantOtherUsersStore(at path: String) throws {
    let record = try sampleRecord()
    try SQLiteCredentialStore(path: path).update(profile: "default") {
      (stored: inout CredentialRecord?) throws(SecurityError) in stored = record
    }
    #expect(chown(path, otherUser, otherUser) == 0)
  }

  @Test(
    "A store file owned by another user is refused for reading and writing, and left as it is (needs root to plant)",
    .enabled(if: geteuid() == 0))
  func otherOwnerRefused() throws {
    let directory = try TemporaryDirectory(prefix: "gl-sec-owner")
    let path = directory.path("lock.sqlite")
    try Self.plantOtherUsersStore(at: path)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let refusal = SecurityError.storeFile(
      .ownedByAnotherUser(path: path, owner: Int(Self.otherUser)))
    #expect(
      securityError { () throws(SecurityError) in
        try SQLiteCredentialStore(path: path).record(for: "default")
      } == refusal)
    #expect(
      securityError { () throws(SecurityError) in
        try SQLiteCredentialStore(path: path).update(profile: "default") {
          (stored: inout CredentialRecord?) throws(SecurityError) in stored = nil
        }
      } == refusal)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test(
    "A symbolic link at the store's path to another user's store is refused too (needs root to plant)",
    .enabled(if: geteuid() == 0))
  func linkToOtherOwnerRefused() throws {
    let directory = try TemporaryDirectory(prefix: "gl-sec-owner-link")
    let planted = directory.path("planted.sqlite")
    try Self.plantOtherUsersStore(at: planted)
    let path = directory.path("lock.sqlite")
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: planted)
    let error = securityError { () throws(SecurityError) in
      try SQLiteCredentialStore(path: path).record(for: "default")
    }
    #expect(error == .storeFile(.ownedByAnotherUser(path: path, owner: Int(Self.otherUser))))
  }

  @Test("requireDirectory names the first missing directory and creates nothing")
  func missingDirectoryNamed() throws {
    let directory = try TemporaryDirectory(prefix: "gl-sec-dir")
    let missing = directory.path("typo")
    let store = SQLiteCredentialStore(path: missing + "/deeper/lock.sqlite")
    let error = securityError { () throws(SecurityError) in try store.requireDirectory() }
    #expect(error == .storeFile(.missingDirectory(path: missing)))
    #expect(!FileManager.default.fileExists(atPath: missing))
    // An existing directory passes, and still nothing is made.
    let fine = SQLiteCredentialStore(path: directory.path("lock.sqlite"))
    #expect(securityError { () throws(SecurityError) in try fine.requireDirectory() } == nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
  }

  @Test("GestureLock's own directory passes requireDirectory: it is made on the first write")
  func ownDirectoryPasses() throws {
    let directory = try TemporaryDirectory(prefix: "gl-sec-own")
    let store = SQLiteCredentialStore(
      path: directory.path("not-yet/gesturelock/lock.sqlite"), directory: .own)
    #expect(securityError { () throws(SecurityError) in try store.requireDirectory() } == nil)
  }

  @Test(
    "A shared sticky directory is never one to make private, even its owner's (root and /tmp); an own 0755 one is",
    .enabled(if: geteuid() == 0))
  func sharedDirectory() throws {
    let directory = try TemporaryDirectory(prefix: "gl-sec-shared")
    let shared = directory.path("shared")
    #expect(mkdir(shared, 0o700) == 0)
    #expect(chmod(shared, 0o1777) == 0)
    let own = try #require(OpenStoreDirectory(holding: shared + "/lock.sqlite"))
    #expect(own.mode == 0o1777)
    #expect(!own.mayBeMadePrivate, "a sticky directory is shared by design, even its owner's")
    #expect(chown(shared, Self.otherUser, Self.otherUser) == 0)
    let theirs = try #require(OpenStoreDirectory(holding: shared + "/lock.sqlite"))
    #expect(theirs.path == shared)
    #expect(theirs.mode == 0o1777)
    #expect(!theirs.mayBeMadePrivate)
    #expect(chown(shared, geteuid(), getegid()) == 0)
    #expect(chmod(shared, 0o755) == 0)
    let mine = try #require(OpenStoreDirectory(holding: shared + "/lock.sqlite"))
    #expect(mine.mayBeMadePrivate, "an own directory without the sticky bit may be made private")
  }
}
