/* pipeline.c - the LLVM pass pipeline hlsc runs, and which one.
 *
 * Every design gets `default<O2>` (vectorizers, interleaving and unrolling
 * off) unless its top is huge: about FE_LARGE_DEFAULT LLVM instructions or
 * more once every call is inlined (fe_inlined_size). -O2 runs InstCombine
 * eight times and SROA, EarlyCSE, SimplifyCFG, CVP, ... several times each;
 * on a 100,000-statement dependence chain that is 19 s of the compile. Such
 * a top gets the `large` pipeline instead (LARGE_PASSES): the passes of
 * -O2's function simplification that matter for hardware, each once
 * (InstCombine twice), in -O2's order. On bench/gen_scaling.py's
 * 100,000-statement chain its Verilog is -O2's, byte for byte; on the
 * 48,000-statement mixed kernel it has 12277 states to -O2's 12273. On
 * small designs compiled through it (HLSC_LARGE_FUNCTION=1) it keeps the
 * states of -O2 on most, and loses some of -O2's narrowing and CSE on a
 * few: the threshold is far above every design of tests/ and bench/
 * (the largest, tests/fuzz/10006.c, is 44,484), whose Verilog is -O2's.
 * None of its passes is spare: without EarlyCSE, without either
 * InstCombine or without both, the chain's Verilog stays the same, but
 * the mixed kernel has 3 to 119 more states and cli/large-pipeline's
 * designs change (bench/results.md, "one dependence chain"). Its time on
 * the chain (about 5 s) is mostly InstCombine's known-bits analysis.
 *
 * fe_llvm_options sets LLVM's command-line options once, before clang's
 * bitcode is read (no re-verification of it) and the passes run.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Support.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "frontend.h"
#include "internal.h"

/* The `large` pipeline. Unrolling: only loops `#pragma clang loop unroll`
 * forces (full-unroll-max=0 stops the heuristic full unroll, as -O2's
 * only-when-forced does; the pragma's full and partial counts still
 * apply), so it keeps -O2's promise. */
#define LARGE_PASSES                                                       \
  "always-inline,function(sroa<modify-cfg>,early-cse<memssa>,simplifycfg,"  \
  "instcombine<no-verify-fixpoint>,reassociate,"                            \
  "loop-mssa(licm<no-allowspeculation>,loop-rotate,licm<allowspeculation>),"\
  "loop(indvars,loop-deletion),"                                            \
  "loop-unroll<O2;no-partial;no-runtime;no-upperbound;no-peeling;"          \
  "no-profile-peeling;full-unroll-max=%u>,"                                 \
  "gvn,dse,instcombine<no-verify-fixpoint>,simplifycfg),globaldce"

/* --unroll-tripcount (fe_set_unroll_tripcount); fixed once LLVM's
 * options are set. */
static unsigned unroll_max;
static bool cl_done;

void fe_set_unroll_tripcount(unsigned n) {
  if (cl_done && n != unroll_max)
    ICE("the unroll trip count changed after LLVM's options were set");
  unroll_max = n;
}

#define IN_PROGRESS UINT32_MAX
#define SIZE_CAP (UINT32_MAX - 1)

static uint32_t sat_add(uint32_t a, uint32_t b) {
  return a > SIZE_CAP - b ? SIZE_CAP : a + b;
}

/* Calls nested deeper than this count as one instruction (the C stack of
 * a program of thousands of nested functions). */
enum { MAX_DEPTH = 2048 };

/* Instructions of fn with every call of a defined function replaced by
 * that function's own count (recursively; a recursive call counts 0, the
 * checks report recursion). Debug intrinsics are not counted. */
static uint32_t inlined_size(LLVMValueRef fn, PtrMap *memo, unsigned depth) {
  uint32_t n = 0;
  if (ptrmap_get(memo, fn, &n)) return n == IN_PROGRESS ? 0 : n;
  if (depth > MAX_DEPTH) return 0;
  ptrmap_put(memo, fn, IN_PROGRESS);
  n = 0;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
       bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
         i = LLVMGetNextInstruction(i)) {
      if (LLVMIsADbgInfoIntrinsic(i)) continue;
      n = sat_add(n, 1);
      if (!LLVMIsACallInst(i)) continue;
      LLVMValueRef callee = LLVMGetCalledValue(i);
      if (callee && LLVMIsAFunction(callee) && !LLVMIsDeclaration(callee))
        n = sat_add(n, inlined_size(callee, memo, depth + 1));
    }
  ptrmap_put(memo, fn, n);
  return n;
}

uint64_t fe_inlined_size(LLVMValueRef top) {
  PtrMap memo = {0};
  uint32_t n = inlined_size(top, &memo, 0);
  ptrmap_free(&memo);
  return n;
}

/* FE_LARGE_DEFAULT, or HLSC_LARGE_FUNCTION's value (a positive count:
 * tests lower it to prove the large pipeline by co-simulation). */
