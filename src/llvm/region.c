/* region.c - finds a dataflow region: a function whose body declares
 * static local streams and does nothing but call functions (processes),
 * passing them its parameters, constants and those streams.
 *
 * The test runs on clang's unoptimized module, before anything is inlined:
 * a function that names one of its own static local streams (clang calls
 * the global `fn.var`; hlsc.h gives every stream type a member of type
 * `struct hlsc_stream_tag_`) is a region candidate. The candidate is then
 * read on a copy of the module cleaned by SROA (parameters out of their
 * stack slots), early CSE and SimplifyCFG, where its body must be one
 * block of process calls and `ret void`; anything else in it is a located
 * error, because it is plainly meant as a region. A function without
 * static local streams is no region: its calls are inlined as before. */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Transforms/PassBuilder.h>

#include "frontend.h"
#include "internal.h"

void fe_region_free(FeRegion *r) {
  for (size_t i = 0; i < r->procs.len; i++) vec_free(&r->procs.data[i].args);
  vec_free(&r->procs);
  vec_free(&r->chans);
  vec_free(&r->params);
  arena_free(&r->arena);
  memset(r, 0, sizeof *r);
}

/* A struct type whose first member is hlsc.h's stream tag. */
static bool is_stream_type(LLVMTypeRef t) {
  if (LLVMGetTypeKind(t) != LLVMStructTypeKind || !LLVMCountStructElementTypes(t))
    return false;
  LLVMTypeRef e = LLVMStructGetTypeAtIndex(t, 0);
  if (LLVMGetTypeKind(e) != LLVMStructTypeKind || LLVMIsLiteralStruct(e))
    return false;
  const char *n = LLVMGetStructName(e);
  return n && !strncmp(n, "struct.hlsc_stream_tag_", 23);
}

/* The variable's name when g is a static local of fn (clang: "fn.var"). */
static const char *static_local(LLVMValueRef fn, LLVMValueRef g) {
  if (!g || !LLVMIsAGlobalVariable(g)) return NULL;
  const char *fname = fe_name(fn), *gname = fe_name(g);
  size_t n = strlen(fname);
  if (strncmp(gname, fname, n) || gname[n] != '.') return NULL;
  return gname + n + 1;
}

static bool is_stream_local(LLVMValueRef fn, LLVMValueRef g) {
  return static_local(fn, g) && is_stream_type(LLVMGlobalGetValueType(g));
}

bool fe_region_candidate(LLVMValueRef fn) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
       bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
         i = LLVMGetNextInstruction(i))
      for (int k = 0; k < LLVMGetNumOperands(i); k++)
        if (is_stream_local(fn, LLVMGetOperand(i, k))) return true;
  return false;
}

/* One of hlsc.h's stream helpers (NAME_read, ...): an always-inline
 * function that calls __hlsc_stream_*. */
static bool is_stream_helper(LLVMValueRef callee) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(callee); bb;
       bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
         i = LLVMGetNextInstruction(i)) {
      if (!LLVMIsACallInst(i)) continue;
      LLVMValueRef c = LLVMGetCalledValue(i);
      if (c && LLVMIsAFunction(c) && !strncmp(fe_name(c), "__hlsc_stream_", 14))
        return true;
    }
  return false;
}

static const char *copy(FeRegion *r, const char *s) {
  return arena_strdup(&r->arena, s);
}

static uint32_t chan_of(FeRegion *r, Imp *im, LLVMValueRef fn,
                        LLVMValueRef g) {
  const char *name = static_local(fn, g);
  for (uint32_t i = 0; i < r->chans.len; i++)
    if (!strcmp(r->chans.data[i].name, name)) return i;
  FeChan c = {copy(r, name), fe_loc(im, g), 0, false};
  vec_push(&r->chans, c);
  return (uint32_t)r->chans.len - 1;
}

/* One argument of a process call; false after a located error. */
static bool read_arg(FeRegion *r, Imp *im, LLVMValueRef fn, LLVMValueRef call,
                     LLVMValueRef a, FeProc *p) {
  FeArg x = {0};
  SrcLoc at = fe_diag_loc(im, call);
  unsigned np = LLVMCountParams(fn);
  for (unsigned k = 0; k < np; k++)
    if (LLVMGetParam(fn, k) == a) {
      x.kind = FE_ARG_PARAM, x.index = k;
      vec_push(&p->args, x);
      return true;
    }
  if (LLVMIsAConstantInt(a)) {
    x.kind = FE_ARG_CONST;
    x.width = LLVMGetIntTypeWidth(LLVMTypeOf(a));
    x.value = LLVMConstIntGetZExtValue(a);
    vec_push(&p->args, x);
    return true;
  }
  if (is_stream_local(fn, a)) {
    x.kind = FE_ARG_CHAN, x.index = chan_of(r, im, fn, a);
    vec_push(&p->args, x);
    return true;
  }
  if (LLVMIsAAllocaInst(a) && is_stream_type(LLVMGetAllocatedType(a))) {
    diag_error(fe_diag_loc(im, a), "stream '%s' of dataflow region '%s' must "
               "be static: a region's streams are its FIFO channels",
               fe_name(a), fe_name(fn));
    return false;
  }
  if (static_local(fn, a)) {
    diag_error(at, "'%s' is passed to process '%s' of dataflow region '%s': "
               "only static local streams can join processes (an array "
               "shared by processes is not supported yet)",
               static_local(fn, a), p->callee, fe_name(fn));
    return false;
  }
  diag_error(at, "argument %u of process '%s' in dataflow region '%s' must "
             "be a parameter of the region, a constant or one of its static "
             "local streams", (unsigned)p->args.len + 1, p->callee,
             fe_name(fn));
  return false;
}

