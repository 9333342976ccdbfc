// gesturelock: the command-line front end. Parses arguments, runs one command, and leaves with
// the exit code of DESIGN.md. All behaviour lives in the libraries.
internal import Foundation

StandardStreams.prepare()
let code = GestureLockCLI.run(Array(CommandLine.arguments.dropFirst()))
exit(code.rawValue)
