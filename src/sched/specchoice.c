/* specchoice.c - which loop recurrences to speculate (pass_speculate),
 * decided by their schedules.
 *
 * Only loops that ask for it (`#pragma HLS SPECULATE`, or every loop with
 * --speculate): whether a guess pays depends on how often it is right,
 * which the program's text does not say, and a wrong guess costs more
 * than the loop without speculation (the drain and restart of the
 * pipeline); on hlsc's own designs, speculating every loop that a
 * schedule says would gain made two of four 31% and 46% slower.
 *
 * A one-block loop whose iteration takes more than one cycle because a
 * 1-bit value on its recurrence settles late (a compare of a loaded word
 * deciding the step of a counter) is tried with each such value guessed
 * false, then true: a trial copy is transformed and scheduled, and the
 * guess that gives the fewest cycles per iteration (II, or states when
 * sequential) is kept when that is fewer than the loop takes now. A
 * right guess then costs those cycles; a wrong one costs the pipeline's
 * drain and restart (the report gives both). Loops with stream operations
 * are left alone: the next iteration's stream operations wait for the
 * iteration before to decide whether it stays (sched.h), and that decision
 * now includes the check of the guess, so they would gain nothing until
 * reads can be peeked and confirmed. */
#include <stdlib.h>
#include <string.h>

#include "../pass/pass.h"
#include "sched.h"

enum { MAX_CANDIDATES = 6 };

/* Cycles per iteration of the loop whose block holds value mark, in g
 * scheduled as s; UINT32_MAX when none. */
static uint32_t cost_of(const Func *g, const Schedule *s, ValId mark) {
  uint32_t b = g->vals.data[mark].block;
  for (uint32_t i = 0; i < s->nloops; i++)
    if (s->loops[i].block == b)
      return s->loops[i].pipelined ? s->loops[i].ii
             : s->loops[i].seq_cycles ? s->loops[i].seq_cycles
                                      : UINT32_MAX;
  return UINT32_MAX;
}

/* v of block h reaches a back-edge value of h through operands in h. */
static bool feeds_back(const Func *f, uint32_t h, ValId v, uint8_t *memo) {
  if (memo[v]) return memo[v] == 2;
  memo[v] = 1;
  bool r = false;
  const Block *bl = &f->blocks.data[h];
  for (size_t i = 0; i < bl->ops.len && !r; i++) {
    const Val *x = ir_cval(f, bl->ops.data[i]);
    for (uint32_t a = 0; a < x->nargs && !r; a++) {
      if (x->args[a] != v) continue;
      if (x->op == OP_PHI) r = x->phi_blocks[a] == h;
      else r = feeds_back(f, h, bl->ops.data[i], memo);
    }
  }
  memo[v] = r ? 2 : 1;
  return r;
}

/* Block h has a stream operation or a print. */
static bool has_io(const Func *f, uint32_t h) {
  const Block *bl = &f->blocks.data[h];
  for (size_t i = 0; i < bl->ops.len; i++) {
    Op op = ir_cval(f, bl->ops.data[i])->op;
    if (ir_is_stream_op(op) || op == OP_PRINT) return true;
  }
  return false;
}

/* Candidate values of loop h: 1-bit, computed in h from its PHIs, on the
 * way to a back-edge value. */
static uint32_t candidates(const Func *f, uint32_t h, ValId *out) {
  const Block *bl = &f->blocks.data[h];
  uint8_t *memo = xcalloc(f->vals.len + 1, 1);
  uint8_t *from_phi = xcalloc(f->vals.len + 1, 1);
  uint32_t n = 0;
  for (size_t i = 0; i < bl->ops.len; i++) {
    ValId v = bl->ops.data[i];
    const Val *x = ir_cval(f, v);
    if (x->op == OP_PHI) {
      from_phi[v] = 1;
      continue;
    }
    for (uint32_t a = 0; a < x->nargs; a++)
      from_phi[v] |= from_phi[x->args[a]];
    if (x->width == 1 && from_phi[v] && n < MAX_CANDIDATES &&
        feeds_back(f, h, v, memo))
      out[n++] = v;
  }
  free(from_phi);
  free(memo);
  return n;
}

