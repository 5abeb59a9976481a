// The order check behind the snapshot's deferred index: `Int` identifiers appended in increasing
// order are adopted without hashing, after one pass that proves the order. This pass is the
// whole cost of building such a snapshot, so it runs four comparisons per instruction where the
// processor has AVX2. Swift has no per-function target attributes, hence this C file.
#include "CModelKernels.h"

// One pass of `count - 1` neighbour comparisons, branch-free inside blocks of 4096 so that the
// compiler vectorises it; a descent anywhere ends the pass at the end of its block.
bool tcv_is_strictly_increasing_portable(const int64_t *values, size_t count) {
    for (size_t start = 1; start < count; start += 4096) {
        size_t end = count - start > 4096 ? start + 4096 : count;
        int ascending = 1;
        for (size_t index = start; index < end; index++) {
            ascending &= values[index - 1] < values[index];
        }
        if (!ascending) return false;
    }
    return true;
}

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>

__attribute__((target("avx2")))
static bool strictly_increasing_avx2(const int64_t *values, size_t count) {
    size_t index = 1;
    while (index + 16 <= count) {
        // One block of up to 4096 pairs, sixteen at a time; `ascending` keeps all ones in each
        // lane while every `next > previous`.
        size_t end = count - index > 4096 ? index + 4096 : count;
        __m256i ascending = _mm256_set1_epi64x(-1);
        for (; index + 16 <= end; index += 16) {
            const int64_t *p = values + index;
            __m256i a = _mm256_cmpgt_epi64(_mm256_loadu_si256((const __m256i *)p),
                                           _mm256_loadu_si256((const __m256i *)(p - 1)));
            __m256i b = _mm256_cmpgt_epi64(_mm256_loadu_si256((const __m256i *)(p + 4)),
                                           _mm256_loadu_si256((const __m256i *)(p + 3)));
            __m256i c = _mm256_cmpgt_epi64(_mm256_loadu_si256((const __m256i *)(p + 8)),
                                           _mm256_loadu_si256((const __m256i *)(p + 7)));
            __m256i d = _mm256_cmpgt_epi64(_mm256_loadu_si256((const __m256i *)(p + 12)),
                                           _mm256_loadu_si256((const __m256i *)(p + 11)));
            ascending = _mm256_and_si256(ascending,
                                         _mm256_and_si256(_mm256_and_si256(a, b), _mm256_and_si256(c, d)));
        }
        if (_mm256_movemask_epi8(ascending) != -1) return false;
    }
    for (; index < count; index++) {
        if (values[index - 1] >= values[index]) return false;
    }
    return true;
}

// 0: not yet known, 1: AVX2 usable, 2: not usable. Relaxed atomics: racing first calls agree.
static int avx2_state = 0;

static bool has_avx2(void) {
    int state = __atomic_load_n(&avx2_state, __ATOMIC_RELAXED);
    if (state == 0) {
        unsigned int eax, ebx, ecx, edx;
        bool usable = false;
        // AVX2 needs the instruction (leaf 7, EBX bit 5) and the system saving YMM state
        // (OSXSAVE, then XCR0 bits 1 and 2).
        if (__get_cpuid(1, &eax, &ebx, &ecx, &edx) && (ecx & bit_OSXSAVE) && (ecx & bit_AVX)) {
            unsigned int xcr0_low, xcr0_high;
            __asm__("xgetbv" : "=a"(xcr0_low), "=d"(xcr0_high) : "c"(0));
            if ((xcr0_low & 6) == 6 && __get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) {
                usable = (ebx & bit_AVX2) != 0;
            }
        }
        state = usable ? 1 : 2;
        __atomic_store_n(&avx2_state, state, __ATOMIC_RELAXED);
    }
    return state == 1;
}

bool tcv_is_strictly_increasing(const int64_t *values, size_t count) {
    if (count >= 32 && has_avx2()) return strictly_increasing_avx2(values, count);
    return tcv_is_strictly_increasing_portable(values, count);
}
#else
bool tcv_is_strictly_increasing(const int64_t *values, size_t count) {
    return tcv_is_strictly_increasing_portable(values, count);
}
#endif
