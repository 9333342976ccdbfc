// XRandR: monitors of an X screen and notice of their changes (Debian libxrandr-dev).
#include <X11/Xlib.h>
#include <X11/extensions/Xrandr.h>
