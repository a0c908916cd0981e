/* ir.h - the HLS IR: a CFG of basic blocks holding SSA values of exact bit
 * widths, on-chip memories, and print records.
 *
 * Invariants (checked by ir_verify):
 *  - A function owns arrays of values (Val), blocks and memories; everything
 *    refers to them by index (ValId, block index, memory index). Indices are
 *    stable: passes mark values dead (OP_NOP) instead of removing them.
 *  - Every value has an exact width 1..IR_MAX_WIDTH (1024; 0 for values
 *    without a result: STORE, PRINT, NOP). Signedness lives in the
 *    operations, never in values. Memory words, stream words, scalar ports
 *    and the return value are at most IR_MAX_WIDTH bits wide (the frontend
 *    refuses wider ones with a located error).
 *  - A CONST of at most 64 bits has its value in imm and words NULL; a wider
 *    one (a "wide constant") has its ceil(width/64) words, least significant
 *    first and masked to the width, in words (the function's arena), and
 *    imm = words[0]. Constant folding and the range analysis never fold a
 *    value wider than 64 bits (ir_wide); passes that read imm skip them.
 *  - Operand widths: binary arithmetic, bitwise and shift operands have the
 *    result's width; compares take two operands of equal width and give 1 bit;
 *    SELECT takes a 1-bit condition and two result-width operands; ZEXT/SEXT
 *    widen, TRUNC narrows. LOAD gives the memory's word width; STORE's value
 *    has the memory's word width. Addresses are unsigned word indices of any
 *    width. A STORE may have a third, 1-bit operand: its predicate (it
 *    writes only when that is 1; if-conversion makes these).
 *  - A block lists its values in execution order; PHIs come first. A PHI has
 *    one argument per predecessor block (phi_blocks[i] names the predecessor
 *    argument i comes from); predecessors are unique.
 *  - CONST values are free: they are never scheduled or registered, and any
 *    block may use them. The importer keeps them in the entry block.
 *  - Every non-PHI use is dominated by its definition (SSA).
 *  - Every block ends in exactly one terminator (Term). The entry is block 0;
 *    no branch targets it, and every block is reachable from it (pass_dce
 *    compacts unreachable blocks away, renumbering the rest).
 *  - A value is listed in exactly one block (the one Val.block names) unless
 *    it is OP_NOP (removed: width 0, no operands, in no block). No operand
 *    names a NOP value. CONST and PARAM values live in the entry block.
 *  - LOAD/STORE name a valid memory; no STORE to a rom memory. PRINT names
 *    a valid print record and has exactly Print.nargs operands. Switch case
 *    values fit the selector's width and are distinct.
 *  - Ports (Func.ports) are the top's parameters, in order: a scalar input
 *    (read by PARAM, imm = port index), an input or output stream (SREAD,
 *    SWRITE, SEMPTY, SFULL name it by imm), or an external memory (a Mem
 *    with `external`, accessed by LOAD/STORE like any other). SREAD gives
 *    the stream's width and may have one operand: a 1-bit predicate (it
 *    reads only when that is 1); SWRITE takes a value of the stream's width
 *    and an optional predicate. SREAD/SEMPTY name an input stream,
 *    SWRITE/SFULL an output stream.
 *  - Semantics are those of the C program after LLVM: wrap-around integer
 *    arithmetic; division by zero and over-wide shifts are undefined in C and
 *    whatever the hardware gives.
 *
 * Divider pairs (a rule, not state: ir_divrem_pairs derives them, so no pass
 * has to keep them up to date): a UDIV and a UREM (or an SDIV and an SREM)
 * of one block with the same operands (the same values, or constants of
 * the same value; for SDIV/SREM also constant divisors k and -k, as
 * x % -k == x % k) and the same guard (ir_guard, or none for both) are one
 * divider with two results. The scheduler gives the two the same cycle and
 * the architecture builds one unit that yields the quotient and the
 * remainder (arch/divider.c). Within a block, each REM in block order pairs
 * with the first DIV not yet paired that matches it; a value pairs at most
 * once. pass_divrem (pass/divrem.c) makes the pairs LLVM hides.
 *
 * Text form (ir_print; a parser of it is not written yet):
 *
 *   func @top() -> i32 signed {
 *     file "top.c"
 *     mem @tab i32 x 4 = [1, 2, 3, 0x10]     ; or "= uninit"; ROM: "rom"
 *     print #0 "sum=%d\n" nargs 1
 *   bb0 "entry":
 *     %0 = const i32 7
 *     %1 "x" = load i32 @tab, %0            !12:3
 *     %2 = add i32 %1, %0                   !13:9
 *     %3 = store @tab, %0, %2
 *     br bb1
 *   bb1:
 *     %4 = phi i32 [bb0: %2], [bb1: %5]
 *     %5 = add i32 %4, %0
 *     %6 = ult i1 %5, %0
 *     cbr %6, bb1, bb2
 *   bb2:
 *     %7 = print #0 (%5)
 *     ret %5
 *   }
 *
 * Values print as %N (N = ValId) with an optional quoted source name;
 * "!line:col" gives the source position (the file is the function's file;
 * a position in another file prints as !"file.h":line:col). Details:
 *  - Header: func @name() -> iW [signed] | void [!line:col] {, then
 *    `file "path"` when Func.file is set.
 *  - Memories: mem @name iW x DEPTH [rom] [partition KIND FACTOR dim D
 *    stride S size N] = [w0, w1, ...] | = uninit (MemPart; a word wider
 *    than 64 bits, or of 1024 or more, prints in 0x hex). A
 *    memory whose name is not a unique identifier prints as @N "name" (N =
 *    memory index) and is referenced as @N by load/store.
 *  - Print records: print #N "C-escaped format" nargs K [!line:col].
 *    Print values: %N = print #P (%a, %b) -- no result, so no type.
 *  - Result values: %N ["name"] = op iW operands [!line:col]:
 *      const/param: one unsigned decimal (or 0x hex) -- the constant, or
 *      the parameter index;
 *      load: @mem, %addr; phi: [bbP: %v], ...; others: %a, %b, ...
 *    %N = store @mem, %addr, %value [, %pred] (no result, so no type; the %N only
 *    keeps ValIds stable and names the value in diagnostics).
 *  - Terminators: br bbT | cbr %c, bbT, bbF | ret [%v] |
 *      switch %s, bbDefault [C1: bb3, C2: bb4]  (cases unsigned, may be [])
 *  - A block label may end in a comment "; loop pragma: pipeline off" or
 *    "; loop pragma: pipeline ii N" (Block.pipeline_off, pipeline_ii).
 *  - A block without a terminator prints "; no terminator" (a comment) so
 *    broken IR can be dumped.
 *  - Strings use C escapes (\n \t \r \\ \" and 3-digit octal).
 *    Comments run from ';' to the end of the line. Blocks appear as bb0,
 *    bb1, ... in order; a PHI may name values printed later (forward
 *    references).
 */
