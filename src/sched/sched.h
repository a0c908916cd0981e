/* sched.h - the delay model and SDC scheduling of each basic block.
 *
 * A block executes as a sequence of states (clock cycles) 0..nstates-1.
 * The schedule gives every scheduled value the state in which it starts and
 * the number of cycles until its result can be used.
 *
 * Promises of sched_sdc (the architecture stage relies on each):
 *  - CONST values are not scheduled (cycle -1, lat 0) and are free.
 *  - PHI values start in state 0 with lat 0: they are registers written on the
 *    edge into the block.
 *  - For a value v and an argument a defined in the same block (not CONST,
 *    not PHI): cycle[v] >= cycle[a] + lat[a]. When cycle[v] == cycle[a] +
 *    lat[a] the two are chained combinationally in one state, and the
 *    chained delay (arrival) stays within the clock period unless a single
 *    operator alone is slower (then a warning was given).
 *  - Arguments defined in other blocks are read from registers: available in
 *    every state of the using block.
 *  - Every result is available by the last state:
 *    cycle[v] + lat[v] <= nstates[b] - 1; stores and prints happen at or
 *    before the last state. The terminator is evaluated in the last state,
 *    and PHI copies into successors happen at the end of the last state.
 *  - lat: LOAD 1 (memory with one-cycle read latency: address in state s,
 *    data in state s+1); combinational operators 0; dividers and other
 *    multi-cycle units lat >= 1, fully pipelined (a new operation may start
 *    every cycle), result straight from the unit's last register.
 *  - Memory: at most two accesses (LOAD or STORE) of one memory per state;
 *    port[v] in {0, 1} is distinct for accesses in the same state (with
 *    sched_one_store_port: at most one STORE per state, on port 1, and the
 *    memories that are not top parameters have port 0 for LOADs only). Ordering
 *    within a block: a LOAD after a STORE to the same memory (unless the
 *    addresses are different constants) starts at least one state later
 *    (in a pipelined loop, a forwarding LOAD may share the cycle of the
 *    nearest such STORE: Schedule.forward); a
 *    STORE after a LOAD may share the state (read-first memory); two STOREs
 *    to the same memory are in different states unless their addresses are
 *    different constants.
 *  - PRINTs keep program order (same state allowed, emitted in order).
 */
#ifndef HLSC_SCHED_H
#define HLSC_SCHED_H

#include "../ir/ir.h"

typedef enum { TARGET_GENERIC, TARGET_ICE40, TARGET_XILINX7 } Target;

typedef struct SchedOptions {
  double clock_period_ns; /* > 0 */
  Target target;
  bool no_pipeline;        /* keep every loop sequential (--no-pipeline) */
  bool no_forward;         /* no store-to-load forwarding in pipelined
                              loops (--no-forward) */
  bool no_varlat;          /* no variable-latency units (--no-varlat) */
  /* --units: at most this many multipliers / dividers of one kind in a
   * unit (fushare.c); 0: one per operation */
  uint32_t units_mul, units_div;
  /* ns of the budget taken by a multiplexer in front of the operation
   * (set only to time a shared unit, fushare.c; 0 otherwise) */
  double mux_ns;
  /* Per block of the scheduled Func (NULL: none; set only by ifchoice.c's
   * trial of the converted loops): a loop whose header block b has
   * ii_limit[b] > 0 searches its II only up to ii_limit[b] (a larger one
   * would lose to the branches anyway); LoopSched.ii_limited says the
   * search stopped there. */
  const uint32_t *ii_limit;
  /* pipelined loops keep units of their own, as if their operations were
   * below the limit (set only by modulo.c's trial for LoopSched.fu_ii) */
  bool no_loop_share;
} SchedOptions;

/* ns of the multiplexer in front of a shared unit's operands that picks
 * one of `inputs` operations' operands (fushare.c): a tree of 2:1 muxes.
 * Its selects decode the state register, which settles while the
 * operands' own logic does, so they are not added. 0 for one input. */
double delay_operand_mux(uint32_t inputs, const SchedOptions *opt);

/* Delay model: one entry per operation kind and width. */
typedef struct OpTiming {
  uint32_t lat;        /* cycles until the result is usable */
  double delay_in;     /* ns from operands to the result (lat 0) or to the
                          first register (lat > 0) */
  double delay_out;    /* ns from the unit's last register to its output
                          (lat > 0); 0 for combinational operators */
} OpTiming;

