/* float.c - float and double become integer datapaths.
 *
 * Before the pass pipeline (float_lower), every floating-point operation
 * of the module becomes a call of hlsc's soft-float library
 * (include/hlsc_softfloat.c, compiled by clang and linked into the module
 * here) on its operands' bits, bitcast to integers: fadd -> __hlsc_f32_add
 * and so on, fcmp -> __hlsc_f*_cmp with the predicate as a constant, the
 * libm functions hlsc knows (fabs, sqrt, floor, ceil, trunc, fmin, fmax,
 * copysign) likewise. The pipeline then inlines the library, folds the
 * predicates and unrolls its fixed loops, so each operation is plain
 * integer logic that hlsc schedules and pipelines like any other.
 *
 * What stays of floating point is only a value's type: loads, stores,
 * PHIs, selects, arguments, returns and constants of float or double are
 * bits (the importer reads them as 32- and 64-bit integers, a bitcast as
 * nothing). InstCombine may turn integer sign-bit logic back into fneg,
 * fabs or copysign; float_lower_late makes bit operations of them again
 * on the optimized top.
 *
 * The elementary functions (sin, exp, log, pow, ...) are C code of their
 * own, include/hlsc_libm.c, which libm.c links in first and points the
 * design's calls at; its arithmetic is then lowered here like the
 * design's. What neither library has is a located error here, naming the
 * user's construct (j0, nexttoward, ...; libm.c makes frem, clang's fmod, a
 * call of the library's). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/BitReader.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/Linker.h>

#include "internal.h"

static bool is_fp(LLVMTypeRef t) {
  LLVMTypeKind k = LLVMGetTypeKind(t);
  return k == LLVMFloatTypeKind || k == LLVMDoubleTypeKind;
}

static unsigned fp_width(LLVMTypeRef t) {
  return LLVMGetTypeKind(t) == LLVMFloatTypeKind ? 32 : 64;
}

bool fe_float_bits(LLVMValueRef c, uint64_t *out) {
  if (!c || !LLVMIsAConstantFP(c)) return false;
  LLVMTypeRef t = LLVMTypeOf(c);
  LLVMValueRef i = LLVMConstBitCast(
      c, LLVMIntTypeInContext(LLVMGetTypeContext(t), fp_width(t)));
  if (!LLVMIsAConstantInt(i)) return false;
  *out = LLVMConstIntGetZExtValue(i);
  return true;
}

/* ---- what needs the library ---- */

/* The libm functions hlsc has, by their C names, and the library's
 * operation for each (double; the f-suffixed name is the float one). */
typedef struct LibmFn {
  const char *name;
  const char *op; /* "fabs", "copysign", "trunc": bit logic, no call */
} LibmFn;

static const LibmFn libm_known[] = {
    {"fabs", "fabs"}, {"sqrt", "sqrt"},   {"floor", "floor"},
    {"ceil", "ceil"}, {"trunc", "trunc"}, {"fmin", "min"},
    {"fmax", "max"},  {"copysign", "copysign"},
};

/* libm functions a kernel may call that hlsc has not (yet); sin, exp,
 * atan2, fmod and the others of include/hlsc_libm_names.h are libm.c's. */
static const char *const libm_missing[] = {
    "j0", "j1", "jn", "y0", "y1", "yn", "nexttoward", NULL};

/* The libm name `n` without its float suffix when it is one of names
 * (fn(float) is "sinf"); NULL otherwise. */
static const char *libm_base(const char *n, const char *const *names,
                             size_t count, bool *is_float) {
  size_t len = strlen(n);
  for (size_t i = 0; i < count && names[i]; i++) {
    size_t k = strlen(names[i]);
    if (strncmp(n, names[i], k)) continue;
    if (len == k) return *is_float = false, names[i];
    if (len == k + 1 && n[k] == 'f') return *is_float = true, names[i];
  }
  return NULL;
}

static const char *const *known_names(void) {
  static const char *names[ARRAY_LEN(libm_known) + 1];
  for (size_t i = 0; i < ARRAY_LEN(libm_known); i++)
    names[i] = libm_known[i].name;
  return names;
}

