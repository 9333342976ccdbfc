import Foundation
import Testing

/// The repository carries its own specification and design (docs/SPEC.md, docs/DESIGN.md):
/// the module graph written there is the one Package.swift declares, and every citation of
/// them in the sources and tests names a section that exists.
@Suite("The spec and the design in docs/")
struct DesignDocumentTests {
  /// The repository's root, found from this file's path (Tests/<suite>/Documentation/…).
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func read(_ relativePath: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
  }

  /// Every `.target`, `.executableTarget` and `.testTarget` of Package.swift with the names in
  /// its `dependencies:` list (system-library targets have none and are left out).
  static func packageGraph() throws -> [String: Set<String>] {
    let manifest = try read("Package.swift")
    var graph: [String: Set<String>] = [:]
    let declaration = /\.(?:target|executableTarget)\(\s*name:\s*"([^"]+)"/
    for match in manifest.matches(of: declaration) {
      let name = String(match.1)
      let rest = manifest[match.range.upperBound...]
      // The declaration ends at the next target declaration; its dependencies lie before.
      let end = rest.firstRange(of: /\n    \.[a-zA-Z]+\(/)?.lowerBound ?? rest.endIndex
      let body = rest[..<end]
      var dependencies: Set<String> = []
      if let list = body.firstMatch(of: /dependencies:\s*\[([^\]]*)\]/) {
        for item in list.1.matches(of: /"([^"]+)"/) { dependencies.insert(String(item.1)) }
      }
      graph[name] = dependencies
    }
    return graph
  }

  /// The table under "Module graph" in docs/DESIGN.md: module → dependencies.
  static func documentedGraph() throws -> [String: Set<String>] {
    let design = try read("docs/DESIGN.md")
    let section = try #require(design.range(of: "## Module graph"))
    let next = design[section.upperBound...].range(of: "\n## ")?.lowerBound ?? design.endIndex
    var graph: [String: Set<String>] = [:]
    for line in design[section.upperBound..<next].split(separator: "\n") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard line.hasPrefix("|"), cells.count == 2, !cells[0].hasPrefix("-"), cells[0] != "module"
      else { continue }
      let dependencies = cells[1] == "—" ? [] : cells[1].split(separator: ",")
      graph[cells[0]] = Set(dependencies.map { $0.trimmingCharacters(in: .whitespaces) })
    }
    return graph
  }

  @Test("DESIGN.md's module table is the graph Package.swift declares, for every product module")
  func moduleGraphMatchesThePackage() throws {
    let declared = try Self.packageGraph()
    let documented = try Self.documentedGraph()
    #expect(documented.count >= 8)
    for (module, dependencies) in documented {
      #expect(declared[module] == dependencies, "\(module)")
    }
    // Every shipped or benchmark module is documented (test targets and helpers need not be).
    let undocumented = declared.keys.filter {
      $0.hasPrefix("GestureLock") && !$0.hasSuffix("Tests") && documented[$0] == nil
    }
    #expect(undocumented.isEmpty, "\(undocumented.sorted())")
    #expect(documented["gesturelock"] != nil)
  }

  @Test("DESIGN.md's product table names the library products Package.swift declares")
  func productsMatchThePackage() throws {
    let manifest = try Self.read("Package.swift")
    let declared = Set(
      manifest.matches(of: /\.library\(name:\s*"([^"]+)"/).map { String($0.1) })
    let design = try Self.read("docs/DESIGN.md")
    let section = try #require(design.range(of: "## Products"))
    let next = design[section.upperBound...].range(of: "\n## ")?.lowerBound ?? design.endIndex
    var documented: Set<String> = []
    for line in design[section.upperBound..<next].split(separator: "\n") where line.hasPrefix("|") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      if let name = cells.first, name.hasPrefix("GestureLock") { documented.insert(name) }
    }
    #expect(declared.count >= 8)
    #expect(documented == declared)
  }

  /// Swift sources under Sources/ and Tests/.
  static func swiftSources() throws -> [(path: String, text: String)] {
    var files: [(String, String)] = []
    for folder in ["Sources", "Tests"] {
      let base = root.appendingPathComponent(folder)
      let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
      while let url = walker?.nextObject() as? URL {
        guard url.pathExtension == "swift" else { continue }
        files.append((url.path, try String(contentsOf: url, encoding: .utf8)))
      }
    }
    return files
  }

  @Test("Every 'SPEC.md §N' cited in the code is a section of docs/SPEC.md")
  func specCitationsExist() throws {
    let spec = try Self.read("docs/SPEC.md")
    let sections = Set(spec.matches(of: #/\n## (\d+)\. /#).map { Int($0.1)! })
    #expect(sections == Set(1...11))
    var cited = 0
    for file in try Self.swiftSources() {
      for citation in file.text.matches(of: /SPEC\.md §(\d+)/) {
        cited += 1
        #expect(sections.contains(Int(citation.1)!), "\(file.path): §\(citation.1)")
      }
    }
    #expect(cited > 50)
  }

  @Test("Every 'DESIGN.md \"Section\"' cited in the code is a heading of docs/DESIGN.md")
  func designCitationsExist() throws {
    let design = try Self.read("docs/DESIGN.md")
    let headings = Set(design.matches(of: /\n## ([^\n]+)/).map { String($0.1) })
    var cited = 0
    for file in try Self.swiftSources() {
      for citation in file.text.matches(of: /DESIGN\.md "([^"]+)"/) {
        cited += 1
        #expect(headings.contains(String(citation.1)), "\(file.path): \(citation.1)")
      }
    }
    #expect(cited >= 5)
  }

  @Test("Every Markdown document named in the sources is a file of the repository")
  func citedDocumentsExist() throws {
    var names: Set<String> = []
    for file in try Self.swiftSources() {
      for citation in file.text.matches(of: /\b([A-Z][A-Z-]+\.md)\b/) {
        names.insert(String(citation.1))
      }
    }
    #expect(names.contains("SPEC.md"))
    // Files of the working tree, not of hidden folders (.git, .build and the sanitizer builds).
    var present: Set<String> = []
    let walker = FileManager.default.enumerator(
      at: Self.root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    while let url = walker?.nextObject() as? URL { present.insert(url.lastPathComponent) }
    for name in names.sorted() {
      #expect(present.contains(name), "\(name) is cited but not in the repository")
    }
  }
}
