/* overflow.c - the checked arithmetic of __builtin_add_overflow,
 * __builtin_sub_overflow and __builtin_mul_overflow (LLVM's
 * llvm.{s,u}{add,sub,mul}.with.overflow, a {result, overflow} pair) becomes
 * plain integer operations on the optimized top, before the import.
 *
 * It runs after the pass pipeline because InstCombine would turn some of
 * the plain forms back into the intrinsics. Only pairs used through
 * extractvalue are rewritten (clang uses them no other way); anything else
 * is left for the importer to report. The result is the wrapped operation;
 * the overflow bit is:
 *   uadd: r < a            usub: a < b
 *   sadd: ((r ^ a) & (r ^ b)) < 0     ssub: ((a ^ b) & (a ^ r)) < 0
 *   mul of N <= 32 bits: the product in 2N bits does not fit N bits
 *   umul of 64 bits: from 32-bit halves, without a 128-bit product
 *   smul of 64 bits: the unsigned product of the magnitudes, then the sign.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

typedef struct Ovf {
  LLVMBuilderRef b;
  LLVMTypeRef t; /* the operands' type */
  unsigned w;
} Ovf;

static LLVMValueRef cst(Ovf *o, uint64_t x) { return LLVMConstInt(o->t, x, 0); }

static LLVMValueRef is_neg(Ovf *o, LLVMValueRef x) {
  return LLVMBuildICmp(o->b, LLVMIntSLT, x, cst(o, 0), "");
}

/* Overflow of an unsigned 64-bit product a * b, from 32-bit halves: when
 * both high halves are nonzero it overflows; otherwise the one cross
 * product must fit 32 bits and adding it (shifted) to the low product must
 * not carry. */
static LLVMValueRef umul64_overflow(Ovf *o, LLVMValueRef a, LLVMValueRef b) {
  LLVMBuilderRef B = o->b;
  LLVMValueRef k32 = cst(o, 32), lo = cst(o, 0xffffffffu);
  LLVMValueRef ah = LLVMBuildLShr(B, a, k32, ""), al = LLVMBuildAnd(B, a, lo, "");
  LLVMValueRef bh = LLVMBuildLShr(B, b, k32, ""), bl = LLVMBuildAnd(B, b, lo, "");
  LLVMValueRef both = LLVMBuildAnd(
      B, LLVMBuildICmp(B, LLVMIntNE, ah, cst(o, 0), ""),
      LLVMBuildICmp(B, LLVMIntNE, bh, cst(o, 0), ""), "");
  LLVMValueRef cross = LLVMBuildAdd(B, LLVMBuildMul(B, ah, bl, ""),
                                    LLVMBuildMul(B, al, bh, ""), "");
  LLVMValueRef big = LLVMBuildICmp(B, LLVMIntUGT, cross, lo, "");
  LLVMValueRef low = LLVMBuildMul(B, al, bl, "");
  LLVMValueRef sum = LLVMBuildAdd(B, low, LLVMBuildShl(B, cross, k32, ""), "");
  LLVMValueRef carry = LLVMBuildICmp(B, LLVMIntULT, sum, low, "");
  return LLVMBuildOr(B, LLVMBuildOr(B, both, big, ""), carry, "");
}

static LLVMValueRef mul_overflow(Ovf *o, LLVMValueRef a, LLVMValueRef b,
                                 bool sign) {
  LLVMBuilderRef B = o->b;
  if (o->w <= 32) { /* exact product in 2N bits */
    LLVMTypeRef t2 = LLVMIntTypeInContext(LLVMGetTypeContext(o->t), 2 * o->w);
    LLVMValueRef a2 = sign ? LLVMBuildSExt(B, a, t2, "") : LLVMBuildZExt(B, a, t2, "");
    LLVMValueRef b2 = sign ? LLVMBuildSExt(B, b, t2, "") : LLVMBuildZExt(B, b, t2, "");
    LLVMValueRef p = LLVMBuildMul(B, a2, b2, "");
    LLVMValueRef n = LLVMBuildTrunc(B, p, o->t, "");
    LLVMValueRef back = sign ? LLVMBuildSExt(B, n, t2, "") : LLVMBuildZExt(B, n, t2, "");
    return LLVMBuildICmp(B, LLVMIntNE, p, back, "");
  }
  if (!sign) return umul64_overflow(o, a, b);
  /* |a| * |b| as unsigned; a negative product may reach 2^63, a positive
   * one 2^63 - 1. */
  LLVMValueRef na = is_neg(o, a), nb = is_neg(o, b);
  LLVMValueRef ma = LLVMBuildSelect(B, na, LLVMBuildSub(B, cst(o, 0), a, ""), a, "");
  LLVMValueRef mb = LLVMBuildSelect(B, nb, LLVMBuildSub(B, cst(o, 0), b, ""), b, "");
  LLVMValueRef uov = umul64_overflow(o, ma, mb);
  LLVMValueRef mag = LLVMBuildMul(B, ma, mb, "");
  LLVMValueRef neg = LLVMBuildXor(B, na, nb, "");
  LLVMValueRef limit = LLVMBuildSelect(B, neg, cst(o, (uint64_t)1 << 63),
                                       cst(o, ((uint64_t)1 << 63) - 1), "");
  LLVMValueRef over = LLVMBuildICmp(B, LLVMIntUGT, mag, limit, "");
  return LLVMBuildOr(B, uov, over, "");
}

