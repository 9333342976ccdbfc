import Foundation
import GestureLockCore
import GestureLockSecurity
import TestSupport
import Testing

@testable import GestureLockPadFlow

/// `pad --log-frames` (`PadOptions.logFrames`): one `frame` event for every frame the device
/// presents, numbered from 1, the first after `ready`; none without the option. What the
/// end-to-end tests wait for before a screenshot.
@Suite("The pad's frame events")
struct PadLoopFrameTests {
  /// A device that hands the loop its inputs one batch per wait, then quits, and logs each
  /// frame it is asked to present into the same event log, so the order shows.
  final class CountingDevice: PadDevice {
    typealias Failure = Never
    private var batches: [[PadInput]]
    private(set) var presented = 0

    init(_ batches: [[PadInput]]) {
      self.batches = batches
    }

    func present(_ session: PadSession) { presented += 1 }

    func waitForInput(timeout: Double?, session: PadSession) -> [PadInput] {
      batches.isEmpty ? [.quit] : batches.removeFirst()
    }

    func view(of surface: PadLogEvent.Surface) -> PadLogEvent.View {
      .window(width: 300, height: 300, scale: 1)
    }
  }

  /// Runs a pad over a new store (enrolment) through a press, a move and a release on the
  /// first three nodes, with or without frame events; the device and the log's lines.
  static func run(logFrames: Bool) throws -> (device: CountingDevice, events: [[String: Any]]) {
    let directory = try TemporaryDirectory(prefix: "gesturelock-frames")
    let path = directory.path("lock.sqlite")
    let service = try LockService(store: SQLiteCredentialStore(path: path))
    let logFile = try EventLogFile()
    var options = PadOptions(storePath: path, profile: "default")
    options.logFrames = logFrames
    let size = Size(width: 300, height: 300)
    let controller = PadController(
      options: options, service: service, log: logFile.log, viewSize: { size },
      padInsets: { _ in EdgeInsets() }, keypadInsets: { _ in EdgeInsets() },
      fingerprintRecorder: nil)
    guard let model = controller.session.surface as? PadModel else {
      throw CancellationError()
    }
    let centres = (0..<3).map { model.layout.center(of: $0) }
    let device = CountingDevice([
      [.touch(location: centres[0], phase: .began, pointer: 0)],
      [.touch(location: centres[1], phase: .moved, pointer: 0)],
      [.touch(location: centres[2], phase: .ended, pointer: 0)],
    ])
    PadLoop.run(controller, on: device)
    return (device, logFile.events)
  }

  @Test("With --log-frames: a frame event per presented frame, numbered from 1, after ready")
  func framesLogged() throws {
    let (device, events) = try Self.run(logFrames: true)
    let names = events.compactMap { $0["event"] as? String }
    let numbers = events.filter { $0["event"] as? String == "frame" }.compactMap {
      $0["number"] as? Int
    }
    #expect(device.presented >= 4, "the first frame and one per touch: \(device.presented)")
    #expect(numbers == Array(1...device.presented))
    let ready = try #require(names.firstIndex(of: "ready"))
    #expect(names.firstIndex(of: "frame") == ready + 1, "\(names)")
  }

  @Test("Without it: no frame event")
  func noFramesByDefault() throws {
    let (device, events) = try Self.run(logFrames: false)
    #expect(device.presented >= 4)
    #expect(!events.contains { $0["event"] as? String == "frame" })
  }
}
