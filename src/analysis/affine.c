/* affine.c - address forms and known low bits (affine.h). */
#include <stdlib.h>
#include <string.h>

#include "affine.h"

enum { MAX_DEPTH = 24 };
#define COEF_MAX ((int64_t)1 << 60)




/* ---- known low bits ---- */

enum { LOW_TOP = 255 }; /* a PHI not reached yet */

static unsigned ctz64(uint64_t x) { return x ? (unsigned)__builtin_ctzll(x) : 64; }

/* The low bits two values share: at most t bits, up to their first
 * difference. */
static void low_join(uint8_t *t, uint64_t *r, unsigned t2, uint64_t r2) {
  if (t2 == LOW_TOP) return;
  if (*t == LOW_TOP) {
    *t = (uint8_t)t2;
    *r = r2;
    return;
  }
  unsigned n = *t < t2 ? *t : t2, d = ctz64(*r ^ r2);
  if (d < n) n = d;
  *t = (uint8_t)n;
  *r &= mask_bits(n);
}

/* The low bits of v from its operands' (LOW_TOP: not known yet). */
static void low_op(const AffineCtx *P, ValId v, uint8_t *t, uint64_t *r) {
  const Val *x = ir_cval(P->f, v);
  unsigned w = x->width, ta = 0, tb = 0;
  uint64_t ra = 0, rb = 0;
  *t = 0;
  *r = 0;
  if (ir_width_wide(w)) { /* wider than the uint64_t bits here */
    *t = LOW_TOP;
    return;
  }
  if (x->op == OP_CONST) {
    *t = (uint8_t)w;
    *r = x->imm;
    return;
  }
  if (x->op == OP_PHI || x->op == OP_SELECT) {
    *t = LOW_TOP;
    for (uint32_t i = x->op == OP_SELECT ? 1 : 0; i < x->nargs; i++)
      low_join(t, r, P->lowt[x->args[i]], P->lowr[x->args[i]]);
    return;
  }
  if (x->nargs >= 1) ta = P->lowt[x->args[0]], ra = P->lowr[x->args[0]];
  if (x->nargs >= 2) tb = P->lowt[x->args[1]], rb = P->lowr[x->args[1]];
  if (ta == LOW_TOP || tb == LOW_TOP) {
    *t = LOW_TOP;
    return;
  }
  bool kb = x->nargs >= 2 && ir_cval(P->f, x->args[1])->op == OP_CONST;
  uint64_t k = kb ? ir_cval(P->f, x->args[1])->imm : 0;
  unsigned n = 0;
  switch (x->op) {
  case OP_ADD:
  case OP_SUB:
    n = ta < tb ? ta : tb;
    *r = x->op == OP_ADD ? ra + rb : ra - rb;
    break;
  case OP_MUL:
    n = ta < tb ? ta : tb;
    if (kb) n = ta + ctz64(k);
    *r = ra * rb;
    break;
  case OP_SHL:
    if (!kb || k >= w) return;
    n = ta + (unsigned)k;
    *r = ra << k;
    break;
  case OP_LSHR:
    if (!kb || k >= w || ta <= k) return;
    n = ta - (unsigned)k;
    *r = ra >> k;
    break;
  case OP_AND:
  case OP_OR:
    if (!kb) return;
    n = ta;
    while (n < w && ((k >> n) & 1) == (x->op == OP_OR)) n++;
    *r = x->op == OP_OR ? ra | k : ra & k;
    break;
  case OP_ZEXT:
    n = ta == ir_cval(P->f, x->args[0])->width ? w : ta;
    *r = ra;
    break;
  case OP_SEXT:
  case OP_TRUNC:
    n = ta;
    *r = ra;
    break;
  default:
    return;
  }
  if (n > w) n = w;
  *t = (uint8_t)n;
  *r &= mask_bits(n);
}

/* Known low bits of every value, to a fixed point (PHIs start unknown
 * and only lose bits). */
static void low_bits(AffineCtx *P) {
  const Func *f = P->f;
  P->lowt = xmalloc(P->nvals);
  P->lowr = xcalloc(P->nvals, sizeof *P->lowr);
  memset(P->lowt, LOW_TOP, P->nvals);
  for (int round = 0, changed = 1; changed && round < 200; round++) {
    changed = 0;
    for (size_t b = 0; b < f->blocks.len; b++) {
      const Block *bl = &f->blocks.data[b];
      for (size_t i = 0; i < bl->ops.len; i++) {
        ValId v = bl->ops.data[i];
        uint8_t t;
        uint64_t r;
        low_op(P, v, &t, &r);
        if (t != P->lowt[v] || r != P->lowr[v]) {
          P->lowt[v] = t;
          P->lowr[v] = r;
          changed = 1;
        }
      }
    }
    if (round == 199) memset(P->lowt, 0, P->nvals); /* (never settles) */
  }
  for (uint32_t v = 0; v < P->nvals; v++)
    if (P->lowt[v] == LOW_TOP) P->lowt[v] = 0;
}

