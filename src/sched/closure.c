/* closure.c - a difference-constraint LP with narrow windows, solved as a
 * minimum cut (see sdc_int.h, closure_solve).
 *
 * Why: lifetime.c's pieces are LPs whose every variable lies in a small
 * window of states, but a long dependence chain makes one piece of the
 * whole block, and the network simplex method takes time quadratic in
 * such a piece (each pivot walks a spanning tree as deep as the chain).
 * Over integers in windows the LP is a minimum-weight closure problem
 * (Picard 1976), whose minimum cut a maximum-flow algorithm finds by local
 * augmenting paths, in time close to linear when the windows are narrow.
 *
 * The reduction: y[i][t] = (x[i] >= t) for lo[i] < t <= hi[i], so that
 * x[i] = lo[i] + the number of true y[i][.]. Then
 *  - y[i][t + 1] implies y[i][t];
 *  - x[a] - x[b] >= c is, for each t in (lo[b], hi[b]], y[b][t] implies
 *    x[a] >= t + c: nothing when t + c <= lo[a], y[a][t + c] when it is in
 *    a's window, y[b][t] false when t + c > hi[a]; at t = lo[b] it is
 *    lo[a] >= lo[b] + c, which the caller's windows must already satisfy;
 *  - the objective sum obj[i] x[i] is a constant plus obj[i] for each true
 *    y[i][.].
 * The true set is a closure (closed under the implications) of least
 * weight: a source -> y arc of capacity -w for each y of weight w < 0, a
 * y -> sink arc of capacity w for w > 0 and an arc of unlimited capacity
 * for each implication; the source side of a minimum cut is an optimal
 * closure. Among the optimal closures, the set reached from the source in
 * the residual network of a maximum flow is the least one (it lies in
 * every minimum cut's source side), which is the componentwise least
 * optimal x: the same answer as the LP's when its optimum is unique.
 *
 * The flow is Dinic's: breadth-first levels, then a blocking flow by
 * depth-first search with a current arc per node (iterative: augmenting
 * paths can be as long as the chain). Not LEMON's Preflow (push-relabel,
 * which hlsc would rather take from the library): on these networks it
 * relabels along the whole chain and its time grows quadratically
 * (measured on bench/gen_scaling.py's chain, the same schedules: 2.7 s
 * more than Dinic's at 20,000 statements, 18 s more at 60,000), while
 * Dinic's needs a number of phases that does not grow with the chain
 * (tests/unit/test_closure.c). The answer is checked: x within the
 * windows and every row kept, and the cut's capacity equal to the flow's
 * value (max-flow min-cut: that proves both optimal). */
#include <stdlib.h>
#include <string.h>

#include "sdc_int.h"

/* The network while it is built: a list of arcs per node. */
typedef struct Net {
  uint32_t n;                 /* nodes: 0 source, 1 sink, then the y's */
  VEC(uint32_t) to, next;     /* arc e and its reverse e ^ 1 */
  VEC(int64_t) cap;           /* capacity */
  uint32_t *head;             /* first arc of each node, UINT32_MAX: none */
} Net;

/* The network the flow runs on: each node's arcs side by side, in the
 * order of its list (the flow's searches walk them one after the other,
 * where following a list waited on each arc's link: on the
 * 100,000-statement chain the flows took 2.3 s of CPU that way, 1.6 s
 * this way). */
typedef struct Flow {
  uint32_t n;
  uint32_t *first;            /* node v's arcs: first[v] .. first[v + 1] - 1 */
  uint32_t *to, *rev;         /* head and reverse of each arc */
  int64_t *cap;               /* residual capacity */
} Flow;

enum { SRC = 0, SNK = 1 };

static void arc1(Net *g, uint32_t u, uint32_t v, int64_t c) {
  vec_push(&g->to, v);
  vec_push(&g->cap, c);
  vec_push(&g->next, g->head[u]);
  g->head[u] = (uint32_t)g->to.len - 1;
}

static void arc(Net *g, uint32_t u, uint32_t v, int64_t c) {
  arc1(g, u, v, c);
  arc1(g, v, u, 0);
}

