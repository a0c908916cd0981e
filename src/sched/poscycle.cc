// poscycle.cc - poscycle.h's positive-cycle test with LEMON's BellmanFord
// (Debian liblemon-dev, header-only). A positive cycle of the constraints
// is a negative cycle of the lengths negated: the arc runs a -> b with
// length -c (x[b] <= x[a] - c), every node is a source at distance 0 (a
// virtual root joined to all of them), and checkedStart reports a negative
// cycle when distances still fall after n rounds.
#include "poscycle.h"

// GCC at -O1 with the sanitizers (make asan) warns that the value
// LEMON's node maps copy into every slot (a default-constructed Arc,
// BellmanFord's predecessor map) may be uninitialized; BellmanFord's init
// writes every slot before any is read.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

#include <cstdio>
#include <cstdlib>
#include <new>
#include <vector>

#include <lemon/bellman_ford.h>
#include <lemon/path.h>

#include "lemongraph.h"

namespace {

typedef lemon::StaticDigraph Graph;

bool find(int32_t n, int32_t m, const int32_t *a, const int32_t *b,
          const int64_t *c, uint8_t *on_cycle) {
  Graph g;
  std::vector<int32_t> at, of(m);
  lemongraph_build(n, m, a, b, g, at);
  for (int32_t k = 0; k < m; k++) of[at[k]] = k;
  Graph::ArcMap<int64_t> len(g);
  for (int32_t k = 0; k < m; k++) len[g.arc(at[k])] = -c[k];
  lemon::BellmanFord<Graph, Graph::ArcMap<int64_t>> bf(g, len);
  bf.init();
  for (int32_t i = 0; i < n; i++) bf.addSource(g.node(i), 0);
  if (bf.checkedStart()) return false;
  if (!on_cycle) return true;
  lemon::Path<Graph> cyc = bf.negativeCycle();
  if (cyc.length() == 0) {
    for (int32_t k = 0; k < m; k++) on_cycle[k] = 1;
    return true;
  }
  for (int32_t k = 0; k < m; k++) on_cycle[k] = 0;
  for (int i = 0; i < cyc.length(); i++) on_cycle[of[g.id(cyc.nth(i))]] = 1;
  return true;
}

} // namespace

extern "C" int poscycle_find(int32_t n, int32_t m, const int32_t *a,
                             const int32_t *b, const int64_t *c,
                             uint8_t *on_cycle) {
  if (n == 0 || m == 0) return 0;
  try {
    return find(n, m, a, b, c, on_cycle) ? 1 : 0;
  } catch (const std::bad_alloc &) {
    std::fputs("hlsc: fatal: out of memory\n", stderr);
    std::abort();
  }
}
