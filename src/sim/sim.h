/* sim.h - internals of `hlsc cosim` (src/sim only; cosim.h is the public
 * contract).
 *
 * The pieces: native.c builds and runs the C program with a harness that
 * calls the top; verilator.c / iverilog.c build a testbench around the
 * Verilog and run it; render.c turns the simulator's raw print records into
 * the text the C program would have printed; cosim.c compares.
 *
 * Testbench protocol (both simulators print it on stdout):
 *   @hlsc-print IDX HEX HEX ...     one per PRINT that fires (from the design)
 *   @hlsc-result done CYCLES HEX    done rose after CYCLES cycles; HEX = ret
 *                                   ("0" for a void top)
 *   @hlsc-result timeout CYCLES     --max-cycles reached without done
 *   @hlsc-protocol TEXT             the design broke the start/done protocol
 * Status convention of the functions below: 0 ok, 1 the design or program
 * misbehaved (message in `fail`, a FAIL), 2 a tool is missing or broke
 * (already reported on stderr).
 */
#ifndef HLSC_SIM_H
#define HLSC_SIM_H

#include <llvm-c/Types.h>

#include "../../include/hlsc_libm_names.h"
#include "../driver.h"

#define SIM_DEFAULT_TIMEOUT_S 300u
/* The native run of a program is thousands of times faster than its
 * simulation: one that runs a minute will not finish simulating. */
#define SIM_DEFAULT_NATIVE_TIMEOUT_S 60u
#define SIM_DEFAULT_MAX_CYCLES 50000000ull

typedef struct SimCtx {
  const Options *opt;
  const Func *func;
  const char *dir;       /* private work directory (absolute) */
  const char *input_abs; /* absolute path of the C file */
  unsigned timeout_s;    /* per tool run */
  unsigned native_timeout_s; /* the native run of the program */
  uint64_t max_cycles;
  const Compilation *comp; /* the design (NULL: only func is known); a
                              region's network is in comp->net */
  /* the dataflow regions among the testbench's functions (C names): their
   * calls run as concurrent processes in the reference run (spawn.c) */
  const char *const *regions;
  size_t nregions;
} SimCtx;

/* The context of a cosim from its options (tools.c). */
SimCtx sim_ctx(const Options *opt, const Func *func, const char *dir,
               const char *input_abs);

/* What one run (native or simulated) produced. */
typedef struct RunResult {
  bool returned;   /* the call finished (done rose / the top returned) */
  uint64_t ret;    /* masked to the return width; 0 for void */
  uint64_t cycles; /* simulation only */
  Sbuf out;        /* the program's output text (simulation: rendered) */
  double seconds;  /* native only: wall-clock time of the run */
  bool timed_out;  /* native only: stopped by the time limit */
} RunResult;

/* ---- dftb.c: the stream testbench's watch of a dataflow region ---- */
/* cycles without a handshake anywhere that make a deadlock, and that end
 * a call waiting on a used-up input */
#define DF_DEADLOCK_CYCLES 65536u
#define DF_IDLE_CYCLES 1024u
/* A channel between two processes of a region or of a region nested in
 * it, as the testbench sees it. */
typedef struct DfChan {
  const struct NetChan *c;
  const struct Net *n; /* the network holding it */
  const char *region;  /* that region's C name (its function) */
  char *path;          /* its instance's prefix, e.g. "dut.u_inner." */
  char *name;          /* as reports name it, e.g. "inner.doubled" */
} DfChan;
typedef VEC(DfChan) DfChans;
/* Every such channel of design c (a region), depth first. */
void dftb_channels(const Compilation *c, DfChans *out);
void dftb_channels_free(DfChans *cs);
void dftb_declare(const SimCtx *cx, Sbuf *s); /* after the instance */
void dftb_run(const SimCtx *cx, Sbuf *s);     /* phases 2 and 4 */
void dftb_report(const SimCtx *cx, Sbuf *s);  /* phase 3 */
/* " | moving" (or ""): activity besides an offered output, for phase 4 */
const char *dftb_activity(const SimCtx *cx);
/* cycles without activity that end a call waiting on a used-up input */
unsigned dftb_idle_cycles(const SimCtx *cx);

/* ---- sizefifo.c: cosim --size-fifos, once the testbench's files are in
 * bitcode in dir (record_compile); prints the result; 0, 1 or 2 ---- */
int sizefifo_run(const Options *opt, const char *dir, size_t nfiles);

/* ---- native.c ---- */
int native_run(const SimCtx *cx, RunResult *r, Sbuf *fail);
/* After a FAIL: true (the cause in why) when the program, built so that
 * clang keeps loops without side effects, does not finish in the time the
 * native run took (a little more). */
