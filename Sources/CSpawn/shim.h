// glibc's posix_spawn extensions that Swift's Glibc module leaves out: glibc (2.34 and later;
// Debian 12 has 2.36) declares them only under _GNU_SOURCE, which that module does not define.
#include <spawn.h>

/// Closes every descriptor from `from` up in the spawned process, after the file actions
/// added before it (glibc's own declaration in <spawn.h>, repeated here without the guard).
extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions,
                                                    int from);