/* A leaf x as r + 2^t * y (its known low bits): y's shift and residue. */
void affine_leaf_split(const AffineCtx *P, ValId x, unsigned *t, uint64_t *r) {
  *t = x < P->nvals && P->lowt[x] < 60 ? P->lowt[x] : 0;
  *r = *t ? P->lowr[x] : 0;
  if (ir_cval(P->f, x)->op == OP_CONST) *t = 0, *r = 0;
}

static unsigned min_mod(unsigned a, unsigned b) {
  if (!a) return b;
  if (!b) return a;
  return a < b ? a : b;
}

/* v as a form: r + 2^t * y(v), y(v) = (v - r) >> t (leaf_split). */
static Affine leaf(const AffineCtx *P, ValId v) {
  Affine a = {0};
  unsigned t;
  uint64_t r;
  affine_leaf_split(P, v, &t, &r);
  a.n = 1;
  a.x[0] = v;
  a.c[0] = (int64_t)1 << t;
  a.c0 = (int64_t)r;
  return a;
}

static bool add_term(Affine *a, ValId x, int64_t c) {
  for (uint32_t i = 0; i < a->n; i++)
    if (a->x[i] == x) {
      a->c[i] += c;
      if (a->c[i] > COEF_MAX || a->c[i] < -COEF_MAX) return false;
      return true;
    }
  if (c == 0) return true;
  if (a->n == AFFINE_MAX_TERMS) return false;
  a->x[a->n] = x;
  a->c[a->n++] = c;
  return true;
}

/* a += s * b */
static bool add_scaled(Affine *a, const Affine *b, int64_t s) {
  i128 c0 = (i128)a->c0 + (i128)b->c0 * s;
  if (c0 > COEF_MAX || c0 < -COEF_MAX) return false;
  a->c0 = (int64_t)c0;
  for (uint32_t i = 0; i < b->n; i++) {
    i128 c = (i128)b->c[i] * s;
    if (c > COEF_MAX || c < -COEF_MAX || !add_term(a, b->x[i], (int64_t)c))
      return false;
  }
  a->mod_bits = min_mod(a->mod_bits, b->mod_bits);
  return true;
}

/* The range of a form's variable y(x) (leaf), from x's unsigned range
 * (the whole width when unknown). */
void affine_var_range(const AffineCtx *P, ValId x, i128 *lo, i128 *hi) {
  const Val *v = ir_cval(P->f, x);
  if (x < P->nvals && !P->rng[x].empty) {
    *lo = P->rng[x].ulo;
    *hi = P->rng[x].uhi;
  } else {
    *lo = 0;
    *hi = (i128)mask_bits(v->width);
  }
  unsigned t;
  uint64_t r;
  affine_leaf_split(P, x, &t, &r);
  i128 s = (i128)1 << t;
  *lo = *lo <= (i128)r ? 0 : (*lo - (i128)r + s - 1) / s;
  *hi = *hi < (i128)r ? 0 : (*hi - (i128)r) / s;
}

/* The form now stands for a value of width w: when it lies in one window
 * [j * 2^w, (j + 1) * 2^w) in every run, moving c0 by j * 2^w makes it
 * exact; otherwise it holds modulo 2^w. */
static void settle(const AffineCtx *P, Affine *a, unsigned w) {
  if (a->mod_bits && a->mod_bits < w) return;
  i128 lo = a->c0, hi = a->c0;
  for (uint32_t i = 0; i < a->n; i++) {
    i128 xl, xh;
    affine_var_range(P, a->x[i], &xl, &xh);
    if (a->c[i] >= 0) {
      lo += xl * a->c[i];
      hi += xh * a->c[i];
    } else {
      lo += xh * a->c[i];
      hi += xl * a->c[i];
    }
  }
  i128 span = (i128)1 << w;
  i128 jl = lo >= 0 ? lo / span : -((-lo + span - 1) / span);
  i128 jh = hi >= 0 ? hi / span : -((-hi + span - 1) / span);
  i128 c0 = (i128)a->c0 - jl * span;
  if (!a->mod_bits && jl == jh && c0 <= COEF_MAX && c0 >= -COEF_MAX) {
    a->c0 = (int64_t)c0;
    return;
  }
  a->mod_bits = min_mod(a->mod_bits, w);
}

static bool affine(const AffineCtx *P, ValId v, unsigned depth, Affine *out);

