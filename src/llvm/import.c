/* import.c - the optimized top function -> HLS IR: blocks, PHIs, integer
 * instructions and terminators. Memory goes to memory.c, calls to calls.c.
 *
 * Blocks are created in LLVM's layout order (only those reachable from the
 * entry), but instructions are imported in reverse post-order, so every
 * operand is imported before its (dominated) use. PHI arguments are added
 * once every block exists. */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "dinfo.h"
#include "internal.h"

/* ---- operands ---- */

/* Integer constant expressions left after optimization come from
 * addresses (ptrtoint of a global); the hardware has no addresses. */
static ValId const_expr_value(Imp *im, LLVMValueRef v, unsigned w) {
  SrcLoc loc = {im->f->file, im->f->loc.line, 0};
  if (LLVMGetConstOpcode(v) == LLVMPtrToInt)
    diag_error(loc, "converting a pointer to an integer is not supported");
  else
    diag_error(loc, "unsupported constant expression in the optimized code");
  im->failed = true;
  return imp_const(im, w, 0);
}

ValId imp_value(Imp *im, LLVMValueRef v) {
  unsigned w = int_width(LLVMTypeOf(v));
  if (w == 0 || w > IR_MAX_WIDTH) {
    diag_error((SrcLoc){im->f->file, im->f->loc.line, 0},
               "integer operand of %u bits is not supported", w);
    im->failed = true;
    return imp_const(im, 1, 0);
  }
  if (LLVMIsUndef(v) || LLVMIsPoison(v)) return imp_const(im, w, 0);
  if (LLVMIsAConstantInt(v)) return imp_const_of(im, v, w);
  uint64_t bits;
  if (fe_float_bits(v, &bits)) return imp_const(im, w, bits);
  if (LLVMIsAConstantExpr(v)) return const_expr_value(im, v, w);
  Binding b;
  if (imp_lookup(im, v, &b) && b.obj < 0) return b.val;
  if (!im->failed) ICE("operand used before it was imported");
  return imp_const(im, w, 0);
}

static void bind_int(Imp *im, LLVMValueRef inst, ValId v, size_t nbefore) {
  imp_bind(im, inst, (Binding){v, -1, 0});
  Val *p = ir_val(im->f, v);
  if (v >= nbefore && !p->name && p->op != OP_CONST)
    p->name = imp_src_name(im, inst);
}

static bool fail(Imp *im, LLVMValueRef inst, const char *msg) {
  diag_error(fe_diag_loc(im, inst), "%s", msg);
  im->failed = true;
  return false;
}

/* ---- integer instructions ---- */

static Op binop(LLVMOpcode op) {
  switch (op) {
  case LLVMAdd: return OP_ADD;
  case LLVMSub: return OP_SUB;
  case LLVMMul: return OP_MUL;
  case LLVMUDiv: return OP_UDIV;
  case LLVMSDiv: return OP_SDIV;
  case LLVMURem: return OP_UREM;
  case LLVMSRem: return OP_SREM;
  case LLVMShl: return OP_SHL;
  case LLVMLShr: return OP_LSHR;
  case LLVMAShr: return OP_ASHR;
  case LLVMAnd: return OP_AND;
  case LLVMOr: return OP_OR;
  case LLVMXor: return OP_XOR;
  default: return OP_NOP;
  }
}

static Op cmpop(LLVMIntPredicate p) {
  switch (p) {
  case LLVMIntEQ: return OP_EQ;
  case LLVMIntNE: return OP_NE;
  case LLVMIntUGT: return OP_UGT;
  case LLVMIntUGE: return OP_UGE;
  case LLVMIntULT: return OP_ULT;
  case LLVMIntULE: return OP_ULE;
  case LLVMIntSGT: return OP_SGT;
  case LLVMIntSGE: return OP_SGE;
  case LLVMIntSLT: return OP_SLT;
  default: return OP_SLE;
  }
}

static bool is_ptr(LLVMValueRef v) {
  return LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMPointerTypeKind;
}

static bool import_icmp(Imp *im, LLVMValueRef inst, size_t nb) {
  if (is_ptr(LLVMGetOperand(inst, 0))) return mem_icmp_ptr(im, inst);
  ValId a = imp_value(im, LLVMGetOperand(inst, 0));
  ValId b = imp_value(im, LLVMGetOperand(inst, 1));
  Op op = cmpop(LLVMGetICmpPredicate(inst));
  bind_int(im, inst, imp_op(im, op, 1, a, b, fe_loc(im, inst)), nb);
  return true;
}

