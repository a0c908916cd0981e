/* varlat.c - which operations of a pipelined loop become variable-latency
 * units, and what they cost (seed 000, case 5: a recurrence through a long
 * branch).
 *
 * If-conversion runs a divider or multiplier of a branch in every
 * iteration and records the branch's predicate (Func.guards). When such an
 * operation lies on a loop-carried recurrence, its latency sets the II even
 * in the iterations that do not take the branch. As a variable-latency
 * unit it is the sequential divider (or multiplier) of FSM states with a
 * start/done handshake
 * (arch/varlat.c): the modulo schedule reads its result from a register in
 * its own cycle, so the short path sets the II, and in hardware the stage
 * holding it waits until it is done, only when its predicate holds.
 * varlat_try keeps that form when it is never slower (sdc_int.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sdc_int.h"

static bool is_divider(Op op) {
  return op == OP_UDIV || op == OP_SDIV || op == OP_UREM || op == OP_SREM;
}

static bool is_long(Op op) { return is_divider(op) || op == OP_MUL; }

/* Marks in m[] the values of block b that depend on src (itself included)
 * through in-block operands, PHIs not crossed. */
static void reach(const Func *f, uint32_t b, ValId src, uint8_t *m) {
  const Block *bl = &f->blocks.data[b];
  for (size_t i = 0; i < bl->ops.len; i++) m[bl->ops.data[i]] = 0;
  m[src] = 1;
  for (size_t i = 0; i < bl->ops.len; i++) {
    ValId v = bl->ops.data[i];
    const Val *x = ir_cval(f, v);
    if (x->op == OP_PHI || m[v]) continue;
    for (uint32_t a = 0; a < x->nargs && !m[v]; a++)
      m[v] = ir_cval(f, x->args[a])->block == b && m[x->args[a]];
  }
}

/* True when v is on a cycle through one of block b's PHIs. */
static bool on_recurrence(const Func *f, uint32_t b, ValId v, uint8_t *from_p,
                          uint8_t *from_v) {
  const Block *bl = &f->blocks.data[b];
  reach(f, b, v, from_v);
  for (size_t i = 0; i < bl->ops.len; i++) {
    ValId p = bl->ops.data[i];
    if (ir_cval(f, p)->op != OP_PHI) break;
    ValId back = loop_back_arg(f, p);
    if (back == IR_NOVAL || !from_v[back]) continue;
    reach(f, b, p, from_p);
    if (from_p[v]) return true;
  }
  return false;
}

uint32_t varlat_candidates(const Func *f, const SchedOptions *opt, uint32_t b,
                           uint8_t mode, uint8_t *out) {
  const Block *bl = &f->blocks.data[b];
  uint8_t *m1 = xcalloc(f->vals.len + 1, 1), *m2 = xcalloc(f->vals.len + 1, 1);
  uint32_t n = 0;
  for (size_t i = 0; i < bl->ops.len; i++) {
    ValId v = bl->ops.data[i];
    if (!is_long(ir_cval(f, v)->op) || ir_guard(f, v) == IR_NOVAL)
      continue;
    /* the sequential form needs a load, an iterating and a last cycle */
    if (delay_model(f, v, opt).lat < 3) continue;
    if (!on_recurrence(f, b, v, m1, m2)) continue;
    Op op = ir_cval(f, v)->op;
    bool sgn = op == OP_SDIV || op == OP_SREM;
    /* (a signed divider's load takes the operands' magnitudes: chained) */
    out[v] = sgn ? VARLAT_STEP : mode;
    n++;
  }
  /* a divider pair (ir.h) is one unit: both results variable-latency
   * (same guard, signedness and latency), counted once */
  ValId *partner = xmalloc((f->vals.len + 1) * sizeof *partner);
  ir_divrem_pairs(f, b, partner);
  for (size_t i = 0; i < bl->ops.len; i++) {
    ValId v = bl->ops.data[i], p = partner[v];
    if (!ir_is_rem(ir_cval(f, v)->op) || p == IR_NOVAL) continue;
    if (out[v] && out[p]) n--;
    else if (out[v] || out[p]) out[v] = out[p] = out[v] | out[p];
  }
  free(partner);
  free(m1);
  free(m2);
  return n;
}

