/* sdc_int.h - what sdc.c and chain.c share: the scheduling graph of one
 * block. Nodes are the block's scheduled operations in block order (a
 * topological order of the in-block data dependences), then one sink node
 * standing for the block's end (the terminator, evaluated in the last
 * state). PHIs, PARAMs and CONSTs are not nodes: their values are registers
 * or constants, available in every state with arrival 0. */
#ifndef HLSC_SDC_INT_H
#define HLSC_SDC_INT_H

#include "sched.h"

typedef struct SNode {
  ValId v;           /* IR_NOVAL for the sink */
  uint32_t lat;
  double din, dout;  /* OpTiming delay_in, delay_out; sink: delay_term */
  uint32_t arg0, nargs; /* in-block argument nodes: g->args[arg0 ..] */
  uint32_t use0, nuses; /* in-block user nodes: g->uses[use0 ..] */
  bool reg_out;      /* lat 0, but the result comes from a register (a
                        variable-latency unit's): chains end at its input */
} SNode;

/* s[a] - s[b] >= c over node indices */
typedef struct SDiff {
  uint32_t a, b;
  int32_t c;
} SDiff;

typedef struct SGraph {
  const Func *f;
  uint32_t block;
  uint32_t n;        /* nodes, sink included (sink = n - 1) */
  SNode *nodes;
  uint32_t *args, *uses;
  int32_t *node_of;  /* [ValId] node index or -1 (function-wide scratch) */
  double budget;     /* ns of chained logic per state */
  bool modulo;       /* a pipelined loop body (modulo.c): the sink is the
                        exit decision, not the end of everything, and
                        memory ports are counted per slot, not by windows */
  bool one_store_port; /* sched_one_store_port (set by sg_build) */
  bool forward;      /* modulo.c's forwarding variant: the loads that may
                        forward (forward_stores) get the output
                        delay of their compare and multiplexer */
  const uint8_t *varlat; /* [ValId] or NULL: variable-latency units
                         (varlat.c): lat 0, their output a register's, and
                         their guard's predicate an operand */
  struct FuPlan *fu; /* fushare.c: the shared kinds of an FSM block, or
                        NULL */
  VEC(SDiff) diffs;
} SGraph;

static inline uint32_t sg_sink(const SGraph *g) { return g->n - 1; }

/* The port of a memory access, given the ports its memory already uses in
 * the access's state or slot (bit p: port p), or -1 when none is left. With
 * one store port, a STORE takes port 1 and a LOAD port 0 first; else the
 * first free port. An external memory (a top parameter) has port 0 only. */
static inline int sg_mem_port(const SGraph *g, Op op, bool external,
                              unsigned used) {
  if (external) return used & 1u ? -1 : 0;
  if (g->one_store_port && op == OP_STORE) return used & 2u ? -1 : 1;
  if (!(used & 1u)) return 0;
  return used & 2u ? -1 : 1;
}

/* sdc.c */
/* Builds g's nodes and the constraints of one iteration of the block
 * (g->f, g->block, g->node_of, g->budget, g->modulo set by the caller):
 * dependences, print order, memory order and chaining. */
void sg_build(SGraph *g, const SchedOptions *opt);
void sg_free(SGraph *g);
/* The visible effects (ir_visible_effect: what a caller sees of a call
 * that a blocking read of an empty stream ends) keep their program order in
 * time (same state allowed: the handshakes of one state fire in program
 * order) so that such a call stops in hardware exactly where it stopped in
 * C. */
/* False only when the two accesses' addresses are different constants. */
bool sg_may_alias(const Func *f, ValId x, ValId y);

/* fushare.c: for an FSM block under --units, or a pipelined loop's block
 * that shares units (fu_loop_shares), g->fu: the
 * kinds whose operations will share units (sched.h, fu_kind); fu_timing
 * then gives such an operation the timing of a shared unit (sched.h,
 * fu_busy) with its operand multiplexer's delay in delay_in, and
 * fu_constraints adds the resource constraints. fu_plan_free frees g->fu. */
void fu_plan(SGraph *g, const SchedOptions *opt);
void fu_timing(const SGraph *g, ValId v, const SchedOptions *opt,
               OpTiming *t);
void fu_constraints(SGraph *g);
void fu_plan_free(SGraph *g);
/* A loop's graph (g->modulo) whose loop shares units (sched.h,
 * fu_loop_shares): its operations that share (fu_loop_ops counts them),
 * the II their units need at least (fu_res_mii: per kind, ceil(slots / L),
 * an operation taking fu_busy(lat) slots), and the first operation of
 * schedule `state` at II ii (in time) that finds none of the L units of
 * its kind free in its slots, or -1 (fu_loop_conflict; fu_bind then binds
 * the same way). */
uint32_t fu_loop_ops(const SGraph *g);
uint32_t fu_res_mii(const SGraph *g);
int32_t fu_loop_conflict(const SGraph *g, uint32_t ii, const int32_t *state);

