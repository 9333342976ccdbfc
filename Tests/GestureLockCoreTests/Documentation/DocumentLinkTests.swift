import Foundation
import Testing

/// Every link of the README and the guides in `docs/` leads somewhere (issue 25): a relative
/// link names a file of the repository, and a `#fragment` names a heading of its page, as
/// GitHub makes anchors from headings. Web links are left alone.
@Suite("Links of the README and docs/")
struct DocumentLinkTests {
  /// The repository's root.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The README and every Markdown page under `docs/`, as paths from the root.
  static let pages: [String] = {
    let docs = root.appendingPathComponent("docs")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
    return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }()

  /// The text of `page` outside fenced code blocks.
  static func prose(of page: String) throws -> String {
    let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    var inFence = false
    var lines: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inFence.toggle()
        continue
      }
      if !inFence { lines.append(line) }
    }
    return lines.joined(separator: "\n")
  }

  /// The targets of `[text](target)` links and `<img src="target">` in `text`.
  static func targets(in text: String) -> [String] {
    var found: [String] = []
    for pattern in [#"\]\(([^)\s]+)\)"#, #"src="([^"]+)""#] {
      let expression = try! NSRegularExpression(pattern: pattern)
      let range = NSRange(text.startIndex..., in: text)
      for match in expression.matches(in: text, range: range) {
        if let target = Range(match.range(at: 1), in: text) { found.append(String(text[target])) }
      }
    }
    return found
  }

  /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens.
  static func anchor(_ heading: String) -> String {
    String(
      heading.lowercased().compactMap { character -> Character? in
        if character == " " { return "-" }
        if character.isLetter || character.isNumber || character == "-" || character == "_" {
          return character
        }
        return nil
      })
  }

  /// The anchors of the headings of `page`.
  static func anchors(of page: String) throws -> Set<String> {
    Set(
      try prose(of: page).split(separator: "\n").filter { $0.hasPrefix("#") }.map { line in
        anchor(String(line.drop { $0 == "#" }.drop { $0 == " " }))
      })
  }

  @Test("The README links to each guide, and each guide back to the README")
  func guidesAreLinked() throws {
    let readme = Self.targets(in: try Self.prose(of: "README.md"))
    for page in Self.pages where page != "README.md" {
      #expect(readme.contains(page), "the README does not link to \(page)")
    }
    for guide in ["cli", "screen-locking", "embedding", "security", "performance"] {
      let page = "docs/\(guide).md"
      #expect(Self.pages.contains(page), "\(page) is missing")
      #expect(Self.targets(in: try Self.prose(of: page)).contains("../README.md"), "\(page)")
    }
  }

  @Test("Every relative link names a file, and every fragment a heading of its page")
  func linksResolve() throws {
    var checked = 0
    for page in Self.pages {
      let directory = URL(fileURLWithPath: page).deletingLastPathComponent().relativePath
      for target in Self.targets(in: try Self.prose(of: page)) {
        guard !target.contains("://"), !target.hasPrefix("mailto:") else { continue }
        checked += 1
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        var linked = page
        if !path.isEmpty {
          let url = Self.root.appendingPathComponent(directory).appendingPathComponent(path)
            .standardized
          #expect(
            FileManager.default.fileExists(atPath: url.path), "\(page): \(target) does not exist")
          linked = String(url.path.dropFirst(Self.root.standardized.path.count + 1))
        }
        if parts.count == 2, linked.hasSuffix(".md") {
          #expect(
            try Self.anchors(of: linked).contains(String(parts[1])),
            "\(page): \(target) names no heading of \(linked)")
        }
      }
    }
    #expect(checked > 20)
  }

  @Test("Anchors are made as GitHub makes them")
  func anchorRule() {
    #expect(Self.anchor("Fingerprint in the pad") == "fingerprint-in-the-pad")
    #expect(
      Self.anchor("Analytics: how many patterns, and how strong")
        == "analytics-how-many-patterns-and-how-strong")
    #expect(Self.anchor("The `gesturelock` command") == "the-gesturelock-command")
  }
}
