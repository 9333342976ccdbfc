import Foundation
import TestSupport
import Testing

@testable import gesturelock_tool

#if canImport(Glibc)
  import Glibc
#endif

/// A mistyped `--store` (issue 25, item 1): every command that uses the store names the
/// missing directory and exits 2 before it asks for a secret, draws a pad or covers a screen;
/// never "nothing enrolled", never a prompt first.
@Suite("A --store in a missing directory: exit 2 naming it, before anything else")
struct StoreDirectoryFirstTests {
  /// Every command that declares it uses the store, with its first action if it has any.
  static let storeCommands: [[String]] = {
    var lines: [[String]] = []
    for command in GestureLockCLI.commands + GestureLockCLI.hiddenCommands {
      let configuration: CommandConfiguration = command.configuration
      guard configuration.usesStore else { continue }
      lines.append([configuration.name] + configuration.actions.prefix(1))
    }
    return lines
  }()

  @Test("Exactly the commands that read or write the store check its directory")
  func storeCommandSet() {
    #expect(
      Set(Self.storeCommands.map { $0[0] })
        == [
          "pad", "enroll", "verify", "change", "remove", "status", "fingerprint", "lock",
          "lock-pad",
        ])
  }

  @Test(
    "Each store command exits 2 naming the directory, creates nothing, reads no input",
    arguments: storeCommands)
  func namedFirst(_ command: [String]) throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-typo")
    let missing = directory.path("tpyo")
    // A display that does not exist and no terminal: a pad or lock that got as far as its
    // display would exit 9; one that read the store would say "nothing enrolled" (5).
    let result = try ProcessRunner.run(
      ProductBinary.gesturelock,
      ["--store", missing + "/lock.sqlite", "--lang", "en"] + command,
      stdin: Data("0-1-2-5-8\n0-1-2-5-8\n0-1-2-5-8\n".utf8),
      environment: ["LANG": "C", "DISPLAY": ":9999"], timeout: 60)
    #expect(result.status == 2, "\(command): \(result.stderr)")
    #expect(result.stderr.contains("the directory \(missing) does not exist"), "\(result.stderr)")
    #expect(!result.stderr.contains("Pattern:"))
    #expect(result.stdout.isEmpty, "\(command): \(result.stdout)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
  }

  @Test(
    "The window pad refuses before its first drawing: no window, no event log, no ready",
    .enabled(if: VirtualDisplay.isAvailable, "needs Xvfb (make deps)"))
  func padBeforeDrawing() throws {
    let display = try VirtualDisplay()
    let directory = try TemporaryDirectory(prefix: "gesturelock-typo-pad")
    let events = directory.path("events.jsonl")
    let result = try ProcessRunner.run(
      ProductBinary.gesturelock,
      [
        "--store", directory.path("tpyo/lock.sqlite"), "--lang", "en", "pad", "--window",
        "--events", events,
      ],
      environment: ["LANG": "C", "DISPLAY": display.display], timeout: 60)
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.contains(directory.path("tpyo")), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: events), "the pad got as far as its log")
  }
}

/// A store in a shared directory (issue 25, item 3): the warning keeps the sticky bit and
/// advises only what is safe; a store file another user made is refused (exit 4).
@Suite("A store in a shared directory, and a store file of another user")
struct SharedStoreDirectoryTests {
  @Test(
    "In a shared sticky directory: the warning shows mode 1777 and never says to chmod it (needs root to plant)",
    .enabled(if: geteuid() == 0))
  func sharedDirectoryAdvice() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-shared")
    let shared = directory.path("shared")
    #expect(mkdir(shared, 0o700) == 0)
    #expect(chmod(shared, 0o1777) == 0)
    #expect(chown(shared, 65534, 65534) == 0)
    let result = try ProcessRunner.run(
      ProductBinary.gesturelock, ["--store", shared + "/lock.sqlite", "--lang", "en", "enroll"],
      stdin: Data("0-1-2-5-8\n0-1-2-5-8\n".utf8), environment: ["LANG": "C"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("(mode 1777)"), "\(result.stderr)")
    #expect(result.stderr.contains("a directory of your own"), "\(result.stderr)")
    #expect(!result.stderr.contains("chmod"), "\(result.stderr)")
  }

  @Test(
    "A store file owned by another user: every store command exits 4 and names it (needs root to plant)",
    .enabled(if: geteuid() == 0))
  func otherUsersStoreRefused() throws {
    let cli = try CLI()
    #expect(try cli.enroll("0-1-2-5-8").status == 0)
    #expect(chown(cli.store, 65534, 65534) == 0)
    for command in [["status"], ["verify"], ["remove", "--force"], ["change"]] {
      let result = try cli.run(command, stdin: "0-1-2-5-8\n6-7-8-5-4\n6-7-8-5-4\n")
      #expect(result.status == 4, "\(command): \(result.stderr)")
      #expect(result.stderr.contains("belongs to another user (uid 65534)"), "\(result.stderr)")
    }
  }
}
