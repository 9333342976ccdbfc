// PangoCairo: text layout with font fallback and shaping on Cairo (Debian libpango1.0-dev).
#include <pango/pangocairo.h>

/// Releases a GObject (Pango layouts, font maps); `g_object_unref` takes a `gpointer`.
static inline void gl_pango_unref(void *object) { g_object_unref(object); }
