import Foundation
import TestSupport
import Testing

/// The CLI in Simplified Chinese (`--lang zh-Hans`, or a `zh` locale): the failures people meet
/// most say so in Chinese, with the same exit codes and the same English JSON as in English.
@Suite("gesturelock CLI in Simplified Chinese, end to end")
struct ChineseMessagesEndToEndTests {
  /// Runs `gesturelock --store <temp> arguments…` with `environment` instead of `LANG=C`.
  static func run(
    _ cli: CLI, _ arguments: [String], stdin: String = "", environment: [String: String]
  ) throws -> ProcessResult {
    try ProcessRunner.run(
      ProductBinary.gesturelock, ["--store", cli.store] + arguments, stdin: Data(stdin.utf8),
      environment: ["LANG": "", "LC_ALL": "", "LC_MESSAGES": ""].merging(environment) { $1 })
  }

  @Test("A bad grid: exit 2, in Chinese")
  func badGrid() throws {
    let cli = try CLI()
    let result = try cli.run(
      ["--lang", "zh-Hans", "enroll", "--grid", "10x10"], stdin: "0-1-2-3\n0-1-2-3\n")
    #expect(result.status == 2)
    #expect(result.stderr == "gesturelock: --grid：'10x10' 不是有效的网格，应为 2x2 到 9x9 之间的 行x列，如 3x3\n")
  }

  @Test("A wrong pattern: exit 1, attempts left in Chinese, the JSON unchanged")
  func wrongPattern() throws {
    let cli = try CLI()
    #expect(try cli.enroll("0-1-2-5-8").status == 0)
    let result = try cli.run(["--lang", "zh-Hans", "verify"], stdin: "0-3-6-7\n")
    #expect(result.status == 1)
    #expect(result.stderr == "图案错误，还可尝试4次\n")
    #expect(result.stdout == #"{"result":"rejected","attemptsBeforeDelay":4}"# + "\n")
  }

  @Test("Locked out: the fifth failure and the next try say until when, in Chinese; exit 1, 3")
  func lockedOut() throws {
    let cli = try CLI()
    #expect(try cli.enroll("0-1-2-5-8").status == 0)
    for pattern in ["0-3-6-7", "0-4-8-7", "1-4-7-8", "2-5-8-7"] {
      #expect(try cli.run(["verify"], stdin: pattern + "\n").status == 1)
    }
    let fifth = try cli.run(["--lang=zh-Hans", "verify"], stdin: "3-4-5-8\n")
    #expect(fifth.status == 1)
    #expect(fifth.stderr.hasPrefix("图案错误，已无剩余尝试次数，已锁定至 "), "\(fifth.stderr)")
    let next = try cli.run(["verify", "--lang", "zh-Hans"], stdin: "0-1-2-5-8\n")
    #expect(next.status == 3)
    #expect(next.stderr.hasPrefix("gesturelock: 尝试次数过多，已锁定至 "), "\(next.stderr)")
    #expect(next.stderr.contains("（还需 "), "\(next.stderr)")
    #expect(CLI.json(next)?["result"] as? String == "throttled")
  }

