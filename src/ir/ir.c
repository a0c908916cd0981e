/* ir.c - building HLS IR functions. */
#include "ir.h"

#include <stdlib.h>
#include <string.h>

const OpInfo ir_op_info[OP_COUNT] = {
#define X(name, text, nargs, res, flags) {text, nargs, res, flags},
    IR_OPS(X)
#undef X
};

Func *ir_func_new(const char *name) {
  Func *f = xcalloc(1, sizeof *f);
  f->name = arena_strdup(&f->arena, name);
  f->hw_name = f->name;
  return f;
}

void ir_func_free(Func *f) {
  if (!f) return;
  for (size_t i = 0; i < f->blocks.len; i++) {
    vec_free(&f->blocks.data[i].ops);
    vec_free(&f->blocks.data[i].preds);
  }
  vec_free(&f->vals);
  vec_free(&f->blocks);
  vec_free(&f->mems);
  vec_free(&f->prints);
  vec_free(&f->ports);
  vec_free(&f->guards);
  vec_free(&f->splits);
  vec_free(&f->narrowed);
  arena_free(&f->arena);
  free(f);
}

Func *ir_clone(const Func *f) {
  Func *g = xcalloc(1, sizeof *g);
  g->name = f->name;
  g->file = f->file;
  g->loc = f->loc;
  g->ret_width = f->ret_width;
  g->ret_signed = f->ret_signed;
  g->ret_float = f->ret_float;
  for (size_t i = 0; i < f->vals.len; i++) {
    Val v = f->vals.data[i];
    if (v.nargs) v.args = arena_dup(&g->arena, v.args, v.nargs * sizeof *v.args);
    if (v.phi_blocks)
      v.phi_blocks =
          arena_dup(&g->arena, v.phi_blocks, v.nargs * sizeof *v.phi_blocks);
    vec_push(&g->vals, v);
  }
  for (size_t b = 0; b < f->blocks.len; b++) {
    const Block *fb = &f->blocks.data[b];
    Block nb = *fb;
    memset(&nb.ops, 0, sizeof nb.ops);
    memset(&nb.preds, 0, sizeof nb.preds);
    for (size_t i = 0; i < fb->ops.len; i++) vec_push(&nb.ops, fb->ops.data[i]);
    for (size_t i = 0; i < fb->preds.len; i++)
      vec_push(&nb.preds, fb->preds.data[i]);
    if (nb.term.nsuccs)
      nb.term.succs = arena_dup(&g->arena, nb.term.succs,
                                nb.term.nsuccs * sizeof *nb.term.succs);
    if (nb.term.cases && nb.term.nsuccs > 1)
      nb.term.cases = arena_dup(&g->arena, nb.term.cases,
                                (nb.term.nsuccs - 1) * sizeof *nb.term.cases);
    vec_push(&g->blocks, nb);
  }
  for (size_t i = 0; i < f->mems.len; i++) vec_push(&g->mems, f->mems.data[i]);
  for (size_t i = 0; i < f->prints.len; i++)
    vec_push(&g->prints, f->prints.data[i]);
  for (size_t i = 0; i < f->ports.len; i++)
    vec_push(&g->ports, f->ports.data[i]);
  for (size_t i = 0; i < f->guards.len; i++)
    vec_push(&g->guards, f->guards.data[i]);
  for (size_t i = 0; i < f->splits.len; i++)
    vec_push(&g->splits, f->splits.data[i]);
  for (size_t i = 0; i < f->narrowed.len; i++)
    vec_push(&g->narrowed, f->narrowed.data[i]);
  return g;
}

uint32_t ir_block_new(Func *f, const char *name) {
  Block b = {0};
  b.name = arena_strdup(&f->arena, name);
  b.term.arg = IR_NOVAL;
  vec_push(&f->blocks, b);
  return (uint32_t)(f->blocks.len - 1);
}

static ValId new_val(Func *f, uint32_t b, Op op, unsigned width, SrcLoc loc) {
  if (b >= f->blocks.len) ICE("block %u out of range", b);
  Val v = {0};
  v.op = op;
  v.width = (uint16_t)width;
  v.block = b;
  v.loc = loc;
  vec_push(&f->vals, v);
  ValId id = (ValId)(f->vals.len - 1);
  vec_push(&f->blocks.data[b].ops, id);
  return id;
}

ValId ir_add(Func *f, uint32_t b, Op op, unsigned width, uint32_t nargs,
             const ValId *args, SrcLoc loc) {
  ValId id = new_val(f, b, op, width, loc);
  Val *v = ir_val(f, id);
  v->nargs = nargs;
  if (nargs) v->args = arena_dup(&f->arena, args, nargs * sizeof(ValId));
  return id;
}

