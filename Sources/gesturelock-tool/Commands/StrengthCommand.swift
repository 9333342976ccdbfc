internal import GestureLockCore

/// `gesturelock strength --pattern P [--grid RxC]`: how strong a pattern is by the published
/// meters, as JSON. Stores nothing.
///
/// Prints `{"pattern":"0-4-8-5","grid":"3x3","class":1,"rank":{…},"sun":{…},"andriotis":{…},
/// "song":{…},"features":{…}}`. `class` is the Sun et al. class 1 (weakest) to 5; `rank` places
/// the pattern among all 389,112 valid 3×3 patterns of 4 to 9 nodes by Sun score:
/// `{"rank":r,"of":389112,"stronger":r−1,"tied":t,"weaker":w,"strongerThanPercent":p}`, rank 1
/// the strongest, ties sharing the best rank, `p` = 100·w/389112. Decimals are rounded to 3
/// places. The meters are defined on 3×3 for patterns of at least 4 nodes; other grids and
/// shorter patterns are bad input (exit 2).
enum StrengthCommand: CLICommand {
  /// The name, the options `strength` takes besides the global ones, and its abstract; `--help`
  /// lists each of them.
  static let configuration = CommandConfiguration(
    name: "strength",
    usage: [.required(.pattern), .optional(.grid)],
    english: "strength scores, class 1-5 and rank among all 3x3 patterns, as JSON",
    chinese: "以 JSON 输出强度评分、1-5 级强度等级及在所有 3x3 图案中的排名")

  static func run(_ arguments: ArgumentList, context: CommandContext) throws(CLIError) -> ExitCode {
    guard let text = arguments.value(.pattern) else {
      throw .usage(.missingPattern(command: "strength"))
    }
    let grid = try OptionParsing.grid(arguments.value(.grid))
    let pattern = try SecretInput.pattern(
      SecretBytes(copying: text.utf8), on: grid, route: .skippedNodesIncluded,
      what: .patternOption)
    let sun: SunScore
    let andriotis: AndriotisScore
    let song: SongScore
    let rank: StrengthRank
    do {
      sun = try PatternStrength.sun(pattern)
      andriotis = try PatternStrength.andriotis(pattern)
      song = try PatternStrength.song(pattern)
      rank = try PatternStrength.rank(pattern)
    } catch {
      throw .usage(.strengthUndefined(error))
    }
    let features = PatternFeatures(pattern)
    let json: JSONValue = .object([
      ("pattern", .string(pattern.description)),
      ("grid", .string(grid.description)),
      ("class", .int(sun.strengthClass.rawValue)),
      (
        "rank",
        .object([
          ("rank", .int(rank.rank)), ("of", .int(rank.total)), ("stronger", .int(rank.stronger)),
          ("tied", .int(rank.tied)), ("weaker", .int(rank.weaker)),
          ("strongerThanPercent", .double(rank.percentWeaker)),
        ])
      ),
      (
        "sun",
        .object([
          ("score", .double(sun.raw)), ("normalized", .double(sun.normalized)),
          ("class", .int(sun.strengthClass.rawValue)),
        ])
      ),
      (
        "andriotis",
        .object([
          ("score", .int(andriotis.score)), ("normalized", .double(andriotis.normalized)),
          ("level", .int(andriotis.level)), ("levelOfFive", .int(andriotis.levelOfFive)),
        ])
      ),
      (
        "song",
        .object([
          ("score", .double(song.score)), ("normalized", .double(song.normalized)),
          ("level", .int(song.level)), ("levelOfFive", .int(song.levelOfFive)),
        ])
      ),
      (
        "features",
        .object([
          ("length", .int(features.length)), ("startNode", .int(features.startNode)),
          ("intersections", .int(features.intersections)),
          ("properIntersections", .int(features.properIntersections)),
          ("overlaps", .int(features.overlaps)),
          ("revisitedNodes", .int(features.revisitedNodes)),
          ("knightMoves", .int(features.knightMoves)),
          ("directionChanges", .int(features.directionChanges)),
          ("euclideanLength", .double(features.euclideanLength)),
          ("maximumNormLength", .int(features.maximumNormLength)),
          ("nonRepeatedSegmentRatio", .double(features.nonRepeatedSegmentRatio)),
        ])
      ),
    ])
    Console.out(json.serialized)
    return .success
  }
}
