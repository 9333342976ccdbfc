import Foundation
import GestureLockSystem
import Testing

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

@Suite("The write loop and errno results")
struct FileDescriptorWriterTests {
  @Test("An interrupted call is made again when asked, and reported otherwise")
  func retryOnInterrupt() {
    var calls = 0
    let interruptedOnce = { () -> Int in
      calls += 1
      if calls == 1 {
        errno = EINTR
        return -1
      }
      return 5
    }
    #expect(valueOrErrno(retryOnInterrupt: true, interruptedOnce) == .success(5))
    #expect(calls == 2)
    calls = 0
    #expect(valueOrErrno(retryOnInterrupt: false, interruptedOnce) == .failure(.interrupted))
    #expect(calls == 1)
  }

  @Test("Every byte of a large buffer reaches the file")
  func writesEverything() throws {
    let path = NSTemporaryDirectory() + "gl-system-\(UUID().uuidString)"
    defer { unlink(path) }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    try #require(descriptor >= 0)
    let bytes = (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 * 31) }
    let result = FileDescriptorWriter.writeAll(bytes, to: descriptor)
    close(descriptor)
    #expect((try? result.get()) != nil)
    #expect(FileManager.default.contents(atPath: path) == Data(bytes))
  }

  @Test("A write to a closed descriptor fails with its errno")
  func failure() {
    let result = FileDescriptorWriter.writeAll([1, 2, 3], to: -1)
    guard case .failure(let error) = result else {
      Issue.record("writing to descriptor -1 succeeded")
      return
    }
    #expect(error == Errno(rawValue: EBADF))
    #expect(!error.description.isEmpty)
  }
}