#ifndef HLSC_IR_H
#define HLSC_IR_H

#include "../util/util.h"

typedef uint32_t ValId;
#define IR_NOVAL ((ValId)0xffffffffu)
#define IR_MAX_WIDTH 1024 /* widest value */

/* Resource classes: what a scheduler must count or give extra cycles. */
typedef enum { RES_NONE, RES_MEM, RES_MUL, RES_DIV, RES_IO } ResClass;

enum {
  OPF_PURE = 1,    /* no side effect: may be removed when unused */
  OPF_COMM = 2,    /* commutative */
  OPF_CMP = 4,     /* compare: 1-bit result */
  OPF_SIGNED = 8,  /* interprets operands as signed */
  OPF_EFFECT = 16, /* side effect: keeps program order with other effects */
};

/* X(name, text, nargs (-1: variable), resource class, flags) */
#define IR_OPS(X)                                                              \
  X(NOP, "nop", 0, RES_NONE, 0)                                                \
  X(CONST, "const", 0, RES_NONE, OPF_PURE)                                     \
  X(PARAM, "param", 0, RES_NONE, OPF_PURE)                                     \
  X(ADD, "add", 2, RES_NONE, OPF_PURE | OPF_COMM)                              \
  X(SUB, "sub", 2, RES_NONE, OPF_PURE)                                         \
  X(MUL, "mul", 2, RES_MUL, OPF_PURE | OPF_COMM)                               \
  X(UDIV, "udiv", 2, RES_DIV, OPF_PURE)                                        \
  X(SDIV, "sdiv", 2, RES_DIV, OPF_PURE | OPF_SIGNED)                           \
  X(UREM, "urem", 2, RES_DIV, OPF_PURE)                                        \
  X(SREM, "srem", 2, RES_DIV, OPF_PURE | OPF_SIGNED)                           \
  X(SHL, "shl", 2, RES_NONE, OPF_PURE)                                         \
  X(LSHR, "lshr", 2, RES_NONE, OPF_PURE)                                       \
  X(ASHR, "ashr", 2, RES_NONE, OPF_PURE | OPF_SIGNED)                          \
  X(AND, "and", 2, RES_NONE, OPF_PURE | OPF_COMM)                              \
  X(OR, "or", 2, RES_NONE, OPF_PURE | OPF_COMM)                                \
  X(XOR, "xor", 2, RES_NONE, OPF_PURE | OPF_COMM)                              \
  X(EQ, "eq", 2, RES_NONE, OPF_PURE | OPF_CMP | OPF_COMM)                      \
  X(NE, "ne", 2, RES_NONE, OPF_PURE | OPF_CMP | OPF_COMM)                      \
  X(ULT, "ult", 2, RES_NONE, OPF_PURE | OPF_CMP)                               \
  X(ULE, "ule", 2, RES_NONE, OPF_PURE | OPF_CMP)                               \
  X(UGT, "ugt", 2, RES_NONE, OPF_PURE | OPF_CMP)                               \
  X(UGE, "uge", 2, RES_NONE, OPF_PURE | OPF_CMP)                               \
  X(SLT, "slt", 2, RES_NONE, OPF_PURE | OPF_CMP | OPF_SIGNED)                  \
  X(SLE, "sle", 2, RES_NONE, OPF_PURE | OPF_CMP | OPF_SIGNED)                  \
  X(SGT, "sgt", 2, RES_NONE, OPF_PURE | OPF_CMP | OPF_SIGNED)                  \
  X(SGE, "sge", 2, RES_NONE, OPF_PURE | OPF_CMP | OPF_SIGNED)                  \
  X(SELECT, "select", 3, RES_NONE, OPF_PURE)                                   \
  X(ZEXT, "zext", 1, RES_NONE, OPF_PURE)                                       \
  X(SEXT, "sext", 1, RES_NONE, OPF_PURE | OPF_SIGNED)                          \
  X(TRUNC, "trunc", 1, RES_NONE, OPF_PURE)                                     \
  X(LOAD, "load", 1, RES_MEM, 0)                                               \
  X(STORE, "store", 2, RES_MEM, OPF_EFFECT)                                    \
  X(PHI, "phi", -1, RES_NONE, OPF_PURE)                                        \
  X(PRINT, "print", -1, RES_IO, OPF_EFFECT)                                   \
  X(SREAD, "sread", -1, RES_IO, OPF_EFFECT)                                    \
  X(SWRITE, "swrite", -1, RES_IO, OPF_EFFECT)                                  \
  X(SEMPTY, "sempty", 0, RES_IO, OPF_EFFECT)                                   \
  X(SFULL, "sfull", 0, RES_IO, OPF_EFFECT)