/* Timing of value v of f under the options (width-dependent). */
OpTiming delay_model(const Func *f, ValId v, const SchedOptions *opt);
/* ns of an adder or subtractor of `width` bits (a carry chain). */
double delay_add(unsigned width, const SchedOptions *opt);
/* ns of each clock period that chained logic may use: the period minus the
 * registers' clock-to-out, setup and input multiplexer (never below half
 * the period), minus opt->mux_ns. Arrivals stay within it (unless one operator alone is
 * slower). */
double delay_budget(const SchedOptions *opt);
/* True when a memory's block RAM has one write port (iCE40's SB_RAM40_4K:
 * one read and one write port; Yosys copies the RAM for a second read
 * port): at most one STORE of a memory per state (per slot in a pipelined
 * loop), and every STORE uses port 1, so that port 0 only reads. */
bool sched_one_store_port(const SchedOptions *opt);
/* ns of each clock period taken by the registers at both ends of a path
 * (clock-to-out, setup, one net); the period a schedule needs is its
 * critical path plus this. */
double delay_reg_overhead(const SchedOptions *opt);
/* ns of chained logic, after a register, on the stall control of a
 * draining pipelined loop of `stages` stages (the update of its run
 * registers: handshake, next valid bits, their suffix AND; pipeline.c);
 * calibrated on iCE40 (docs/delay-model.md, "Stall control"). */
double delay_stall_control(uint32_t stages, const SchedOptions *opt);
/* ns the terminator of block b adds behind its argument in the last state
 * (next-state logic). */
double delay_term(const Func *f, uint32_t b, const SchedOptions *opt);
/* ns from the clock edge to a forwarding LOAD v's data: the RAM's output
 * or the compare of its registered address with `nstores` registered
 * store addresses, then one multiplexer level per store. */
double delay_forward_load(const Func *f, ValId v, uint32_t nstores,
                          const SchedOptions *opt);
/* The width of a divider's partial remainder: the operation's width, or,
 * when the divisor is a nonzero constant k, the bits of |k| (the remainder
 * stays below |k|, so each quotient step is a subtraction that narrow). */
unsigned delay_div_rem_width(const Func *f, ValId v);
/* Number of pipeline stages of a divider of this width, remainder width
 * (rw, delay_div_rem_width) and signedness (SDIV/SREM: sgn) that meets the
 * clock. */
uint32_t delay_div_stages(unsigned width, unsigned rw, bool sgn,
                          const SchedOptions *opt);
/* True when a divider's quotient step is a table (a constant divisor, the
 * step's rw + 1 inputs fit one LUT): each bit of the new remainder and the
 * quotient bit is a LUT of {remainder, dividend bit}, not a subtraction. */
bool delay_div_table(unsigned width, unsigned rw, const SchedOptions *opt);
/* Quotient bits each divider stage computes: ceil(width / stages). The
 * divider (UDIV/SDIV/UREM/SREM, lat = S = delay_div_stages) that the
 * schedule's timing assumes is a restoring divider of S register stages:
 *  - stage k (k = 0..S-1) computes the quotient bits from the MSB down,
 *    bits [W-1-k*B .. max(0, W-(k+1)*B)] with B = bits per stage (the last
 *    stage may compute fewer), one compare-subtract of the partial
 *    remainder per bit, and registers partial remainder, quotient so far,
 *    divisor (and sign flags) at the end of its state;
 *  - stage 0 runs combinationally in the op's start state, behind the
 *    operands (signed: absolute values of the operands first); stage S-1
 *    also applies the signed result fix-up (negation) before its register;
 *  - so the result comes straight from the last register in state
 *    cycle + S (delay_out 0), and a new division may start every cycle.
 *    (In FSM states, where an operation never starts again before its
 *    block's last state, the architecture folds the S stages onto one
 *    iterating register set with the same per-cycle logic: divider.c.)
 * When delay_div_fixup_stages is true, the signed fix-ups get stages of
 * their own instead: stage 0 only takes the operands' absolute values,
 * stages 1..S-2 compute the quotient bits (bits per stage over S - 2
 * stages) and stage S-1 only negates the result. */
