/* check.c - constructs that hardware cannot have, reported at the user's
 * source position.
 *
 * check_module runs before optimization, on every function the top can
 * reach, so that errors point at what the user wrote (after inlining and
 * optimization the evidence is often gone or moved). check_optimized runs
 * on the optimized top for what LLVM itself may introduce, and for calls of
 * functions without a body: only those that survive dead-code removal are
 * refused (a call under `if (argc == 2)` with a constant argc is not).
 * Every error is reported (not only the first), in module order, at most
 * once per source line and kind.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

typedef VEC(LLVMValueRef) ValueVec;

typedef struct Checker {
  Imp *im;
  uint32_t last_line;
  const char *last_kind;
  bool failed;
} Checker;

static void report(Checker *c, LLVMValueRef at, const char *kind,
                   const char *fmt, const char *arg) {
  SrcLoc l = fe_loc(c->im, at);
  c->failed = true;
  if (c->last_kind == kind && c->last_line == l.line) return;
  c->last_kind = kind;
  c->last_line = l.line;
  diag_error(l, fmt, arg);
}

static bool is_float_type(LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMHalfTypeKind:
  case LLVMBFloatTypeKind:
  case LLVMFloatTypeKind:
  case LLVMDoubleTypeKind:
  case LLVMX86_FP80TypeKind:
  case LLVMFP128TypeKind:
  case LLVMPPC_FP128TypeKind: return true;
  case LLVMVectorTypeKind:
  case LLVMScalableVectorTypeKind:
  case LLVMArrayTypeKind: return is_float_type(LLVMGetElementType(t));
  default: return false;
  }
}

static bool is_vector_type(LLVMTypeRef t) {
  LLVMTypeKind k = LLVMGetTypeKind(t);
  return k == LLVMVectorTypeKind || k == LLVMScalableVectorTypeKind;
}

static unsigned wide_int(LLVMTypeRef t) {
  if (LLVMGetTypeKind(t) == LLVMIntegerTypeKind) {
    unsigned w = LLVMGetIntTypeWidth(t);
    return w > 64 ? w : 0;
  }
  if (is_vector_type(t) || LLVMGetTypeKind(t) == LLVMArrayTypeKind)
    return wide_int(LLVMGetElementType(t));
  return 0;
}

/* Value types of an instruction and its operands. */
static void check_types(Checker *c, LLVMValueRef inst) {
  int n = LLVMGetNumOperands(inst);
  for (int i = -1; i < n; i++) {
    LLVMValueRef v = i < 0 ? inst : LLVMGetOperand(inst, i);
    if (i >= 0 && (LLVMIsABasicBlock(v) ||
                   LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMMetadataTypeKind))
      continue;
    LLVMTypeRef t = LLVMTypeOf(v);
    if (is_float_type(t)) {
      report(c, inst, "float",
             "floating point is not supported%s (use integer or fixed-point "
             "arithmetic)", "");
      return;
    }
    if (wide_int(t)) {
      report(c, inst, "wide",
             "integers wider than 64 bits are not supported%s", "");
      return;
    }
    if (i >= 0 && LLVMIsAFunction(v) && !(LLVMIsACallInst(inst) && i == n - 1))
      report(c, inst, "fptr",
             "function pointers are not supported ('%s' is used as a value)",
             fe_name(v));
  }
  if (LLVMIsAAllocaInst(inst)) {
    LLVMValueRef count = LLVMGetOperand(inst, 0);
    if (!LLVMIsAConstantInt(count))
      report(c, inst, "vla",
             "variable-length arrays are not supported%s (give the array a "
             "constant size)", "");
    if (wide_int(LLVMGetAllocatedType(inst)))
      report(c, inst, "wide",
             "integers wider than 64 bits are not supported%s", "");
    if (is_float_type(LLVMGetAllocatedType(inst)))
      report(c, inst, "float", "floating point is not supported%s", "");
  }
}

static bool is_alloc_function(const char *n) {
  static const char *const names[] = {
      "malloc", "calloc", "realloc", "free", "aligned_alloc", "valloc",
      "posix_memalign", "reallocarray", "alloca", "strdup", "strndup", NULL};
  for (int i = 0; names[i]; i++)
    if (!strcmp(n, names[i])) return true;
  return false;
}

/* Library functions the frontend turns into hardware (calls.c, access.c). */
static bool is_known_library(const char *n) {
  static const char *const names[] = {
      "printf", "puts", "putchar", "putc", "fputc", "fputs", "memcpy",
      "memmove", "memset", "__hlsc_stream_read", "__hlsc_stream_write",
      "__hlsc_stream_empty", "__hlsc_stream_full", NULL};
  for (int i = 0; names[i]; i++)
    if (!strcmp(n, names[i])) return true;
  return false;
}

