/* partition.c - pass_partition: each memory with a partition (Mem.part,
 * `#pragma HLS ARRAY_PARTITION`) becomes several memories, its banks, and
 * each access goes to its bank.
 *
 * The word at address e lies at index idx = (e / stride) % size of the
 * partitioned dimension. Its bank and its index idx' there (of size'):
 *   CYCLIC, k banks:         bank idx % k,  idx' = idx / k,  size' = ceil(size / k)
 *   BLOCK, B = ceil(size/k): bank idx / B,  idx' = idx % B,  size' = B
 *   COMPLETE:                bank idx,      idx' = 0,        size' = 1
 * and its address in the bank keeps the other dimensions:
 *   (e / (stride * size)) * (stride * size') + idx' * stride + e % stride.
 *
 * Direct accesses. An address that is an affine form c0 + sum c_i x_i of
 * values x_i whose coefficients are all multiples of M = stride * size (for
 * a cyclic partition whose factor divides size, M = stride * factor is
 * enough) has the same bank in every run, the one of c0: the access goes
 * to that bank alone, at an address computed from the form. The form is
 * exact when range analysis shows that no operation on the way wraps
 * around; otherwise it holds only modulo a power of two 2^m (a truncation,
 * or a sum that may wrap), and it is used only when M divides 2^m. An
 * unrolled loop's A[i][k] with a constant k is such an access.
 *
 * Spread accesses, the others, go to every bank: a load reads each bank at
 * the computed address and a chain of selects picks the one whose number
 * is the bank's; a store writes every bank under the predicate that its
 * number is the bank's (and the store's own predicate).
 *
 * The first bank keeps the memory's index (and the memory is renamed
 * NAME_0); the others are new memories NAME_1, ... with the same width.
 */
#include <stdlib.h>
#include <string.h>

#include "../analysis/affine.h"
#include "pass.h"

/* ---- the bank arithmetic ---- */

#define COEF_LIMIT ((i128)1 << 62)