static const char *callee_name(LLVMValueRef call) {
  LLVMValueRef f = LLVMGetCalledValue(call);
  return f && LLVMIsAFunction(f) ? fe_name(f) : "";
}

static bool is_fp_intrinsic(LLVMValueRef call) {
  LLVMValueRef f = LLVMGetCalledValue(call);
  if (!fe_is_intrinsic(f)) return false;
  if (is_fp(LLVMTypeOf(call))) return true;
  for (unsigned i = 0; i < LLVMGetNumArgOperands(call); i++)
    if (is_fp(LLVMTypeOf(LLVMGetOperand(call, i)))) return true;
  return false;
}

/* An instruction this file rewrites (or reports). */
static bool needs_lowering(LLVMValueRef i) {
  switch (LLVMGetInstructionOpcode(i)) {
  case LLVMFAdd:
  case LLVMFSub:
  case LLVMFMul:
  case LLVMFDiv:
  case LLVMFRem:
  case LLVMFNeg:
  case LLVMFCmp:
  case LLVMFPToSI:
  case LLVMFPToUI:
  case LLVMSIToFP:
  case LLVMUIToFP:
  case LLVMFPExt:
  case LLVMFPTrunc: return true;
  case LLVMCall: {
    if (is_fp_intrinsic(i)) return true;
    LLVMValueRef f = LLVMGetCalledValue(i);
    if (!f || !LLVMIsAFunction(f) || !LLVMIsDeclaration(f)) return false;
    bool fl;
    const char *n = callee_name(i);
    return libm_base(n, known_names(), ARRAY_LEN(libm_known), &fl) ||
           libm_base(n, libm_missing, ARRAY_LEN(libm_missing), &fl);
  }
  default: return false;
  }
}

/* ---- the library ---- */

/* fe_set_float_small */
static bool float_small;

void fe_set_float_small(bool small) { float_small = small; }

/* Compiles include/FILE with clang (the same flags as the design's
 * libraries, and HLSC_SF_SMALL for the small float units) and links it
 * into mod. */
bool float_link_c(Imp *im, const char *file) {
  const char *inc = hlsc_include_dir();
  if (!inc) {
    diag_error((SrcLoc){0}, "hlsc's include directory (with %s) not found: "
                            "set HLSC_INCLUDE", file);
    return false;
  }
  static const char *const names[] = {"clang-19", NULL};
  const char *clang = find_program(names);
  char *dir = make_temp_dir("hlsc-sf");
  if (!clang || !dir) {
    diag_error((SrcLoc){0}, "cannot compile hlsc's library %s", file);
    free(dir);
    return false;
  }
  Sbuf src = {0}, bc = {0}, err = {0};
  sb_printf(&src, "%s/%s", inc, file);
  sb_printf(&bc, "%s/sf.bc", dir);
  sb_printf(&err, "%s/sf.err", dir);
  char *argv[] = {(char *)clang, "-c", "-emit-llvm", "-O2", "-Xclang",
                  "-disable-llvm-passes", "-fno-builtin", "-std=gnu17",
                  "-o", bc.s, src.s,
                  float_small ? "-DHLSC_SF_SMALL" : NULL, NULL};
  int st = run_command(argv, NULL, err.s, 0);
  LLVMModuleRef lib = NULL;
  LLVMMemoryBufferRef buf = NULL;
  char *msg = NULL;
  if (st == 0 && !LLVMCreateMemoryBufferWithContentsOfFile(bc.s, &buf, &msg)) {
    if (LLVMParseBitcodeInContext2(im->ctx, buf, &lib)) lib = NULL;
    LLVMDisposeMemoryBuffer(buf);
  }
  LLVMDisposeMessage(msg);
  bool ok = lib && !LLVMLinkModules2(im->mod, lib);
  if (!ok) diag_error((SrcLoc){0}, "cannot compile hlsc's library %s", src.s);
  rm_rf(dir);
  free(dir);
  sb_free(&src);
  sb_free(&bc);
  sb_free(&err);
  return ok;
}