/* A call; returns the defined callee to visit, or NULL. */
static LLVMValueRef check_call(Checker *c, LLVMValueRef call) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (LLVMIsAInlineAsm(callee)) {
    report(c, call, "asm", "inline asm is not supported%s", "");
    return NULL;
  }
  if (!LLVMIsAFunction(callee)) {
    report(c, call, "fptr",
           "call through a function pointer is not supported%s (the callee "
           "must be known at compile time)", "");
    return NULL;
  }
  /* A call of a declaration is checked after optimization (check_declared),
   * where only the calls that survive dead-code removal are left. */
  return LLVMIsDeclaration(callee) ? NULL : callee;
}

static void check_declared(Checker *c, LLVMValueRef call) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!LLVMIsAFunction(callee) || !LLVMIsDeclaration(callee) ||
      fe_is_intrinsic(callee))
    return;
  const char *n = fe_name(callee);
  if (is_alloc_function(n))
    report(c, call, "alloc",
           "dynamic allocation ('%s') is not supported: use a fixed-size "
           "array", n);
  else if (!strcmp(n, "setjmp") || !strcmp(n, "longjmp") ||
           !strcmp(n, "_setjmp"))
    report(c, call, "jmp", "'%s' is not supported", n);
  else if (!is_known_library(n))
    report(c, call, "undef",
           "call to undefined function '%s' (only functions defined in the "
           "program, printf, puts and putchar can be called)", n);
}

static void check_inst(Checker *c, LLVMValueRef inst, ValueVec *callees) {
  switch (LLVMGetInstructionOpcode(inst)) {
  case LLVMAtomicRMW:
  case LLVMAtomicCmpXchg:
  case LLVMFence:
    report(c, inst, "atomic", "atomic operations are not supported%s", "");
    return;
  case LLVMCall: {
    LLVMValueRef f = check_call(c, inst);
    if (f) vec_push(callees, f);
    break;
  }
  case LLVMInvoke:
  case LLVMCallBr:
    report(c, inst, "asm", "this kind of call is not supported%s", "");
    return;
  default: break;
  }
  check_types(c, inst);
}

/* Depth-first walk of the call graph from the top: a call to a function
 * still on the walk's stack is recursion. */
typedef struct Walk {
  Checker *c;
  PtrMap state; /* function -> 1 on the stack, 2 done */
} Walk;

static void walk_function(Walk *w, LLVMValueRef fn) {
  ptrmap_put(&w->state, fn, 1);
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
       bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
         i = LLVMGetNextInstruction(i)) {
      ValueVec callees = {0};
      check_inst(w->c, i, &callees);
      for (size_t k = 0; k < callees.len; k++) {
        uint32_t st = 0;
        ptrmap_get(&w->state, callees.data[k], &st);
        if (st == 1)
          report(w->c, i, "rec",
                 "recursive call to '%s' is not supported (hardware has no "
                 "call stack)", fe_name(callees.data[k]));
        else if (st == 0)
          walk_function(w, callees.data[k]);
      }
      vec_free(&callees);
    }
  ptrmap_put(&w->state, fn, 2);
}

bool check_module(Imp *im, LLVMValueRef top) {
  Checker c = {im, 0, NULL, false};
  Walk w = {&c, {0}};
  walk_function(&w, top);
  ptrmap_free(&w.state);
  return !c.failed;
}

/* printf/puts need their strings at compile time. */
static void check_string_args(Checker *c, LLVMValueRef call) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!LLVMIsAFunction(callee)) return;
  const char *n = fe_name(callee);
  if (strcmp(n, "printf") && strcmp(n, "puts") && strcmp(n, "fputs")) return;
  LLVMValueRef s = LLVMGetOperand(call, 0);
  if (fe_const_string(s, NULL)) return;
  report(c, call, "fmt",
         "the format string of '%s' must be a constant string literal", n);
}

bool check_optimized(Imp *im) {
  Checker c = {im, 0, NULL, false};
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(im->fn); bb;
       bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
         i = LLVMGetNextInstruction(i)) {
      if (is_vector_type(LLVMTypeOf(i)))
        report(&c, i, "vec",
               "internal compiler error: LLVM produced vector code%s", "");
      if (LLVMIsACallInst(i)) {
        LLVMValueRef callee = LLVMGetCalledValue(i);
        if (LLVMIsAFunction(callee) && !LLVMIsDeclaration(callee))
          report(&c, i, "inl", "call to '%s' could not be inlined",
                 fe_name(callee));
        check_declared(&c, i);
        check_string_args(&c, i);
      }
      if (!LLVMIsACallInst(i)) check_types(&c, i);
    }
  return !c.failed;
}
