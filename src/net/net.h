/* net.h - a design as a network: concurrent units (processes) joined by
 * valid/ready FIFO channels, inside a region with its own boundary streams.
 * The driver builds one per dataflow region (driver_region.c), from the
 * frontend's reading of the region (llvm/region.c); emit.c writes its
 * Verilog.
 *
 * Structure. A Net is a region: a name, its boundary ports (the region's own
 * input and output streams), its units and its channels, all in index-based
 * arrays (VEC). A NetUnit is a process: a name, a kind (free-running: it
 * loops forever; terminating: it finishes), its body and its ports. The body
 * is either an opaque function index `func` (an HLS IR function, attached
 * later; NET_NOBODY while none is) or a nested region `sub`, owned by the
 * unit (the only pointer in the structure). A NetChan is a streaming FIFO
 * with valid/ready flow control: a name, a width, a depth (0 is a direct
 * wire: no storage, the writer's valid/data go straight to the reader), its
 * writer and reader endpoints and the position of its declaration. An
 * endpoint (NetEnd) is a unit's port (unit index, port index) or one of the
 * region's boundary ports (unit == NET_BOUNDARY, port = boundary index).
 * Channels hold lists of writers and readers so that a broken network can
 * be built, printed and rejected; a verified one has exactly one of each.
 *
 * Invariants (checked by net_verify, for a region and every nested one):
 *  - Names are identifiers ([A-Za-z_][A-Za-z0-9_]*). Boundary ports, units
 *    and channels of one region have distinct names; the ports of one unit
 *    have distinct names.
 *  - Port and channel widths are 1..NET_MAX_WIDTH (1024) bits; channel
 *    depths 0..65536.
 *  - Every endpoint names an existing unit and port (or boundary port).
 *  - Every channel has exactly one writer and exactly one reader. The writer
 *    is a unit's output port or a boundary input; the reader a unit's input
 *    port or a boundary output. Writer and reader are not the same port.
 *    (A unit may feed itself through two different ports: a feedback loop.)
 *  - The channel's width equals the width of both its endpoint ports.
 *  - Every unit port and every boundary port is an endpoint of exactly one
 *    channel: a boundary input is read by exactly one unit (through a
 *    channel), a boundary output is written by exactly one. A channel may
 *    join a boundary input straight to a boundary output.
 *  - A unit has a function body or a nested region, not both. A nested
 *    region's boundary ports match the unit's ports one for one, in order:
 *    same name, direction and width.
 *  - Regions form a tree: no unit's region is the region itself or one of
 *    its ancestors, and no region is nested under two units.
 *
 * Text form (net_print, net_parse; byte-identical round trip):
 *
 *   region @top {
 *     in @i : i8
 *     out @o : i16
 *     unit @scale terminating body 3 !"top.c":4:1 {
 *       in a : i8
 *       out b : i16
 *     }
 *     unit @pair free-running {
 *       in x : i16
 *       out y : i16
 *       region @pair_body {
 *         in @x : i16
 *         ...
 *       }
 *     }
 *     chan @c0 : i8 depth 0 writer self.i reader @scale.a
 *     chan @m : i16 depth 2 writer @scale.b reader @pair.x !"top.c":12:3
 *     chan @c1 : i16 depth 0 writer @pair.y reader self.o
 *   }
 *
 * Grammar (tokens are separated by any white space; ';' starts a comment
 * that runs to the end of the line):
 *   region := 'region' '@'NAME '{' (port | unit | chan)* '}'
 *   port   := ('in' | 'out') '@'NAME ':' 'i'WIDTH
 *   unit   := 'unit' '@'NAME ('free-running' | 'terminating')
 *             ['body' NUMBER] [loc] '{' uport* [region] '}'
 *   uport  := ('in' | 'out') NAME ':' 'i'WIDTH
 *   chan   := 'chan' '@'NAME ':' 'i'WIDTH 'depth' NUMBER
 *             ('writer' end | 'reader' end)* [loc]
 *   end    := '@'UNIT'.'PORT | 'self.'PORT     (self: the region's boundary)
 *   loc    := '!' ['"'FILE'"' ':'] LINE ':' COL
 * A unit or boundary port must be declared before a channel names it.
 * Keywords are exactly the quoted words; a NAME that is not an identifier,
 * an unknown unit or port, or a number past 2^32-1 is a parse error. The
 * printer writes ports, units, then channels, each in index order, writers
 * before readers, two spaces of indentation per level, one item per line.
 * The file name is a C-like string (\\, \" and \n escapes); a location with
 * line 0 is not printed. Widths in the text are decimal, as are numbers.
 */
#ifndef HLSC_NET_H
#define HLSC_NET_H

#include "../util/util.h"

#define NET_BOUNDARY 0xffffffffu /* NetEnd.unit: the region's own port */
#define NET_NOBODY 0xffffffffu   /* NetUnit.func: no body attached */
#define NET_MAX_WIDTH 1024 /* as the HLS IR (ir.h IR_MAX_WIDTH) */
#define NET_MAX_DEPTH 65536
/* regions nested in the text form, the top included */
#define NET_MAX_NEST 64

typedef enum { NET_IN, NET_OUT } NetDir;
typedef enum { NET_FREE_RUNNING, NET_TERMINATING } NetKind;

typedef struct NetPort {
  const char *name;
  NetDir dir;
  uint32_t width;
} NetPort;

