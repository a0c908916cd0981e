// mcf.cc - mcf.h's minimum-cost flow with LEMON's NetworkSimplex (Debian
// liblemon-dev, header-only). The network simplex method is the simplex
// method specialised to network matrices: a basis is a spanning tree, a
// pivot walks a tree path, so it is far faster than a general LP simplex
// on the same problem, and every basic solution is integral.
#include "mcf.h"

#include <cstdio>
#include <cstdlib>
#include <new>
#include <utility>
#include <vector>

#include <lemon/network_simplex.h>

#include "lemongraph.h"

namespace {

typedef lemon::StaticDigraph Graph;
typedef lemon::NetworkSimplex<Graph, int64_t, int64_t> Solver;

McfResult solve(int32_t n, const int64_t *supply, int32_t m,
                const int32_t *src, const int32_t *dst, const int64_t *cost,
                int64_t *flow, int64_t *potential) {
  Graph g;
  std::vector<int32_t> at;
  lemongraph_build(n, m, src, dst, g, at);
  Graph::NodeMap<int64_t> sup(g);
  Graph::ArcMap<int64_t> cst(g);
  for (int32_t i = 0; i < n; i++) sup[g.node(i)] = supply[i];
  for (int32_t k = 0; k < m; k++) cst[g.arc(at[k])] = cost[k];
  Solver ns(g);
  // (no upper bounds: every arc's capacity is unlimited; the supplies sum
  // to zero, so the default GEQ supply constraints are equalities)
  ns.costMap(cst).supplyMap(sup);
  switch (ns.run()) {
  case Solver::INFEASIBLE:
    return MCF_INFEASIBLE;
  case Solver::UNBOUNDED:
    return MCF_UNBOUNDED;
  case Solver::OPTIMAL:
    break;
  }
  for (int32_t k = 0; k < m; k++) flow[k] = ns.flow(g.arc(at[k]));
  for (int32_t i = 0; i < n; i++) potential[i] = ns.potential(g.node(i));
  return MCF_OPTIMAL;
}

} // namespace

extern "C" McfResult mcf_solve(int32_t n, const int64_t *supply, int32_t m,
                               const int32_t *src, const int32_t *dst,
                               const int64_t *cost, int64_t *flow,
                               int64_t *potential) {
  if (n == 0) return MCF_OPTIMAL; // (LEMON calls an empty graph infeasible)
  // exhausted memory is the one error LEMON raises; no exception may cross
  // into C, and util.c's allocators end the same way
  try {
    return solve(n, supply, m, src, dst, cost, flow, potential);
  } catch (const std::bad_alloc &) {
    std::fputs("hlsc: fatal: out of memory\n", stderr);
    std::abort();
  }
}
