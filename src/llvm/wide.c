/* wide.c - the integers wider than 64 bits that clang makes for runs of
 * bit-fields are split into 64-bit limbs, before optimization.
 *
 * clang reads and writes consecutive bit-fields as one integer of the
 * run's size: a packed struct of 100 bits of fields is loaded as an i104,
 * shifted, masked and truncated to the field. hlsc's values are at most
 * 64 bits wide, so such a value becomes K = ceil(N/64) i64 limbs, limb 0
 * the least significant. A limb is kept canonical: the bits of the top
 * limb above N are zero. Memory is read and written limb by limb at byte
 * offsets 0, 8, ..., the top limb with its own width (an i104 is an i64
 * and an i40: 13 bytes, exactly the bytes of the original access), so the
 * program touches the same bytes as before.
 *
 * The operations that bit-field code uses are split: load, store, zext,
 * sext, trunc, and, or, xor, shifts by a constant, icmp eq/ne. A function
 * with any other use of a wide integer (arithmetic on __int128, a shift by
 * a variable, a PHI) is left as it is, and check.c reports it. */
#include <stdlib.h>

#include <llvm-c/DebugInfo.h>

#include "internal.h"

typedef struct Wide {
  LLVMBuilderRef b;
  LLVMContextRef ctx;
  LLVMTypeRef i64, i8;
  PtrMap map; /* wide value -> index in limbs */
  VEC(LLVMValueRef *) limbs; /* the limbs of each value split so far */
} Wide;

static unsigned width_of(LLVMValueRef v) {
  LLVMTypeRef t = LLVMTypeOf(v);
  return LLVMGetTypeKind(t) == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(t)
                                                   : 0;
}

static bool is_wide(LLVMValueRef v) { return width_of(v) > 64; }

static unsigned nlimbs(unsigned w) { return (w + 63) / 64; }

/* Width of limb k of a w-bit value. */
static unsigned limb_width(unsigned w, unsigned k) {
  return w - 64 * k < 64 ? w - 64 * k : 64;
}

static LLVMValueRef c64(Wide *W, uint64_t x) {
  return LLVMConstInt(W->i64, x, false);
}

/* Limb k (64 bits) of an integer constant of any width, folded by a
 * builder (which makes no instruction from constants); false when the
 * constant does not fold. */
static bool fold_limb(LLVMContextRef ctx, LLVMValueRef c, unsigned k,
                      uint64_t *out) {
  if (LLVMIsUndef(c)) {
    *out = 0;
    return true;
  }
  unsigned w = width_of(c);
  if (64ull * k >= w) {
    *out = 0;
    return true;
  }
  LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
  LLVMValueRef x = c;
  if (k) x = LLVMBuildLShr(b, x, LLVMConstInt(LLVMTypeOf(c), 64ull * k, 0), "");
  if (w > 64) x = LLVMBuildTrunc(b, x, LLVMInt64TypeInContext(ctx), "");
  LLVMDisposeBuilder(b);
  if (!LLVMIsAConstantInt(x)) return false;
  *out = LLVMConstIntGetZExtValue(x);
  return true;
}

bool wide_const_limb(LLVMValueRef c, unsigned k, uint64_t *out) {
  return fold_limb(LLVMGetTypeContext(LLVMTypeOf(c)), c, k, out);
}

/* The amount of a shift by a constant; UINT64_MAX for an amount that
 * does not fit 64 bits. */
static bool const_shift(LLVMValueRef inst, uint64_t *n) {
  LLVMValueRef s = LLVMGetOperand(inst, 1);
  if (!LLVMIsAConstantInt(s)) return false;
  LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(s));
  uint64_t hi = 0;
  if (!fold_limb(ctx, s, 0, n) || !fold_limb(ctx, s, 1, &hi)) return false;
  if (hi) *n = UINT64_MAX;
  return true;
}

/* An instruction whose result or operands are wide, and that this file
 * splits. */
static bool splittable(LLVMValueRef i) {
  uint64_t n;
  switch (LLVMGetInstructionOpcode(i)) {
  case LLVMLoad:
  case LLVMStore:
  case LLVMZExt:
  case LLVMSExt:
  case LLVMTrunc:
  case LLVMAnd:
  case LLVMOr:
  case LLVMXor:
    return true;
  case LLVMShl:
  case LLVMLShr:
  case LLVMAShr:
    return const_shift(i, &n);
  case LLVMICmp: {
    LLVMIntPredicate p = LLVMGetICmpPredicate(i);
    return p == LLVMIntEQ || p == LLVMIntNE;
  }
  default:
    return false;
  }
}

