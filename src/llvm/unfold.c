/* unfold.c - loads through a PHI of pointers into different objects are
 * split into loads that each read one object.
 *
 * InstCombine turns `x = c ? a : b` over two variables, written as loads
 * in the two branches, into one load through a PHI of the two addresses
 * (smaller code on a processor). The load would then go through a
 * pointer into two objects (fatptr.c: both read, one kept, and the
 * pointer's id computed) although the program has no pointer at all
 * (Csmith campaigns find it). Here the load goes back to
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
 * (globals, arguments, entry-block allocas). A store through such a PHI
 * becomes, for each object, a store of the new value or of the value read
 * back, by the same index. */
#include <stdlib.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/DebugInfo.h>

#include "internal.h"

/* The global, stack object or argument a pointer is an offset into;
 * NULL when it is not simply that (a PHI, a select, a pointer loaded
 * from memory). */
static LLVMValueRef base_object(LLVMValueRef p) {
  while (!mem_is_object(p))
    if (mem_is_gep(p)) p = LLVMGetOperand(p, 0);
    else return NULL;
  return p;
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
    return mem_is_gep(p) && available_everywhere(LLVMGetOperand(p, 0), fn);
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
static Unfold how_to_unfold(LLVMValueRef i) {
  bool store = LLVMIsAStoreInst(i);
  LLVMValueRef phi = LLVMGetOperand(i, store ? 1 : 0);
  if (!LLVMIsAPHINode(phi) || LLVMGetVolatile(i) || !several_objects(phi))
    return UNFOLD_NONE;
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(i);
  bool writes = store || LLVMGetInstructionParent(phi) != bb;
  for (LLVMValueRef j = LLVMGetFirstInstruction(bb); j != i && !writes;
       j = LLVMGetNextInstruction(j))
    writes = may_write_memory(j);
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

/* which = phi [j0, b0], [j1, b1], ... next to the pointer PHI, where jk
 * indexes the distinct incoming pointers, stored in ptr; returns their
 * number. */
static unsigned edge_index(LLVMBuilderRef b, LLVMContextRef ctx,
                           LLVMValueRef phi, LLVMValueRef *ptr,
                           LLVMValueRef *which) {
  LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
  unsigned n = LLVMCountIncoming(phi), nd = 0;
  LLVMPositionBuilderBefore(b, phi);
  LLVMSetCurrentDebugLocation2(b, NULL);
  *which = LLVMBuildPhi(b, i32, "");
  for (unsigned k = 0; k < n; k++) {
    LLVMValueRef p = LLVMGetIncomingValue(phi, k);
    unsigned j = 0;
    while (j < nd && ptr[j] != p) j++;
    if (j == nd) ptr[nd++] = p;
    LLVMValueRef idx = LLVMConstInt(i32, j, false);
    LLVMBasicBlockRef pred = LLVMGetIncomingBlock(phi, k);
    LLVMAddIncoming(*which, &idx, &pred, 1);
  }
  return nd;
}

static LLVMValueRef is_edge(LLVMBuilderRef b, LLVMValueRef which,
                            unsigned j) {
  return LLVMBuildICmp(b, LLVMIntEQ, which,
                       LLVMConstInt(LLVMTypeOf(which), j, false), "");
}

/* At the access itself, the same point in the order of memory accesses:
 * load (phi [p0, b0], ...) -> a select by `which` among load p0, load p1,
 * ... (one load per distinct pointer); store v, (phi ...) -> for each
 * object pj, store (which == j ? v : load pj), pj. */
static void unfold_here(LLVMBuilderRef b, LLVMContextRef ctx,
                        LLVMValueRef i) {
  bool store = LLVMIsAStoreInst(i);
  LLVMValueRef phi = LLVMGetOperand(i, store ? 1 : 0), which;
  LLVMValueRef val = store ? LLVMGetOperand(i, 0) : NULL;
  LLVMTypeRef t = LLVMTypeOf(store ? val : i);
  LLVMValueRef *ptr = xcalloc(LLVMCountIncoming(phi) + 1, sizeof *ptr);
  unsigned nd = edge_index(b, ctx, phi, ptr, &which);
  LLVMPositionBuilderBefore(b, i);
  LLVMSetCurrentDebugLocation2(b, LLVMInstructionGetDebugLoc(i));
  LLVMValueRef r = NULL;
  for (unsigned j = nd; j-- > 0;) {
    LLVMValueRef x = LLVMBuildLoad2(b, t, ptr[j], "");
    LLVMSetAlignment(x, LLVMGetAlignment(i));
    if (store) {
      LLVMValueRef y = LLVMBuildSelect(b, is_edge(b, which, j), val, x, "");
      LLVMSetAlignment(LLVMBuildStore(b, y, ptr[j]), LLVMGetAlignment(i));
    } else {
      r = r ? LLVMBuildSelect(b, is_edge(b, which, j), x, r, "") : x;
    }
  }
  free(ptr);
  if (!store) LLVMReplaceAllUsesWith(i, r);
}

static void unfold(LLVMBuilderRef b, LLVMContextRef ctx, LLVMValueRef i,
                   Unfold how) {
  LLVMValueRef phi = LLVMGetOperand(i, LLVMIsAStoreInst(i) ? 1 : 0);
  if (how == UNFOLD_PREDS) unfold_to_preds(b, i);
  else unfold_here(b, ctx, i);
  LLVMInstructionEraseFromParent(i);
  if (!LLVMGetFirstUse(phi)) LLVMInstructionEraseFromParent(phi);
}

void unfold_pointer_phis(LLVMValueRef fn) {
  typedef struct { LLVMValueRef ld; Unfold how; } Todo;
  VEC(Todo) todo = {0};
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
       bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
         i = LLVMGetNextInstruction(i)) {
      Unfold how = LLVMIsALoadInst(i) || LLVMIsAStoreInst(i)
                       ? how_to_unfold(i)
                       : UNFOLD_NONE;
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