ValId ir_const(Func *f, unsigned width, uint64_t value) {
  if (f->blocks.len == 0) ICE("constant before the entry block");
  if (ir_width_wide(width)) {
    uint64_t w[IR_MAX_WIDTH / 64] = {value};
    return ir_const_words(f, width, w);
  }
  ValId id = new_val(f, 0, OP_CONST, width, (SrcLoc){0});
  ir_val(f, id)->imm = value & mask_bits(width);
  return id;
}

bool ir_const_u64(const Func *f, ValId v, uint64_t *k) {
  const Val *x = ir_cval(f, v);
  if (x->op != OP_CONST) return false;
  for (unsigned i = 1; x->words && i < (x->width + 63u) / 64; i++)
    if (x->words[i]) return false;
  *k = x->imm;
  return true;
}

ValId ir_const_words(Func *f, unsigned width, const uint64_t *words) {
  if (!ir_width_wide(width)) return ir_const(f, width, words[0]);
  if (f->blocks.len == 0) ICE("constant before the entry block");
  if (width > IR_MAX_WIDTH) ICE("constant of width %u", width);
  unsigned n = (width + 63) / 64;
  uint64_t *w = arena_alloc(&f->arena, n * sizeof *w);
  memcpy(w, words, n * sizeof *w);
  if (width % 64) w[n - 1] &= mask_bits(width % 64);
  ValId id = new_val(f, 0, OP_CONST, width, (SrcLoc){0});
  ir_val(f, id)->words = w;
  ir_val(f, id)->imm = w[0];
  return id;
}

ValId ir_phi(Func *f, uint32_t b, unsigned width, SrcLoc loc) {
  return new_val(f, b, OP_PHI, width, loc);
}

void ir_phi_add(Func *f, ValId phi, uint32_t pred, ValId v) {
  Val *p = ir_val(f, phi);
  ValId *args = arena_alloc(&f->arena, (p->nargs + 1) * sizeof(ValId));
  uint32_t *blocks = arena_alloc(&f->arena, (p->nargs + 1) * sizeof(uint32_t));
  if (p->nargs) {
    memcpy(args, p->args, p->nargs * sizeof(ValId));
    memcpy(blocks, p->phi_blocks, p->nargs * sizeof(uint32_t));
  }
  args[p->nargs] = v;
  blocks[p->nargs] = pred;
  p->args = args;
  p->phi_blocks = blocks;
  p->nargs++;
}

bool ir_visible_effect(const Func *f, ValId v) {
  const Val *x = ir_cval(f, v);
  if (ir_is_stream_op(x->op) || x->op == OP_PRINT) return true;
  return x->op == OP_STORE && f->mems.data[x->imm].external;
}

void ir_replace_uses(Func *f, ValId old, ValId v) {
  for (size_t i = 0; i < f->vals.len; i++) {
    Val *x = &f->vals.data[i];
    for (uint32_t k = 0; k < x->nargs; k++)
      if (x->args[k] == old) x->args[k] = v;
  }
  for (size_t b = 0; b < f->blocks.len; b++)
    if (f->blocks.data[b].term.arg == old) f->blocks.data[b].term.arg = v;
  for (size_t i = 0; i < f->guards.len; i++)
    if (f->guards.data[i].pred == old) f->guards.data[i].pred = v;
}

size_t ir_op_index(const Func *f, ValId v) {
  const Block *bl = &f->blocks.data[ir_cval(f, v)->block];
  for (size_t i = 0; i < bl->ops.len; i++)
    if (bl->ops.data[i] == v) return i;
  ICE("value %%%u is not in its block", v);
}

ValId ir_guard(const Func *f, ValId v) {
  for (size_t i = 0; i < f->guards.len; i++) {
    const Guard *g = &f->guards.data[i];
    if (g->v != v) continue;
    const Val *p = ir_cval(f, g->pred);
    if (p->op == OP_NOP || p->op == OP_CONST || p->width != 1 ||
        p->block != ir_cval(f, v)->block)
      return IR_NOVAL;
    return g->pred;
  }
  return IR_NOVAL;
}

bool ir_same_operand(const Func *f, ValId a, ValId b) {
  if (a == b) return true;
  const Val *x = ir_cval(f, a), *y = ir_cval(f, b);
  return x->op == OP_CONST && y->op == OP_CONST && x->width == y->width &&
         x->imm == y->imm;
}

