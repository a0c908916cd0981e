/* splitcarry.c - an adder or subtractor whose carry chain alone is longer
 * than a clock period's logic (delay_budget) becomes a chain of narrow
 * ones, so that the schedule can put registers between them.
 *
 * x + y at width W, cut into k chunks of about W / k bits (k the fewest
 * whose chunk adder of c + 2 bits takes at most half the budget, so two
 * chain in a cycle with room for their neighbours' logic):
 *  - chunk 0: t0 = zext(x0, c+1) + zext(y0, c+1); its sum is t0's low c
 *    bits, its carry bit c;
 *  - chunk i > 0 takes the carry in on an extra low bit of both operands,
 *    t = {x_i, cin} + {y_i, cin} at c + 2 bits (= 2 (x_i + y_i + cin)):
 *    its sum is t[c:1], its carry t[c+1];
 *  - subtraction: chunk 0 is zext(x0) - zext(y0), whose bit c is the
 *    borrow; chunk i is {x_i, 0} - {y_i, bin} (= 2 (x_i - y_i) - bin):
 *    its difference is t[c:1], its borrow t[c+1];
 *  - the result is the chunks side by side, (r << c) | zext(s), which the
 *    operation's own value becomes (its uses stay).
 * The slices x_i are trunc(x >> lo) and the concatenations OR a shifted
 * value with a zero-extended one no wider than the shift: wiring, which
 * the delay model counts as free (delay.c). The scheduler then chains the
 * chunks like any other operations: where the chain crosses a cycle, the
 * carry is registered, and a loop-carried sum whose chunks depend only on
 * their own bits (a counter, an accumulator) keeps its II, each chunk a
 * recurrence of its own. The hardware is the same adder, cut.
 *
 * A cut chain takes more cycles than the whole adder's one, so in a
 * pipelined loop it can raise the II (through a recurrence, or the order
 * of its stream operations). A trial schedule with every candidate cut is
 * compared with the function's own: a pipelined loop whose II would rise
 * keeps its adders whole (and its timing warning), as the loop is faster
 * at II n with a slow clock than at 2n; everything else is cut.
 *
 * An ordered comparison longer than the period is the borrow out of the
 * same chain of chunk subtractions (their differences are not built):
 * x <u y is the borrow of x - y, x >u y that of y - x, >= and <= their
 * negations, and a signed comparison compares x and y with their sign bits
 * flipped. Equalities are LUT trees, never cut. */
#include <stdlib.h>
#include <string.h>

#include "sched.h"

#define MIN_CHUNK 4

/* The chunk count for a W-bit adder or comparison that takes `ns` whole,
 * 0 when it fits as it is. */
static unsigned chunks_for(unsigned w, const SchedOptions *opt, double ns) {
  double budget = delay_budget(opt);
  if (ns <= budget || w < 2 * MIN_CHUNK) return 0;
  for (unsigned k = 2; k <= w / MIN_CHUNK; k++)
    if (delay_add((w + k - 1) / k + 2, opt) <= budget * 0.5) return k;
  return w / MIN_CHUNK;
}

/* trunc(x >> lo) to c bits. */
static ValId slice(Func *f, uint32_t b, ValId x, unsigned w, unsigned lo,
                   unsigned c, SrcLoc loc) {
  if (lo) x = ir_add(f, b, OP_LSHR, w, 2, (ValId[]){x, ir_const(f, w, lo)},
                     loc);
  return ir_add(f, b, OP_TRUNC, c, 1, (ValId[]){x}, loc);
}

static ValId zext(Func *f, uint32_t b, ValId x, unsigned w, SrcLoc loc) {
  return ir_add(f, b, OP_ZEXT, w, 1, (ValId[]){x}, loc);
}

/* {x, low} at c + 2 bits: x (c bits) shifted up by one, low (1 bit, or
 * IR_NOVAL for 0) in bit 0. */
static ValId with_low_bit(Func *f, uint32_t b, ValId x, unsigned c, ValId low,
                          SrcLoc loc) {
  ValId s = ir_add(f, b, OP_SHL, c + 2, 2,
                   (ValId[]){zext(f, b, x, c + 2, loc), ir_const(f, c + 2, 1)},
                   loc);
  if (low == IR_NOVAL) return s;
  return ir_add(f, b, OP_OR, c + 2, 2, (ValId[]){s, zext(f, b, low, c + 2, loc)},
                loc);
}

/* A chunk's adder (subtractor): t, tw bits wide. */
typedef struct Chunk {
  ValId t;
  unsigned tw;
} Chunk;

/* One chunk of op (ADD or SUB) over bits lo .. lo+c-1 of x and y (width
 * w), with carry (borrow) in `cin` (IR_NOVAL for chunk 0): its adder in
 * *out, its carry out in *cout (IR_NOVAL when `last`), and its c-bit
 * result (IR_NOVAL when !sum: a comparison uses the borrow only). */
