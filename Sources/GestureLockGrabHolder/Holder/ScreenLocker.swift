internal import GestureLockCore
public import GestureLockScreenLock

#if canImport(Glibc)
  internal import Glibc
#endif

/// The grab holder of `gesturelock lock` (the xsecurelock split): a small loop that holds the
/// grabs and the cover (`ScreenCover`), forwards every key and pointer event to the pad's
/// process (`LockScreenPad`, started from `command`), follows monitors being added or
/// removed, and uncovers the screen only when the pad reported an unlock over its pipe AND
/// exited 0.
///
/// A pad process that dies any other way (killed, crashed, a display error) is started
/// again; the cover stays, black, meanwhile, and so when another X client destroyed the window
/// the pad was in (the cover makes a new one: ``CoverEvent/surfaceReplaced``). The holder
/// ignores the signals that would end it (``ignoredSignals``), and the fault signals when
/// another process sent them (``FaultSignals``). What X11 cannot promise: if the holder itself
/// is killed (SIGKILL) or crashes, the server releases the grabs and removes the cover.
///
/// ```swift
/// let cover = try ScreenCover(display: try X11Display())
/// try ScreenLocker.run(cover: cover, command: command)   // returns unlocked, screen uncovered
/// ```
public enum ScreenLocker {
  /// How to start the pad's process.
  public struct PadCommand: Sendable {
    /// The program (an absolute path; the `gesturelock` binary itself).
    public var executable: String
    /// Its arguments (without argv[0]).
    public var arguments: [String]
    /// Its environment, `NAME=value` each; the holder adds ``coverWindowVariable``.
    public var environment: [String]
    /// The descriptor the pad's event log goes to (its standard output).
    public var logDescriptor: Int32

    /// Creates a command.
    public init(
      executable: String, arguments: [String], environment: [String], logDescriptor: Int32
    ) {
      self.executable = executable
      self.arguments = arguments
      self.environment = environment
      self.logDescriptor = logDescriptor
    }
  }

  /// The exit statuses of a pad process that refuses to lock at all, as `gesturelock` exits
  /// (SPEC.md §7): 2 bad arguments, 4 damaged store, 5 nothing enrolled, 6 store busy. They
  /// end the lock only until a pad first reported ``LockerMessage/readyReport``; after that
  /// every ending but an unlock restarts the pad, and the pads are started with
  /// ``lockBegunVariable`` so that they do not refuse at all.
  public static let refusalStatuses: Set<Int32> = [2, 4, 5, 6]

  /// The environment variable (value `1`) that tells a pad process the lock has begun: it must
  /// show whatever it can (the account password when the secret was removed meanwhile) and
  /// never refuse.
  public static let lockBegunVariable = "GESTURELOCK_LOCK_BEGUN"

  /// The environment variable that gives the pad's process the cover window's id (decimal).
  public static let coverWindowVariable = "GESTURELOCK_COVER_WINDOW"

