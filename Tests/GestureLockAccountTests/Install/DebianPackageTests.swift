import Foundation
import TestSupport
import Testing

/// The Debian package `make deb` builds (issue 25), installed into a scratch root with
/// `dpkg-deb -x`: never into the system. The front runs from there, finds the tool beside it in
/// `../libexec`, and works on a store; the manual page and the completions are where Debian's
/// man, bash-completion, zsh and fish look. `.ci/run` builds the package before the tests;
/// elsewhere run `make deb` first (the test says so and is skipped without a package).
@Suite("make deb, installed into a scratch root")
struct DebianPackageTests {
  static let root = PAMWrapperFixture.root

  /// The newest `gesturelock_*_amd64.deb` in `.build/deb`, if `make deb` ran.
  static var package: URL? {
    let directory = root.appendingPathComponent(".build/deb")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    let packages = names.filter { $0.hasPrefix("gesturelock_") && $0.hasSuffix(".deb") }.sorted()
    return packages.last.map { directory.appendingPathComponent($0) }
  }

  @Test(
    "Unpacked into a scratch root: gesturelock --version, a store command, the manual page, the completions",
    .enabled(if: package != nil, "no .build/deb/gesturelock_*.deb: run `make deb` first"))
  func installsIntoScratchRoot() throws {
    let package = try #require(Self.package)
    let scratch = try TemporaryDirectory(prefix: "gesturelock-deb-root")
    let unpacked = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/dpkg-deb"), ["-x", package.path, scratch.url.path])
    #expect(unpacked.status == 0, "\(unpacked.stderr)")

    let front = URL(fileURLWithPath: scratch.path("usr/bin/gesturelock"))
    let version = try ProcessRunner.run(front, ["--version"])
    #expect(version.status == 0, "\(version.stderr)")
    // The version in the package's name is the one the installed program reports.
    let named = package.lastPathComponent.split(separator: "_")[1]
    #expect(version.stdout == "gesturelock \(named)\n", "\(version.stdout)")

    // The front runs the tool from ../libexec/gesturelock: a store command works.
    let store = scratch.path("lock.sqlite")
    let enrolled = try ProcessRunner.run(
      front, ["--store", store, "enroll"], stdin: Data("0-1-2-5-8\n0-1-2-5-8\n".utf8))
    #expect(enrolled.status == 0, "\(enrolled.stderr)")
    let verified = try ProcessRunner.run(
      front, ["--store", store, "verify"], stdin: Data("0-1-2-5-8\n".utf8))
    #expect(verified.status == 0, "\(verified.stderr)")

    for path in [
      "usr/libexec/gesturelock/gesturelock-tool", "etc/pam.d/gesturelock",
      "usr/share/man/man1/gesturelock.1.gz", "usr/share/bash-completion/completions/gesturelock",
      "usr/share/zsh/vendor-completions/_gesturelock",
      "usr/share/fish/vendor_completions.d/gesturelock.fish",
      "usr/share/doc/gesturelock/copyright", "usr/share/doc/gesturelock/changelog.gz",
    ] {
      #expect(FileManager.default.fileExists(atPath: scratch.path(path)), "\(path)")
    }
    let copyright = try String(
      contentsOfFile: scratch.path("usr/share/doc/gesturelock/copyright"), encoding: .utf8)
    #expect(
      copyright.hasPrefix(
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"))

    let control = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/dpkg-deb"), ["--field", package.path, "Depends", "Version"])
    #expect(control.stdout.contains("Version: \(named)"), "\(control.stdout)")
    #expect(control.stdout.contains("libpam0g"), "\(control.stdout)")
  }
}
