internal import GestureLockGrabHolder
internal import GestureLockScreenLock

#if canImport(Glibc)
  internal import Glibc
#endif

/// `gesturelock lock` run by the front itself: the cover and both grabs first, in a process
/// that loads no store, drawing or window library, then the pad in a `gesturelock-tool
/// lock-pad` process (which reads the store; a refusal there ends the lock with its code).
///
/// Why a front at all: `gesturelock-tool` links SDL, Cairo, Pango, OpenSSL, SQLite, PAM and
/// sd-bus, about 80 shared libraries, and loading them took longer than i3lock takes to lock
/// the screen (bench figure 10). The holder needs X11, XRandR, Xext (Shape) and Xcomposite
/// only.
enum FastLock {
  /// Locks until the user unlocks.
  ///
  /// - Returns: The exit status (0 unlocked; the pad's refusal status, SPEC.md §7), or `nil`
  ///   when the front cannot lock by itself (no display, a grab held elsewhere, the display
  ///   lost): then the tool is run with the same command line, and it tries again and says
  ///   what is wrong. Nothing is held when `nil` is returned.
  static func run(_ invocation: LockInvocation, tool: String) -> Int32? {
    guard let display = try? X11Display(), let cover = try? ScreenCover(display: display) else {
      return nil
    }
    let command = ScreenLocker.PadCommand(
      executable: tool, arguments: invocation.padArguments, environment: environment(),
      logDescriptor: 1)
    do {
      try ScreenLocker.run(
        cover: cover, command: command,
        tampered: { tampering in
          // A log line, in English as the front's other line (the tool's in --lang).
          let line = Array("gesturelock: another X client \(tampering)\n".utf8)
          _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        })
      return 0
    } catch .padRefused(let status) {
      return status
    } catch {
      return nil
    }
  }

  /// This process's environment, `NAME=value` each.
  static func environment() -> [String] {
    var entries: [String] = []
    var cursor = environ
    while let entry = cursor.pointee {
      entries.append(String(cString: entry))
      cursor += 1
    }
    return entries
  }
}