static bool import_cast(Imp *im, LLVMValueRef inst, LLVMOpcode op, size_t nb) {
  unsigned w = int_width(LLVMTypeOf(inst));
  ValId a = imp_value(im, LLVMGetOperand(inst, 0));
  SrcLoc loc = fe_loc(im, inst);
  ValId r;
  if (op == LLVMTrunc) r = imp_resize(im, a, w, false, loc);
  else r = imp_resize(im, a, w, op == LLVMSExt, loc);
  bind_int(im, inst, r, nb);
  return true;
}

/* (int)p - (int)q with p and q in the same object is the difference of
 * their offsets; any other use of a pointer's integer value would need an
 * address the hardware does not have. */
static bool is_ptrtoint(LLVMValueRef v) {
  if (LLVMIsAInstruction(v)) return LLVMGetInstructionOpcode(v) == LLVMPtrToInt;
  return LLVMIsAConstantExpr(v) && LLVMGetConstOpcode(v) == LLVMPtrToInt;
}

static bool is_ptr_diff(Imp *im, LLVMValueRef v) {
  if (!LLVMIsAInstruction(v) || LLVMGetInstructionOpcode(v) != LLVMSub)
    return false;
  LLVMValueRef a = LLVMGetOperand(v, 0), b = LLVMGetOperand(v, 1);
  if (!is_ptrtoint(a) || !is_ptrtoint(b)) return false;
  int oa = mem_object_of(im, LLVMGetOperand(a, 0));
  return oa >= 0 && oa == mem_object_of(im, LLVMGetOperand(b, 0));
}

static bool import_ptr_diff(Imp *im, LLVMValueRef inst, size_t nb) {
  SrcLoc loc = fe_loc(im, inst);
  Binding a, b;
  if (!mem_resolve(im, LLVMGetOperand(LLVMGetOperand(inst, 0), 0), loc, &a) ||
      !mem_resolve(im, LLVMGetOperand(LLVMGetOperand(inst, 1), 0), loc, &b))
    return im->failed = true, false;
  /* Offsets lie in [0, size]: one more bit holds their signed difference. */
  unsigned w = imp_width(im, a.val) + 1;
  ValId d = imp_op(im, OP_SUB, w, imp_resize(im, a.val, w, false, loc),
                   imp_resize(im, b.val, w, false, loc), loc);
  bind_int(im, inst, imp_resize(im, d, int_width(LLVMTypeOf(inst)), true, loc),
           nb);
  return true;
}

static bool import_ptrtoint(Imp *im, LLVMValueRef inst) {
  for (LLVMUseRef u = LLVMGetFirstUse(inst); u; u = LLVMGetNextUse(u))
    if (!is_ptr_diff(im, LLVMGetUser(u)))
      return fail(im, inst,
                  "converting a pointer to an integer is not supported (only "
                  "the difference of two pointers into the same array is)");
  /* Only the subtractions above use it, and they use the offsets. */
  imp_bind(im, inst,
           (Binding){imp_const(im, int_width(LLVMTypeOf(inst)), 0), -1, 0});
  return true;
}

static bool import_select(Imp *im, LLVMValueRef inst, size_t nb) {
  if (is_ptr(inst)) return mem_pointer(im, inst);
  ValId c = imp_value(im, LLVMGetOperand(inst, 0));
  ValId a = imp_value(im, LLVMGetOperand(inst, 1));
  ValId b = imp_value(im, LLVMGetOperand(inst, 2));
  bind_int(im, inst, imp_sel(im, c, a, b, fe_loc(im, inst)), nb);
  return true;
}

static bool import_freeze(Imp *im, LLVMValueRef inst) {
  LLVMValueRef a = LLVMGetOperand(inst, 0);
  Binding b;
  if (is_ptr(a)) {
    if (!mem_resolve(im, a, fe_loc(im, inst), &b)) return im->failed = true, false;
  } else {
    b = (Binding){imp_value(im, a), -1, 0};
  }
  imp_bind(im, inst, b);
  return true;
}

static bool import_phi(Imp *im, LLVMValueRef inst) {
  if (is_ptr(inst)) return mem_pointer(im, inst);
  unsigned w = int_width(LLVMTypeOf(inst));
  if (w == 0 || w > IR_MAX_WIDTH)
    return fail(im, inst, "only integer and pointer values are supported");
  ValId p = ir_phi(im->f, im->cur, w, fe_loc(im, inst));
  ir_val(im->f, p)->name = imp_src_name(im, inst);
  imp_bind(im, inst, (Binding){p, -1, 0});
  return true;
}

