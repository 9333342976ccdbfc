import GestureLockCore
import TestSupport
import Testing

@testable import GestureLockWayland

@Suite("Buffer ring: a buffer shown again gets exactly what changed while it was away")
struct BufferRingTests {
  /// A buffer of a 16 × 16 frame, one byte a pixel.
  final class FakeBuffer {
    var pixels = [UInt8](repeating: 0, count: 256)

    func copy(_ region: PixelRect, from frame: [UInt8]) {
      for y in region.y..<region.y + region.height {
        for x in region.x..<region.x + region.width { pixels[y * 16 + x] = frame[y * 16 + x] }
      }
    }
  }

  static let whole = PixelRect(x: 0, y: 0, width: 16, height: 16)

  @Test("Random frames into buffers taken in any order: the one shown always equals the frame")
  func randomFrames() {
    var random = SplitMix64(seed: 23)
    for _ in 0..<200 {
      var ring = BufferRing<FakeBuffer>()
      let buffers = [FakeBuffer(), FakeBuffer(), FakeBuffer()]
      var frame = [UInt8](repeating: 7, count: 256)
      for buffer in buffers { ring.add(buffer, whole: Self.whole) }
      for step in 0..<30 {
        // A frame changes a random rectangle (sometimes nothing).
        let x = Int(random.next() % 16)
        let y = Int(random.next() % 16)
        let changed = PixelRect(
          x: x, y: y, width: Int(random.next() % UInt64(17 - x)),
          height: Int(random.next() % UInt64(17 - y)))
        for row in changed.y..<changed.y + changed.height {
          for column in changed.x..<changed.x + changed.width {
            frame[row * 16 + column] = UInt8(truncatingIfNeeded: step + 11)
          }
        }
        // Whichever buffer the compositor gave back is drawn into.
        let buffer = buffers[Int(random.next() % 3)]
        buffer.copy(ring.prepare(buffer, changed: changed), from: frame)
        let wrong = zip(buffer.pixels, frame).filter { $0 != $1 }.count
        #expect(wrong == 0, "step \(step): \(wrong) pixels differ from the frame")
      }
    }
  }

  @Test("A buffer that missed two frames gets both regions; the other only the newest")
  func regions() {
    var ring = BufferRing<FakeBuffer>()
    let a = FakeBuffer()
    let b = FakeBuffer()
    ring.add(a, whole: Self.whole)
    #expect(ring.prepare(a, changed: Self.whole) == Self.whole)
    ring.add(b, whole: Self.whole)
    let first = PixelRect(x: 1, y: 1, width: 2, height: 2)
    #expect(ring.prepare(b, changed: first) == Self.whole)
    let second = PixelRect(x: 10, y: 10, width: 2, height: 2)
    #expect(ring.prepare(a, changed: second) == PixelRect(x: 1, y: 1, width: 11, height: 11))
    #expect(ring.prepare(b, changed: .empty) == second)
    ring.remove { $0 === a }
    #expect(ring.buffers.count == 1 && ring.buffers[0] === b)
  }
}