uint64_t fe_large_threshold(void) {
  const char *s = getenv("HLSC_LARGE_FUNCTION");
  if (s && *s) {
    char *end = NULL;
    unsigned long long v = strtoull(s, &end, 10);
    if (end && !*end && v > 0) return v;
  }
  return FE_LARGE_DEFAULT;
}

static bool run_pipeline(LLVMModuleRef mod, const char *passes,
                         LLVMPassBuilderOptionsRef po) {
  LLVMErrorRef e = LLVMRunPasses(mod, passes, NULL, po);
  if (!e) return true;
  char *msg = LLVMGetErrorMessage(e);
  diag_error((SrcLoc){0}, "internal compiler error: LLVM passes: %s", msg);
  LLVMDisposeErrorMessage(msg);
  return false;
}

static bool is_vector(LLVMTypeRef t) {
  LLVMTypeKind k = LLVMGetTypeKind(t);
  return k == LLVMVectorTypeKind || k == LLVMScalableVectorTypeKind;
}

/* Whether some instruction computes or stores a vector: only a program
 * that uses GCC's vector extension (vector_size) has any. */
static bool has_vector_code(LLVMModuleRef mod) {
  for (LLVMValueRef f = LLVMGetFirstFunction(mod); f;
       f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
         bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
           i = LLVMGetNextInstruction(i)) {
        if (is_vector(LLVMTypeOf(i))) return true;
        for (int k = 0; k < LLVMGetNumOperands(i); k++)
          if (is_vector(LLVMTypeOf(LLVMGetOperand(i, k)))) return true;
      }
  return false;
}

void fe_llvm_options(void) {
  /* LLVM 19's pass builder options alone do not keep the loop and SLP
   * vectorizers out of default<O2>; hardware wants scalar code (and the
   * scalarizer splits vector loads and stores too). SimplifyCFG
   * must not sink the stores of two branches into their join with a PHI of
   * their addresses: stores to two different variables would become one
   * store through a pointer into several objects, which hlsc rejects.
   * Reading bitcode whose debug info has the current version, LLVM
   * verifies the whole module (llvm::UpgradeDebugInfo) before anything
   * else may use it; the bitcode hlsc reads is clang 19's, made by the same
   * LLVM a moment before (and the soft-float library's), so that check is
   * skipped: 0.35 s of the 100,000-statement chain's 1.8 s of reading. */
  if (!cl_done) {
    const char *av[] = {"hlsc", "-vectorize-loops=false",
                        "-vectorize-slp=false", "-simplifycfg-sink-common=false",
                        "-scalarize-load-store",
                        "-disable-auto-upgrade-debug-info"};
    LLVMParseCommandLineOptions(ARRAY_LEN(av), av, NULL);
    /* --unroll-tripcount: -O2's full unroll of loops of at most N
     * iterations, and no other unrolling (partial, runtime, of an upper
     * bound, peeling) */
    if (unroll_max) {
      char n[48];
      snprintf(n, sizeof n, "-unroll-full-max-count=%u", unroll_max);
      const char *uv[] = {"hlsc", "-unroll-allow-partial=0",
                          "-unroll-runtime=0", "-unroll-allow-peeling=0",
                          "-unroll-max-upperbound=0", n};
      LLVMParseCommandLineOptions(ARRAY_LEN(uv), uv, NULL);
    }
    cl_done = true;
  }
}

bool fe_run_passes(LLVMModuleRef mod, LLVMValueRef top, FeSeconds *sec) {
  fe_llvm_options();
  uint64_t size = fe_inlined_size(top), limit = fe_large_threshold();
  bool large = size >= limit;
  if (sec) {
    sec->pipeline = large ? "large" : "O2";
    sec->instructions = size;
    sec->threshold = limit;
  }
  LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
  LLVMPassBuilderOptionsSetLoopVectorization(po, 0);
  LLVMPassBuilderOptionsSetSLPVectorization(po, 0);
  LLVMPassBuilderOptionsSetLoopInterleaving(po, 0);
  /* Only loops that `#pragma clang loop unroll` forces are unrolled, and
   * with --unroll-tripcount the short ones -O2 would unroll in full. */
  LLVMPassBuilderOptionsSetLoopUnrolling(po, unroll_max > 0);
  char large_passes[sizeof LARGE_PASSES + 16];
  snprintf(large_passes, sizeof large_passes, LARGE_PASSES, unroll_max);
  bool ok = run_pipeline(mod, large ? large_passes : "default<O2>,globaldce",
                         po);
  /* Vector code the user wrote (GCC's vector_size) becomes one scalar
   * operation, load and store per element; the clean-up passes then fold
   * what the split exposes. Only such programs pay for this. */
  if (ok && has_vector_code(mod))
    ok = run_pipeline(mod, "function(scalarizer,instcombine,early-cse,"
                           "simplifycfg),globaldce", po);
  LLVMDisposePassBuilderOptions(po);
  return ok;
}