/* A constant operand's value (as the form of a constant). */
static bool const_of(const AffineCtx *P, ValId v, unsigned depth, int64_t *k) {
  Affine a;
  if (!affine(P, v, depth, &a) || a.n || a.mod_bits) return false;
  *k = a.c0;
  return true;
}

static bool affine_op(const AffineCtx *P, ValId v, unsigned depth, Affine *out) {
  const Val *x = ir_cval(P->f, v);
  unsigned w = x->width;
  Affine a = {0}, b;
  int64_t k = 0;
  if (ir_width_wide(w)) return false; /* not an address (ir.h) */
  switch (x->op) {
  case OP_CONST:
    if (x->imm > (uint64_t)COEF_MAX) return false;
    out->c0 = (int64_t)x->imm;
    return true;
  case OP_ADD:
  case OP_SUB:
    if (!affine(P, x->args[0], depth, &a) || !affine(P, x->args[1], depth, &b) ||
        !add_scaled(&a, &b, x->op == OP_ADD ? 1 : -1))
      return false;
    break;
  case OP_MUL:
    for (int s = 0; s < 2; s++)
      if (const_of(P, x->args[s], depth, &k) &&
          affine(P, x->args[1 - s], depth, &b)) {
        if (!add_scaled(&a, &b, k)) return false;
        settle(P, &a, w);
        *out = a;
        return true;
      }
    return false;
  case OP_SHL:
    if (!const_of(P, x->args[1], depth, &k) || k < 0 || k >= (int64_t)w ||
        k > 60 || !affine(P, x->args[0], depth, &b) ||
        !add_scaled(&a, &b, (int64_t)1 << k))
      return false;
    break;
  case OP_LSHR: {
    /* x >> k of a form whose every coefficient is a multiple of 2^k */
    if (!const_of(P, x->args[1], depth, &k) || k < 0 || k >= (int64_t)w ||
        !affine(P, x->args[0], depth, &b) ||
        (b.mod_bits && b.mod_bits <= (unsigned)k))
      return false;
    int64_t d = (int64_t)1 << k;
    if (b.c0 % d) return false;
    a = b;
    a.c0 = b.c0 / d;
    for (uint32_t i = 0; i < b.n; i++) {
      if (b.c[i] % d) return false;
      a.c[i] = b.c[i] / d;
    }
    if (b.mod_bits) a.mod_bits = b.mod_bits - (unsigned)k;
    break;
  }
  case OP_OR: {
    /* x | c with c below the lowest bit x can have is x + c */
    int s = const_of(P, x->args[1], depth, &k) ? 1 : 0;
    if (!s && !const_of(P, x->args[0], depth, &k)) return false;
    if (k < 0 || !affine(P, x->args[1 - s], depth, &b)) return false;
    uint64_t g = (uint64_t)b.c0;
    for (uint32_t i = 0; i < b.n; i++) g |= (uint64_t)b.c[i];
    uint64_t low = g & (~g + 1); /* lowest set bit of any coefficient */
    if (g && (uint64_t)k >= low) return false;
    if (b.mod_bits && low > ((uint64_t)1 << (b.mod_bits - 1))) return false;
    a = b;
    a.c0 += k;
    break;
  }
  case OP_ZEXT:
    return affine(P, x->args[0], depth, out);
  case OP_SEXT: {
    ValId s = x->args[0];
    if (s >= P->nvals || P->rng[s].empty || P->rng[s].slo < 0) return false;
    return affine(P, s, depth, out);
  }
  case OP_TRUNC:
    if (!affine(P, x->args[0], depth, &a)) return false;
    break;
  default:
    return false;
  }
  settle(P, &a, w);
  *out = a;
  return true;
}

/* The affine form of v: an operation on affine forms, else v itself. */
static bool affine(const AffineCtx *P, ValId v, unsigned depth, Affine *out) {
  memset(out, 0, sizeof *out);
  if (depth < MAX_DEPTH && affine_op(P, v, depth + 1, out)) return true;
  if (ir_cval(P->f, v)->op == OP_CONST) return false; /* too large */
  *out = leaf(P, v);
  return true;
}

void affine_init(AffineCtx *P, const Func *f) {
  P->f = f;
  P->rng = range_analyze(f);
  P->nvals = (uint32_t)f->vals.len;
  low_bits(P);
}

void affine_free(AffineCtx *P) {
  free(P->rng);
  free(P->lowt);
  free(P->lowr);
  memset(P, 0, sizeof *P);
}

Affine affine_of(const AffineCtx *P, ValId v) {
  Affine a;
  if (!affine(P, v, 0, &a)) a = leaf(P, v);
  return a;
}