typedef enum {
#define X(name, text, nargs, res, flags) OP_##name,
  IR_OPS(X)
#undef X
      OP_COUNT
} Op;

typedef struct OpInfo {
  const char *text;
  int nargs;
  ResClass res;
  unsigned flags;
} OpInfo;
extern const OpInfo ir_op_info[OP_COUNT];

typedef struct Val {
  Op op;
  uint16_t width;        /* result width; 0 when there is no result */
  uint32_t block;        /* owning block */
  uint32_t nargs;
  ValId *args;           /* arena */
  uint32_t *phi_blocks;  /* PHI only: predecessor of each argument (arena) */
  uint64_t imm;          /* CONST: value (masked to width); LOAD/STORE: memory
                            index; PRINT: print index; PARAM: parameter index */
  uint64_t *words;       /* CONST wider than 64 bits: its words (arena) */
  const char *name;      /* source variable name or NULL (arena) */
  SrcLoc loc;
} Val;

typedef enum { TERM_NONE, TERM_BR, TERM_CBR, TERM_SWITCH, TERM_RET } TermKind;

typedef struct Term {
  TermKind kind;
  ValId arg;          /* CBR: condition; SWITCH: selector; RET: value or
                         IR_NOVAL for void */
  uint32_t nsuccs;
  uint32_t *succs;    /* BR: [target]; CBR: [if true, if false];
                         SWITCH: [default, case 0, case 1, ...] */
  uint64_t *cases;    /* SWITCH: cases[i] selects succs[i + 1] */
  SrcLoc loc;
} Term;

