/* values.c - the importer's value helpers: the pointer map, bindings of
 * LLVM values, constants (deduplicated) and IR op construction with simple
 * constant folding, so address arithmetic on constants stays constant. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* ---- pointer map (open addressing, lookups only) ---- */

static size_t ptr_hash(const void *p, size_t cap) {
  uint64_t x = (uint64_t)(uintptr_t)p;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 33;
  return (size_t)(x & (cap - 1));
}

bool ptrmap_get(const PtrMap *m, const void *key, uint32_t *val) {
  if (!m->cap) return false;
  for (size_t i = ptr_hash(key, m->cap);; i = (i + 1) & (m->cap - 1)) {
    if (!m->keys[i]) return false;
    if (m->keys[i] == key) {
      if (val) *val = m->vals[i];
      return true;
    }
  }
}

static void ptrmap_grow(PtrMap *m) {
  PtrMap n = {0};
  n.cap = m->cap ? m->cap * 2 : 64;
  n.keys = xcalloc(n.cap, sizeof *n.keys);
  n.vals = xcalloc(n.cap, sizeof *n.vals);
  for (size_t i = 0; i < m->cap; i++)
    if (m->keys[i]) ptrmap_put(&n, m->keys[i], m->vals[i]);
  ptrmap_free(m);
  *m = n;
}

void ptrmap_put(PtrMap *m, const void *key, uint32_t val) {
  if (!key) ICE("null key in pointer map");
  if ((m->len + 1) * 2 > m->cap) ptrmap_grow(m);
  for (size_t i = ptr_hash(key, m->cap);; i = (i + 1) & (m->cap - 1)) {
    if (m->keys[i] == key) {
      m->vals[i] = val;
      return;
    }
    if (!m->keys[i]) {
      m->keys[i] = key;
      m->vals[i] = val;
      m->len++;
      return;
    }
  }
}

void ptrmap_free(PtrMap *m) {
  free(m->keys);
  free(m->vals);
  memset(m, 0, sizeof *m);
}

/* ---- bindings ---- */

void imp_bind(Imp *im, LLVMValueRef v, Binding b) {
  vec_push(&im->binds, b);
  ptrmap_put(&im->vmap, v, (uint32_t)(im->binds.len - 1));
}

bool imp_lookup(Imp *im, LLVMValueRef v, Binding *out) {
  uint32_t i;
  if (!ptrmap_get(&im->vmap, v, &i)) return false;
  if (out) *out = im->binds.data[i];
  return true;
}

unsigned int_width(LLVMTypeRef t) {
  /* float.c leaves floating point only as bits */
  if (LLVMGetTypeKind(t) == LLVMFloatTypeKind) return 32;
  if (LLVMGetTypeKind(t) == LLVMDoubleTypeKind) return 64;
  if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind) return 0;
  return LLVMGetIntTypeWidth(t);
}

unsigned imp_width(Imp *im, ValId v) { return ir_val(im->f, v)->width; }

const char *imp_src_name(Imp *im, LLVMValueRef v) {
  const char *s = fe_name(v);
  /* Names of compiler temporaries (".lr.ph", "0") are no help to a user. */
  if (!s || !*s || *s == '.' || (*s >= '0' && *s <= '9')) return NULL;
  /* clang and the passes append ".0", ".lcssa", ".sroa.3", ... */
  const char *dot = strchr(s + 1, '.');
  size_t n = dot ? (size_t)(dot - s) : strlen(s);
  char *r = arena_alloc(&im->f->arena, n + 1);
  memcpy(r, s, n);
  return r;
}

/* ---- constants ---- */

static size_t const_hash(uint32_t w, uint64_t x, size_t cap) {
  uint64_t h = (x ^ ((uint64_t)w << 57)) * 0x9e3779b97f4a7c15ull;
  return (size_t)((h >> 17) & (cap - 1));
}

static void const_put(Imp *im, uint32_t w, uint64_t x, ValId v) {
  if ((im->clen + 1) * 2 > im->ccap) {
    struct ConstEnt *old = im->cents;
    size_t ocap = im->ccap;
    im->ccap = ocap ? ocap * 2 : 256;
    im->cents = xcalloc(im->ccap, sizeof *im->cents);
    im->clen = 0;
    for (size_t i = 0; i < ocap; i++)
      if (old[i].w) const_put(im, old[i].w, old[i].x, old[i].v);
    free(old);
  }
  size_t i = const_hash(w, x, im->ccap);
  while (im->cents[i].w) i = (i + 1) & (im->ccap - 1);
  im->cents[i] = (struct ConstEnt){x, w, v};
  im->clen++;
}

/* A constant of more than 64 bits: LLVM-C reads only 64 of them, so its
 * words come from its text ("i128 -5"), a decimal number. */
static ValId wide_const(Imp *im, LLVMValueRef v, unsigned w) {
  uint64_t words[IR_MAX_WIDTH / 64] = {0};
  unsigned n = (w + 63) / 64;
  char *text = LLVMPrintValueToString(v);
  const char *p = strchr(text, ' ');
  p = p ? p + 1 : text;
  bool neg = *p == '-';
  if (neg) p++;
  if (!strcmp(p, "true") || !strcmp(p, "false")) ICE("wide constant '%s'", text);
  for (; *p >= '0' && *p <= '9'; p++) { /* words = words * 10 + digit */
    unsigned __int128 carry = (unsigned)(*p - '0');
    for (unsigned i = 0; i < n; i++) {
      unsigned __int128 t = (unsigned __int128)words[i] * 10 + carry;
      words[i] = (uint64_t)t;
      carry = t >> 64;
    }
  }
  LLVMDisposeMessage(text);
  if (neg) { /* two's complement: ~x + 1 */
    bool c = true;
    for (unsigned i = 0; i < n; i++) {
      words[i] = ~words[i] + c;
      c = c && words[i] == 0;
    }
  }
  return ir_const_words(im->f, w, words);
}