/* g's arcs laid out per node (g is left as it was). */
static void lay_out(const Net *g, Flow *f) {
  uint32_t m = (uint32_t)g->to.len;
  f->n = g->n;
  f->first = xmalloc(((size_t)g->n + 1) * sizeof *f->first);
  f->to = xmalloc((m ? m : 1) * sizeof *f->to);
  f->rev = xmalloc((m ? m : 1) * sizeof *f->rev);
  f->cap = xmalloc((m ? m : 1) * sizeof *f->cap);
  uint32_t *pos = xmalloc((m ? m : 1) * sizeof *pos);
  uint32_t k = 0;
  for (uint32_t v = 0; v < g->n; v++) {
    f->first[v] = k;
    for (uint32_t e = g->head[v]; e != UINT32_MAX; e = g->next.data[e])
      pos[e] = k++;
  }
  f->first[g->n] = k;
  for (uint32_t e = 0; e < m; e++) {
    f->to[pos[e]] = g->to.data[e];
    f->cap[pos[e]] = g->cap.data[e];
    f->rev[pos[e]] = pos[e ^ 1];
  }
  free(pos);
}

static void flow_free(Flow *f) {
  free(f->first), free(f->to), free(f->rev), free(f->cap);
}

/* Levels from the source over arcs with residual capacity; true when the
 * sink is reached. */
static bool levels(const Flow *g, int32_t *level, uint32_t *queue) {
  for (uint32_t v = 0; v < g->n; v++) level[v] = -1;
  uint32_t qh = 0, qt = 0;
  level[SRC] = 0;
  queue[qt++] = SRC;
  while (qh < qt) {
    uint32_t v = queue[qh++];
    /* nodes at or past the sink's level lie on no shortest path */
    if (level[SNK] >= 0 && level[v] >= level[SNK]) break;
    for (uint32_t e = g->first[v], end = g->first[v + 1]; e < end; e++) {
      uint32_t w = g->to[e];
      if (g->cap[e] > 0 && level[w] < 0) {
        level[w] = level[v] + 1;
        queue[qt++] = w;
      }
    }
  }
  return level[SNK] >= 0;
}

/* Pushes the least residual capacity of the path's arcs along them;
 * returns it, and in *cut the first arc it saturated. */
static int64_t augment(Flow *g, const uint32_t *path, uint32_t len,
                       uint32_t *cut) {
  int64_t f = INT64_MAX;
  *cut = 0;
  for (uint32_t k = 0; k < len; k++)
    if (g->cap[path[k]] < f) f = g->cap[path[k]], *cut = k;
  for (uint32_t k = 0; k < len; k++) {
    g->cap[path[k]] -= f;
    g->cap[g->rev[path[k]]] += f;
  }
  return f;
}

/* One blocking flow along the levels; returns its value. path: arcs from
 * the source to the current node. */
static int64_t blocking_flow(Flow *g, int32_t *level, uint32_t *cur,
                             uint32_t *path) {
  int64_t total = 0;
  uint32_t len = 0, v = SRC;
  memcpy(cur, g->first, (size_t)g->n * sizeof *cur);
  for (;;) {
    if (v == SNK) {
      total += augment(g, path, len, &len);
      /* back to the tail of the first saturated arc */
      v = len ? g->to[path[len - 1]] : SRC;
      continue;
    }
    uint32_t e = cur[v], end = g->first[v + 1];
    while (e < end && (g->cap[e] <= 0 || level[g->to[e]] != level[v] + 1))
      e++;
    cur[v] = e;
    if (e < end) {
      path[len++] = e;
      v = g->to[e];
      continue;
    }
    if (v == SRC) return total;
    level[v] = -1; /* a dead end for the rest of this phase */
    len--;
    v = len ? g->to[path[len - 1]] : SRC;
    cur[v]++;
  }
}

/* The y node of x[i] >= t (lo[i] < t <= hi[i]). */
static uint32_t ynode(const uint32_t *base, const int64_t *lo, uint32_t i,
                      int64_t t) {
  return base[i] + (uint32_t)(t - lo[i] - 1);
}

static bool build(Net *g, const ClosureLp *p, uint32_t *base, int64_t inf) {
  for (uint32_t i = 0; i < p->nv; i++) {
    int64_t w = p->obj[i];
    for (int64_t t = p->lo[i] + 1; t <= p->hi[i]; t++) {
      uint32_t y = ynode(base, p->lo, i, t);
      if (t > p->lo[i] + 1) arc(g, y, y - 1, inf);
      if (w < 0) arc(g, SRC, y, -w);
      if (w > 0) arc(g, y, SNK, w);
    }
  }
  for (uint32_t k = 0; k < p->nr; k++) {
    uint32_t a = p->ra[k], b = p->rb[k];
    int64_t c = p->rc[k];
    if (p->lo[a] < p->lo[b] + c) return false; /* windows not as promised */
    for (int64_t t = p->lo[b] + 1; t <= p->hi[b]; t++) {
      int64_t u = t + c;
      if (u <= p->lo[a]) continue;
      uint32_t y = ynode(base, p->lo, b, t);
      if (u > p->hi[a]) arc(g, y, SNK, inf);
      else arc(g, y, ynode(base, p->lo, a, u), inf);
    }
  }
  return true;
}

