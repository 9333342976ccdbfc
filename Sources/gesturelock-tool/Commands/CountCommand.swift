internal import GestureLockAnalytics
internal import GestureLockCore

/// `gesturelock count --grid RxC [--by-length] [--min-length N] [--route skip-rule|free]`: the
/// exact number of valid patterns on a grid under the skipped-node rule (or in the free route,
/// where any order of distinct nodes is valid), as JSON.
///
/// Prints `{"grid":"3x3","route":"skip-rule","minimumLength":4,"total":389112}`; with
/// `--by-length` also `"byLength":{"4":1624,…,"9":140704}`. Counts are JSON numbers with every
/// digit, even beyond 2⁵³ (4×4 has 4350069823024, 5×5 about 2.4·10²³): read them as big integers
/// or as number text, not as doubles. `--grid` defaults to 3x3, `--min-length` to 4 (1 to the
/// node count).
///
/// Grids of at most 25 nodes are counted (5×5 takes a few seconds and about 0.45 GiB); larger
/// ones are refused with exit 2, since their exact total is out of reach (see `PatternSpace`).
/// A count that takes more than a second shows a progress bar on standard error when it is a
/// terminal.
enum CountCommand: CLICommand {
  /// The name, the options `count` takes besides the global ones, and its abstract; `--help`
  /// lists each of them.
  static let configuration = CommandConfiguration(
    name: "count",
    usage: [.optional(.grid), .optional(.byLength), .optional(.minLength), .optional(.route)],
    english: "the exact number of valid patterns (default length 4 and up), as JSON",
    chinese: "以 JSON 输出有效图案的精确数量（默认长度 4 及以上）")

  static func run(_ arguments: ArgumentList, context: CommandContext) throws(CLIError) -> ExitCode {
    let route = try OptionParsing.route(arguments.value(.route)) ?? .skippedNodesIncluded
    let grid = try OptionParsing.grid(arguments.value(.grid))
    let minimumLength = try minimumLength(arguments.value(.minLength), grid: grid)
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else {
      throw .usage(.countNeeds128Bit)
    }
    let space = PatternSpace(grid: grid, route: route)
    guard space.countableLengths.upperBound == grid.count else {
      throw .usage(.countGridTooLarge(grid))
    }
    var bar = ProgressBar(label: CLIMessage.counting(grid).text(in: context.language))
    let counts = space.counts(lengths: minimumLength...grid.count) { bar.update($0) }
    bar.finish()
    var members: [(String, JSONValue)] = [
      ("grid", .string(grid.description)),
      ("route", .string(route.rawValue)),
      ("minimumLength", .int(minimumLength)),
      ("total", .integer(String(counts.reduce(0, +)))),
    ]
    if arguments.flag(.byLength) {
      let byLength = zip(minimumLength...grid.count, counts).map { length, count in
        (String(length), JSONValue.integer(String(count)))
      }
      members.append(("byLength", .object(byLength)))
    }
    Console.out(JSONValue.object(members).serialized)
    return .success
  }

  /// `--min-length N`: a whole number from 1 to the grid's node count; default 4.
  private static func minimumLength(_ text: String?, grid: Grid) throws(CLIError) -> Int {
    guard let text else { return 4 }
    guard text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let value = Int(text),
      (1...grid.count).contains(value)
    else {
      throw .usage(.minimumLengthOutOfRange(value: ArgumentList.shown(text), grid: grid))
    }
    return value
  }
}
