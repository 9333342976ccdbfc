import Foundation
import GestureLockCore
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// "Forgot your pattern? Use your account password": `gesturelock lock` started under
/// pam_wrapper (preloaded when the process starts; the pad's process inherits it) with a
/// pam_matrix stack for service `gesturelock` that knows the test's own user, against the real
/// libpam. Nothing on the system changes.
@Suite(
  "gesturelock lock: the account password through PAM (pam_wrapper)", .serialized,
  .enabled(
    if: TwoMonitorDisplay.isAvailable, "needs Xvfb, xrandr, xdotool, ImageMagick, python3-xlib"))
struct LockAccountPasswordTests {
  static let password = "Kq7lockPASSWORD"

  /// The pam_wrapper environment: `LD_PRELOAD`, and a service directory whose `gesturelock`
  /// stack is pam_matrix with the running user and `password`.
  static func environment(in directory: TemporaryDirectory) throws -> [String: String] {
    let pkgConfig = URL(fileURLWithPath: "/usr/bin/pkg-config")
    let modules = try ProcessRunner.run(pkgConfig, ["--variable=modules", "pam_wrapper"])
    let libs = try ProcessRunner.run(pkgConfig, ["--libs", "pam_wrapper"])
    try #require(modules.status == 0 && libs.status == 0, "install libpam-wrapper (make deps)")
    let library = try #require(
      libs.stdout.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        .first { $0.hasSuffix("libpam_wrapper.so") })
    let matrix = modules.stdout.trimmingCharacters(in: .whitespacesAndNewlines) + "/pam_matrix.so"
    let user = String(cString: getpwuid(getuid()).pointee.pw_name)
    let passdb = directory.path("passdb")
    try "\(user):\(password):gesturelock\n".write(toFile: passdb, atomically: true, encoding: .utf8)
    let services = directory.path("pam.d")
    try FileManager.default.createDirectory(atPath: services, withIntermediateDirectories: true)
    let module = "\(matrix) passdb=\(passdb)"
    try "auth required \(module)\naccount required \(module)\n".write(
      toFile: services + "/gesturelock", atomically: true, encoding: .utf8)
    try "auth required pam_deny.so\naccount required pam_deny.so\n".write(
      toFile: services + "/other", atomically: true, encoding: .utf8)
    return [
      "LD_PRELOAD": library, "PAM_WRAPPER": "1", "PAM_WRAPPER_SERVICE_DIR": services,
    ]
  }

  @Test("Tab, a wrong account password is counted; the right one unlocks (exit 0, uncovered)")
  func accountPasswordUnlocks() throws {
    let screen = try TwoMonitorDisplay()
    let store = try LockCommandTests.store(on: screen)
    let window = try ScreenCoverTests.window(ScreenCoverTests.colour, on: screen)
    try screen.xdotool(["mousemove", "1200", "300"])
    let locker = try ChildClient(
      ProductBinary.gesturelock, ["--store", store, "--lang", "en", "lock"], display: screen.name,
      environment: try Self.environment(in: screen.directory))
    _ = try #require(locker.next(containing: #""event":"ready""#))

    try screen.xdotool(["key", "Tab"])
    try screen.xdotool(["type", "--delay", "20", "wrongPASSWORD"])
    try screen.xdotool(["key", "Return"])
    let rejected = try #require(locker.next(containing: #""event":"account_password""#))
    #expect(rejected.contains(#""result":"rejected","attemptsBeforeDelay":4"#), "\(rejected)")
    #expect(!rejected.contains("wrongPASSWORD"))
    #expect(locker.isRunning)
    #expect(try ScreenCoverTests.visible(ScreenCoverTests.colour, on: screen) == (0, 0))

    try screen.xdotool(["type", "--delay", "20", Self.password])
    try screen.xdotool(["key", "Return"])
    let accepted = try #require(locker.next(containing: #""event":"account_password""#))
    #expect(accepted.contains(#""result":"accepted""#), "\(accepted)")
    #expect(locker.waitForExit(timeout: 30) == 0)
    let (left, right) = try ScreenCoverTests.visible(ScreenCoverTests.colour, on: screen)
    #expect(left > 100_000 && right > 100_000)
    #expect(!locker.output.allLines.contains { $0.contains(Self.password) })
    window.finish()
  }

  @Test(
    "A secret removed while locked: the lock screen never enrols; only the account password opens")
  func neverEnrols() throws {
    let screen = try TwoMonitorDisplay()
    let store = try LockCommandTests.store(on: screen)
    try screen.xdotool(["mousemove", "1200", "300"])
    let locker = try ChildClient(
      ProductBinary.gesturelock, ["--store", store, "--lang", "en", "lock"], display: screen.name,
      environment: try Self.environment(in: screen.directory))
    let ready = try #require(locker.next(containing: #""event":"ready""#))
    let nodes = try LockCommandTests.nodes(ready)

    let removed = try ProcessRunner.run(
      ProductBinary.gesturelock, ["--store", store, "remove", "--force"])
    #expect(removed.status == 0, "\(removed.stderr)")
    // The pad started again reads the store: nothing enrolled.
    let children = LockCommandTests.padChildren(of: locker.pid)
    try #require(children.count == 1)
    kill(children[0], SIGKILL)
    let again = try #require(locker.next(containing: #""event":"ready""#))
    #expect(again.contains(#""stage":"enrol""#), "\(again)")

    // Drawing a pattern twice (enrol, confirm) does nothing here.
    try LockCommandTests.draw(LockCommandTests.secret, nodes: nodes, on: screen)
    try LockCommandTests.draw(LockCommandTests.secret, nodes: nodes, on: screen)
    try screen.xdotool(["type", "--delay", "20", Self.password])
    try screen.xdotool(["key", "Return"])
    let accepted = try #require(locker.next(containing: #""event":"account_password""#))
    #expect(accepted.contains(#""result":"accepted""#), "\(accepted)")
    #expect(locker.waitForExit(timeout: 30) == 0)
    let lines = locker.output.allLines
    #expect(!lines.contains { $0.contains(#""event":"enrolled""#) || $0.contains("confirm") })
    let status = try ProcessRunner.run(ProductBinary.gesturelock, ["--store", store, "status"])
    #expect(status.stdout.contains(#""enrolled":false"#), "\(status.stdout)")
  }
}
