// libxkbcommon: keymaps, keyboard state, keysyms and the text a key types, from the keymap
// the Wayland compositor sends (Debian libxkbcommon-dev).
#include <xkbcommon/xkbcommon.h>
