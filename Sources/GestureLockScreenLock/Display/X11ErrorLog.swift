internal import CX11
import Synchronization

/// The X protocol errors Xlib has reported, kept until the display they belong to takes them.
///
/// Xlib has one process-wide error handler (`XSetErrorHandler`) and gives it no context
/// pointer, so the handler appends here, keyed by the `Display *`, and each ``X11Display``
/// takes its own (``take(for:)``). Without this handler Xlib's default one prints the error and
/// calls `exit`, which would end a locker in the middle of a request; with it an error becomes a
/// value the request's caller can throw, or drop when it was expected (a window that vanished
/// before it was raised).
enum X11ErrorLog {
  /// One error as the handler saw it; `display` is the `Display *`'s bits.
  struct Entry: Sendable {
    var display: UInt
    var code: UInt8
    var majorOpcode: UInt8
    var minorOpcode: UInt8
  }

  private static let entries = Mutex<[Entry]>([])
  /// At most this many errors are kept per process; older ones are dropped first.
  private static let capacity = 256

  /// Installs the handlers once per process: ``record`` for protocol errors, and a quiet I/O
  /// error handler (the display's own exit handler, see ``X11Display``, says the display is
  /// lost instead of Xlib printing and exiting).
  ///
  /// The corresponding C functions are `XSetErrorHandler` and `XSetIOErrorHandler`.
  static let install: Void = {
    _ = XSetErrorHandler(record)
    _ = XSetIOErrorHandler { _ in 0 }
  }()

  /// The `XErrorHandler`: appends the error and returns 0 (Xlib ignores the value).
  private static let record: XErrorHandler = { display, event in
    guard let event else { return 0 }
    let entry = Entry(
      display: UInt(bitPattern: display.map { Int(bitPattern: UnsafeRawPointer($0)) } ?? 0),
      code: event.pointee.error_code, majorOpcode: event.pointee.request_code,
      minorOpcode: event.pointee.minor_code)
    entries.withLock { list in
      if list.count >= capacity { list.removeFirst() }
      list.append(entry)
    }
    return 0
  }

  /// Removes and returns the errors reported for `display`, oldest first.
  static func take(for display: OpaquePointer) -> [Entry] {
    let key = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(display)))
    return entries.withLock { list in
      let mine = list.filter { $0.display == key }
      list.removeAll { $0.display == key }
      return mine
    }
  }
}
