// sd-bus: systemd's D-Bus client library, used to talk to fprintd (Debian libsystemd-dev).
// Swift uses only the non-variadic API (`sd_bus_message_new_method_call`,
// `sd_bus_message_append_basic`, `sd_bus_call`, `sd_bus_message_read_basic`, ...):
// `sd_bus_call_method` and `sd_bus_message_read` are variadic and unavailable from Swift.
// `sd_bus_open_system` honours `DBUS_SYSTEM_BUS_ADDRESS`.
#include <systemd/sd-bus.h>

// The eventfd a waiting thread polls beside the bus descriptor so another thread can cancel the
// wait (`sd_bus_wait` watches the bus only). Glibc's Swift module does not include it.
#include <sys/eventfd.h>