static bool involves_wide(LLVMValueRef i) {
  if (is_wide(i)) return true;
  int n = LLVMGetNumOperands(i);
  for (int k = 0; k < n; k++)
    if (is_wide(LLVMGetOperand(i, (unsigned)k))) return true;
  return false;
}

/* Every wide value of fn is made by a splittable instruction or is a
 * constant, and only splittable instructions use it. */
static bool function_splittable(LLVMValueRef fn, bool *any) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
       bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
         i = LLVMGetNextInstruction(i)) {
      if (!involves_wide(i)) continue;
      *any = true;
      if (!splittable(i)) return false;
      int n = LLVMGetNumOperands(i);
      for (int k = 0; k < n; k++) {
        LLVMValueRef o = LLVMGetOperand(i, (unsigned)k);
        uint64_t x;
        if (!is_wide(o)) continue;
        bool ok = LLVMIsAInstruction(o)
                      ? splittable(o)
                      : (LLVMIsAConstantInt(o) || LLVMIsUndef(o)) &&
                            fold_limb(LLVMGetTypeContext(LLVMTypeOf(o)), o, 0, &x);
        if (!ok) return false;
      }
    }
  return true;
}

static LLVMValueRef *limbs_of(Wide *W, LLVMValueRef v);

/* The top limb with the bits above the width cleared. */
static LLVMValueRef canonical(Wide *W, LLVMValueRef top, unsigned w) {
  unsigned tw = limb_width(w, nlimbs(w) - 1);
  if (tw == 64) return top;
  return LLVMBuildAnd(W->b, top, c64(W, (1ull << tw) - 1), "");
}

/* The top limb of a w-bit value, sign-extended to 64 bits. */
static LLVMValueRef signed_top(Wide *W, LLVMValueRef top, unsigned w) {
  unsigned tw = limb_width(w, nlimbs(w) - 1);
  if (tw == 64) return top;
  LLVMValueRef sh = c64(W, 64 - tw);
  return LLVMBuildAShr(W->b, LLVMBuildShl(W->b, top, sh, ""), sh, "");
}

static LLVMValueRef limb_ptr(Wide *W, LLVMValueRef p, unsigned k) {
  if (!k) return p;
  LLVMValueRef off = c64(W, 8ull * k);
  return LLVMBuildGEP2(W->b, W->i8, p, &off, 1, "");
}

/* Alignment of limb k (at byte 8k) of an access aligned to a bytes. */
static unsigned limb_align(unsigned a, unsigned k) {
  return k && a > 8 ? 8 : a;
}

static void split_load(Wide *W, LLVMValueRef ld, LLVMValueRef *r) {
  unsigned w = width_of(ld), a = LLVMGetAlignment(ld);
  for (unsigned k = 0; k < nlimbs(w); k++) {
    unsigned lw = limb_width(w, k);
    LLVMValueRef x = LLVMBuildLoad2(W->b, LLVMIntTypeInContext(W->ctx, lw),
                                    limb_ptr(W, LLVMGetOperand(ld, 0), k), "");
    LLVMSetAlignment(x, limb_align(a, k));
    LLVMSetVolatile(x, LLVMGetVolatile(ld));
    r[k] = lw < 64 ? LLVMBuildZExt(W->b, x, W->i64, "") : x;
  }
}

static void split_store(Wide *W, LLVMValueRef st) {
  LLVMValueRef v = LLVMGetOperand(st, 0);
  unsigned w = width_of(v), a = LLVMGetAlignment(st);
  LLVMValueRef *l = limbs_of(W, v);
  for (unsigned k = 0; k < nlimbs(w); k++) {
    unsigned lw = limb_width(w, k);
    LLVMValueRef x = l[k];
    if (lw < 64) x = LLVMBuildTrunc(W->b, x, LLVMIntTypeInContext(W->ctx, lw), "");
    LLVMValueRef s = LLVMBuildStore(W->b, x, limb_ptr(W, LLVMGetOperand(st, 1), k));
    LLVMSetAlignment(s, limb_align(a, k));
    LLVMSetVolatile(s, LLVMGetVolatile(st));
  }
}

