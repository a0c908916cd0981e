/* range.c - value ranges (see range.h). */
#include "range.h"

#include <stdlib.h>
#include <string.h>

typedef __int128 I128;

/* Rounds of plain growth before a growing PHI jumps to a threshold, rounds
 * before it jumps to the whole width, rounds before giving up, and rounds
 * from the fixed point without the join. */
enum { WIDEN_ROUND = 40, EXTREME_ROUND = 120, GIVE_UP_ROUND = 400,
       DOWN_ROUNDS = 4 };

/* A value wider than 64 bits (ir.h) is never narrowed: its range is the
 * full range of 64 bits, which no transfer below reads (wide_range). */
static int64_t smin(unsigned w) {
  return (int64_t)(~(uint64_t)0 << ((w > 64 ? 64 : w) - 1));
}
static int64_t smax(unsigned w) { return (int64_t)(mask_bits(w) >> 1); }

Range range_full(unsigned w) {
  return (Range){false, 0, mask_bits(w), smin(w), smax(w)};
}

static Range empty_range(void) { return (Range){true, 1, 0, 1, 0}; }

unsigned range_ubits(const Range *r) {
  if (r->empty || r->uhi == 0) return 1;
  return 64u - (unsigned)__builtin_clzll(r->uhi);
}

unsigned range_sbits(const Range *r) {
  if (r->empty) return 1;
  /* the bits of the magnitude, as ~x for negatives, plus the sign */
  uint64_t lo = r->slo < 0 ? ~(uint64_t)r->slo : (uint64_t)r->slo;
  uint64_t hi = r->shi < 0 ? ~(uint64_t)r->shi : (uint64_t)r->shi;
  uint64_t m = lo > hi ? lo : hi;
  return m ? 65u - (unsigned)__builtin_clzll(m) : 1;
}

/* Each interval implies one of the other kind: both are kept as tight as
 * the other allows. */
static Range norm(Range r, unsigned w) {
  if (r.empty) return r;
  if (ir_width_wide(w)) return range_full(w); /* no range: wide_range */
  uint64_t half = (uint64_t)1 << (w - 1), m = mask_bits(w);
  int64_t sl = smin(w), sh = smax(w);
  if (r.uhi < half) sl = (int64_t)r.ulo, sh = (int64_t)r.uhi;
  else if (r.ulo >= half)
    sl = sign_extend(r.ulo, w), sh = sign_extend(r.uhi, w);
  if (sl > r.slo) r.slo = sl;
  if (sh < r.shi) r.shi = sh;
  uint64_t ul = 0, uh = m;
  if (r.slo >= 0) ul = (uint64_t)r.slo, uh = (uint64_t)r.shi;
  else if (r.shi < 0) ul = (uint64_t)r.slo & m, uh = (uint64_t)r.shi & m;
  if (ul > r.ulo) r.ulo = ul;
  if (uh < r.uhi) r.uhi = uh;
  if (r.ulo > r.uhi || r.slo > r.shi) return empty_range();
  return r;
}

/* The range of width w of a set of integers whose unsigned reading lies in
 * [ul, uh] and whose signed reading in [sl, sh] (exact integers, before
 * wrapping): an interval that lies within one window of 2^w values wraps
 * to one interval, any other to the whole width. */
static Range make(unsigned w, I128 ul, I128 uh, I128 sl, I128 sh) {
  Range r = range_full(w);
  if (ir_width_wide(w)) return r; /* no range: wide_range */
  I128 m = (I128)mask_bits(w);
  if (ul <= uh && (ul >> w) == (uh >> w)) /* floor division by 2^w */
    r.ulo = (uint64_t)(ul & m), r.uhi = (uint64_t)(uh & m);
  I128 half = (I128)1 << (w - 1);
  I128 a = sl + half, b = sh + half; /* windows of the signed reading */
  if (a <= b && (a >> w) == (b >> w))
    r.slo = (int64_t)((a & m) - half), r.shi = (int64_t)((b & m) - half);
  return norm(r, w);
}

static Range join(Range a, Range b) {
  if (a.empty) return b;
  if (b.empty) return a;
  if (b.ulo < a.ulo) a.ulo = b.ulo;
  if (b.uhi > a.uhi) a.uhi = b.uhi;
  if (b.slo < a.slo) a.slo = b.slo;
  if (b.shi > a.shi) a.shi = b.shi;
  return a;
}

