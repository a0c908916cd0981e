/* verify.c - checks every invariant listed in ir.h. A violation is a
 * compiler bug, so each is reported as an internal error naming the pass
 * that produced it; the caller stops. */
#include <stdio.h>
#include <stdlib.h>

#include "ir.h"

/* Enough lines to see a pattern without flooding the terminal. */
#define MAX_REPORTS 50

typedef struct Ver {
  const Func *f;
  const char *pass;
  int nerr;
  uint32_t *vblock; /* block listing each value, UINT32_MAX if none */
  uint32_t *vpos;   /* position in that block's list */
  uint32_t *idom;   /* NULL when the CFG is too broken for dominators */
  VEC(uint32_t) * preds;
} Ver;

static void report(Ver *V, ValId v, uint32_t b, const char *fmt, ...)
    PRINTF_LIKE(4, 5);

static void report(Ver *V, ValId v, uint32_t b, const char *fmt, ...) {
  if (V->nerr++ >= MAX_REPORTS) return;
  fprintf(stderr, "hlsc: internal error: invalid IR after %s: ", V->pass);
  va_list ap;
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  if (v != IR_NOVAL && b != UINT32_MAX) fprintf(stderr, " (%%%u in bb%u)", v, b);
  else if (v != IR_NOVAL) fprintf(stderr, " (%%%u)", v);
  else if (b != UINT32_MAX) fprintf(stderr, " (bb%u)", b);
  fputc('\n', stderr);
}

static void check_globals(Ver *V) {
  const Func *f = V->f;
  if (f->blocks.len == 0) report(V, IR_NOVAL, UINT32_MAX, "no blocks");
  if (f->ret_width > IR_MAX_WIDTH)
    report(V, IR_NOVAL, UINT32_MAX, "return width %u", f->ret_width);
  for (size_t m = 0; m < f->mems.len; m++) {
    const Mem *mem = &f->mems.data[m];
    if (mem->width < 1 || mem->width > IR_MAX_WIDTH)
      report(V, IR_NOVAL, UINT32_MAX, "memory %zu has width %u", m, mem->width);
    if (mem->depth < 1)
      report(V, IR_NOVAL, UINT32_MAX, "memory %zu has depth 0", m);
    const MemPart *pt = &mem->part;
    if (pt->kind != PART_NONE &&
        (mem->external || !pt->stride || !pt->size || !pt->factor ||
         pt->factor > pt->size || mem->depth % pt->stride ||
         (mem->depth / pt->stride) % pt->size ||
         (pt->kind == PART_COMPLETE && pt->factor != pt->size)))
      report(V, IR_NOVAL, UINT32_MAX, "memory %zu has a bad partition", m);
    bool sized = mem->width >= 1 && mem->width <= IR_MAX_WIDTH;
    unsigned top = sized ? ir_limbs(mem->width) - 1 : 0; /* the cut limb */
    for (uint64_t i = 0; mem->init && sized && i < mem->depth; i++)
      if (ir_mem_word(mem, i)[top] & ~mask_bits(mem->width - 64 * top)) {
        report(V, IR_NOVAL, UINT32_MAX,
               "memory %zu word %llu wider than %u bits", m,
               (unsigned long long)i, mem->width);
        break;
      }
  }
  for (size_t p = 0; p < f->prints.len; p++)
    if (!f->prints.data[p].fmt)
      report(V, IR_NOVAL, UINT32_MAX, "print #%zu has no format", p);
}

/* Where each value is listed; every live value exactly once, in the block
 * its Val.block names; NOP values nowhere. */
