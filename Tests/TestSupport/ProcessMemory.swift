// Linux only: /proc.
#if os(Linux)
  internal import Foundation

  /// What the tests of memory disclosure read of another process through `/proc`: its memory
  /// (as root, who may read any process's memory, a non-dumpable one included), its core
  /// file limit, and whether it has gone.
  public enum ProcessMemory {
    /// Whether `needle` occurs anywhere in the memory of process `pid`: every readable mapping
    /// of `/proc/PID/maps`, read through `/proc/PID/mem` in pieces that overlap by
    /// `needle.count - 1` bytes, searched with Foundation's `Data.range(of:in:)`.
    ///
    /// - Returns: `nil` when the process's memory cannot be read at all (gone, or not root).
    public static func contains(_ needle: [UInt8], pid: Int32) -> Bool? {
      guard !needle.isEmpty,
        let maps = try? String(contentsOfFile: "/proc/\(pid)/maps", encoding: .utf8)
      else { return nil }
      let memory = open("/proc/\(pid)/mem", O_RDONLY | O_CLOEXEC)
      guard memory >= 0 else { return nil }
      defer { close(memory) }
      let chunk = 1 << 22
      let pattern = Data(needle)
      var buffer = Data(count: chunk + needle.count)
      var readAny = false
      for line in maps.split(separator: "\n") {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        guard fields.count >= 2, fields[1].hasPrefix("r") else { continue }
        let range = fields[0].split(separator: "-")
        guard range.count == 2, let start = UInt64(range[0], radix: 16),
          let end = UInt64(range[1], radix: 16)
        else { continue }
        var offset = start
        while offset < end {
          let wanted = Int(min(UInt64(buffer.count), end - offset))
          let count = buffer.withUnsafeMutableBytes {
            pread(memory, $0.baseAddress, wanted, off_t(offset))
          }
          guard count > 0 else { break }  // [vvar] and the like cannot be read: skip them
          readAny = true
          // Foundation's search (optimised code, unlike this debug-built test).
          if buffer.range(of: pattern, in: 0..<count) != nil { return true }
          // The next piece starts `needle.count - 1` bytes back, so no match is cut in two.
          offset += UInt64(max(1, count - (needle.count - 1)))
        }
      }
      return readAny ? false : nil
    }

    /// The core file limit of process `pid` as `/proc/PID/limits` shows it (soft and hard,
    /// e.g. `("0", "0")` or `("unlimited", "unlimited")`), or `nil` when it cannot be read.
    public static func coreLimit(pid: Int32) -> (soft: String, hard: String)? {
      guard let limits = try? String(contentsOfFile: "/proc/\(pid)/limits", encoding: .utf8),
        let line = limits.split(separator: "\n").first(where: {
          $0.hasPrefix("Max core file size")
        })
      else { return nil }
      let fields = line.dropFirst("Max core file size".count).split(separator: " ")
      guard fields.count >= 2 else { return nil }
      return (String(fields[0]), String(fields[1]))
    }

    /// Whether process `pid` has ended (gone, or a zombie waiting for its parent).
    public static func hasEnded(pid: Int32) -> Bool {
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
        return true
      }
      // The state follows the command's closing parenthesis: "pid (comm) S …".
      guard let close = stat.lastIndex(of: ")") else { return true }
      let state = stat[stat.index(after: close)...].drop { $0 == " " }.first
      return state == "Z" || state == "X"
    }

    /// Waits until process `pid` has ended; `false` after `timeout` seconds.
    public static func waitUntilEnded(pid: Int32, timeout: Double = 20) -> Bool {
      let deadline = Date().addingTimeInterval(timeout)
      while Date() < deadline {
        if hasEnded(pid: pid) { return true }
        usleep(20_000)
      }
      return hasEnded(pid: pid)
    }

    /// Waits until process `pid` runs the program `name` (`/proc/PID/comm`, at most 15
    /// bytes: after its `execve`); `false` after `timeout` seconds.
    public static func waitForCommand(_ name: String, pid: Int32, timeout: Double = 20) -> Bool {
      let deadline = Date().addingTimeInterval(timeout)
      repeat {
        let command = try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)
        if command?.trimmingCharacters(in: .newlines) == String(name.prefix(15)) { return true }
        usleep(20_000)
      } while Date() < deadline
      return false
    }

    /// The names of the core files in `directory` (`core`, `core.PID`, …).
    public static func coreFiles(in directory: String) -> [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
        .filter { $0 == "core" || $0.hasPrefix("core.") }
    }
  }
#endif
