internal import GestureLockSystem

#if canImport(Glibc)
  internal import Glibc
#endif

/// Standard output for machine-readable results, standard error for people.
///
/// Writes never trap: a closed or full stream loses the text, never the exit code (an unlock
/// is still reported as 0 when nobody reads the output).
enum Console {
  /// Writes one line of JSON (or other machine output) to standard output.
  static func out(_ line: String) { write(line + "\n", to: 1) }

  /// Writes one line for people to standard error.
  static func err(_ line: String) { write(line + "\n", to: 2) }

  /// Writes `text` to standard error as it is, without a newline (a progress bar redrawn with
  /// `\r`). Unlike `FileHandle.write(_:)`, never traps when standard error cannot be written.
  static func errPart(_ text: String) { write(text, to: 2) }

  private static func write(_ text: String, to descriptor: Int32) {
    FileDescriptorWriter.writeAll(Array(text.utf8), to: descriptor)
  }
}

/// Process-wide hygiene for the standard streams, done once at start.
enum StandardStreams {
  /// Opens `/dev/null` on any of descriptors 0, 1 and 2 that is closed, so a later file or
  /// socket (the X11 connection, the store) can never land on them and receive output; and
  /// ignores SIGPIPE, so writing to a closed pipe fails instead of killing the process.
  static func prepare() {
    for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 {
      let null = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
      if null >= 0 && null != descriptor {
        dup2(null, descriptor)
        close(null)
      }
    }
    signal(SIGPIPE, SIG_IGN)
  }
}
