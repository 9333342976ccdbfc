import Testing

@testable import gesturelock

/// The `gesturelock` front's reading of a command line: the plain `lock` form it runs itself,
/// and everything else, which goes to `gesturelock-tool`.
@Suite("The front: which command lines it locks with itself")
struct LockInvocationTests {
  @Test("The plain forms: global options in any order, then lock, then --blank-after")
  func plainForms() throws {
    let bare = try #require(LockInvocation(arguments: ["lock"]))
    #expect(bare.globalArguments.isEmpty)
    #expect(bare.padArguments == ["lock-pad", "--blank-after", "30"])

    let full = try #require(
      LockInvocation(arguments: [
        "--lang", "zh-Hans", "--store", "/tmp/s.sqlite", "--profile", "work", "lock",
        "--blank-after", "0",
      ]))
    #expect(
      full.padArguments == [
        "--lang", "zh-Hans", "--store", "/tmp/s.sqlite", "--profile", "work", "lock-pad",
        "--blank-after", "0",
      ])
    #expect(LockInvocation(arguments: ["lock", "--blank-after", "86400"])?.blankAfter == "86400")
  }

  @Test(
    "Everything else goes to the tool",
    arguments: [
      [], ["pad"], ["--help"], ["lock", "--help"], ["lock", "--events", "/tmp/e"],
      ["lock", "--blank-after"], ["lock", "--blank-after", "86401"],
      ["lock", "--blank-after", "-1"], ["lock", "--blank-after", "1.5"],
      ["lock", "--blank-after", ""], ["lock", "--blank-after", "99999999999999999999"],
      ["lock", "--blank-after", "5", "--blank-after", "6"], ["lock", "extra"],
      ["--store", "a", "--store", "b", "lock"], ["--store", "--lang", "lock"],
      ["--store", "", "lock"], ["--store"], ["--store=a", "lock"], ["lock", "--store", "a"],
      ["--verbose", "lock"], ["status"],
    ])
  func handedOver(_ arguments: [String]) {
    #expect(LockInvocation(arguments: arguments) == nil)
  }
}

/// The front's one look at a `--store` path before it covers the screen.
@Suite("The front: a --store whose directory is missing is handed to the tool")
struct FrontStoreDirectoryTests {
  @Test("The directory of the path must exist; a trailing '/' or an empty path never passes")
  func directoryExists() throws {
    let invocation = try #require(
      LockInvocation(arguments: ["--store", "/nonexistent-gl/typo/lock.sqlite", "lock"]))
    #expect(invocation.storePath == "/nonexistent-gl/typo/lock.sqlite")
    #expect(LockInvocation(arguments: ["lock"])?.storePath == nil)
    #expect(!StoreDirectory.exists(holding: "/nonexistent-gl/typo/lock.sqlite"))
    #expect(!StoreDirectory.exists(holding: "/etc/hostname/lock.sqlite"))
    #expect(!StoreDirectory.exists(holding: "/tmp/"))
    #expect(!StoreDirectory.exists(holding: ""))
    #expect(StoreDirectory.exists(holding: "/tmp/lock.sqlite"))
    #expect(StoreDirectory.exists(holding: "lock.sqlite"))
  }
}
