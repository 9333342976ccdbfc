internal import Foundation
internal import GestureLockCore
internal import GestureLockPad
internal import GestureLockPadFlow

/// `gesturelock pad [--grid RxC] [--passcode] [--kind pattern|pin|numeric|passcode]
/// [--pin-length 4|6] [--stealth] [--log-nodes] [--record FILE] [--route skip-rule|free]
/// [--hit-radius F]`: the desktop lock pad, the gesture pad or the passcode pad (by the stored
/// secret's kind, else as asked; see `passcodeMode(_:)`). `--route` chooses the route mode of a
/// new pattern (an enrolled one keeps its own); `--hit-radius` the hit radius as a fraction of
/// the node spacing (0.15 to 0.45, default 0.3). Exit 0 when the window is closed; 2 without a
/// display (with how to run it under `xvfb-run`); 4 when the store cannot be read.
enum PadCommand {
  static func run(_ arguments: ArgumentList, context: CommandContext) throws(CLIError) -> ExitCode {
    try arguments.allowOnly(
      [
        "grid", "stealth", "log-nodes", "record", "passcode", "kind", "route", "hit-radius",
        "pin-length", "min-strength",
      ], for: "pad")
    let passcode = try passcodeMode(arguments)
    let route = try OptionParsing.route(arguments.value("route"))
    let hitRadius = try OptionParsing.hitRadius(arguments.value("hit-radius"))
    if passcode != nil, route != nil {
      throw .usage("--route is for patterns; the passcode pad has no route")
    }
    let grid = try OptionParsing.grid(arguments.value("grid"))
    let patternPolicy = try OptionParsing.patternPolicy(arguments.value("min-strength"), grid: grid)
    if passcode != nil, patternPolicy.minimumStrengthClass != nil {
      throw .usage("--min-strength is for patterns; the passcode pad has no strength class")
    }
    if let path = arguments.value("record") {
      // Fail now, not after the session: the trace file must be creatable (mode 0600).
      guard
        FileManager.default.createFile(
          atPath: path, contents: Data(), attributes: [.posixPermissions: 0o600])
      else {
        throw .usage("--record: cannot create '\(ArgumentList.shown(path))'")
      }
    }
    let environment = ProcessInfo.processInfo.environment
    let options = PadOptions(
      storePath: context.storePath, profile: context.profile, grid: grid, passcode: passcode,
      stealth: arguments.flag("stealth"), logNodes: arguments.flag("log-nodes"),
      recordPath: arguments.value("record"), language: context.language,
      allowHeadless: environment["GESTURELOCK_ALLOW_HEADLESS"] == "1",
      route: route ?? .skippedNodesIncluded, hitRadiusFactor: hitRadius,
      patternPolicy: patternPolicy)
    do {
      try PadApp.run(options)
      return .success
    } catch .noDisplay {
      throw .usage(PadError.noDisplay.description)
    } catch .storeUnavailable(let why) {
      throw CLIError(message: why, code: .storeUnavailable)
    } catch {
      throw CLIError(message: error.description, code: .badInput)
    }
  }
}