/* ---- terminators ---- */

static uint32_t block_of(Imp *im, LLVMBasicBlockRef bb) {
  uint32_t b;
  if (!ptrmap_get(&im->bmap, bb, &b)) ICE("branch to a block not imported");
  return b;
}

static void term_ret(Imp *im, LLVMValueRef inst) {
  ValId v = IR_NOVAL;
  if (LLVMGetNumOperands(inst) > 0)
    v = imp_resize(im, imp_value(im, LLVMGetOperand(inst, 0)),
                   im->f->ret_width, false, fe_loc(im, inst));
  ir_term_ret(im->f, im->cur, v, fe_loc(im, inst));
}

/* Reaching `unreachable` is undefined behaviour in C; returning is as good
 * as anything and keeps the FSM well-formed. */
static void term_unreachable(Imp *im, LLVMValueRef inst) {
  unsigned w = im->f->ret_width;
  ir_term_ret(im->f, im->cur, w ? imp_const(im, w, 0) : IR_NOVAL,
              fe_loc(im, inst));
}

/* The loop's name for the reports: the position of its for/while/do
 * (clang's llvm.loop start location, not the branch's, which may be the
 * body's or a macro's line), its C label, its LOOP_TRIPCOUNT. */
static void loop_name(Imp *im, LLVMValueRef md, Block *bl) {
  SrcLoc at;
  if (!directive_loop_start(im, md, &at)) return;
  bl->loop_loc = at;
  const char *label = pragma_label(im->pr, at);
  bl->loop_label = label ? arena_strdup(&im->f->arena, label) : NULL;
  for (size_t i = 0; im->pr && i < im->pr->trips.len; i++) {
    const LoopTrip *t = &im->pr->trips.data[i];
    if (t->at.line == at.line && t->at.col == at.col &&
        fe_same_file(t->at.file, at.file) && t->speculate) {
      bl->spec_want = true;
    } else if (t->at.line == at.line && t->at.col == at.col &&
               fe_same_file(t->at.file, at.file)) {
      bl->trip_min = t->min;
      bl->trip_max = t->max;
      bl->trip_avg = t->avg;
    }
  }
}

/* `#pragma clang loop pipeline(disable)` and
 * `pipeline_initiation_interval(N)` arrive as llvm.loop metadata on the
 * loop's back-edge branch; they go to the block that branch ends. */
static void loop_hints(Imp *im, LLVMValueRef inst) {
  unsigned kind = LLVMGetMDKindIDInContext(im->ctx, "llvm.loop", 9);
  LLVMValueRef md = LLVMGetMetadata(inst, kind);
  if (!md || !LLVMIsAMDNode(md)) return;
  unsigned n = LLVMGetMDNodeNumOperands(md);
  LLVMValueRef *ops = xmalloc((n ? n : 1) * sizeof *ops);
  LLVMGetMDNodeOperands(md, ops);
  Block *bl = &im->f->blocks.data[im->cur];
  loop_name(im, md, bl);
  for (unsigned i = 0; i < n; i++) {
    if (!ops[i] || !LLVMIsAMDNode(ops[i]) || ops[i] == md) continue;
    unsigned k = LLVMGetMDNodeNumOperands(ops[i]);
    if (k != 2) continue;
    LLVMValueRef kv[2];
    LLVMGetMDNodeOperands(ops[i], kv);
    unsigned len = 0;
    const char *name = kv[0] ? LLVMGetMDString(kv[0], &len) : NULL;
    if (!name || !kv[1] || !LLVMIsAConstantInt(kv[1])) continue;
    uint64_t x = LLVMConstIntGetZExtValue(kv[1]);
    if (len == 26 && !strncmp(name, "llvm.loop.pipeline.disable", 26) && x)
      bl->pipeline_off = true;
    else if (len == 37 &&
             !strncmp(name, "llvm.loop.pipeline.initiationinterval", 37))
      bl->pipeline_ii = x > UINT32_MAX ? UINT32_MAX : (uint32_t)x;
  }
  free(ops);
}

