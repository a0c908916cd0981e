/* netlist.h - the RTL netlist behind rtl.h: what the architecture stage
 * builds and the Verilog writer prints.
 *
 * A design is one Verilog module (the pinned port contract: clk, rst,
 * start, done, ret) holding:
 *  - signals: wires and registers of exact widths, each with an optional
 *    comment (source name and line). `partial` marks a signal some of whose
 *    bits are deliberately never read (truncations, address slices); the
 *    writer puts a lint waiver around its declaration only.
 *  - continuous assigns: `assign sig = expr;` (expr is Verilog text whose
 *    width equals the signal's).
 *  - units: a controller each. A unit owns a state register and a list of
 *    states; each state has a body of Verilog statements that run in the
 *    clocked block when the unit is in that state (register updates, next
 *    state, prints). `pre` statements run every cycle before the case
 *    (defaults such as `done <= 1'b0`), `reset` statements under rst.
 *    The netlist does not interpret bodies, so pipelines or several units
 *    joined by channels (later) are more units in the same module.
 *  - memories: inferred RAM blocks with up to two synchronous, read-first
 *    ports; the port signals (address, write enable, write data, read data)
 *    are ordinary signals driven by assigns; the writer prints the one
 *    clocked block per memory and the initial contents.
 *  - processes: free-running clocked blocks (divider pipeline stages).
 *
 * Text fields (bodies, expressions) hold one statement per line; nesting
 * is expressed with relative indentation of two spaces, and the writer adds
 * the indentation of the context. Everything lives in the design's arena.
 */
#ifndef HLSC_RTL_NETLIST_H
#define HLSC_RTL_NETLIST_H

#include "names.h"
#include "rtl.h"

typedef uint32_t SigId;
#define RTL_NOSIG ((SigId)0xffffffffu)

typedef enum { SIG_WIRE, SIG_REG } SigKind;
typedef enum { PORT_NO, PORT_INPUT, PORT_OUTPUT } RtlPortDir;

typedef struct RtlSig {
  const char *name;
  uint32_t width;      /* >= 1 */
  SigKind kind;
  bool partial;        /* some bits never read on purpose (lint waiver) */
  bool datapath;       /* counted as a datapath register in the stats */
  RtlPortDir port;     /* a port of the module (declared in its header) */
  const char *comment; /* or NULL */
} RtlSig;

typedef struct RtlAssign {
  SigId sig;
  const char *expr;
} RtlAssign;

typedef struct RtlState {
  const char *name;    /* localparam name, unique in the design */
  const char *comment; /* or NULL */
  const char *body;    /* statements, may be "" */
} RtlState;

typedef struct RtlUnit {
  const char *name;
  SigId state;         /* the unit's state register */
  uint32_t idle;       /* index of the state entered on reset */
  VEC(RtlState) states;
  const char *reset;   /* statements under rst (besides state <= idle) */
  const char *pre;     /* statements every cycle before the state case */
} RtlUnit;

typedef struct RtlMemPort {
  bool used;           /* the port exists */
  bool write;          /* has a write side (we, wdata) */
  bool read;           /* has a read side (q) */
  SigId addr, we, wdata, q;
  bool has_re;         /* q is loaded only when re is 1 (else every cycle) */
  SigId re;
} RtlMemPort;

typedef struct RtlMem {
  const char *name;    /* the array's Verilog name */
  const char *comment;
  uint32_t width;
  uint64_t depth;
  uint32_t addr_width; /* ceil_log2(depth), at least 1 */
  const uint64_t *init; /* depth words of ceil(width / 64) 64-bit limbs
                           each, least significant first (Mem.init), or
                           NULL */
  bool external;       /* outside the module: no array, no clocked block
                          (the architecture wires port[0] to module ports) */
  RtlMemPort port[2];
  /* a ROM read by combinational expressions (NAME[addr]) instead of
   * ports: the array and its contents only, no clocked block */
  bool logic;
} RtlMem;

typedef struct RtlProc {
  bool free;           /* runs even while the design is stalled */
  const char *comment;
  const char *body;    /* statements run on every rising clock edge */
} RtlProc;

struct RtlDesign {
  Arena arena;
  const char *name;     /* module name */
  const char *header;   /* comment lines at the top of the file */
  uint32_t ret_width;   /* 0: no ret port */
  /* A 1-bit signal; when set, every clocked block but the free processes
   * advances only in cycles where it is 1 (a stall freezes the whole
   * datapath, controllers, memories and operator pipelines). */
  const char *enable;
  VEC(RtlSig) sigs;
  VEC(RtlAssign) assigns;
  VEC(RtlUnit) units;
  VEC(RtlMem) mems;
  VEC(RtlProc) procs;
  uint32_t ndividers;
  VEC(const char *) port_names; /* every module port (rtl_reserve) */
};

/* ---- building (netlist.c) ---- */
RtlDesign *rtl_design_new(const char *name);
/* A module port's name (names.h): no internal signal, memory or state
 * takes it. Every port is reserved before the first rtl_sig. */
void rtl_reserve(RtlDesign *d, const char *name);
/* A module port (a wire) with a reserved name, kept as is. */
SigId rtl_port(RtlDesign *d, const char *name, uint32_t width,
               RtlPortDir dir);
/* An internal signal; a name that is a port's gets a suffix (read the
 * name back from the signal). */
SigId rtl_sig(RtlDesign *d, const char *name, uint32_t width, SigKind kind,
              const char *comment);
/* name, or name_N when name is a port's (for memories and states). */
const char *rtl_fresh(RtlDesign *d, const char *name);
void rtl_assign(RtlDesign *d, SigId s, const char *expr);
/* A new unit with its state register named state_name; returns its index. */
uint32_t rtl_unit_new(RtlDesign *d, const char *name, const char *state_name);
/* Appends a state (body filled later through the returned index). */
uint32_t rtl_state_new(RtlDesign *d, uint32_t unit, const char *name,
                       const char *comment);
void rtl_proc(RtlDesign *d, const char *comment, const char *body);
/* A clocked process that the enable does not stall. */
void rtl_proc_free(RtlDesign *d, const char *comment, const char *body);
char *rtl_strdup(RtlDesign *d, const char *s);
char *rtl_printf(RtlDesign *d, const char *fmt, ...) PRINTF_LIKE(2, 3);
static inline RtlSig *rtl_sigp(RtlDesign *d, SigId s) {
  return &d->sigs.data[s];
}
/* Bits of the state register of a unit with n states. */
unsigned rtl_state_bits(size_t nstates);
/* A Verilog identifier from any text: [A-Za-z0-9_], not starting with a
 * digit, never a keyword (appends '_'), never empty. Arena-allocated. */
char *rtl_ident(RtlDesign *d, const char *text);
/* The same characters without the keyword and leading-digit rules: for a
 * name that follows a prefix such as "w_". */
char *rtl_ident_part(RtlDesign *d, const char *text);

#endif
