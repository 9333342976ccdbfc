#if canImport(Darwin)
  internal import Darwin
#elseif canImport(Glibc)
  internal import Glibc
#endif

/// The arguments this process was started with (`argv`, the program's name first), read so
/// that a library preloaded into the process cannot hide them.
///
/// Swift's `CommandLine.arguments` cannot be trusted for this on Linux when the Swift runtime
/// is linked statically (`--static-swift-stdlib`, the release build): the runtime does not take
/// `argc` and `argv` from `main` but finds them in a C++ static constructor that takes
/// `environ`, checks that it still points into the initial stack, and walks back from it to
/// `argc` (`ArgvGrabber` in swift's `stdlib/public/CommandLineSupport/CommandLine.cpp`). In a
/// static build that constructor is part of the executable, so it runs after the constructors
/// of every preloaded shared library; one that adds an environment variable (pam_wrapper does:
/// `setenv("PAM_WRAPPER_RUNTIME_DIR", …)`) makes glibc move `environ` to the heap, the check
/// fails, and `CommandLine.arguments` is empty. The command then sees no arguments at all (seen
/// here: the release `gesturelock-tool` under pam_wrapper printed its usage and exited 2). With
/// the runtime as a shared library (debug builds) its constructor runs before the preloaded
/// library's and the bug does not show. Nor does it when the preloaded library already ran in
/// the parent (under `strace`, `gdb`, `env`, a shell started with the preload): the variable is
/// then inherited and `setenv` replaces it where it is.
///
/// So the arguments come from `/proc/self/cmdline`, which the kernel reads from the argument
/// strings it laid out at `execve` (whatever `environ` has become since); only where it cannot
/// be read (no `/proc`, as on Apple platforms) do they come from `CommandLine.arguments`.
public enum ProcessArguments {
  /// Every argument of this process, `argv[0]` first: from `/proc/self/cmdline`, else (no
  /// `/proc`, or it cannot be read) `CommandLine.arguments`.
  ///
  /// Reads the file each time it is called (a few hundred bytes): call it once at start.
  ///
  /// The corresponding C functions are `open` and `read`.
  public static func current() -> [String] {
    guard let bytes = commandLineFile(), !bytes.isEmpty else { return CommandLine.arguments }
    return arguments(fromCommandLineFile: bytes)
  }

  /// The arguments in the bytes of a `/proc/PID/cmdline` file: each one followed by a NUL byte
  /// (so an empty argument is a NUL alone), decoded as UTF-8 with ill-formed bytes repaired, as
  /// `CommandLine.arguments` decodes them.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  static func arguments(fromCommandLineFile bytes: [UInt8]) -> [String] {
    var pieces = bytes.split(separator: 0, omittingEmptySubsequences: false)
    // The last argument's NUL leaves an empty piece after it, which is no argument.
    if pieces.last?.isEmpty == true { pieces.removeLast() }
    return pieces.map { String(decoding: $0, as: UTF8.self) }
  }

  /// The whole of `/proc/self/cmdline`, or `nil` when it cannot be opened or read.
  private static func commandLineFile() -> [UInt8]? {
    guard
      case .success(let descriptor) = valueOrErrno(
        retryOnInterrupt: true, { open("/proc/self/cmdline", O_RDONLY | O_CLOEXEC) })
    else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let result = chunk.withUnsafeMutableBytes { buffer in
        valueOrErrno(retryOnInterrupt: true) { read(descriptor, buffer.baseAddress, buffer.count) }
      }
      guard case .success(let count) = result else { return nil }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk.prefix(count))
    }
  }
}