/* Constant divisors a and b of width w with the same magnitude. */
static bool same_magnitude(const Func *f, ValId a, ValId b, unsigned w) {
  const Val *x = ir_cval(f, a), *y = ir_cval(f, b);
  if (x->op != OP_CONST || y->op != OP_CONST) return false;
  uint64_t m = mask_bits(w), k = x->imm & m;
  return (y->imm & m) == k || (y->imm & m) == ((0 - k) & m);
}

/* A signed remainder depends only on the divisor's magnitude, and
 * InstCombine makes x % -k into x % k while x / -k stays: those match too
 * (the unit divides by -k; its remainder is x % k). */
bool ir_divrem_operands_match(const Func *f, ValId d, ValId r) {
  const Val *x = ir_cval(f, d), *y = ir_cval(f, r);
  if (!ir_is_div(x->op) || !ir_is_rem(y->op) ||
      (x->op == OP_SDIV) != (y->op == OP_SREM) || x->width != y->width)
    return false;
  bool den = ir_same_operand(f, x->args[1], y->args[1]) ||
             (x->op == OP_SDIV &&
              same_magnitude(f, x->args[1], y->args[1], x->width));
  return den && ir_same_operand(f, x->args[0], y->args[0]);
}

/* DIV d and REM r compute one division: the signedness, the operands and
 * the guard agree. */
static bool divrem_match(const Func *f, ValId d, ValId r) {
  return ir_divrem_operands_match(f, d, r) && ir_guard(f, d) == ir_guard(f, r);
}

uint32_t ir_divrem_pairs(const Func *f, uint32_t b, ValId *partner) {
  const Block *bl = &f->blocks.data[b];
  VEC(ValId) divs = {0};
  for (size_t i = 0; i < bl->ops.len; i++) {
    ValId v = bl->ops.data[i];
    partner[v] = IR_NOVAL;
    if (ir_is_div(ir_cval(f, v)->op)) vec_push(&divs, v);
  }
  uint32_t n = 0;
  for (size_t i = 0; i < bl->ops.len && divs.len; i++) {
    ValId r = bl->ops.data[i];
    if (!ir_is_rem(ir_cval(f, r)->op)) continue;
    for (size_t k = 0; k < divs.len; k++) {
      ValId d = divs.data[k];
      if (partner[d] != IR_NOVAL || !divrem_match(f, d, r)) continue;
      partner[d] = r, partner[r] = d;
      n++;
      break;
    }
  }
  vec_free(&divs);
  return n;
}

void ir_move_op(Func *f, ValId v, uint32_t b, size_t pos) {
  Val *val = ir_val(f, v);
  Block *from = &f->blocks.data[val->block];
  for (size_t i = 0; i < from->ops.len; i++) {
    if (from->ops.data[i] == v) {
      memmove(&from->ops.data[i], &from->ops.data[i + 1],
              (from->ops.len - i - 1) * sizeof(ValId));
      from->ops.len--;
      break;
    }
  }
  Block *to = &f->blocks.data[b];
  if (pos > to->ops.len) pos = to->ops.len;
  vec_push(&to->ops, v); /* grow */
  memmove(&to->ops.data[pos + 1], &to->ops.data[pos],
          (to->ops.len - pos - 1) * sizeof(ValId));
  to->ops.data[pos] = v;
  val->block = b;
}

uint32_t ir_mem_new(Func *f, const char *name, unsigned width, uint64_t depth,
                    SrcLoc loc) {
  Mem m = {0};
  m.name = arena_strdup(&f->arena, name);
  m.width = width;
  m.depth = depth;
  m.loc = loc;
  vec_push(&f->mems, m);
  return (uint32_t)(f->mems.len - 1);
}

uint32_t ir_print_new(Func *f, const char *fmt, uint32_t nargs, SrcLoc loc) {
  Print p = {arena_strdup(&f->arena, fmt), nargs, loc};
  vec_push(&f->prints, p);
  return (uint32_t)(f->prints.len - 1);
}

const char *ir_axis_chan_name(AxisChan c) {
  static const char *const names[AXIS_NCHANS] = {"data", "keep", "strb",
                                                 "user", "id",   "dest",
                                                 "last"};
  return (unsigned)c < AXIS_NCHANS ? names[c] : "?";
}

uint32_t ir_port_new(Func *f, const char *name, PortKind kind, unsigned width,
                     bool is_signed, SrcLoc loc) {
  Port p = {arena_strdup(&f->arena, name), kind, (uint16_t)width, is_signed,
            UINT32_MAX, loc, NULL, 0, 0, {{0}}, false, 0,
            UINT32_MAX, UINT32_MAX, NULL, 0, 0, 0, 0, 0};
  p.hw = p.name;
  vec_push(&f->ports, p);
  return (uint32_t)(f->ports.len - 1);
}

