/* arch_int.h - shared state of the architecture stage (arch.c, memory.c,
 * divider.c). Not a public contract. */
#ifndef HLSC_ARCH_INT_H
#define HLSC_ARCH_INT_H

#include "../rtl/netlist.h"
#include "arch.h"

/* An operand as read by a user in one state: a literal or a signal. */
typedef struct Opnd {
  const char *text;  /* Verilog text of exactly `width` bits */
  SigId sig;         /* RTL_NOSIG for a literal */
  bool is_const;
  uint64_t k;        /* the literal's value (masked) */
  unsigned width;
} Opnd;

/* One access of a memory port in one state. */
typedef struct PortUse {
  uint32_t state;    /* unit state index */
  ValId v;           /* the LOAD or STORE */
  const char *cond;  /* in a pipelined loop: the slot (and, for a store,
                        the stage's valid bit), else NULL */
} PortUse;

typedef struct PipeArch PipeArch;
typedef struct StreamArch StreamArch;
typedef struct GateArch GateArch;

typedef struct Arch {
  const Func *f;
  const Schedule *s;
  const SchedOptions *opt;
  RtlDesign *d;
  uint32_t unit;
  bool *live;        /* [val] needs hardware */
  bool *needs_reg;   /* [val] used after its ready state */
  bool *used;        /* [val] an argument of a live value or a terminator */
  SigId *wire;       /* [val] combinational output in the ready state */
  SigId *reg;        /* [val] register holding the value later */
  ValId *share;      /* [val] the value whose register this one shares */
  uint32_t *state0;  /* [block] unit state index of the block's step 0 */
  Sbuf *body;        /* [unit state] statements being built */
  VEC(PortUse) *ports; /* [mem * 2 + port] accesses, in value order */
  PipeArch *pipe;    /* pipelined loops (pipeline.c) */
  StreamArch *stream; /* ports and handshakes (stream.c) */
  GateArch *gate;    /* output gates (gate.c) */
  uint32_t drain_state; /* S_DRAIN: a return waits for its gates (else 0) */
  /* variable-latency units (Schedule.varlat), made by divider.c: [val]
   * the wire that starts the unit (stream.c drives it) and the text
   * "the unit is idle" (its count is zero) */
  SigId *vl_start;
  const char **vl_idle;
  /* divider pairs (ir.h) whose results are both live: [val] the other
   * result of its divider, or IR_NOVAL; and, once divider.c has built
   * the unit, [val] its result register */
  ValId *divrem;
  SigId *divrem_sig;
  SigId *fu_sig;     /* [shared unit] its result once built (fushare.c) */
} Arch;

/* Value v is a variable-latency unit (Schedule.varlat). */
static inline bool arch_is_varlat(const Arch *A, ValId v) {
  return A->s->varlat && A->s->varlat[v];
}

/* v is the remainder of a divider pair: its unit, and so its start and
 * handshake as a variable-latency unit, are the quotient's. */
static inline bool arch_divrem_second(const Arch *A, ValId v) {
  return A->divrem[v] != IR_NOVAL && ir_is_rem(ir_cval(A->f, v)->op);
}

/* A variable-latency unit of its own (not a pair's remainder). */
static inline bool arch_is_varlat_unit(const Arch *A, ValId v) {
  return arch_is_varlat(A, v) && !arch_divrem_second(A, v);
}

/* fushare.c: shared units (Schedule.fu). v runs on a shared unit. */
bool arch_fu_shared(const Arch *A, ValId v);
/* Operand i of v's unit: v's own operand, or for a shared unit a wire
 * `PRE_opI`, the multiplexer by state over its operations' operands. */
const char *arch_fu_operand(Arch *A, ValId v, unsigned i, const char *pre);
/* v's unit only loads its operands in its first cycle (sched.h,
 * fu_load_only): its stages are the schedule's lat - 1. So is a shared
 * unit's, and the unit of an operation of a shared kind that binding left
 * alone (the schedule counted the load cycle before binding). */
bool arch_fu_load_only(const Arch *A, ValId v);
/* When v's unit starts: v's start state, or any of its unit's. */
const char *arch_fu_start(Arch *A, ValId v);
/* The result of v's shared unit if built already (else RTL_NOSIG), and
 * noting it once built; ", shared by N operations" or "". */