/* zext or sext of x (w bits) to a wider value of K limbs. */
static void split_ext(Wide *W, LLVMValueRef x, bool sign, unsigned K,
                      LLVMValueRef *r) {
  unsigned w = width_of(x);
  LLVMValueRef fill = c64(W, 0);
  unsigned have;
  if (w <= 64) {
    r[0] = w == 64 ? x : sign ? LLVMBuildSExt(W->b, x, W->i64, "")
                              : LLVMBuildZExt(W->b, x, W->i64, "");
    have = 1;
    if (sign) fill = LLVMBuildAShr(W->b, r[0], c64(W, 63), "");
  } else {
    LLVMValueRef *l = limbs_of(W, x);
    have = nlimbs(w);
    for (unsigned k = 0; k < have; k++) r[k] = l[k];
    if (sign) {
      r[have - 1] = signed_top(W, l[have - 1], w);
      fill = LLVMBuildAShr(W->b, r[have - 1], c64(W, 63), "");
    }
  }
  for (unsigned k = have; k < K; k++) r[k] = fill;
}

/* Limb j of a source of K limbs seen through a shift: S_j below 0 is 0,
 * above K-1 the fill (0, or the sign for ashr). */
static LLVMValueRef src_limb(Wide *W, LLVMValueRef *s, long j, unsigned K,
                             LLVMValueRef fill) {
  if (j < 0) return c64(W, 0);
  return (unsigned long)j < K ? s[j] : fill;
}

static void split_shift(Wide *W, LLVMValueRef inst, LLVMValueRef *r) {
  unsigned w = width_of(inst), K = nlimbs(w);
  LLVMOpcode op = LLVMGetInstructionOpcode(inst);
  uint64_t n = 0;
  const_shift(inst, &n);
  LLVMValueRef *l = limbs_of(W, LLVMGetOperand(inst, 0));
  if (n >= w) { /* poison: any value */
    for (unsigned k = 0; k < K; k++) r[k] = c64(W, 0);
    return;
  }
  LLVMValueRef *s = xmalloc(K * sizeof *s);
  for (unsigned k = 0; k < K; k++) s[k] = l[k];
  LLVMValueRef fill = c64(W, 0);
  if (op == LLVMAShr) {
    s[K - 1] = signed_top(W, l[K - 1], w);
    fill = LLVMBuildAShr(W->b, s[K - 1], c64(W, 63), "");
  }
  long q = (long)(n / 64);
  unsigned rr = (unsigned)(n % 64);
  for (unsigned k = 0; k < K; k++) {
    LLVMValueRef x;
    if (op == LLVMShl) {
      x = src_limb(W, s, (long)k - q, K, fill);
      if (rr) {
        LLVMValueRef lo = src_limb(W, s, (long)k - q - 1, K, fill);
        x = LLVMBuildOr(W->b, LLVMBuildShl(W->b, x, c64(W, rr), ""),
                        LLVMBuildLShr(W->b, lo, c64(W, 64 - rr), ""), "");
      }
    } else {
      x = src_limb(W, s, (long)k + q, K, fill);
      if (rr) {
        LLVMValueRef hi = src_limb(W, s, (long)k + q + 1, K, fill);
        x = LLVMBuildOr(W->b, LLVMBuildLShr(W->b, x, c64(W, rr), ""),
                        LLVMBuildShl(W->b, hi, c64(W, 64 - rr), ""), "");
      }
    }
    r[k] = x;
  }
  free(s);
  r[K - 1] = canonical(W, r[K - 1], w);
}

/* The limbs of the wide instruction inst, built right after it. */
static void split_value(Wide *W, LLVMValueRef inst, LLVMValueRef *r) {
  unsigned w = width_of(inst), K = nlimbs(w);
  switch (LLVMGetInstructionOpcode(inst)) {
  case LLVMLoad: split_load(W, inst, r); return;
  case LLVMZExt:
  case LLVMSExt: {
    bool sign = LLVMGetInstructionOpcode(inst) == LLVMSExt;
    split_ext(W, LLVMGetOperand(inst, 0), sign, K, r);
    r[K - 1] = canonical(W, r[K - 1], w);
    return;
  }
  case LLVMTrunc: { /* wide to wide */
    LLVMValueRef *l = limbs_of(W, LLVMGetOperand(inst, 0));
    for (unsigned k = 0; k < K; k++) r[k] = l[k];
    r[K - 1] = canonical(W, r[K - 1], w);
    return;
  }
  case LLVMAnd:
  case LLVMOr:
  case LLVMXor: {
    LLVMOpcode op = LLVMGetInstructionOpcode(inst);
    LLVMValueRef *a = limbs_of(W, LLVMGetOperand(inst, 0));
    LLVMValueRef *b = limbs_of(W, LLVMGetOperand(inst, 1));
    for (unsigned k = 0; k < K; k++)
      r[k] = LLVMBuildBinOp(W->b, op, a[k], b[k], "");
    return;
  }
  default: split_shift(W, inst, r); return;
  }
}