uint32_t delay_div_bits_per_stage(unsigned width, unsigned rw, bool sgn,
                                  const SchedOptions *opt);
/* ns to take the magnitudes of a signed divider's operands (a fix-up). */
double delay_div_magnitudes(unsigned width, const SchedOptions *opt);
/* True when a signed divider's fix-up and one quotient bit do not fit one
 * clock period together, so that the fix-ups take stages of their own. */
bool delay_div_fixup_stages(unsigned width, unsigned rw, bool sgn,
                            const SchedOptions *opt);

/* Pipeline stages of a multiplier of this width: 0 when one combinational
 * multiplier meets the clock (MUL lat 0), else S >= 2 (MUL lat S). The
 * pipelined multiplier that the timing assumes computes the low W bits of
 * a * b from chunks of b, C = delay_mul_bits_per_stage bits each:
 *  - stage k adds (a * b[kC+C-1:kC]) << kC, computed on the low W - kC
 *    bits only, to the partial sum, and registers the partial sum, the
 *    bits of a and of b that later stages still need;
 *  - stage 0 runs combinationally in the op's start state, behind the
 *    operands; the product comes from the last register in state
 *    cycle + S (delay_out 0), and a new product may start every cycle. */
uint32_t delay_mul_stages(unsigned width, const SchedOptions *opt);
uint32_t delay_mul_bits_per_stage(unsigned width, const SchedOptions *opt);

/* A ROM small enough to be logic: initialised, never stored to, not
 * external, at most ROM_LOGIC_DEPTH words of at most 64 bits. Its LOADs
 * are combinational (lat 0: one LUT level per 4 address bits, see
 * delay.c) and use no memory port, so any number of them run per cycle. */
enum { ROM_LOGIC_DEPTH = 32 };
bool sched_rom_in_logic(const Func *f, uint32_t mem);
/* A LOAD or STORE that takes a memory port (not a LOAD of a ROM in
 * logic). */
bool sched_port_access(const Func *f, ValId v);

/* A loop (a natural loop: a back edge to a block that dominates it).
 * Single-block loops can be pipelined: they start an iteration every ii
 * cycles; see modulo.c. */
typedef struct LoopSched {
  uint32_t block;      /* the loop's header */
  SrcLoc loc;          /* the loop's for/while/do (its back edge's branch
                          when the front end did not say) */
  const char *label;   /* the loop's C label, or NULL */
  uint64_t trip_min, trip_max, trip_avg; /* #pragma HLS LOOP_TRIPCOUNT
                                            (trip_max 0: none) */
  bool pipelined;
  uint32_t ii, mii, rec_mii, res_mii; /* when pipelined (mii also when not) */
  uint32_t stages;     /* pipeline stages of ii cycles each */
  uint32_t exit_time;  /* cycle of an iteration that decides the exit */
  /* II 1 and stream operations in the loop: a stage waiting for a stream
   * handshake holds itself and the younger stages while the older ones go
   * on (drain); otherwise a wait stalls the whole design, and stream
   * operations, prints and stores to external memories keep their program
   * order across iterations too (sdc_int.h). */
  bool drain;
  uint32_t seq_cycles; /* cycles per iteration as sequential states (0 for
                          a loop of several blocks) */
  bool ii_limited;     /* not pipelined: no II up to opt->ii_limit works */
  int64_t trip_count;  /* iterations per entry when known, else -1 */
  char reason[160];    /* why not pipelined, or why ii > mii; "" if none */
  char recurrence[160]; /* what sets RecMII when it is above 1, else "" */
  /* Store-to-load forwarding (modulo.c), chosen only when it lowers the
   * II: fwd_loads loads (Schedule.forward) of memory fwd_mem take the
   * data of the stores that write their address in their read cycle;
   * fwd_ii is the II without forwarding (0: sequential without). */
  uint32_t fwd_loads, fwd_stores, fwd_cmps, fwd_ii;
  const char *fwd_mem;
  /* Variable latency (varlat.c): the loop's guarded dividers on its
   * recurrences (Func.guards) are sequential units with a start/done
   * handshake; the schedule counts their results as ready in their own
   * cycle, and a stage holding one waits (as for a stream handshake) for
   * `stall` cycles, only when its predicate is true. static_cost: the
   * cycles per iteration without them (II, or sequential states). */
  bool varlat;
  uint32_t stall, static_cost;
  /* The loop's operations share units by slot (fushare.c, fu_loop_shares);
   * fu_ii: its II with units of their own (0: not pipelined then). */
  bool fu_shared;
  uint32_t fu_ii;
  char varlat_text[160]; /* "stalls when line 16's branch is taken: ..." */
} LoopSched;