static bool same(const Range *a, const Range *b) {
  if (a->empty || b->empty) return a->empty == b->empty;
  return a->ulo == b->ulo && a->uhi == b->uhi && a->slo == b->slo &&
         a->shi == b->shi;
}

static I128 min4(I128 a, I128 b, I128 c, I128 d) {
  I128 m = a < b ? a : b;
  m = m < c ? m : c;
  return m < d ? m : d;
}
static I128 max4(I128 a, I128 b, I128 c, I128 d) {
  I128 m = a > b ? a : b;
  m = m > c ? m : c;
  return m > d ? m : d;
}

/* All values of k bits read signed (k <= w). */
static Range signed_bits(unsigned w, unsigned k) {
  return make(w, 0, (I128)mask_bits(w), smin(k), smax(k));
}

static Range mul(unsigned w, Range a, Range b) {
  I128 ul = 0, uh = -1; /* uh < ul: no unsigned bound */
  unsigned __int128 p = (unsigned __int128)a.uhi * b.uhi;
  if (p >> 126 == 0) ul = (I128)a.ulo * b.ulo, uh = (I128)p;
  I128 c1 = (I128)a.slo * b.slo, c2 = (I128)a.slo * b.shi;
  I128 c3 = (I128)a.shi * b.slo, c4 = (I128)a.shi * b.shi;
  return make(w, ul, uh, min4(c1, c2, c3, c4), max4(c1, c2, c3, c4));
}

static Range bitwise(Op op, unsigned w, Range a, Range b) {
  uint64_t hi = a.uhi > b.uhi ? a.uhi : b.uhi;
  unsigned ub = range_ubits(&(Range){false, 0, hi, 0, 0});
  unsigned sa = range_sbits(&a), sb = range_sbits(&b);
  Range r = signed_bits(w, sa > sb ? sa : sb);
  if (op == OP_AND) {
    r.uhi = a.uhi < b.uhi ? a.uhi : b.uhi;
    if (a.slo >= 0 && a.shi < r.shi) r.shi = a.shi;
    if (b.slo >= 0 && b.shi < r.shi) r.shi = b.shi;
    if (a.slo >= 0 || b.slo >= 0) r.slo = r.slo > 0 ? r.slo : 0;
  } else {
    r.uhi = mask_bits(ub);
    if (op == OP_OR) r.ulo = a.ulo > b.ulo ? a.ulo : b.ulo;
  }
  return norm(r, w);
}

static Range shift(Op op, unsigned w, Range a, Range s) {
  if (s.uhi >= w) return range_full(w); /* left to the hardware */
  unsigned lo = (unsigned)s.ulo, hi = (unsigned)s.uhi;
  switch (op) {
  case OP_SHL: {
    I128 pl = (I128)1 << lo, ph = (I128)1 << hi;
    I128 sl = (I128)a.slo * pl, sl2 = (I128)a.slo * ph;
    I128 sh = (I128)a.shi * pl, sh2 = (I128)a.shi * ph;
    return make(w, (I128)a.ulo << lo, (I128)a.uhi << hi, min4(sl, sl2, sh, sh2),
                max4(sl, sl2, sh, sh2));
  }
  case OP_LSHR:
    return make(w, a.ulo >> hi, a.uhi >> lo, smin(w), smax(w));
  default: { /* ASHR: floor division by 2^s, monotone in each operand */
    I128 l1 = a.slo >> lo, l2 = a.slo >> hi, h1 = a.shi >> lo, h2 = a.shi >> hi;
    return make(w, 0, (I128)mask_bits(w), l1 < l2 ? l1 : l2, h1 > h2 ? h1 : h2);
  }
  }
}

/* A value or an operand wider than 64 bits: the range is not computed
 * (uint64_t bounds cannot hold it). */
static bool wide_range(const Func *f, const Val *x) {
  if (ir_width_wide(x->width)) return true;
  for (uint32_t i = 0; i < x->nargs; i++)
    if (ir_width_wide(ir_cval(f, x->args[i])->width)) return true;
  return false;
}