SigId arch_fu_built(const Arch *A, ValId v);
void arch_fu_note(Arch *A, ValId v, SigId res);
const char *arch_fu_comment(Arch *A, ValId v);
/* The shared combinational multiplier of MUL v (lat 0). */
SigId arch_fu_comb_mul(Arch *A, ValId v);

/* arch.c */
uint32_t arch_ready(const Arch *A, ValId v);
/* Reads value a as seen in state `step` of block b. */
Opnd arch_operand(Arch *A, uint32_t b, uint32_t step, ValId a);
/* Value a as copied on a CFG edge leaving block `from` (PHI copies). */
Opnd arch_edge_operand(Arch *A, uint32_t from, ValId a);
/* The argument of PHI p for the edge from block `from`, as copied on it. */
Opnd arch_phi_incoming(Arch *A, ValId p, uint32_t from);
/* Text of o resized to `width` bits (zero-extended or truncated). */
const char *arch_resize(Arch *A, Opnd o, unsigned width);
const char *arch_literal(Arch *A, unsigned width, uint64_t k);
/* "(state == S_X)" for a unit state index. */
const char *arch_in_state(Arch *A, uint32_t state);
const char *arch_val_comment(Arch *A, ValId v);

/* pipeline.c: pipelined loops (see the top of pipeline.c). */
typedef void (*ArchEdgeFn)(Arch *A, Sbuf *o, const char *ind, uint32_t from,
                           uint32_t to);
bool arch_pipelined(const Arch *A, uint32_t b);
/* After the value wires exist: control signals and value registers. */
void arch_pipe_plan(Arch *A);
/* The control logic (reads operands: after every value wire exists). */
void arch_pipe_control(Arch *A);
void arch_pipe_free(Arch *A);
/* Value a of a pipelined loop as read in block b at time t (b the loop:
 * its wire or chain register; else after the loop). */
Opnd arch_pipe_operand(Arch *A, uint32_t b, uint32_t t, ValId a);
/* Value a of a pipelined loop read after it; `leaving`: on the edge out of
 * the loop's state. */
Opnd arch_pipe_out(Arch *A, ValId a, bool leaving);
/* The condition, besides the state, under which the loop's LOAD/STORE v
 * uses its port (effect: include the valid bit); NULL if none. */
const char *arch_pipe_port_cond(Arch *A, ValId v, bool effect);
/* Pipelined loop block b is in its state in slot t mod II. */
const char *arch_pipe_at(Arch *A, uint32_t b, uint32_t t);
/* For an operation of a younger iteration than the one that decides to
 * leave: "~kill" (it must not act in the cycle its iteration is squashed);
 * else NULL. */
const char *arch_pipe_squash_cond(Arch *A, ValId v);
/* A draining loop (LoopSched.drain): for its LOAD v, when the read port
 * must keep its data (v's stage holds or is empty, in the loop's state);
 * the name of the hold signal of v's stage (NULL when not draining); the
 * wait signal of a stage, which stream.c drives (RTL_NOSIG if none). */
const char *arch_pipe_load_hold(Arch *A, ValId v);
/* The slot and valid bit under which v of a pipelined loop runs (not
 * whether its stage moves on). */
const char *arch_pipe_active(Arch *A, ValId v);
/* For operation v of a draining loop: the condition under which the stage
 * v is in `k` cycles after it starts moves on; NULL otherwise. */
const char *arch_pipe_stage_moves(Arch *A, ValId v, unsigned k);
const char *arch_pipe_frz(Arch *A, ValId v);
SigId arch_pipe_blk(Arch *A, uint32_t loop_index, uint32_t stage);
/* Entering loop `to` from `from`: control reset and PHI preloads. */
void arch_pipe_entry(Arch *A, Sbuf *o, const char *ind, uint32_t from,
                     uint32_t to);
/* The statements of the loop's state, leaving through edge(). */
void arch_pipe_body(Arch *A, uint32_t b, Sbuf *o, ArchEdgeFn edge);

/* memory.c: memories, their port signals and muxes. */
void arch_memories(Arch *A);
void arch_mem_ports(Arch *A);
/* The read-data signal of the port a LOAD uses. */
SigId arch_load_q(Arch *A, ValId v);
/* The data of LOAD v (a RAM port's): its port's read data or, for a load
 * that forwards (Schedule.forward), the registered data of the youngest
 * source store that wrote its address in its read cycle. */