bool native_loops_forever(const SimCtx *cx, const RunResult *nat,
                          Sbuf *why);

/* ---- verilator.c / iverilog.c ---- */
int verilator_run(const SimCtx *cx, const Sbuf *verilog, RunResult *r,
                  Sbuf *fail);
int iverilog_run(const SimCtx *cx, const Sbuf *verilog, RunResult *r,
                 Sbuf *fail);

/* Builds a Verilator simulation of `module` from files (the third may be
 * NULL: Verilog and the C++ main) into mdir; the executable is mdir/sim. */
int verilator_build(const SimCtx *cx, const char *module,
                    const char *const files[3], const char *mdir);
/* Compiles vfile and tbfile with Icarus, top `module`, into vvp_file. */
int iverilog_build(const SimCtx *cx, const char *module, const char *vfile,
                   const char *tbfile, const char *vvp_file);

/* ---- vcache.c: Verilator's runtime objects, compiled once, and whole
 * models ---- */
/* The cache directory for this Verilator (created), or NULL: no caching. */
char *vcache_dir(const SimCtx *cx, const char *verilator);
/* Makes the build directory mdir and copies the cached objects into it:
 * true when every one was there. */
bool vcache_seed(const char *cache, const char *mdir);
/* The header to precompile in the cache (written when missing; its .gch
 * next to it is verilator.c's), or NULL. */
char *vcache_pch(const char *cache);
/* Stores the objects of a successful build in mdir that are not cached. */
void vcache_store(const char *cache, const char *mdir);
/* The model whose key is `key` (verilator.c: the sources, flags and top),
 * copied from the cache to exe (making mdir, its directory): false when
 * the cache has none. */
bool vcache_model_fetch(const char *cache, const Sbuf *key, const char *mdir,
                        const char *exe);
/* Keeps the executable exe of a successful build under `key`. */
void vcache_model_store(const char *cache, const Sbuf *key, const char *exe);

/* ---- C testbenches (record.c, tbcosim.c, streamtb.c) ---- */
typedef VEC(uint64_t) U64Vec;

/* A stream or memory word wider than 64 bits is recorded as
 * sim_limbs(width) 64-bit limbs, least significant first, in the U64Vecs
 * below (1 otherwise). */
static inline unsigned sim_limbs(unsigned width) {
  return width > 64 ? (width + 63) / 64 : 1;
}
/* Hex digits s[0 .. n) as nl limbs pushed onto out; false on a character
 * that is not a hex digit (x, z: an undefined word) or too many digits. */
bool sim_hex_limbs(const char *s, size_t n, unsigned nl, U64Vec *out);

/* One call of the top, as recorded natively or seen in simulation. A
 * scalar input wider than 64 bits has its sim_limbs in words[port] (and 0
 * in scalar[port]); a return value wider than 64 bits has them in
 * words[number of ports] (and 0 in ret). */
typedef struct CallRec {
  uint64_t *scalar;   /* [port] scalar inputs */
  U64Vec *words;      /* [port] stream words read or written */
  U64Vec *mem_in;     /* [port] memory words before the call */
  U64Vec *mem_out;    /* [port] memory words after the call */
  uint64_t ret;
  int32_t stop;       /* stream port whose empty read ended it; -1 returned */
  uint64_t cycles;    /* simulation only */
} CallRec;

typedef struct Recording {
  VEC(CallRec) calls;
  /* simulation of a dataflow region: each FIFO channel's occupancy, one
   * entry per channel and call (dftb.c) */
  FifoOccs fifos;
  /* the first call that passed overlapping memory as two ports (1-based;
   * 0: none), and the ports */
  size_t alias_call;
  uint32_t alias_port[2];
} Recording;

/* Compiles the testbench's C files to bitcode in cx->dir; *top_file is the
 * index of the file defining the top (-1: none). cx->func may be NULL. */
int record_compile(const SimCtx *cx, const char *const *files, size_t nfiles,
                   int *top_file);
/* Links them with the recorder around the top into exe. */
int record_build(const SimCtx *cx, size_t nfiles, const char *exe,
                 Sbuf *fail);
/* record.c: copies the parameter and return attributes (indices 0..n) of
 * function `from` onto function to_fn and/or call to_call (either NULL). */
void sim_copy_attrs(LLVMValueRef from, LLVMValueRef to_fn,
                    LLVMValueRef to_call, unsigned n);

