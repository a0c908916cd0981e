/* ifchoice.c - which loops to if-convert, decided by their schedules.
 *
 * If-conversion (pass_ifconv) lets a loop with branches be pipelined, but
 * every iteration then pays for all its paths' operations and memory
 * accesses. A trial copy of the function is converted and scheduled; a
 * converted loop is kept when an iteration of it (its II when pipelined,
 * else its sequential states) takes no more cycles than the shortest path
 * through the original body (header to a back edge, the sum of the blocks'
 * states), so that it is no slower for any data; with variable-latency
 * units (LoopSched.varlat), an iteration that waits for them must also
 * take no more cycles than the longest path through the original body. The
 * others stay branchy, and their headers record the figures for the
 * report.
 */
#include <stdlib.h>
#include <string.h>

#include "../pass/pass.h"
#include "sched.h"

#define NO_PATH UINT32_MAX

/* Fewest cycles from block b to a back edge to h within body. */
static uint32_t shortest(const Func *f, const Schedule *s, const uint8_t *body,
                         uint32_t h, uint32_t b, uint32_t *memo) {
  if (memo[b] != UINT32_MAX - 1) return memo[b];
  memo[b] = NO_PATH; /* the body without back edges is acyclic */
  uint32_t best = NO_PATH;
  const Term *t = &f->blocks.data[b].term;
  for (uint32_t i = 0; i < t->nsuccs; i++) {
    uint32_t x = t->succs[i];
    uint32_t d = x == h ? 0 : body[x] ? shortest(f, s, body, h, x, memo)
                                      : NO_PATH;
    if (d < best) best = d;
  }
  memo[b] = best == NO_PATH ? NO_PATH : best + s->nstates[b];
  return memo[b];
}

uint32_t sched_shortest_iteration(const Func *f, const Schedule *s,
                                   const uint32_t *idom, uint32_t h) {
  size_t nb = f->blocks.len;
  uint8_t *body = xcalloc(nb, 1);
  uint32_t *memo = xmalloc(nb * sizeof *memo);
  for (size_t i = 0; i < nb; i++) memo[i] = UINT32_MAX - 1;
  ir_loop_body(f, idom, nb, h, body);
  uint32_t d = shortest(f, s, body, h, h, memo);
  free(memo);
  free(body);
  return d;
}

/* Most cycles from block b to a back edge to h within body. */
static uint32_t longest(const Func *f, const Schedule *s, const uint8_t *body,
                        uint32_t h, uint32_t b, uint32_t *memo) {
  if (memo[b] != UINT32_MAX - 1) return memo[b];
  memo[b] = 0; /* the body without back edges is acyclic */
  uint32_t best = 0;
  const Term *t = &f->blocks.data[b].term;
  for (uint32_t i = 0; i < t->nsuccs; i++) {
    uint32_t x = t->succs[i];
    uint32_t d = x != h && body[x] ? longest(f, s, body, h, x, memo) : 0;
    if (d > best) best = d;
  }
  memo[b] = best + s->nstates[b];
  return memo[b];
}

uint32_t sched_longest_iteration(const Func *f, const Schedule *s,
                                 const uint32_t *idom, uint32_t h) {
  size_t nb = f->blocks.len;
  uint8_t *body = xcalloc(nb, 1);
  uint32_t *memo = xmalloc(nb * sizeof *memo);
  for (size_t i = 0; i < nb; i++) memo[i] = UINT32_MAX - 1;
  ir_loop_body(f, idom, nb, h, body);
  uint32_t d = longest(f, s, body, h, h, memo);
  free(memo);
  free(body);
  return d;
}

/* Cycles per iteration of the converted loop with header block b, when
 * it takes no long branch. A loop with variable-latency units
 * (LoopSched.varlat) keeps them only if an iteration that waits for all of
 * them takes no more cycles than the longest path through the original
 * body (longest, the unconverted loop's); else f's header h gets
 * varlat_off and the cost is the loop's without them. */