static void check_placement(Ver *V) {
  const Func *f = V->f;
  for (size_t v = 0; v < f->vals.len; v++) V->vblock[v] = UINT32_MAX;
  for (uint32_t b = 0; b < f->blocks.len; b++) {
    const Block *bl = &f->blocks.data[b];
    for (uint32_t i = 0; i < bl->ops.len; i++) {
      ValId v = bl->ops.data[i];
      if (v >= f->vals.len) {
        report(V, IR_NOVAL, b, "lists undefined value %%%u", v);
        continue;
      }
      if (V->vblock[v] != UINT32_MAX) {
        report(V, v, b, "value listed twice (also in bb%u)", V->vblock[v]);
        continue;
      }
      V->vblock[v] = b;
      V->vpos[v] = i;
      const Val *val = ir_cval(f, v);
      if (val->op == OP_NOP) report(V, v, b, "nop value listed in a block");
      if (val->block != b) report(V, v, b, "Val.block says bb%u", val->block);
    }
  }
  for (ValId v = 0; v < f->vals.len; v++) {
    const Val *val = ir_cval(f, v);
    if (val->op >= OP_COUNT) report(V, v, UINT32_MAX, "unknown op %d", val->op);
    else if (val->op == OP_NOP && (val->width || val->nargs))
      report(V, v, UINT32_MAX, "nop with a width or operands");
    else if (val->op != OP_NOP && V->vblock[v] == UINT32_MAX)
      report(V, v, UINT32_MAX, "%s value in no block", ir_info(val->op)->text);
  }
}

/* A value usable as an operand: exists, is listed, has a result. */
static bool check_operand(Ver *V, ValId user, uint32_t b, ValId a) {
  const Func *f = V->f;
  if (a == IR_NOVAL || a >= f->vals.len) {
    report(V, user, b, "operand %%%u does not exist", a);
    return false;
  }
  const Val *av = ir_cval(f, a);
  if (av->op == OP_NOP) {
    report(V, user, b, "uses removed (nop) value %%%u", a);
    return false;
  }
  if (V->vblock[a] == UINT32_MAX) {
    report(V, user, b, "uses %%%u which is in no block", a);
    return false;
  }
  if (av->width == 0) {
    report(V, user, b, "uses %%%u which has no result", a);
    return false;
  }
  return true;
}

static unsigned aw(const Func *f, const Val *v, uint32_t i) {
  return ir_cval(f, v->args[i])->width;
}

static void check_mem_op(Ver *V, ValId id, uint32_t b, const Val *v) {
  const Func *f = V->f;
  if (v->imm >= f->mems.len) {
    report(V, id, b, "memory index %llu out of range",
           (unsigned long long)v->imm);
    return;
  }
  const Mem *m = &f->mems.data[v->imm];
  if (v->op == OP_LOAD && v->width != m->width)
    report(V, id, b, "load width %u, memory word %u", v->width, m->width);
  if (v->op == OP_STORE && aw(f, v, 1) != m->width)
    report(V, id, b, "stored value width %u, memory word %u", aw(f, v, 1),
           m->width);
  if (v->op == OP_STORE && v->nargs == 3 && aw(f, v, 2) != 1)
    report(V, id, b, "store predicate is i%u, not i1", aw(f, v, 2));
  if (v->op == OP_STORE && m->rom)
    report(V, id, b, "store to rom memory %llu", (unsigned long long)v->imm);
}

static void check_stream_op(Ver *V, ValId id, uint32_t b, const Val *v) {
  const Func *f = V->f;
  if (v->imm >= f->ports.len) {
    report(V, id, b, "port index %llu out of range", (unsigned long long)v->imm);
    return;
  }
  const Port *p = &f->ports.data[v->imm];
  bool in = v->op == OP_SREAD || v->op == OP_SEMPTY;
  if (p->kind != (in ? PORT_STREAM_IN : PORT_STREAM_OUT))
    report(V, id, b, "%s of port %s, which is not an %s stream",
           ir_info(v->op)->text, p->name, in ? "input" : "output");
  uint32_t npred = v->op == OP_SWRITE ? 1 : 0;
  if (v->op == OP_SREAD && v->width != p->width)
    report(V, id, b, "read width %u, stream %u", v->width, p->width);
  if ((v->op == OP_SEMPTY || v->op == OP_SFULL) && v->width != 1)
    report(V, id, b, "%s is not i1", ir_info(v->op)->text);
  if (v->op == OP_SWRITE && aw(f, v, 0) != p->width)
    report(V, id, b, "written value i%u, stream %u", aw(f, v, 0), p->width);
  if (v->nargs > npred && aw(f, v, npred) != 1)
    report(V, id, b, "stream predicate is i%u, not i1", aw(f, v, npred));
}