/* ---- spawn.c: dataflow regions in the reference run ---- */
/* Rewrites each function named in regions (defined in mod) so that its
 * calls of defined functions become processes (hlsc_spawn_, a thunk per
 * callee) and every return first joins them (hlsc_join_): the processes
 * then run as a Kahn network of coroutines (include/hlsc.h). Debug
 * locations stay valid. False (message in err) for a region that is not
 * defined or that uses a process's return value. */
bool spawn_regions(LLVMModuleRef mod, const char *const *regions, size_t n,
                   Sbuf *err);
/* ubreport.c: the sanitizer's report in a stderr file as a FAIL reason
 * (false when there is none). For undefined behaviour at a position in
 * the user's program, say (when not NULL) receives the lines for stderr:
 * "FILE:LINE:COL: error: ..." with the source line and what to do. cx
 * may be NULL (paths then print as the sanitizer gave them). */
bool sim_sanitizer_report(const SimCtx *cx, const char *path, Sbuf *out,
                          Sbuf *say);
/* native.c: " (stderr: "first line")" when the file has text; for a Python
 * traceback its last line, the exception. */
void sim_first_line(const char *path, Sbuf *out);
/* Simulates the recorded calls (stall_seed 0: no stalls) and fills `sim`
 * with what the design did, call by call; 1 + fail when the simulation
 * itself reports a misbehaviour (a read past the program's words, a
 * timeout). */
int streamtb_run(const SimCtx *cx, const Sbuf *verilog, const Recording *rec,
                 uint64_t stall_seed, Recording *sim, Sbuf *fail);
void recording_free(const Func *f, Recording *r);
/* The whole C-testbench cosim once the design is compiled and the files
 * are in bitcode (record_compile); prints PASS/FAIL; 0, 1 or 2. On a PASS
 * the cycles of the calls go to cyc. */
int tbcosim_compiled(const Options *opt, const Compilation *comp,
                     const char *dir, size_t nfiles, ReportCycles *cyc);
CallRec *recording_add(const Func *f, Recording *r);
/* The same for a Python testbench (opt->input, run natively by
 * hlsc._record, which writes the same record file). */
int tbcosim_python(const Options *opt, const Compilation *comp,
                   const char *dir, ReportCycles *cyc);

/* ---- render.c ---- */
/* Formats one printf record as C's printf would: args are the values
 * zero-extended from their IR width; each conversion's length modifier and
 * signedness decide the C type they are converted to. False (reason in err)
 * for a conversion hlsc cannot render or too few arguments. */
bool render_print(const char *fmt, const uint64_t *args, uint32_t nargs,
                  Sbuf *out, Sbuf *err);
/* Parses the simulator's stdout (protocol above): renders every print record
 * into r->out and fills returned/cycles/ret. 1 + fail on a malformed or
 * missing record. */
int sim_parse_output(const Func *f, const char *text, RunResult *r,
                     Sbuf *fail);

/* ---- tools.c ---- */
char *sim_path(const char *dir, const char *name); /* xmalloc'd dir/name */
/* Writes the design and its testbench into the work directory; false after
 * printing an error. */
bool sim_write_sources(const SimCtx *cx, const char *vfile,
                       const Sbuf *verilog, const char *tbfile,
                       const Sbuf *tb);
/* Finds a program; prints "hlsc: error: <what> not found" when missing. */
const char *sim_tool(const char *const names[], const char *what);
/* Runs argv with stdout+stderr into log_path; 0 when it succeeded, else 2
 * after printing what failed and the end of the log on stderr. */
int sim_run_tool(const SimCtx *cx, char *const argv[], const char *log_path,
                 const char *what);
/* Runs a built simulation (argv) with the time limit and parses its output
 * into r (see sim_parse_output). */
int sim_simulate(const SimCtx *cx, char *const argv[], RunResult *r,
                 Sbuf *fail);
/* After "PASS ... cycles=N" of a C program: " (signed overflow wraps, as
 * with -fwrapv)" unless --strict-overflow, which the PASS line then names;
 * nothing for a Python one. */
void sim_print_overflow_note(const Options *opt);
/* clang's flags for a native build of the user's program (in an array
 * initializer): the sanitizers that make undefined behaviour a FAIL, and of
 * the warnings only those about reads of uninitialised variables, which
 * the sanitizers cannot see (sim_note_uninit keeps them). */
#define SIM_CHECKED_BUILD_FLAGS                                                \
  "-Wno-everything", "-Wuninitialized", "-Wconditional-uninitialized",         \
      "-fsanitize=address,undefined", "-fno-sanitize-recover=all",            \
      "-fno-omit-frame-pointer", SIM_LIBM_FLAGS
