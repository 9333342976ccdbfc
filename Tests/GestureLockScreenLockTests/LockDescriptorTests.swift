import Foundation
import GestureLockCore
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The lock screen's pad process gets only the descriptors it needs (issue 21): whatever the
/// caller of `lock` left open (a script's descriptor, a terminal emulator's, xss-lock's) stays
/// out of it, on both ways `lock` runs.
@Suite(
  "gesturelock lock gives its pad no descriptor of its own caller", .serialized,
  .enabled(
    if: TwoMonitorDisplay.isAvailable, "needs Xvfb, xrandr, xdotool, ImageMagick, python3-xlib"))
struct LockDescriptorTests {
  /// The two ways `lock` runs.
  enum Way: String, Sendable, CaseIterable, CustomTestStringConvertible {
    /// `gesturelock lock`: the front holds the lock itself.
    case front
    /// `gesturelock-tool lock` (what `gesturelock lock --events FILE` runs).
    case tool

    var testDescription: String { rawValue }

    var executable: URL {
      switch self {
      case .front: ProductBinary.gesturelock
      case .tool: ProductBinary.directory.appendingPathComponent("gesturelock-tool")
      }
    }
  }

  /// Where each open descriptor of `pid` leads (`/proc/PID/fd`).
  static func descriptors(of pid: Int32) -> [Int: String] {
    let directory = "/proc/\(pid)/fd"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    var result: [Int: String] = [:]
    for name in names {
      guard let number = Int(name),
        let target = try? FileManager.default.destinationOfSymbolicLink(
          atPath: directory + "/" + name)
      else { continue }
      result[number] = target
    }
    return result
  }

  @Test(
    "Descriptors 5 and 7, left open by the caller of lock, are open in the holder and not in the pad",
    arguments: Way.allCases)
  func padGetsNoInheritedDescriptor(_ way: Way) throws {
    let screen = try TwoMonitorDisplay()
    let store = try LockCommandTests.store(on: screen)
    let secret = screen.directory.path("caller-only")
    try "not for the pad".write(toFile: secret, atomically: true, encoding: .utf8)
    try screen.xdotool(["mousemove", "1200", "300"])
    // The shell opens 5 and 7 without close-on-exec and execs the lock with them.
    let locker = try ChildClient(
      URL(fileURLWithPath: "/bin/sh"),
      [
        "-c", #"exec 5<"$0" 7<"$0"; exec "$@""#, secret, way.executable.path, "--store", store,
        "--lang", "en", "lock",
      ], display: screen.name)
    try #require(locker.next(containing: #""event":"ready""#) != nil)
    let holder = Self.descriptors(of: locker.pid)
    #expect(holder[5] == secret && holder[7] == secret, "the holder should have them: \(holder)")
    let pads = LockCommandTests.padChildren(of: locker.pid)
    try #require(pads.count == 1)
    let pad = Self.descriptors(of: pads[0])
    #expect(!pad.values.contains(secret), "\(pad)")
    // Its own four are there: the holder's messages, the event log, standard error, the report.
    #expect([0, 1, 2, 3].allSatisfy { pad[$0] != nil }, "\(pad)")
    kill(locker.pid, SIGKILL)
  }
}