typedef struct Block {
  const char *name;   /* may be NULL */
  VEC(ValId) ops;
  Term term;
  VEC(uint32_t) preds; /* filled by ir_fill_preds() */
  /* loop pragmas on the branch ending this block (a loop's back edge):
   * `#pragma clang loop pipeline(disable)` and
   * `pipeline_initiation_interval(N)` (0: none) */
  bool pipeline_off;
  uint32_t pipeline_ii;
  /* the same back edge's loop as the user wrote it: the position of its
   * `for`/`while`/`do` (line 0: unknown, then the branch's position names
   * it), its C label (NULL: none) and the bounds of its
   * `#pragma HLS LOOP_TRIPCOUNT` (trip_max 0: none) */
  SrcLoc loop_loc;
  const char *loop_label;
  uint64_t trip_min, trip_max, trip_avg;
  bool spec_want; /* `#pragma HLS SPECULATE` (sched_speculate) */
  /* loop headers: pass_ifconv made this loop one block (if_converted), or
   * tried and found its pipeline slower than the branches (then ifconv_ii is
   * that II and ifconv_path the cycles of the shortest path through the
   * body, for the report) */
  bool if_converted;
  uint32_t ifconv_ii, ifconv_path;
  /* loop headers: ifchoice found the variable-latency form (sched.h,
   * LoopSched.varlat) slower than the branches on their longest path */
  bool varlat_off;
  /* loop headers: pass_flatten made this one loop out of a nest of
   * `flattened` loops (0: not flattened), resuming at flat_starts places,
   * flat_cuts of its edges cut because a path would use a port twice */
  uint32_t flattened, flat_starts, flat_cuts;
  /* the outer loop of a nest that sched_flatten left as it was: why (a
   * static string, for the report), else NULL */
  const char *flat_why;
  uint32_t flat_cycles, flat_best; /* its trial: cycles per iteration of
                                      the flattened loop, and of the
                                      nest's fastest loop (0: none) */
  /* loop headers: seed 000's classification of the loop as written (LC_*
   * bits, sched_classify_loops; 0: not classified). A flattened nest's
   * header has the union of its loops'. */
  uint8_t loop_case;
  /* loop headers: pass_speculate made the next iteration start from a
   * guess (spec_guess) of the 1-bit value spec_value instead of waiting for
   * it (speculated; spec_before: the loop's cycles per iteration without
   * it); spec_restart marks the block through which a wrong guess enters
   * the loop again (not a loop of the program: not reported) */
  bool speculated, spec_guess, spec_restart;
  ValId spec_value;
  uint32_t spec_before;
} Block;

enum {
  LC_KNOWN = 1,    /* classified */
  LC_DATA_REG = 2, /* a value other than an induction variable is carried
                      to the next iteration through a register */
  LC_DATA_MEM = 4, /* a memory is stored and loaded, at addresses that
                      follow from the iteration count */
  LC_DATA_DYN = 8, /* ... at addresses that do not (X[Y[i]]) */
  LC_CONTROL = 16, /* an exit that does not follow from the iteration
                      count, or several exits */
  LC_VARLAT = 32,  /* paths through the body take different cycles, or an
                      inner loop's trip count changes between entries */
};

/* `#pragma HLS ARRAY_PARTITION` on a memory, for pass_partition: the C
 * array's dimension `dim` spans `size` indices, `stride` words apart (the
 * words of the dimensions after it), and its indices go to `factor` banks
 * (CYCLIC: index i to bank i % factor; BLOCK: ceil(size / factor)
 * consecutive indices per bank; COMPLETE: one bank per index, factor ==
 * size). */