/* Width rules of ir.h, once the operands are known to be valid. */
static void check_widths(Ver *V, ValId id, uint32_t b, const Val *v) {
  const Func *f = V->f;
  unsigned flags = ir_info(v->op)->flags;
  bool result =
      v->op != OP_STORE && v->op != OP_PRINT && v->op != OP_SWRITE;
  if (result && (v->width < 1 || v->width > IR_MAX_WIDTH)) {
    report(V, id, b, "%s with width %u", ir_info(v->op)->text, v->width);
    return;
  }
  if (!result && v->width) report(V, id, b, "has width %u", v->width);
  switch (v->op) {
  case OP_CONST:
    if (!ir_width_wide(v->width) && v->words)
      report(V, id, b, "constant of %u bits has words", v->width);
    if (ir_width_wide(v->width) &&
        (!v->words || v->imm != v->words[0] ||
         (v->width % 64 &&
          v->words[(v->width - 1) / 64] & ~mask_bits(v->width % 64))))
      report(V, id, b, "wide constant of %u bits without its words",
             v->width);
    if (v->imm & ~mask_bits(v->width))
      report(V, id, b, "constant wider than i%u", v->width);
    if (b != 0) report(V, id, b, "constant outside the entry block");
    break;
  case OP_PARAM:
    if (b != 0) report(V, id, b, "param outside the entry block");
    if (v->imm >= f->ports.len || f->ports.data[v->imm].kind != PORT_SCALAR ||
        f->ports.data[v->imm].width != v->width)
      report(V, id, b, "param %llu is not a scalar port of its width",
             (unsigned long long)v->imm);
    break;
  case OP_SREAD:
  case OP_SWRITE:
  case OP_SEMPTY:
  case OP_SFULL:
    check_stream_op(V, id, b, v);
    break;
  case OP_SELECT:
    if (aw(f, v, 0) != 1) report(V, id, b, "select condition not i1");
    if (aw(f, v, 1) != v->width || aw(f, v, 2) != v->width)
      report(V, id, b, "select operand width differs from i%u", v->width);
    break;
  case OP_ZEXT:
  case OP_SEXT:
    if (aw(f, v, 0) >= v->width)
      report(V, id, b, "extension from i%u to i%u", aw(f, v, 0), v->width);
    break;
  case OP_TRUNC:
    if (aw(f, v, 0) <= v->width)
      report(V, id, b, "trunc from i%u to i%u", aw(f, v, 0), v->width);
    break;
  case OP_LOAD:
  case OP_STORE:
    check_mem_op(V, id, b, v);
    break;
  case OP_PRINT:
    if (v->imm >= f->prints.len)
      report(V, id, b, "print index %llu out of range",
             (unsigned long long)v->imm);
    else if (v->nargs != f->prints.data[v->imm].nargs)
      report(V, id, b, "print has %u arguments, format wants %u", v->nargs,
             f->prints.data[v->imm].nargs);
    break;
  case OP_PHI:
    for (uint32_t i = 0; i < v->nargs; i++)
      if (aw(f, v, i) != v->width)
        report(V, id, b, "phi argument %u is i%u, phi is i%u", i,
               aw(f, v, i), v->width);
    break;
  default:
    if (flags & OPF_CMP) {
      if (v->width != 1) report(V, id, b, "compare result is not i1");
      if (aw(f, v, 0) != aw(f, v, 1))
        report(V, id, b, "compare of i%u and i%u", aw(f, v, 0), aw(f, v, 1));
    } else if (v->nargs == 2 && (aw(f, v, 0) != v->width ||
                                 aw(f, v, 1) != v->width)) {
      report(V, id, b, "operands i%u, i%u for i%u %s", aw(f, v, 0),
             aw(f, v, 1), v->width, ir_info(v->op)->text);
    }
  }
}

