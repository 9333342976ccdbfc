internal import GestureLockCore

/// A surface's buffers, and for each the pixels in which it differs from the surface's latest
/// frame: a buffer that sat with the compositor while other frames were drawn into the other
/// buffer gets just what changed meanwhile copied in, not the whole frame (buffer age).
///
/// ```swift
/// var ring = BufferRing<ShmBuffer>()
/// ring.add(buffer, whole: all)                       // a new buffer lacks every pixel
/// let copy = ring.prepare(buffer, changed: region)   // what `buffer` must get from the frame
/// ```
struct BufferRing<Buffer: AnyObject> {
  private var entries: [(buffer: Buffer, stale: PixelRect)] = []

  /// The buffers, oldest first.
  var buffers: [Buffer] { entries.map(\.buffer) }

  /// Adds `buffer`, which has none of the frame's pixels (`whole`: the frame's every pixel).
  mutating func add(_ buffer: Buffer, whole: PixelRect) {
    entries.append((buffer, whole))
  }

  /// Drops the buffers `isUnwanted` names (another size).
  mutating func remove(where isUnwanted: (Buffer) -> Bool) {
    entries.removeAll { isUnwanted($0.buffer) }
  }

  /// A new frame changed `changed` (its pixels, possibly empty) and will be shown from
  /// `buffer`: every buffer now misses `changed` too.
  ///
  /// - Returns: What `buffer` must have copied from the frame to hold all of it: what it
  ///   missed before and `changed`. It misses nothing afterwards.
  mutating func prepare(_ buffer: Buffer, changed: PixelRect) -> PixelRect {
    var copy = PixelRect.empty
    for index in entries.indices {
      entries[index].stale = entries[index].stale.union(changed)
      if entries[index].buffer === buffer {
        copy = entries[index].stale
        entries[index].stale = .empty
      }
    }
    return copy
  }
}