void varlat_describe(const Func *f, const SchedOptions *opt,
                     const Schedule *s, const uint8_t *marks, LoopSched *L) {
  const Block *bl = &f->blocks.data[L->block];
  uint32_t *worst = xcalloc(L->stages + 1, sizeof *worst);
  uint32_t n = 0, longest = 0, nmul = 0;
  Sbuf lines = {0};
  unsigned seen[8] = {0}, nseen = 0;
  ValId *partner = xmalloc((f->vals.len + 1) * sizeof *partner);
  ir_divrem_pairs(f, L->block, partner);
  for (size_t i = 0; i < bl->ops.len; i++) {
    ValId v = bl->ops.data[i];
    /* (a divider pair is one unit: its quotient's) */
    if (!marks[v] || (ir_is_rem(ir_cval(f, v)->op) && partner[v] != IR_NOVAL))
      continue;
    uint32_t lat = varlat_cycles(marks[v], delay_model(f, v, opt).lat);
    uint32_t st = (uint32_t)s->cycle[v] / L->ii;
    if (st < L->stages && lat > worst[st]) worst[st] = lat;
    if (lat > longest) longest = lat;
    n++;
    nmul += ir_cval(f, v)->op == OP_MUL;
    /* the branch's line: its condition's (a NOT of it, for an else) */
    ValId g = ir_guard(f, v);
    const Val *gx = ir_cval(f, g);
    if (gx->op == OP_XOR && gx->nargs == 2 &&
        ir_cval(f, gx->args[1])->op == OP_CONST)
      g = gx->args[0];
    unsigned line = ir_loc(f, g).line;
    bool dup = false;
    for (unsigned k = 0; k < nseen; k++) dup = dup || seen[k] == line;
    if (dup || nseen == 8) continue;
    seen[nseen++] = line;
    sb_printf(&lines, "%s%u", lines.len ? ", " : "", line);
  }
  L->stall = 0;
  for (uint32_t st = 0; st < L->stages; st++) L->stall += worst[st];
  snprintf(L->varlat_text, sizeof L->varlat_text,
           "stalls when line %s's branch is taken: %u %s%s of %u "
           "cycles (%u cycles per such iteration)",
           sb_str(&lines), n,
           nmul == n ? "multiplier" : nmul ? "unit" : "divider",
           n == 1 ? "" : "s", longest,
           L->ii + L->stall);
  sb_free(&lines);
  free(worst);
  free(partner);
}

/* ---- trying them ---- */

/* What a trial schedule of a loop may overwrite in s. */
typedef struct Saved {
  int32_t *cycle;
  uint32_t *lat;
  double *arrival, critical_ns;
  uint8_t *port;
  uint32_t nstates;
} Saved;

static void save(const Schedule *s, uint32_t b, Saved *k) {
  size_t n = s->nvals + 1;
  k->cycle = xmalloc(n * sizeof *k->cycle);
  k->lat = xmalloc(n * sizeof *k->lat);
  k->arrival = xmalloc(n * sizeof *k->arrival);
  k->port = xmalloc(n);
  memcpy(k->cycle, s->cycle, s->nvals * sizeof *k->cycle);
  memcpy(k->lat, s->lat, s->nvals * sizeof *k->lat);
  memcpy(k->arrival, s->arrival, s->nvals * sizeof *k->arrival);
  memcpy(k->port, s->port, s->nvals);
  k->critical_ns = s->critical_ns;
  k->nstates = s->nstates[b];
}

static void restore(Schedule *s, uint32_t b, Saved *k, bool back) {
  if (back) {
    memcpy(s->cycle, k->cycle, s->nvals * sizeof *k->cycle);
    memcpy(s->lat, k->lat, s->nvals * sizeof *k->lat);
    memcpy(s->arrival, k->arrival, s->nvals * sizeof *k->arrival);
    memcpy(s->port, k->port, s->nvals);
    s->critical_ns = k->critical_ns;
    s->nstates[b] = k->nstates;
  }
  free(k->cycle);
  free(k->lat);
  free(k->arrival);
  free(k->port);
}

void varlat_try(const Func *f, const SchedOptions *opt,
                       int32_t *node_of, Schedule *s, LoopSched *L) {
  uint32_t b = L->block;
  /* (a flattened nest is chosen by its II alone, flatchoice.c: a stall
   * there could make a path slower than the nest) */
  const Block *hb = &f->blocks.data[b];
  if (opt->no_varlat || hb->varlat_off || hb->flattened) return;
  uint32_t cost = L->pipelined ? L->ii : L->seq_cycles;
  uint8_t *marks = xcalloc(f->vals.len + 1, 1);
  /* the shorter wait first; the operand-only load when the operands'
   * logic chained into the first step sets the II */
  bool keep = false;
  LoopSched V;
  for (uint8_t mode = VARLAT_STEP; mode <= VARLAT_LOAD && !keep; mode++) {
    memset(marks, 0, f->vals.len + 1);
    if (!varlat_candidates(f, opt, b, mode, marks)) break;
    Saved k;
    save(s, b, &k);
    V = *L;
    V.pipelined = false;
    V.ii = V.mii = V.rec_mii = V.res_mii = V.stages = V.exit_time = 0;
    V.drain = false;
    V.reason[0] = V.recurrence[0] = '\0';
    modulo_pipeline_loop(f, opt, node_of, s, &V, marks);
    keep = V.pipelined && V.drain && V.ii < cost;
    if (keep) {
      varlat_describe(f, opt, s, marks, &V);
      keep = V.ii + V.stall <= cost;
    }
    restore(s, b, &k, !keep);
  }
  if (keep) {
    V.varlat = true;
    V.static_cost = cost;
    *L = V;
    if (!s->varlat) {
      s->varlat = xcalloc(s->nvals + 1, 1);
      s->varlat_lat = xcalloc(s->nvals + 1, sizeof *s->varlat_lat);
    }
    for (uint32_t v = 0; v < s->nvals; v++)
      if (marks[v]) {
        s->varlat[v] = marks[v];
        s->varlat_lat[v] = delay_model(f, v, opt).lat;
      }
  }
  free(marks);
}