/* The native run computes sin, exp, log, pow, ... with hlsc's own
 * include/hlsc_libm.c (the file SIM_LIBM_SOURCE, compiled with
 * -DHLSC_LIBM_STD_NAMES, which gives it the standard names as weak
 * symbols), as the hardware does; clang must then neither fold nor rewrite
 * calls of them (pow(x, 2) as x * x), as it may with its built-in
 * knowledge: SIM_LIBM_FLAGS is -fno-builtin-NAME for each function of
 * include/hlsc_libm_names.h (both lists) and its float form, then the
 * define. */
#define SIM_NO_BUILTIN(n) "-fno-builtin-" #n, "-fno-builtin-" #n "f",
#define SIM_NO_BUILTIN_OTHER(n, r, fr, p, fp, a) SIM_NO_BUILTIN(n)
#define SIM_LIBM_FLAGS                                                         \
  HLSC_LIBM_FUNCS(SIM_NO_BUILTIN, SIM_NO_BUILTIN)                              \
  HLSC_LIBM_OTHERS(SIM_NO_BUILTIN_OTHER) "-DHLSC_LIBM_STD_NAMES"
#define SIM_LIBM_SOURCE "hlsc_libm.c"
/* The link flag of a native build with that file: AddressSanitizer
 * intercepts lgamma and lgammaf (they set signgam) and calls glibc's from
 * its interceptor, so the program's calls go to the file's __wrap_ forms
 * instead. A program that defines lgamma itself, in a file other than the
 * one that calls it, gets hlsc's in the native run. */
#define SIM_LIBM_WRAP "-Wl,--wrap=lgamma,--wrap=lgammaf"
/* Keeps clang's warnings about reads of uninitialised variables from a
 * build log (in the work directory's uninit.txt). */
void sim_note_uninit(const SimCtx *cx, const char *log);
/* With a FAIL: appends "; clang warns: <the first one>" to msg and prints
 * them all on stderr. */
void sim_uninit_hint(const SimCtx *cx, Sbuf *msg);
/* --trace: "vcd" or "fst", or NULL without --trace. */
const char *sim_trace_kind(const SimCtx *cx);
/* The Verilog that makes `module` (the testbench top) dump every signal
 * below it into the work directory (nothing without --trace). */
void sim_trace_verilog(const SimCtx *cx, const char *module, Sbuf *s);
/* The file the simulator dumps into (xmalloc'd; in the work directory). */
char *sim_trace_tmp(const SimCtx *cx);
/* After a simulation: copies the dump to the --trace file; false after
 * saying on stderr why it could not. */
bool sim_trace_save(const SimCtx *cx);
/* Prints the last max_lines lines of a file on stderr, indented. */
void sim_show_log_tail(const char *path, int max_lines);
/* Describes a run_command status of a program that should have exited 0
 * ("exited with status 3", "killed by signal 11 (SIGSEGV)", ...). */
void sim_describe_status(int status, Sbuf *out);
/* Appends s as a C string literal body (escapes quotes, controls). */
void sim_quote(Sbuf *out, const char *s, size_t len, size_t max);

/* ---- maxitb.c: the AXI4 slave memory and checker of streamtb.c's
 * testbench for AXI4 master port p (Port.maxi, rtl/maxi.h) ---- */
/* the byte address where the slave serves port p's array (not 4 KiB
 * aligned) */
uint64_t maxitb_base(size_t p);
void maxitb_declare(const SimCtx *cx, Sbuf *s, size_t p);
void maxitb_instance(const SimCtx *cx, Sbuf *s, size_t p);
/* in the testbench's clocked block, instead of the memory model */
void maxitb_logic(const SimCtx *cx, Sbuf *s, size_t p);
/* at the end of a call: @hlsc-maxistat */
void maxitb_stats(Sbuf *s, size_t p);
/* the testbench's m_axi_err wire (without an AXI4-Lite master, which
 * reads it as a register, axiltb.c) and the FAIL when it is not 0 at done */
void maxitb_err_declare(const SimCtx *cx, Sbuf *s);
void maxitb_err_check(const SimCtx *cx, Sbuf *s);

/* ---- axiltb.c: the AXI4-Lite master and checker of streamtb.c's
 * testbench, for a top compiled with --interface s_axilite ---- */
bool axiltb_active(const SimCtx *cx);
/* Its generator's state is the plusarg hlsc_rnd2 (streamtb.c's stall
 * arguments; 1 without). */
void axiltb_declare(const SimCtx *cx, Sbuf *s);
void axiltb_instance(Sbuf *s);
void axiltb_logic(const SimCtx *cx, Sbuf *s);

#endif
