// GestureLockPAMProbe: one PAM transaction in a process of its own, for the tests of
// GestureLockAccount. pam_wrapper only works when preloaded (LD_PRELOAD) as a process starts,
// so the test starts this program with the environment it needs.
//
//   GestureLockPAMProbe --user NAME [--service NAME]   (the password: all of standard input)
//
// Prints one line on standard output: `accepted`, `rejected`, `unavailable <reason>`, or
// `error <case> [<C function> <code>]`; exit status 0 for an outcome, 1 for an error, 2 for
// bad usage. The password is read straight into an AccountPassword and never printed.

import GestureLockAccount

#if canImport(Glibc)
  import Glibc
#endif

/// Writes `line` and a newline to file descriptor `fd` in one call.
func emit(_ line: String, to fd: Int32 = 1) {
  var bytes = Array((line + "\n").utf8)
  _ = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress, $0.count) }
}

var user: String?
var service = PAMAuthenticator.defaultService
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch (argument, arguments.popFirst()) {
  case ("--user", let value?): user = value
  case ("--service", let value?): service = value
  default:
    emit("usage: GestureLockPAMProbe --user NAME [--service NAME] < password", to: 2)
    exit(2)
  }
}
guard let user else {
  emit("usage: GestureLockPAMProbe --user NAME [--service NAME] < password", to: 2)
  exit(2)
}

/// Reads standard input to its end, a byte at a time, into a password.
func readPassword() throws(AccountError) -> AccountPassword {
  var password = AccountPassword()
  var byte: UInt8 = 0
  while read(0, &byte, 1) == 1 {
    if byte == 0 { throw .passwordContainsNUL }
    guard password.append(byte) else { throw .passwordTooLong(maximum: AccountPassword.capacity) }
  }
  byte = 0
  return password
}

do {
  let password = try readPassword()
  let outcome = try PAMAuthenticator(service: service).authenticate(user: user, password: password)
  switch outcome {
  case .accepted: emit("accepted")
  case .rejected: emit("rejected")
  case .accountUnavailable(let reason): emit("unavailable \(reason)")
  }
  exit(0)
} catch {
  switch error {
  case .pam(let operation, let code, _): emit("error pam \(operation) \(code.rawValue)")
  case .invalidUserName: emit("error invalidUserName")
  case .invalidServiceName: emit("error invalidServiceName")
  case .passwordContainsNUL: emit("error passwordContainsNUL")
  case .passwordTooLong(let maximum): emit("error passwordTooLong \(maximum)")
  }
  exit(1)
}
