/* check.c - constructs that hardware cannot have, reported at the user's
 * source position.
 *
 * check_module runs before optimization, on every function the top can
 * reach, so that errors point at what the user wrote (after inlining and
 * optimization the evidence is often gone or moved). check_optimized runs
 * on the optimized top for what LLVM itself may introduce, and for calls of
 * functions without a body: only those that survive dead-code removal are
 * refused (a call under `if (argc == 2)` with a constant argc is not).
 * Every error is reported (not only the first, up to MAX_ERRORS), in module
 * order, at most once per source line and kind.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

typedef VEC(LLVMValueRef) ValueVec;

/* Errors shown per run: enough to fix several things at once, few enough
 * to read. */
enum { MAX_ERRORS = 20 };

typedef struct Found {
  SrcLoc loc;
  const char *kind;
  char *msg;
  unsigned seq; /* the walk's order, for errors at one position */
} Found;

/* Errors are collected, then printed in source order (the walk meets a
 * function's variables, in its entry block, before its statements). */
typedef struct Checker {
  Imp *im;
  Found found[MAX_ERRORS];
  unsigned nfound;
  bool more;
  SrcLoc first_more;
} Checker;

static bool same_file(const char *a, const char *b) {
  return !strcmp(a ? a : "", b ? b : "");
}

static void report(Checker *c, LLVMValueRef at, const char *kind,
                   const char *fmt, const char *arg) {
  SrcLoc l = fe_diag_loc(c->im, at);
  for (unsigned i = 0; i < c->nfound; i++)
    if (c->found[i].kind == kind && c->found[i].loc.line == l.line &&
        same_file(c->found[i].loc.file, l.file))
      return;
  if (c->nfound == MAX_ERRORS) {
    if (!c->more) c->first_more = l;
    c->more = true;
    return;
  }
  Sbuf m = {0};
  sb_printf(&m, fmt, arg);
  c->found[c->nfound] = (Found){l, kind, m.s, c->nfound};
  c->nfound++;
}

static int found_order(const void *pa, const void *pb) {
  const Found *a = pa, *b = pb;
  int f = strcmp(a->loc.file ? a->loc.file : "", b->loc.file ? b->loc.file : "");
  if (f) return f;
  if (a->loc.line != b->loc.line) return a->loc.line < b->loc.line ? -1 : 1;
  if (a->loc.col != b->loc.col) return a->loc.col < b->loc.col ? -1 : 1;
  return a->seq < b->seq ? -1 : a->seq > b->seq;
}

/* Prints what was found; true when nothing was. */
static bool finish(Checker *c) {
  qsort(c->found, c->nfound, sizeof *c->found, found_order);
  for (unsigned i = 0; i < c->nfound; i++) {
    diag_error(c->found[i].loc, "%s", c->found[i].msg);
    free(c->found[i].msg);
  }
  if (c->more)
    diag_error(c->first_more, "too many errors: only the first %d are "
               "shown", MAX_ERRORS);
  return c->nfound == 0;
}

/* float and double are supported (float.c); what is not, or NULL. */
static const char *float_type_problem(LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMHalfTypeKind:
  case LLVMBFloatTypeKind:
    return "'_Float16' and '__bf16' are not supported%s (use float)";
  case LLVMX86_FP80TypeKind:
    return "'long double' is not supported%s (use double)";
  case LLVMFP128TypeKind:
  case LLVMPPC_FP128TypeKind:
    return "'__float128' is not supported%s (use double)";
  case LLVMVectorTypeKind:
  case LLVMScalableVectorTypeKind: {
    LLVMTypeKind k = LLVMGetTypeKind(LLVMGetElementType(t));
    if (k == LLVMFloatTypeKind || k == LLVMDoubleTypeKind)
      return "vectors of floating point are not supported%s";
    return float_type_problem(LLVMGetElementType(t));
  }
  case LLVMArrayTypeKind: return float_type_problem(LLVMGetElementType(t));
  default: return NULL;
  }
}

static bool is_vector_type(LLVMTypeRef t) {
  LLVMTypeKind k = LLVMGetTypeKind(t);
  return k == LLVMVectorTypeKind || k == LLVMScalableVectorTypeKind;
}

/* An integer type (or the element of a vector or array) wider than max
 * bits: its width, else 0. */