static void term_br(Imp *im, LLVMValueRef inst) {
  SrcLoc loc = fe_loc(im, inst);
  loop_hints(im, inst);
  if (!LLVMIsConditional(inst)) {
    ir_term_br(im->f, im->cur, block_of(im, LLVMGetSuccessor(inst, 0)), loc);
    return;
  }
  ValId c = imp_value(im, LLVMGetCondition(inst));
  uint32_t t = block_of(im, LLVMGetSuccessor(inst, 0));
  uint32_t e = block_of(im, LLVMGetSuccessor(inst, 1));
  /* A constant condition still keeps both edges: dropping one could leave
   * a block unreachable, and pass_dce is the one that removes blocks. */
  if (t == e) {
    ir_term_br(im->f, im->cur, t, loc);
    return;
  }
  ir_term_cbr(im->f, im->cur, c, t, e, loc);
}

static bool term_switch(Imp *im, LLVMValueRef inst) {
  if (ir_width_wide(int_width(LLVMTypeOf(LLVMGetOperand(inst, 0)))))
    return fail(im, inst, "a switch on an integer wider than 64 bits is not "
                          "supported (compare it with if/else)");
  ValId sel = imp_value(im, LLVMGetOperand(inst, 0));
  unsigned n = LLVMGetNumSuccessors(inst) - 1;
  uint64_t *cases = xcalloc(n + 1, sizeof *cases);
  uint32_t *targets = xcalloc(n + 1, sizeof *targets);
  uint32_t deflt = block_of(im, LLVMGetSwitchDefaultDest(inst)), k = 0;
  for (unsigned i = 0; i < n; i++) {
    /* Operands: condition, default, then (value, destination) pairs. */
    LLVMValueRef cv = LLVMGetOperand(inst, 2 + 2 * i);
    uint32_t t = block_of(im, LLVMGetSuccessor(inst, i + 1));
    if (t == deflt) continue; /* same edge as the default: redundant */
    cases[k] = LLVMConstIntGetZExtValue(cv);
    targets[k++] = t;
  }
  SrcLoc loc = fe_loc(im, inst);
  if (k == 0) ir_term_br(im->f, im->cur, deflt, loc);
  else ir_term_switch(im->f, im->cur, sel, deflt, k, cases, targets, loc);
  free(cases);
  free(targets);
  return true;
}

/* ---- instruction dispatch ---- */

static bool import_term(Imp *im, LLVMValueRef inst, LLVMOpcode op) {
  switch (op) {
  case LLVMRet: term_ret(im, inst); return true;
  case LLVMBr: term_br(im, inst); return true;
  case LLVMSwitch: return term_switch(im, inst);
  case LLVMUnreachable: term_unreachable(im, inst); return true;
  default: return fail(im, inst, "unsupported control flow in the optimized code");
  }
}

static bool import_binop(Imp *im, LLVMValueRef inst, Op op, size_t nb) {
  unsigned w = int_width(LLVMTypeOf(inst));
  if (w == 0 || w > IR_MAX_WIDTH)
    return fail(im, inst, "only integer arithmetic up to 1024 bits is "
                          "supported");
  if (w > MAX_DIV_WIDTH && (op == OP_UDIV || op == OP_SDIV ||
                            op == OP_UREM || op == OP_SREM))
    return fail(im, inst, "division and remainder of integers wider than "
                          "128 bits are not supported");
  ValId a = imp_value(im, LLVMGetOperand(inst, 0));
  ValId b = imp_value(im, LLVMGetOperand(inst, 1));
  ValId args[2] = {a, b};
  /* No folding here: the op keeps its own name and position. */
  ValId r = ir_add(im->f, im->cur, op, w, 2, args, fe_loc(im, inst));
  bind_int(im, inst, r, nb);
  return true;
}

static bool import_inst(Imp *im, LLVMValueRef inst) {
  LLVMOpcode op = LLVMGetInstructionOpcode(inst);
  size_t nb = im->f->vals.len;
  if (imp_lookup(im, inst, NULL)) return true; /* bound by an earlier call */
  if (LLVMIsATerminatorInst(inst)) return import_term(im, inst, op);
  Op bop = binop(op);
  if (bop == OP_SUB && is_ptr_diff(im, inst))
    return import_ptr_diff(im, inst, nb);
  if (bop != OP_NOP) return import_binop(im, inst, bop, nb);
  switch (op) {
  case LLVMICmp: return import_icmp(im, inst, nb);
  case LLVMSelect: return import_select(im, inst, nb);
  case LLVMPHI: return import_phi(im, inst);
  case LLVMZExt:
  case LLVMSExt:
  case LLVMTrunc: return import_cast(im, inst, op, nb);
  case LLVMFreeze: return import_freeze(im, inst);
  case LLVMBitCast: /* float <-> integer of its width: the same bits */
    bind_int(im, inst, imp_value(im, LLVMGetOperand(inst, 0)), nb);
    return true;
  case LLVMAlloca: return true; /* objects come from mem_collect */
  case LLVMGetElementPtr: return mem_pointer(im, inst);
  case LLVMLoad: return mem_load(im, inst);
  case LLVMStore: return mem_store(im, inst);
  case LLVMCall: return call_import(im, inst);
  case LLVMPtrToInt: return import_ptrtoint(im, inst);
  case LLVMIntToPtr:
    return fail(im, inst, "converting an integer to a pointer is not supported");
  default:
    return fail(im, inst, "unsupported operation in the optimized code (only "
                          "integer arithmetic, arrays and structs are "
                          "supported)");
  }
}

