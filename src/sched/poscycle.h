/* poscycle.h - whether a system of difference constraints is feasible, and
 * which constraints make it not (poscycle.cc: LEMON's BellmanFord, behind
 * this C interface).
 *
 * The system: x[a[k]] - x[b[k]] >= c[k] for k = 0 .. m-1 over x[0 .. n-1]
 * (integers, no bounds). It has a solution exactly when the graph with an
 * arc b[k] -> a[k] of length c[k] per constraint has no cycle of positive
 * length (the lengths of the constraints around a cycle sum to at most 0
 * in any solution). The modulo scheduler's LP at one II (modulo.c,
 * solve_at) is such a system with x >= 0 added, which every solution
 * meets after adding a constant; so this answers "is the LP feasible"
 * without solving it.
 *
 * Promises: returns true when a positive cycle exists, false otherwise.
 * When it returns true and on_cycle is not NULL, on_cycle[0 .. m) marks
 * the constraints of one positive cycle; if no cycle could be read back,
 * every constraint is marked (never fewer than the cycle's). Deterministic:
 * the same input gives the same output. */
#ifndef HLSC_POSCYCLE_H
#define HLSC_POSCYCLE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

int poscycle_find(int32_t n, int32_t m, const int32_t *a, const int32_t *b,
                  const int64_t *c, uint8_t *on_cycle);

#ifdef __cplusplus
}
#endif

#endif
