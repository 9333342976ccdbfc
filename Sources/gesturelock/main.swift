// The `gesturelock` command: a front that locks the screen itself and hands everything else to
// `gesturelock-tool` (FastLock explains why). Exit statuses are the tool's (SPEC.md §7), and
// 127 when the tool is missing.
internal import GestureLockSystem

#if canImport(Glibc)
  internal import Glibc
#endif

// First of all: the holder reads every key typed on the lock screen (a passcode, an account
// password) and forwards it, so no core file of this process and no tracing by the same user.
// If that cannot be done, nothing is locked here: the tool (which tries again) says why.
// Nor while a debugger or tracer is attached (it may have attached before that call): the
// tool checks both again and refuses with its message (exit 11).
let isProtected =
  (try? ProcessProtection.protectMemory()) != nil && ProcessProtection.tracer() == nil
// Not `CommandLine.arguments`: in this statically linked program a preloaded library that sets
// an environment variable (pam_wrapper) empties it (ProcessArguments says why).
let arguments = ProcessArguments.current()
let tool = ToolExecutable.locate()
// Without a tool there is no pad to unlock with: never cover the screen then (the exec below
// fails with 127 and says where the tool was looked for).
// A --store whose directory does not exist is not locked here either: the tool names the
// directory (exit 2) before anything is covered (issue 25).
// In a Wayland session (WAYLAND_DISPLAY set) the tool chooses: the compositor's session lock
// when offered, else X11 (LockInvocation.waylandDisplayIsSet says why the front cannot).
if isProtected, access(tool, X_OK) == 0, !LockInvocation.waylandDisplayIsSet,
  let invocation = LockInvocation(arguments: Array(arguments.dropFirst())),
  invocation.storePath.map(StoreDirectory.exists(holding:)) ?? true,
  let status = FastLock.run(invocation, tool: tool)
{
  exit(status)
}
ToolExecutable.exec(tool, arguments: arguments)