/* Schedules a copy of f with loop h speculated on c == k; its cost. */
static uint32_t trial(const Func *f, const SchedOptions *opt, uint32_t h,
                      ValId c, bool k) {
  Func *g = ir_clone(f);
  uint32_t cost = UINT32_MAX;
  if (pass_speculate(g, h, c, k)) {
    pass_fold(g);
    pass_dce(g);
    Schedule s = {0};
    if (sched_sdc(g, opt, &s) && g->vals.data[c].op != OP_NOP)
      cost = cost_of(g, &s, c);
    if (s.cycle) sched_free(&s);
  }
  ir_func_free(g);
  return cost;
}

/* Speculates the first loop (from block `from` on) where it pays; the
 * block after it, or UINT32_MAX when no loop is left. */
static uint32_t speculate_one(Func *f, const SchedOptions *opt, bool every,
                              uint32_t from) {
  Schedule s = {0};
  bool was = diag_quiet(true);
  bool ok = sched_sdc(f, opt, &s);
  diag_quiet(was);
  if (!ok) {
    if (s.cycle) sched_free(&s);
    return UINT32_MAX;
  }
  uint32_t next = UINT32_MAX;
  for (uint32_t i = 0; i < s.nloops && next == UINT32_MAX; i++) {
    const LoopSched *L = &s.loops[i];
    uint32_t h = L->block;
    bool want = f->blocks.data[h].spec_want;
    if (h < from || !(every || want)) continue;
    const char *no = NULL;
    uint32_t now = L->pipelined ? L->ii : L->seq_cycles;
    ValId cand[MAX_CANDIDATES];
    uint32_t n = 0, best = now;
    if (!modulo_is_loop(f, h))
      no = "its body is not one block (an inner loop, or branches kept)";
    else if (now <= 1)
      no = "an iteration already takes one cycle";
    else if (has_io(f, h))
      no = "the loop has stream operations or printf (the next iteration's "
           "would wait for the check of the guess)";
    else if (!(n = candidates(f, h, cand)))
      no = "no 1-bit value computed in the loop decides its carried values";
    ValId bc = IR_NOVAL;
    bool bk = false;
    bool was2 = diag_quiet(true);
    for (uint32_t j = 0; j < n; j++)
      for (int k = 0; k < 2; k++) {
        uint32_t c = trial(f, opt, h, cand[j], k);
        if (c < best) best = c, bc = cand[j], bk = k;
      }
    diag_quiet(was2);
    if (bc == IR_NOVAL && n && !no)
      no = "no guess makes an iteration take fewer cycles";
    if (bc == IR_NOVAL) {
      if (want)
        diag_warning(L->loc, "'#pragma HLS SPECULATE' not applied: %s", no);
      continue;
    }
    if (!pass_speculate(f, h, bc, bk))
      ICE("speculate: loop bb%u was speculated in a trial but not now", h);
    f->blocks.data[h].spec_before = now;
    next = h + 1;
  }
  sched_free(&s);
  return next == UINT32_MAX ? UINT32_MAX : next;
}

uint32_t sched_speculate(Func *f, const SchedOptions *opt, bool every) {
  uint32_t n = 0;
  bool any = every;
  for (size_t b = 0; b < f->blocks.len && !any; b++)
    any = f->blocks.data[b].spec_want;
  if (!any) return 0; /* no trial schedule when no loop asks */
  for (uint32_t from = 0; from != UINT32_MAX; n++) {
    from = speculate_one(f, opt, every, from);
    if (from == UINT32_MAX) break;
    pass_fold(f);
    pass_dce(f);
  }
  return n;
}