static void check_values(Ver *V) {
  const Func *f = V->f;
  for (uint32_t b = 0; b < f->blocks.len; b++) {
    const Block *bl = &f->blocks.data[b];
    bool past_phis = false;
    for (uint32_t i = 0; i < bl->ops.len; i++) {
      ValId id = bl->ops.data[i];
      if (id >= f->vals.len || V->vblock[id] != b || V->vpos[id] != i)
        continue; /* reported by check_placement */
      const Val *v = ir_cval(f, id);
      if (v->op == OP_NOP || v->op >= OP_COUNT) continue;
      if (v->op == OP_PHI && past_phis)
        report(V, id, b, "phi after a non-phi value");
      if (v->op != OP_PHI) past_phis = true;
      int want = ir_info(v->op)->nargs;
      /* a STORE may have a third operand: its predicate */
      bool pred_store = v->op == OP_STORE && v->nargs == 3;
      if ((v->op == OP_SREAD && v->nargs > 1) ||
          (v->op == OP_SWRITE && (v->nargs < 1 || v->nargs > 2))) {
        report(V, id, b, "%s has %u operands", ir_info(v->op)->text, v->nargs);
        continue;
      }
      if (want >= 0 && v->nargs != (uint32_t)want && !pred_store) {
        report(V, id, b, "%s has %u operands, wants %d", ir_info(v->op)->text,
               v->nargs, want);
        continue;
      }
      bool ok = true;
      for (uint32_t a = 0; a < v->nargs; a++)
        ok &= check_operand(V, id, b, v->args[a]);
      if (ok) check_widths(V, id, b, v);
    }
  }
}

/* Terminator shape and successor range; false when the CFG cannot be
 * walked. */
static bool check_term(Ver *V, uint32_t b) {
  const Func *f = V->f;
  const Term *t = &f->blocks.data[b].term;
  bool cfg_ok = true;
  static const uint32_t nsucc[] = {0, 1, 2, 0, 0};
  if (t->kind == TERM_NONE || t->kind > TERM_RET) {
    report(V, IR_NOVAL, b, "block has no terminator");
    return t->nsuccs == 0;
  }
  if (t->kind == TERM_SWITCH ? t->nsuccs < 1 : t->nsuccs != nsucc[t->kind]) {
    report(V, IR_NOVAL, b, "terminator has %u successors", t->nsuccs);
    return false;
  }
  for (uint32_t i = 0; i < t->nsuccs; i++)
    if (t->succs[i] >= f->blocks.len) {
      report(V, IR_NOVAL, b, "successor bb%u does not exist", t->succs[i]);
      cfg_ok = false;
    } else if (t->succs[i] == 0) {
      report(V, IR_NOVAL, b, "branch to the entry block");
    }
  bool has_arg = t->kind == TERM_CBR || t->kind == TERM_SWITCH ||
                 (t->kind == TERM_RET && f->ret_width);
  if (!has_arg) {
    if (t->arg != IR_NOVAL)
      report(V, IR_NOVAL, b, "terminator has an unexpected operand");
    return cfg_ok;
  }
  if (!check_operand(V, IR_NOVAL, b, t->arg)) return cfg_ok;
  unsigned w = ir_cval(f, t->arg)->width;
  if (t->kind == TERM_CBR && w != 1)
    report(V, IR_NOVAL, b, "branch condition %%%u is i%u", t->arg, w);
  if (t->kind == TERM_RET && w != f->ret_width)
    report(V, IR_NOVAL, b, "returns i%u from an i%u function", w,
           f->ret_width);
  for (uint32_t i = 0; t->kind == TERM_SWITCH && i + 1 < t->nsuccs; i++) {
    if (t->cases[i] & ~mask_bits(w))
      report(V, IR_NOVAL, b, "switch case %llu wider than i%u",
             (unsigned long long)t->cases[i], w);
    for (uint32_t k = 0; k < i; k++)
      if (t->cases[k] == t->cases[i])
        report(V, IR_NOVAL, b, "switch case %llu twice",
               (unsigned long long)t->cases[i]);
  }
  return cfg_ok;
}

static bool is_pred(const Ver *V, uint32_t b, uint32_t p) {
  for (size_t i = 0; i < V->preds[b].len; i++)
    if (V->preds[b].data[i] == p) return true;
  return false;
}

