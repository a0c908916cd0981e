/* unfold.c - loads through a PHI of pointers into different objects are
 * split into loads that each read one object.
 *
 * InstCombine turns `x = c ? a : b` over two variables, written as loads
 * in the two branches, into one load through a PHI of the two addresses
 * (smaller code on a processor). hlsc keeps every pointer within one
 * object, so such a load would be rejected although the program has no
 * pointer at all (Csmith campaigns find it). Here the load goes back to
 * the end of each predecessor, with a PHI of the loaded values: the same
 * values, each read from its own memory.
 *
 * It is done so only when that is exact: the load is not volatile, the PHI
 * is in the load's block, and no instruction between the block's start and
 * the load may write memory (the loads move before them). The incoming
 * pointers are available at the end of their blocks by the rules of SSA.
 * A predecessor with other successors now loads on those edges too; a load
 * of a valid object has no effect, and the value goes unused there.
 *
 * When the block writes memory before the load, or the load is in another
 * block than the PHI (SROA splits a small array indexed by a loop counter
 * into scalars, and the index into a PHI of their addresses), every
 * incoming pointer is loaded where the load is, and a PHI of the edge's
 * index selects among the values; that needs pointers valid everywhere
 * (globals, arguments, entry-block allocas). */
#include <stdlib.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/DebugInfo.h>

#include "internal.h"

/* The global, stack object or argument a pointer is an offset into;
 * NULL when it is not simply that (a PHI, a select, a pointer loaded
 * from memory). */
static LLVMValueRef base_object(LLVMValueRef p) {
  for (;;) {
    if (LLVMIsAGlobalVariable(p) || LLVMIsAAllocaInst(p) ||
        LLVMIsAArgument(p))
      return p;
    bool gep = LLVMIsAGetElementPtrInst(p) ||
               (LLVMIsAConstantExpr(p) &&
                LLVMGetConstOpcode(p) == LLVMGetElementPtr);
    if (!gep) return NULL;
    p = LLVMGetOperand(p, 0);
  }
}

static bool several_objects(LLVMValueRef phi) {
  unsigned n = LLVMCountIncoming(phi);
  LLVMValueRef first = NULL;
  bool several = false;
  for (unsigned k = 0; k < n; k++) {
    LLVMValueRef o = base_object(LLVMGetIncomingValue(phi, k));
    if (!o) return false;
    if (!first) first = o;
    else if (o != first) several = true;
  }
  return several;
}

static bool may_write_memory(LLVMValueRef i) {
  switch (LLVMGetInstructionOpcode(i)) {
  case LLVMStore:
  case LLVMCall:
  case LLVMInvoke:
  case LLVMAtomicRMW:
  case LLVMAtomicCmpXchg:
  case LLVMFence:
    return true;
  default:
    return false;
  }
}

/* A pointer that is valid everywhere in the function: a global (or a
 * constant offset into one), an argument, or an entry-block alloca. */
static bool available_everywhere(LLVMValueRef p, LLVMValueRef fn) {
  if (LLVMIsAGlobalVariable(p) || LLVMIsAArgument(p)) return true;
  if (LLVMIsAConstantExpr(p))
    return LLVMGetConstOpcode(p) == LLVMGetElementPtr &&
           available_everywhere(LLVMGetOperand(p, 0), fn);
  return LLVMIsAAllocaInst(p) &&
         LLVMGetInstructionParent(p) == LLVMGetEntryBasicBlock(fn);
}

typedef enum { UNFOLD_NONE, UNFOLD_PREDS, UNFOLD_HERE } Unfold;

/* How a load through a PHI of pointers into several objects is split:
 * UNFOLD_PREDS, a load at the end of each predecessor, when the PHI is in
 * the load's block and nothing before the load may write memory; else
 * UNFOLD_HERE, a load of
 * every incoming pointer where the load is, and a select by a PHI of the
 * edge's index, when every incoming pointer is valid everywhere. */
static Unfold how_to_unfold(LLVMValueRef ld) {
  LLVMValueRef phi = LLVMGetOperand(ld, 0);
  if (!LLVMIsAPHINode(phi) || LLVMGetVolatile(ld)) return UNFOLD_NONE;
  if (!several_objects(phi)) return UNFOLD_NONE;
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(ld);
  bool writes = LLVMGetInstructionParent(phi) != bb;
  for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i != ld && !writes;
       i = LLVMGetNextInstruction(i))
    writes = may_write_memory(i);
  if (!writes) return UNFOLD_PREDS;
  LLVMValueRef fn = LLVMGetBasicBlockParent(bb);
  for (unsigned k = 0; k < LLVMCountIncoming(phi); k++)
    if (!available_everywhere(LLVMGetIncomingValue(phi, k), fn))
      return UNFOLD_NONE;
  return UNFOLD_HERE;
}

