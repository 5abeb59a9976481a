#include "MemoryProbeHeap.h"

#include <stdlib.h>

#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>

size_t memory_probe_heap_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

void memory_probe_trim(void) {
    malloc_trim(0);
}
#else
size_t memory_probe_heap_in_use(void) {
    return 0;
}

void memory_probe_trim(void) {}
#endif