typedef enum { PART_NONE, PART_CYCLIC, PART_BLOCK, PART_COMPLETE } PartKind;
typedef struct MemPart {
  PartKind kind;
  uint32_t factor, dim;
  uint64_t stride, size;
  SrcLoc loc; /* the directive (the memory, when automatic) */
  bool automatic; /* chosen by the compiler (partition_propose), dim 0:
                     the words as one dimension */
} MemPart;

/* What pass_partition made of one memory (reports). */
typedef struct MemSplit {
  const char *name;     /* the memory as the program names it */
  MemPart part;
  uint32_t first, banks; /* its banks: memories first .. first + banks - 1
                            (the first keeps the memory's index) */
  uint64_t bank_depth;
  uint32_t direct;      /* accesses whose bank is known at compile time */
  uint32_t spread;      /* accesses that go to every bank (a multiplexer) */
} MemSplit;

/* What pass_mem_narrow made of one memory (reports): its words went from
 * `from` to `to` bits; what it loads is sign-extended back (sext) or
 * zero-extended; `stores` and `init` say what it proved fits (its stored
 * values, its initial words). */
typedef struct MemNarrowing {
  const char *name;
  uint32_t from, to;
  bool sext, stores, init;
} MemNarrowing;

typedef struct Mem {
  const char *name;
  bool external;      /* a top parameter: memory ports outside the design
                         (port: its index in Func.ports) */
  uint32_t port;
  SrcLoc loc;
  uint32_t width;     /* word width in bits, 1..IR_MAX_WIDTH */
  uint64_t depth;     /* number of words, >= 1 */
  uint64_t *init;     /* depth * ir_limbs(width) 64-bit limbs (arena), word
                         i's least significant first at ir_mem_word(m, i),
                         each masked to the width; or NULL when
                         uninitialized */
  bool rom;           /* never stored to */
  MemPart part;       /* PART_NONE unless partitioning is asked for: then
                         not external, stride * size divides depth and
                         1 <= factor <= size (pass_partition clears it) */
} Mem;

/* A printf the program makes: the C format (with constant %s arguments
 * already substituted) and how many value arguments follow. */
typedef struct Print {
  const char *fmt;
  uint32_t nargs;
  SrcLoc loc;
} Print;

/* A parameter of the top function. */
typedef enum {
  PORT_SCALAR,     /* input sampled at start (PARAM) */
  PORT_STREAM_IN,  /* AXI4-Stream slave: NAME_tdata/tvalid in, tready out */
  PORT_STREAM_OUT, /* AXI4-Stream master */
  PORT_STREAM_NONE,/* a stream the top never accesses: no hardware port */
  PORT_MEM,        /* external RAM with 1-cycle reads (Port.mem) */
} PortKind;

/* The AXI4-Stream channels of a stream port's word (hlsc.h's HLSC_AXIS,
 * src/llvm/axis.c): the word is the channels packed, each at bits
 * [lo, lo + width); each channel is a module port NAME_t<channel> of its
 * own (rtl/axis.h). Channel names in ir_axis_chan_name. */
typedef enum AxisChan {
  AXIS_DATA, AXIS_KEEP, AXIS_STRB, AXIS_USER, AXIS_ID, AXIS_DEST, AXIS_LAST,
  AXIS_NCHANS
} AxisChan;
typedef struct AxisField {
  uint8_t chan;       /* AxisChan */
  uint16_t lo, width;
} AxisField;
const char *ir_axis_chan_name(AxisChan c); /* "data", "keep", ... */