static ValId chunk(Func *f, uint32_t b, Op op, ValId x, ValId y, unsigned w,
                   unsigned lo, unsigned c, ValId cin, bool last, bool sum,
                   ValId *cout, SrcLoc loc, Chunk *out) {
  ValId xi = slice(f, b, x, w, lo, c, loc), yi = slice(f, b, y, w, lo, c, loc);
  ValId t;
  unsigned sum_at, tw;
  if (cin == IR_NOVAL) { /* chunk 0 */
    tw = c + 1;
    sum_at = 0;
    t = ir_add(f, b, op, tw, 2,
               (ValId[]){zext(f, b, xi, tw, loc), zext(f, b, yi, tw, loc)},
               loc);
  } else {
    tw = c + 2;
    sum_at = 1;
    ValId a = with_low_bit(f, b, xi, c, op == OP_ADD ? cin : IR_NOVAL, loc);
    ValId d = with_low_bit(f, b, yi, c, cin, loc);
    t = ir_add(f, b, op, tw, 2, (ValId[]){a, d}, loc);
  }
  *cout = last ? IR_NOVAL : slice(f, b, t, tw, tw - 1, 1, loc);
  *out = (Chunk){t, tw};
  return sum ? slice(f, b, t, tw, sum_at, c, loc) : IR_NOVAL;
}

/* The k chunks of x op y (width w): their results into part[] (when
 * part is not NULL) and widths into width[]; the top chunk's adder into
 * *top. */
static void chain(Func *f, uint32_t b, Op op, ValId x, ValId y, unsigned w,
                  unsigned k, ValId *part, unsigned *width, SrcLoc loc,
                  Chunk *top) {
  ValId carry = IR_NOVAL;
  for (unsigned i = 0, lo = 0; i < k; i++) {
    width[i] = (w - lo) / (k - i); /* even: the wider chunks on top */
    ValId r = chunk(f, b, op, x, y, w, lo, width[i], carry, i + 1 == k,
                    part != NULL, &carry, loc, top);
    if (part) part[i] = r;
    lo += width[i];
  }
}

static bool is_ordered_cmp(Op op) {
  return (ir_info(op)->flags & OPF_CMP) && op != OP_EQ && op != OP_NE;
}

/* Rewrites comparison v of w-bit operands into the borrow of k chunk
 * subtractions (appended to block b), then v itself. */
static void split_cmp(Func *f, uint32_t b, ValId v, unsigned k) {
  const Val *val = ir_cval(f, v);
  Op op = val->op;
  ValId x = val->args[0], y = val->args[1];
  unsigned w = ir_cval(f, x)->width;
  SrcLoc loc = val->loc;
  if (ir_info(op)->flags & OPF_SIGNED) { /* flip the sign bits */
    uint64_t sign[IR_MAX_WIDTH / 64] = {0};
    sign[(w - 1) / 64] = 1ull << ((w - 1) % 64);
    ValId m = ir_const_words(f, w, sign);
    x = ir_add(f, b, OP_XOR, w, 2, (ValId[]){x, m}, loc);
    y = ir_add(f, b, OP_XOR, w, 2, (ValId[]){y, m}, loc);
  }
  /* a > b is b < a; a >= b is !(a < b); a <= b is !(b < a) */
  bool swap = op == OP_UGT || op == OP_SGT || op == OP_ULE || op == OP_SLE;
  bool negate = op == OP_UGE || op == OP_SGE || op == OP_ULE || op == OP_SLE;
  unsigned *width = xmalloc(k * sizeof *width);
  Chunk top;
  chain(f, b, OP_SUB, swap ? y : x, swap ? x : y, w, k, NULL, width, loc,
        &top);
  ValId hi = ir_add(f, b, OP_LSHR, top.tw, 2,
                    (ValId[]){top.t, ir_const(f, top.tw, top.tw - 1)}, loc);
  ValId borrow = IR_NOVAL, one = IR_NOVAL;
  if (negate) {
    borrow = ir_add(f, b, OP_TRUNC, 1, 1, (ValId[]){hi}, loc);
    one = ir_const(f, 1, 1);
  }
  Val *mv = ir_val(f, v); /* after the last ir_add: vals may have moved */
  if (negate) { /* !borrow */
    mv->op = OP_XOR;
    mv->args[0] = borrow;
    mv->args[1] = one;
  } else {
    mv->op = OP_TRUNC;
    mv->nargs = 1;
    mv->args[0] = hi;
  }
  vec_push(&f->blocks.data[b].ops, v);
  free(width);
}

/* Rewrites v (ADD or SUB of width w) into k chunks, appending the new
 * operations to block b (whose op list is being rebuilt), then v itself,
 * now the concatenation of the chunks. */
