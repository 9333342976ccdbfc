// libXext: the X Shape extension, to see and undo a shape another client set on the screen
// locker's windows (Debian libxext-dev).
#include <X11/Xlib.h>
#include <X11/extensions/shape.h>