/* Capacity of the cut (reached from the source | not reached): a
 * reverse arc's capacity in cap0 is 0. */
static int64_t cut_capacity(const Flow *g, const int32_t *reached,
                            const int64_t *cap0) {
  int64_t c = 0;
  for (uint32_t v = 0; v < g->n; v++) {
    if (reached[v] < 0) continue;
    for (uint32_t e = g->first[v], end = g->first[v + 1]; e < end; e++)
      if (reached[g->to[e]] < 0) c += cap0[e];
  }
  return c;
}

static int flow_solve(const ClosureLp *p, int64_t *x, uint32_t *phases_out) {
  /* size: the y's and their arcs, against a budget linear in the LP */
  uint64_t ny = 0, narcs = 0, fin = 0;
  for (uint32_t i = 0; i < p->nv; i++) {
    if (p->hi[i] == LP_INF || p->hi[i] < p->lo[i]) return -1;
    uint64_t w = (uint64_t)(p->hi[i] - p->lo[i]);
    ny += w;
    narcs += 2 * w;
    int64_t o = p->obj[i] < 0 ? -p->obj[i] : p->obj[i];
    fin += w * (uint64_t)o;
    if (fin > ((uint64_t)1 << 61)) return -1;
  }
  for (uint32_t k = 0; k < p->nr; k++)
    narcs += (uint64_t)(p->hi[p->rb[k]] - p->lo[p->rb[k]]);
  uint64_t budget = 8 * ((uint64_t)p->nv + p->nr) + 64;
  if (ny > budget || narcs > 2 * budget) return -1;
  int64_t inf = (int64_t)fin + 1;

  Net g = {0};
  g.n = (uint32_t)ny + 2;
  g.head = xmalloc((size_t)g.n * sizeof *g.head);
  for (uint32_t v = 0; v < g.n; v++) g.head[v] = UINT32_MAX;
  uint32_t *base = xmalloc(((size_t)p->nv + 1) * sizeof *base);
  base[0] = 2;
  for (uint32_t i = 0; i < p->nv; i++)
    base[i + 1] = base[i] + (uint32_t)(p->hi[i] - p->lo[i]);
  int rc = -1;
  int32_t *level = xmalloc((size_t)g.n * sizeof *level);
  uint32_t *work = xmalloc((size_t)g.n * sizeof *work);
  uint32_t *path = xmalloc((size_t)g.n * sizeof *path);
  int64_t *cap0 = NULL;
  Flow f = {0};
  if (!build(&g, p, base, inf)) goto out;
  lay_out(&g, &f);
  vec_free(&g.to);
  vec_free(&g.next);
  cap0 = g.cap.data; /* (the capacities in f's order: f.cap's copy) */
  memcpy(cap0, f.cap, g.cap.len * sizeof *cap0);
  int64_t flow = 0;
  uint32_t phases = 0;
  while (levels(&f, level, work)) {
    flow += blocking_flow(&f, level, work, path);
    phases++;
    if (flow >= inf) goto out; /* infeasible windows: the LP decides */
  }
  if (phases_out) *phases_out += phases;
  /* level[] now marks what the source reaches: the least optimal closure */
  if (cut_capacity(&f, level, cap0) != flow)
    ICE("closure: cut capacity differs from the flow's value %lld",
        (long long)flow);
  for (uint32_t i = 0; i < p->nv; i++) {
    x[i] = p->lo[i];
    for (int64_t t = p->lo[i] + 1; t <= p->hi[i]; t++)
      if (level[ynode(base, p->lo, i, t)] >= 0) x[i]++;
  }
  for (uint32_t k = 0; k < p->nr; k++)
    if (x[p->ra[k]] - x[p->rb[k]] < p->rc[k])
      ICE("closure: x violates x[%u] - x[%u] >= %lld", p->ra[k], p->rb[k],
          (long long)p->rc[k]);
  rc = 0;
out:
  free(level), free(work), free(path), free(base), free(g.head);
  flow_free(&f);
  vec_free(&g.to);
  vec_free(&g.next);
  vec_free(&g.cap);
  return rc;
}

