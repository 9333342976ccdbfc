internal import CCairo

/// Collects the bytes a Cairo stream surface or PNG encoder writes.
///
/// Cairo calls ``write`` through an opaque `closure` pointer; the surface that writes into a sink
/// keeps it alive (see ``CairoSurface``), so the pointer never dangles.
final class ByteSink {
  /// Everything written so far.
  private(set) var bytes: [UInt8] = []

  /// A `cairo_write_func_t` appending to the sink passed as `closure`.
  static let write: cairo_write_func_t = { closure, data, length in
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    if length > 0, let data {
      sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    }
    return CAIRO_STATUS_SUCCESS
  }

  /// The pointer to pass as Cairo's `closure` argument; valid while `self` is alive.
  var closure: UnsafeMutableRawPointer {
    Unmanaged.passUnretained(self).toOpaque()
  }
}