static void unfold_to_preds(LLVMBuilderRef b, LLVMValueRef ld) {
  LLVMValueRef phi = LLVMGetOperand(ld, 0);
  LLVMTypeRef t = LLVMTypeOf(ld);
  LLVMMetadataRef dl = LLVMInstructionGetDebugLoc(ld);
  unsigned n = LLVMCountIncoming(phi);
  LLVMPositionBuilderBefore(b, phi);
  LLVMSetCurrentDebugLocation2(b, NULL);
  LLVMValueRef vals = LLVMBuildPhi(b, t, "");
  LLVMValueRef *loads = xcalloc(n ? n : 1, sizeof *loads);
  for (unsigned k = 0; k < n; k++) {
    LLVMBasicBlockRef pred = LLVMGetIncomingBlock(phi, k);
    /* a block may reach this one by several edges (a switch): one load */
    for (unsigned j = 0; j < k && !loads[k]; j++)
      if (LLVMGetIncomingBlock(phi, j) == pred) loads[k] = loads[j];
    if (!loads[k]) {
      LLVMPositionBuilderBefore(b, LLVMGetBasicBlockTerminator(pred));
      LLVMSetCurrentDebugLocation2(b, dl);
      loads[k] = LLVMBuildLoad2(b, t, LLVMGetIncomingValue(phi, k), "");
      LLVMSetAlignment(loads[k], LLVMGetAlignment(ld));
    }
    LLVMAddIncoming(vals, &loads[k], &pred, 1);
  }
  free(loads);
  LLVMReplaceAllUsesWith(ld, vals);
}

/* load (phi [p0, b0], [p1, b1], ...) -> select on phi [0, b0], [1, b1],
 * ... among load p0, load p1, ... (one load per distinct pointer), all
 * where the load was: the same point in the order of memory accesses. */
static void unfold_here(LLVMBuilderRef b, LLVMContextRef ctx,
                        LLVMValueRef ld) {
  LLVMValueRef phi = LLVMGetOperand(ld, 0);
  LLVMTypeRef t = LLVMTypeOf(ld), i32 = LLVMInt32TypeInContext(ctx);
  unsigned n = LLVMCountIncoming(phi), nd = 0;
  LLVMValueRef *ptr = xcalloc(n ? n : 1, sizeof *ptr);
  LLVMPositionBuilderBefore(b, phi);
  LLVMSetCurrentDebugLocation2(b, NULL);
  LLVMValueRef which = LLVMBuildPhi(b, i32, "");
  for (unsigned k = 0; k < n; k++) {
    LLVMValueRef p = LLVMGetIncomingValue(phi, k);
    unsigned j = 0;
    while (j < nd && ptr[j] != p) j++;
    if (j == nd) ptr[nd++] = p;
    LLVMValueRef idx = LLVMConstInt(i32, j, false);
    LLVMBasicBlockRef pred = LLVMGetIncomingBlock(phi, k);
    LLVMAddIncoming(which, &idx, &pred, 1);
  }
  LLVMPositionBuilderBefore(b, ld);
  LLVMSetCurrentDebugLocation2(b, LLVMInstructionGetDebugLoc(ld));
  LLVMValueRef r = NULL;
  for (unsigned j = nd; j-- > 0;) {
    LLVMValueRef x = LLVMBuildLoad2(b, t, ptr[j], "");
    LLVMSetAlignment(x, LLVMGetAlignment(ld));
    r = r ? LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntEQ, which,
                                             LLVMConstInt(i32, j, false), ""),
                            x, r, "")
          : x;
  }
  free(ptr);
  LLVMReplaceAllUsesWith(ld, r);
}

static void unfold(LLVMBuilderRef b, LLVMContextRef ctx, LLVMValueRef ld,
                   Unfold how) {
  LLVMValueRef phi = LLVMGetOperand(ld, 0);
  if (how == UNFOLD_PREDS) unfold_to_preds(b, ld);
  else unfold_here(b, ctx, ld);
  LLVMInstructionEraseFromParent(ld);
  if (!LLVMGetFirstUse(phi)) LLVMInstructionEraseFromParent(phi);
}

void unfold_pointer_phis(LLVMValueRef fn) {
  typedef struct { LLVMValueRef ld; Unfold how; } Todo;
  VEC(Todo) todo = {0};
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
       bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
         i = LLVMGetNextInstruction(i)) {
      Unfold how = LLVMIsALoadInst(i) ? how_to_unfold(i) : UNFOLD_NONE;
      if (how != UNFOLD_NONE) vec_push(&todo, ((Todo){i, how}));
    }
  if (!todo.len) return;
  LLVMContextRef ctx = LLVMGetModuleContext(LLVMGetGlobalParent(fn));
  LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
  for (size_t k = 0; k < todo.len; k++)
    unfold(b, ctx, todo.data[k].ld, todo.data[k].how);
  LLVMDisposeBuilder(b);
  vec_free(&todo);
  if (LLVMVerifyFunction(fn, LLVMReturnStatusAction))
    ICE("unfolding loads through pointer PHIs broke the function");
}