/* The last LPs solved and their answers, the most recent first. A compile
 * schedules a function several times over (loop classification,
 * if-conversion's trial with and without, the final schedule), and a
 * piece that none of them changes comes back whole; its flow can be most
 * of the compile's time (tests/designs/float_libm.c: 448 phases on 1.3
 * million arcs, twice over the same piece). The pieces of one schedule
 * come one after the other, so one remembered LP is not enough: erfc's
 * five large pieces (tests/cli/libm_erf.c) came four times each, in turn,
 * and each was solved four times. Up to MEMO LPs are kept while their
 * copies take at most MEMO_BYTES (the latest is kept whatever its size).
 * The input is kept and compared whole, so a hit is the same LP, and the
 * answer is the one its flow gave. */
enum { MEMO = 16 };
#define MEMO_BYTES ((size_t)64 << 20)
typedef struct Memo {
  uint32_t nv, nr;
  int64_t *lo, *hi, *obj, *rc, *x;
  uint32_t *ra, *rb;
  int rc_solve;
} Memo;
static Memo memo[MEMO];
static uint64_t flows;

uint64_t closure_flows(void) { return flows; }

static bool same(const void *a, const void *b, size_t n) {
  return n == 0 || memcmp(a, b, n) == 0;
}

static void *copy(const void *src, size_t n) {
  void *d = xmalloc(n ? n : 1);
  if (n) memcpy(d, src, n);
  return d;
}

static bool memo_is(const Memo *m, const ClosureLp *p) {
  size_t v8 = (size_t)p->nv * sizeof(int64_t);
  size_t r8 = (size_t)p->nr * sizeof(int64_t);
  size_t r4 = (size_t)p->nr * sizeof(uint32_t);
  return m->lo && m->nv == p->nv && m->nr == p->nr &&
         same(m->lo, p->lo, v8) && same(m->hi, p->hi, v8) &&
         same(m->obj, p->obj, v8) && same(m->ra, p->ra, r4) &&
         same(m->rb, p->rb, r4) && same(m->rc, p->rc, r8);
}

static void memo_free(Memo *m) {
  free(m->lo), free(m->hi), free(m->obj), free(m->rc);
  free(m->x), free(m->ra), free(m->rb);
  memset(m, 0, sizeof *m);
}

/* The bytes of m's copies. */
static size_t memo_bytes(const Memo *m) {
  if (!m->lo) return 0;
  return (size_t)m->nv * 4 * sizeof(int64_t) +
         (size_t)m->nr * (2 * sizeof(uint32_t) + sizeof(int64_t));
}

/* Moves entry k to the front (the entries before it one down). */
static void memo_front(unsigned k) {
  Memo m = memo[k];
  memmove(&memo[1], &memo[0], k * sizeof *memo);
  memo[0] = m;
}

int closure_solve(const ClosureLp *p, int64_t *x, uint32_t *phases_out) {
  size_t v8 = (size_t)p->nv * sizeof(int64_t);
  size_t r8 = (size_t)p->nr * sizeof(int64_t);
  size_t r4 = (size_t)p->nr * sizeof(uint32_t);
  for (unsigned k = 0; !phases_out && k < MEMO; k++) {
    if (!memo_is(&memo[k], p)) continue;
    memo_front(k);
    if (memo[0].rc_solve == 0) memcpy(x, memo[0].x, v8);
    return memo[0].rc_solve;
  }
  int rc = flow_solve(p, x, phases_out);
  flows++;
  if (phases_out) return rc; /* a fresh solve asked for: not kept */
  memo_free(&memo[MEMO - 1]);
  memo_front(MEMO - 1);
  Memo *m = &memo[0];
  m->nv = p->nv, m->nr = p->nr, m->rc_solve = rc;
  m->lo = copy(p->lo, v8), m->hi = copy(p->hi, v8);
  m->obj = copy(p->obj, v8), m->rc = copy(p->rc, r8);
  m->ra = copy(p->ra, r4), m->rb = copy(p->rb, r4);
  m->x = rc == 0 ? copy(x, v8) : NULL; /* (x unchanged otherwise) */
  size_t bytes = memo_bytes(m);
  for (unsigned k = 1; k < MEMO; k++) {
    if (bytes + memo_bytes(&memo[k]) > MEMO_BYTES) memo_free(&memo[k]);
    bytes += memo_bytes(&memo[k]);
  }
  return rc;
}
