// lemongraph.h - the LEMON graph of an arc list, for the C++ files that
// solve on it (mcf.cc, poscycle.cc). A StaticDigraph is built from its
// arcs sorted by source: a counting sort, stable, so the order of the arcs
// and every answer stays deterministic.
#ifndef HLSC_LEMONGRAPH_H
#define HLSC_LEMONGRAPH_H

#include <cstdint>
#include <utility>
#include <vector>

#include <lemon/static_graph.h>

// Builds g with nodes 0 .. n-1 and arcs src[k] -> dst[k]; at[k] is the
// graph's id of arc k.
inline void lemongraph_build(int32_t n, int32_t m, const int32_t *src,
                             const int32_t *dst, lemon::StaticDigraph &g,
                             std::vector<int32_t> &at) {
  std::vector<int32_t> first(static_cast<size_t>(n) + 1, 0);
  at.assign(static_cast<size_t>(m), 0);
  for (int32_t k = 0; k < m; k++) first[src[k] + 1]++;
  for (int32_t i = 0; i < n; i++) first[i + 1] += first[i];
  std::vector<std::pair<int, int>> arcs(static_cast<size_t>(m));
  for (int32_t k = 0; k < m; k++) {
    at[k] = first[src[k]]++;
    arcs[at[k]] = std::make_pair(src[k], dst[k]);
  }
  g.build(n, arcs.begin(), arcs.end());
}

#endif