/* How a variable-latency unit starts: its first cycle loads the operands
 * and does the first step (as the sequential divider or multiplier of FSM
 * states: the operands' logic is chained into that step), or only loads
 * the operands (one cycle more, nothing chained; not a signed divider,
 * whose load takes the operands' magnitudes). */
enum { VARLAT_STEP = 1, VARLAT_LOAD = 2 };
/* Cycles from a variable-latency unit's start until its stage may move on
 * (Schedule.varlat: mode; lat: its unit's stages). */
static inline uint32_t varlat_cycles(uint8_t mode, uint32_t lat) {
  return mode == VARLAT_LOAD ? lat + 1 : lat;
}

typedef struct Schedule {
  uint32_t nvals, nblocks;
  int32_t *cycle;     /* [ValId] start state in its block; -1: not scheduled */
  uint32_t *lat;      /* [ValId] */
  double *arrival;    /* [ValId] ns after the clock edge at which the result
                         settles in state cycle + lat */
  uint8_t *port;      /* [ValId] memory port of LOAD/STORE */
  /* [ValId] a LOAD of a pipelined loop that reads a word a store of an
   * older iteration may write in the load's read cycle: its data is that
   * store's when the addresses match (arch/memory.c); the schedule then
   * only keeps t_L + d II >= t_S for such a store (the store's data exists
   * when the load's arrives) instead of t_L + d II >= t_S + 1 */
  uint8_t *forward;
  uint32_t *nstates;  /* [block] >= 1 */
  double clock_period_ns;
  double critical_ns; /* largest arrival in any state */
  uint32_t nloops;
  LoopSched *loops;   /* every loop, by header block */
  int32_t *loop_of;   /* [block] index into loops when pipelined, else -1 */
  uint8_t *varlat;    /* [ValId] a variable-latency unit (LoopSched.varlat;
                         its lat is 0): VARLAT_STEP or VARLAT_LOAD */
  uint32_t *varlat_lat; /* [ValId] its unit's stages (delay model lat) */
  /* Shared functional units (fushare.c): [ValId] 1 + the unit that runs
   * v, or 0 when v has a unit of its own; nfu units, each of one kind
   * (fu_kind) with at least two operations. NULL/0 without --units. */
  uint32_t *fu;
  uint32_t nfu;
} Schedule;

/* Schedules every block of f, then pipelines its loops where it can.
 * For a pipelined loop block b (loop_of[b] >= 0): nstates[b] is 1 (one
 * controller state runs the pipeline); cycle[v] is v's time within an
 * iteration (iteration k runs it k * ii cycles after iteration 0 did),
 * with the promises above read per iteration, except that the terminator
 * is evaluated at exit_time, not in a last state; a PHI p is scheduled
 * too: at cycle[p] iteration k+1 takes p from the registers of its
 * back-edge value b (loop_back_arg), written by iteration k, so
 * cycle[p] + ii >= cycle[b] + lat[b] + 1, and p's users follow cycle[p]; stores run at times t with t + ii >
 * exit_time (squashed iterations store nothing); at most two accesses of a memory per slot (cycle mod ii), with
 * distinct ports. False (with diagnostics) on failure. */
bool sched_sdc(const Func *f, const SchedOptions *opt, Schedule *out);
/* True when STORE `store` is a forwarding source of LOAD `load`
 * (Schedule.forward[load]): same memory and loop, and it runs in the
 * load's read cycle before the load: in an older iteration (its time
 * minus the load's a positive multiple of the II; exactly 1 in a loop
 * that drains) or earlier in the same iteration (the same time). */
bool sched_forward_source(const Func *f, const Schedule *s, ValId load,
                          ValId store);
/* ifchoice.c: if-converts (pass_ifconv) the loops of f whose converted
 * iteration, as scheduled under opt, takes no more cycles than the
 * shortest path through their branches; the other loops' headers get
 * Block.ifconv_ii/ifconv_path for the report. Trial schedules print
 * nothing; f is left as it was when one fails. */
