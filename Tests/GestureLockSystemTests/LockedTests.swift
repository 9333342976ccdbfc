import Dispatch
import GestureLockSystem
import Testing

@Suite("Locked: a value shared between threads")
struct LockedTests {
  @Test("Increments from many threads at once: none is lost")
  func concurrentIncrements() {
    let counter = Locked(0)
    let threads = 8
    let incrementsPerThread = 20_000
    // Each iteration runs on a thread of Dispatch's pool, up to the number of cores at once.
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
      for _ in 0..<incrementsPerThread {
        // A read, then a write from the read: a lost update if two threads interleave.
        counter.withLock { value in
          let read = value
          value = read + 1
        }
      }
    }
    #expect(counter.withLock { $0 } == threads * incrementsPerThread)
  }

  @Test("What the body returns comes back; its changes stay")
  func returnsAndKeeps() {
    let names = Locked<[String]>([])
    let count = names.withLock { names -> Int in
      names.append("thumb")
      return names.count
    }
    #expect(count == 1)
    #expect(names.withLock { $0 } == ["thumb"])
  }
}
