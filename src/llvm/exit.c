/* exit.c - exit() and abort() in the design end it: on the optimized top
 * (everything the top calls is inlined into it by then), each call of
 * `exit(status)` becomes `return status` and each call of `abort()`
 * becomes `return 134`, so the design raises done with the status as its
 * result, as the top's return would.
 *
 * The native reference does the same (sim/native.c wraps exit and abort:
 * the call ends the top's run with that status as its result), so cosim
 * compares the exit status like a return value. 134 is what a shell
 * reports for a process that abort() ended (128 + SIGABRT). The status
 * is converted to the top's return type as a return of an int would be
 * (truncated, or sign-extended for a wider result); a top that returns
 * nothing has no result to carry it, and a call there is a located error.
 *
 * Runs after the pass pipeline, before the post-optimization checks: a
 * call that survives optimization is always followed by `unreachable`
 * (both functions are noreturn, as exit_mark_noreturn tells LLVM before
 * the pipeline when the program declared them itself), which the return
 * replaces.
 */
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "internal.h"

enum { ABORT_STATUS = 134 };

static bool is_exit_call(LLVMValueRef i, bool *is_abort) {
  if (!LLVMIsACallInst(i)) return false;
  LLVMValueRef callee = LLVMGetCalledValue(i);
  if (!callee || !LLVMIsAFunction(callee) || !LLVMIsDeclaration(callee))
    return false;
  const char *n = fe_name(callee);
  unsigned nargs = (unsigned)LLVMGetNumArgOperands(i);
  if (!strcmp(n, "exit") && nargs == 1 &&
      LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(i, 0))) ==
          LLVMIntegerTypeKind) {
    *is_abort = false;
    return true;
  }
  if (!strcmp(n, "abort") && nargs == 0) {
    *is_abort = true;
    return true;
  }
  return false;
}

void exit_mark_noreturn(LLVMModuleRef mod) {
  static const char *const names[] = {"exit", "abort"};
  LLVMContextRef ctx = LLVMGetModuleContext(mod);
  unsigned k = LLVMGetEnumAttributeKindForName("noreturn", 8);
  for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
    LLVMValueRef fn = LLVMGetNamedFunction(mod, names[i]);
    if (fn && LLVMIsDeclaration(fn))
      LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                              LLVMCreateEnumAttribute(ctx, k, 0));
  }
}

/* The status as the top's return value (type rt, an integer). */
static LLVMValueRef status_value(LLVMBuilderRef b, LLVMValueRef call,
                                 bool is_abort, LLVMTypeRef rt) {
  if (is_abort) return LLVMConstInt(rt, ABORT_STATUS, 0);
  LLVMValueRef s = LLVMGetOperand(call, 0);
  return LLVMBuildIntCast2(b, s, rt, 1, "exit.status");
}

bool exit_lower(Imp *im) {
  LLVMTypeRef rt = LLVMGetReturnType(LLVMGlobalGetValueType(im->fn));
  bool int_result = LLVMGetTypeKind(rt) == LLVMIntegerTypeKind;
  bool ok = true;
  LLVMBuilderRef b = LLVMCreateBuilderInContext(im->ctx);
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(im->fn); bb;
       bb = LLVMGetNextBasicBlock(bb)) {
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
         i = LLVMGetNextInstruction(i)) {
      bool is_abort;
      if (!is_exit_call(i, &is_abort)) continue;
      LLVMValueRef next = LLVMGetNextInstruction(i);
      const char *name = is_abort ? "abort" : "exit";
      if (!int_result) {
        diag_error(fe_diag_loc(im, i),
                   "'%s' in a top function that returns %s: the design has "
                   "no result to give the exit status (make the top return "
                   "an integer)", name,
                   LLVMGetTypeKind(rt) == LLVMVoidTypeKind ? "nothing"
                                                           : "no integer");
        ok = false;
        break;
      }
      if (!next || LLVMGetInstructionOpcode(next) != LLVMUnreachable) {
        diag_error(fe_diag_loc(im, i), "internal compiler error: '%s' is "
                   "not followed by unreachable code", name);
        ok = false;
        break;
      }
      LLVMPositionBuilderBefore(b, i);
      /* the return keeps the call's position for the reports */
      LLVMSetCurrentDebugLocation2(b, LLVMInstructionGetDebugLoc(i));
      LLVMBuildRet(b, status_value(b, i, is_abort, rt));
      LLVMInstructionEraseFromParent(next);
      LLVMInstructionEraseFromParent(i);
      break; /* the return ends the block */
    }
  }
  LLVMDisposeBuilder(b);
  return ok;
}