void sched_if_convert(Func *f, const SchedOptions *opt);
/* The fewest cycles from the header h of a loop of f (scheduled as s) to
 * one of its back edges, the states of the blocks on the way; UINT32_MAX
 * when there is no such path. */
uint32_t sched_shortest_iteration(const Func *f, const Schedule *s,
                                  const uint32_t *idom, uint32_t h);
/* The most cycles from h to one of its back edges (an inner loop's cycle
 * counts once), the states of the blocks on the way. */
uint32_t sched_longest_iteration(const Func *f, const Schedule *s,
                                 const uint32_t *idom, uint32_t h);
/* flatchoice.c: flattens (pass_flatten) each outermost loop nest of f
 * whose flattened loop, scheduled under opt, is pipelined
 * at an II no larger than the per-iteration cycles of every loop of the
 * nest; the other nests' headers get Block.flat_why. Returns how many
 * nests it flattened. Trial schedules print nothing. */
uint32_t sched_flatten(Func *f, const SchedOptions *opt);
/* specchoice.c: in each one-block loop without stream operations that asks
 * for it (Block.spec_want, or every loop when `every`), speculates
 * (pass_speculate) the 1-bit value on the recurrence and the guess that
 * gain most, when a trial schedule with it takes fewer cycles per
 * iteration than without (Block.spec_before); a loop that asked and is not
 * speculated gets a warning saying why. Returns how many loops. Trial
 * schedules print nothing. */
uint32_t sched_speculate(Func *f, const SchedOptions *opt, bool every);
/* loopcase.c: records seed 000's classification of every loop of f, as
 * written, in its header's Block.loop_case (LC_* bits; the rules are in
 * loopcase.c). Run before flattening and if-conversion; a trial schedule
 * (printing nothing) times the paths of loops with branches. */
void sched_classify_loops(Func *f, const SchedOptions *opt);
/* splitcarry.c: every ADD, SUB and ordered comparison whose carry chain
 * alone is longer than the budget of a clock period (delay_budget)
 * becomes a chain of narrow adders of the same function (the rules are in
 * splitcarry.c), so that the schedule registers the carries between them;
 * but not in a pipelined loop whose II that would raise (a trial
 * schedule). Returns how many were cut. */
uint32_t sched_split_carries(Func *f, const SchedOptions *opt);
/* Seed 000's case number 0..7 (4 data + 2 control + variable latency). */
unsigned sched_seed_case(uint8_t loop_case);
/* "none", "register", "memory" or "memory, distance known only at run
 * time" (the strongest kind the loop has). */
const char *sched_data_dependence(uint8_t loop_case);
/* "seed 000 case 5 (y,n,y: carried through a register, paths of different
 * latency)". */
void sched_loop_case_text(uint8_t loop_case, Sbuf *o);
/* The mechanisms the hardware of loop L (scheduled) uses, in seed 000's
 * words: forwarding, stalling, speculation, ... */
typedef struct LoopMechanisms {
  uint32_t n;
  char name[8][224];
} LoopMechanisms;
void sched_loop_mechanisms(const Func *f, const LoopSched *L,
                           LoopMechanisms *m);
void sched_free(Schedule *s);

/* fushare.c: functional-unit allocation and binding, seed 004's resource
 * constraint (res_i = res_j -> the two never occupy the unit in the same
 * cycle; in a pipelined loop, t_i mod II != t_j mod II) for multipliers and
 * dividers.
 * A kind: MUL of one width and latency, neither operand a constant (a
 * constant product is shifts and adds); or UDIV, SDIV, UREM or SREM of one
 * width and latency, by a variable or by one constant, not a result of a
 * divider pair (ir.h). With a limit L for its class (fu_limit: --units or
 * the top's ALLOCATION pragmas) and more than L operations of a kind in the function, the
 * operations of that kind in each FSM block, in program order o_0, o_1, ...,
 * get cycle[o_(k+L)] >= cycle[o_k] + busy (fu_busy), so at most L occupy
 * units at once; fu_bind then gives each one of L units of its kind (an
 * interval colouring by start state that balances the operations per
 * unit). FSM blocks never run at the same time and every result is ready
 * by its block's last state (then copied to the value's register when it
 * is needed later), so a unit serves operations of several blocks.
 * A pipelined loop with more than L operations of a kind (fu_loop_shares)
 * shares L units by modulo slot: an operation at time t takes slots
 * t .. t + busy - 1 (mod II), and no two operations of one unit take a
 * slot (checked after each solve like the memory ports, modulo.c, by the
 * greedy binding that fu_bind repeats), so the loop's ResMII is at least
 * ceil(n * busy / L) per kind. Its timing is an FSM operation's of the
 * kind (fu_timing: the same multiplexer delay, and a sequential unit that
 * only loads in its first cycle), so its II is at least busy and the unit
 * has the same form as the FSM's: a loop's operations use the FSM's units
 * (FSM blocks and the loop's state never run at once). A loop with no
 * more than L operations of a kind keeps units of its own for it. */