typedef struct Port {
  const char *name;   /* the C parameter name (unique, an identifier) */
  PortKind kind;
  uint16_t width;     /* scalar/stream element width; memory word width */
  bool is_signed;     /* scalar or stream element of a signed C type */
  uint32_t mem;       /* PORT_MEM: index in Func.mems */
  SrcLoc loc;
  /* The Verilog base name of its module ports (rtl/names.h's rule; the
   * C name until rtl_name_ports runs). */
  const char *hw;
  /* PORT_STREAM_OUT: words of its output gate, the FIFO between the
   * unit's writes and the port (0: none; arch_plan_gates, arch/gate.c). */
  uint32_t gate;
  /* a stream whose word has AXI4-Stream side channels: its nfields
   * channels in packing order (0: a plain stream, the word is TDATA) */
  uint8_t nfields;
  AxisField fields[AXIS_NCHANS];
  /* PORT_MEM of the top: an AXI4 master behind the wrapper (rtl/maxi.h;
   * set by maxi_resolve after the compilation) and its data width in bits
   * (32, 64, 128, 256 or 512) */
  bool maxi;
  uint16_t maxi_width;
  /* PORT_MEM of the top, AXI4 master: what pass_maxi_stream
   * (pass/maxistream.c) made of it. maxi_rs / maxi_ws: the internal input
   * / output stream port of the core that carries its reads / writes
   * (UINT32_MAX: none; both none: the array is copied in and out), and
   * maxi_why, the line -v and --report give (arena; NULL: not analysed). */
  uint32_t maxi_rs, maxi_ws;
  const char *maxi_why;
  /* PORT_MEM of the top, AXI4 master: the longest read and write bursts
   * and the bursts outstanding in each direction asked for (MaxiReq;
   * 0: the engine's default) */
  uint16_t maxi_rburst, maxi_wburst, maxi_rout, maxi_wout;
  /* PORT_MEM of the top, streamed AXI4 master: iteration k of its loop
   * touches element maxi_off + k (a multiple of the elements in a bus
   * word; pass/maxistream.c), so the engines start there */
  uint64_t maxi_off;
} Port;

/* `#pragma HLS INTERFACE m_axi port=NAME` in the top (rtl/maxi.h). */
typedef struct MaxiReq {
  const char *port; /* arena */
  SrcLoc loc;
  uint32_t width;   /* max_widen_bitwidth=, 0 when not given */
  /* max_read_burst_length= and max_write_burst_length= (1..256),
   * num_read_outstanding= and num_write_outstanding= (1..32); 0 when not
   * given (the engine's own default, rtl/maxi.h) */
  uint16_t rburst, wburst, rout, wout;
} MaxiReq;

/* A long pure operation that if-conversion moved out of a block that did
 * not run in every iteration: its result matters only when pred (an i1 of
 * the same block) is true (the block's predicate). */
typedef struct Guard {
  ValId v, pred;
} Guard;

typedef struct Func {
  Arena arena;
  const char *name;
  const char *hw_name; /* the Verilog module name (rtl/names.h) */
  /* `#pragma HLS INTERFACE s_axilite ...` in the top: its control behind
   * an AXI4-Lite slave, as --interface s_axilite (rtl/axilite.h) */
  bool axilite;
  /* its `#pragma HLS INTERFACE m_axi` lines (arena) */
  MaxiReq *maxi_reqs;
  uint32_t nmaxi_reqs;
  /* pass_maxi_stream appended internal stream ports (Port.maxi_rs/ws)
   * after the first maxi_nports ports (0: none appended); the driver drops
   * them again once the AXI4 master wrapper is made (rtl/maxi.h), so that
   * the testbench and the reports see the top's parameters only. From
   * then on the core's SREAD/SWRITE of them name ports past ports.len:
   * the function is never verified, scheduled or built again. */
  uint32_t maxi_nports;
  /* `#pragma HLS ALLOCATION operation instances=mul|div limit=N` in the
   * top: the limits --units mul=N,div=N would give (0: none; --units
   * overrides them, sched.h fu_limit) */
  uint32_t alloc_mul, alloc_div;
  const char *file;   /* source file of the function, for diagnostics */
  SrcLoc loc;
  uint16_t ret_width; /* 0: void */
  bool ret_signed;    /* C return type is signed (affects printing only) */
  bool ret_float;     /* C return type is float or double: the value's bits
                         are returned (cosim's harness returns them too) */
  bool uses_libm;     /* the C calls include/hlsc_libm.c's functions (sin,
                         ...): cosim's native run links that file too */
  VEC(Val) vals;
  VEC(Block) blocks;
  VEC(Mem) mems;
  VEC(Print) prints;
  VEC(Port) ports;
  VEC(Guard) guards;  /* pass_ifconv: dividers and multipliers moved out of
                         their blocks (ir_guard) */
  VEC(MemSplit) splits; /* pass_partition: the memories it split */
  VEC(MemNarrowing) narrowed; /* pass_mem_narrow: the memories it narrowed */
  /* the loop whose cycles per iteration the compiler's own partitions
   * lowered, and from how many to how many (line 0: none) */
  uint32_t autopart_line, autopart_before, autopart_after;
} Func;