/* The range of non-PHI value v of width w from its operands' ranges a[]. */
static Range transfer(const Func *f, ValId v, const Range *a) {
  const Val *x = ir_cval(f, v);
  unsigned w = x->width;
  for (uint32_t i = 0; i < x->nargs && i < 3; i++)
    if (a[i].empty) return empty_range();
  if (wide_range(f, x)) return range_full(w);
  switch (x->op) {
  case OP_CONST:
    return make(w, x->imm, x->imm, sign_extend(x->imm, w),
                sign_extend(x->imm, w));
  case OP_ADD:
    return make(w, (I128)a[0].ulo + a[1].ulo, (I128)a[0].uhi + a[1].uhi,
                (I128)a[0].slo + a[1].slo, (I128)a[0].shi + a[1].shi);
  case OP_SUB:
    return make(w, (I128)a[0].ulo - a[1].uhi, (I128)a[0].uhi - a[1].ulo,
                (I128)a[0].slo - a[1].shi, (I128)a[0].shi - a[1].slo);
  case OP_MUL: return mul(w, a[0], a[1]);
  case OP_AND: case OP_OR: case OP_XOR: return bitwise(x->op, w, a[0], a[1]);
  case OP_SHL: case OP_LSHR: case OP_ASHR: return shift(x->op, w, a[0], a[1]);
  case OP_UDIV:
    if (a[1].ulo == 0) break; /* by zero: the hardware's */
    return make(w, a[0].ulo / a[1].uhi, a[0].uhi / a[1].ulo, smin(w), smax(w));
  case OP_UREM: {
    if (a[1].ulo == 0) break;
    uint64_t hi = a[1].uhi - 1 < a[0].uhi ? a[1].uhi - 1 : a[0].uhi;
    return make(w, 0, hi, smin(w), smax(w));
  }
  case OP_SELECT: return norm(join(a[1], a[2]), w);
  case OP_ZEXT: return make(w, a[0].ulo, a[0].uhi, a[0].ulo, a[0].uhi);
  case OP_SEXT:
    return make(w, a[0].slo, a[0].shi, a[0].slo, a[0].shi);
  case OP_TRUNC: return make(w, a[0].ulo, a[0].uhi, a[0].slo, a[0].shi);
  case OP_LOAD: {
    const Mem *m = &f->mems.data[x->imm];
    if (!m->rom || !m->init || m->external || m->width != w ||
        ir_width_wide(w))
      break;
    Range r = empty_range();
    for (uint64_t i = 0; i < m->depth; i++) {
      uint64_t k = m->init[i] & mask_bits(w);
      r = join(r, (Range){false, k, k, sign_extend(k, w), sign_extend(k, w)});
    }
    return norm(r, w);
  }
  default: break;
  }
  return range_full(w);
}

/* ---- branch conditions ---- */

/* x's range r where `x op y` holds, y's range being c. */
static Range bound(Op op, unsigned w, Range r, Range c) {
  if (r.empty || c.empty) return r;
  switch (op) {
  case OP_EQ:
    r.ulo = r.ulo > c.ulo ? r.ulo : c.ulo;
    r.uhi = r.uhi < c.uhi ? r.uhi : c.uhi;
    r.slo = r.slo > c.slo ? r.slo : c.slo;
    r.shi = r.shi < c.shi ? r.shi : c.shi;
    break;
  case OP_NE:
    if (c.ulo != c.uhi) break;
    if (r.ulo == c.ulo && r.ulo < r.uhi) r.ulo++;
    else if (r.uhi == c.ulo && r.ulo < r.uhi) r.uhi--;
    else if (r.ulo == c.ulo) return empty_range();
    if (r.slo == c.slo && r.slo < r.shi) r.slo++;
    else if (r.shi == c.slo && r.slo < r.shi) r.shi--;
    break;
  case OP_ULT:
    if (c.uhi == 0) return empty_range();
    if (c.uhi - 1 < r.uhi) r.uhi = c.uhi - 1;
    break;
  case OP_ULE: if (c.uhi < r.uhi) r.uhi = c.uhi; break;
  case OP_UGT:
    if (c.ulo == mask_bits(w)) return empty_range();
    if (c.ulo + 1 > r.ulo) r.ulo = c.ulo + 1;
    break;
  case OP_UGE: if (c.ulo > r.ulo) r.ulo = c.ulo; break;
  case OP_SLT:
    if (c.shi == smin(w)) return empty_range();
    if (c.shi - 1 < r.shi) r.shi = c.shi - 1;
    break;
  case OP_SLE: if (c.shi < r.shi) r.shi = c.shi; break;
  case OP_SGT:
    if (c.slo == smax(w)) return empty_range();
    if (c.slo + 1 > r.slo) r.slo = c.slo + 1;
    break;
  case OP_SGE: if (c.slo > r.slo) r.slo = c.slo; break;
  default: break;
  }
  return norm(r, w);
}

