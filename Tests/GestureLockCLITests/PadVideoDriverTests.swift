import Foundation
import TestSupport
import Testing

/// Which SDL video drivers the window accepts without a display: SDL's offscreen drivers only
/// when asked for by name with SDL's own `SDL_VIDEODRIVER` (tests that inject events without
/// X), never as a silent fallback.
@Suite("Pad window video driver", .serialized)
struct PadVideoDriverTests {
  @Test("SDL_VIDEODRIVER=dummy, asked for by name, opens the window without a display")
  func dummyAskedFor() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-video")
    let events = directory.path("events.jsonl")
    let process = Process()
    process.executableURL = ProductBinary.gesturelock
    process.arguments = [
      "--store", directory.path("lock.sqlite"), "pad", "--window", "--events", events,
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    environment["WAYLAND_DISPLAY"] = nil
    environment["SDL_VIDEODRIVER"] = "dummy"
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
    let deadline = Date().addingTimeInterval(60)
    var log = ""
    while process.isRunning, !log.contains("\"event\":\"ready\""), Date() < deadline {
      usleep(20_000)
      log = (try? String(contentsOfFile: events, encoding: .utf8)) ?? ""
    }
    #expect(log.contains("\"event\":\"ready\",\"window\":{"), "\(log)")
    kill(process.processIdentifier, SIGTERM)  // SDL turns it into a quit event.
    process.waitUntilExit()
    // Closed without unlocking (SPEC.md §7).
    #expect(process.terminationReason == .exit && process.terminationStatus == 7)
  }

  @Test("Without a display, an offscreen driver nobody asked for is refused")
  func fallbackRefused() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-video")
    let result = try ProcessRunner.run(
      ProductBinary.gesturelock, ["--store", directory.path("lock.sqlite"), "pad", "--window"],
      environment: [
        "DISPLAY": "", "WAYLAND_DISPLAY": "gesturelock-no-such-display", "SDL_VIDEODRIVER": "",
        "LANG": "C",
      ],
      timeout: 60)
    #expect(result.status != 0)
    #expect(result.stderr.contains("no display"), "\(result.stderr)")
  }
}
