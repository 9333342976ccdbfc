internal import Foundation

/// The CLI's entry point: dispatches to one command and maps every failure to an exit code.
enum GestureLockCLI {
  static let usage = """
    usage: gesturelock [--store PATH] [--profile NAME] [--lang en|zh-Hans] COMMAND [options]

    commands:
      pad        [--grid RxC] [--stealth] [--log-nodes] [--record FILE]
                 [--route skip-rule|free] [--hit-radius F]
                 [--passcode] [--kind pin|numeric|passcode] [--pin-length 4|6]
                 open the lock pad window (enrol on first use, then verify); arrow keys,
                 Space, Return and Escape work too; --passcode (a 6-digit PIN) or --kind
                 opens the passcode pad for a new secret; a stored secret picks its own pad
      enroll     [--grid RxC] [--kind pattern|pin|numeric|passcode] [--route skip-rule|free]
                 read the secret, then its confirmation, one per line on stdin; a pattern
                 keeps its grid and route (free: passing over a dot does not select it)
      verify     [--trace FILE [--hit-radius F]]
                 read the secret from stdin, or a recorded touch trace
      change     [--kind K] [--grid RxC]
                 read the current secret, the new one and its confirmation from stdin
      remove     [--force]           read the current secret from stdin and delete it;
                 --force deletes without it (the host re-authenticated the user)
      status                         enrolment and lockout state as JSON
      recognize  --trace FILE [--min-length N] [--hit-radius F] [--route skip-rule|free]
                 the pattern a touch trace draws, as JSON (no store)
      layout     --grid RxC --view WxH [--hit-radius F]   node centres in a view, as JSON
      render     --pattern P --out FILE.png|.svg|.pdf [--grid RxC]
                 [--state normal|selected|error|success] [--size PT] [--scale N]
                 [--annotate] [--route skip-rule|free]
                 --annotate numbers the dots and marks the direction of travel
      count      --grid RxC [--by-length] [--min-length N]
                 the exact number of valid patterns (default length 4 and up), as JSON
      strength   --pattern P [--grid RxC]
                 strength scores, class 1-5 and rank among all 3x3 patterns, as JSON

    Patterns are node indices joined by '-' (0-4-8-5), row-major from the top left; on grids
    of at most 10 nodes the digits alone (0485) work too. PINs have 4 or 6 digits, numeric
    and text passcodes at least 4; digits of any script count as 0-9 and text is compared in
    NFC. Secrets are read from stdin, never from arguments. --profile keeps several secrets,
    each with its own counters, in one store. Grids go from 2x2 to 9x9. --hit-radius is the
    distance from a dot's centre that hits it, as a fraction of the dot spacing: 0.15 to 0.45,
    default 0.3.

    exit codes: 0 success/unlocked, 1 wrong secret, 2 usage or bad input, 3 locked out,
                4 store damaged or unreadable, 5 no secret enrolled
    """

  /// Runs the command line `arguments` (without the program name).
  static func run(_ arguments: [String]) -> ExitCode {
    do {
      let list = try ArgumentList(arguments)
      guard let command = list.command else {
        if list.flag("help") {
          Console.out(usage)
          return .success
        }
        Console.err(usage)
        return .badInput
      }
      if list.flag("help") {
        Console.out(usage)
        return .success
      }
      let context = try CommandContext(arguments: list)
      switch command {
      case "layout": return try LayoutCommand.run(list)
      case "recognize": return try RecognizeCommand.run(list)
      case "enroll": return try EnrollCommand.run(list, context: context)
      case "verify": return try VerifyCommand.run(list, context: context)
      case "status": return try StatusCommand.run(list, context: context)
      case "change": return try ChangeCommand.run(list, context: context)
      case "remove": return try RemoveCommand.run(list, context: context)
      case "render": return try RenderCommand.run(list)
      case "pad": return try PadCommand.run(list, context: context)
      case "count": return try CountCommand.run(list)
      case "strength": return try StrengthCommand.run(list)
      default:
        throw CLIError.usage(
          "unknown command '\(ArgumentList.shown(command))'; see 'gesturelock --help'")
      }
    } catch let error as CLIError {
      Console.err("gesturelock: \(error.message)")
      return error.code
    } catch {
      Console.err("gesturelock: \(error)")
      return .badInput
    }
  }
}