  /// The signals the holder ignores while the screen is locked: none of them may uncover it.
  ///
  /// Every signal whose default action ends the process, except the ones that report a fault
  /// of the holder itself (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGSYS, SIGTRAP), which
  /// ``FaultSignals`` handles (sent by another process, ignored; a real fault, the end), and
  /// SIGKILL, which cannot be ignored; and the stop signals from a terminal.
  /// SIGXCPU is sent by the kernel when RLIMIT_CPU runs out; SIGPWR, SIGIO, SIGPROF,
  /// SIGVTALRM, SIGXFSZ, SIGSTKFLT and the real-time signals end a process by default.
  public static let ignoredSignals: [Int32] =
    [
      SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGPWR, SIGIO,
      SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSTKFLT, SIGTSTP, SIGTTIN, SIGTTOU,
    ] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())

  /// Runs the lock until the user unlocks; then releases the cover and returns.
  ///
  /// - Parameters:
  ///   - cover: The cover, grabs held.
  ///   - command: How to start the pad's process.
  ///   - started: Called with each pad process's id when it starts (for a log line).
  ///   - tampered: Called with each request of another X client on the cover that the cover
  ///     undid (for a log line).
  /// - Throws: ``LockerError/screen(_:)`` when the display is lost (the server released
  ///   everything then); ``LockerError/padRefused(status:)`` when the first pad process exits
  ///   with one of ``refusalStatuses`` before it reported ready (the cover is released: the
  ///   lock never began); ``LockerError/spawnFailed(_:_:)`` when no pad process can be
  ///   started before one has shown (likewise released); never after a fault of a pad
  ///   process, which is started again.
  public static func run(
    cover: ScreenCover, command: PadCommand, started: (Int32) -> Void = { _ in },
    tampered: (CoverTampering) -> Void = { _ in }
  ) throws(LockerError) {
    for signal in ignoredSignals { Glibc.signal(signal, SIG_IGN) }
    FaultSignals.shield()
    let environment = command.environment.filter {
      !$0.hasPrefix(coverWindowVariable + "=") && !$0.hasPrefix(lockBegunVariable + "=")
    }
    var monitor = activeFrame(cover.layout)
    var restarts = 0
    var everReady = false
    while true {
      // Once the lock has begun, a pad that cannot be started now is tried again below: the
      // cover stays. Before that, the lock never began: nothing could ever unlock it.
      let spawn = Result { () throws(LockerError) in
        try PadChildProcess(
          executable: command.executable, arguments: command.arguments,
          environment: environment + ["\(coverWindowVariable)=\(cover.windowID)"]
            + (everReady ? ["\(lockBegunVariable)=1"] : []),
          logDescriptor: command.logDescriptor)
      }
      if case .failure(let error) = spawn, !everReady {
        cover.release()
        throw error
      }
      if case .success(let child) = spawn {
        started(child.pid)
        child.send(.monitor(monitor))
        var pressed = false
        var ended = false
        while !ended {
          let events: [CoverEvent]
          do { events = try cover.pumpEvents() } catch {
            kill(child.pid, SIGKILL)
            _ = child.reap()
            throw .screen(error)
          }
          for event in events {
            switch event {
            case .key(let key) where key.isPress:
              child.send(.key(keysym: key.keysym, text: key.text))
            case .key:
              break
            case .pointer(let pointer):
              let point = Point(
                x: pointer.location.x - monitor.origin.x, y: pointer.location.y - monitor.origin.y)
              switch pointer.kind {
              case .pressed(button: 1):
                pressed = true
                child.send(.pointer(.pressed, point))
              case .released(button: 1):
                pressed = false
                child.send(.pointer(.released, point))
              case .moved:
                child.send(.pointer(.moved, point))
              case .pressed, .released:
                // Other buttons only wake a blank screen.
                child.send(.pointer(.moved, point))
              }
            case .layoutChanged(let layout):
              let fresh = activeFrame(layout)
              if fresh != monitor {
                if pressed { child.send(.pointer(.released, Point(x: -1, y: -1))) }
                pressed = false
                monitor = fresh
                child.send(.monitor(monitor))
              }
            case .tampered(let tampering):
              tampered(tampering)
            case .surfaceReplaced:
              // The pad's pane went with the window it was in: start the pad again in the new
              // one (its report pipe closes and the loop below restarts it).
              kill(child.pid, SIGKILL)
            case .raised, .exposed:
              break
            }
          }
          var descriptors = [
            pollfd(fd: cover.display.fileDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: child.report.descriptor, events: Int16(POLLIN), revents: 0),
          ]
          // Events Xlib already read (the pump's own round trip reads them) are not on the
          // socket any more: a window raised over the cover meanwhile would wait for the next
          // input. So never sleep while any are queued.
          // And wake at least every ScreenCover.checkInterval: the pump then checks the cover
          // (requests that send no event).
          let wait = Int32(ScreenCover.checkInterval * 1000)
          _ = poll(&descriptors, 2, cover.display.hasQueuedEvents ? 0 : wait)
          if descriptors[1].revents != 0, child.readReport() {
            let status = child.reap()
            if child.reportedUnlock && status == 0 {
              cover.release()
              return
            }
            everReady = everReady || child.reportedReady
            // No pad has shown yet and this one found nothing that could unlock (or could
            // not read the store): the lock never began, so it is not kept.
            if !everReady, let status, refusalStatuses.contains(status) {
              cover.release()
              throw .padRefused(status: status)
            }
            ended = true
          }
        }
      }
      // The pad died without unlocking: the cover stays; start it again (after a pause that
      // grows if it keeps dying, so a pad that cannot start does not take the machine).
      restarts += 1
      usleep(UInt32(min(2_000_000, 50_000 * restarts)))
    }
  }

  /// Where the pad goes: the active monitor, else the whole root.
  static func activeFrame(_ layout: CoverLayout) -> Rect {
    layout.activeMonitor?.frame ?? Rect(origin: .zero, size: layout.rootSize)
  }
}