const char *arch_load_data(Arch *A, ValId v);
/* The combinational read of a ROM in logic (sched_rom_in_logic) by LOAD v:
 * "rom[addr]" with the address resized to the array's. */
const char *arch_rom_read(Arch *A, ValId v);

/* stream.c: the top's ports (see the top of stream.c). */
bool arch_has_streams(const Func *f);
/* Port signals, PARAM registers (sets their wire/reg), io registers. */
void arch_ports(Arch *A);
/* Verilog text of an SREAD (its word register), SEMPTY or SFULL. */
const char *arch_stream_value(Arch *A, ValId v);
/* After every value wire exists: handshakes, `en`, port drivers. */
void arch_stream_logic(Arch *A);
/* IDLE state statements: scalar inputs sampled at start. */
void arch_ports_idle(Arch *A, Sbuf *o);
void arch_stream_free(Arch *A);

/* gate.c: output gates (see the top of gate.c). */
bool arch_has_gates(const Func *f);
/* Replaces port_sig[k][p] (tdata, tvalid, tready) of each gated port by
 * the unit's side of its gate (wdata, wvalid, wready). */
void arch_gates_ports(Arch *A, SigId *port_sig[3]);
/* After the unit's side is driven: the FIFOs and gates_drained. */
void arch_gates_logic(Arch *A);
/* "every gate is empty next cycle", or NULL without gates. */
const char *arch_gates_drained(Arch *A);
void arch_gates_free(Arch *A);

/* share.c: fills share[] (register sharing by liveness). */
void arch_share_regs(Arch *A);

/* print.c: the statements of a PRINT in the state where it fires. */
void arch_prints(Arch *A, Sbuf *o, ValId v);

/* pipeunit.c: a pipelined operator unit under construction: signals are
 * named pre_suffix; registers have no reset and go to one clocked process
 * that pipe_finish emits; it returns the register created last (the unit's
 * result). Registers run freely, except in a draining pipeline, where a
 * register of unit stage k moves with the loop stage the operation is in k
 * cycles after it starts (arch_pipe_stage_moves). */
typedef struct PipeUnit {
  Arch *A;
  const char *pre;
  Sbuf regs;
  SigId last;
  ValId v;        /* the operation */
  unsigned stage; /* registers made now belong to this stage (0: written
                     at the end of the operation's first cycle) */
} PipeUnit;
const char *pipe_wire(PipeUnit *P, const char *suffix, unsigned width,
                      const char *expr);
const char *pipe_reg(PipeUnit *P, const char *suffix, unsigned width,
                     const char *expr);
SigId pipe_finish(PipeUnit *P, const char *comment);
/* A register of a sequential unit (divider.c, multiplier.c), written by the
 * caller's own process: named pre_suffix; it becomes P->last. */
const char *pipe_seq_reg(PipeUnit *P, const char *suffix, unsigned width,
                         const char *comment);

/* A unit of `stages` stages (3 or more) for v runs as one iterating
 * register set (the sequential divider or multiplier) instead of a
 * pipeline: in FSM states, as a variable-latency unit, and in a pipelined
 * loop whose II is at least its stages, where the operation of one
 * iteration is done before the next iteration's starts (so the unit is
 * shared by the iterations, seed 004's resource rule, at the area of two
 * stages instead of `stages`). */
bool pipe_unit_sequential(Arch *A, ValId v, unsigned stages);
/* When a sequential unit of v (not a variable-latency unit) starts: v's
 * start state (or any of its shared unit's, fushare.c), or in a pipelined
 * loop the loop's state in v's slot. */
const char *pipe_unit_start(Arch *A, ValId v);

/* multiplier.c: a multiplier for a MUL value with lat > 0, pipelined in a
 * pipelined loop, sequential in FSM states (with 3 or more stages; and see
 * pipe_unit_sequential);
 * returns the signal carrying the product in state cycle + lat. */
SigId arch_multiplier(Arch *A, ValId v);

/* divider.c: a divider for a UDIV/SDIV/UREM/SREM value, pipelined in a
 * pipelined loop, sequential in FSM states (with 3 or more stages; and see
 * pipe_unit_sequential);
 * returns the signal carrying the result in state cycle + lat. */
SigId arch_divider(Arch *A, ValId v);

#endif
