/* stream.h - post-dominators, and whether a def-use chain of the HLS IR
 * may become a stream (seed 002, "streamifying a def-use chain"): the
 * definition followed by a token production, the use preceded by a token
 * consumption, the variable between them replaced by a FIFO. Pipeline
 * extraction (issue 24) asks this before it moves computation out of a
 * process.
 *
 * Points. A point is one instruction position: IrPoint{b, i} is the i-th
 * value of block b's op list, or b's terminator when i == ops.len. A path
 * runs through the points of a block in order, then to a successor's first
 * point; PHIs are ordinary points at the head of their block. So two points
 * of one block are ordered, and "u before d in one block" is expressible.
 *
 * The exit. A virtual exit node (index nb = f->blocks.len) follows every
 * `ret` block. A process is mostly `for (;;) { ... }`: a loop that no path
 * leaves, from which the exit is unreachable. For such a loop this module
 * takes the end of an iteration as the exit: a *closed loop* is a natural
 * loop (header h, body B) with no ret block in B and no edge from B to a
 * block outside B; each of its back edges (latch -> h) is redirected to the
 * virtual exit for post-dominance (and only for it: dominance and the
 * cycles of "respects" use the real CFG). Why this definition:
 *  - with the plain one (paths to the exit) every point of a closed loop
 *    post-dominates everything there vacuously, so condition (2) would say
 *    nothing about any process and a refusal would be blamed on another
 *    condition;
 *  - counting non-terminating paths too ("u on every maximal path from d")
 *    would refuse d; for (...) {...}; u, since the inner loop could in
 *    principle spin for ever; loops with an exit are taken to leave, as
 *    classic post-dominance does, and only loops without one end per
 *    iteration;
 *  - one iteration of a process is the unit in which the seed's 1-to-1
 *    correspondence of productions and consumptions must hold: u
 *    post-dominates d iff every path from d to the end of the iteration
 *    (or to a ret) passes u.
 * Loops nested in a closed loop keep their back edges (they have exits).
 * A block that still cannot reach the exit (a closed cycle that is not a
 * natural loop: irreducible control flow) has no post-dominator, and
 * nothing post-dominates a point in it: the answer is the safe "no".
 */
#ifndef HLSC_ANALYSIS_STREAM_H
#define HLSC_ANALYSIS_STREAM_H

#include "../ir/ir.h"

/* ---- post-dominators ---- */
/* ipdom[b] for b in 0..nb (nb = f->blocks.len is the virtual exit, and
 * ipdom[nb] == nb), over the CFG with every ret block and every back edge
 * of a closed loop leading to the exit; UINT32_MAX for a block that cannot
 * reach the exit. Returns an xmalloc'd array of nb + 1 entries. */
uint32_t *ir_postdominators(const Func *f);
/* True when every path from block b to the exit passes block a (a == b
 * counts); a or b may be nb (the exit). False when either has no
 * post-dominator. */
bool ir_postdominates(const uint32_t *ipdom, size_t nb, uint32_t a,
                      uint32_t b);

/* ---- streamability of a def-use chain ---- */
typedef struct IrPoint {
  uint32_t block;
  uint32_t index; /* in the block's ops; ops.len: the terminator */
} IrPoint;

/* The conditions of the seed for a chain d --> u. */
enum {
  STREAM_DOM = 1,          /* d dominates u: every path entry --> u passes d
                              (strictly before u) */
  STREAM_PDOM = 2,         /* u post-dominates d: every path from d to the
                              exit (see above) passes u */
  STREAM_D_RESPECTS_U = 4, /* every cycle d --> d passes u: d cannot be
                              evaluated again before u is */
  STREAM_U_RESPECTS_D = 8, /* every cycle u --> u passes d */
  STREAM_ALL = 15,
};

typedef struct StreamVerdict {
  unsigned holds;  /* the STREAM_* conditions that hold (with several
                      definitions: that hold for every one of them) */
  bool multi_def;  /* the use has more than one reaching definition */
  bool streamable; /* !multi_def && holds == STREAM_ALL */
} StreamVerdict;

/* A function's dominators, post-dominators and closed loops. The Func
 * must verify (ir_verify) and stay unchanged while this lives; Block.preds
 * need not be filled. */
typedef struct StreamCfg StreamCfg;
StreamCfg *stream_cfg_new(const Func *f);
void stream_cfg_free(StreamCfg *c);

/* The chain from the definitions defs[0 .. ndefs) that reach use u.
 * Identical points count once; more than one distinct definition is
 * refused (multi_def: u would not know which stream to consume), and so is
 * ndefs == 0. d == u is refused (d does not strictly dominate itself).
 * Points out of range are an internal error. */
StreamVerdict stream_chain(const StreamCfg *c, const IrPoint *defs,
                           uint32_t ndefs, IrPoint u);
/* The SSA form: u is an instruction (or terminator) that uses value v, and
 * v's own position is the definition. When u is a PHI, its reaching
 * definitions are its distinct argument values (v among them): two or more
 * are refused. Not a use of v: internal error. */
StreamVerdict stream_use(const StreamCfg *c, ValId v, IrPoint u);
/* Why a verdict refuses, as a phrase for reports ("the use has several
 * reaching definitions", "the definition does not dominate the use", ...):
 * the first failing condition in the seed's order; NULL when streamable. */
const char *stream_refusal(StreamVerdict v);

#endif
