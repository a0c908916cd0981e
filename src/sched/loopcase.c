/* loopcase.c - seed 000's classification of the program's loops, and the
 * names of the mechanisms their hardware uses.
 *
 * Seed 000 sorts loops into eight cases by three questions, (data
 * dependence, control dependence, variable latency); case = 4 d + 2 c + v.
 * They are asked of the loop as written, before flattening and
 * if-conversion change its blocks (sched_classify_loops runs first and
 * records the answer on the header, Block.loop_case):
 *  - data: a value carried to the next iteration through a register that
 *    is not an induction variable (a header PHI whose back-edge values are
 *    not itself plus a constant), or a memory the body stores to and loads
 *    from; the memory's dependence is dynamic when an address of it does
 *    not follow from the iteration count (X[Y[i]]: its distance is known
 *    only at run time);
 *  - control: the loop leaves on a condition that does not follow from
 *    the iteration count (a data-dependent exit, a counter with a data-
 *    dependent step, or any exit from the body besides the counted one);
 *  - variable latency: two paths through the body take different numbers
 *    of states in a schedule of the loop as written, or the body holds an
 *    inner loop whose trip count is not the same on every entry.
 * "Follows from the iteration count" means: computed by pure operations
 * and ROM reads from constants, values defined before the loop, and header
 * PHIs whose back-edge values follow from it in turn.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sched.h"

typedef struct Ctx {
  const Func *f;
  const uint8_t *body;  /* the loop whose iterations count */
  const uint8_t *outer; /* NULL, or the enclosing loop: a value defined in
                           it but outside body varies between entries */
  uint32_t h;
  uint8_t *seen;        /* [ValId] 1: in progress or determined */
} Ctx;

/* Whether v follows from the iteration count of the loop (see above). */
static bool determined(Ctx *c, ValId v) {
  const Val *x = ir_cval(c->f, v);
  if (x->op == OP_CONST) return true;
  if (!c->body[x->block])
    return x->op != OP_NOP && !(c->outer && c->outer[x->block]);
  if (c->seen[v]) return true; /* a recurrence: decided by its other args */
  c->seen[v] = 1;
  if (x->op == OP_PHI && x->block != c->h) return false; /* a join: data */
  if (x->op == OP_LOAD && !c->f->mems.data[x->imm].rom) return false;
  if (x->op != OP_PHI && x->op != OP_LOAD &&
      (!(ir_info(x->op)->flags & OPF_PURE) || x->op == OP_PARAM))
    return false;
  for (uint32_t i = 0; i < x->nargs; i++)
    if (!determined(c, x->args[i])) return false;
  return true;
}

static bool follows(const Func *f, const uint8_t *body, const uint8_t *outer,
                    uint32_t h, ValId v) {
  Ctx c = {f, body, outer, h, xcalloc(f->vals.len + 1, 1)};
  bool ok = determined(&c, v);
  free(c.seen);
  return ok;
}

/* p + constant (or p itself), through width changes: an induction step. */
static bool induction_step(const Func *f, ValId p, ValId v) {
  for (unsigned depth = 0; depth < 8; depth++) {
    if (v == p) return true;
    const Val *x = ir_cval(f, v);
    if (x->op == OP_ZEXT || x->op == OP_SEXT || x->op == OP_TRUNC) {
      v = x->args[0];
      continue;
    }
    if ((x->op == OP_ADD || x->op == OP_SUB) &&
        ir_cval(f, x->args[1])->op == OP_CONST) {
      v = x->args[0];
      continue;
    }
    if (x->op == OP_ADD && ir_cval(f, x->args[0])->op == OP_CONST) {
      v = x->args[1];
      continue;
    }
    return false;
  }
  return false;
}

