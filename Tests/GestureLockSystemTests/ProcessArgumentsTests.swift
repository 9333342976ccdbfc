import Testing

@testable import GestureLockSystem

@Suite("The process's arguments, read from /proc/self/cmdline")
struct ProcessArgumentsTests {
  @Test("Each argument ends with a NUL: empty arguments stay, the last NUL adds none")
  func splitsOnNul() {
    let bytes = Array("tool\0--store\0\0lock\0".utf8)
    #expect(
      ProcessArguments.arguments(fromCommandLineFile: bytes) == ["tool", "--store", "", "lock"])
    #expect(ProcessArguments.arguments(fromCommandLineFile: Array("\0".utf8)) == [""])
  }

  @Test("UTF-8 is decoded; ill-formed bytes are repaired, as CommandLine.arguments does")
  func decodesUTF8() {
    let bytes = Array("锁 store\0".utf8) + [0x61, 0xFF, 0x62, 0]
    #expect(ProcessArguments.arguments(fromCommandLineFile: bytes) == ["锁 store", "a\u{FFFD}b"])
  }

  // The test runner's Swift runtime is a shared library and nothing is preloaded here, so the
  // runtime found the same argv that /proc/self/cmdline holds (on Apple platforms, with no
  // /proc, `current()` is CommandLine.arguments itself).
  @Test("In a process whose runtime found argv, the same arguments as CommandLine.arguments")
  func matchesTheRuntime() {
    #expect(!CommandLine.arguments.isEmpty)
    #expect(ProcessArguments.current() == CommandLine.arguments)
  }
}