uint32_t ir_port_like(Func *f, const char *name, const Func *g,
                      const Port *p, SrcLoc loc) {
  uint32_t i = ir_port_new(f, name, p->kind, p->width, p->is_signed, loc);
  f->ports.data[i].nfields = p->nfields;
  memcpy(f->ports.data[i].fields, p->fields, sizeof p->fields);
  if (p->kind != PORT_MEM) return i;
  const Mem *m = &g->mems.data[p->mem];
  uint32_t mi = ir_mem_new(f, name, m->width, m->depth, m->loc);
  f->mems.data[mi].external = true;
  f->mems.data[mi].port = i;
  f->ports.data[i].mem = mi;
  return i;
}

Op ir_cmp_swapped(Op op) {
  switch (op) {
  case OP_ULT: return OP_UGT; case OP_UGT: return OP_ULT;
  case OP_ULE: return OP_UGE; case OP_UGE: return OP_ULE;
  case OP_SLT: return OP_SGT; case OP_SGT: return OP_SLT;
  case OP_SLE: return OP_SGE; case OP_SGE: return OP_SLE;
  default: return op;
  }
}

Op ir_cmp_negated(Op op) {
  switch (op) {
  case OP_EQ: return OP_NE; case OP_NE: return OP_EQ;
  case OP_ULT: return OP_UGE; case OP_UGE: return OP_ULT;
  case OP_ULE: return OP_UGT; case OP_UGT: return OP_ULE;
  case OP_SLT: return OP_SGE; case OP_SGE: return OP_SLT;
  case OP_SLE: return OP_SGT; case OP_SGT: return OP_SLE;
  default: return op;
  }
}

static void set_term(Func *f, uint32_t b, TermKind kind, ValId arg,
                     uint32_t nsuccs, const uint32_t *succs, SrcLoc loc) {
  Term *t = &f->blocks.data[b].term;
  t->kind = kind;
  t->arg = arg;
  t->nsuccs = nsuccs;
  t->succs = nsuccs ? arena_dup(&f->arena, succs, nsuccs * sizeof(uint32_t))
                    : NULL;
  t->cases = NULL;
  t->loc = loc;
}

void ir_term_br(Func *f, uint32_t b, uint32_t target, SrcLoc loc) {
  set_term(f, b, TERM_BR, IR_NOVAL, 1, &target, loc);
}

void ir_term_cbr(Func *f, uint32_t b, ValId cond, uint32_t t, uint32_t e,
                 SrcLoc loc) {
  uint32_t s[2] = {t, e};
  set_term(f, b, TERM_CBR, cond, 2, s, loc);
}

void ir_term_switch(Func *f, uint32_t b, ValId sel, uint32_t deflt,
                    uint32_t ncases, const uint64_t *cases,
                    const uint32_t *targets, SrcLoc loc) {
  uint32_t *s = xmalloc((ncases + 1) * sizeof(uint32_t));
  s[0] = deflt;
  if (ncases) memcpy(s + 1, targets, ncases * sizeof(uint32_t));
  set_term(f, b, TERM_SWITCH, sel, ncases + 1, s, loc);
  free(s);
  f->blocks.data[b].term.cases =
      ncases ? arena_dup(&f->arena, cases, ncases * sizeof(uint64_t)) : NULL;
}

void ir_term_ret(Func *f, uint32_t b, ValId v, SrcLoc loc) {
  set_term(f, b, TERM_RET, v, 0, NULL, loc);
}

void ir_fill_preds(Func *f) {
  for (size_t b = 0; b < f->blocks.len; b++) f->blocks.data[b].preds.len = 0;
  for (size_t b = 0; b < f->blocks.len; b++) {
    const Term *t = &f->blocks.data[b].term;
    for (uint32_t i = 0; i < t->nsuccs; i++) {
      Block *s = &f->blocks.data[t->succs[i]];
      bool seen = false;
      for (size_t k = 0; k < s->preds.len; k++)
        if (s->preds.data[k] == b) seen = true;
      if (!seen) vec_push(&s->preds, (uint32_t)b);
    }
  }
}

SrcLoc ir_loc(const Func *f, ValId v) {
  SrcLoc l = ir_cval(f, v)->loc;
  if (!l.file) l.file = f->file;
  return l;
}

const char *ir_val_name(const Func *f, ValId v) {
  return ir_cval(f, v)->name;
}