static unsigned wide_int(LLVMTypeRef t, unsigned max) {
  if (LLVMGetTypeKind(t) == LLVMIntegerTypeKind) {
    unsigned w = LLVMGetIntTypeWidth(t);
    return w > max ? w : 0;
  }
  if (is_vector_type(t) || LLVMGetTypeKind(t) == LLVMArrayTypeKind)
    return wide_int(LLVMGetElementType(t), max);
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
    const char *fp = float_type_problem(t);
    if (fp) {
      report(c, inst, "float", fp, "");
      return;
    }
    if (wide_int(t, IR_MAX_WIDTH)) {
      report(c, inst, "wide",
             "integers wider than 1024 bits are not supported%s", "");
      return;
    }
    if (is_vector_type(t) && wide_int(t, 64)) {
      report(c, inst, "wide", "vectors of integers wider than 64 bits are "
                              "not supported%s", "");
      return;
    }
    if (i >= 0 && LLVMIsAFunction(v) && !(LLVMIsACallInst(inst) && i == n - 1))
      report(c, inst, "fptr",
             "function pointers are not supported ('%s' is used as a value)",
             fe_name(v));
  }
  if (LLVMIsAAllocaInst(inst)) {
    LLVMValueRef count = LLVMGetOperand(inst, 0);
    /* clang names a variable-length array "vla"; __builtin_alloca's
     * block has no name */
    if (!LLVMIsAConstantInt(count) && !strncmp(fe_name(inst), "vla", 3))
      report(c, inst, "vla",
             "variable-length arrays are not supported%s (give the array a "
             "constant size)", "");
    else if (!LLVMIsAConstantInt(count))
      report(c, inst, "vla",
             "'__builtin_alloca' with a size known only at run time is not "
             "supported%s (use a fixed-size array)", "");
    if (wide_int(LLVMGetAllocatedType(inst), IR_MAX_WIDTH))
      report(c, inst, "wide",
             "integers wider than 1024 bits are not supported%s", "");
    const char *fp = float_type_problem(LLVMGetAllocatedType(inst));
    if (fp) report(c, inst, "float", fp, "");
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

/* C constructs that reach LLVM as an intrinsic or a library call, named as
 * the user wrote them. An intrinsic not listed here and not expanded by
 * calls.c is reported there by its LLVM name. */
typedef struct Construct {
  const char *callee; /* LLVM name, also with a type suffix (".p0") */
  const char *msg;    /* one %s: a thread-local variable's name, else "" */
} Construct;

static const Construct constructs[] = {
    {"llvm.threadlocal.address",
     "'_Thread_local' variable '%s' is not supported (a design has one "
     "thread: make it a plain global)"},
    {"llvm.trap", "'__builtin_trap' is not supported%s (hardware cannot stop: "
     "return an error value instead)"},
    {"llvm.debugtrap", "'__builtin_debugtrap' is not supported%s"},
    {"llvm.ubsantrap", "'__builtin_verbose_trap' is not supported%s"},
    {"llvm.returnaddress", "'__builtin_return_address' is not supported%s "
     "(hardware has no call stack)"},
    {"llvm.frameaddress", "'__builtin_frame_address' is not supported%s "
     "(hardware has no call stack)"},
    {"llvm.readcyclecounter", "'__builtin_readcyclecounter' is not "
     "supported%s (the program's run has no cycle counter to compare with)"},
    {"llvm.readsteadycounter", "'__builtin_readsteadycounter' is not "
     "supported%s"},
    {"llvm.thread.pointer", "'__builtin_thread_pointer' is not supported%s"},
    {"llvm.prefetch", "'__builtin_prefetch' is not supported%s (on-chip "
     "memories need no prefetch: remove it)"},
    {"llvm.clear_cache", "'__builtin___clear_cache' is not supported%s"},
    {"llvm.eh.sjlj.setjmp", "'__builtin_setjmp' is not supported%s "
     "(hardware has no call stack)"},
    {"llvm.eh.sjlj.longjmp", "'__builtin_longjmp' is not supported%s "
     "(hardware has no call stack)"},
    {"llvm.va_start", "variadic functions ('...') are not supported%s"},
    {"llvm.va_copy", "variadic functions ('...') are not supported%s"},
    {"setjmp", "'setjmp' is not supported%s (hardware has no call stack)"},
    {"_setjmp", "'setjmp' is not supported%s (hardware has no call stack)"},
    {"__sigsetjmp", "'sigsetjmp' is not supported%s (hardware has no call "
     "stack)"},
    {"longjmp", "'longjmp' is not supported%s (hardware has no call stack)"},
    {"_longjmp", "'longjmp' is not supported%s (hardware has no call stack)"},
    {"siglongjmp", "'siglongjmp' is not supported%s (hardware has no call "
     "stack)"},
    {"__longjmp_chk", "'longjmp' is not supported%s (hardware has no call "
     "stack)"},
    {"__assert_fail", "'assert' is not supported%s (a failed assertion "
     "cannot stop hardware: compile with -DNDEBUG)"},
};

static const Construct *find_construct(const char *n) {
  for (size_t i = 0; i < sizeof constructs / sizeof *constructs; i++) {
    const char *k = constructs[i].callee;
    size_t len = strlen(k);
    if (!strncmp(n, k, len) && (n[len] == 0 || n[len] == '.'))
      return &constructs[i];
  }
  return NULL;
}

/* Reports a call of a construct of the table by the user's name for it;
 * false when the callee is not one. */
static bool report_construct(Checker *c, LLVMValueRef call) {
  const Construct *k = find_construct(fe_name(LLVMGetCalledValue(call)));
  if (!k) return false;
  LLVMValueRef a = LLVMGetNumArgOperands(call) > 0 ? LLVMGetOperand(call, 0)
                                                   : NULL;
  bool tls = a && LLVMIsAGlobalVariable(a) && LLVMIsThreadLocal(a);
  report(c, call, k->callee, k->msg, tls ? fe_name(a) : "");
  return true;
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
  /* An intrinsic construct is named before optimization, where it is as
   * the user wrote it; a call of a library declaration is checked after
   * optimization (check_declared), where only the calls that survive
   * dead-code removal are left. */
  if (fe_is_intrinsic(callee)) report_construct(c, call);
  return LLVMIsDeclaration(callee) ? NULL : callee;
}

static void check_declared(Checker *c, LLVMValueRef call) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!LLVMIsAFunction(callee) || !LLVMIsDeclaration(callee) ||
      fe_is_intrinsic(callee) || report_construct(c, call))
    return;
  const char *n = fe_name(callee);
  if (is_alloc_function(n))
    report(c, call, "alloc",
           "dynamic allocation ('%s') is not supported: use a fixed-size "
           "array", n);
  else if (!is_known_library(n))
    report(c, call, "undef",
           "call to undefined function '%s' (only functions defined in the "
           "program, printf, puts, putchar, exit and abort can be called)",
           n);
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
  Checker c = {.im = im};
  Walk w = {&c, {0}};
  walk_function(&w, top);
  ptrmap_free(&w.state);
  return finish(&c);
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
  Checker c = {.im = im};
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
  return finish(&c);
}
