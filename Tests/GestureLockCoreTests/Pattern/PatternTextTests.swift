import GestureLockCore
import TestSupport
import Testing

@Suite("Pattern text form and canonical bytes")
struct PatternTextTests {
  @Test(
    "Every valid 3x3 pattern (lengths 1-9) round-trips through the dashed and compact forms",
    arguments: 0..<9)
  func roundTrip(first: Int) throws {
    var count = 0
    var failures = 0
    ReferencePatterns(grid: .standard).forEach(firstNodes: [first], lengths: 1...9) { nodes in
      count += 1
      let dashed = nodes.map(String.init).joined(separator: "-")
      let compact = nodes.map(String.init).joined()
      guard let pattern = try? Pattern(parsing: dashed, on: .standard),
        pattern.nodes == nodes, pattern.description == dashed,
        (try? Pattern(parsing: compact, on: .standard)) == pattern
      else {
        failures += 1
        return
      }
    }
    #expect(failures == 0)
    // 389,112 patterns of length 4-9 plus 385 of length 1-3, split by symmetry of the start.
    #expect(count == ([0, 2, 6, 8].contains(first) ? 38_079 : (first == 4 ? 64_297 : 43_221)))
  }

  @Test("Surrounding spaces and a final newline are accepted")
  func whitespace() throws {
    #expect(try Pattern(parsing: "  0-4-8-5\n", on: .standard).nodes == [0, 4, 8, 5])
    #expect(try Pattern(parsing: "0485\r\n", on: .standard).nodes == [0, 4, 8, 5])
  }

  @Test("Multi-digit indices on a 9x9 grid")
  func largeGrid() throws {
    let grid = try Grid(rows: 9, columns: 9)
    let pattern = try Pattern(parsing: "80-79-70-60", on: grid)
    #expect(pattern.nodes == [80, 79, 70, 60])
    #expect(pattern.description == "80-79-70-60")
  }

  struct BadText: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let problem: PatternProblem
    var grid = Grid.standard
    var route = RouteMode.skippedNodesIncluded
    var testDescription: String { name }
  }

  @Test(
    "Malformed pattern text is an error naming the problem, never repeating the pattern",
    arguments: [
      BadText(name: "empty", text: "", problem: .empty),
      BadText(name: "only spaces", text: "   ", problem: .empty),
      BadText(name: "a letter", text: "0-4-a-5", problem: .nonDigit(entry: 3)),
      BadText(name: "a comma", text: "0,4,8,5", problem: .nonDigit(entry: 2)),
      BadText(name: "a fullwidth digit", text: "0-4-８-5", problem: .nonDigit(entry: 3)),
      BadText(name: "a negative index", text: "-1-0-3", problem: .emptyEntry(entry: 1)),
      BadText(name: "an empty entry", text: "0--4-8", problem: .emptyEntry(entry: 2)),
      BadText(name: "a trailing dash", text: "0-4-", problem: .emptyEntry(entry: 3)),
      BadText(
        name: "out of range", text: "0-4-9-5", problem: .notANode(entry: 3, grid: .standard)),
      BadText(
        name: "huge", text: "0-1-99999999", problem: .notANode(entry: 3, grid: .standard)),
      BadText(name: "a repeat", text: "0-4-8-4", problem: .repeatsNode(entry: 4)),
      BadText(name: "a compact repeat", text: "04840", problem: .repeatsNode(entry: 4)),
      BadText(name: "a skip-rule violation", text: "0-2-5-8", problem: .skipsNode(entry: 2)),
      BadText(name: "a compact skip-rule violation", text: "6254", problem: .skipsNode(entry: 2)),
      BadText(
        name: "the compact form on 4x4", text: "0125", problem: .compactFormOnLargeGrid,
        grid: try! Grid(rows: 4, columns: 4)),
      BadText(
        name: "the compact form on 3x4 (12 nodes)", text: "0125",
        problem: .compactFormOnLargeGrid, grid: try! Grid(rows: 3, columns: 4)),
    ])
  func errors(_ bad: BadText) {
    do {
      let pattern = try Pattern(parsing: bad.text, on: bad.grid, route: bad.route)
      Issue.record("parsed as \(pattern)")
    } catch {
      #expect(error == .invalidPattern(bad.problem))
      #expect(!bad.problem.description.isEmpty)
      let trimmed = bad.text.filter { $0 != " " }
      if trimmed.count > 1 {
        #expect(!error.description.contains(trimmed))
      }
    }
  }

  @Test("The free route accepts a move over an unvisited node")
  func freeRoute() throws {
    #expect(try Pattern(parsing: "0-2-5-8", on: .standard, route: .free).nodes == [0, 2, 5, 8])
  }

  @Test("Canonical bytes differ for the same indices on 3x3 and 4x4")
  func canonicalBytes() throws {
    let small = try Pattern(nodes: [0, 1, 2, 5], on: .standard)
    let large = try Pattern(nodes: [0, 1, 2, 5], on: try Grid(rows: 4, columns: 4))
    #expect(small.canonicalBytes != large.canonicalBytes)
    #expect(small.canonicalBytes == [0x47, 0x4C, 0x50, 0x01, 3, 3, 4, 0, 1, 2, 5])
    let transposed = try Pattern(nodes: [0, 1, 2, 5], on: try Grid(rows: 4, columns: 3))
    #expect(transposed.canonicalBytes != small.canonicalBytes)
  }
}