/* lifetime.c: the second solve. x holds the least schedule (the first
 * solve's answer, x[sink] = the last state); on success it holds a schedule
 * with the same last state and the fewest register bits. forward: every
 * constraint of g points forward (a > b), which gives the windows that cut
 * the LP into pieces. False, x unchanged, when an LP is not solved. */
bool sg_min_register_bits(const SGraph *g, const uint8_t *live_out,
                          bool forward, int64_t *x);

/* closure.c: minimise sum obj[i] x[i] over integers lo[i] <= x[i] <= hi[i]
 * (all finite) under rows x[ra[k]] - x[rb[k]] >= rc[k], where x = lo
 * already satisfies every row (lo[a] >= lo[b] + c), as a minimum cut.
 * Returns 0 with the componentwise least optimal x, or -1 (x unchanged)
 * when it declines: the windows too wide for a network linear in the LP,
 * or data out of range; then lp.c decides. *phases (if not NULL) grows by
 * the flow's phases. The last 16 LPs and their answers are kept (at most
 * 64 MB of copies): the same LP again (compared whole) gets the same
 * answer without a flow, unless phases is asked for (then it is solved
 * afresh, and not kept). closure_flows: the flows run so far. */
typedef struct ClosureLp {
  uint32_t nv, nr;
  const int64_t *lo, *hi, *obj;
  const uint32_t *ra, *rb;
  const int64_t *rc;
} ClosureLp;
int closure_solve(const ClosureLp *p, int64_t *x, uint32_t *phases);
uint64_t closure_flows(void);

/* modulo.c: fills s->loops and s->loop_of; pipelines what it can. */
void modulo_schedule(const Func *f, const SchedOptions *opt,
                     int32_t *node_of, Schedule *s);
/* Modulo-schedules loop L (its sequential schedule is already in s; on
 * success its values' times go into s) with the variable-latency units
 * marked in varlat (NULL: none; sdc_int.h SGraph.varlat). */
void modulo_pipeline_loop(const Func *f, const SchedOptions *opt,
                          int32_t *node_of, Schedule *s, LoopSched *L,
                          const uint8_t *varlat);

/* varlat.c: marks in out[] (f->vals.len entries, zeroed) the guarded
 * dividers and multipliers of loop block b (ir_guard) with a sequential form (lat >= 3)
 * on a loop-carried recurrence, with their start mode (sched.h: mode, or
 * VARLAT_STEP for a signed divider); returns how many. */
uint32_t varlat_candidates(const Func *f, const SchedOptions *opt, uint32_t b,
                           uint8_t mode, uint8_t *out);
/* The cycles a stage waits for its units when every guard holds: per
 * stage, the longest unit in it, summed; fills L->stall and the report
 * text L->varlat_text. */
void varlat_describe(const Func *f, const SchedOptions *opt,
                     const Schedule *s, const uint8_t *marks, LoopSched *L);

/* Tries loop L (already scheduled without them) with its guarded dividers
 * as variable-latency units, and keeps that schedule (and s->varlat) when
 * it is never slower: its II below the cycles per iteration without them,
 * and an iteration that waits for every unit (II + stall) no slower
 * either. It must drain (II 1, stream operations): the wait is a draining
 * stage's. Nothing when --no-varlat, or the header has varlat_off or is a
 * flattened nest's. */
void varlat_try(const Func *f, const SchedOptions *opt, int32_t *node_of,
                Schedule *s, LoopSched *L);

/* forward.c: for a LOAD v of loop block b, the stores of b to its memory
 * that may write the word v reads (forwarding sources in some schedule);
 * 0 when v cannot forward: a ROM in logic, an external memory, or no
 * such store. */
uint32_t forward_stores(const Func *f, uint32_t b, ValId v);
/* Some load of loop block b may forward. */
bool forward_candidates(const Func *f, uint32_t b);
/* After loop L (block g->block) was pipelined with forwarding into s:
 * marks in s->forward the candidate loads of latency 1 that have a source
 * store in that schedule (sched_forward_source) and counts loads, stores
 * and comparators in L. */
void forward_record(const SGraph *g, Schedule *s, LoopSched *L);

/* depend.c: the least d >= 1 such that memory access x of iteration k and
 * access y of iteration k + d of loop b may touch the same word (1 when
 * the addresses are not understood; limit when no d below it can). */
uint32_t dep_distance(const Func *f, uint32_t b, ValId x, ValId y,
                      uint32_t limit);

/* chain.c */
/* Adds s[v] >= s[u] + lat[u] + 1 for every pair u -> v whose longest
 * combinational path (through in-block operators of lat 0) exceeds the
 * budget, keeping only the first such v on each path (the others follow
 * transitively). */
void chain_constraints(SGraph *g);
/* Fills s->arrival for the block's nodes from the solved states, checks that
 * every chain fits the budget (an ICE otherwise: the constraints are wrong)
 * and returns the block's largest settling time. */
double chain_arrivals(const SGraph *g, const int32_t *state, Schedule *s);
/* One warning per operator that alone is slower than the budget (the first
 * 20 of a function; *warned counts them). */
void chain_warn_slow(const SGraph *g, const SchedOptions *opt,
                     unsigned *warned);

#endif