/* ---- rewriting ---- */

typedef struct Low {
  Imp *im;
  LLVMBuilderRef b;
  LLVMTypeRef i32, i64;
  bool failed;
} Low;

static LLVMTypeRef bits_type(Low *l, LLVMTypeRef fp) {
  return fp_width(fp) == 32 ? l->i32 : l->i64;
}

static LLVMValueRef to_bits(Low *l, LLVMValueRef v) {
  return LLVMBuildBitCast(l->b, v, bits_type(l, LLVMTypeOf(v)), "");
}

static LLVMValueRef from_bits(Low *l, LLVMValueRef v, LLVMTypeRef fp) {
  return LLVMBuildBitCast(l->b, v, fp, "");
}

/* A call of __hlsc_f32_<op> or __hlsc_f64_<op> (prefix "f32_" etc.). */
static LLVMValueRef lib_call(Low *l, const char *prefix, const char *op,
                             LLVMValueRef *args, unsigned n) {
  char name[64];
  snprintf(name, sizeof name, "__hlsc_%s%s", prefix, op);
  LLVMValueRef f = LLVMGetNamedFunction(l->im->mod, name);
  if (!f) ICE("soft-float function %s missing", name);
  return LLVMBuildCall2(l->b, LLVMGlobalGetValueType(f), f, args, n, "");
}

static const char *prefix_of(LLVMTypeRef fp) {
  return fp_width(fp) == 32 ? "f32_" : "f64_";
}

static LLVMValueRef lib_op(Low *l, const char *op, LLVMValueRef a,
                           LLVMValueRef b) {
  LLVMTypeRef t = LLVMTypeOf(a);
  LLVMValueRef args[2] = {to_bits(l, a), b ? to_bits(l, b) : NULL};
  return from_bits(l, lib_call(l, prefix_of(t), op, args, b ? 2 : 1), t);
}

static LLVMValueRef sign_mask(Low *l, LLVMTypeRef fp) {
  unsigned w = fp_width(fp);
  return LLVMConstInt(bits_type(l, fp), 1ull << (w - 1), 0);
}

/* fneg, fabs, copysign: the sign bit. */
static LLVMValueRef sign_op(Low *l, const char *op, LLVMValueRef a,
                            LLVMValueRef b) {
  LLVMTypeRef t = LLVMTypeOf(a);
  LLVMValueRef x = to_bits(l, a), m = sign_mask(l, t), r;
  if (!strcmp(op, "fneg")) {
    r = LLVMBuildXor(l->b, x, m, "");
  } else {
    r = LLVMBuildAnd(l->b, x, LLVMConstNot(m), "");
    if (b) /* copysign */
      r = LLVMBuildOr(l->b, r, LLVMBuildAnd(l->b, to_bits(l, b), m, ""), "");
  }
  return from_bits(l, r, t);
}

/* trunc(x): floor toward zero, ceil below it. */
static LLVMValueRef trunc_op(Low *l, LLVMValueRef a) {
  LLVMTypeRef t = LLVMTypeOf(a);
  LLVMValueRef fl = lib_op(l, "floor", a, NULL), ce = lib_op(l, "ceil", a, NULL);
  LLVMValueRef neg = LLVMBuildICmp(
      l->b, LLVMIntNE, LLVMBuildAnd(l->b, to_bits(l, a), sign_mask(l, t), ""),
      LLVMConstInt(bits_type(l, t), 0, 0), "");
  return LLVMBuildSelect(l->b, neg, ce, fl, "");
}

/* A libm-like operation by the library's name for it. */
static LLVMValueRef named_op(Low *l, const char *op, LLVMValueRef a,
                             LLVMValueRef b) {
  if (!strcmp(op, "fabs") || !strcmp(op, "copysign") || !strcmp(op, "fneg"))
    return sign_op(l, op, a, b);
  if (!strcmp(op, "trunc")) return trunc_op(l, a);
  return lib_op(l, op, a, b);
}

static void unsupported(Low *l, LLVMValueRef at, const char *what) {
  diag_error(fe_diag_loc(l->im, at), "%s is not supported yet", what);
  l->failed = true;
}

