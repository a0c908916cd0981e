/* driver.h - the compilation pipeline, as one sequence of stages.
 *
 * driver_compile runs: C frontend (clang + LLVM passes + import; a .py
 * input goes through the Python frontend, src/py, to the same passes and
 * import) -> verify
 * -> HLS passes -> SDC schedule -> architecture -> Verilog. Each stage
 * reports user errors as "file:line:col: error: ..."; the driver stops at the
 * first stage that reports one.
 */
#ifndef HLSC_DRIVER_H
#define HLSC_DRIVER_H

#include "arch/arch.h"
#include "ir/ir.h"
#include "rtl/rtl.h"
#include "sched/area.h"
#include "sched/sched.h"

/* --unroll-tripcount's largest value (main.c's message says it) */
#define UNROLL_TRIPCOUNT_MAX 1024

/* The soft-float library's adder and multiplier (docs/user-guide.md,
 * "Floating point"): fast (shorter paths, about 1.3x and 1.8x the LUTs)
 * or small (one path each). */
typedef enum { FLOAT_UNITS_AUTO, FLOAT_UNITS_FAST, FLOAT_UNITS_SMALL } FloatUnits;

/* Whether opt's float units are the small ones. */
struct Options;
bool driver_float_small(const struct Options *opt);

typedef struct Options {
  const char *input;   /* the C file */
  const char *top;     /* top function */
  const char *output;  /* Verilog file; NULL: <top>.v */
  const char *report;  /* JSON report or NULL */
  const char *schedule_html; /* --schedule-html: the schedule page or NULL */
  double clock_period_ns;
  Target target;
  bool no_pipeline;    /* --no-pipeline: every loop sequential */
  bool no_forward;     /* --no-forward: no store-to-load forwarding */
  bool no_flatten;     /* --no-flatten: no loop nest flattened */
  uint32_t unroll_tripcount; /* --unroll-tripcount N: loops of at most N
                                iterations unrolled (0: pragmas only) */
  FloatUnits float_units; /* --float-units: FLOAT_UNITS_AUTO (small on
                             --target ice40, fast otherwise) or as asked */
  bool no_partition;   /* --no-partition: no array partitioned by the
                          compiler's own choice */
  bool no_speculate;   /* --no-speculate: no recurrence speculated */
  bool speculate;      /* --speculate: every loop may be, not only those
                          with `#pragma HLS SPECULATE` */
  bool no_varlat;      /* --no-varlat: no variable-latency units */
  uint32_t units_mul, units_div; /* --units (0: no limit) */
  bool no_fit;         /* --no-fit: no units shared to fit the target */
  bool no_extract;     /* --no-extract: no pipeline extraction */
  bool extract;        /* --extract: every candidate extracted, paying or
                          not */
  uint32_t gate_depth; /* --gate-depth: words of each output gate (0: none) */
  bool synth;          /* --synth: synthesize the Verilog (src/synth) */
  VEC(const char *) cflags; /* -I, -D, -U, -std= passed to clang */
  /* --strict-overflow: signed overflow and shifts of negative values stay
   * undefined behaviour (a native run that has them FAILs); without it
   * they wrap, as with -fwrapv, in the design and the native run alike */
  bool strict_overflow;
  const char *emit;    /* NULL, "llvm", "ir", "sched", "dot" or "verilog" */
  /* keep the optimized LLVM IR text (--emit llvm, also of a region's
   * processes): printing it costs as much as a pass over a large design */
  bool keep_llvm;
  bool verbose;
  /* cosim */
  const char *simulator; /* "verilator" (default) */
  unsigned timeout_s;    /* per simulation or synthesis tool; 0: default */
  uint64_t max_cycles;   /* simulation cycle limit; 0: default */
  bool keep;             /* keep the cosim work directory */
  VEC(const char *) more_inputs; /* cosim: further C files of the testbench */
  uint64_t stall_seed;   /* cosim with a C testbench: 0 no stalls */
  const char *trace;     /* --trace: waveform file (.vcd or .fst) or NULL */
  /* --fifo-depth REGION.CHANNEL=N: a channel's depth, over its pragma */
  VEC(const char *) fifo_depths;
  bool size_fifos;       /* cosim --size-fifos */
  /* --interface s_axilite: the top's start, done, ret and scalar inputs
   * behind an AXI4-Lite control slave (rtl/axilite.h) */
  bool axilite;
  /* --m-axi A,B: array parameters that become AXI4 masters (rtl/maxi.h),
   * comma separated, or NULL */
  const char *maxi;
} Options;