static bool read_call(FeRegion *r, Imp *im, LLVMValueRef fn, LLVMValueRef i) {
  LLVMValueRef callee = LLVMGetCalledValue(i);
  SrcLoc at = fe_diag_loc(im, i);
  if (!callee || !LLVMIsAFunction(callee)) {
    diag_error(at, "dataflow region '%s' calls through a function pointer: "
               "a process must be a named function", fe_name(fn));
    return false;
  }
  if (LLVMIsDeclaration(callee)) {
    diag_error(at, "dataflow region '%s' calls '%s', which has no body here: "
               "a region may only call its processes", fe_name(fn),
               fe_name(callee));
    return false;
  }
  if (is_stream_helper(callee)) {
    diag_error(at, "dataflow region '%s' uses a stream itself ('%s'): only "
               "its processes may read or write streams", fe_name(fn),
               fe_name(callee));
    return false;
  }
  if (LLVMGetFirstUse(i)) {
    diag_error(at, "the result of process '%s' is used in dataflow region "
               "'%s': a process returns nothing to its region",
               fe_name(callee), fe_name(fn));
    return false;
  }
  FeProc p = {copy(r, fe_name(callee)), at, {0}};
  unsigned n = LLVMGetNumArgOperands(i);
  for (unsigned k = 0; k < n; k++)
    if (!read_arg(r, im, fn, i, LLVMGetOperand(i, k), &p)) {
      vec_free(&p.args);
      return false;
    }
  vec_push(&r->procs, p);
  return true;
}

static bool skipped(LLVMValueRef i) {
  if (LLVMIsADbgInfoIntrinsic(i)) return true;
  if (!LLVMIsACallInst(i)) return false;
  LLVMValueRef c = LLVMGetCalledValue(i);
  return c && LLVMIsAFunction(c) && fe_is_intrinsic(c);
}

/* Reads the cleaned body of fn; false after a located error. */
static bool read_body(FeRegion *r, Imp *im, LLVMValueRef fn) {
  LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn);
  for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
       i = LLVMGetNextInstruction(i))
    if (LLVMIsAAllocaInst(i) && is_stream_type(LLVMGetAllocatedType(i))) {
      diag_error(fe_diag_loc(im, i), "stream '%s' of dataflow region '%s' "
                 "must be static: a region's streams are its FIFO channels",
                 fe_name(i), fe_name(fn));
      return false;
    }
  if (LLVMGetNextBasicBlock(bb)) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
    diag_error(fe_diag_loc(im, t), "dataflow region '%s' has control flow: "
               "a region (a function with static local streams) may only "
               "call its processes; move the loop or branch into a process",
               fe_name(fn));
    return false;
  }
  for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
       i = LLVMGetNextInstruction(i)) {
    if (skipped(i)) continue;
    if (LLVMIsACallInst(i)) {
      if (!read_call(r, im, fn, i)) return false;
      continue;
    }
    if (LLVMIsAReturnInst(i)) {
      r->end_line = fe_loc(im, i).line;
      if (LLVMGetNumOperands(i)) {
        diag_error(fe_diag_loc(im, i), "dataflow region '%s' returns a "
                   "value: a region returns nothing", fe_name(fn));
        return false;
      }
      continue;
    }
    diag_error(fe_diag_loc(im, i), "dataflow region '%s' computes in its "
               "own body: a region (a function with static local streams) "
               "may only call its processes; move this into a process",
               fe_name(fn));
    return false;
  }
  if (!r->procs.len) {
    diag_error(fe_loc(im, fn), "dataflow region '%s' calls no process",
               fe_name(fn));
    return false;
  }
  return true;
}

/* ---- state shared between processes ---- */

/* Whether the program may write global g: some use of it (through
 * address arithmetic) is not a load. */
static bool written_through(LLVMValueRef v, unsigned depth) {
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (LLVMIsALoadInst(user)) continue;
    bool addr = LLVMIsAGetElementPtrInst(user) ||
                (LLVMIsAConstantExpr(user) &&
                 LLVMGetConstOpcode(user) == LLVMGetElementPtr);
    if (addr && depth < 8 && !written_through(user, depth + 1)) continue;
    if (LLVMIsADbgInfoIntrinsic(user)) continue;
    return true;
  }
  return false;
}

