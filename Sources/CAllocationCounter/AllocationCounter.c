// Counts heap allocations by defining the allocation entry points in the executable itself.
//
// The dynamic linker resolves `malloc` to the first definition in the lookup order, and the
// executable comes first, so shared libraries (libswiftCore, libcairo, libsqlite3, libc
// itself) call these. Each one counts and forwards to glibc's own allocator through its
// exported `__libc_*` entry points; `free` stays glibc's. glibc's malloc statistics
// (`mallinfo2`) report bytes in use, not calls, so an allocation freed within the measured
// span — or a buffer replaced by a copy of the same size — would not show there.
#include "CAllocationCounter.h"

#include <errno.h>
#include <stddef.h>
#include <unistd.h>

// Sanitizers interpose malloc themselves; defining it here too breaks their runtime.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define GL_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || \
    __has_feature(memory_sanitizer)
#define GL_SANITIZED 1
#endif
#endif

#ifdef GL_SANITIZED

uint64_t gl_allocation_count(void) { return 0; }

int gl_allocations_are_counted(void) { return 0; }

#else

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static uint64_t allocations = 0;

static inline void count_one(void) { __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED); }

uint64_t gl_allocation_count(void) { return __atomic_load_n(&allocations, __ATOMIC_RELAXED); }

int gl_allocations_are_counted(void) { return 1; }

void *malloc(size_t size) {
  count_one();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  count_one();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  count_one();
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  count_one();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  count_one();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
  count_one();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL && size != 0) return ENOMEM;
  *result = pointer;
  return 0;
}

void *valloc(size_t size) {
  count_one();
  return __libc_memalign((size_t)sysconf(_SC_PAGESIZE), size);
}

#endif