/* ---- construction (ir.c) ---- */
Func *ir_func_new(const char *name);
void ir_func_free(Func *f);
/* A copy of f that can be changed independently; it shares names, strings
 * and memory contents with f, so f must be freed after it. */
Func *ir_clone(const Func *f);
uint32_t ir_block_new(Func *f, const char *name);
/* Appends a value to block b. args are copied. */
ValId ir_add(Func *f, uint32_t b, Op op, unsigned width, uint32_t nargs,
             const ValId *args, SrcLoc loc);
ValId ir_const(Func *f, unsigned width, uint64_t value); /* into entry block;
                                                            zero-extended */
/* A constant of any width from its ceil(width/64) words (copied, masked). */
ValId ir_const_words(Func *f, unsigned width, const uint64_t *words);
/* A value (or an operation's operand) wider than 64 bits: no folding. */
static inline bool ir_width_wide(unsigned width) { return width > 64; }
/* The 64-bit limbs of a value or memory word of this width. */
static inline unsigned ir_limbs(unsigned width) { return (width + 63) / 64; }
/* The limbs of word i of memory m's initial contents (m->init not NULL). */
static inline uint64_t *ir_mem_word(const Mem *m, uint64_t i) {
  return m->init + i * ir_limbs(m->width);
}
/* A CONST's value as text: decimal, or hex (0x...) when wider than 64
 * bits (ir_print's form). */
void ir_const_text(const Val *v, Sbuf *o);
/* A CONST whose value (of any width) fits 64 bits: true, its value in *k. */
bool ir_const_u64(const Func *f, ValId v, uint64_t *k);
ValId ir_phi(Func *f, uint32_t b, unsigned width, SrcLoc loc);
void ir_phi_add(Func *f, ValId phi, uint32_t pred, ValId v);
/* A visible effect: a stream operation, a print, or a store to an external
 * memory (what the outside sees, so its program order matters). */
bool ir_visible_effect(const Func *f, ValId v);
/* The predicate under which long operation v's result matters (Guard), or
 * IR_NOVAL: none recorded, or no longer a value of v's block. */
ValId ir_guard(const Func *f, ValId v);
/* Where value v stands in its block's list of operations (an internal
 * compiler error when it is not there). */
size_t ir_op_index(const Func *f, ValId v);
/* UDIV or SDIV; UREM or SREM. */
static inline bool ir_is_div(Op op) { return op == OP_UDIV || op == OP_SDIV; }
static inline bool ir_is_rem(Op op) { return op == OP_UREM || op == OP_SREM; }
/* a and b are the same operand: one value, or constants of one width and
 * value. */
bool ir_same_operand(const Func *f, ValId a, ValId b);
/* DIV d and REM r divide the same operands with the same signedness (the
 * pair rule above without the block and the guard). */
bool ir_divrem_operands_match(const Func *f, ValId d, ValId r);
/* The divider pairs of block b (see "Divider pairs" above): partner[v]
 * (an array of f->vals.len entries) becomes the other result of v's
 * divider, or IR_NOVAL, for every value v of b; other entries are left as
 * they are. Returns the number of pairs. */
uint32_t ir_divrem_pairs(const Func *f, uint32_t b, ValId *partner);
/* Every use of value old (operands, terminator arguments and guards'
 * predicates) becomes v. */
void ir_replace_uses(Func *f, ValId old, ValId v);
/* Inserts PHI-free value v (already created with ir_add in block b) at
 * position pos of b's op list instead of the end. */
void ir_move_op(Func *f, ValId v, uint32_t b, size_t pos);
uint32_t ir_mem_new(Func *f, const char *name, unsigned width, uint64_t depth,
                    SrcLoc loc);
uint32_t ir_print_new(Func *f, const char *fmt, uint32_t nargs, SrcLoc loc);
uint32_t ir_port_new(Func *f, const char *name, PortKind kind, unsigned width,
                     bool is_signed, SrcLoc loc);