typedef struct FuKind {
  Op op;
  uint16_t width;
  uint32_t lat;
  bool kconst;     /* a divider by the constant k (the same for the kind) */
  uint64_t k;
} FuKind;
/* The kind of v, or false when v is not shareable; partner: the divider
 * pairs of v's block (ir_divrem_pairs). */
bool fu_kind(const Func *f, ValId v, const SchedOptions *opt,
             const ValId *partner, FuKind *k);
/* Cycles a unit of latency lat is taken by one operation: lat for a
 * sequential unit (lat >= 3 in FSM states: arch/divider.c,
 * arch/multiplier.c), else 1 (combinational or pipelined). A shared
 * unit's timing is the delay model's with the operand multiplexer's delay
 * (delay_operand_mux) taken from the budget (SchedOptions.mux_ns), so
 * that the multiplexer and the unit's first stage fit one period: a
 * product that fits as one combinational multiplier may need a pipelined
 * or sequential one when shared. */
uint32_t fu_busy(uint32_t lat);
/* A shared operation v whose unit's first cycle only loads the operands
 * (above): its unit has lat - 1 stages. */
bool fu_load_only(const Func *f, ValId v, const SchedOptions *opt);
/* Whether v's unit under schedule s only loads in its first cycle (its
 * stages are s's lat - 1): a shared unit of such an operation, and the
 * unit of an operation of a shared kind that binding left alone (fu_timing
 * counted the load cycle before binding). */
bool fu_unit_load_only(const Func *f, const Schedule *s, ValId v,
                       const SchedOptions *opt);
/* The limit of op's class (0: none): --units (opt) when it sets one,
 * else the top's `#pragma HLS ALLOCATION` (Func.alloc_mul, alloc_div). */
uint32_t fu_limit(const Func *f, const SchedOptions *opt, Op op);
/* The most operations of one kind (fu_kind) of op's class (multipliers:
 * OP_MUL; dividers: any divide or remainder) in f: a limit of that many
 * shares nothing (driver_fit.c tightens limits from it). */
uint32_t fu_most_ops(const Func *f, const SchedOptions *opt, Op op);
/* True when loop block b has more operations of a limited kind than the
 * limit (and opt->no_loop_share is not set): pipelined, they share units
 * by slot. */
bool fu_loop_shares(const Func *f, const SchedOptions *opt, uint32_t b);
/* After every block and loop is scheduled: s->fu, s->nfu. */
void fu_bind(const Func *f, const SchedOptions *opt, Schedule *s);
/* The operations unit u (0-based) runs, in value order. */
uint32_t fu_members(const Schedule *s, uint32_t u, ValId *out, uint32_t cap);
/* "2 multipliers (mul 32-bit) for 8 operations; 1 divider (urem 64-bit,
 * 64 cycles) for 6 operations"; nothing without shared units. */
void fu_text(const Func *f, const Schedule *s, Sbuf *out);
/* The argument of PHI p that comes from p's own block (a loop's back
 * edge), or IR_NOVAL. */
ValId loop_back_arg(const Func *f, ValId p);
/* True when block b of f is a loop (branches back to itself). */
bool modulo_is_loop(const Func *f, uint32_t b);
/* Human-readable schedule, block by block and state by state. */
void sched_print(const Func *f, const Schedule *s, Sbuf *out);
/* The text of value v as sched_print shows it ("%5 \"s\" = add i32 %4, %2";
 * "store @m, %1, %2" without a result), and of block b's terminator
 * ("cbr %6, bb1, bb2"); both append to out. */
