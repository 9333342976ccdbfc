import Foundation
import TestSupport
import Testing

@testable import GestureLockSecurity

@Suite("A store path GestureLock cannot use: SecurityError.storeFile with the reason as a value")
struct StoreFileProblemTests {
  /// A store path, set up in a fresh directory, and the problem reading and writing it give.
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    /// Makes the path inside `directory`, returning it.
    let prepare: @Sendable (TemporaryDirectory) throws -> String
    /// The problem for `path`; `nil` when reading finds no store (and is not an error).
    let reading: @Sendable (String) -> StoreFileProblem?
    let writing: @Sendable (String) -> StoreFileProblem
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a directory",
      prepare: { directory in
        let path = directory.path("lock.sqlite")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
      }, reading: { .isDirectory(path: $0) }, writing: { .isDirectory(path: $0) }),
    Case(
      name: "a missing path ending in '/'",
      prepare: { $0.path("newdir") + "/" }, reading: { .namesDirectory(path: $0) },
      writing: { .namesDirectory(path: $0) }),
    Case(
      name: "a character device", prepare: { _ in "/dev/null" },
      reading: { .notRegularFile(path: $0) }, writing: { .notRegularFile(path: $0) }),
    Case(
      name: "under a regular file",
      prepare: { directory in
        let file = directory.path("file")
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        return file + "/lock.sqlite"
      }, reading: { _ in nil },
      writing: { .parentNotDirectory(path: PrivateFiles.parentDirectory(of: $0)) }),
  ]

  @Test("Reading and writing the path throw the problem, and nothing is created", arguments: cases)
  func problem(_ testCase: Case) throws {
    let directory = try TemporaryDirectory(prefix: "gl-sec-storefile")
    let path = try testCase.prepare(directory)
    let before = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
    let read = securityError { () throws(SecurityError) in
      try SQLiteCredentialStore(path: path).record(for: "default")
    }
    #expect(read == testCase.reading(path).map { SecurityError.storeFile($0) })
    let record = try sampleRecord()
    let write = securityError { () throws(SecurityError) in
      try SQLiteCredentialStore(path: path).update(profile: "default") {
        (stored: inout CredentialRecord?) throws(SecurityError) in stored = record
      }
    }
    #expect(write == .storeFile(testCase.writing(path)))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == before)
  }

  @Test(
    "The English texts are the store messages of before, word for word",
    arguments: [
      (
        StoreFileProblem.isDirectory(path: "/tmp"),
        "store damaged or unreadable: /tmp is a directory, not a database file"
      ),
      (
        .notRegularFile(path: "/dev/null"),
        "store damaged or unreadable: /dev/null is not a regular file"
      ),
      (
        .cannotCreate(path: "ro/new.sqlite", reason: "Read-only file system"),
        "store damaged or unreadable: cannot create ro/new.sqlite: Read-only file system"
      ),
      (
        .cannotCreateDirectory(path: "/x/y", reason: "Permission denied"),
        "store damaged or unreadable: cannot create directory /x/y: Permission denied"
      ),
      (
        .parentNotDirectory(path: "/x/file"),
        "store damaged or unreadable: /x/file is not a directory"
      ),
      (
        .cannotSetMode(path: "/x/lock.sqlite", reason: "Operation not permitted"),
        "store damaged or unreadable: cannot set the mode of /x/lock.sqlite: Operation not permitted"
      ),
      (
        .openToOthers(path: "/x/lock.sqlite"),
        "store damaged or unreadable: /x/lock.sqlite is readable or writable by other users and "
          + "its mode cannot be set to 0600"
      ),
      (
        .cannotExamine(path: "/root/lock.sqlite", reason: "Permission denied"),
        "store damaged or unreadable: cannot examine /root/lock.sqlite: Permission denied"
      ),
      (
        .namesDirectory(path: "newdir/"),
        "store damaged or unreadable: newdir/ ends in '/' and so names a directory, not a "
          + "database file"
      ),
    ])
  func english(problem: StoreFileProblem, text: String) {
    #expect(SecurityError.storeFile(problem).description == text)
    #expect(text.contains(problem.path))
  }

  @Test("A store of another user is named with its owner, and what to do")
  func otherOwnerText() {
    let problem = StoreFileProblem.ownedByAnotherUser(path: "/tmp/lock.sqlite", owner: 1001)
    let expected =
      "store damaged or unreadable: /tmp/lock.sqlite belongs to another user (uid 1001), who "
      + "could reset its counters: GestureLock uses only a store of its own user; choose a "
      + "path in a directory of your own"
    #expect(SecurityError.storeFile(problem).description == expected)
    #expect(problem.path == "/tmp/lock.sqlite")
  }
}