/* A port named name with the kind, width and signedness of port p of
 * function g (for an external memory, a memory of f with the same word
 * width and depth too): how an interface copies a process's port. */
uint32_t ir_port_like(Func *f, const char *name, const Func *g,
                      const Port *p, SrcLoc loc);
/* The compare that gives the same result with its operands swapped
 * (ULT -> UGT, ...; EQ and NE stay), and the one that gives the opposite
 * result (ULT -> UGE, EQ -> NE, ...). Other operations are returned as
 * they are. */
Op ir_cmp_swapped(Op op);
Op ir_cmp_negated(Op op);
/* An input or output stream port (not an unused one). */
static inline bool ir_port_is_stream(const Port *p) {
  return p->kind == PORT_STREAM_IN || p->kind == PORT_STREAM_OUT;
}
/* SREAD/SWRITE/SEMPTY/SFULL: the stream operations. */
static inline bool ir_is_stream_op(Op op) {
  return op == OP_SREAD || op == OP_SWRITE || op == OP_SEMPTY ||
         op == OP_SFULL;
}
void ir_term_br(Func *f, uint32_t b, uint32_t target, SrcLoc loc);
void ir_term_cbr(Func *f, uint32_t b, ValId cond, uint32_t t, uint32_t e,
                 SrcLoc loc);
void ir_term_switch(Func *f, uint32_t b, ValId sel, uint32_t deflt,
                    uint32_t ncases, const uint64_t *cases,
                    const uint32_t *targets, SrcLoc loc);
void ir_term_ret(Func *f, uint32_t b, ValId v, SrcLoc loc);
/* Recomputes every block's predecessor list from the terminators. */
void ir_fill_preds(Func *f);
/* Successor list of a block (from its terminator). */
static inline uint32_t ir_nsuccs(const Func *f, uint32_t b) {
  return f->blocks.data[b].term.nsuccs;
}
static inline Val *ir_val(Func *f, ValId v) { return &f->vals.data[v]; }
static inline const Val *ir_cval(const Func *f, ValId v) {
  return &f->vals.data[v];
}
static inline const OpInfo *ir_info(Op op) { return &ir_op_info[op]; }
/* Position of a value with the function's file filled in. */
SrcLoc ir_loc(const Func *f, ValId v);
/* Name to show for a value in generated code: the source name if any. */
const char *ir_val_name(const Func *f, ValId v);

/* ---- text form (print.c) ---- */
void ir_print(const Func *f, Sbuf *out);
/* One line of that text without indentation, position or newline:
 * "%N ["name"] = op iW operands" for value v, "cbr %c, bbT, bbF" (etc.) for
 * a terminator. Appended to out. */
void ir_print_val_text(const Func *f, ValId v, Sbuf *out);
void ir_print_term_text(const Term *t, Sbuf *out);
/* Binary operation or compare of width-w operands (eval.c): the result in
 * *r (not yet masked to w); false when C leaves it undefined (division by
 * zero, signed overflow of division, over-wide shifts). */
bool ir_eval_binary(Op op, unsigned w, uint64_t a, uint64_t b, uint64_t *r);

/* ---- checks (verify.c) ---- */
/* True when every invariant above holds; otherwise reports each violation
 * as an internal diagnostic naming the pass and returns false. */
bool ir_verify(const Func *f, const char *after_pass);

/* ---- dominators (analysis/dom.c) ---- */
/* idom[b] for every block (idom[0] == 0); unreachable blocks get UINT32_MAX.
 * Returns an xmalloc'd array. */
uint32_t *ir_dominators(const Func *f);
bool ir_dominates(const uint32_t *idom, uint32_t a, uint32_t b);
/* Marks in body[] (f->blocks.len bytes) the natural loop of header h: the
 * union over its latches (predecessors that h dominates) of the blocks
 * that reach a latch without passing h. Needs Block.preds (ir_fill_preds);
 * idom covers blocks 0..nidom-1 (later blocks are never latches). Returns
 * the number of blocks, 0 when h is not a loop header. */
uint32_t ir_loop_body(const Func *f, const uint32_t *idom, size_t nidom,
                      uint32_t h, uint8_t *body);

#endif
