// libXcomposite: the X Composite extension's overlay window, above every other window and
// never redirected, where the screen locker's cover is drawn (Debian libxcomposite-dev).
#include <X11/Xlib.h>
#include <X11/extensions/Xcomposite.h>
