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

  /// Every `.target` and `.executableTarget` of Package.swift with the names in its
  /// `dependencies:` list (system-library and test targets are left out).
  ///
  /// Plain string scanning, no `Regex`: this suite runs on iOS 15 / macOS 12 too, and Swift's
  /// regular expressions need iOS 16 / macOS 13.
  static func packageGraph() throws -> [String: Set<String>] {
    let manifest = try read("Package.swift")
    var graph: [String: Set<String>] = [:]
    for opening in [".target(", ".executableTarget("] {
      for rest in suffixes(of: manifest, after: opening) {
        guard let name = quoted(afterLabel: "name:", in: rest) else { continue }
        // The declaration ends at the next one (`\n    .xyz(`); its dependencies lie before.
        let end = nextDeclaration(in: rest) ?? rest.endIndex
        let body = rest[..<end]
        var dependencies: Set<String> = []
        if let list = suffixes(of: body, after: "dependencies:").first,
          list.drop(while: \.isWhitespace).first == "[",
          let close = list.firstIndex(of: "]")
        {
          dependencies = Set(quotedStrings(in: list[..<close]))
        }
        graph[String(name)] = dependencies
      }
    }
    return graph
  }

  /// The text after each occurrence of `marker` in `text`.
  static func suffixes(of text: Substring, after marker: String) -> [Substring] {
    var found: [Substring] = []
    var start = text.startIndex
    while let range = text.range(of: marker, range: start..<text.endIndex) {
      found.append(text[range.upperBound...])
      start = range.upperBound
    }
    return found
  }

  static func suffixes(of text: String, after marker: String) -> [Substring] {
    suffixes(of: text[...], after: marker)
  }

  /// The string literal right after `label` (spaces allowed), e.g. `name: "Core"` → `Core`.
  static func quoted(afterLabel label: String, in text: Substring) -> Substring? {
    let afterLabel = text.drop(while: \.isWhitespace)
    guard afterLabel.hasPrefix(label) else { return nil }
    let value = afterLabel.dropFirst(label.count).drop(while: \.isWhitespace)
    guard value.first == "\"", let close = value.dropFirst().firstIndex(of: "\"") else {
      return nil
    }
    return value[value.index(after: value.startIndex)..<close]
  }

  /// Every string literal's contents in `text` (no escapes in the manifest's names).
  static func quotedStrings(in text: Substring) -> [String] {
    text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// Where the next declaration of the manifest's target list starts: a line of four spaces,
  /// a dot, a name and `(`.
  static func nextDeclaration(in text: Substring) -> Substring.Index? {
    for rest in suffixes(of: text, after: "\n    .") {
      let name = rest.prefix(while: { $0.isLetter })
      if !name.isEmpty, rest.dropFirst(name.count).first == "(" {
        return text.index(rest.startIndex, offsetBy: -6)
      }
    }
    return nil
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
      Self.suffixes(of: manifest, after: ".library(").compactMap {
        Self.quoted(afterLabel: "name:", in: $0).map(String.init)
      })
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
    let sections = Set(
      Self.suffixes(of: spec, after: "\n## ").compactMap { heading -> Int? in
        let number = heading.prefix(while: \.isNumber)
        return heading.dropFirst(number.count).hasPrefix(". ") ? Int(number) : nil
      })
    #expect(sections == Set(1...11))
    var cited = 0
    for file in try Self.swiftSources() {
      for citation in Self.suffixes(of: file.text, after: "SPEC.md §") {
        let number = citation.prefix(while: \.isNumber)
        guard let section = Int(number) else { continue }
        cited += 1
        #expect(sections.contains(section), "\(file.path): §\(section)")
      }
    }
    #expect(cited > 50)
  }

  @Test("Every 'DESIGN.md \"Section\"' cited in the code is a heading of docs/DESIGN.md")
  func designCitationsExist() throws {
    let design = try Self.read("docs/DESIGN.md")
    let headings = Set(
      Self.suffixes(of: design, after: "\n## ").map { String($0.prefix { $0 != "\n" }) }
        .filter { !$0.isEmpty })
    var cited = 0
    for file in try Self.swiftSources() {
      for citation in Self.suffixes(of: file.text, after: "DESIGN.md \"") {
        let heading = citation.prefix { $0 != "\"" && $0 != "\n" }
        guard !heading.isEmpty, citation.dropFirst(heading.count).first == "\"" else { continue }
        cited += 1
        #expect(headings.contains(String(heading)), "\(file.path): \(heading)")
      }
    }
    #expect(cited >= 5)
  }

  /// The names like `SPEC.md` in `text`: a capital, then capitals and hyphens, then `.md`,
  /// as whole words.
  static func markdownNames(in text: String) -> Set<String> {
    var names: Set<String> = []
    let word: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
    for rest in suffixes(of: text, after: ".md") {
      if let next = rest.first, word(next) { continue }
      let head = text[..<text.index(rest.startIndex, offsetBy: -3)]
      let run = head.reversed().prefix { ($0.isUppercase && $0.isASCII) || $0 == "-" }
      // The name starts at the run's first capital (a hyphen before it is a word boundary).
      let name = String(run.reversed().drop { $0 == "-" })
      guard name.count >= 2 else { continue }
      if run.count == name.count, let before = head.dropLast(run.count).last, word(before) {
        continue
      }
      names.insert(name + ".md")
    }
    return names
  }

  @Test("Every Markdown document named in the sources is a file of the repository")
  func citedDocumentsExist() throws {
    var names: Set<String> = []
    for file in try Self.swiftSources() {
      names.formUnion(Self.markdownNames(in: file.text))
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