static uint32_t converted_cost(Func *f, const Schedule *plain,
                               const uint32_t *idom, const Schedule *s,
                               uint32_t b, uint32_t h) {
  for (uint32_t i = 0; i < s->nloops; i++) {
    const LoopSched *L = &s->loops[i];
    if (L->block != b) continue;
    if (!L->pipelined && L->ii_limited) return UINT32_MAX;
    if (L->varlat && L->ii + L->stall > sched_longest_iteration(f, plain, idom, h)) {
      f->blocks.data[h].varlat_off = true;
      return L->static_cost;
    }
    return L->pipelined ? L->ii : s->nstates[b];
  }
  return s->nstates[b];
}

/* Marks in skip[] the converted loops not worth it; returns how many. */
static uint32_t losers(Func *f, const Schedule *plain, const Func *trial,
                       const Schedule *conv, const uint32_t *headers,
                       uint32_t n, uint8_t *skip) {
  ir_fill_preds(f);
  uint32_t *idom = ir_dominators(f);
  uint32_t k = 0, nskip = 0;
  for (uint32_t b = 0; b < trial->blocks.len && k < n; b++) {
    if (!trial->blocks.data[b].if_converted) continue;
    uint32_t h = headers[k++];
    uint32_t cost = converted_cost(f, plain, idom, conv, b, h);
    uint32_t path = sched_shortest_iteration(f, plain, idom, h);
    if (path != NO_PATH && cost > path) {
      skip[h] = 1;
      f->blocks.data[h].ifconv_ii = cost;
      f->blocks.data[h].ifconv_path = path;
      nskip++;
    }
  }
  free(idom);
  return nskip;
}

/* Per block of trial: for each converted loop, the shortest path through
 * its unconverted body plus one. A larger II loses to the branches
 * (losers), so the trial's II search stops there: on a loop body of
 * thousands of operations each II tried is a large SDC solve. */
static uint32_t *ii_limits(Func *f, const Schedule *plain, const Func *trial,
                           const uint32_t *headers, uint32_t n) {
  uint32_t *limit = xcalloc(trial->blocks.len + 1, sizeof *limit);
  ir_fill_preds(f);
  uint32_t *idom = ir_dominators(f);
  uint32_t k = 0;
  for (uint32_t b = 0; b < trial->blocks.len && k < n; b++) {
    if (!trial->blocks.data[b].if_converted) continue;
    uint32_t path = sched_shortest_iteration(f, plain, idom, headers[k++]);
    limit[b] = path == NO_PATH ? 0 : path + 1;
  }
  free(idom);
  return limit;
}

void sched_if_convert(Func *f, const SchedOptions *opt) {
  uint32_t *headers = xmalloc((f->blocks.len + 1) * sizeof *headers);
  uint8_t *skip = xcalloc(f->blocks.len + 1, 1);
  Func *trial = ir_clone(f);
  uint32_t n = pass_ifconv(trial, NULL, headers);
  if (n) {
    pass_fold(trial);
    pass_dce(trial);
    Schedule plain = {0}, conv = {0};
    bool was = diag_quiet(true);
    /* when a trial fails, nothing is converted: the real run reports it */
    bool ok = sched_sdc(f, opt, &plain);
    if (ok) {
      SchedOptions topt = *opt;
      uint32_t *limit = ii_limits(f, &plain, trial, headers, n);
      topt.ii_limit = limit;
      ok = sched_sdc(trial, &topt, &conv);
      free(limit);
    }
    diag_quiet(was);
    if (ok) {
      losers(f, &plain, trial, &conv, headers, n, skip);
      pass_ifconv(f, skip, NULL);
    }
    if (plain.cycle) sched_free(&plain);
    if (conv.cycle) sched_free(&conv);
  }
  ir_func_free(trial);
  free(skip);
  free(headers);
}
