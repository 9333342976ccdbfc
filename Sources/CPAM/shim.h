// Linux-PAM: the account password as a second way in (Debian libpam0g-dev, pkg-config `pam`).
#include <security/pam_appl.h>
#include <string.h>

/// Overwrites `count` bytes at `bytes` with zeros in a way the compiler may not remove, for
/// buffers that held a password. The corresponding C function is glibc's `explicit_bzero`.
static inline void gl_pam_wipe(void *bytes, size_t count) {
  if (bytes != NULL && count > 0) explicit_bzero(bytes, count);
}
