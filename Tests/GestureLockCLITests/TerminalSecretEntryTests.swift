import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Secrets typed at a terminal (issue 11, item 6): a prompt on the terminal, no echo, and the
/// terminal's modes as they were afterwards, however the command ends.
@Suite("Secrets typed at a terminal are prompted for and never echoed")
struct TerminalSecretEntryTests {
  /// Starts `gesturelock --store <store> arguments…` on a pseudo-terminal.
  static func start(_ store: String, _ arguments: [String], language: String = "C") throws
    -> PseudoTerminal
  {
    try PseudoTerminal(
      ProductBinary.gesturelock, ["--store", store] + arguments, columns: 80, rows: 24,
      environment: ["LANG": language, "LC_ALL": "", "LANGUAGE": ""])
  }

  /// Waits for `prompt`, then types `secret` and Return.
  static func answer(_ tty: PseudoTerminal, _ prompt: String, _ secret: String) {
    #expect(tty.waitForOutput(Array(prompt.utf8), timeout: 30), "no prompt '\(prompt)'")
    tty.send(secret + "\r")
  }

  static func shown(_ tty: PseudoTerminal) -> String {
    String(decoding: tty.outputBytes, as: UTF8.self)
  }

  @Test("enroll and verify of a PIN: prompts shown, digits never, echo restored, 'PIN saved'")
  func pinEnrolAndVerify() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-tty")
    let store = directory.path("lock.sqlite")
    let enroll = try Self.start(store, ["enroll", "--kind", "pin"])
    defer { enroll.stop() }
    Self.answer(enroll, "PIN: ", "5827")
    Self.answer(enroll, "Again: ", "5827")
    #expect(enroll.waitForExit(timeout: 60) == 0, "\(enroll.errorOutput)")
    #expect(!Self.shown(enroll).contains("5827"), "\(Self.shown(enroll))")
    #expect(enroll.errorOutput.contains("PIN saved"), "\(enroll.errorOutput)")
    #expect(try enroll.localModes() & UInt32(ECHO) != 0)

    let verify = try Self.start(store, ["verify"])
    defer { verify.stop() }
    Self.answer(verify, "PIN: ", "5827")
    #expect(verify.waitForExit(timeout: 60) == 0, "\(verify.errorOutput)")
    #expect(!Self.shown(verify).contains("5827"))
    #expect(Self.shown(verify).contains(#""result":"accepted""#))
    #expect(try verify.localModes() & UInt32(ECHO) != 0)
  }

  @Test("change in Chinese asks for the current, the new and the repeated secret in Chinese")
  func changeInChinese() throws {
    let cli = try CLI()
    #expect(try cli.enroll("0-1-2-5-8").status == 0)
    let change = try Self.start(cli.store, ["--lang", "zh-Hans", "change"])
    defer { change.stop() }
    Self.answer(change, "当前图案：", "0-1-2-5-8")
    Self.answer(change, "新图案：", "6-7-8-5-2")
    Self.answer(change, "再输入一次：", "6-7-8-5-2")
    #expect(change.waitForExit(timeout: 60) == 0, "\(change.errorOutput)")
    let shown = Self.shown(change)
    #expect(!shown.contains("0-1-2-5-8") && !shown.contains("6-7-8-5-2"), "\(shown)")
    #expect(try cli.run(["verify"], stdin: "6-7-8-5-2\n").status == 0)
  }

  @Test(
    "Interrupted while a secret is typed, the terminal gets its echo back",
    arguments: [("Ctrl-C", SIGINT), ("SIGTERM", SIGTERM)])
  func interrupted(_ name: String, _ signal: Int32) throws {
    let cli = try CLI()
    #expect(try cli.enroll("0-1-2-5-8").status == 0)
    let verify = try Self.start(cli.store, ["verify"])
    defer { verify.stop() }
    #expect(verify.waitForOutput(Array("Pattern: ".utf8), timeout: 30))
    verify.send("0-1-2")
    #expect(try verify.localModes() & UInt32(ECHO) == 0, "echo is off while reading")
    if signal == SIGINT { verify.send([0x03]) } else { verify.signal(signal) }
    #expect(verify.waitForExit(timeout: 30) == 128 + signal, "\(name)")
    #expect(try verify.localModes() & UInt32(ECHO) != 0, "\(name)")
    #expect(!Self.shown(verify).contains("0-1-2"))
  }

  @Test("Stopped (Ctrl-Z) and continued (fg) while a PIN is typed: no digit is ever shown")
  func stoppedAndContinued() throws {
    let cli = try CLI()
    #expect(try cli.run(["enroll", "--kind", "pin"], stdin: "5827\n5827\n").status == 0)
    let verify = try Self.start(cli.store, ["verify"])
    defer { verify.stop() }
    #expect(verify.waitForOutput(Array("PIN: ".utf8), timeout: 30))
    verify.send("58")
    #expect(try verify.localModes() & UInt32(ECHO) == 0, "echo is off while reading")
    // The terminal takes in what is typed a moment later: let it, before echo is turned on.
    usleep(500_000)
    verify.signal(SIGTSTP)
    // While the job is stopped, the shell has the terminal echo again, as a shell does.
    var echoing = termios()
    let terminal = open(verify.slavePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
    #expect(terminal >= 0)
    defer { close(terminal) }
    #expect(tcgetattr(terminal, &echoing) == 0)
    echoing.c_lflag |= tcflag_t(ECHO)
    #expect(tcsetattr(terminal, TCSANOW, &echoing) == 0)
    verify.signal(SIGCONT)
    // fg: echo goes off again before the rest is typed (or never: then the rest shows).
    let deadline = Date().addingTimeInterval(5)
    while try verify.localModes() & UInt32(ECHO) != 0, Date() < deadline { usleep(10_000) }
    verify.send("27\r")
    #expect(verify.waitForExit(timeout: 60) == 0, "\(verify.errorOutput)")
    // What follows the prompt up to the line break: nothing typed may be there.
    let shown = Self.shown(verify)
    let afterPrompt = shown.components(separatedBy: "PIN: ").dropFirst().joined()
    let line = afterPrompt.unicodeScalars.prefix { $0 != "\r" && $0 != "\n" }
    #expect(!line.contains { ("0"..."9").contains($0) }, "\(shown)")
    #expect(!shown.contains("5827") && !shown.contains("27\r"), "\(shown)")
    #expect(shown.contains(#""result":"accepted""#), "\(shown)")
    #expect(try verify.localModes() & UInt32(ECHO) != 0)
  }

  @Test("Piped standard input gets no prompt: stdout is the JSON line alone")
  func pipedHasNoPrompt() throws {
    let cli = try CLI()
    let result = try cli.run(["enroll", "--kind", "pin"], stdin: "5827\n5827\n")
    #expect(result.status == 0)
    #expect(result.stdout.split(separator: "\n").count == 1, "\(result.stdout)")
    #expect(!result.stdout.contains("PIN:") && !result.stderr.contains("PIN:"))
    #expect(result.stderr.contains("PIN saved"))
  }
}
