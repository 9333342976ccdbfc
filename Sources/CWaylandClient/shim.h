// libwayland-client: the Wayland client library and the core protocol's request wrappers and
// listener types (Debian libwayland-dev), for the Wayland lock screen.
#include <wayland-client.h>

#include <linux/memfd.h>
#include <sys/syscall.h>
#include <unistd.h>

/// An anonymous, close-on-exec file for `wl_shm` buffers (`memfd_create(2)`), which Swift's
/// Glibc module does not declare (glibc declares it only under `_GNU_SOURCE`); -1 and errno
/// on failure.
static inline int gl_wayland_memfd_create(const char *name) {
  return (int)syscall(__NR_memfd_create, name, MFD_CLOEXEC | MFD_ALLOW_SEALING);
}

/// The addresses of the core interfaces a client binds from the registry: Swift imports the C
/// globals as constants it may copy, and libwayland keeps the pointer it is given.
static inline const struct wl_interface *gl_wl_compositor_interface(void) {
  return &wl_compositor_interface;
}
static inline const struct wl_interface *gl_wl_shm_interface(void) { return &wl_shm_interface; }
static inline const struct wl_interface *gl_wl_seat_interface(void) { return &wl_seat_interface; }
static inline const struct wl_interface *gl_wl_output_interface(void) {
  return &wl_output_interface;
}