static uint8_t data_dependence(const Func *f, const uint8_t *body,
                               uint32_t h) {
  uint8_t r = 0;
  const Block *hb = &f->blocks.data[h];
  for (size_t i = 0; i < hb->ops.len; i++) {
    const Val *x = ir_cval(f, hb->ops.data[i]);
    if (x->op != OP_PHI) continue;
    for (uint32_t k = 0; k < x->nargs; k++)
      if (body[x->phi_blocks[k]] &&
          !induction_step(f, hb->ops.data[i], x->args[k]))
        r |= LC_DATA_REG;
  }
  size_t nm = f->mems.len;
  uint8_t *stored = xcalloc(nm + 1, 1), *loaded = xcalloc(nm + 1, 1);
  uint8_t *odd = xcalloc(nm + 1, 1);
  for (uint32_t b = 0; b < f->blocks.len; b++) {
    if (!body[b]) continue;
    const Block *bl = &f->blocks.data[b];
    for (size_t i = 0; i < bl->ops.len; i++) {
      const Val *x = ir_cval(f, bl->ops.data[i]);
      if (x->op != OP_LOAD && x->op != OP_STORE) continue;
      (x->op == OP_STORE ? stored : loaded)[x->imm] = 1;
      if (!follows(f, body, NULL, h, x->args[0])) odd[x->imm] = 1;
    }
  }
  for (size_t m = 0; m < nm; m++)
    if (stored[m] && loaded[m]) r |= odd[m] ? LC_DATA_DYN : LC_DATA_MEM;
  free(stored);
  free(loaded);
  free(odd);
  return r;
}

/* Whether some edge leaves body on a condition that does not follow from
 * the iteration count (outer: see Ctx), or more than one edge leaves. */
static bool data_exit(const Func *f, const uint8_t *body, const uint8_t *outer,
                      uint32_t h) {
  uint32_t exits = 0;
  bool data = false;
  for (uint32_t b = 0; b < f->blocks.len; b++) {
    if (!body[b]) continue;
    const Term *t = &f->blocks.data[b].term;
    bool leaves = false;
    for (uint32_t i = 0; i < t->nsuccs; i++) leaves |= !body[t->succs[i]];
    if (!leaves) continue;
    exits++;
    if (t->kind == TERM_CBR || t->kind == TERM_SWITCH)
      data |= !follows(f, body, outer, h, t->arg);
  }
  return data || exits > 1;
}

/* Two paths from h to a back edge take different numbers of states. */
static bool uneven_paths(const Func *f, const Schedule *s,
                         const uint32_t *idom, uint32_t h) {
  uint32_t lo = sched_shortest_iteration(f, s, idom, h);
  return lo != UINT32_MAX && sched_longest_iteration(f, s, idom, h) != lo;
}

void sched_classify_loops(Func *f, const SchedOptions *opt) {
  ir_fill_preds(f);
  size_t nb = f->blocks.len;
  uint32_t *idom = ir_dominators(f);
  uint8_t *body = xcalloc(nb, 1), *inner = xcalloc(nb, 1);
  bool branchy = false;
  for (uint32_t h = 0; h < nb; h++)
    if (ir_loop_body(f, idom, nb, h, body) > 1) branchy = true;
  /* block states only: the loops need not be pipelined for their paths */
  SchedOptions blocks_only = *opt;
  blocks_only.no_pipeline = true;
  Schedule s = {0};
  bool was = diag_quiet(true);
  bool timed = branchy && sched_sdc(f, &blocks_only, &s);
  diag_quiet(was);
  for (uint32_t h = 0; h < nb; h++) {
    if (!ir_loop_body(f, idom, nb, h, body)) continue;
    uint8_t c = LC_KNOWN | data_dependence(f, body, h);
    if (data_exit(f, body, NULL, h)) c |= LC_CONTROL;
    if (timed && uneven_paths(f, &s, idom, h)) c |= LC_VARLAT;
    for (uint32_t g = 0; g < nb && !(c & LC_VARLAT); g++)
      if (g != h && body[g] && ir_loop_body(f, idom, nb, g, inner) &&
          data_exit(f, inner, body, g))
        c |= LC_VARLAT;
    f->blocks.data[h].loop_case = c;
  }
  if (s.cycle) sched_free(&s);
  free(inner);
  free(body);
  free(idom);
}