/* ---- CFG order ---- */

typedef struct Cfg {
  LLVMBasicBlockRef *bbs; /* layout order */
  unsigned n;
  PtrMap idx;             /* block -> layout index */
  unsigned *rpo, nrpo;    /* reachable blocks, reverse post-order */
  bool *reach;
} Cfg;

static unsigned bb_index(Cfg *g, LLVMBasicBlockRef bb) {
  uint32_t i;
  if (!ptrmap_get(&g->idx, bb, &i)) ICE("successor outside the function");
  return i;
}

/* Iterative DFS: designs with long unrolled chains must not overflow the
 * C stack. */
static void cfg_order(Cfg *g) {
  unsigned *stack = xcalloc(g->n, sizeof *stack);
  unsigned *next = xcalloc(g->n, sizeof *next);
  unsigned *post = xcalloc(g->n, sizeof *post);
  unsigned sp = 0, np = 0;
  g->reach = xcalloc(g->n, sizeof *g->reach);
  stack[sp++] = 0;
  g->reach[0] = true;
  while (sp) {
    unsigned b = stack[sp - 1];
    LLVMValueRef t = LLVMGetBasicBlockTerminator(g->bbs[b]);
    unsigned ns = t ? LLVMGetNumSuccessors(t) : 0;
    if (next[b] < ns) {
      unsigned s = bb_index(g, LLVMGetSuccessor(t, next[b]++));
      if (!g->reach[s]) {
        g->reach[s] = true;
        stack[sp++] = s;
      }
      continue;
    }
    post[np++] = b;
    sp--;
  }
  g->rpo = xcalloc(np, sizeof *g->rpo);
  for (unsigned i = 0; i < np; i++) g->rpo[i] = post[np - 1 - i];
  g->nrpo = np;
  free(stack);
  free(next);
  free(post);
}

static bool entry_has_preds(Cfg *g) {
  for (unsigned b = 0; b < g->n; b++) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(g->bbs[b]);
    if (!g->reach[b] || !t) continue;
    for (unsigned i = 0; i < LLVMGetNumSuccessors(t); i++)
      if (LLVMGetSuccessor(t, i) == g->bbs[0]) return true;
  }
  return false;
}

static void make_blocks(Imp *im, Cfg *g) {
  g->n = LLVMCountBasicBlocks(im->fn);
  g->bbs = xcalloc(g->n, sizeof *g->bbs);
  LLVMGetBasicBlocks(im->fn, g->bbs);
  for (unsigned i = 0; i < g->n; i++) ptrmap_put(&g->idx, g->bbs[i], i);
  cfg_order(g);
  bool fresh = entry_has_preds(g);
  if (fresh) ir_block_new(im->f, "entry");
  for (unsigned i = 0; i < g->n; i++) {
    if (!g->reach[i]) continue;
    const char *name = imp_src_name(im, LLVMBasicBlockAsValue(g->bbs[i]));
    uint32_t b = ir_block_new(im->f, name);
    ptrmap_put(&im->bmap, g->bbs[i], b);
    ptrmap_put(&im->bexit, g->bbs[i], b);
  }
  if (fresh) ir_term_br(im->f, 0, 1, im->f->loc);
}

static void cfg_free(Cfg *g) {
  free(g->bbs);
  free(g->rpo);
  free(g->reach);
  ptrmap_free(&g->idx);
}

/* ---- PHI arguments ---- */

static bool has_pred(const Val *p, uint32_t pred) {
  for (uint32_t i = 0; i < p->nargs; i++)
    if (p->phi_blocks[i] == pred) return true;
  return false;
}

