import Foundation
import GestureLockCore
import GestureLockPadFlow
import TestSupport

/// The pad's device for figure 8: no screen; once the pad offers the finger and a retry shows
/// the reader verifying, it notes the time and sends `SCAN` to the virtual reader, sleeps until
/// the pad's fingerprint thread wakes it, and notes when the session shows "Unlocked" (then
/// leaves).
final class BenchmarkPadDevice: PadDevice {
  typealias Failure = Never

  private let bed: FprintdTestBed
  private let signal = WakeSignal()
  private var start: Double?
  private var probed = false
  private let deadline = Clock.wall() + 60
  /// Seconds from the scan to "Unlocked", once seen.
  private(set) var seconds: Double?
  /// What went wrong, if anything.
  private(set) var failure: ChildProcess.Failure?

  init(bed: FprintdTestBed) {
    self.bed = bed
  }

  func present(_ session: PadSession) {}

  func waitForInput(timeout: Double?, session: PadSession) -> [PadInput] {
    if let start, session.message == PadMessage.unlocked.text(in: .english) {
      seconds = Clock.wall() - start
      return [.quit]
    }
    guard Clock.wall() < deadline else {
      failure = ChildProcess.Failure(description: "no unlock by finger within 60 s")
      return [.quit]
    }
    do {
      if !probed, session.offersFingerprint {
        // A retry reaches the pad only once the reader verifies (claimed, VerifyStart done),
        // as the raw side's does before its clock starts.
        probed = true
        try bed.retry(.general)
      } else if start == nil,
        session.message == PadMessage.fingerprintRetry(.scanAgain).text(in: .english)
      {
        start = Clock.wall()
        try bed.scan(FingerprintBenchmark.printID)
      }
    } catch {
      failure = ChildProcess.Failure(description: "virtual reader: \(error)")
      return [.quit]
    }
    signal.wait(seconds: min(timeout ?? 1, 1))
    return []
  }

  var wake: (@Sendable () -> Void)? {
    { [signal] in signal.raise() }
  }

  func view(of surface: PadLogEvent.Surface) -> PadLogEvent.View {
    .window(width: 360, height: 480, scale: 1)
  }
}
