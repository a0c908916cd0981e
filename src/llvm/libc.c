/* libc.c - the pure integer helpers of <stdlib.h> and <inttypes.h> that a
 * kernel may call (abs, labs, llabs, imaxabs, div, ldiv, lldiv, imaxdiv)
 * get bodies in the module, before the checks and the pass pipeline.
 *
 * clang runs with -fno-builtin, so these stay calls of declarations; a body
 * of a few LLVM instructions makes them ordinary functions that are inlined
 * and optimized like the user's own (LLVM then sees abs as llvm.abs). A
 * declaration is given a body only when its type is the x86-64 ABI's for
 * that name: `int abs(int)` is `i32 (i32)`, `div_t div(int, int)` returns
 * its two ints packed in an i64 (quot in the low half), ldiv_t and lldiv_t
 * come back as a { i64, i64 } pair. Anything else is left as it is (and is
 * reported as an undefined function). The results are those of the C
 * library on every input it defines; abs(INT_MIN), undefined in C, wraps.
 */
#include <string.h>

#include "internal.h"

typedef enum { LIB_ABS, LIB_DIV_PACKED, LIB_DIV_PAIR } LibKind;

typedef struct LibFn {
  const char *name;
  LibKind kind;
  unsigned width; /* of the arguments */
} LibFn;

static const LibFn lib_fns[] = {
    {"abs", LIB_ABS, 32},          {"labs", LIB_ABS, 64},
    {"llabs", LIB_ABS, 64},        {"imaxabs", LIB_ABS, 64},
    {"div", LIB_DIV_PACKED, 32},   {"ldiv", LIB_DIV_PAIR, 64},
    {"lldiv", LIB_DIV_PAIR, 64},   {"imaxdiv", LIB_DIV_PAIR, 64},
};

static bool is_int(LLVMTypeRef t, unsigned w) {
  return LLVMGetTypeKind(t) == LLVMIntegerTypeKind &&
         LLVMGetIntTypeWidth(t) == w;
}

/* Whether fn's type is the one the ABI gives this helper. */
static bool abi_matches(LLVMValueRef fn, const LibFn *lf) {
  LLVMTypeRef ft = LLVMGlobalGetValueType(fn);
  unsigned n = LLVMCountParamTypes(ft);
  if (LLVMIsFunctionVarArg(ft) || n != (lf->kind == LIB_ABS ? 1u : 2u))
    return false;
  LLVMTypeRef ps[2];
  LLVMGetParamTypes(ft, ps);
  for (unsigned i = 0; i < n; i++)
    if (!is_int(ps[i], lf->width)) return false;
  LLVMTypeRef rt = LLVMGetReturnType(ft);
  switch (lf->kind) {
  case LIB_ABS: return is_int(rt, lf->width);
  case LIB_DIV_PACKED: return is_int(rt, 2 * lf->width);
  case LIB_DIV_PAIR: {
    if (LLVMGetTypeKind(rt) != LLVMStructTypeKind ||
        LLVMCountStructElementTypes(rt) != 2)
      return false;
    return is_int(LLVMStructGetTypeAtIndex(rt, 0), lf->width) &&
           is_int(LLVMStructGetTypeAtIndex(rt, 1), lf->width);
  }
  }
  return false;
}

static void build_body(LLVMContextRef ctx, LLVMValueRef fn, const LibFn *lf) {
  LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
  LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(ctx, fn, "entry"));
  LLVMValueRef x = LLVMGetParam(fn, 0);
  LLVMTypeRef t = LLVMTypeOf(x);
  LLVMValueRef r;
  if (lf->kind == LIB_ABS) {
    LLVMValueRef zero = LLVMConstInt(t, 0, 0);
    LLVMValueRef neg = LLVMBuildICmp(b, LLVMIntSLT, x, zero, "neg");
    r = LLVMBuildSelect(b, neg, LLVMBuildSub(b, zero, x, "minus"), x, "abs");
  } else {
    LLVMValueRef y = LLVMGetParam(fn, 1);
    LLVMValueRef q = LLVMBuildSDiv(b, x, y, "quot");
    LLVMValueRef m = LLVMBuildSRem(b, x, y, "rem");
    LLVMTypeRef rt = LLVMGetReturnType(LLVMGlobalGetValueType(fn));
    if (lf->kind == LIB_DIV_PACKED) {
      LLVMValueRef lo = LLVMBuildZExt(b, q, rt, "lo");
      LLVMValueRef hi = LLVMBuildShl(b, LLVMBuildZExt(b, m, rt, "hi"),
                                     LLVMConstInt(rt, lf->width, 0), "");
      r = LLVMBuildOr(b, lo, hi, "pair");
    } else {
      r = LLVMBuildInsertValue(b, LLVMGetPoison(rt), q, 0, "");
      r = LLVMBuildInsertValue(b, r, m, 1, "pair");
    }
  }
  LLVMBuildRet(b, r);
  LLVMDisposeBuilder(b);
  LLVMSetLinkage(fn, LLVMInternalLinkage);
}

void libc_define(LLVMModuleRef mod) {
  LLVMContextRef ctx = LLVMGetModuleContext(mod);
  for (size_t i = 0; i < sizeof lib_fns / sizeof *lib_fns; i++) {
    LLVMValueRef fn = LLVMGetNamedFunction(mod, lib_fns[i].name);
    if (fn && LLVMIsDeclaration(fn) && abi_matches(fn, &lib_fns[i]))
      build_body(ctx, fn, &lib_fns[i]);
  }
}
