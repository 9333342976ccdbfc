// Linux only: the lock screens it starts are Linux programs, and Darwin declares
// `posix_spawn_file_actions_t` as another type.
#if canImport(Glibc)
  internal import CSpawn
  internal import Glibc

  /// Starts a program and waits only until it says it is ready on a pipe, not until it ends:
  /// `lock --daemonize` (swaylock's `-f`) runs the locker again with `--ready-fd` and returns
  /// once the lock holds, so that `swayidle -w … before-sleep 'gesturelock lock --daemonize'`
  /// lets the machine sleep only locked.
  ///
  /// The program is started with `posix_spawn`, never `fork`: a Swift process has threads, and
  /// a forked copy of one may hang on a lock another thread held. It keeps this process's
  /// standard input, output and error, gets the pipe's writing end as descriptor
  /// ``readyDescriptor``, and no other descriptor.
  ///
  /// ```swift
  /// switch try BackgroundStart.run(executable: tool, arguments: ["lock", "--ready-fd", "3"]) {
  /// case .ready: exit(0)
  /// case .exited(let status): exit(status)
  /// case .signalled(let signal): exit(128 + signal)
  /// }
  /// ```
  public enum BackgroundStart {
    /// The descriptor the program finds the pipe on.
    public static let readyDescriptor: Int32 = 3

    /// How the wait ended.
    public enum Outcome: Equatable, Sendable {
      /// The program wrote to the pipe: it is ready, and goes on running.
      case ready
      /// The program exited before it was ready, with this status.
      case exited(Int32)
      /// A signal ended the program before it was ready (its number).
      case signalled(Int32)
    }

    /// Starts `executable` with `arguments` (without its own name) and this process's
    /// environment, and waits until it writes to descriptor ``readyDescriptor`` or ends.
    ///
    /// The corresponding C functions are `pipe`, `posix_spawn`, `read` and `waitpid`.
    ///
    /// - Returns: ``Outcome/ready`` as soon as a byte arrives (the program is not waited for);
    ///   else how it ended, once the pipe closed without a byte.
    /// - Throws: The `Errno` of `pipe` or `posix_spawn` (nothing was started then).
    public static func run(executable: String, arguments: [String]) throws(Errno) -> Outcome {
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else { throw Errno.current }
      // The reading end stays here only; the writing end goes to the program as descriptor 3.
      _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      if ends[1] != readyDescriptor {
        posix_spawn_file_actions_adddup2(&actions, ends[1], readyDescriptor)
      }
      // Nothing else of this process's: a descriptor its caller left open (a test harness's
      // pipe that tells it this process ended, a script's) must not be held by a lock that
      // outlives it, or the caller would wait for the unlock.
      posix_spawn_file_actions_addclosefrom_np(&actions, readyDescriptor + 1)
      let argv = ([executable] + arguments).map { strdup($0) } + [nil]
      defer { argv.forEach { free($0) } }
      var pid: pid_t = 0
      let status = posix_spawn(&pid, executable, &actions, nil, argv, environ)
      close(ends[1])
      guard status == 0 else {
        close(ends[0])
        throw Errno(rawValue: status)
      }
      var byte: UInt8 = 0
      let count = valueOrErrno(retryOnInterrupt: true) { read(ends[0], &byte, 1) }
      close(ends[0])
      if case .success(1) = count { return .ready }
      var waitStatus: Int32 = 0
      _ = valueOrErrno(retryOnInterrupt: true) { waitpid(pid, &waitStatus, 0) }
      // WIFEXITED, WEXITSTATUS and WTERMSIG, which Swift does not import.
      let signal = waitStatus & 0x7f
      return signal == 0 ? .exited((waitStatus >> 8) & 0xff) : .signalled(signal)
    }
  }
#endif
