internal import Foundation
internal import GestureLockPadFlow

#if canImport(Glibc)
  internal import Glibc
#endif

/// The files `pad` writes besides the store: `--events FILE` (the event log) and `--record FILE`
/// (the touch trace), checked before anything is opened so that a refused start destroys
/// nothing.
extension PadCommand {
  /// The files SQLite keeps beside a store: its write-ahead log, shared memory and rollback
  /// journal. Writing over one of them damages the store as surely as writing over it.
  static let storeCompanionSuffixes = ["", "-wal", "-shm", "-journal"]

  /// Refuses `--events` or `--record` naming the store itself or one of its companion files.
  ///
  /// Two paths name the same file when both exist and have the same device and inode (a hard
  /// link, a symbolic link, `./x` for `x`), or else when their normalised absolute paths are
  /// equal.
  ///
  /// - Throws: `CLIError` (exit 2) naming the option, before anything is opened.
  static func refuseStoreAsOutput(_ arguments: ArgumentList, storePath: String) throws(CLIError) {
    for option: Option in [.events, .record] {
      guard let path = arguments.value(option) else { continue }
      for suffix in storeCompanionSuffixes where sameFile(path, storePath + suffix) {
        throw .usage(.outputIsStore(option: option.name, path: ArgumentList.shown(path)))
      }
    }
  }

  /// Refuses `--events` and `--record` naming one file (the trace would overwrite the log).
  ///
  /// - Throws: `CLIError` (exit 2), before anything is opened.
  static func refuseSharedOutput(_ arguments: ArgumentList) throws(CLIError) {
    guard let events = arguments.value(.events), let record = arguments.value(.record),
      sameFile(events, record)
    else { return }
    throw .usage(.eventsIsRecording(path: ArgumentList.shown(events)))
  }

  /// Refuses `--events` naming the terminal the terminal pad draws on — `/dev/tty`, or the
  /// same character device as standard output (`/dev/stdout`, `/proc/self/fd/1`, the pty's
  /// own path): the log would be written into the screen.
  ///
  /// - Throws: `CLIError` (exit 2).
  static func refuseEventsOnScreen(_ arguments: ArgumentList) throws(CLIError) {
    guard let path = arguments.value(.events) else { return }
    var events = stat()
    var screen = stat()
    guard stat(path, &events) == 0, events.st_mode & S_IFMT == S_IFCHR else { return }
    let controllingTerminal = normalised(path) == "/dev/tty"
    let sameDevice =
      fstat(1, &screen) == 0 && screen.st_mode & S_IFMT == S_IFCHR
      && screen.st_rdev == events.st_rdev
    if controllingTerminal || sameDevice {
      throw .usage(.eventsOnScreen(path: ArgumentList.shown(path)))
    }
  }

  /// Whether `first` and `second` name the same file (see `refuseStoreAsOutput`).
  static func sameFile(_ first: String, _ second: String) -> Bool {
    var a = stat()
    var b = stat()
    if stat(first, &a) == 0, stat(second, &b) == 0 {
      return a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }
    return normalised(first) == normalised(second)
  }

  /// `path` made absolute, with `.`, `..` and repeated slashes removed and the symbolic links
  /// of its existing directories resolved.
  static func normalised(_ path: String) -> String {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    let directory = url.deletingLastPathComponent().path
    let resolved = realpath(directory, nil).map { pointer in
      defer { free(pointer) }
      return String(cString: pointer)
    }
    return URL(fileURLWithPath: resolved ?? directory).appendingPathComponent(
      url.lastPathComponent
    ).path
  }

  /// Checks that `--record FILE` can be written at the end of the session, without creating or
  /// changing it now: an existing regular file must be writable, a new one needs a writable
  /// directory. The recorder writes the file (mode 0600) when the pad closes.
  ///
  /// - Throws: `CLIError` (exit 2) when the file could not be written.
  static func checkRecordingWritable(_ path: String) throws(CLIError) {
    var status = stat()
    let writable: Bool
    if stat(path, &status) == 0 {
      writable = status.st_mode & S_IFMT == S_IFREG && access(path, W_OK) == 0
    } else if errno == ENOENT {
      let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
      var directory = stat()
      writable =
        stat(parent, &directory) == 0 && directory.st_mode & S_IFMT == S_IFDIR
        && access(parent, W_OK | X_OK) == 0
    } else {
      writable = false
    }
    guard writable else {
      throw .usage(.cannotCreateRecording(path: ArgumentList.shown(path)))
    }
  }

  /// The event log of `--events FILE`: FILE created, or emptied, with mode 0600 — also when it
  /// existed with another mode (the log may name the pattern's nodes with `--log-nodes`). A
  /// FILE that is not a regular file (a FIFO, a terminal, `/dev/null`) is written as it is,
  /// its mode untouched.
  ///
  /// - Throws: `CLIError` (exit 2) when FILE cannot be opened or made private; a regular file
  ///   is emptied only after its mode is set.
  static func openEventLog(_ path: String) throws(CLIError) -> EventLog {
    EventLog(descriptor: try openEventDescriptor(path))
  }

  /// The descriptor of `openEventLog(_:)`'s file (for `lock`, whose pad process writes it).
  static func openEventDescriptor(_ path: String) throws(CLIError) -> Int32 {
    // Non-blocking to open, so a FIFO nobody reads is refused (ENXIO) instead of hanging the
    // pad before it draws; writes block again afterwards, as the log expects.
    let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0o600)
    guard descriptor >= 0 else {
      throw .usage(.cannotCreateEventLog(path: ArgumentList.shown(path)))
    }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      close(descriptor)
      throw .usage(.cannotCreateEventLog(path: ArgumentList.shown(path)))
    }
    if status.st_mode & S_IFMT == S_IFREG {
      guard fchmod(descriptor, 0o600) == 0, ftruncate(descriptor, 0) == 0 else {
        close(descriptor)
        throw .usage(.cannotCreateEventLog(path: ArgumentList.shown(path)))
      }
    }
    return descriptor
  }

  /// The terminal pad's log without `--events`: nowhere, since standard output is the screen.
  static func discardedLog() -> EventLog {
    EventLog(descriptor: open("/dev/null", O_WRONLY | O_CLOEXEC))
  }
}
