/* mcf.h - minimum-cost flow, the dual of the scheduler's LPs (mcf.cc: COIN-OR
 * LEMON's NetworkSimplex in C++, behind this C interface).
 *
 * The problem: nodes 0 .. n-1, node i with supply supply[i] (the supplies
 * sum to zero); arcs k = 0 .. m-1 from src[k] to dst[k] with cost cost[k]
 * and no capacity limit. Find a flow f >= 0 with
 *     sum of f on arcs leaving i - sum of f on arcs entering i = supply[i]
 * at every node, of least total cost sum cost[k] * f[k], and node
 * potentials pi (the dual solution) with reduced costs
 *     cost[k] + pi[src[k]] - pi[dst[k]] >= 0 on every arc, = 0 where f > 0.
 * All data are integers and so are the results (the network simplex method
 * adds and subtracts costs and supplies only). The magnitudes of the
 * supplies and of the costs must each sum to less than 2^60, so that no
 * potential or flow overflows.
 *
 * Promises: on MCF_OPTIMAL, flow[0 .. m) and potential[0 .. n) hold an
 * optimal flow and potentials as above; the outputs are left undefined
 * otherwise. Deterministic: the same input gives the same output. */
#ifndef HLSC_MCF_H
#define HLSC_MCF_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum McfResult {
  MCF_OPTIMAL,
  MCF_INFEASIBLE, /* no flow meets the supplies */
  MCF_UNBOUNDED   /* a cycle of negative cost: the cost has no minimum */
} McfResult;

McfResult mcf_solve(int32_t n, const int64_t *supply, int32_t m,
                    const int32_t *src, const int32_t *dst,
                    const int64_t *cost, int64_t *flow, int64_t *potential);

#ifdef __cplusplus
}
#endif

#endif
