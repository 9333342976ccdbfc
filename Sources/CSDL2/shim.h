// SDL2: windows and mouse, touch and keyboard input (Debian libsdl2-dev).
// <SDL2/SDL.h>, not <SDL.h>: the target has no pkg-config flags (Package.swift says why).
#include <SDL2/SDL.h>

/// `SDL_WINDOWPOS_CENTERED` is a macro Swift does not import.
static inline int gl_sdl_windowpos_centered(void) { return SDL_WINDOWPOS_CENTERED; }
/// `SDL_TOUCH_MOUSEID` is `(Uint32)-1`, which Swift cannot import as a constant.
static inline Uint32 gl_sdl_touch_mouseid(void) { return SDL_TOUCH_MOUSEID; }
/// `SDL_BUTTON_LMASK` is a macro Swift does not import.
static inline Uint32 gl_sdl_button_lmask(void) { return SDL_BUTTON_LMASK; }
