/* widestream.c - stream operations on words wider than 64 bits are given
 * their word as an integer, before optimization.
 *
 * hlsc.h's stream intrinsics are variadic and a read returns an unsigned
 * long long: clang passes a _BitInt wider than 64 bits through `...` as a
 * byval pointer, and the read's (T) cast zero-extends the 64-bit result.
 * Each call whose variadic argument is such a pointer (to an iN, N > 64)
 * is rewritten into a call of the same intrinsic through a function type
 * that carries the word itself: a read returns the iN (the casts of the
 * old result to iN take the new one), a write passes the iN loaded from
 * the pointer, empty and full an iN zero; the arguments after the word
 * (an HLSC_AXIS layout, axis.c) stay as they are. ports.c then reads the
 * word's width from the call as for any narrower stream. Calls on words
 * of at most 64 bits are left as they are. */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "internal.h"

/* 0 read, 1 write, 2 empty, 3 full; -1 for any other call. */
static int kind_of(LLVMValueRef call) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!callee || !LLVMIsAFunction(callee)) return -1;
  static const char *const names[] = {"__hlsc_stream_read",
                                      "__hlsc_stream_write",
                                      "__hlsc_stream_empty",
                                      "__hlsc_stream_full"};
  const char *n = fe_name(callee);
  for (int i = 0; i < 4; i++)
    if (!strcmp(n, names[i])) return i;
  return -1;
}

/* The iN of the byval word pointer of a stream call (N > 64), or NULL.
 * clang's byval type is the word's iN when its storage is a power of two
 * bytes, and its bytes ([S x i8]: N = 8 S) otherwise (a _BitInt(300)). */
static LLVMTypeRef byval_word(LLVMValueRef call) {
  if (LLVMGetNumArgOperands(call) < 3) return NULL;
  LLVMValueRef p = LLVMGetOperand(call, 2);
  if (LLVMGetTypeKind(LLVMTypeOf(p)) != LLVMPointerTypeKind) return NULL;
  unsigned k = LLVMGetEnumAttributeKindForName("byval", 5);
  LLVMAttributeRef a = LLVMGetCallSiteEnumAttribute(call, 3, k);
  if (!a) return NULL;
  LLVMTypeRef t = LLVMGetTypeAttributeValue(a);
  if (LLVMGetTypeKind(t) == LLVMArrayTypeKind) {
    LLVMTypeRef e = LLVMGetElementType(t);
    uint64_t n = LLVMGetArrayLength2(t);
    if (LLVMGetTypeKind(e) != LLVMIntegerTypeKind ||
        LLVMGetIntTypeWidth(e) != 8 || n <= 8 || n > IR_MAX_WIDTH / 8)
      return NULL;
    return LLVMIntTypeInContext(LLVMGetTypeContext(t), (unsigned)(8 * n));
  }
  if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind ||
      LLVMGetIntTypeWidth(t) <= 64)
    return NULL;
  return t;
}

/* The word type of read `call` whose byval type is wt: the type of its
 * (T) cast, which is narrower than wt when clang keeps T in memory as
 * more bits (a _BitInt(577) as an i640); wt when there is none. */
static LLVMTypeRef read_type(LLVMValueRef call, LLVMTypeRef wt) {
  for (LLVMUseRef u = LLVMGetFirstUse(call); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (!LLVMIsAInstruction(user) ||
        (LLVMGetInstructionOpcode(user) != LLVMZExt &&
         LLVMGetInstructionOpcode(user) != LLVMSExt))
      continue;
    unsigned w = LLVMGetIntTypeWidth(LLVMTypeOf(user));
    if (w > 64 && w <= LLVMGetIntTypeWidth(wt)) return LLVMTypeOf(user);
  }
  return wt;
}

/* The word a write passes through byval pointer p: the value of the
 * store to p just before the call, narrowed to the _BitInt it extends
 * (a _BitInt(300) is stored as the zero- or sign-extended i320 of its
 * storage); NULL when there is no such store (the word is loaded). */