/* The {result, overflow} of one call, computed before it. */
static void lower(Ovf *o, LLVMValueRef call, const char *n, LLVMValueRef *res,
                  LLVMValueRef *ov) {
  LLVMBuilderRef B = o->b;
  LLVMValueRef a = LLVMGetOperand(call, 0), b = LLVMGetOperand(call, 1);
  bool sign = n[5] == 's';
  const char *op = n + 6; /* "add", "sub", "mul" */
  if (!strncmp(op, "add", 3)) {
    *res = LLVMBuildAdd(B, a, b, "");
    *ov = sign ? is_neg(o, LLVMBuildAnd(B, LLVMBuildXor(B, *res, a, ""),
                                        LLVMBuildXor(B, *res, b, ""), ""))
               : LLVMBuildICmp(B, LLVMIntULT, *res, a, "");
  } else if (!strncmp(op, "sub", 3)) {
    *res = LLVMBuildSub(B, a, b, "");
    *ov = sign ? is_neg(o, LLVMBuildAnd(B, LLVMBuildXor(B, a, b, ""),
                                        LLVMBuildXor(B, a, *res, ""), ""))
               : LLVMBuildICmp(B, LLVMIntULT, a, b, "");
  } else {
    *res = LLVMBuildMul(B, a, b, "");
    *ov = mul_overflow(o, a, b, sign);
  }
}

/* Whether n is llvm.[su](add|sub|mul).with.overflow.* */
static bool is_overflow_intrinsic(const char *n) {
  if (strncmp(n, "llvm.", 5) || (n[5] != 's' && n[5] != 'u')) return false;
  const char *op = n + 6;
  if (strncmp(op, "add", 3) && strncmp(op, "sub", 3) && strncmp(op, "mul", 3))
    return false;
  return !strncmp(op + 3, ".with.overflow.", 15);
}

static bool only_extracts(LLVMValueRef call) {
  for (LLVMUseRef u = LLVMGetFirstUse(call); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (!LLVMIsAExtractValueInst(user) || LLVMGetNumIndices(user) != 1)
      return false;
  }
  return true;
}

static void rewrite(LLVMBuilderRef b, LLVMValueRef call, const char *n) {
  Ovf o = {b, LLVMTypeOf(LLVMGetOperand(call, 0)), 0};
  o.w = LLVMGetIntTypeWidth(o.t);
  if (o.w > 64 || !only_extracts(call)) return;
  LLVMPositionBuilderBefore(b, call);
  LLVMValueRef res, ov;
  lower(&o, call, n, &res, &ov);
  while (LLVMGetFirstUse(call)) {
    LLVMValueRef ev = LLVMGetUser(LLVMGetFirstUse(call));
    LLVMReplaceAllUsesWith(ev, *LLVMGetIndices(ev) == 0 ? res : ov);
    LLVMInstructionEraseFromParent(ev);
  }
  LLVMInstructionEraseFromParent(call);
}

void overflow_lower(LLVMValueRef fn) {
  /* Collected first: a rewrite erases the extractvalues after the call. */
  VEC(LLVMValueRef) calls = {0};
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
       bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
         i = LLVMGetNextInstruction(i)) {
      LLVMValueRef callee = LLVMIsACallInst(i) ? LLVMGetCalledValue(i) : NULL;
      if (callee && fe_is_intrinsic(callee) &&
          is_overflow_intrinsic(fe_name(callee)))
        vec_push(&calls, i);
    }
  LLVMBuilderRef b =
      LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(fn)));
  for (size_t k = 0; k < calls.len; k++)
    rewrite(b, calls.data[k], fe_name(LLVMGetCalledValue(calls.data[k])));
  LLVMDisposeBuilder(b);
  vec_free(&calls);
}