static void check_phi_preds(Ver *V, ValId id, uint32_t b, const Val *v) {
  if (v->nargs != V->preds[b].len)
    report(V, id, b, "phi has %u arguments for %zu predecessors", v->nargs,
           V->preds[b].len);
  for (uint32_t i = 0; i < v->nargs; i++) {
    uint32_t p = v->phi_blocks[i];
    if (!is_pred(V, b, p)) report(V, id, b, "phi names bb%u, not a predecessor", p);
    for (uint32_t k = 0; k < i; k++)
      if (v->phi_blocks[k] == p) report(V, id, b, "phi names bb%u twice", p);
  }
}

/* Is the definition of a visible at position pos of block b (pos ==
 * ops.len means the terminator)? Constants are visible everywhere. */
static bool visible(const Ver *V, ValId a, uint32_t b, uint32_t pos) {
  if (ir_cval(V->f, a)->op == OP_CONST) return true;
  uint32_t db = V->vblock[a];
  if (db == b) return V->vpos[a] < pos;
  return ir_dominates(V->idom, db, b);
}

static void check_dominance(Ver *V) {
  const Func *f = V->f;
  for (uint32_t b = 0; b < f->blocks.len; b++) {
    const Block *bl = &f->blocks.data[b];
    if (V->idom[b] == UINT32_MAX) continue; /* reported as unreachable */
    for (uint32_t i = 0; i < bl->ops.len; i++) {
      ValId id = bl->ops.data[i];
      if (id >= f->vals.len || V->vblock[id] != b || V->vpos[id] != i) continue;
      const Val *v = ir_cval(f, id);
      if (v->op == OP_PHI) check_phi_preds(V, id, b, v);
      for (uint32_t a = 0; a < v->nargs; a++) {
        ValId x = v->args[a];
        if (x >= f->vals.len || V->vblock[x] == UINT32_MAX) continue;
        if (v->op == OP_PHI) {
          uint32_t p = v->phi_blocks[a];
          if (p < f->blocks.len && V->idom[p] != UINT32_MAX &&
              !visible(V, x, p, (uint32_t)f->blocks.data[p].ops.len))
            report(V, id, b, "phi argument %%%u does not dominate bb%u", x, p);
        } else if (!visible(V, x, b, i)) {
          report(V, id, b, "use of %%%u not dominated by its definition", x);
        }
      }
    }
    ValId x = bl->term.arg;
    if (x < f->vals.len && V->vblock[x] != UINT32_MAX &&
        !visible(V, x, b, (uint32_t)bl->ops.len))
      report(V, IR_NOVAL, b, "terminator uses %%%u before its definition", x);
  }
}

static void check_cfg(Ver *V) {
  const Func *f = V->f;
  size_t nb = f->blocks.len;
  V->preds = xcalloc(nb, sizeof *V->preds);
  for (uint32_t b = 0; b < nb; b++) {
    const Term *t = &f->blocks.data[b].term;
    for (uint32_t i = 0; i < t->nsuccs; i++)
      if (!is_pred(V, t->succs[i], b)) vec_push(&V->preds[t->succs[i]], b);
  }
  V->idom = ir_dominators(f);
  for (uint32_t b = 0; b < nb; b++)
    if (V->idom[b] == UINT32_MAX)
      report(V, IR_NOVAL, b, "block unreachable from the entry");
  check_dominance(V);
}

bool ir_verify(const Func *f, const char *after_pass) {
  Ver V = {f, after_pass ? after_pass : "?", 0, NULL, NULL, NULL, NULL};
  size_t nv = f->vals.len ? f->vals.len : 1;
  V.vblock = xmalloc(nv * sizeof(uint32_t));
  V.vpos = xmalloc(nv * sizeof(uint32_t));
  check_globals(&V);
  check_placement(&V);
  check_values(&V);
  bool cfg_ok = f->blocks.len > 0;
  for (uint32_t b = 0; b < f->blocks.len; b++) cfg_ok &= check_term(&V, b);
  if (cfg_ok) check_cfg(&V);
  if (V.nerr > MAX_REPORTS)
    fprintf(stderr, "hlsc: internal error: invalid IR after %s: %d more\n",
            V.pass, V.nerr - MAX_REPORTS);
  if (V.preds)
    for (size_t b = 0; b < f->blocks.len; b++) vec_free(&V.preds[b]);
  free(V.preds);
  free(V.idom);
  free(V.vblock);
  free(V.vpos);
  return V.nerr == 0;
}
