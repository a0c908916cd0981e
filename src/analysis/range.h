/* range.h - the values each SSA value of a function can have: an unsigned
 * and a signed interval at the value's width, found by a forward analysis
 * over the CFG (pass_narrow uses it to put operations on fewer bits).
 *
 * What it promises: for every value v of width >= 1 that is listed in a
 * block, every value v takes in any run of the function lies in both
 * intervals of range_analyze's result[v] (read as unsigned, and as two's
 * complement signed, at v's width). Values that never run may have an
 * empty range. Values of width 0, NOPs, and values made after the call
 * have none (full ranges are returned for them by range_of).
 *
 * How: each operation's interval is computed from its operands' (integer
 * interval arithmetic; a result that may wrap at the width becomes the
 * whole width unless every value wraps by the same multiple of 2^width).
 * A PHI joins its arguments, each narrowed by the branch it comes through
 * (on the edge from a block ending in `cbr c`, the compares in c, through
 * AND/OR/NOT, hold or fail: x < n bounds x, and an argument computed
 * directly from x, like x + 1, is computed again from the bounded x). Loops
 * iterate to a fixed point: PHIs only grow, and after a bounded number of
 * rounds a PHI that still grows jumps to the next threshold (a constant a
 * compare uses, or one beside it), later to the whole width; a few
 * rounds from the fixed point without the join with the old range then
 * take back what the jumps overshot (an induction variable i = phi(0, i +
 * 1) that leaves when i + 1 == N, or continues while i < N, gets [0, N]).
 * When even that does not settle, every range is the whole width.
 */
#ifndef HLSC_RANGE_H
#define HLSC_RANGE_H

#include "../ir/ir.h"

typedef struct Range {
  bool empty;        /* no value reaches here (yet) */
  uint64_t ulo, uhi; /* unsigned interval, at the value's width */
  int64_t slo, shi;  /* signed interval, at the value's width */
} Range;

/* The ranges of f's values, indexed by ValId (f->vals.len entries,
 * xmalloc'd; the caller frees). */
Range *range_analyze(const Func *f);

/* The whole range of width w (1..64). */
Range range_full(unsigned w);

/* Bits that hold every value of r zero-extended (its top bit and above are
 * zero at any wider width): 1 for {0}. */
unsigned range_ubits(const Range *r);
/* Bits that hold every value of r sign-extended: 1 for {0} and {-1}. */
unsigned range_sbits(const Range *r);

#endif
