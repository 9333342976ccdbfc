#if canImport(Glibc)
  internal import Glibc
#endif

/// A `gesturelock lock` command line in the plain form the front runs itself: the global
/// options `--store PATH`, `--profile NAME` and `--lang CODE` (each at most once, before the
/// command), then `lock`, then at most `--blank-after SECONDS` as a whole number of seconds in
/// 0...86400.
///
/// Anything else (`--events`, `--help`, an option given twice, a value that looks like an
/// option, another command) is not parsed here: it goes to `gesturelock-tool`, which knows
/// every option and says what is wrong with a line, so the two never disagree about one. Nor
/// is any `lock` in a Wayland session (``waylandDisplayIsSet``).
struct LockInvocation: Equatable {
  /// The global options as given, in order (`["--store", "/path", …]`).
  var globalArguments: [String]
  /// The idle time before the lock screen blanks, in seconds, as given (digits only).
  var blankAfter: String

  /// The value of `--store`, when given; `nil` for the default store.
  var storePath: String? {
    guard let index = globalArguments.firstIndex(of: "--store") else { return nil }
    return globalArguments[index + 1]
  }

  /// The global options the front passes on to the pad's process.
  static let globalOptions: Set<String> = ["--store", "--profile", "--lang"]

  /// The longest idle time `lock` accepts, in seconds (as `gesturelock-tool`).
  static let maximumBlankAfter = 86_400

  /// Parses `arguments` (without the program's name); `nil` when the line is not in the plain
  /// form.
  ///
  /// - Complexity: O(arguments).
  init?(arguments: [String]) {
    var index = 0
    var globals: [String] = []
    var seen: Set<String> = []
    while index + 1 < arguments.count, Self.globalOptions.contains(arguments[index]) {
      let (option, value) = (arguments[index], arguments[index + 1])
      guard seen.insert(option).inserted, !value.isEmpty, !value.hasPrefix("-") else {
        return nil
      }
      globals += [option, value]
      index += 2
    }
    guard index < arguments.count, arguments[index] == "lock" else { return nil }
    let rest = arguments[(index + 1)...]
    var blankAfter = "30"
    if !rest.isEmpty {
      guard rest.count == 2, rest.first == "--blank-after", let value = rest.last,
        !value.isEmpty, value.count <= 5, value.allSatisfy({ "0"..."9" ~= $0 }),
        let seconds = Int(value), seconds <= Self.maximumBlankAfter
      else { return nil }
      blankAfter = value
    }
    self.globalArguments = globals
    self.blankAfter = blankAfter
  }

  /// Whether `WAYLAND_DISPLAY` is set (not empty): then `lock` takes the Wayland session lock
  /// when the compositor offers it, which only `gesturelock-tool` (linked with
  /// libwayland-client) can ask; the front hands such a `lock` over instead of grabbing the
  /// XWayland display (issue 23). The front stays X11-only, so X11 sessions keep its speed.
  static var waylandDisplayIsSet: Bool {
    guard let name = getenv("WAYLAND_DISPLAY") else { return false }
    return name.pointee != 0
  }

  /// The arguments of the lock screen's pad process: `gesturelock-tool [globals] lock-pad
  /// --blank-after SECONDS`.
  var padArguments: [String] {
    globalArguments + ["lock-pad", "--blank-after", blankAfter]
  }
}
