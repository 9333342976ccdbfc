import Foundation
import TestSupport

/// The test-only programs the Wayland tests drive, built next to the test bundle.
enum Probes {
  /// The locker (`WaylandLockProbe`): `lock RRGGBB`, `availability`.
  static var lock: URL { ProductBinary.directory.appendingPathComponent("WaylandLockProbe") }
  /// The virtual pointer (`WaylandPointerProbe`).
  static var pointer: URL { ProductBinary.directory.appendingPathComponent("WaylandPointerProbe") }
}

/// A line of a probe's JSON output as a dictionary (`nil` when it is not JSON).
func fields(_ line: String?) -> [String: Any]? {
  guard let line, let data = line.data(using: .utf8) else { return nil }
  return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
}

extension WaylandCompositor {
  /// Starts the probe locker with every surface `colour` (`0xRRGGBB`) and waits for `locked`
  /// and for each of `outputs` to have shown a frame.
  func locker(
    colour: UInt32, outputs: [String] = ["HEADLESS-1"]
  ) throws -> ChildProcess {
    let locker = try ChildProcess(
      Probes.lock, ["lock", hex(colour)], environment: environment)
    guard locker.next(containing: "\"locked\"") != nil else { throw ProbeError.notLocked }
    // Outputs show their first frames in any order.
    var waiting = Set(outputs)
    while !waiting.isEmpty {
      guard let shown = fields(locker.next(containing: "\"shown\"")),
        let output = shown["output"] as? String
      else { throw ProbeError.notShown(waiting.sorted().joined(separator: ", ")) }
      waiting.remove(output)
    }
    return locker
  }

  /// Takes screenshots of `output` until every pixel has `colour` (or at least `minimum`
  /// pixels do), as the compositor shows what it was given by its next frame; the last
  /// screenshot's count of that colour, and its pixels.
  func waitUntilFilled(
    _ output: String = "HEADLESS-1", with colour: UInt32, minimum: Int? = nil,
    timeout: Double = 10
  ) throws -> (matching: Int, total: Int) {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let shot = try screenshot(output: output)
      let matching = shot.count(of: colour)
      if matching >= (minimum ?? shot.width * shot.height) || Date() >= deadline {
        return (matching, shot.width * shot.height)
      }
      usleep(20_000)
    }
  }
}

/// `0xRRGGBB` as the probe's six hexadecimal digits.
func hex(_ colour: UInt32) -> String {
  let digits = String(colour, radix: 16)
  return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
}

/// What went wrong with a probe.
enum ProbeError: Error {
  /// The locker never said `locked`.
  case notLocked
  /// The output never showed the locker's frame.
  case notShown(String)
}