/* x's range r where the 1-bit value c is `sense`: the compares of x that c
 * is built of, through NOT (xor with 1), AND (when true) and OR (when
 * false). */
static Range refine(const Func *f, const Range *R, ValId c, bool sense,
                    ValId x, Range r, unsigned depth) {
  const Val *cv = ir_cval(f, c);
  if (depth > 6 || r.empty) return r;
  if (cv->op == OP_XOR && cv->nargs == 2) {
    for (int k = 0; k < 2; k++) {
      const Val *o = ir_cval(f, cv->args[1 - k]);
      if (o->op == OP_CONST && (o->imm & 1))
        return refine(f, R, cv->args[k], !sense, x, r, depth + 1);
    }
    return r;
  }
  if ((cv->op == OP_AND && sense) || (cv->op == OP_OR && !sense)) {
    r = refine(f, R, cv->args[0], sense, x, r, depth + 1);
    return refine(f, R, cv->args[1], sense, x, r, depth + 1);
  }
  if (!(ir_info(cv->op)->flags & OPF_CMP) || cv->nargs != 2) return r;
  for (int k = 0; k < 2; k++) {
    if (cv->args[k] != x) continue;
    Op op = k == 0 ? cv->op : ir_cmp_swapped(cv->op);
    if (!sense) op = ir_cmp_negated(op);
    r = bound(op, ir_cval(f, x)->width, r, R[cv->args[1 - k]]);
  }
  return r;
}

/* The range of argument a of a PHI on the edge from block p to block to:
 * where p ends in a conditional branch, a (or the operands a is computed
 * from, then a again) bounded by the branch condition. */
static Range edge_range(const Func *f, const Range *R, ValId a, uint32_t p,
                        uint32_t to) {
  const Term *t = &f->blocks.data[p].term;
  if (t->kind != TERM_CBR || t->succs[0] == t->succs[1]) return R[a];
  bool sense = t->succs[0] == to;
  const Val *x = ir_cval(f, a);
  Range r = R[a];
  if (x->op != OP_PHI && x->op != OP_CONST && x->nargs >= 1 && x->nargs <= 3) {
    Range in[3];
    for (uint32_t i = 0; i < x->nargs; i++)
      in[i] = refine(f, R, t->arg, sense, x->args[i], R[x->args[i]], 0);
    Range again = transfer(f, a, in);
    if (!again.empty) {
      r.ulo = r.ulo > again.ulo ? r.ulo : again.ulo;
      r.uhi = r.uhi < again.uhi ? r.uhi : again.uhi;
      r.slo = r.slo > again.slo ? r.slo : again.slo;
      r.shi = r.shi < again.shi ? r.shi : again.shi;
      r = norm(r, x->width);
    } else {
      r = again;
    }
  }
  return refine(f, R, t->arg, sense, a, r, 0);
}

/* ---- widening ---- */

typedef struct Thresholds {
  I128 *v;
  size_t n;
} Thresholds;

static int cmp_i128(const void *a, const void *b) {
  I128 x = *(const I128 *)a, y = *(const I128 *)b;
  return x < y ? -1 : x > y;
}

/* The constants compares use, read unsigned and signed, and their
 * neighbours, sorted. */
