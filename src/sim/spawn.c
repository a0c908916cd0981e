/* spawn.c - the native run of a dataflow region: its calls become
 * processes (include/hlsc.h's coroutines) instead of running one after the
 * other.
 *
 * In a region function, each direct call of a function defined in the
 * module (not an llvm.* intrinsic) is replaced by
 *   store the arguments into an env struct (an alloca of the entry block)
 *   call @hlsc_spawn_(@thunk, %env, "callee")
 * where the thunk, an internal `void (ptr env)`, loads them back and makes
 * the call with the callee's parameter attributes (byval, zeroext...); and
 * every `ret` of the region first calls @hlsc_join_(), which runs the
 * processes until they finish or, natively, until none can run (hlsc.h).
 * The arguments are read when the process starts, which is inside that
 * join: the region's frame is alive until then (a region has no loops, so
 * each env is stored once before it is read). New calls take the debug
 * location of the call they replace (of the ret, for the join), so a module
 * with debug info stays valid. A call whose value is used is an error: a
 * process returns nothing; so is a variadic callee, or a call through a
 * prototype that does not match the definition. */
#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <stdlib.h>
#include <string.h>

#include "sim.h"

typedef VEC(LLVMValueRef) ValVec;

typedef struct Spawner {
  LLVMModuleRef mod;
  LLVMContextRef ctx;
  LLVMBuilderRef b;
  LLVMValueRef spawn, join;
  ValVec thunk_of, thunk; /* callee -> its thunk */
} Spawner;

static LLVMValueRef runtime_fn(LLVMModuleRef mod, const char *name,
                               LLVMTypeRef ty) {
  LLVMValueRef fn = LLVMGetNamedFunction(mod, name);
  return fn ? fn : LLVMAddFunction(mod, name, ty);
}

/* The callee's C name: the linker may have suffixed a static one (".1"). */
static size_t c_name_len(const char *name, size_t len) {
  const char *dot = memchr(name, '.', len);
  if (!dot || dot + 1 == name + len) return len;
  for (const char *p = dot + 1; p < name + len; p++)
    if (*p < '0' || *p > '9') return len;
  return (size_t)(dot - name);
}

/* void thunk(ptr env): callee(env->0, env->1, ...). */
static LLVMValueRef make_thunk(Spawner *s, LLVMValueRef callee,
                               LLVMTypeRef env_ty) {
  for (size_t i = 0; i < s->thunk_of.len; i++)
    if (s->thunk_of.data[i] == callee) return s->thunk.data[i];
  LLVMTypeRef ptr = LLVMPointerTypeInContext(s->ctx, 0);
  LLVMTypeRef ty =
      LLVMFunctionType(LLVMVoidTypeInContext(s->ctx), &ptr, 1, 0);
  size_t len = 0;
  const char *name = LLVMGetValueName2(callee, &len);
  Sbuf tn = {0};
  sb_printf(&tn, "__hlsc_thunk_%.*s", (int)len, name);
  LLVMValueRef th = LLVMAddFunction(s->mod, sb_str(&tn), ty);
  sb_free(&tn);
  LLVMSetLinkage(th, LLVMInternalLinkage);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(s->ctx);
  LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(s->ctx, th, ""));
  LLVMTypeRef fty = LLVMGlobalGetValueType(callee);
  unsigned n = LLVMCountParamTypes(fty);
  LLVMTypeRef *pt = xmalloc((n + 1) * sizeof *pt);
  LLVMValueRef *args = xmalloc((n + 1) * sizeof *args);
  LLVMGetParamTypes(fty, pt);
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef at = LLVMBuildStructGEP2(b, env_ty, LLVMGetParam(th, 0), i, "");
    args[i] = LLVMBuildLoad2(b, pt[i], at, "");
  }
  LLVMValueRef call = LLVMBuildCall2(b, fty, callee, args, n, "");
  LLVMSetInstructionCallConv(call, LLVMGetFunctionCallConv(callee));
  sim_copy_attrs(callee, NULL, call, n);
  LLVMBuildRetVoid(b);
  LLVMDisposeBuilder(b);
  free(pt);
  free(args);
  vec_push(&s->thunk_of, callee);
  vec_push(&s->thunk, th);
  return th;
}

/* A debug location for a new call in fn near `at` (NULL: none needed). */
static LLVMMetadataRef loc_near(LLVMValueRef fn, LLVMValueRef at) {
  LLVMMetadataRef loc = at ? LLVMInstructionGetDebugLoc(at) : NULL;
  if (loc || !LLVMGetSubprogram(fn)) return loc;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
       bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
         i = LLVMGetNextInstruction(i))
      if ((loc = LLVMInstructionGetDebugLoc(i))) return loc;
  return NULL;
}

