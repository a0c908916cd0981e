/* extract.h - pipeline extraction (seed 002): the computation a
 * free-running stream process does on the words it is about to write
 * (output extraction) and on the words it has just read (input
 * extraction), moved out of its controller into feed-forward pipelines
 * joined to it by FIFO channels. The controller keeps its states, its
 * order of reads and writes and everything it decides; it only gets
 * shorter paths and fewer states. The driver (driver_extract.c) decides
 * which candidates pay, by scheduling the process with and without each
 * one, and builds the network of units; this module finds the candidates
 * and rewrites the IR.
 *
 * What a candidate is (the seed's procedure in SSA form):
 *  - Output. A stream port o written by exactly one SWRITE ("o has only 1
 *    point of emission"), never tested with o_full, whose word is computed
 *    by pure operations: the expression tree e of the word, grown from the
 *    written value through operations whose every use is inside the tree
 *    (a value used elsewhere stays in the controller: no replication, the
 *    seed's "propagate definition ... with replication" is not done). The
 *    tree's operands from outside it ("referenced vars", the leaves) are
 *    packed into one word of at most 64 bits, which the controller writes
 *    where it wrote o ("ov = v" at the same emission point); the output
 *    pipeline reads that word, computes e and writes o. The tree may span
 *    blocks (global extraction): in SSA the leaves are available at the
 *    emission, so the emission needs no lifting.
 *  - Input. A stream port i read by exactly one SREAD, never tested with
 *    i_empty: the operations that depend on the word read and on constants
 *    only (in any block the read dominates: global extraction, and across
 *    branches the input pipeline computes for every word what only one
 *    branch needs, a pure speculation) are computed by the input pipeline;
 *    the controller reads, in place of i, one word packing the values of
 *    that set it still uses (the frontier: the read word itself when it is
 *    used directly, each computed value used outside the set).
 *    The input pipeline reads ahead: it takes a word as soon as the word
 *    is offered and its FIFO has room, not when the controller reaches the
 *    read. That changes nothing a process with one input stream can see
 *    (the words and their order are the same, and a program that stops
 *    at an empty read stops on that one stream), but with two inputs it
 *    would take words of one while the program waits on the other: a
 *    process with several input streams gets no input pipeline.
 *    Read-only tables (ROMs) count as pure operations: a lookup moves with
 *    the pipeline, which gets its own copy of the table.
 *  - Only free-running processes (no `return`): a terminating one would
 *    have to wait for its pipelines to drain before `done`, and an input
 *    pipeline would read words beyond the call. Only processes without a
 *    return value.
 * Extraction keeps the stream order of every port (1-to-1 tokens at the
 * same program points), so a process and its pipelines compute the same
 * words; an input pipeline may take words before the controller needs
 * them (as any FIFO in front of a process does).
 */
#ifndef HLSC_EXTRACT_H
#define HLSC_EXTRACT_H

#include "../ir/ir.h"
#include "../sched/sched.h"

typedef enum { XK_OUTPUT, XK_INPUT } XKind;

/* Most operations one pipeline takes (a larger tree stays), and most
 * words (channels of at most 64 bits) between it and the controller. */
#define EXTRACT_MAX_OPS 64
#define EXTRACT_MAX_WORDS 4

typedef struct XCand {
  XKind kind;
  uint32_t port;      /* the stream port (index in the process's ports) */
  const char *name;   /* its C name */
  ValId op;           /* its one SWRITE or SREAD */
  uint32_t nops;      /* operations the pipeline computes (constants not
                         counted) */
  uint32_t width;     /* bits between controller and pipeline */
  uint32_t nwords;    /* in that many words (channels) */
  uint32_t nblocks;   /* blocks the moved operations come from (1: local) */
  double delay_ns;    /* the longest chain of moved operations (delay model,
                         no chaining across states) */
  const char *why;    /* why it is not extracted (static text or text in
                         the candidate list's arena), NULL when made */
  bool made;
} XCand;

typedef struct XCands {
  VEC(XCand) v;
  Arena arena;
} XCands;
void extract_cands_free(XCands *c);

/* Why process f cannot be split at all (a static phrase), or NULL. */
const char *extract_unsupported(const Func *f);

/* The candidates of kind k of f (which must verify and be free of dead
 * values: after pass_dce): one per stream port with at least one
 * operation to move, in port order, appended to out; a port that has
 * operations to move but cannot be split gets why set. */
void extract_candidates(const Func *f, XKind k, const SchedOptions *so,
                        XCands *out);

/* The controller's ports of an applied candidate: ctrl[0] is the
 * candidate's port, the others new ports of f, one per word. */
typedef struct XPorts {
  uint32_t n;
  uint32_t ctrl[EXTRACT_MAX_WORDS];
} XPorts;

/* Applies candidate x (found on f) to f in place: the port becomes the
 * first word to or from the pipeline (renamed pbase, or pbase_2, ...:
 * a name no other port of f has), ports for the other words are added,
 * and the moved operations are removed. Returns the pipeline: a new
 * free-running function named fname whose stream ports are, for an output
 * pipeline, the words (0 .. n-1) and o as f had it (n), for an input
 * pipeline i as f had it (0) and the words (1 .. n), followed by the
 * scalar parameters it uses (named as in f). f's strings must outlive the
 * pipeline. */
Func *extract_apply(Func *f, const XCand *x, const char *pbase,
                    const char *fname, XPorts *ports);

/* The same on a pipeline, cut in two: the operations of port's set (an
 * output tree of the pipeline's output, or the input set of its input)
 * that allow[] marks move to a new pipeline (the later part of an output
 * tree, the earlier part of an input set), the rest stays. NULL (f
 * unchanged) when nothing marked moves or the cut is too wide. */
Func *extract_cut(Func *f, XKind k, uint32_t port, const uint8_t *allow,
                  const char *pbase, const char *fname, XPorts *ports);

#endif
