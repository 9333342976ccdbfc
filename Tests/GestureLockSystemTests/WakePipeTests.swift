import Foundation
import GestureLockSystem
import Testing

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

@Suite("The wake pipe")
struct WakePipeTests {
  /// Whether `poll` finds the read end readable now (no waiting).
  static func isReadable(_ pipe: WakePipe) -> Bool {
    var descriptor = pollfd(fd: pipe.descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 0) == 1 && descriptor.revents & Int16(POLLIN) != 0
  }

  @Test("A wake from another thread makes it readable; drain empties it; both ends close-on-exec")
  func wakeAndDrain() async throws {
    let pipe = try WakePipe()
    #expect(!Self.isReadable(pipe))
    await Task.detached { pipe.wake() }.value
    #expect(Self.isReadable(pipe))
    pipe.drain()
    #expect(!Self.isReadable(pipe))
    #expect(fcntl(pipe.descriptor, F_GETFD) & FD_CLOEXEC != 0)
    #expect(fcntl(pipe.descriptor, F_GETFL) & O_NONBLOCK != 0)
  }

  @Test("Wakes beyond the pipe's capacity are dropped, never block")
  func fullPipeDoesNotBlock() throws {
    let pipe = try WakePipe()
    for _ in 0..<100_000 { pipe.wake() }
    #expect(Self.isReadable(pipe))
    pipe.drain()
    #expect(!Self.isReadable(pipe))
  }
}
