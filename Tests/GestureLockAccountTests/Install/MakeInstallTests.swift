import Foundation
import TestSupport
import Testing

/// `make install`'s copying half run into a temporary DESTDIR: never the real `/etc`.
@Suite("make install")
struct MakeInstallTests {
  static let root = PAMWrapperFixture.root

  /// Every regular file under `directory`, as paths relative to it, with its permission bits.
  static func files(under directory: URL) throws -> [String: Int] {
    var found: [String: Int] = [:]
    let walker = FileManager.default.enumerator(atPath: directory.path)
    while let relative = walker?.nextObject() as? String {
      let attributes = try FileManager.default.attributesOfItem(
        atPath: directory.appendingPathComponent(relative).path)
      if attributes[.type] as? FileAttributeType == .typeRegular {
        found[relative] = (attributes[.posixPermissions] as? Int) ?? -1
      }
    }
    return found
  }

  /// The files `make generate-files` writes.
  static let generatedFiles = [
    "gesturelock.1", "gesturelock.bash", "_gesturelock", "gesturelock.fish",
  ]

  /// The manual page and the completions as installed under `prefix`, each 0644.
  static func referenceFiles(under prefix: String) -> [String: Int] {
    [
      "\(prefix)/share/man/man1/gesturelock.1": 0o644,
      "\(prefix)/share/bash-completion/completions/gesturelock": 0o644,
      // zsh's $fpath has site-functions under /usr/local (vendor-completions only under /usr).
      "\(prefix)/share/zsh/site-functions/_gesturelock": 0o644,
      "\(prefix)/share/fish/vendor_completions.d/gesturelock.fish": 0o644,
    ]
  }

  /// Runs `make install-files` with `variables` and stand-in binaries (the front and the
  /// tool) readable only by their owner, so that the installed modes can only come from
  /// `install -m`.
  static func install(_ variables: [String], into destination: TemporaryDirectory) throws
    -> (result: ProcessResult, binary: Data, tool: Data)
  {
    let binary = Data("#!/bin/sh\necho stand-in for the release build\n".utf8)
    let tool = Data("#!/bin/sh\necho stand-in for the release tool\n".utf8)
    let source = destination.path("../\(destination.url.lastPathComponent)-gesturelock")
    let toolSource = source + "-tool"
    try binary.write(to: URL(fileURLWithPath: source))
    try tool.write(to: URL(fileURLWithPath: toolSource))
    defer {
      try? FileManager.default.removeItem(atPath: source)
      try? FileManager.default.removeItem(atPath: toolSource)
    }
    for path in [source, toolSource] {
      try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
    }
    // Stand-ins for the manual page and the completions `generate-files` writes.
    let generated = source + "-generated"
    try FileManager.default.createDirectory(atPath: generated, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: generated) }
    for name in Self.generatedFiles {
      let path = generated + "/" + name
      try Data("stand-in for \(name)\n".utf8).write(to: URL(fileURLWithPath: path))
      try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
    }
    let result = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/make"),
      [
        "-C", root.path, "--no-print-directory", "install-files",
        "DESTDIR=\(destination.url.path)", "RELEASE_BIN=\(source)", "RELEASE_TOOL=\(toolSource)",
        "GENERATED=\(generated)",
      ] + variables,
      timeout: 60)
    return (result, binary, tool)
  }

  @Test(
    "The front lands in $(PREFIX)/bin and the tool in $(PREFIX)/libexec/gesturelock as 0755, the PAM service in /etc/pam.d as 0644"
  )
  func installsUnderDestdir() throws {
    let destination = try TemporaryDirectory(prefix: "gesturelock-install")
    let (result, binary, tool) = try Self.install([], into: destination)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      try Self.files(under: destination.url)
        == [
          "usr/local/bin/gesturelock": 0o755,
          "usr/local/libexec/gesturelock/gesturelock-tool": 0o755,
          "etc/pam.d/gesturelock": 0o644,
        ].merging(Self.referenceFiles(under: "usr/local")) { $1 })
    #expect(
      FileManager.default.contents(atPath: destination.path("usr/local/bin/gesturelock"))
        == binary)
    #expect(
      FileManager.default.contents(
        atPath: destination.path("usr/local/libexec/gesturelock/gesturelock-tool")) == tool)
    let installed = try #require(
      FileManager.default.contents(atPath: destination.path("etc/pam.d/gesturelock")))
    let shipped = try Data(contentsOf: PAMWrapperFixture.shippedService)
    #expect(installed == shipped)
    let lines = String(decoding: installed, as: UTF8.self).split(separator: "\n")
    #expect(lines.contains("@include common-auth"))
    #expect(lines.contains("@include common-account"))
  }

  @Test("PREFIX and PAMDIR move the files, always under DESTDIR")
  func honoursPrefix() throws {
    let destination = try TemporaryDirectory(prefix: "gesturelock-install")
    let (result, _, _) = try Self.install(
      ["PREFIX=/opt/gl", "PAMDIR=/usr/lib/pam.d"], into: destination)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      try Self.files(under: destination.url)
        == [
          "opt/gl/bin/gesturelock": 0o755, "opt/gl/libexec/gesturelock/gesturelock-tool": 0o755,
          "usr/lib/pam.d/gesturelock": 0o644,
        ].merging(Self.referenceFiles(under: "opt/gl")) { $1 })
  }
}