static LLVMValueRef lower_cmp(Low *l, LLVMValueRef i) {
  LLVMValueRef a = LLVMGetOperand(i, 0), b = LLVMGetOperand(i, 1);
  LLVMValueRef args[3] = {to_bits(l, a), to_bits(l, b),
                          LLVMConstInt(l->i32, LLVMGetFCmpPredicate(i), 0)};
  LLVMValueRef r = lib_call(l, prefix_of(LLVMTypeOf(a)), "cmp", args, 3);
  return LLVMBuildICmp(l->b, LLVMIntNE, r, LLVMConstInt(l->i32, 0, 0), "");
}

/* float -> integer: through the 64-bit conversion, as x86-64 converts to
 * 8, 16 and 32 bits (the result is then truncated). */
static LLVMValueRef lower_to_int(Low *l, LLVMValueRef i, bool sign) {
  LLVMValueRef a = LLVMGetOperand(i, 0);
  LLVMTypeRef rt = LLVMTypeOf(i);
  unsigned w = int_width(rt);
  if (!w || w > 64) return NULL;
  LLVMValueRef x = to_bits(l, a);
  const char *op = !sign && w == 64 ? "to_u64" : "to_i64";
  LLVMValueRef r = lib_call(l, prefix_of(LLVMTypeOf(a)), op, &x, 1);
  return w == 64 ? r : LLVMBuildTrunc(l->b, r, rt, "");
}

static LLVMValueRef lower_from_int(Low *l, LLVMValueRef i, bool sign) {
  LLVMValueRef a = LLVMGetOperand(i, 0);
  unsigned w = int_width(LLVMTypeOf(a));
  if (!w || w > 64) return NULL;
  if (w < 64)
    a = sign && w > 1 ? LLVMBuildSExt(l->b, a, l->i64, "")
                      : LLVMBuildZExt(l->b, a, l->i64, "");
  /* an i1 is signed -1 (sitofp of true is -1.0) */
  if (sign && w == 1) a = LLVMBuildNeg(l->b, a, "");
  LLVMTypeRef t = LLVMTypeOf(i);
  LLVMValueRef r = lib_call(l, prefix_of(t), sign ? "from_i64" : "from_u64",
                            &a, 1);
  return from_bits(l, r, t);
}

static LLVMValueRef lower_ext(Low *l, LLVMValueRef i, const char *op) {
  LLVMValueRef a = LLVMGetOperand(i, 0);
  if (!is_fp(LLVMTypeOf(a)) || !is_fp(LLVMTypeOf(i))) return NULL;
  LLVMValueRef x = to_bits(l, a);
  return from_bits(l, lib_call(l, "", op, &x, 1), LLVMTypeOf(i));
}

/* An intrinsic by its LLVM name ("llvm.sqrt.f32"). */
static LLVMValueRef lower_intrinsic(Low *l, LLVMValueRef i) {
  const char *n = callee_name(i);
  LLVMValueRef a = LLVMGetOperand(i, 0);
  LLVMValueRef b = LLVMGetNumArgOperands(i) > 1 ? LLVMGetOperand(i, 1) : NULL;
  static const struct { const char *llvm, *op; } map[] = {
      {"llvm.fabs.", "fabs"},   {"llvm.copysign.", "copysign"},
      {"llvm.sqrt.", "sqrt"},   {"llvm.floor.", "floor"},
      {"llvm.ceil.", "ceil"},   {"llvm.trunc.", "trunc"},
      {"llvm.minnum.", "min"},  {"llvm.maxnum.", "max"}};
  if (!is_fp(LLVMTypeOf(a))) return NULL;
  for (size_t k = 0; k < ARRAY_LEN(map); k++)
    if (!strncmp(n, map[k].llvm, strlen(map[k].llvm)))
      return named_op(l, map[k].op, a, b);
  /* a * b + c as C wrote it: two roundings, as the x86-64 CPU without FMA
   * computes it in the native run */
  if (!strncmp(n, "llvm.fmuladd.", 13))
    return lib_op(l, "add", lib_op(l, "mul", a, b), LLVMGetOperand(i, 2));
  return NULL;
}

