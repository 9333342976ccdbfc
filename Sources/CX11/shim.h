// Xlib: the X11 client library, for the screen locker's window and grabs (Debian libx11-dev).
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/keysym.h>
#include <X11/Xatom.h>

/// `None` is `0L`, which Swift imports under a name that clashes with `Optional.none`.
static inline unsigned long gl_x11_none(void) { return None; }
/// `CurrentTime` is `0L`; named here so Swift code does not spell a bare 0.
static inline Time gl_x11_current_time(void) { return CurrentTime; }
/// `XA_WM_NAME` is `((Atom) 39)`, a cast Swift does not import.
static inline Atom gl_x11_wm_name(void) { return XA_WM_NAME; }
