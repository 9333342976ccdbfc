// The interface tables are generated/*-protocol.c (see include/CWaylandTestProtocols.h); this
// file makes a build without them stop at the header's message instead of a linker error.
#include "CWaylandTestProtocols.h"
