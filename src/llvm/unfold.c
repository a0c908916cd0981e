/* unfold.c - loads through a PHI of pointers into different objects are
 * split back into one load per incoming edge.
 *
 * InstCombine turns `x = c ? a : b` over two variables, written as loads
 * in the two branches, into one load through a PHI of the two addresses
 * (smaller code on a processor). hlsc keeps every pointer within one
 * object, so such a load would be rejected although the program has no
 * pointer at all (Csmith campaigns find it). Here the load goes back to
 * the end of each predecessor, with a PHI of the loaded values: the same
 * values, each read from its own memory.
 *
 * It is done only when that is exact: the load is not volatile, the PHI is
 * in the load's block, and no instruction between the block's start and
 * the load may write memory (the loads move before them). The incoming
 * pointers are available at the end of their blocks by the rules of SSA.
 * A predecessor with other successors now loads on those edges too; a load
 * of a valid object has no effect, and the value goes unused there. */
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

static bool can_unfold(LLVMValueRef ld) {
  LLVMValueRef phi = LLVMGetOperand(ld, 0);
  if (!LLVMIsAPHINode(phi) || LLVMGetVolatile(ld)) return false;
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(ld);
  if (LLVMGetInstructionParent(phi) != bb || !several_objects(phi))
    return false;
  for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i != ld;
       i = LLVMGetNextInstruction(i))
    if (may_write_memory(i)) return false;
  return true;
}

static void unfold(LLVMBuilderRef b, LLVMValueRef ld) {
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
  LLVMInstructionEraseFromParent(ld);
  if (!LLVMGetFirstUse(phi)) LLVMInstructionEraseFromParent(phi);
}

void unfold_pointer_phis(LLVMValueRef fn) {
  VEC(LLVMValueRef) todo = {0};
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
       bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
         i = LLVMGetNextInstruction(i))
      if (LLVMIsALoadInst(i) && can_unfold(i)) vec_push(&todo, i);
  if (!todo.len) return;
  LLVMBuilderRef b = LLVMCreateBuilderInContext(
      LLVMGetModuleContext(LLVMGetGlobalParent(fn)));
  for (size_t k = 0; k < todo.len; k++) unfold(b, todo.data[k]);
  LLVMDisposeBuilder(b);
  vec_free(&todo);
  if (LLVMVerifyFunction(fn, LLVMReturnStatusAction))
    ICE("unfolding loads through pointer PHIs broke the function");
}