struct Net;
struct FeRegion;
/* One candidate of pipeline extraction and what was decided. */
typedef struct XRecord {
  char *port;            /* the stream's C name */
  bool output;           /* output pipeline (else input) */
  bool made;
  uint32_t nops, width, nwords, nblocks;
  uint32_t units;        /* pipeline units it became (segments) */
  double delay_ns;       /* longest chain of moved operations */
  /* the controller's states (FSM states, a pipelined loop counting its
   * II; a state of an inner loop weighs 8 per level) and the design's
   * estimated period, without and with it (0: no trial was scheduled) */
  double states_before, states_after;
  double period_before, period_after;
  char *why;             /* refused: why; NULL when made */
} XRecord;

/* One Verilog module of a design (a region's processes, FIFOs, its own). */
typedef struct HwModule {
  char *name, *text;
} HwModule;

/* The phases of a compilation, timed in Compilation.seconds. */
enum { PH_FRONTEND, PH_PASSES, PH_SCHEDULE, PH_ARCH, PH_VERILOG, PH_TOTAL,
       PH_COUNT };

typedef struct Compilation {
  /* For a dataflow region: its interface (ports, no logic); sched and rtl
   * are empty, and net, units and modules say what it is made of. */
  Func *func;
  Schedule sched;
  RtlDesign *rtl;
  Sbuf verilog;
  Sbuf llvm_ir;        /* optimized LLVM IR text (for --emit llvm) */
  bool partial;        /* stopped after the stage --emit shows (no -o, no
                          --report): later fields are empty */
  double seconds[PH_COUNT]; /* time per phase (PH_*) */
  double clang_s, llvm_passes_s; /* parts of the frontend's seconds */
  /* the LLVM pass pipeline ("O2" or "large"), the top's LLVM instructions
   * with every call inlined and the threshold of "large"
   * (src/llvm/pipeline.c); NULL when no C or Python top was compiled */
  const char *llvm_pipeline;
  uint64_t llvm_instructions, llvm_threshold;
  struct Net *net;     /* a dataflow region's network, or NULL */
  VEC(struct Compilation *) units; /* a region: each process function's
                                      compilation, once (a Net unit's func
                                      is its index here) */
  VEC(HwModule) modules; /* a region: every module of verilog, in order */
  /* Pipeline extraction (driver_extract.c) of a stream process: each
   * candidate tried, and why none was when extraction was not attempted
   * (NULL: attempted, or no stream port). A split process is a network
   * (net, units: its controller first, then its pipelines); xkeep holds
   * the functions whose strings the units' functions share. */
  VEC(XRecord) extractions;
  const char *extract_why;
  bool split;          /* net is this process split, not a C region */
  bool axilite;        /* verilog is the AXI4-Lite wrapper (module
                          func->hw_name) around func->hw_name + "_core" */
  VEC(Func *) xkeep;
  /* --target ice40 (driver_fit.c): the area estimate of the design as
   * built (area) and before units were shared to fit (area_before);
   * fit_tried: it exceeded the HX8K and --no-fit was not given; fit_mul,
   * fit_div: the limits chosen (0: none; both 0 with fit_why: none
   * helped, and fit_why says why) */
  bool area_known, fit_tried;
  AreaEstimate area, area_before;
  uint32_t fit_mul, fit_div;
  char fit_why[240];
} Compilation;

/* driver_region.c: compiles dataflow region r (each process as a top of
 * its own) into c; 0, or 2 after located errors. */
int driver_region(const Options *opt, Compilation *c,
                  const struct FeRegion *r);

/* The scheduler's options of a command line (clock, target, pipelining). */
/* The passes of the schedule stage that change f (loop classification,
 * flattening, if-conversion, speculation); false on an internal error. */
bool driver_sched_passes(const Options *opt, Func *f);
/* The HLS passes before scheduling (partition, fold, dce, divrem,
 * constmul, narrow); false on an internal error. */
bool driver_ir_passes(Func *f);
/* driver_partition.c: sets the partitions of partition_propose on f's
 * memories when a trial schedule of f with them is faster in some loop
 * and slower in none (f->autopart_* say which loop); nothing with
 * --no-partition or --no-pipeline. */
void driver_auto_partition(const Options *opt, Func *f);
/* driver_fit.c: on --target ice40, the area estimate of c (a top
 * compiled by compile_ir, with its RTL) and, when it exceeds the iCE40
 * HX8K (and no --no-fit), multiplier and divider limits chosen until it
 * fits, c's schedule and RTL rebuilt with them; a warning when no limits
 * bring it within the HX8K. False on an internal error. */
bool driver_fit(const Options *opt, Compilation *c);
/* The -v line of the area estimate and what was chosen, on stderr, and
 * the report's "area_estimate" ("  \"area_estimate\": {...},\n");
 * nothing without an estimate. */
void driver_fit_summary(const Compilation *c);
/* The summary's text (no name, no newline), appended to o; nothing
 * without an estimate. */
