#ifndef MEMORY_PROBE_HEAP_H
#define MEMORY_PROBE_HEAP_H

#include <stddef.h>

/// The bytes malloc has handed out and not had back, in its arena and in blocks of their own
/// (glibc's `mallinfo2()`, `uordblks + hblkhd`, of the main arena, which the main thread
/// allocates from); 0 where the C library has no `mallinfo2`.
size_t memory_probe_heap_in_use(void);

/// Gives the free pages of malloc's heaps back to the system (glibc's `malloc_trim(0)`), so
/// that a reading after it tells memory freed but kept from memory in use; nothing elsewhere.
void memory_probe_trim(void);

#endif