  @Test(
    "The pad's own refusals in Chinese: no display nor terminal exit 9, --tui --window exit 2")
  func padRefusals() throws {
    let cli = try CLI()
    let headless = ["DISPLAY": "", "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": ""]
    let none = try Self.run(
      cli, ["--lang", "zh-Hans", "pad"], environment: headless)
    #expect(none.status == 9)
    #expect(
      none.stderr.hasPrefix("gesturelock: 没有显示器，标准输入和标准输出也不都是终端："),
      "\(none.stderr)")
    #expect(none.stderr.contains("xvfb-run"))
    let both = try Self.run(
      cli, ["--lang", "zh-Hans", "pad", "--tui", "--window"], environment: headless)
    #expect(both.status == 2)
    #expect(both.stderr == "gesturelock: --tui 与 --window 不能同时使用：请只给出一个\n")
    let noTTY = try Self.run(
      cli, ["pad", "--tui"], environment: headless.merging(["LANG": "zh_CN.UTF-8"]) { $1 })
    #expect(noTTY.status == 9)
    #expect(noTTY.stderr == "gesturelock: 终端锁屏需要标准输入和标准输出都是终端\n")
  }

  @Test("No secret enrolled: exit 5, in Chinese")
  func notEnrolled() throws {
    let cli = try CLI()
    let result = try cli.run(["--lang", "zh-Hans", "verify"], stdin: "0-1-2-5\n")
    #expect(result.status == 5)
    #expect(result.stderr == "gesturelock: 档案 'default' 尚未设置密码\n")
  }

  @Test("A damaged store: exit 4, in Chinese, never unlocked")
  func damagedStore() throws {
    let cli = try CLI()
    #expect(try cli.enroll("0-1-2-5-8").status == 0)
    try cli.damageStoreHeader()
    let result = try cli.run(["--lang", "zh-Hans", "verify"], stdin: "0-1-2-5-8\n")
    #expect(result.status == 4)
    #expect(result.stderr.hasPrefix("gesturelock: 存储已损坏或无法读取："), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test("A store path that is a directory: exit 4, Chinese apart from the path")
  func storeIsDirectory() throws {
    let cli = try CLI()
    let path = cli.directory.url.path
    for arguments in [["status"], ["verify"], ["enroll"]] {
      let result = try ProcessRunner.run(
        ProductBinary.gesturelock, ["--lang", "zh-Hans", "--store", path] + arguments,
        stdin: Data("0-1-2-5-8\n0-1-2-5-8\n".utf8), environment: ["LANG": "C"])
      #expect(result.status == 4)
      #expect(result.stderr == "gesturelock: 存储已损坏或无法读取：\(path) 是一个目录，而不是数据库文件\n")
      #expect(result.stdout.isEmpty)
    }
    let english = try ProcessRunner.run(
      ProductBinary.gesturelock, ["--store", path, "status"], environment: ["LANG": "C"])
    #expect(english.status == 4)
    #expect(
      english.stderr
        == "gesturelock: store damaged or unreadable: \(path) is a directory, not a database file\n"
    )
  }

  @Test("A usage error is in Chinese before the command line is parsed")
  func usageError() throws {
    let cli = try CLI()
    let unknown = try cli.run(["--lang", "zh-Hans", "--bogus", "status"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr == "gesturelock: 未知选项 --bogus\n")
    let help = try cli.run(["--lang", "zh-Hans", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix("用法：gesturelock "))
    #expect(help.stdout.contains("退出码："))
  }

  struct LocaleCase: Sendable, CustomTestStringConvertible {
    let environment: [String: String]
    let arguments: [String]
    let chinese: Bool
    var testDescription: String {
      environment.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(separator: " ") + " "
        + arguments.joined(separator: " ")
    }
  }

  @Test(
    "Without --lang the locale decides: LC_ALL, then LC_MESSAGES, then LANG; zh is Chinese",
    arguments: [
      LocaleCase(environment: ["LANG": "zh_CN.UTF-8"], arguments: [], chinese: true),
      LocaleCase(environment: ["LC_MESSAGES": "zh_SG.UTF-8"], arguments: [], chinese: true),
      LocaleCase(
        environment: ["LC_ALL": "C", "LANG": "zh_CN.UTF-8"], arguments: [], chinese: false),
      LocaleCase(
        environment: ["LC_ALL": "zh_CN.UTF-8", "LANG": "C"], arguments: [], chinese: true),
      LocaleCase(environment: ["LANG": "zh_TW.UTF-8"], arguments: [], chinese: false),
      LocaleCase(environment: ["LANG": "fr_FR.UTF-8"], arguments: [], chinese: false),
      LocaleCase(environment: [:], arguments: [], chinese: false),
      LocaleCase(
        environment: ["LANG": "zh_CN.UTF-8"], arguments: ["--lang", "en"], chinese: false),
      LocaleCase(environment: ["LANG": "C"], arguments: ["--lang", "zh-Hans"], chinese: true),
    ])
  func locale(_ testCase: LocaleCase) throws {
    let cli = try CLI()
    let result = try Self.run(
      cli, testCase.arguments + ["verify"], stdin: "0-1-2-5\n", environment: testCase.environment)
    #expect(result.status == 5)
    #expect(
      result.stderr
        == (testCase.chinese
          ? "gesturelock: 档案 'default' 尚未设置密码\n"
          : "gesturelock: no secret is enrolled for profile 'default'\n"))
  }

  @Test("A bad --lang is a usage error (exit 2) in the locale's language")
  func badLanguage() throws {
    let cli = try CLI()
    let result = try Self.run(
      cli, ["--lang", "fr", "status"], environment: ["LANG": "zh_CN.UTF-8"])
    #expect(result.status == 2)
    #expect(result.stderr == "gesturelock: --lang：'fr' 不是以下之一：en, zh-Hans\n")
  }
}