static void spawn_call(Spawner *s, LLVMValueRef fn, LLVMValueRef call,
                       LLVMValueRef callee) {
  LLVMTypeRef fty = LLVMGlobalGetValueType(callee);
  unsigned n = LLVMCountParamTypes(fty);
  LLVMTypeRef *pt = xmalloc((n + 1) * sizeof *pt);
  LLVMGetParamTypes(fty, pt);
  LLVMTypeRef env_ty = LLVMStructTypeInContext(s->ctx, pt, n, 0);
  free(pt);
  LLVMValueRef thunk = make_thunk(s, callee, env_ty);

  LLVMBuilderRef b = s->b;
  LLVMPositionBuilderBefore(
      b, LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(fn)));
  LLVMSetCurrentDebugLocation2(b, NULL);
  LLVMValueRef env = LLVMBuildAlloca(b, env_ty, "hlsc.env");
  LLVMPositionBuilderBefore(b, call);
  LLVMSetCurrentDebugLocation2(b, loc_near(fn, call));
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef at = LLVMBuildStructGEP2(b, env_ty, env, i, "");
    LLVMBuildStore(b, LLVMGetOperand(call, i), at);
  }
  size_t len = 0;
  const char *name = LLVMGetValueName2(callee, &len);
  char *cname = xmalloc(len + 1);
  len = c_name_len(name, len);
  memcpy(cname, name, len);
  cname[len] = 0;
  LLVMValueRef a[3] = {thunk, env, LLVMBuildGlobalStringPtr(b, cname, "")};
  free(cname);
  LLVMBuildCall2(b, LLVMGlobalGetValueType(s->spawn), s->spawn, a, 3, "");
  LLVMInstructionEraseFromParent(call);
}

/* The calls of fn that become processes (after checking them). */
static bool collect_calls(Spawner *s, LLVMValueRef fn, const char *region,
                          ValVec *calls, Sbuf *err) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
       bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
         i = LLVMGetNextInstruction(i)) {
      if (!LLVMIsACallInst(i)) continue;
      LLVMValueRef callee = LLVMGetCalledValue(i);
      if (!LLVMIsAFunction(callee) || LLVMIsDeclaration(callee) ||
          LLVMGetIntrinsicID(callee) || callee == s->spawn ||
          callee == s->join)
        continue;
      size_t len = 0;
      const char *name = LLVMGetValueName2(callee, &len);
      if (LLVMIsFunctionVarArg(LLVMGlobalGetValueType(callee))) {
        sb_printf(err, "the dataflow region '%s' calls '%.*s', which takes "
                       "variable arguments: a process cannot",
                  region, (int)c_name_len(name, len), name);
        return false;
      }
      if (LLVMGetCalledFunctionType(i) != LLVMGlobalGetValueType(callee)) {
        sb_printf(err, "the dataflow region '%s' calls '%.*s' through a "
                       "prototype that does not match its definition",
                  region, (int)c_name_len(name, len), name);
        return false;
      }
      if (LLVMGetFirstUse(i)) {
        sb_printf(err, "the dataflow region '%s' uses the value returned by "
                       "'%.*s': a process does not return a value",
                  region, (int)c_name_len(name, len), name);
        return false;
      }
      vec_push(calls, i);
    }
  return true;
}

static bool spawn_region(Spawner *s, LLVMValueRef fn, const char *region,
                         Sbuf *err) {
  ValVec calls = {0}, rets = {0};
  bool ok = collect_calls(s, fn, region, &calls, err);
  for (size_t k = 0; ok && k < calls.len; k++)
    spawn_call(s, fn, calls.data[k], LLVMGetCalledValue(calls.data[k]));
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); ok && bb;
       bb = LLVMGetNextBasicBlock(bb)) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
    if (t && LLVMIsAReturnInst(t)) vec_push(&rets, t);
  }
  for (size_t k = 0; ok && k < rets.len; k++) {
    LLVMPositionBuilderBefore(s->b, rets.data[k]);
    LLVMSetCurrentDebugLocation2(s->b, loc_near(fn, rets.data[k]));
    LLVMBuildCall2(s->b, LLVMGlobalGetValueType(s->join), s->join, NULL, 0,
                   "");
  }
  vec_free(&calls);
  vec_free(&rets);
  return ok;
}

bool spawn_regions(LLVMModuleRef mod, const char *const *regions, size_t n,
                   Sbuf *err) {
  if (!n) return true;
  Spawner s = {.mod = mod, .ctx = LLVMGetModuleContext(mod)};
  LLVMTypeRef vd = LLVMVoidTypeInContext(s.ctx);
  LLVMTypeRef ptr = LLVMPointerTypeInContext(s.ctx, 0);
  LLVMTypeRef p3[] = {ptr, ptr, ptr};
  s.spawn = runtime_fn(mod, "hlsc_spawn_", LLVMFunctionType(vd, p3, 3, 0));
  s.join = runtime_fn(mod, "hlsc_join_", LLVMFunctionType(vd, NULL, 0, 0));
  s.b = LLVMCreateBuilderInContext(s.ctx);
  bool ok = true;
  ValVec done = {0};
  for (size_t i = 0; i < n && ok; i++) {
    LLVMValueRef fn = LLVMGetNamedFunction(mod, regions[i]);
    if (!fn || LLVMIsDeclaration(fn)) {
      sb_printf(err, "no definition of the dataflow region '%s' in the "
                     "testbench's files", regions[i]);
      ok = false;
      break;
    }
    bool seen = false;
    for (size_t k = 0; k < done.len; k++) seen |= done.data[k] == fn;
    if (seen) continue;
    vec_push(&done, fn);
    ok = spawn_region(&s, fn, regions[i], err);
  }
  LLVMDisposeBuilder(s.b);
  vec_free(&done);
  vec_free(&s.thunk_of);
  vec_free(&s.thunk);
  return ok;
}
