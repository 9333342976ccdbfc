// Linux only, like ProductBinary's users: the release build is made by `make build` here.
#if os(Linux)
  public import Foundation

  /// The release build of `gesturelock` and `gesturelock-tool` (`make build`: optimised, the
  /// Swift runtime linked statically, no backtracer, so a crash writes a core): what the tests
  /// of cores, signals and memory run, since a debug build behaves otherwise there.
  ///
  /// `make test` builds it first. A test that needs it is skipped, with the reason, when it is
  /// missing or older than a source file: a stale build would test other code.
  public enum ReleaseBuild {
    /// The package's root: the directory holding the scratch directory the tests run from
    /// (`.build`, or `.build-asan` and the like).
    public static var packageRoot: URL {
      var directory = ProductBinary.directory
      while !directory.lastPathComponent.hasPrefix(".build"), directory.path != "/" {
        directory = directory.deletingLastPathComponent()
      }
      return directory.deletingLastPathComponent()
    }

    /// Where the release executables are: `GESTURELOCK_RELEASE_BIN_DIR`, else `.build/release`.
    public static var directory: URL {
      if let override = ProcessInfo.processInfo.environment["GESTURELOCK_RELEASE_BIN_DIR"] {
        return URL(fileURLWithPath: override)
      }
      return packageRoot.appendingPathComponent(".build/release")
    }

    /// The release `gesturelock` (the front).
    public static var gesturelock: URL { directory.appendingPathComponent("gesturelock") }

    /// The release `gesturelock-tool`.
    public static var tool: URL { directory.appendingPathComponent("gesturelock-tool") }

    /// Why the release build cannot be tested now (missing, or older than a file under
    /// `Sources` or `Package.swift`), or `nil` when it is there and current. The benchmarks'
    /// sources are not looked at: neither program is built from them, and `make build` links
    /// neither again after they change, so a newer one would skip these tests for good.
    public static var unavailableReason: String? {
      let files = FileManager.default
      func modified(_ url: URL) -> Date? {
        (try? files.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
      }
      var built: Date = .distantFuture
      for binary in [gesturelock, tool] {
        guard let date = modified(binary) else {
          return "no release build at \(binary.path): run `make build` (make test does)"
        }
        built = min(built, date)
      }
      if ProcessInfo.processInfo.environment["GESTURELOCK_RELEASE_BIN_DIR"] != nil { return nil }
      var sources = [packageRoot.appendingPathComponent("Package.swift")]
      let root = packageRoot.appendingPathComponent("Sources")
      if let walker = files.enumerator(at: root, includingPropertiesForKeys: nil) {
        for case let url as URL in walker
        where !url.path.hasPrefix(root.appendingPathComponent("GestureLockBenchmarks").path) {
          sources.append(url)
        }
      }
      for source in sources {
        if let date = modified(source), date > built {
          return "the release build is older than \(source.lastPathComponent): run `make build`"
        }
      }
      return nil
    }
  }
#endif