/* The limbs of a wide value: of a constant, folded; of an instruction,
 * built right after it (its operands' limbs first, each right after its
 * own operand, so that every limb is defined where its value is). */
static LLVMValueRef *limbs_of(Wide *W, LLVMValueRef v) {
  uint32_t at;
  if (ptrmap_get(&W->map, v, &at)) return W->limbs.data[at];
  unsigned K = nlimbs(width_of(v));
  LLVMValueRef *r = xcalloc(K, sizeof *r);
  if (!LLVMIsAInstruction(v)) { /* a constant */
    for (unsigned k = 0; k < K; k++) {
      uint64_t x = 0;
      fold_limb(W->ctx, v, k, &x); /* function_splittable checked it */
      r[k] = c64(W, x);
    }
  } else {
    int n = LLVMGetNumOperands(v);
    for (int k = 0; k < n; k++)
      if (is_wide(LLVMGetOperand(v, (unsigned)k)))
        limbs_of(W, LLVMGetOperand(v, (unsigned)k));
    LLVMPositionBuilderBefore(W->b, LLVMGetNextInstruction(v));
    LLVMSetCurrentDebugLocation2(W->b, LLVMInstructionGetDebugLoc(v));
    split_value(W, v, r);
  }
  ptrmap_put(&W->map, v, (uint32_t)W->limbs.len);
  vec_push(&W->limbs, r);
  return r;
}

/* A use of wide values with a narrow result (or none): rebuilt from the
 * limbs in place. */
static void split_sink(Wide *W, LLVMValueRef i) {
  LLVMOpcode op = LLVMGetInstructionOpcode(i);
  LLVMValueRef x = LLVMGetOperand(i, 0);
  LLVMValueRef *a = limbs_of(W, x), *b = NULL;
  if (op == LLVMICmp) b = limbs_of(W, LLVMGetOperand(i, 1));
  LLVMPositionBuilderBefore(W->b, i);
  LLVMSetCurrentDebugLocation2(W->b, LLVMInstructionGetDebugLoc(i));
  if (op == LLVMStore) {
    split_store(W, i);
    return;
  }
  LLVMValueRef r;
  if (op == LLVMTrunc) {
    r = width_of(i) == 64 ? a[0]
                          : LLVMBuildTrunc(W->b, a[0], LLVMTypeOf(i), "");
  } else { /* icmp eq/ne */
    LLVMValueRef diff = NULL;
    for (unsigned k = 0; k < nlimbs(width_of(x)); k++) {
      LLVMValueRef d = LLVMBuildXor(W->b, a[k], b[k], "");
      diff = diff ? LLVMBuildOr(W->b, diff, d, "") : d;
    }
    r = LLVMBuildICmp(W->b, LLVMGetICmpPredicate(i), diff, c64(W, 0), "");
  }
  LLVMReplaceAllUsesWith(i, r);
}

static void split_function(Wide *W, LLVMValueRef fn) {
  VEC(LLVMValueRef) all = {0};
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
       bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
         i = LLVMGetNextInstruction(i))
      if (involves_wide(i)) vec_push(&all, i);
  for (size_t k = 0; k < all.len; k++)
    if (!is_wide(all.data[k])) split_sink(W, all.data[k]);
  /* everything wide is now unused by the rest of the function */
  for (size_t k = 0; k < all.len; k++) {
    LLVMValueRef i = all.data[k];
    if (LLVMGetTypeKind(LLVMTypeOf(i)) != LLVMVoidTypeKind)
      LLVMReplaceAllUsesWith(i, LLVMGetPoison(LLVMTypeOf(i)));
  }
  for (size_t k = 0; k < all.len; k++)
    LLVMInstructionEraseFromParent(all.data[k]);
  vec_free(&all);
}

void wide_split(LLVMModuleRef mod) {
  LLVMContextRef ctx = LLVMGetModuleContext(mod);
  for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
       fn = LLVMGetNextFunction(fn)) {
    bool any = false;
    if (LLVMIsDeclaration(fn) || !function_splittable(fn, &any) || !any)
      continue;
    Wide W = {LLVMCreateBuilderInContext(ctx), ctx,
              LLVMInt64TypeInContext(ctx), LLVMInt8TypeInContext(ctx),
              {0}, {0}};
    split_function(&W, fn);
    LLVMDisposeBuilder(W.b);
    ptrmap_free(&W.map);
    for (size_t k = 0; k < W.limbs.len; k++) free(W.limbs.data[k]);
    vec_free(&W.limbs);
  }
}