void driver_fit_text(const Compilation *c, Sbuf *o);
void driver_fit_json(const Compilation *c, Sbuf *o);
/* driver_extract.c: splits stream process c->func (after the HLS passes)
 * into a controller and pipelines when that pays, and compiles them into
 * c as a network; 0 when split, 2 after errors, -1 when c->func stays one
 * unit (c->extractions then says what was refused). */
int driver_extract(const Options *opt, Compilation *c);
/* The stages after the front end on c->func (set by the caller): 0 or 2. */
int driver_compile_func(const Options *opt, Compilation *c);
/* "extractions" of the report ("  \"extractions\": [...],\n"; nothing
 * when there is nothing to say) and the -v lines. */
void driver_extract_json(const Compilation *c, Sbuf *o);
void driver_extract_summary(const Options *opt, const Compilation *c);
/* driver_region.c: the Verilog of network c->net (c->func its interface)
 * whose units are compiled in pc[0..np) (hw: their modules and extra
 * connections), into c->modules and c->verilog. */
struct NetUnitHw;
/* driver_region.c: an empty network named after interface ifc, with ifc's
 * stream ports (regions and split processes start from it). */
struct Net *driver_net_of(const Func *ifc);
void driver_net_verilog(Compilation *c, Compilation *const *pc, size_t np,
                        const struct NetUnitHw *hw, const char *comment);
SchedOptions driver_sched_options(const Options *opt);
/* --interface s_axilite: writes the register header next to Verilog file
 * vpath (rtl/axilite.h: X.v -> X_axil.h); 0, or 2 when it cannot. Nothing
 * for a plain top. */
int driver_write_axil_header(const Compilation *c, const char *vpath);
/* 0 on success, 2 when the input was rejected (diagnostics printed). */
int driver_compile(const Options *opt, Compilation *c);
void compilation_free(Compilation *c);
/* What a cosim measured: the calls of the top and their cycles. */
/* A FIFO channel's largest fill level (name as the cosim reports it). */
typedef struct FifoOcc {
  char *name;
  uint64_t max, depth;
} FifoOcc;
typedef VEC(FifoOcc) FifoOccs;
void fifo_occs_free(FifoOccs *v);

typedef struct ReportCycles {
  uint64_t calls, min, max, total;
  /* a dataflow region: each FIFO channel's largest occupancy over the
   * calls (free with fifo_occs_free) */
  FifoOccs fifos;
} ReportCycles;
/* driver_report.c: what is reported of a compilation. */
/* JSON report of a compilation (and of a cosim run when cycles is not
 * NULL: "cycles" (the total), "calls" and "cycles_per_call" {min, max,
 * total}; with the synthesis figures, a JSON object, when synth is not
 * NULL). */
void driver_report_json(const Options *opt, const Compilation *c,
                        const ReportCycles *cycles, const char *synth,
                        Sbuf *o);
/* -v: the summary line and one line per loop, on stderr. */
void driver_print_summary(const Options *opt, const Compilation *c);
/* --schedule-html: writes the page; 0, or 2 after saying why not. */
int driver_write_schedule_html(const Options *opt, const Compilation *c);

/* The synthesis stage (--synth, hlsc synth): synthesizes the Verilog file
 * vpath for opt->target (src/synth), prints the one-screen summary on
 * stdout and appends the report's JSON object to json. 0, or 2 when a tool
 * is missing or synthesis failed (reported). */
int driver_synthesize(const Options *opt, const char *vpath,
                      const char *module, Sbuf *json);

/* The report's cosim members ("cycles", "calls", "cycles_per_call"; when
 * cycles is not NULL) and "synthesis" (when synth is not NULL). */
void driver_json_cosim(Sbuf *o, const ReportCycles *cycles,
                       const char *synth);
/* Appends s as a JSON string (quoted, escaped). */
void driver_json_str(Sbuf *o, const char *s);
/* What signed overflow and shifts of negative values mean for a C input:
 * "wraps" (the default, -fwrapv) or "undefined" (--strict-overflow); NULL
 * for a Python input. In the report and on the cosim PASS line. */
const char *driver_overflow_meaning(const Options *opt);

/* driver_net.c: the same reports for a dataflow region (c->net set). */
void driver_net_summary(const Options *opt, const Compilation *c);
void driver_net_report_json(const Options *opt, const Compilation *c,
                            const ReportCycles *cycles, const char *synth,
                            Sbuf *o);
void driver_net_dot(const Compilation *c, Sbuf *o);
/* --emit FORM of a region (llvm, ir, sched: each process's; dot: the
 * process graph; verilog). */
void driver_net_emit(const Options *opt, const Compilation *c,
                     const char *form, Sbuf *o);
int driver_net_schedule_html(const Options *opt, const Compilation *c);

#endif