typedef struct NetEnd {
  uint32_t unit; /* unit index, or NET_BOUNDARY */
  uint32_t port; /* the unit's port index, or the boundary port index */
} NetEnd;

typedef struct Net Net;

typedef struct NetUnit {
  const char *name;
  NetKind kind;
  uint32_t func; /* opaque body index, or NET_NOBODY */
  Net *sub;      /* nested region (owned), or NULL */
  VEC(NetPort) ports;
  SrcLoc loc;
} NetUnit;

typedef struct NetChan {
  const char *name;
  uint32_t width, depth;
  VEC(NetEnd) writers;
  VEC(NetEnd) readers;
  SrcLoc loc;
} NetChan;

struct Net {
  const char *name;
  VEC(NetPort) ports; /* the region's boundary streams */
  VEC(NetUnit) units;
  VEC(NetChan) chans;
  Arena arena; /* names and file names */
};

/* ---- construction (net.c). Nothing is checked here but what would make
 * the structure itself unsound (ICE on an index out of range); everything
 * else is net_verify's job, so tests can build broken networks. Names are
 * copied. Each adder returns the new item's index. */
Net *net_new(const char *name);
/* Frees the region, its units' nested regions, and everything they own. */
void net_free(Net *n);
uint32_t net_add_port(Net *n, const char *name, NetDir dir, uint32_t width);
uint32_t net_add_unit(Net *n, const char *name, NetKind kind, uint32_t func,
                      SrcLoc loc);
uint32_t net_unit_add_port(Net *n, uint32_t unit, const char *name, NetDir dir,
                           uint32_t width);
/* Makes `sub` the unit's nested region; the unit owns it from now on. */
void net_unit_set_sub(Net *n, uint32_t unit, Net *sub);
uint32_t net_add_chan(Net *n, const char *name, uint32_t width, uint32_t depth,
                      SrcLoc loc);
/* Adds `end` to the channel's writers (as_writer) or readers. */
void net_connect(Net *n, uint32_t chan, bool as_writer, NetEnd end);
static inline NetEnd net_unit_end(uint32_t unit, uint32_t port) {
  return (NetEnd){unit, port};
}
static inline NetEnd net_boundary_end(uint32_t port) {
  return (NetEnd){NET_BOUNDARY, port};
}
/* Index of the unit / boundary port / unit port with this name, or -1. */
int64_t net_find_unit(const Net *n, const char *name);
int64_t net_find_port(const Net *n, const char *name);
int64_t net_unit_find_port(const NetUnit *u, const char *name);
/* Whether a channel joins two units (not the region's boundary); for a
 * verified network (one writer, one reader). */
static inline bool net_chan_internal(const NetChan *c) {
  return c->writers.data[0].unit != NET_BOUNDARY &&
         c->readers.data[0].unit != NET_BOUNDARY;
}
/* The port an endpoint names, or NULL when its indices are out of range. */
const NetPort *net_end_port(const Net *n, NetEnd e);

/* ---- text form (print.c, parse.c) ---- */
/* Appends the text form of the region (and nested ones) to out. Prints any
 * structure, verified or not. */
void net_print(const Net *n, Sbuf *out);
/* Appends the text form of one endpoint ("@u.p", "self.p"; "?" for parts
 * out of range) to out. */
void net_print_end(const Net *n, NetEnd e, Sbuf *out);
/* Parses one region (text holds it and nothing else but white space and
 * comments). Returns NULL on malformed text, with "line:col: error: ..."
 * (1-based) appended to err. Never crashes on any input; nesting deeper
 * than 64 regions is an error. Checks only what the structure needs
 * (declared names, ranges that fit the fields); run net_verify after. */
Net *net_parse(const char *text, Sbuf *err);

/* ---- verifier (verify.c) ---- */
/* Checks every invariant above, recursively. Appends one line per broken
 * invariant to err ("file:line:col: error: region @r: ..." with the
 * channel's or unit's position when it has one, "error: region @r: ..."
 * otherwise) and returns false; true when the network is sound. */
bool net_verify(const Net *n, Sbuf *err);

/* ---- Verilog (emit.c) ---- */
/* What the network does not say about a unit's module: its name, and the
 * connections of its ports that are not streams (",\n    .k(k)" text:
 * scalars, memories, constants; NULL for none). */
typedef struct NetUnitHw {
  const char *module;
  const char *extra;
} NetUnitHw;
/* Appends the region's module (a verified network: one writer and one
 * reader per channel): ports clk, rst, start, done, then each boundary
 * stream as NAME_tdata/_tvalid/_tready, then `decls` (",\n  input wire
 * ..." text of the non-stream ports; NULL for none). Each unit is
 * instance u_NAME of hw[unit].module, started by the region's start and
 * connected to its channels by its ports' names (PORT_tdata, ...); each
 * internal channel of depth >= 1 is instance c_NAME of the FIFO module
 * net_fifo_name gives (the caller emits each such module once, with
 * net_emit_fifo). done is high for one cycle once every unit has raised
 * its done since start (never, while a free-running unit runs). */
void net_emit_verilog(const Net *n, const char *decls, const NetUnitHw *hw,
                      Sbuf *out);
/* The FIFO module of a channel (name, and its whole text). */
void net_fifo_name(uint32_t width, uint32_t depth, Sbuf *out);
void net_emit_fifo(uint32_t width, uint32_t depth, Sbuf *out);

#endif