static const char *user_intrinsic_name(const char *n) {
  static const struct { const char *llvm, *c; } map[] = {
      {"llvm.fma.", "'fma'"},       {"llvm.round.", "'round'"},
      {"llvm.rint.", "'rint'"},     {"llvm.nearbyint.", "'nearbyint'"},
      {"llvm.pow.", "'pow'"},       {"llvm.exp", "'exp'"},
      {"llvm.log", "'log'"},        {"llvm.sin.", "'sin'"},
      {"llvm.cos.", "'cos'"},       {"llvm.minimum.", "'fminimum'"},
      {"llvm.maximum.", "'fmaximum'"}, {"llvm.is.fpclass.", "'fpclassify'"}};
  for (size_t k = 0; k < ARRAY_LEN(map); k++)
    if (!strncmp(n, map[k].llvm, strlen(map[k].llvm))) return map[k].c;
  return NULL;
}

/* A call of a libm declaration. */
static LLVMValueRef lower_libm(Low *l, LLVMValueRef i) {
  const char *n = callee_name(i);
  bool fl = false;
  const char *base = libm_base(n, known_names(), ARRAY_LEN(libm_known), &fl);
  unsigned na = LLVMGetNumArgOperands(i);
  for (size_t k = 0; base && k < ARRAY_LEN(libm_known); k++) {
    if (strcmp(base, libm_known[k].name)) continue;
    LLVMValueRef a = na > 0 ? LLVMGetOperand(i, 0) : NULL;
    LLVMValueRef b = na > 1 ? LLVMGetOperand(i, 1) : NULL;
    bool two = !strcmp(base, "fmin") || !strcmp(base, "fmax") ||
               !strcmp(base, "copysign");
    if (!a || !is_fp(LLVMTypeOf(a)) || (two && (!b || !is_fp(LLVMTypeOf(b)))) ||
        LLVMTypeOf(i) != LLVMTypeOf(a))
      return NULL; /* declared with other types: check.c reports the call */
    return named_op(l, libm_known[k].op, a, two ? b : NULL);
  }
  return NULL;
}

static void report_call(Low *l, LLVMValueRef i) {
  const char *n = callee_name(i);
  const char *u = user_intrinsic_name(n);
  char what[96];
  if (u) {
    snprintf(what, sizeof what, "%s", u);
  } else if (!strncmp(n, "llvm.", 5)) {
    snprintf(what, sizeof what, "the floating-point builtin '%s'", n);
  } else {
    bool fl;
    if (!libm_base(n, libm_missing, ARRAY_LEN(libm_missing), &fl) &&
        !libm_base(n, known_names(), ARRAY_LEN(libm_known), &fl))
      return;
    snprintf(what, sizeof what, "'%s'", n);
  }
  unsupported(l, i, what);
}

static LLVMValueRef lower_inst(Low *l, LLVMValueRef i) {
  LLVMValueRef a = LLVMGetOperand(i, 0);
  LLVMValueRef b = LLVMGetNumOperands(i) > 1 ? LLVMGetOperand(i, 1) : NULL;
  switch (LLVMGetInstructionOpcode(i)) {
  case LLVMFAdd: return lib_op(l, "add", a, b);
  case LLVMFSub: return lib_op(l, "sub", a, b);
  case LLVMFMul: return lib_op(l, "mul", a, b);
  case LLVMFDiv: return lib_op(l, "div", a, b);
  case LLVMFNeg: return sign_op(l, "fneg", a, NULL);
  case LLVMFCmp: return lower_cmp(l, i);
  case LLVMFPToSI: return lower_to_int(l, i, true);
  case LLVMFPToUI: return lower_to_int(l, i, false);
  case LLVMSIToFP: return lower_from_int(l, i, true);
  case LLVMUIToFP: return lower_from_int(l, i, false);
  case LLVMFPExt: return lower_ext(l, i, "f32_to_f64");
  case LLVMFPTrunc: return lower_ext(l, i, "f64_to_f32");
  case LLVMCall:
    return fe_is_intrinsic(LLVMGetCalledValue(i)) ? lower_intrinsic(l, i)
                                                   : lower_libm(l, i);
  default: return NULL;
  }
}

