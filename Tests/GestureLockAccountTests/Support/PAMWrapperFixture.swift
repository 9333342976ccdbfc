import Foundation
import TestSupport
import Testing

/// A test user in pam_matrix's password database (`user:password:service`).
struct MatrixUser: Sendable {
  /// The account name.
  let name: String
  /// The password's bytes, exactly as PAM must receive them.
  let password: [UInt8]
  /// The one service pam_matrix's account check lets this user into.
  let service: String
}

/// The real libpam with pam_wrapper (Debian `libpam-wrapper`) and its `pam_matrix` module: a
/// private PAM configuration with test users, and `GestureLockPAMProbe` started with
/// `LD_PRELOAD=libpam_wrapper.so`, which makes libpam read its service files from that
/// configuration. Nothing on the system changes.
///
/// The `gesturelock` service is the shipped `data/pam.d/gesturelock` with each
/// `@include NAME` made absolute. With pam_wrapper 1.1.4 and Linux-PAM 1.5.2 (Debian 12) a
/// relative include is still read from the real `/etc/pam.d` (found with strace), where it
/// would reach pam_unix and /etc/shadow; so the included `common-auth` and `common-account`
/// are pam_matrix stacks in the private directory, named by full path.
final class PAMWrapperFixture: Sendable {
  /// The repository's root, from this file's path (Tests/<suite>/Support/…).
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The shipped service file.
  static let shippedService = root.appendingPathComponent("data/pam.d/gesturelock")

  /// Users of the password database. Their passwords are distinctive, so that finding one in
  /// a program's output cannot be an accident.
  static let alice = MatrixUser(
    name: "alice", password: Array("Kq7-s3cret-ALICE".utf8), service: "gesturelock")
  /// UTF-8 beyond ASCII: accents, CJK, an emoji.
  static let bob = MatrixUser(
    name: "bob", password: Array("été-密码-🔑-BOB".utf8), service: "gesturelock")
  /// An empty password in the database.
  static let carol = MatrixUser(name: "carol", password: [], service: "gesturelock")
  /// Known, but allowed only into another service (`otherapp`).
  static let dave = MatrixUser(
    name: "dave", password: Array("Zx9-dave-OTHER".utf8), service: "otherapp")
  /// Bytes that are not UTF-8 at all: "pére" in Latin-1.
  static let erin = MatrixUser(
    name: "erin", password: [0x70, 0xE9, 0x72, 0x65], service: "gesturelock")

  static let users = [alice, bob, carol, dave, erin]

  let directory: TemporaryDirectory
  /// The directory given to pam_wrapper as `PAM_WRAPPER_SERVICE_DIR`.
  let services: URL
  /// `libpam_wrapper.so`, from pkg-config.
  let wrapperLibrary: String

  init() throws {
    directory = try TemporaryDirectory(prefix: "gesturelock-pam")
    services = directory.url.appendingPathComponent("pam.d")
    try FileManager.default.createDirectory(at: services, withIntermediateDirectories: true)
    let location = try Self.locatePAMWrapper()
    wrapperLibrary = location.library
    let matrix = location.modules + "/pam_matrix.so"
    try #require(
      FileManager.default.fileExists(atPath: matrix), "pam_matrix.so missing at \(matrix)")

    var passdb: [UInt8] = []
    for user in Self.users {
      passdb += Array("\(user.name):".utf8) + user.password + Array(":\(user.service)\n".utf8)
    }
    let passdbPath = directory.path("passdb")
    try Data(passdb).write(to: URL(fileURLWithPath: passdbPath))

    // `verbose`: pam_matrix also sends PAM_TEXT_INFO / PAM_ERROR_MSG through the conversation.
    let module = "\(matrix) passdb=\(passdbPath) verbose"
    try write("common-auth", "auth required \(module)\n")
    try write("common-account", "account required \(module)\n")
    try write("otherapp", "auth required \(module)\naccount required \(module)\n")
    // `echo`: pam_matrix asks for the password with a visible prompt (PAM_PROMPT_ECHO_ON).
    try write("gesturelock-echo", "auth required \(module) echo\naccount required \(module)\n")
    // Without `other`, libpam complains on stderr at every start; a service not found here
    // falls back to it.
    try write("other", "auth required pam_deny.so\naccount required pam_deny.so\n")

    let shipped = try String(contentsOf: Self.shippedService, encoding: .utf8)
    var includes = 0
    let rewritten = shipped.split(separator: "\n", omittingEmptySubsequences: false).map {
      line -> String in
      guard let match = line.wholeMatch(of: /@include\s+([A-Za-z0-9._-]+)\s*/) else {
        return String(line)
      }
      includes += 1
      return "@include \(services.appendingPathComponent(String(match.1)).path)"
    }
    #expect(includes == 2, "the shipped service file includes common-auth and common-account")
    try write("gesturelock", rewritten.joined(separator: "\n"))
  }

  private func write(_ name: String, _ text: String) throws {
    try text.write(to: services.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  /// `libpam_wrapper.so` and pam_wrapper's module folder, from its pkg-config file.
  static func locatePAMWrapper() throws -> (library: String, modules: String) {
    let pkgConfig = URL(fileURLWithPath: "/usr/bin/pkg-config")
    let modules = try ProcessRunner.run(pkgConfig, ["--variable=modules", "pam_wrapper"])
    let libs = try ProcessRunner.run(pkgConfig, ["--libs", "pam_wrapper"])
    try #require(
      modules.status == 0 && libs.status == 0,
      "pam_wrapper not found by pkg-config: install libpam-wrapper (make deps)")
    let library = libs.stdout.split(separator: " ").map {
      $0.trimmingCharacters(in: .whitespacesAndNewlines)
    }.first { $0.hasSuffix("libpam_wrapper.so") }
    let found = try #require(library, "no libpam_wrapper.so in \(libs.stdout)")
    try #require(FileManager.default.fileExists(atPath: found), "\(found) missing")
    return (found, modules.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// Runs the probe under pam_wrapper with `password` on its standard input.
  ///
  /// pam_wrapper logs at its debug level (2). Not at 3: its trace prints the items libpam
  /// sets, the password (`PAM_AUTHTOK`) among them.
  func authenticate(user: String, password: [UInt8], service: String? = nil) throws
    -> ProcessResult
  {
    var arguments = ["--user", user]
    if let service { arguments += ["--service", service] }
    return try ProcessRunner.run(
      ProductBinary.directory.appendingPathComponent("GestureLockPAMProbe"), arguments,
      stdin: Data(password),
      environment: [
        "LD_PRELOAD": wrapperLibrary, "PAM_WRAPPER": "1",
        "PAM_WRAPPER_SERVICE_DIR": services.path, "PAM_WRAPPER_DEBUGLEVEL": "2",
      ],
      timeout: 60)
  }
}
