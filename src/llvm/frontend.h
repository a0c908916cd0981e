/* frontend.h - C to HLS IR: clang 19 -> LLVM IR -> LLVM passes (LLVM-C) ->
 * import into the HLS IR; the same from LLVM IR for the Python frontend.
 *
 * Promises: on success returns a verified-shape Func for the top function
 * with every callee inlined, every global/local array or struct that
 * survives optimization turned into a Mem (with its initial value), printf
 * calls turned into PRINT values, and source positions on every value and
 * terminator. On unsupported input (recursion, function pointers, dynamic
 * allocation, floating point, variable-length arrays, unknown external
 * calls, pointers that may point into several objects, ...) it reports
 * "file:line:col: error: ..." and returns NULL. clang's own diagnostics are
 * passed through unchanged.
 */
#ifndef HLSC_FRONTEND_H
#define HLSC_FRONTEND_H

#include <llvm-c/Core.h>

#include "../ir/ir.h"

/* A dataflow region (region.c): a function whose body declares static
 * local streams and only calls functions, each call a process. A process
 * argument is a parameter of the region, an integer constant, or one of
 * the region's static local streams (a channel). */
typedef enum { FE_ARG_PARAM, FE_ARG_CONST, FE_ARG_CHAN } FeArgKind;
typedef struct FeArg {
  FeArgKind kind;
  uint32_t index; /* PARAM: the region's parameter; CHAN: FeRegion.chans */
  uint32_t width; /* CONST: bits */
  uint64_t value; /* CONST: zero-extended */
} FeArg;
typedef struct FeProc {
  const char *callee; /* the process's function */
  SrcLoc loc;         /* the call */
  VEC(FeArg) args;
} FeProc;
typedef struct FeChan {
  const char *name; /* the static local's C name */
  SrcLoc loc;       /* its declaration */
  uint32_t depth;   /* `#pragma HLS STREAM variable=NAME depth=N` */
  bool depth_set;   /* that pragma was given */
} FeChan;
typedef struct FeParam {
  const char *name;
  bool pointer;   /* a pointer (stream or array) */
  uint32_t width; /* an integer's bits; 0 for others */
} FeParam;
typedef struct FeRegion {
  bool found; /* the top is a region (the rest is filled) */
  const char *name;
  SrcLoc loc;
  uint32_t end_line;   /* the line of its closing brace */
  VEC(FeParam) params; /* the region function's LLVM parameters */
  VEC(FeProc) procs;   /* in call order */
  VEC(FeChan) chans;   /* in order of first use */
  Arena arena;
} FeRegion;
void fe_region_free(FeRegion *r);

typedef struct FrontendOptions {
  const char *input;
  const char *top;
  const char *const *cflags; /* extra clang flags: -I, -D, -U, -std= */
  size_t ncflags;
  /* When not NULL and the top is a dataflow region: frontend_c fills it
   * (found = true) and returns NULL without compiling anything. */
  FeRegion *region;
  /* When not NULL: the seconds (wall clock) of clang's runs and of LLVM's
   * pass pipeline, parts of the front end's time (--report) */
  struct FeSeconds *seconds;
} FrontendOptions;

typedef struct FeSeconds {
  double clang, llvm_passes;
  /* The LLVM pass pipeline that ran: "O2", or "large" for a top of at
   * least `threshold` LLVM instructions once every call is inlined
   * (`instructions`; src/llvm/pipeline.c) */
  const char *pipeline;
  uint64_t instructions, threshold;
} FeSeconds;

/* Loops of at most n iterations (a constant count) are fully unrolled
 * when LLVM's cost model finds the unrolled body small (its -O2 full
 * unroll, with partial, runtime and peeled unrolling kept off); 0, the
 * default: only loops a pragma asks to unroll. LLVM's options are the
 * process's, so this is set once, before the first compile, and holds for
 * every compile of the process. */
void fe_set_unroll_tripcount(unsigned n);

/* The soft-float library (include/hlsc_softfloat.c) is compiled with
 * HLSC_SF_SMALL when small is true: an adder and a multiplier of one path
 * each, longer but smaller than the default ones. Holds for every compile
 * of the process that follows. */
void fe_set_float_small(bool small);

/* llvm_text_out, when non-NULL, receives the optimized LLVM IR. */
Func *frontend_c(const FrontendOptions *opt, Sbuf *llvm_text_out);

/* What every frontend shares once it has an LLVM module (the C frontend
 * from clang, the Python frontend from src/py): checks, the LLVM pass
 * pipeline, import of function `top` into the HLS IR, with the promises
 * above. input is the file as the user named it (positions in that file
 * print as such). The module stays the caller's. */
Func *frontend_module(LLVMContextRef ctx, LLVMModuleRef mod,
                      const char *input, const char *top,
                      Sbuf *llvm_text_out, FeSeconds *seconds);

#endif
