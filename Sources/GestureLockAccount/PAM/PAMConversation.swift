internal import CPAM

#if canImport(Glibc)
  internal import Glibc
#endif

/// The conversation function PAM calls to ask for the password.
///
/// PAM prompts through a C function pointer with a context pointer (`appdata_ptr`); a
/// `@convention(c)` closure cannot capture anything, so the context is the password itself: a
/// NUL-terminated buffer owned by an ``AccountPassword`` that lives through the whole PAM
/// transaction (`pam_start` to `pam_end`). The answers follow these rules:
/// - `PAM_PROMPT_ECHO_OFF` (a hidden prompt such as "Password: "): a copy of the password.
/// - `PAM_ERROR_MSG`, `PAM_TEXT_INFO`: no answer (module messages are not shown for now).
/// - `PAM_PROMPT_ECHO_ON` (a visible prompt: a user name, a one-time code) and anything else:
///   the whole conversation fails with `PAM_CONV_ERR`. The password is never the answer to a
///   prompt that would show it, and the user name is always given to `pam_start`.
///
/// The answers are allocated with `calloc` and `strdup` because libpam releases them with
/// `free()` (Linux-PAM overwrites each answer before freeing it). When the conversation fails
/// after some answers were made, it wipes and frees them itself: libpam then receives nothing.
/// Linux-PAM passes the messages as an array of pointers (`messages[i]`), which is what this
/// reads; Solaris-style PAM would need `(*messages)[i]`.
enum PAMConversation {
  /// The C function for `struct pam_conv`'s `conv` member.
  static let function:
    @convention(c) (
      Int32, UnsafeMutablePointer<UnsafePointer<pam_message>?>?,
      UnsafeMutablePointer<UnsafeMutablePointer<pam_response>?>?, UnsafeMutableRawPointer?
    ) -> Int32 = { count, messages, responses, context in
      guard count > 0, count <= PAM_MAX_NUM_MSG, let messages, let responses, let context else {
        return PAM_CONV_ERR
      }
      let password = context.assumingMemoryBound(to: CChar.self)
      guard
        let replies = calloc(Int(count), MemoryLayout<pam_response>.stride)?
          .assumingMemoryBound(to: pam_response.self)
      else { return PAM_BUF_ERR }
      var status = PAM_SUCCESS
      for index in 0..<Int(count) {
        guard let message = messages[index] else {
          status = PAM_CONV_ERR
          break
        }
        switch message.pointee.msg_style {
        case PAM_PROMPT_ECHO_OFF:
          guard let copy = strdup(password) else {
            status = PAM_BUF_ERR
            break
          }
          replies[index].resp = copy
        case PAM_ERROR_MSG, PAM_TEXT_INFO:
          break
        default:
          status = PAM_CONV_ERR
        }
        if status != PAM_SUCCESS { break }
      }
      guard status == PAM_SUCCESS else {
        discard(replies, count: Int(count))
        return status
      }
      responses.pointee = replies
      return PAM_SUCCESS
    }

  /// Wipes and frees answers that will not be handed to libpam.
  static func discard(_ replies: UnsafeMutablePointer<pam_response>, count: Int) {
    for index in 0..<count {
      if let answer = replies[index].resp {
        gl_pam_wipe(answer, strlen(answer))
        free(answer)
      }
    }
    free(replies)
  }
}
