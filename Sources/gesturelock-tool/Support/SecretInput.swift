internal import GestureLockCore
internal import GestureLockSystem

#if canImport(Glibc)
  internal import Glibc
#endif

/// Reads secrets from standard input, one per line, never echoing them in messages.
///
/// Every byte read goes straight into a `SecretBytes` (read(2) into its memory), and each line
/// is handed on as one: no `Data`, `[UInt8]` or `String` ever holds a secret here, and every
/// buffer is wiped when it ends.
enum SecretInput {
  /// The most bytes read from standard input (a secret line is short; this bounds hostile input).
  static let maximumBytes = 64 * 1024

  /// Reads one line per role from standard input: at a terminal, after a prompt for each and
  /// with echo off (`TerminalSecretEntry`); from a pipe or file, as they come.
  ///
  /// - Returns: The lines, without their line endings, each in its own wiped buffer.
  /// - Throws: `CLIError` (exit 2) when standard input cannot be read (a directory, a
  ///   descriptor opened for writing only), is larger than `maximumBytes`, is not UTF-8, or has
  ///   fewer non-empty lines than roles.
  static func lines(_ what: [SecretRole], language: Language) throws(CLIError) -> [SecretBytes] {
    if TerminalSecretEntry.isActive {
      return try TerminalSecretEntry.lines(what, language: language, limit: maximumBytes)
    }
    return try lines(what.count, what: what)
  }

  /// Reads up to `count` lines from standard input that is not a terminal.
  private static func lines(_ count: Int, what: [SecretRole]) throws(CLIError) -> [SecretBytes] {
    let input = try readStandardInput(limit: maximumBytes + 1)
    guard input.count <= maximumBytes else {
      throw .usage(.inputTooLarge(kibibytes: maximumBytes / 1024))
    }
    guard input.isValidUTF8 else {
      throw .usage(.inputNotUTF8)
    }
    var result: [SecretBytes] = []
    // Where the next line starts; past the end once the last line (without "\n") is taken.
    var start = 0
    for index in 0..<count {
      guard start <= input.count else { throw .usage(.inputMissingLine(what[index])) }
      let newline = input[start...].firstIndex(of: 0x0A) ?? input.count
      // "\r\n" ends a line as "\n" does (one Character in Swift); a lone "\r" stays.
      var end = newline
      if newline < input.count, end > start, input[end - 1] == 0x0D { end -= 1 }
      guard end > start else { throw .usage(.inputMissingLine(what[index])) }
      result.append(SecretBytes(copying: input[start..<end]))
      start = newline + 1
    }
    return result
  }

  /// Parses a pattern — a line of standard input, or the value of `--pattern` — without copying
  /// it out of its wiped buffer, mapping errors to exit 2 without repeating the input.
  static func pattern(_ line: SecretBytes, on grid: Grid, route: RouteMode, what: SecretRole)
    throws(CLIError) -> Pattern
  {
    do {
      return try Pattern(parsing: line, on: grid, route: route)
    } catch {
      throw .usage(.invalidPattern(what, error))
    }
  }

  /// Reads standard input to its end, or to `limit` bytes, straight into a wiped buffer.
  ///
  /// Reads with `read(2)`, retried on `EINTR` (and after waiting, on a non-blocking descriptor
  /// with nothing to read yet); `FileHandle.readData(ofLength:)` traps on a read error instead.
  /// The corresponding C functions are `read` and `poll`.
  ///
  /// - Throws: `CLIError` (exit 2) with the system's reason when a read fails.
  private static func readStandardInput(limit: Int) throws(CLIError) -> SecretBytes {
    var input = SecretBytes(minimumCapacity: 4096)
    while input.count < limit {
      let wanted = min(65_536, limit - input.count)
      let result = valueOrErrno(retryOnInterrupt: true) {
        input.append(upTo: wanted) { read(0, $0.baseAddress, $0.count) }
      }
      switch result {
      case .success(0):
        return input
      case .success:
        continue
      case .failure(.wouldBlock):
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, -1)
      case .failure(let error):
        throw .usage(.inputUnreadable(reason: error.description))
      }
    }
    return input
  }
}