static LLVMValueRef written_word(LLVMValueRef call, LLVMValueRef p) {
  for (LLVMValueRef i = LLVMGetPreviousInstruction(call); i;
       i = LLVMGetPreviousInstruction(i)) {
    if (LLVMIsACallInst(i)) return NULL;
    if (!LLVMIsAStoreInst(i) || LLVMGetOperand(i, 1) != p) continue;
    LLVMValueRef v = LLVMGetOperand(i, 0);
    if (!LLVMIsAInstruction(v) ||
        (LLVMGetInstructionOpcode(v) != LLVMZExt &&
         LLVMGetInstructionOpcode(v) != LLVMSExt))
      return NULL;
    LLVMValueRef src = LLVMGetOperand(v, 0);
    LLVMTypeRef st = LLVMTypeOf(src);
    return LLVMGetTypeKind(st) == LLVMIntegerTypeKind &&
                   LLVMGetIntTypeWidth(st) > 64
               ? src
               : NULL;
  }
  return NULL;
}

static void rewrite(LLVMBuilderRef b, LLVMValueRef call, int kind,
                    LLVMTypeRef wt) {
  LLVMContextRef ctx = LLVMGetTypeContext(wt);
  if (kind == 0) wt = read_type(call, wt);
  LLVMPositionBuilderBefore(b, call);
  LLVMSetCurrentDebugLocation2(b, LLVMInstructionGetDebugLoc(call));
  unsigned nargs = LLVMGetNumArgOperands(call);
  LLVMValueRef *args = xmalloc(nargs * sizeof *args);
  for (unsigned i = 0; i < nargs; i++) args[i] = LLVMGetOperand(call, i);
  LLVMValueRef word = kind == 1 ? written_word(call, args[2]) : NULL;
  args[2] = word           ? word
            : kind == 1    ? LLVMBuildLoad2(b, wt, args[2], "")
                           : LLVMConstNull(wt);
  LLVMTypeRef pt[2] = {LLVMPointerTypeInContext(ctx, 0),
                       LLVMInt32TypeInContext(ctx)};
  LLVMTypeRef rt = kind == 0 ? wt : LLVMTypeOf(call);
  LLVMTypeRef fty = LLVMFunctionType(rt, pt, 2, 1);
  LLVMValueRef n = LLVMBuildCall2(b, fty, LLVMGetCalledValue(call), args,
                                  nargs, "");
  free(args);
  if (kind != 0) {
    LLVMReplaceAllUsesWith(call, n);
    LLVMInstructionEraseFromParent(call);
    return;
  }
  /* the read's casts to the word's type take the word; any other use
   * its low 64 bits */
  LLVMValueRef low = NULL;
  LLVMUseRef u = LLVMGetFirstUse(call);
  while (u) {
    LLVMValueRef user = LLVMGetUser(u);
    u = LLVMGetNextUse(u);
    if (LLVMIsAInstruction(user) && LLVMTypeOf(user) == wt &&
        (LLVMGetInstructionOpcode(user) == LLVMZExt ||
         LLVMGetInstructionOpcode(user) == LLVMSExt)) {
      LLVMReplaceAllUsesWith(user, n);
      LLVMInstructionEraseFromParent(user);
    }
  }
  if (LLVMGetFirstUse(call)) {
    LLVMPositionBuilderBefore(b, call);
    low = LLVMBuildTrunc(b, n, LLVMTypeOf(call), "");
    LLVMReplaceAllUsesWith(call, low);
  }
  LLVMInstructionEraseFromParent(call);
}

void wide_streams(LLVMModuleRef mod) {
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(mod));
  VEC(LLVMValueRef) calls = {0}; /* first all, as a rewrite erases casts */
  for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn;
       fn = LLVMGetNextFunction(fn))
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
         bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
           i = LLVMGetNextInstruction(i))
        if (LLVMIsACallInst(i) && kind_of(i) >= 0 && byval_word(i))
          vec_push(&calls, i);
  for (size_t k = 0; k < calls.len; k++)
    rewrite(b, calls.data[k], kind_of(calls.data[k]),
            byval_word(calls.data[k]));
  vec_free(&calls);
  LLVMDisposeBuilder(b);
}