ValId imp_const_of(Imp *im, LLVMValueRef v, unsigned w) {
  if (!ir_width_wide(w)) return imp_const(im, w, LLVMConstIntGetZExtValue(v));
  return wide_const(im, v, w);
}

/* Constants of more than 64 bits are zero-extended from x. */
ValId imp_const(Imp *im, unsigned w, uint64_t x) {
  if (w == 0 || w > IR_MAX_WIDTH) ICE("constant of width %u", w);
  x &= mask_bits(w);
  if (im->ccap) {
    size_t i = const_hash(w, x, im->ccap);
    for (; im->cents[i].w; i = (i + 1) & (im->ccap - 1))
      if (im->cents[i].w == w && im->cents[i].x == x) return im->cents[i].v;
  }
  ValId v = ir_const(im->f, w, x);
  const_put(im, w, x, v);
  return v;
}

/* ---- ops ---- */

static bool is_const(Imp *im, ValId v, uint64_t *x) {
  const Val *p = ir_val(im->f, v);
  if (p->op != OP_CONST || ir_width_wide(p->width)) return false;
  if (x) *x = p->imm;
  return true;
}

/* Folds the operations address arithmetic produces; everything else is
 * left to pass_fold. Returns IR_NOVAL when it does not fold. */
static ValId fold2(Imp *im, Op op, unsigned w, ValId a, ValId b) {
  uint64_t x = 0, y = 0;
  bool ca = is_const(im, a, &x), cb = is_const(im, b, &y);
  if (cb && y == 0 &&
      (op == OP_ADD || op == OP_SUB || op == OP_OR || op == OP_XOR ||
       op == OP_SHL || op == OP_LSHR || op == OP_ASHR))
    return a;
  if (ca && x == 0 && (op == OP_ADD || op == OP_OR || op == OP_XOR)) return b;
  if (cb && y == 1 && op == OP_MUL) return a;
  if (ca && x == 1 && op == OP_MUL) return b;
  if (!ca || !cb) return IR_NOVAL;
  switch (op) {
  case OP_ADD: return imp_const(im, w, x + y);
  case OP_SUB: return imp_const(im, w, x - y);
  case OP_MUL: return imp_const(im, w, x * y);
  case OP_AND: return imp_const(im, w, x & y);
  case OP_OR: return imp_const(im, w, x | y);
  case OP_XOR: return imp_const(im, w, x ^ y);
  case OP_SHL: return y < w ? imp_const(im, w, x << y) : IR_NOVAL;
  case OP_LSHR: return y < w ? imp_const(im, w, x >> y) : IR_NOVAL;
  case OP_EQ: return imp_const(im, 1, x == y);
  case OP_NE: return imp_const(im, 1, x != y);
  case OP_ULT: return imp_const(im, 1, x < y);
  case OP_ULE: return imp_const(im, 1, x <= y);
  case OP_UGT: return imp_const(im, 1, x > y);
  case OP_UGE: return imp_const(im, 1, x >= y);
  default: return IR_NOVAL;
  }
}

ValId imp_op(Imp *im, Op op, unsigned w, ValId a, ValId b, SrcLoc loc) {
  if (ir_info(op)->flags & OPF_CMP) w = 1;
  ValId r = fold2(im, op, w, a, b);
  if (r != IR_NOVAL) return r;
  ValId args[2] = {a, b};
  return ir_add(im->f, im->cur, op, w, 2, args, loc);
}

ValId imp_op1(Imp *im, Op op, unsigned w, ValId a, SrcLoc loc) {
  return ir_add(im->f, im->cur, op, w, 1, &a, loc);
}

ValId imp_sel(Imp *im, ValId c, ValId a, ValId b, SrcLoc loc) {
  uint64_t x;
  if (a == b) return a;
  if (is_const(im, c, &x)) return x ? a : b;
  ValId args[3] = {c, a, b};
  return ir_add(im->f, im->cur, OP_SELECT, imp_width(im, a), 3, args, loc);
}

ValId imp_resize(Imp *im, ValId v, unsigned w, bool sign, SrcLoc loc) {
  unsigned from = imp_width(im, v);
  uint64_t x;
  if (from == w) return v;
  if (is_const(im, v, &x) && w <= 64)
    return imp_const(im, w, sign ? (uint64_t)sign_extend(x, from) : x);
  if (is_const(im, v, &x)) { /* to more than 64 bits: the upper words */
    uint64_t words[IR_MAX_WIDTH / 64];
    bool neg = sign && from && (x >> (from - 1) & 1);
    for (unsigned i = 0; i < (w + 63) / 64; i++) words[i] = neg ? ~0ull : 0;
    words[0] = sign ? (uint64_t)sign_extend(x, from) : x;
    return ir_const_words(im->f, w, words);
  }
  if (from > w) return imp_op1(im, OP_TRUNC, w, v, loc);
  return imp_op1(im, sign ? OP_SEXT : OP_ZEXT, w, v, loc);
}