static bool phi_args(Imp *im, LLVMValueRef phi) {
  if (is_ptr(phi)) return mem_pointer_phi_args(im, phi);
  Binding b;
  if (!imp_lookup(im, phi, &b)) ICE("phi not imported");
  for (unsigned i = 0; i < LLVMCountIncoming(phi); i++) {
    uint32_t pred;
    if (!ptrmap_get(&im->bexit, LLVMGetIncomingBlock(phi, i), &pred)) continue;
    if (has_pred(ir_val(im->f, b.val), pred)) continue;
    im->cur = pred; /* constant expressions are computed on the edge */
    ValId v = imp_value(im, LLVMGetIncomingValue(phi, i));
    ir_phi_add(im->f, b.val, pred, v);
  }
  return !im->failed;
}

static bool import_blocks(Imp *im, Cfg *g) {
  for (unsigned k = 0; k < g->nrpo; k++) {
    LLVMBasicBlockRef bb = g->bbs[g->rpo[k]];
    im->cur = block_of(im, bb);
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
         i = LLVMGetNextInstruction(i))
      if (!import_inst(im, i)) return false;
    ptrmap_put(&im->bexit, bb, im->cur);
  }
  for (unsigned k = 0; k < g->nrpo; k++) {
    LLVMBasicBlockRef bb = g->bbs[g->rpo[k]];
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i && LLVMIsAPHINode(i);
         i = LLVMGetNextInstruction(i))
      if (!phi_args(im, i)) return false;
  }
  return true;
}

/* ---- the function ---- */

static bool ret_signed(LLVMValueRef fn, unsigned w) {
  if (w <= 1) return false;
  unsigned zext = LLVMGetEnumAttributeKindForName("zeroext", 7);
  if (LLVMGetEnumAttributeAtIndex(fn, LLVMAttributeReturnIndex, zext))
    return false;
  return true;
}

static bool setup_func(Imp *im) {
  im->f = ir_func_new(fe_name(im->fn));
  im->f->uses_libm = im->uses_libm;
  Func *f = im->f;
  f->file = arena_strdup(&f->arena, im->input);
  LLVMMetadataRef sp = LLVMGetSubprogram(im->fn);
  f->loc = (SrcLoc){f->file, sp ? LLVMDISubprogramGetLine(sp) : 0, 0};
  LLVMTypeRef rt = LLVMGetReturnType(LLVMGlobalGetValueType(im->fn));
  /* clang returns a large struct through a hidden first parameter (sret),
   * a small one as a pair of integers or as one integer holding its bytes
   * (only the debug info tells that one from an integer): all are a struct
   * returned by value, which has no port to go to. */
  unsigned sret = LLVMGetEnumAttributeKindForName("sret", 4);
  if ((LLVMCountParams(im->fn) &&
       LLVMGetEnumAttributeAtIndex(im->fn, 1, sret)) ||
      LLVMGetTypeKind(rt) == LLVMStructTypeKind ||
      di_returns_record(im->ctx, im->fn)) {
    diag_error(f->loc, "a top function cannot return a struct by value; "
                       "return an integer, or write the fields to an array "
                       "parameter or a global");
    return false;
  }
  if (LLVMGetTypeKind(rt) != LLVMVoidTypeKind) {
    unsigned w = int_width(rt);
    if (w == 0 || w > IR_MAX_WIDTH) {
      diag_error(f->loc, "the top function must return void or an integer "
                         "of at most %d bits", IR_MAX_WIDTH);
      return false;
    }
    if (im->ret_c_width && im->ret_c_width < w) w = im->ret_c_width;
    f->ret_width = (uint16_t)w;
    f->ret_float = LLVMGetTypeKind(rt) == LLVMFloatTypeKind ||
                   LLVMGetTypeKind(rt) == LLVMDoubleTypeKind;
    f->ret_signed = !f->ret_float && ret_signed(im->fn, w);
  }
  if (!im->td) im->td = LLVMCreateTargetData(LLVMGetDataLayoutStr(im->mod));
  return true;
}

Func *import_top(Imp *im) {
  Cfg g = {0};
  bool ok = setup_func(im);
  if (ok) {
    make_blocks(im, &g);
    ok = ports_setup(im) && mem_collect(im) && import_blocks(im, &g) &&
         !im->failed;
  }
  cfg_free(&g);
  free(im->cents);
  vec_free(&im->fsets);
  im->cents = NULL;
  im->ccap = im->clen = 0;
  if (!ok || diag_errors()) {
    im->failed = true;
    ir_func_free(im->f);
    im->f = NULL;
    return NULL;
  }
  ir_fill_preds(im->f);
  return im->f;
}