void sched_op_text(const Func *f, ValId v, Sbuf *out);
void sched_term_text(const Func *f, uint32_t b, Sbuf *out);
/* The forwarding of loop L for the reports ("forwarding through memory
 * 'hist' to 1 load from 1 store, 1 comparator (II 2 without)"); nothing
 * without forwarding. */
void sched_forward_text(const LoopSched *L, Sbuf *out);
/* The loop's sharing of units by slot ("multipliers/dividers shared with
 * the FSM's units by slot (II 4, 2 with units of its own)"); nothing when
 * it shares none. */
void sched_share_text(const LoopSched *L, Sbuf *out);
/* html.c: the schedule as one self-contained HTML page (--schedule-html),
 * appended to out. Promises:
 *  - no external references: inline CSS and one small inline script, no
 *    http(s) URLs, no <link> or <script src>;
 *  - every scheduled value (cycle >= 0) has exactly one element with class
 *    "op" and data-v="ValId", whose title gives file:line:col, the source
 *    line (read from the value's file, or source_path, each file once;
 *    just the position when unreadable), the text of sched_print and the
 *    timing; multi-cycle values also get "cont" rows (no data-v);
 *  - FSM blocks: one group per state, bars on a time axis of one clock
 *    period (max(period, critical path)) from the latest chained operand's
 *    arrival to the value's own; the delay budget is shaded;
 *  - each pipelined loop: a section with data-ii="II", the II, MII, RecMII,
 *    ResMII, trip count, recurrence and reason texts, and a grid of the
 *    iteration's cycles by stage; when RecMII > 1, the values on the
 *    register recurrences of largest span (cycle[b] + lat[b] + 1 -
 *    cycle[phi], b = loop_back_arg(phi)) have the class "recurrence";
 *  - area_note (NULL: none), the driver's area estimate and the unit
 *    limits chosen to fit the target, is a paragraph of class "area"
 *    under the header;
 *  - all user text is HTML-escaped; the same inputs give the same bytes. */
void sched_html(const Func *f, const Schedule *s, const SchedOptions *opt,
                const char *source_path, const char *area_note, Sbuf *out);
/* dot.c: the scheduled design as one Graphviz digraph (--emit dot),
 * appended to out. Promises: the output is deterministic (it depends only
 * on f and s) and ASCII, a valid DOT file that `dot` renders without
 * warnings; node IDs are unique identifiers. It holds a cluster
 * "cluster_cfg" with one node bbB per block (its name, its number of states
 * or, for a pipelined loop, II and stages) and one edge per successor (a
 * cbr's labelled with the condition and true/false, a switch's with the
 * case); and per block B a cluster "cluster_bbB" with its dataflow: one
 * node vN per value of B except constants (the IR text of the value and its
 * state or pipeline cycle), a dashed input node bB_vN per value used in B
 * but defined elsewhere and per constant used, a node tB for the
 * terminator, and an edge from each argument to its user (a PHI's back-edge
 * argument dashed). */
void sched_dot(const Func *f, const Schedule *s, Sbuf *out);

/* ---- LP solving (lp.c): difference-constraint LPs as minimum-cost flows
 * Minimise sum(obj[i] * x[i]) subject to difference constraints
 * x[a] - x[b] >= c and bounds lo <= x[i] <= hi (LP_INF: none), all data
 * integers within +-2^40. The answer is an optimal vertex, integral, and
 * certified optimal by its dual (a bug otherwise is an ICE). Returns 0 when
 * optimal (x_out[0 .. ncols) filled), 1 when infeasible, 2 when unbounded
 * below (and perhaps infeasible too). Deterministic. */
#define LP_INF INT64_MAX
typedef struct Lp Lp;
Lp *lp_new(int ncols);
/* (columns start as 0 <= x, objective 0) */
void lp_set_col(Lp *lp, int col, int64_t lo, int64_t hi, int64_t obj);
/* Adds the difference constraint x[a] - x[b] >= c. */
void lp_add_diff(Lp *lp, int a, int b, int64_t c);
int lp_solve(Lp *lp, int64_t *x_out);
void lp_free(Lp *lp);

#endif
