internal import Foundation
internal import GestureLockCore
internal import GestureLockSecurity

/// `gesturelock enroll [--grid RxC] [--kind pattern|pin|numeric|passcode]
/// [--route skip-rule|free]`: reads the secret and its confirmation, one per line on standard
/// input, and stores its hash.
///
/// A pattern is stored with its grid and route mode: `skip-rule` (default) requires every
/// node passed over to be part of the pattern (`0-1-2`, never `0-2`); `free` (Alipay style)
/// accepts any move. Verification, on the pad or the CLI, applies the stored mode.
///
/// PINs have 4 or 6 digits and common ones are refused; numeric and text passcodes have at
/// least 4 digits or characters (SPEC.md §3). Digits of other scripts count as ASCII digits;
/// text is normalised to NFC. Exit 0 when enrolled; 2 for bad input, a mismatch, a secret the
/// policy refuses, a profile that already has a secret (nothing stored), or a `--store` whose
/// directory does not exist; 4 for a damaged store; 6 when it is busy, read-only or full.
/// A new store made in a directory others may enter is warned about on stderr.
enum EnrollCommand: CLICommand {
  /// The name, the options `enroll` takes besides the global ones, and its abstract; `--help`
  /// lists each of them.
  static let configuration = CommandConfiguration(
    name: "enroll",
    usage: [.optional(.grid), .optional(.kind), .optional(.route), .optional(.minStrength)],
    usesStore: true,
    english: "read the secret, then its confirmation, one per line on stdin; a pattern\n"
      + "keeps its grid and route",
    chinese: "从标准输入读取密码及其确认，每行一个；图案会保存其网格\n和路线")

  static func run(_ arguments: ArgumentList, context: CommandContext) throws(CLIError) -> ExitCode {
    let kind = try LockReport.kind(arguments.value(.kind))
    for option: Option in [.grid, .route, .minStrength]
    where kind != .pattern && arguments.value(option) != nil {
      throw .usage(.patternOnlyOption(option: option.name, kind: kind))
    }
    let grid = try OptionParsing.grid(arguments.value(.grid))
    let patternStrength = try OptionParsing.patternPolicy(
      arguments.value(.minStrength), grid: grid)
    let service = try context.lockService(policy: LockPolicy(patternStrength: patternStrength))
    var rules = service.policy.pattern
    if let route = try OptionParsing.route(arguments.value(.route)) { rules.route = route }
    let route = rules.route
    let lines = try SecretInput.lines([.secret(kind), .confirmation], language: context.language)
    let first = try LockReport.secret(
      lines[0], kind: kind, grid: grid, route: route, what: .secret(kind))
    let second = try LockReport.secret(
      lines[1], kind: kind, grid: grid, route: route, what: .confirmation)
    let isNewStore = !FileManager.default.fileExists(atPath: context.storePath)
    let outcome: EnrolmentOutcome
    do {
      outcome = try service.enroll(first, confirmation: second, rules: rules)
    } catch {
      throw .from(error)
    }
    guard outcome == .enrolled else {
      throw LockReport.refusal(outcome, kind: kind, profile: context.profile)
    }
    LockReport.warnAbout(first, policy: service.policy, language: context.language)
    if isNewStore { warnAboutOpenDirectory(context) }
    LockReport.saved(kind, language: context.language)
    Console.out(
      JSONValue.object([
        ("enrolled", .bool(true)), ("kind", .string(kind.rawValue)),
        ("grid", kind == .pattern ? .string(grid.description) : .null),
        ("route", kind == .pattern ? .string(route.rawValue) : .null),
      ]).serialized)
    return .success
  }

  /// A new store in a directory someone chose that others may enter: said once, when the
  /// store is made; the directory is theirs and is left as it is. (GestureLock's own default
  /// directory is made private by the store itself.)
  private static func warnAboutOpenDirectory(_ context: CommandContext) {
    guard !StoreLocation.isInDefaultDirectory(context.storePath),
      let open = OpenStoreDirectory(holding: context.storePath)
    else { return }
    Console.err(
      "gesturelock: "
        + CLIMessage.storeDirectoryOpen(
          path: ArgumentList.shown(open.path), mode: open.mode,
          mayBeMadePrivate: open.mayBeMadePrivate
        )
        .text(in: context.language))
  }
}