static void split(Func *f, uint32_t b, ValId v, unsigned k) {
  const Val *val = ir_cval(f, v);
  if (is_ordered_cmp(val->op)) {
    split_cmp(f, b, v, k);
    return;
  }
  Op op = val->op;
  unsigned w = val->width;
  ValId x = val->args[0], y = val->args[1];
  SrcLoc loc = val->loc;
  ValId *part = xmalloc(k * sizeof *part);
  unsigned *width = xmalloc(k * sizeof *width);
  Chunk top;
  chain(f, b, op, x, y, w, k, part, width, loc, &top);
  /* r = chunks i .. k-1 side by side, from the top down */
  ValId r = part[k - 1];
  unsigned rw = width[k - 1];
  for (unsigned i = k - 1; i-- > 1;) {
    unsigned nw = rw + width[i];
    ValId hi = ir_add(f, b, OP_SHL, nw, 2,
                      (ValId[]){zext(f, b, r, nw, loc),
                                ir_const(f, nw, width[i])},
                      loc);
    r = ir_add(f, b, OP_OR, nw, 2, (ValId[]){hi, zext(f, b, part[i], nw, loc)},
               loc);
    rw = nw;
  }
  ValId hi = ir_add(f, b, OP_SHL, w, 2,
                    (ValId[]){zext(f, b, r, w, loc), ir_const(f, w, width[0])},
                    loc);
  ValId lo0 = zext(f, b, part[0], w, loc);
  Val *mv = ir_val(f, v); /* after the last ir_add: vals may have moved */
  mv->op = OP_OR;
  mv->args[0] = hi;
  mv->args[1] = lo0;
  vec_push(&f->blocks.data[b].ops, v);
  free(part);
  free(width);
}

static unsigned split_chunks(const Func *f, ValId v, const SchedOptions *opt) {
  const Val *val = ir_cval(f, v);
  if (val->nargs != 2) return 0;
  if (val->op == OP_ADD || val->op == OP_SUB)
    return chunks_for(val->width, opt, delay_add(val->width, opt));
  if (!is_ordered_cmp(val->op)) return 0;
  return chunks_for(ir_cval(f, val->args[0])->width, opt,
                    delay_model(f, v, opt).delay_in);
}

static bool has_candidate(const Func *f, uint32_t b, const SchedOptions *opt) {
  const Block *bl = &f->blocks.data[b];
  for (size_t i = 0; i < bl->ops.len; i++)
    if (split_chunks(f, bl->ops.data[i], opt)) return true;
  return false;
}

/* Block b branches to itself: a loop that may be pipelined. */
static bool self_loop(const Func *f, uint32_t b) {
  const Term *t = &f->blocks.data[b].term;
  for (uint32_t i = 0; i < t->nsuccs; i++)
    if (t->succs[i] == b) return true;
  return false;
}

/* Cuts the candidates of every block b with !keep[b] (keep may be NULL). */
static uint32_t cut(Func *f, const SchedOptions *opt, const uint8_t *keep) {
  uint32_t n = 0;
  for (uint32_t b = 0; b < f->blocks.len; b++) {
    if ((keep && keep[b]) || !has_candidate(f, b, opt)) continue;
    size_t len = f->blocks.data[b].ops.len;
    ValId *old = xmalloc(len * sizeof *old);
    memcpy(old, f->blocks.data[b].ops.data, len * sizeof *old);
    f->blocks.data[b].ops.len = 0;
    for (size_t i = 0; i < len; i++) {
      unsigned k = split_chunks(f, old[i], opt);
      if (k) {
        split(f, b, old[i], k);
        n++;
      } else {
        vec_push(&f->blocks.data[b].ops, old[i]);
      }
    }
    free(old);
  }
  return n;
}

/* keep[b] for each pipelined loop b whose II the cuts would raise (or
 * that would no longer pipeline): a trial schedule of f with every
 * candidate cut against f's own. */
static void keep_loops(const Func *f, const SchedOptions *opt, uint8_t *keep) {
  Func *trial = ir_clone(f);
  cut(trial, opt, NULL);
  Schedule whole = {0}, chunked = {0};
  bool was = diag_quiet(true);
  if (sched_sdc(f, opt, &whole) && sched_sdc(trial, opt, &chunked) &&
      whole.loop_of)
    for (uint32_t b = 0; b < f->blocks.len; b++) {
      if (whole.loop_of[b] < 0) continue;
      int32_t j = chunked.loop_of ? chunked.loop_of[b] : -1;
      keep[b] = j < 0 ||
                chunked.loops[j].ii > whole.loops[whole.loop_of[b]].ii;
    }
  diag_quiet(was);
  sched_free(&whole);
  sched_free(&chunked);
  ir_func_free(trial);
}

uint32_t sched_split_carries(Func *f, const SchedOptions *opt) {
  bool any = false, loop = false;
  for (uint32_t b = 0; b < f->blocks.len; b++)
    if (has_candidate(f, b, opt)) {
      any = true;
      loop |= self_loop(f, b);
    }
  if (!any) return 0;
  uint8_t *keep = xcalloc(f->blocks.len + 1, 1);
  if (loop && !opt->no_pipeline) keep_loops(f, opt, keep);
  uint32_t n = cut(f, opt, keep);
  free(keep);
  return n;
}
