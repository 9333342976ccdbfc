import Foundation
import TestSupport
import Testing

/// The release build's arguments under pam_wrapper, as the PAM lock-screen tests run it: the
/// release `gesturelock-tool` and `gesturelock` link the Swift runtime statically, and its way
/// of finding `argv` (from `environ`, in a constructor that runs after the preloaded library's)
/// fails once pam_wrapper's constructor adds `PAM_WRAPPER_RUNTIME_DIR` to the environment: the
/// commands then saw no arguments, printed their usage and exited 2. `ProcessArguments` says
/// more. The debug build links the runtime as a shared library and never showed it.
@Suite(
  "The release build under pam_wrapper sees its arguments",
  .enabled(if: ReleaseBuild.unavailableReason == nil, "\(ReleaseBuild.unavailableReason ?? "")"))
struct ReleaseArgumentsUnderPreloadTests {
  @Test(
    "gesturelock-tool and the gesturelock front, preloaded with pam_wrapper, read --store and --lang"
  )
  func argumentsSurviveThePreload() throws {
    // pam_wrapper's setenv adds a variable only when it is not there yet; inherited, it would
    // be replaced in place, environ would stay where it was, and nothing would be tested.
    try #require(
      ProcessInfo.processInfo.environment["PAM_WRAPPER_RUNTIME_DIR"] == nil,
      "the test runs under pam_wrapper itself")
    let directory = try TemporaryDirectory()
    // Chinese from the environment, so that English messages show --lang was read; the
    // default store in an empty folder, so that only the store given is enrolled.
    let environment = try LockAccountPasswordTests.environment(in: directory).merging(
      ["LC_ALL": "zh_CN.UTF-8", "XDG_DATA_HOME": directory.path("data")],
      uniquingKeysWith: { $1 })
    // Control: in this environment the preloaded library does add a variable at load time
    // (env(1) is dynamically linked, so pam_wrapper's constructor runs in it too).
    let shown = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/env"), [], environment: environment)
    #expect(shown.stdout.contains("PAM_WRAPPER_RUNTIME_DIR="), "\(shown.stdout)")

    // Without its arguments a command prints its usage and exits 2. With them: `status` of
    // the store given (its name has a space and a non-ASCII letter) says enrolled; a store that is not there is named in the language asked for.
    let store = directory.path("锁 lock.sqlite")
    let pattern = Data("0-1-2-5-8\n0-1-2-5-8\n".utf8)
    let enrolled = try ProcessRunner.run(
      ReleaseBuild.tool, ["--store", store, "enroll"], stdin: pattern)
    try #require(enrolled.status == 0, "\(enrolled.stderr)")
    for program in [ReleaseBuild.tool, ReleaseBuild.gesturelock] {
      let name = program.lastPathComponent
      let status = try ProcessRunner.run(
        program, ["--store", store, "status"], environment: environment)
      #expect(status.status == 0, "\(name): \(status.stderr)")
      #expect(status.stdout.contains(#""enrolled":true"#), "\(name): \(status.stdout)")
      let missing = try ProcessRunner.run(
        program, ["--store", directory.path("none.sqlite"), "--lang", "en", "status"],
        environment: environment)
      #expect(missing.status == 5, "\(name): \(missing.stderr)")
      #expect(missing.stderr.contains("there is no store at"), "\(name): \(missing.stderr)")
    }
  }
}
