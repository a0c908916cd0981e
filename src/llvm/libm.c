/* libm.c - the elementary functions of libm: a design's calls of sin,
 * cos, exp, pow, ... (the list is include/hlsc_libm_names.h) and of their
 * float forms (sinf, ...), written by name or reaching LLVM as clang's
 * builtins (llvm.sin.f64, ...; fmod as LLVM's frem, __builtin_frexp as
 * llvm.frexp), become calls of include/hlsc_libm.c's
 * __hlsc_libm_NAME, which is compiled and linked in here. float.c then
 * lowers the library's arithmetic like the design's own, and the pass
 * pipeline inlines it.
 *
 * Only a call whose type is the C function's (double(double),
 * float(float), two arguments for pow and the others of two; ldexp's
 * (double, int), fma's three and so on: HLSC_LIBM_OTHERS) is redirected;
 * a declaration of another type is left to the checks, which report it
 * as an undefined function. cosim's reference run uses the same C (src/sim: the standard
 * names from hlsc_libm.c, clang's built-in folding of them off), so both
 * sides compute the same bits; the functions' error against the exact
 * results is hlsc_libm.c's, measured by tests/unit/test_libm.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "../../include/hlsc_libm_names.h"
#include "internal.h"

#define SOFT_NAME(n) #n,
#define SOFT_OTHER(n, r, fr, p, fp, a) #n,
static const char *const soft_names[] = {
    HLSC_LIBM_FUNCS(SOFT_NAME, SOFT_NAME) HLSC_LIBM_OTHERS(SOFT_OTHER)};
#undef SOFT_NAME
#undef SOFT_OTHER

/* The library's base name of libm name n ("sinf" -> "sin", *is_float),
 * or NULL. */
static const char *soft_base(const char *n, size_t len, bool *is_float) {
  for (size_t i = 0; i < ARRAY_LEN(soft_names); i++) {
    size_t k = strlen(soft_names[i]);
    if (len < k || strncmp(n, soft_names[i], k)) continue;
    if (len == k) return *is_float = false, soft_names[i];
    if (len == k + 1 && n[k] == 'f') return *is_float = true, soft_names[i];
  }
  return NULL;
}

/* The base name of a call's callee: a libm declaration, or the builtin
 * llvm.NAME.f32 / llvm.NAME.f64. */
static const char *call_base(LLVMValueRef call, bool *is_float) {
  LLVMValueRef f = LLVMGetCalledValue(call);
  if (!f || !LLVMIsAFunction(f) || !LLVMIsDeclaration(f)) return NULL;
  const char *n = fe_name(f);
  if (!fe_is_intrinsic(f)) return soft_base(n, strlen(n), is_float);
  if (strncmp(n, "llvm.", 5)) return NULL;
  const char *dot = strchr(n + 5, '.');
  if (!dot) return NULL;
  bool f32 = !strcmp(dot, ".f32");
  if (!f32 && strcmp(dot, ".f64")) return NULL;
  bool suffixed;
  const char *b = soft_base(n + 5, (size_t)(dot - n - 5), &suffixed);
  if (!b || suffixed) return NULL;
  *is_float = f32;
  return b;
}

/* clang's form of __builtin_frexp(x, &e) (and frexpf): LLVM's
 * { double, i32 } llvm.frexp.f64.i32(x) (.f32 for float), which becomes a
 * call of __hlsc_libm_frexp with a local for the exponent. */
static bool frexp_float(LLVMValueRef i, bool *is_float) {
  if (!LLVMIsACallInst(i)) return false;
  LLVMValueRef f = LLVMGetCalledValue(i);
  if (!f || !LLVMIsAFunction(f) || !fe_is_intrinsic(f)) return false;
  const char *n = fe_name(f);
  *is_float = !strcmp(n, "llvm.frexp.f32.i32");
  return *is_float || !strcmp(n, "llvm.frexp.f64.i32");
}

/* clang's form of fmod(x, y) (and fmodf): LLVM's frem of a double (or
 * float), which becomes a call of __hlsc_libm_fmod too. */
static bool frem_float(LLVMValueRef i, bool *is_float) {
  if (!LLVMIsAInstruction(i) || LLVMGetInstructionOpcode(i) != LLVMFRem)
    return false;
  LLVMTypeKind k = LLVMGetTypeKind(LLVMTypeOf(i));
  *is_float = k == LLVMFloatTypeKind;
  return *is_float || k == LLVMDoubleTypeKind;
}

