internal import CPAM
import Testing

@testable import GestureLockAccount

#if canImport(Glibc)
  import Glibc
#endif

/// The conversation function called in-process, as libpam calls it: an array of message
/// pointers in, `calloc`'d answers out. (Also runs under `make test-asan`, where the
/// pam_wrapper suite cannot.)
@Suite("The PAM conversation")
struct PAMConversationTests {
  /// What one call answered: the status, and each answer's bytes (`nil`: no answer), or `nil`
  /// when no answer array was handed back. Frees what it was given, as libpam does.
  static func converse(
    _ styles: [Int32], password: borrowing AccountPassword, context: Bool = true
  ) -> (status: Int32, answers: [[UInt8]?]?) {
    let texts = styles.map { strdup("Prompt \($0): ")! }
    defer { texts.forEach { free($0) } }
    var messages = zip(styles, texts).map { pam_message(msg_style: $0, msg: $1) }
    return messages.withUnsafeMutableBufferPointer { buffer in
      var pointers: [UnsafePointer<pam_message>?] = (0..<buffer.count).map {
        UnsafePointer(buffer.baseAddress! + $0)
      }
      var replies: UnsafeMutablePointer<pam_response>? = nil
      let status = password.withCString { secret in
        PAMConversation.function(
          Int32(styles.count), &pointers, &replies,
          context ? UnsafeMutableRawPointer(mutating: secret) : nil)
      }
      guard let replies else { return (status, nil) }
      defer { PAMConversation.discard(replies, count: styles.count) }
      let answers = (0..<styles.count).map { index -> [UInt8]? in
        replies[index].resp.map { Array(String(cString: $0).utf8) }
      }
      return (status, answers)
    }
  }

  @Test("A hidden prompt is answered with the password's bytes")
  func hiddenPrompt() throws {
    let password = try AccountPassword(copying: Array("été-密码".utf8))
    let answer = Self.converse([PAM_PROMPT_ECHO_OFF], password: password)
    #expect(answer.status == PAM_SUCCESS)
    #expect(answer.answers == [Array("été-密码".utf8)])
  }

  @Test("Messages get no answer; every hidden prompt among them gets the password")
  func messagesAndPrompts() throws {
    let password = try AccountPassword(copying: Array("pw".utf8))
    let answer = Self.converse(
      [PAM_TEXT_INFO, PAM_PROMPT_ECHO_OFF, PAM_ERROR_MSG, PAM_PROMPT_ECHO_OFF], password: password)
    #expect(answer.status == PAM_SUCCESS)
    #expect(answer.answers == [nil, Array("pw".utf8), nil, Array("pw".utf8)])
  }

  @Test("An empty password is an empty answer, not a missing one")
  func emptyPassword() {
    let password = AccountPassword()
    let answer = Self.converse([PAM_PROMPT_ECHO_OFF], password: password)
    #expect(answer.status == PAM_SUCCESS)
    #expect(answer.answers == [[]])
  }

  @Test("A visible prompt fails the whole conversation, even after a hidden one was answered")
  func visiblePromptRefused() throws {
    let password = try AccountPassword(copying: Array("pw".utf8))
    for styles in [[PAM_PROMPT_ECHO_ON], [PAM_PROMPT_ECHO_OFF, PAM_PROMPT_ECHO_ON], [99]] {
      let answer = Self.converse(styles, password: password)
      #expect(answer.status == PAM_CONV_ERR, "\(styles)")
      #expect(answer.answers == nil, "no answers are handed back: \(styles)")
    }
  }

  @Test("No messages, too many, or no password: PAM_CONV_ERR")
  func malformedCalls() throws {
    let password = try AccountPassword(copying: Array("pw".utf8))
    #expect(Self.converse([], password: password).status == PAM_CONV_ERR)
    let tooMany = Array(repeating: PAM_TEXT_INFO, count: Int(PAM_MAX_NUM_MSG) + 1)
    #expect(Self.converse(tooMany, password: password).status == PAM_CONV_ERR)
    let noContext = Self.converse([PAM_PROMPT_ECHO_OFF], password: password, context: false)
    #expect(noContext.status == PAM_CONV_ERR && noContext.answers == nil)
  }
}
