import Testing

@testable import GestureLockTerminal

@Suite("Display width")
struct DisplayWidthTests {
  @Test("ASCII takes one column per character")
  func ascii() {
    #expect(DisplayWidth.of("Draw your unlock pattern") == 24)
  }

  @Test("Chinese characters and fullwidth punctuation take two columns each")
  func chinese() {
    #expect(DisplayWidth.of("图案错误") == 8)
    #expect(DisplayWidth.of("还可尝试 4 次。") == 4 * 2 + 3 + 2 * 2)
    #expect(DisplayWidth.of("，") == 2)
  }

  @Test("A combining mark adds no column")
  func combining() {
    #expect(DisplayWidth.of("e\u{301}") == 1)
    #expect(DisplayWidth.of(Unicode.Scalar(0x301)!) == 0)
  }
}
