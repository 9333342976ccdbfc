// gesturelock: the command-line front end. Parses arguments, runs one command, and leaves with
// the exit code of DESIGN.md. All behaviour lives in the libraries.
internal import Foundation
internal import GestureLockSystem

StandardStreams.prepare()
// Not `CommandLine.arguments`: in the release build (Swift runtime linked statically) a
// preloaded library that sets an environment variable, such as pam_wrapper, empties it
// (ProcessArguments says why).
let code = GestureLockCLI.run(Array(ProcessArguments.current().dropFirst()))
exit(code.rawValue)
