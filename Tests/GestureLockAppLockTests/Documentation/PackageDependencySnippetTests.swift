#if os(Linux)
  import Foundation
  import TestSupport
  import Testing

  /// The README's dependency snippet (issue 25, item 2): a path dependency's package is named
  /// after its folder unless the snippet names it, so the snippet must work for a checkout
  /// whose folder is not called `GestureLock`. SwiftPM itself reads a consumer's manifest made
  /// of the README's lines, against this checkout under another folder name.
  @Suite("The Package.swift snippets of the README and the embedding guide")
  struct PackageDependencySnippetTests {
    /// The repository's root.
    static let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()

    /// The code block of `document` that starts with `.package(`: the dependency line, then
    /// the product lines.
    static func snippet(in document: String) throws -> (dependency: String, products: [String]) {
      let text = try String(
        contentsOf: root.appendingPathComponent(document), encoding: .utf8)
      let blocks = text.components(separatedBy: "```swift\n").dropFirst()
        .map { $0.components(separatedBy: "```")[0] }
      let block = try #require(blocks.first { $0.hasPrefix(".package(") })
      let lines = block.split(separator: "\n").map(String.init)
      let products = lines.filter { $0.hasPrefix(".product(") }
      return (lines[0], products)
    }

    /// `swift` from the toolchain that runs the tests (`SWIFT` as `make` passes it, else PATH).
    static var swift: String { ProcessInfo.processInfo.environment["SWIFT"] ?? "swift" }

    @Test(
      "A consumer made of the snippet's lines resolves against a checkout in a folder of another name",
      arguments: ["README.md", "docs/embedding.md"])
    func resolvesUnderAnotherFolderName(_ document: String) throws {
      let (dependency, products) = try Self.snippet(in: document)
      #expect(dependency.contains(#"name: "GestureLock""#), "\(dependency)")
      #expect(!products.isEmpty)
      let directory = try TemporaryDirectory(prefix: "gesturelock-consumer-name")
      let checkout = directory.path("gesturelock-under-another-name")
      try FileManager.default.createSymbolicLink(
        atPath: checkout, withDestinationPath: Self.root.path)
      let consumer = directory.path("Consumer")
      try FileManager.default.createDirectory(
        atPath: consumer + "/Sources/Consumer", withIntermediateDirectories: true)
      try "print(1)\n".write(
        toFile: consumer + "/Sources/Consumer/main.swift", atomically: true, encoding: .utf8)
      let manifest = """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(
          name: "Consumer",
          dependencies: [
            \(dependency.replacingOccurrences(of: "../GestureLock", with: checkout))
          ],
          targets: [
            .executableTarget(
              name: "Consumer",
              dependencies: [
                \(products.joined(separator: "\n"))
              ])
          ]
        )
        """
      try manifest.write(toFile: consumer + "/Package.swift", atomically: true, encoding: .utf8)
      let described = try ProcessRunner.run(
        URL(fileURLWithPath: "/usr/bin/env"),
        [Self.swift, "package", "--package-path", consumer, "describe", "--type", "json"],
        timeout: 300)
      #expect(described.status == 0, "\(described.stderr)")
      #expect(described.stdout.contains("GestureLockAppLock"), "\(described.stdout)")

      // Without the name the same checkout is the package "gesturelock-under-another-name":
      // the README's note is about a real failure.
      let unnamed = manifest.replacingOccurrences(of: #"name: "GestureLock", "#, with: "")
      try unnamed.write(toFile: consumer + "/Package.swift", atomically: true, encoding: .utf8)
      let refused = try ProcessRunner.run(
        URL(fileURLWithPath: "/usr/bin/env"),
        [Self.swift, "package", "--package-path", consumer, "describe", "--type", "json"],
        timeout: 300)
      #expect(refused.status != 0)
      #expect(refused.stderr.contains("unknown package 'GestureLock'"), "\(refused.stderr)")
    }
  }
#endif
