// Linux's process controls (glibc's <sys/prctl.h>; no library to link): the one call the
// package makes, `prctl(PR_SET_DUMPABLE)`, for GestureLockSystem's ProcessProtection.
#include <sys/prctl.h>

/// `prctl` is variadic, which Swift cannot call: sets whether the calling process is dumpable
/// (1) or not (0). Returns 0, or -1 with `errno` set. The corresponding C function is `prctl`
/// with `PR_SET_DUMPABLE`.
static inline int gl_prctl_set_dumpable(int dumpable) {
  return prctl(PR_SET_DUMPABLE, (unsigned long)dumpable, 0UL, 0UL, 0UL);
}