static Thresholds thresholds(const Func *f) {
  VEC(I128) t = {0};
  for (size_t v = 0; v < f->vals.len; v++) {
    const Val *x = ir_cval(f, (ValId)v);
    if (!(ir_info(x->op)->flags & OPF_CMP) || x->nargs != 2) continue;
    for (int k = 0; k < 2; k++) {
      const Val *c = ir_cval(f, x->args[k]);
      if (c->op != OP_CONST) continue;
      I128 u = (I128)c->imm, s = sign_extend(c->imm, c->width);
      for (int d = -1; d <= 1; d++) {
        vec_push(&t, u + d);
        vec_push(&t, s + d);
      }
    }
  }
  if (t.len) qsort(t.data, t.len, sizeof *t.data, cmp_i128);
  return (Thresholds){t.data, t.len};
}

static I128 up_to(const Thresholds *t, I128 x, I128 top, bool extreme) {
  if (!extreme)
    for (size_t i = 0; i < t->n; i++)
      if (t->v[i] >= x) return t->v[i] < top ? t->v[i] : top;
  return top;
}

static I128 down_to(const Thresholds *t, I128 x, I128 bottom, bool extreme) {
  if (!extreme)
    for (size_t i = t->n; i-- > 0;)
      if (t->v[i] <= x) return t->v[i] > bottom ? t->v[i] : bottom;
  return bottom;
}

/* n grown from old (n contains old): each bound that moved jumps. */
static Range widen(const Thresholds *t, Range old, Range n, unsigned w,
                   bool extreme) {
  if (old.empty) return n;
  if (n.uhi > old.uhi) n.uhi = (uint64_t)up_to(t, n.uhi, mask_bits(w), extreme);
  if (n.ulo < old.ulo) n.ulo = (uint64_t)down_to(t, n.ulo, 0, extreme);
  if (n.shi > old.shi) n.shi = (int64_t)up_to(t, n.shi, smax(w), extreme);
  if (n.slo < old.slo) n.slo = (int64_t)down_to(t, n.slo, smin(w), extreme);
  return norm(n, w);
}

/* ---- the fixed point ---- */

static Range phi_range(const Func *f, const Range *R, ValId v) {
  const Val *x = ir_cval(f, v);
  Range r = empty_range();
  for (uint32_t i = 0; i < x->nargs; i++)
    r = join(r, edge_range(f, R, x->args[i], x->phi_blocks[i], x->block));
  return norm(r, x->width);
}

/* One round over every block; true when a range changed. down: without the
 * join with the old range (from a fixed point). */
static bool round_once(const Func *f, Range *R, const Thresholds *t,
                       unsigned round, bool down) {
  bool changed = false;
  for (uint32_t b = 0; b < f->blocks.len; b++) {
    const Block *bl = &f->blocks.data[b];
    for (size_t i = 0; i < bl->ops.len; i++) {
      ValId v = bl->ops.data[i];
      const Val *x = ir_cval(f, v);
      if (x->width == 0) continue;
      Range n;
      if (x->op == OP_PHI) {
        n = phi_range(f, R, v);
        if (!down) {
          Range j = norm(join(R[v], n), x->width);
          n = round >= WIDEN_ROUND && !same(&j, &R[v])
                  ? widen(t, R[v], j, x->width, round >= EXTREME_ROUND)
                  : j;
        }
      } else {
        Range in[3];
        for (uint32_t k = 0; k < x->nargs && k < 3; k++) in[k] = R[x->args[k]];
        n = transfer(f, v, in);
      }
      if (!same(&n, &R[v])) changed = true;
      R[v] = n;
    }
  }
  return changed;
}

Range *range_analyze(const Func *f) {
  size_t n = f->vals.len;
  Range *R = xmalloc((n ? n : 1) * sizeof *R);
  for (size_t v = 0; v < n; v++) {
    const Val *x = ir_cval(f, (ValId)v);
    R[v] = x->op == OP_CONST ? transfer(f, (ValId)v, NULL) : empty_range();
  }
  Thresholds t = thresholds(f);
  unsigned round = 0;
  while (round < GIVE_UP_ROUND && round_once(f, R, &t, round, false)) round++;
  if (round == GIVE_UP_ROUND) {
    for (size_t v = 0; v < n; v++) {
      unsigned w = ir_cval(f, (ValId)v)->width;
      R[v] = w ? range_full(w) : empty_range();
    }
  } else {
    for (unsigned d = 0; d < DOWN_ROUNDS; d++)
      if (!round_once(f, R, &t, 0, true)) break;
  }
  free(t.v);
  return R;
}
