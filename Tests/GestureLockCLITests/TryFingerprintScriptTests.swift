import Foundation
import TestSupport
import Testing

/// `scripts/try-fingerprint` (issue 25, item 7), as the README tells a user to run it: the
/// shell it opens talks to its private fprintd, `touch` unlocks with the enrolled finger and a
/// `touch` of another id is a no-match. The shell here is a script doing what a person types.
@Suite("scripts/try-fingerprint: fingerprint unlock without a reader")
struct TryFingerprintScriptTests {
  /// The repository's root.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Whether fprintd, its enrolment tool and python3-dbusmock are installed (`make deps`).
  static var isAvailable: Bool { (try? FprintdTestBed.checkPrerequisites()) != nil }

  @Test(
    "In the script's shell: enable, a touch of the enrolled finger unlocks (0), another finger does not (1)",
    .enabled(if: isAvailable, "needs fprintd, libfprint-2-2 and python3-dbusmock (make deps)"))
  func unlocksInItsShell() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-try-fingerprint")
    let store = directory.path("lock.sqlite")
    let script = Self.root.appendingPathComponent("scripts/try-fingerprint").path
    let gesturelock = ProductBinary.gesturelock.path
    let shell = directory.path("shell.sh")
    try """
    #!/bin/sh
    gl() { "\(gesturelock)" --store "\(store)" --lang en "$@"; }
    printf '0-1-2-5-8\\n0-1-2-5-8\\n' | gl enroll >/dev/null 2>&1
    echo 0-1-2-5-8 | gl fingerprint enable >/dev/null 2>&1; echo "enable=$?"
    "\(script)" touch & gl verify --fingerprint --timeout 20 >/dev/null 2>&1; echo "match=$?"
    wait
    "\(script)" touch someone-else & gl verify --fingerprint --timeout 20 >/dev/null 2>&1
    echo "other=$?"
    wait
    """.write(toFile: shell, atomically: true, encoding: .utf8)
    #expect(chmod(shell, 0o755) == 0)
    let result = try ProcessRunner.run(
      URL(fileURLWithPath: script), [], environment: ["SHELL": shell], timeout: 180)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("enable=0"), "\(result.stdout)\n\(result.stderr)")
    #expect(result.stdout.contains("match=0"), "\(result.stdout)")
    #expect(result.stdout.contains("other=1"), "\(result.stdout)")
  }

  @Test("touch outside the script's shell says what to do, exit 1")
  func touchNeedsTheShell() throws {
    let script = Self.root.appendingPathComponent("scripts/try-fingerprint")
    let result = try ProcessRunner.run(
      script, ["touch"], environment: ["GESTURELOCK_TRY_READER": ""])
    #expect(result.status == 1)
    #expect(result.stderr.contains("GESTURELOCK_TRY_READER is not set"), "\(result.stderr)")
  }
}
