import Foundation
import TestSupport
import Testing

/// A plain build prints no warning of ours (issue 25, item 5): SwiftPM warned on every build
/// about `-pthread` and `-D_REENTRANT` from the pkg-config files of pangocairo and SDL2, which
/// it does not pass on anyway. CI's `.ci/run` also checks a whole clean build's log.
@Suite("The build prints no warning")
struct BuildWarningTests {
  /// The repository's root.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// `swift` from the toolchain that runs the tests (`SWIFT` as `make` passes it, else PATH).
  static var swift: String { ProcessInfo.processInfo.environment["SWIFT"] ?? "swift" }

  @Test("A fresh build's plan (every system library's flags) and a small target: no warning")
  func freshBuildHasNoWarning() throws {
    let scratch = try TemporaryDirectory(prefix: "gesturelock-build-log")
    // The plan covers every target, so pkg-config is read for all of them even here.
    let build = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      [
        Self.swift, "build", "--package-path", Self.root.path, "--scratch-path",
        scratch.path("build"), "--target", "GestureLockSystem",
      ], timeout: 600)
    #expect(build.status == 0, "\(build.stderr)")
    let log = build.stdout + build.stderr
    let warnings = log.split(separator: "\n").filter { $0.contains("warning:") }
    #expect(warnings.isEmpty, "\(warnings.joined(separator: "\n"))")
  }

  /// `pkg-config ARGUMENTS`' words, with `PKG_CONFIG_PATH` set to `path` when given.
  static func pkgConfig(_ arguments: [String], path: String? = nil) throws -> Set<String> {
    let result = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/pkg-config"), arguments,
      environment: path.map { ["PKG_CONFIG_PATH": $0] } ?? [:])
    try #require(result.status == 0, "\(result.stderr)")
    return Set(result.stdout.split(whereSeparator: \.isWhitespace).map(String.init))
  }

  @Test(
    "CPangoCairo's flags are Debian's pangocairo.pc less -pthread and headers pangocairo.h never includes",
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/pkg-config"),
      "needs pkg-config (make deps)"))
  func pangoCairoFlags() throws {
    let ours = Self.root.appendingPathComponent("Sources/CPangoCairo").path
    let mine = try Self.pkgConfig(["--cflags", "pangocairo-headers"], path: ours)
    let debian = try Self.pkgConfig(["--cflags", "pangocairo"])
    #expect(mine.isSubset(of: debian), "\(mine.subtracting(debian))")
    #expect(
      debian.subtracting(mine).isSubset(of: [
        "-pthread", "-I/usr/include/libmount", "-I/usr/include/blkid", "-I/usr/include/fribidi",
      ]), "\(debian.subtracting(mine))")
    // Linking is unchanged: what pkg-config links is what the requirements and the module map
    // link together.
    let mapped = try String(
      contentsOfFile: ours + "/module.modulemap", encoding: .utf8
    ).split(separator: "\n").compactMap { line -> String? in
      let words = line.split(separator: "\"")
      return line.contains("link \"") && words.count > 1 ? "-l" + words[1] : nil
    }
    let linked = try Self.pkgConfig(["--libs", "pangocairo-headers"], path: ours)
      .union(mapped)
    #expect(try Self.pkgConfig(["--libs", "pangocairo"]) == linked)
  }
}