typedef VEC(LLVMValueRef) Values;

static bool listed(const Values *vs, LLVMValueRef v) {
  for (size_t i = 0; i < vs->len; i++)
    if (vs->data[i] == v) return true;
  return false;
}

static void note_operand(LLVMValueRef op, Values *fns, Values *globs,
                         unsigned depth);

/* The globals f's code names, and the functions it calls, transitively
 * (fns: the functions seen). */
static void globals_of(LLVMValueRef f, Values *fns, Values *globs) {
  if (listed(fns, f) || LLVMIsDeclaration(f)) return;
  vec_push(fns, f);
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
       bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
         i = LLVMGetNextInstruction(i))
      for (int k = 0; k < LLVMGetNumOperands(i); k++)
        note_operand(LLVMGetOperand(i, k), fns, globs, 0);
}

static void note_operand(LLVMValueRef op, Values *fns, Values *globs,
                         unsigned depth) {
  if (!op) return;
  if (LLVMIsAGlobalVariable(op)) {
    if (!listed(globs, op)) vec_push(globs, op);
  } else if (LLVMIsAFunction(op)) {
    globals_of(op, fns, globs);
  } else if (LLVMIsAConstantExpr(op) && depth < 8) {
    for (int k = 0; k < LLVMGetNumOperands(op); k++)
      note_operand(LLVMGetOperand(op, k), fns, globs, depth + 1);
  }
}

/* In hardware every process has its own copy of the variables it uses;
 * natively they share them. A variable the program writes and two
 * processes use (two calls of one function included) is refused. */
static bool check_shared(FeRegion *r, Imp *im, LLVMValueRef fn) {
  size_t np = r->procs.len;
  Values *globs = xcalloc(np + 1, sizeof *globs);
  bool ok = true;
  for (size_t i = 0; i < np && ok; i++) {
    Values fns = {0};
    LLVMValueRef callee = LLVMGetNamedFunction(im->mod, r->procs.data[i].callee);
    if (callee) globals_of(callee, &fns, &globs[i]);
    vec_free(&fns);
    for (size_t k = 0; k < globs[i].len && ok; k++) {
      LLVMValueRef g = globs[i].data[k];
      if (LLVMIsGlobalConstant(g) || !written_through(g, 0)) continue;
      for (size_t j = 0; j < i && ok; j++) {
        if (!listed(&globs[j], g)) continue;
        /* clang names a static local FUNC.VAR */
        const char *gn = fe_name(g), *dot = strchr(gn, '.');
        diag_error(r->procs.data[i].loc, "processes '%s' and '%s' of "
                   "dataflow region '%s' both use '%s'%s%.*s%s, which the "
                   "program writes: in hardware each process has its own "
                   "copy; pass data between processes through streams",
                   r->procs.data[j].callee, r->procs.data[i].callee,
                   fe_name(fn), dot ? dot + 1 : gn, dot ? " (static in " : "",
                   dot ? (int)(dot - gn) : 0, gn, dot ? ")" : "");
        ok = false;
      }
    }
  }
  for (size_t i = 0; i < np; i++) vec_free(&globs[i]);
  free(globs);
  return ok;
}

static void read_params(FeRegion *r, LLVMValueRef fn) {
  unsigned np = LLVMCountParams(fn);
  for (unsigned k = 0; k < np; k++) {
    LLVMValueRef a = LLVMGetParam(fn, k);
    LLVMTypeRef t = LLVMTypeOf(a);
    FeParam p = {copy(r, fe_name(a)),
                 LLVMGetTypeKind(t) == LLVMPointerTypeKind,
                 LLVMGetTypeKind(t) == LLVMIntegerTypeKind
                     ? LLVMGetIntTypeWidth(t)
                     : 0};
    vec_push(&r->params, p);
  }
}

int fe_region_find(Imp *im, LLVMValueRef fn, FeRegion *r) {
  memset(r, 0, sizeof *r);
  if (!fe_region_candidate(fn)) return 0;
  const char *name = fe_name(fn);
  r->name = copy(r, name);
  r->loc = fe_loc(im, fn);
  LLVMModuleRef clone = LLVMCloneModule(im->mod);
  LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
  LLVMErrorRef e = LLVMRunPasses(
      clone, "function(sroa,early-cse,instsimplify,simplifycfg)", NULL, po);
  LLVMDisposePassBuilderOptions(po);
  int rc = 1;
  if (e) {
    char *msg = LLVMGetErrorMessage(e);
    diag_error(r->loc, "internal compiler error: LLVM passes: %s", msg);
    LLVMDisposeErrorMessage(msg);
    rc = -1;
  } else {
    LLVMValueRef cfn = LLVMGetNamedFunction(clone, name);
    read_params(r, cfn);
    Imp sub = *im;
    sub.mod = clone;
    if (!read_body(r, &sub, cfn) || !check_shared(r, &sub, cfn)) rc = -1;
  }
  LLVMDisposeModule(clone);
  return rc;
}
