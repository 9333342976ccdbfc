import Foundation
import TestSupport
import Testing

@testable import gesturelock_tool

/// The manual page and the shell completions that `make install` and `make deb` generate
/// (`gesturelock generate …`): the page is clean to both roff checkers, every command and
/// option is in it, and the completions give the right words and parse in every shell.
@Suite("The generated manual page and shell completions")
struct GeneratedReferenceTests {
  /// What `gesturelock generate ACTION` writes.
  static func generate(_ action: String) throws -> String {
    let result = try ProcessRunner.run(ProductBinary.gesturelock, ["generate", action])
    try #require(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  /// Writes `text` to a new file in `directory` and returns its path.
  static func file(_ text: String, named name: String, in directory: TemporaryDirectory) throws
    -> String
  {
    let path = directory.path(name)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  static func installed(_ path: String) -> Bool {
    FileManager.default.isExecutableFile(atPath: path)
  }

  @Test(
    "The manual page passes mandoc -T lint and groff -ww without a word",
    .enabled(if: installed("/usr/bin/mandoc"), "needs mandoc (make deps)"))
  func manPageLints() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-man")
    let page = try Self.file(Self.generate("man-page"), named: "gesturelock.1", in: directory)
    let mandoc = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/mandoc"), ["-T", "lint", "-W", "all", page])
    #expect(mandoc.status == 0, "\(mandoc.stdout)\(mandoc.stderr)")
    #expect(mandoc.stdout.isEmpty && mandoc.stderr.isEmpty, "\(mandoc.stdout)\(mandoc.stderr)")
    let groff = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/groff"), ["-ww", "-man", "-z", page])
    #expect(groff.status == 0 && groff.stderr.isEmpty, "\(groff.stderr)")
  }

  @Test("The manual page has every command, every option and every exit status")
  func manPageComplete() throws {
    let page = try Self.generate("man-page")
    #expect(page.hasPrefix(#".\" gesturelock(1)"#))
    #expect(page.contains(".TH GESTURELOCK 1"))
    #expect(page.contains("\"gesturelock \(GestureLockCLI.version)\""))
    for command in GestureLockCLI.commands.map({ $0.configuration.name }) {
      #expect(page.contains(#".TP"# + "\n" + #"\fB\#(command)\fR"#), "\(command)")
    }
    for option in Option.allCases {
      let spelled = #"\fB\-\-\#(option.name.replacing("-", with: #"\-"#))\fR"#
      #expect(page.contains(spelled), "\(option.name)")
    }
    for code in 0...10 { #expect(page.contains(".B \(code)\n"), "exit \(code)") }
    #expect(page.contains(".SH THE SCREEN LOCKER"))
  }

  /// The words bash completes for the command line `line` (the cursor at its end).
  static func bashWords(_ line: String, script: String) throws -> Set<String> {
    let driver = """
      source "$1"
      read -ra COMP_WORDS <<< "$2"
      if [[ $2 == *" " ]]; then COMP_WORDS+=(""); fi
      COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
      _gesturelock
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try ProcessRunner.run(
      URL(fileURLWithPath: "/bin/bash"), ["-c", driver, "bash", script, line])
    try #require(result.status == 0, "\(result.stderr)")
    return Set(result.stdout.split(separator: "\n").map(String.init))
  }

  @Test("bash completes commands, actions, each command's options and option values")
  func bashCompletes() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-bash")
    let script = try Self.file(
      Self.generate("bash-completion"), named: "gesturelock", in: directory)
    #expect(try Self.bashWords("gesturelock pa", script: script) == ["pad"])
    #expect(try Self.bashWords("gesturelock st", script: script) == ["status", "strength"])
    #expect(
      try Self.bashWords("gesturelock fingerprint ", script: script)
        == ["enable", "disable", "status"])
    #expect(try Self.bashWords("gesturelock enroll --k", script: script) == ["--kind"])
    #expect(
      try Self.bashWords("gesturelock enroll --kind p", script: script)
        == ["pattern", "pin", "passcode"])
    #expect(
      try Self.bashWords("gesturelock --lang ", script: script) == ["en", "zh-Hans"])
    #expect(
      try Self.bashWords("gesturelock --store /tmp/x.sqlite pad --r", script: script)
        == ["--record", "--route", "--relock-after"])
    #expect(
      try Self.bashWords("gesturelock render --state e", script: script) == ["error"])
    let layout = try Self.bashWords("gesturelock layout --", script: script)
    #expect(layout.contains("--view") && layout.contains("--store"))
    #expect(!layout.contains("--stealth"))
    #expect(try Self.bashWords("gesturelock --", script: script).contains("--version"))
    #expect(!(try Self.bashWords("gesturelock ", script: script).contains("lock-pad")))
  }

  @Test(
    "zsh reads the zsh completion",
    .enabled(if: installed("/usr/bin/zsh"), "needs zsh (make deps)"))
  func zshParses() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-zsh")
    let script = try Self.file(
      Self.generate("zsh-completion"), named: "_gesturelock", in: directory)
    let result = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/zsh"), ["-n", script])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try String(contentsOfFile: script, encoding: .utf8).hasPrefix("#compdef gesturelock"))
  }

  @Test(
    "fish reads the fish completion, and completes the kinds after --kind",
    .enabled(if: installed("/usr/bin/fish"), "needs fish (make deps)"))
  func fishParsesAndCompletes() throws {
    let directory = try TemporaryDirectory(prefix: "gesturelock-fish")
    let script = try Self.file(
      Self.generate("fish-completion"), named: "gesturelock.fish", in: directory)
    let parsed = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/fish"), ["-n", script])
    #expect(parsed.status == 0, "\(parsed.stderr)")
    let completed = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/fish"),
      ["-c", "source \(script); complete -C 'gesturelock enroll --kind '"])
    let words = Set(
      completed.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) })
    #expect(words == ["pattern", "pin", "numeric", "passcode"], "\(completed.stdout)")
  }
}