static bool fp_operands(LLVMValueRef i) {
  if (is_fp(LLVMTypeOf(i))) return true;
  for (int k = 0; k < LLVMGetNumOperands(i); k++)
    if (is_fp(LLVMTypeOf(LLVMGetOperand(i, k)))) return true;
  return false;
}

/* Rewrites the instructions of fn that need it; those it cannot are
 * reported. */
static void lower_function(Low *l, LLVMValueRef fn) {
  VEC(LLVMValueRef) todo = {0};
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
       bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
         i = LLVMGetNextInstruction(i))
      if (needs_lowering(i) && fp_operands(i)) vec_push(&todo, i);
  for (size_t k = 0; k < todo.len; k++) {
    LLVMValueRef i = todo.data[k];
    LLVMPositionBuilderBefore(l->b, i);
    LLVMSetCurrentDebugLocation2(l->b, LLVMInstructionGetDebugLoc(i));
    LLVMValueRef r = lower_inst(l, i);
    if (!r) {
      if (LLVMIsACallInst(i)) report_call(l, i);
      else if (LLVMGetInstructionOpcode(i) == LLVMFRem)
        unsupported(l, i, "'%' of floating-point values (fmod)");
      else unsupported(l, i, "this floating-point operation");
      continue;
    }
    LLVMReplaceAllUsesWith(i, r);
    LLVMInstructionEraseFromParent(i);
  }
  vec_free(&todo);
}

typedef VEC(LLVMValueRef) FnVec;

/* The defined functions the top calls, directly or not (the top first):
 * only those become hardware; the rest of the file (a testbench's main
 * printing with sin) is dropped by the pass pipeline. */
static void reachable(LLVMValueRef top, FnVec *out) {
  PtrMap seen = {0};
  vec_push(out, top);
  ptrmap_put(&seen, top, 1);
  for (size_t k = 0; k < out->len; k++)
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(out->data[k]); bb;
         bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
           i = LLVMGetNextInstruction(i)) {
        LLVMValueRef f = LLVMIsACallInst(i) ? LLVMGetCalledValue(i) : NULL;
        if (!f || !LLVMIsAFunction(f) || LLVMIsDeclaration(f) ||
            ptrmap_get(&seen, f, NULL))
          continue;
        ptrmap_put(&seen, f, 1);
        vec_push(out, f);
      }
  ptrmap_free(&seen);
}

static bool needs_library(const FnVec *fns) {
  for (size_t k = 0; k < fns->len; k++)
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fns->data[k]); bb;
         bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
           i = LLVMGetNextInstruction(i))
        if (needs_lowering(i) && fp_operands(i)) return true;
  return false;
}

static bool run(Imp *im, const FnVec *fns) {
  Low l = {im, LLVMCreateBuilderInContext(im->ctx),
           LLVMInt32TypeInContext(im->ctx), LLVMInt64TypeInContext(im->ctx),
           false};
  for (size_t k = 0; k < fns->len; k++) lower_function(&l, fns->data[k]);
  LLVMDisposeBuilder(l.b);
  return !l.failed;
}

bool float_lower(Imp *im, LLVMValueRef top) {
  FnVec fns = {0};
  reachable(top, &fns);
  int linked = libm_link(im, fns.data, fns.len);
  if (linked < 0) {
    vec_free(&fns);
    return false;
  }
  if (linked) { /* the calls now reach the library's functions */
    fns.len = 0;
    reachable(top, &fns);
  }
  bool ok = !needs_library(&fns) || (float_link_c(im, "hlsc_softfloat.c") && run(im, &fns));
  vec_free(&fns);
  return ok;
}

bool float_lower_late(Imp *im) {
  FnVec fns = {0};
  vec_push(&fns, im->fn);
  bool ok = run(im, &fns);
  vec_free(&fns);
  return ok;
}
