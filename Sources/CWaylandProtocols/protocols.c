// The interface tables themselves are generated/*-protocol.c (wayland-scanner's private code,
// compiled with this target); this file makes a build without them stop at the header's
// message that says how to generate them, instead of at a linker error.
#include "CWaylandProtocols.h"
