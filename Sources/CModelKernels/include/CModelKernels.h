#ifndef C_MODEL_KERNELS_H
#define C_MODEL_KERNELS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// Whether values[0] < values[1] < ... < values[count - 1] (true for fewer than two values).
///
/// Reads each value once. On x86-64 processors with AVX2 (checked once, at the first call) it
/// compares four pairs per instruction; elsewhere it runs a portable loop that the compiler
/// vectorises for the target's baseline. Either path gives the same answer for every input.
bool tcv_is_strictly_increasing(const int64_t *values, size_t count);

/// The portable loop alone (for tests that compare the two paths).
bool tcv_is_strictly_increasing_portable(const int64_t *values, size_t count);

#endif