typedef VEC(LLVMValueRef) CallVec;

static void find_calls(LLVMValueRef *fns, size_t n, CallVec *out) {
  for (size_t k = 0; k < n; k++)
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fns[k]); bb;
         bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
           i = LLVMGetNextInstruction(i)) {
        bool fl;
        if ((LLVMIsACallInst(i) && call_base(i, &fl)) ||
            frem_float(i, &fl) || frexp_float(i, &fl))
          vec_push(out, i);
      }
}

/* The call (or frem) again, of def: same arguments, position and debug
 * location. */
static void redirect(LLVMBuilderRef b, LLVMValueRef call, LLVMValueRef def) {
  LLVMValueRef args[3];
  unsigned n = LLVMIsACallInst(call) ? LLVMGetNumArgOperands(call) : 2;
  if (n > ARRAY_LEN(args)) return;
  for (unsigned k = 0; k < n; k++) args[k] = LLVMGetOperand(call, k);
  LLVMPositionBuilderBefore(b, call);
  LLVMSetCurrentDebugLocation2(b, LLVMInstructionGetDebugLoc(call));
  LLVMValueRef r =
      LLVMBuildCall2(b, LLVMGlobalGetValueType(def), def, args, n, "");
  LLVMReplaceAllUsesWith(call, r);
  LLVMInstructionEraseFromParent(call);
}

/* The frexp intrinsic as a call of def (__hlsc_libm_frexp[f]): the
 * exponent through a local of the function, the pair rebuilt. */
static void redirect_frexp(LLVMBuilderRef b, LLVMValueRef call,
                           LLVMValueRef def) {
  LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(call));
  LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
  LLVMBasicBlockRef entry =
      LLVMGetEntryBasicBlock(LLVMGetBasicBlockParent(LLVMGetInstructionParent(call)));
  LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(entry));
  LLVMValueRef e = LLVMBuildAlloca(b, i32, "frexp.exp");
  LLVMPositionBuilderBefore(b, call);
  LLVMSetCurrentDebugLocation2(b, LLVMInstructionGetDebugLoc(call));
  LLVMValueRef args[2] = {LLVMGetOperand(call, 0), e};
  LLVMValueRef m =
      LLVMBuildCall2(b, LLVMGlobalGetValueType(def), def, args, 2, "");
  LLVMValueRef pair = LLVMGetUndef(LLVMTypeOf(call));
  pair = LLVMBuildInsertValue(b, pair, m, 0, "");
  pair = LLVMBuildInsertValue(b, pair, LLVMBuildLoad2(b, i32, e, ""), 1, "");
  LLVMReplaceAllUsesWith(call, pair);
  LLVMInstructionEraseFromParent(call);
}

int libm_link(Imp *im, LLVMValueRef *fns, size_t n) {
  CallVec calls = {0};
  find_calls(fns, n, &calls);
  if (!calls.len) return 0;
  if (!float_link_c(im, "hlsc_libm.c")) {
    vec_free(&calls);
    return -1;
  }
  im->uses_libm = true;
  LLVMBuilderRef b = LLVMCreateBuilderInContext(im->ctx);
  for (size_t k = 0; k < calls.len; k++) {
    LLVMValueRef call = calls.data[k];
    bool fl = false;
    bool frexp = frexp_float(call, &fl);
    const char *base = frexp                      ? "frexp"
                       : frem_float(call, &fl) ? "fmod"
                                               : call_base(call, &fl);
    char name[32];
    snprintf(name, sizeof name, "__hlsc_libm_%s%s", base, fl ? "f" : "");
    LLVMValueRef def = LLVMGetNamedFunction(im->mod, name);
    if (!def) ICE("libm function %s missing", name);
    if (frexp) {
      redirect_frexp(b, call, def);
      continue;
    }
    LLVMTypeRef want = LLVMGlobalGetValueType(def);
    if (!LLVMIsACallInst(call) ||
        (LLVMGetCalledFunctionType(call) == want &&
         LLVMCountParams(def) == LLVMGetNumArgOperands(call)))
      redirect(b, call, def);
  }
  LLVMDisposeBuilder(b);
  vec_free(&calls);
  return 1;
}