unsigned sched_seed_case(uint8_t c) {
  return (c & (LC_DATA_REG | LC_DATA_MEM | LC_DATA_DYN) ? 4u : 0u) |
         (c & LC_CONTROL ? 2u : 0u) | (c & LC_VARLAT ? 1u : 0u);
}

const char *sched_data_dependence(uint8_t c) {
  if (c & LC_DATA_DYN) return "memory, distance known only at run time";
  if (c & LC_DATA_MEM) return "memory";
  if (c & LC_DATA_REG) return "register";
  return "none";
}

void sched_loop_case_text(uint8_t c, Sbuf *o) {
  unsigned k = sched_seed_case(c);
  sb_printf(o, "seed 000 case %u (%c,%c,%c", k, k & 4 ? 'y' : 'n',
            k & 2 ? 'y' : 'n', k & 1 ? 'y' : 'n');
  const char *sep = ": ";
  if (c & LC_DATA_REG) {
    sb_printf(o, "%scarried through a register", sep);
    sep = ", ";
  }
  if (c & (LC_DATA_MEM | LC_DATA_DYN)) {
    sb_printf(o, "%scarried through memory%s", sep,
              c & LC_DATA_DYN ? " at distances known only at run time" : "");
    sep = ", ";
  }
  if (c & LC_CONTROL) {
    sb_printf(o, "%sa data-dependent exit", sep);
    sep = ", ";
  }
  if (c & LC_VARLAT) sb_printf(o, "%spaths of different latency", sep);
  sb_putc(o, ')');
}

static void add(LoopMechanisms *m, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static void add(LoopMechanisms *m, const char *fmt, ...) {
  if (m->n >= sizeof m->name / sizeof m->name[0]) return;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(m->name[m->n++], sizeof m->name[0], fmt, ap);
  va_end(ap);
}

void sched_loop_mechanisms(const Func *f, const LoopSched *L,
                           LoopMechanisms *m) {
  const Block *hb = &f->blocks.data[L->block];
  uint8_t c = hb->loop_case;
  m->n = 0;
  if (hb->flattened) add(m, "flattening (a nest of %u loops is one loop)",
                         hb->flattened);
  if (!L->pipelined) {
    add(m, "stalling (sequential: an iteration starts when the last ends)");
    return;
  }
  if (hb->speculated) {
    const char *name = ir_val_name(f, hb->spec_value);
    add(m, "restart speculation: the next iteration guesses '%s' (line %u) "
        "is %s; a wrong guess squashes the iterations after it and restarts "
        "the pipeline (%u cycles per iteration without it)",
        name ? name : "?", ir_cval(f, hb->spec_value)->loc.line,
        hb->spec_guess ? "true" : "false", hb->spec_before);
  }
  if (L->varlat)
    add(m, "variable latency: %s", L->varlat_text);
  if (c & LC_DATA_REG)
    add(m, "forwarding (carried values from the stage that makes them)");
  if (L->fwd_loads)
    add(m, "forwarding through memory '%s' (addresses compared at run time, "
        "%u comparator%s)", L->fwd_mem, L->fwd_cmps,
        L->fwd_cmps == 1 ? "" : "s");
  else if (c & (LC_DATA_MEM | LC_DATA_DYN))
    add(m, "static distance (II %u covers the memory recurrence)", L->ii);
  if (hb->if_converted)
    add(m, "parallel speculation of branches (if-converted)");
  if (c & LC_CONTROL && L->exit_time >= L->ii)
    add(m, "speculation, depth %u (iterations started before the exit "
        "decision are squashed)", L->exit_time / L->ii);
  if (L->drain) add(m, "stalling per stage on stream handshakes (drain)");
}