static int64_t floor_div(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

static int64_t floor_mod(int64_t a, int64_t b) { return a - floor_div(a, b) * b; }

static uint64_t block_len(const MemPart *p) {
  return (p->size + p->factor - 1) / p->factor;
}

static uint32_t bank_count(const MemPart *p) {
  if (p->kind != PART_BLOCK) return p->factor;
  uint64_t b = block_len(p);
  return (uint32_t)((p->size + b - 1) / b);
}

/* size' of the dimension in each bank */
static uint64_t bank_size(const MemPart *p) {
  if (p->kind == PART_CYCLIC) return (p->size + p->factor - 1) / p->factor;
  if (p->kind == PART_BLOCK) return block_len(p);
  return 1;
}

static uint64_t bank_of_index(const MemPart *p, uint64_t idx) {
  if (p->kind == PART_CYCLIC) return idx % p->factor;
  if (p->kind == PART_BLOCK) return idx / block_len(p);
  return idx;
}

static uint64_t index_in_bank(const MemPart *p, uint64_t idx) {
  if (p->kind == PART_CYCLIC) return idx / p->factor;
  if (p->kind == PART_BLOCK) return idx % block_len(p);
  return 0;
}

/* Where word e goes. */
static void place(const MemPart *p, uint64_t e, uint64_t *bank,
                  uint64_t *addr) {
  uint64_t row = p->stride * p->size, idx = (e / p->stride) % p->size;
  *bank = bank_of_index(p, idx);
  *addr = (e / row) * (p->stride * bank_size(p)) +
          index_in_bank(p, idx) * p->stride + e % p->stride;
}

/* ---- emitting operations before an access ---- */

typedef struct Emit {
  Func *f;
  const AffineCtx *P;
  ValId before; /* new operations go right before it */
  unsigned w;   /* the width of the address arithmetic */
  SrcLoc loc;
} Emit;

static ValId put(Emit *E, Op op, unsigned w, ValId a, ValId b) {
  ValId args[2] = {a, b};
  uint32_t blk = ir_cval(E->f, E->before)->block;
  ValId v = ir_add(E->f, blk, op, w, 2, args, E->loc);
  ir_move_op(E->f, v, blk, ir_op_index(E->f, E->before));
  return v;
}

static ValId k_(Emit *E, uint64_t k) { return ir_const(E->f, E->w, k); }

static bool pow2(uint64_t k) { return k && !(k & (k - 1)); }

static ValId e_div(Emit *E, ValId x, uint64_t k) {
  if (k == 1) return x;
  if (pow2(k)) return put(E, OP_LSHR, E->w, x, k_(E, (uint64_t)ceil_log2(k)));
  return put(E, OP_UDIV, E->w, x, k_(E, k));
}

static ValId e_rem(Emit *E, ValId x, uint64_t k) {
  if (k == 1) return k_(E, 0);
  if (pow2(k)) return put(E, OP_AND, E->w, x, k_(E, k - 1));
  return put(E, OP_UREM, E->w, x, k_(E, k));
}

static ValId e_mul(Emit *E, ValId x, uint64_t k) {
  if (k == 0) return k_(E, 0);
  if (k == 1) return x;
  if (pow2(k)) return put(E, OP_SHL, E->w, x, k_(E, (uint64_t)ceil_log2(k)));
  return put(E, OP_MUL, E->w, x, k_(E, k));
}

static ValId e_add(Emit *E, ValId a, ValId b) {
  return put(E, OP_ADD, E->w, a, b);
}

/* v at the arithmetic's width (zero-extended or truncated) */
static ValId e_fit(Emit *E, ValId v) {
  unsigned w = ir_cval(E->f, v)->width;
  if (w == E->w) return v;
  ValId a[1] = {v};
  uint32_t blk = ir_cval(E->f, E->before)->block;
  ValId r = ir_add(E->f, blk, w < E->w ? OP_ZEXT : OP_TRUNC, E->w, 1, a, E->loc);
  ir_move_op(E->f, r, blk, ir_op_index(E->f, E->before));
  return r;
}

/* y(x) of a form's leaf x (leaf), at the arithmetic's width. */
static ValId e_leaf(Emit *E, ValId x) {
  unsigned t;
  uint64_t r;
  affine_leaf_split(E->P, x, &t, &r);
  ValId y = e_fit(E, x);
  if (r) y = put(E, OP_SUB, E->w, y, k_(E, r));
  return t ? put(E, OP_LSHR, E->w, y, k_(E, t)) : y;
}

/* The bank number and the bank address of address e, computed. */
static void e_place(Emit *E, const MemPart *p, ValId e, ValId *bank,
                    ValId *addr) {
  uint64_t row = p->stride * p->size;
  ValId idx = e_rem(E, e_div(E, e, p->stride), p->size);
  ValId in;
  if (p->kind == PART_CYCLIC) {
    *bank = e_rem(E, idx, p->factor);
    in = e_div(E, idx, p->factor);
  } else if (p->kind == PART_BLOCK) {
    *bank = e_div(E, idx, block_len(p));
    in = e_rem(E, idx, block_len(p));
  } else {
    *bank = idx;
    in = k_(E, 0);
  }
  ValId hi = e_mul(E, e_div(E, e, row), p->stride * bank_size(p));
  *addr = e_add(E, e_add(E, hi, e_mul(E, in, p->stride)),
                e_rem(E, e, p->stride));
}

bool partition_bank_of(const AffineCtx *A, const MemPart *p, const Affine *a,
                       uint64_t *bank) {
  uint64_t row = p->stride * p->size;
  bool cyc = p->kind == PART_CYCLIC && p->size % p->factor == 0;
  uint64_t m = cyc ? p->stride * p->factor : row;
  i128 lo = 0, hi = 0;
  bool varies = false;
  for (uint32_t i = 0; i < a->n; i++) {
    int64_t c = a->c[i];
    if (c % (int64_t)m == 0) continue;
    if (a->mod_bits) return false;
    i128 xl, xh;
    affine_var_range(A, a->x[i], &xl, &xh);
    lo += c > 0 ? xl * c : xh * c;
    hi += c > 0 ? xh * c : xl * c;
    varies = true;
  }
  if (a->mod_bits &&
      (!pow2(m) || (a->mod_bits < 64 && m > ((uint64_t)1 << a->mod_bits))))
    return false;
  if (!varies) { /* c0 mod m decides the bank */
    uint64_t idx = (uint64_t)floor_mod(a->c0, (int64_t)m) / p->stride;
    *bank = bank_of_index(p, idx % p->size);
    return true;
  }
  /* the other terms move the address within [c0 + lo, c0 + hi]: one row,
   * and indices of one bank */
  i128 el = (i128)a->c0 + lo, eh = (i128)a->c0 + hi;
  if (el < -COEF_LIMIT || eh > COEF_LIMIT) return false;
  int64_t l = (int64_t)el, h = (int64_t)eh;
  if (floor_div(l, (int64_t)row) != floor_div(h, (int64_t)row)) return false;
  uint64_t il = (uint64_t)floor_mod(floor_div(l, (int64_t)p->stride),
                                    (int64_t)p->size);
  uint64_t ih = (uint64_t)floor_mod(floor_div(h, (int64_t)p->stride),
                                    (int64_t)p->size);
  uint64_t bl = bank_of_index(p, il), bh = bank_of_index(p, ih);
  if (bl != bh || (p->kind != PART_BLOCK && il != ih)) return false;
  *bank = bl;
  return true;
}

/* The address in its bank of an access at e, whose bank is known: an
 * affine form when e = c0 + row * t exactly, else the general formula. */
static ValId direct_addr(Emit *E, const MemPart *p, const Affine *a, ValId e) {
  uint64_t row = p->stride * p->size;
  bool whole_rows = !a->mod_bits;
  for (uint32_t i = 0; i < a->n; i++)
    if (a->c[i] % (int64_t)row) whole_rows = false;
  if (!whole_rows) {
    ValId b, addr;
    e_place(E, p, e, &b, &addr);
    return addr;
  }
  int64_t q = floor_div(a->c0, (int64_t)row);
  uint64_t rr = (uint64_t)floor_mod(a->c0, (int64_t)row);
  uint64_t rs = p->stride * bank_size(p);
  uint64_t base = (uint64_t)q * rs +
                  index_in_bank(p, rr / p->stride) * p->stride + rr % p->stride;
  ValId sum = k_(E, base & mask_bits(E->w));
  for (uint32_t i = 0; i < a->n; i++) {
    uint64_t c = (uint64_t)(a->c[i] / (int64_t)row) * rs;
    sum = e_add(E, sum, e_mul(E, e_leaf(E, a->x[i]), c & mask_bits(E->w)));
  }
  return sum;
}

/* ---- the pass ---- */

static uint32_t new_banks(Func *f, uint32_t mi, const MemPart *p,
                          uint64_t *depth) {
  Mem m = f->mems.data[mi];
  uint32_t nb = bank_count(p);
  *depth = m.depth / (p->stride * p->size) * p->stride * bank_size(p);
  unsigned nl = ir_limbs(m.width);
  uint64_t **init = xcalloc(nb, sizeof *init);
  for (uint32_t j = 0; m.init && j < nb; j++)
    init[j] = arena_alloc(&f->arena, *depth * nl * sizeof(uint64_t));
  for (uint64_t e = 0; m.init && e < m.depth; e++) {
    uint64_t bank, addr;
    place(p, e, &bank, &addr);
    memcpy(init[bank] + addr * nl, ir_mem_word(&m, e), nl * sizeof(uint64_t));
  }
  uint32_t first = (uint32_t)f->mems.len;
  for (uint32_t j = 1; j < nb; j++) {
    uint32_t k = ir_mem_new(f, arena_printf(&f->arena, "%s_%u", m.name, j),
                            m.width, *depth, m.loc);
    f->mems.data[k].init = init[j];
    f->mems.data[k].rom = m.rom;
  }
  Mem *z = &f->mems.data[mi];
  z->name = arena_printf(&f->arena, "%s_0", m.name);
  z->depth = *depth;
  z->init = m.init ? init[0] : NULL;
  free(init);
  return first;
}

static void spread_load(Emit *E, ValId v, const uint32_t *bank_mem,
                        uint32_t nb, ValId bank, ValId addr) {
  Func *f = E->f;
  unsigned w = ir_cval(f, v)->width;
  ValId r = IR_NOVAL;
  for (uint32_t j = nb; j-- > 0;) {
    ValId a[1] = {addr};
    uint32_t blk = ir_cval(f, v)->block;
    ValId l = ir_add(f, blk, OP_LOAD, w, 1, a, E->loc);
    ir_val(f, l)->imm = bank_mem[j];
    ir_move_op(f, l, blk, ir_op_index(f, v));
    if (r == IR_NOVAL) {
      r = l;
      continue;
    }
    ValId c = put(E, OP_EQ, 1, bank, k_(E, j));
    ValId s[3] = {c, l, r};
    if (j == 0) { /* v itself becomes the last select */
      Val *x = ir_val(f, v);
      x->op = OP_SELECT;
      x->nargs = 3;
      x->args = arena_alloc(&f->arena, 3 * sizeof(ValId));
      memcpy(x->args, s, sizeof s);
      x->imm = 0;
      return;
    }
    ValId sel = ir_add(f, ir_cval(f, v)->block, OP_SELECT, w, 3, s, E->loc);
    ir_move_op(f, sel, ir_cval(f, v)->block, ir_op_index(f, v));
    r = sel;
  }
  /* one bank: a plain load from it */
  ir_val(f, v)->imm = bank_mem[0];
  ir_val(f, v)->args[0] = addr;
}

static void spread_store(Emit *E, ValId v, const uint32_t *bank_mem,
                         uint32_t nb, ValId bank, ValId addr) {
  Func *f = E->f;
  ValId value = ir_cval(f, v)->args[1];
  ValId pred = ir_cval(f, v)->nargs > 2 ? ir_cval(f, v)->args[2] : IR_NOVAL;
  for (uint32_t j = 0; j < nb; j++) {
    ValId c = put(E, OP_EQ, 1, bank, k_(E, j));
    if (pred != IR_NOVAL) c = put(E, OP_AND, 1, c, pred);
    if (j + 1 == nb) { /* v itself writes the last bank */
      Val *x = ir_val(f, v);
      ValId *args = arena_alloc(&f->arena, 3 * sizeof(ValId));
      args[0] = addr;
      args[1] = value;
      args[2] = c;
      x->args = args;
      x->nargs = 3;
      x->imm = bank_mem[j];
      return;
    }
    ValId a[3] = {addr, value, c};
    uint32_t blk = ir_cval(f, v)->block;
    ValId s = ir_add(f, blk, OP_STORE, 0, 3, a, E->loc);
    ir_val(f, s)->imm = bank_mem[j];
    ir_move_op(f, s, blk, ir_op_index(f, v));
  }
}

static void split_mem(Func *f, const AffineCtx *P, uint32_t mi) {
  MemPart p = f->mems.data[mi].part;
  MemSplit rec = {f->mems.data[mi].name, p, mi, bank_count(&p), 0, 0, 0};
  f->mems.data[mi].part.kind = PART_NONE;
  if (rec.banks == 1) { /* factor 1: the memory as it is */
    rec.bank_depth = f->mems.data[mi].depth;
    vec_push(&f->splits, rec);
    return;
  }
  uint64_t depth = 0;
  uint32_t first = new_banks(f, mi, &p, &depth);
  rec.bank_depth = depth;
  uint32_t *bank_mem = xmalloc(rec.banks * sizeof *bank_mem);
  bank_mem[0] = mi;
  for (uint32_t j = 1; j < rec.banks; j++) bank_mem[j] = first + j - 1;
  unsigned wc = ceil_log2(f->mems.data[mi].depth * rec.banks) + 1;
  size_t nv = f->vals.len; /* (accesses made here are not visited) */
  for (ValId v = 0; v < nv; v++) {
    const Val *x = ir_cval(f, v);
    if ((x->op != OP_LOAD && x->op != OP_STORE) || x->imm != mi) continue;
    ValId e = x->args[0];
    unsigned wa = ir_cval(f, e)->width;
    Emit E = {f, P, v, wa > wc ? wa : wc, x->loc};
    Affine a = affine_of(P, e);
    e = e_fit(&E, e);
    uint64_t bank = 0;
    ValId addr = IR_NOVAL;
    if (partition_bank_of(P, &p, &a, &bank)) {
      addr = direct_addr(&E, &p, &a, e);
      ir_val(f, v)->imm = bank_mem[bank];
      ir_val(f, v)->args[0] = addr;
      rec.direct++;
      continue;
    }
    ValId bv;
    e_place(&E, &p, e, &bv, &addr);
    if (ir_cval(f, v)->op == OP_LOAD)
      spread_load(&E, v, bank_mem, rec.banks, bv, addr);
    else
      spread_store(&E, v, bank_mem, rec.banks, bv, addr);
    rec.spread++;
  }
  free(bank_mem);
  vec_push(&f->splits, rec);
}

uint32_t pass_partition(Func *f) {
  size_t nm = f->mems.len;
  bool any = false;
  for (size_t m = 0; m < nm; m++) any = any || f->mems.data[m].part.kind;
  if (!any) return 0;
  AffineCtx P;
  affine_init(&P, f);
  uint32_t n = 0;
  for (size_t m = 0; m < nm; m++) {
    if (f->mems.data[m].part.kind == PART_NONE) continue;
    split_mem(f, &P, (uint32_t)m);
    n++;
  }
  affine_free(&P);
  return n;
}

const char *partition_kind_name(PartKind k) {
  static const char *const name[] = {"none", "cyclic", "block", "complete"};
  return name[k];
}

void partition_text(const MemSplit *s, Sbuf *o) {
  sb_printf(o, "%s: %s partition", s->name, partition_kind_name(s->part.kind));
  if (s->part.kind != PART_COMPLETE) sb_printf(o, " by %u", s->part.factor);
  if (s->part.dim) sb_printf(o, " of dimension %u", s->part.dim);
  else if (s->part.kind == PART_COMPLETE) sb_puts(o, " of every element");
  else sb_puts(o, " of its words");
  if (s->part.automatic) sb_puts(o, " (the compiler's choice)");
  sb_printf(o, ": %u bank%s of %llu word%s; %u access%s to one bank, %u to "
            "every bank", s->banks, s->banks == 1 ? "" : "s",
            (unsigned long long)s->bank_depth, s->bank_depth == 1 ? "" : "s",
            s->direct, s->direct == 1 ? "" : "es", s->spread);
}
