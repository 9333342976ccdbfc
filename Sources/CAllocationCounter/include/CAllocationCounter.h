// Heap allocation counting for the benchmarks (issue 6): the benchmark executable defines
// malloc and friends itself, so every allocation in the process (Swift runtime, Cairo, SQLite…)
// is counted without LD_PRELOAD. Benchmark-only; no product links this.
#ifndef C_ALLOCATION_COUNTER_H
#define C_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign, valloc)
/// made by this process since it started, on every thread.
uint64_t gl_allocation_count(void);

/// 1 when allocations are counted; 0 in sanitizer builds, whose runtimes interpose malloc
/// themselves (`gl_allocation_count` is then always 0).
int gl_allocations_are_counted(void);

#endif
