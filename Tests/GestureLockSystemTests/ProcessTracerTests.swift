import GestureLockSystem
import Testing

/// `ProcessProtection.tracer(inStatus:)` reads `TracerPid` from a `/proc/PID/status` text
/// (proc(5)); the real check against a real tracer is LockTracerTests (strace).
@Suite("TracerPid from /proc/self/status")
struct ProcessTracerTests {
  static let status =
    "Name:\tgesturelock-too\nState:\tS (sleeping)\nTgid:\t41\nPid:\t41\nPPid:\t40\n"

  @Test("A tracer's process id is returned; 0 and a missing field are no tracer")
  func parses() {
    #expect(ProcessProtection.tracer(inStatus: Self.status + "TracerPid:\t1234\nUid:\t0\n") == 1234)
    #expect(ProcessProtection.tracer(inStatus: Self.status + "TracerPid:\t0\nUid:\t0\n") == nil)
    #expect(ProcessProtection.tracer(inStatus: Self.status) == nil)
  }

  @Test("The test process itself is not traced (nothing attaches to swift test here)")
  func untraced() {
    #expect(ProcessProtection.tracer() == nil)
  }
}
