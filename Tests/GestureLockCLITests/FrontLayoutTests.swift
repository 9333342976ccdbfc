import Foundation
import TestSupport
import Testing

/// The `gesturelock` front finds `gesturelock-tool` where the build and `make install` put it,
/// and fails plainly (127) when the installation is incomplete.
@Suite("The front finds its tool")
struct FrontLayoutTests {
  /// Copies the built front (and the tool, when `withTool`) into a `make install` layout under
  /// a temporary prefix; returns the prefix and the front's path.
  static func installed(withTool: Bool) throws -> (TemporaryDirectory, String) {
    let prefix = try TemporaryDirectory(prefix: "gesturelock-front")
    let manager = FileManager.default
    try manager.createDirectory(
      atPath: prefix.path("bin"), withIntermediateDirectories: true)
    try manager.createDirectory(
      atPath: prefix.path("libexec/gesturelock"), withIntermediateDirectories: true)
    try manager.copyItem(
      atPath: ProductBinary.gesturelock.path, toPath: prefix.path("bin/gesturelock"))
    if withTool {
      try manager.copyItem(
        atPath: ProductBinary.directory.appendingPathComponent("gesturelock-tool").path,
        toPath: prefix.path("libexec/gesturelock/gesturelock-tool"))
    }
    return (prefix, prefix.path("bin/gesturelock"))
  }

  @Test("Installed: bin/gesturelock runs libexec/gesturelock/gesturelock-tool")
  func findsTheToolInLibexec() throws {
    let (prefix, front) = try Self.installed(withTool: true)
    let result = try ProcessRunner.run(
      URL(fileURLWithPath: front), ["--lang", "en", "--store", prefix.path("s.sqlite"), "status"],
      timeout: 60)
    #expect(result.status == 5, "\(result.stderr)")
    #expect(result.stderr.contains("nothing is enrolled"), "\(result.stderr)")
  }

  @Test(
    "Without the tool: exit 127 and the path it looked for, for every command, and lock never covers the screen"
  )
  func missingTool() throws {
    let (prefix, front) = try Self.installed(withTool: false)
    // With a display: a lock without a pad could never be opened, so it must not start.
    let display = try VirtualDisplay()
    for arguments in [["status"], ["lock"]] {
      let result = try ProcessRunner.run(
        URL(fileURLWithPath: front), ["--store", prefix.path("s.sqlite")] + arguments,
        environment: ["DISPLAY": display.display], timeout: 60)
      #expect(result.status == 127, "\(arguments)")
      #expect(
        result.stderr.contains("gesturelock: cannot run \(prefix.path("bin/gesturelock-tool"))"),
        "\(result.stderr)")
    }
  }
}
