/* memnarrow.c - on-chip memory words on the bits the program stores.
 *
 * A memory's word has the width of clang's storage type: a _BitInt(200)
 * array is stored as i256 words (the store extends the 200-bit value, the
 * load truncates it again), an int array that only ever holds bytes has
 * 32-bit words. Every bit of a word is a bit of RAM, so this pass makes a
 * memory's words k < W bits wide when that changes no value the program
 * can observe. Its conditions, for a memory m of W-bit words:
 *  - m is on chip: not external (no port names it), and has no pending
 *    partition (the pass runs after pass_partition, so every bank is a
 *    memory of its own);
 *  - every value stored to m fits k bits zero-extended, or every one fits
 *    k bits sign-extended (one kind per memory): by the value ranges of
 *    analysis/range.h for values of at most 64 bits, and for wider ones
 *    because the value is a constant or a ZEXT/SEXT of a value that fits;
 *  - every initial word (Mem.init, ROMs included) fits the same k bits with
 *    the same extension.
 * Accesses are LOAD and STORE only, always of a whole word (ir.h), so then
 * every word m holds is the k-bit word extended back: m becomes k bits
 * wide, each STORE stores its value cut to k bits (the narrower value
 * directly when it is an extension of one), each LOAD becomes a k-bit load
 * whose ZEXT/SEXT back to W keeps the old load's ValId (its uses are
 * unchanged), and the initial words are cut to k bits. k is the smallest
 * such width (at least 1; zero extension when both kinds give it); a
 * memory whose k is W stays as it is. Each narrowed memory is recorded in
 * Func.narrowed for -v and the report.
 */
#include <stdlib.h>
#include <string.h>

#include "../analysis/range.h"
#include "pass.h"

/* The bits that hold a value zero-extended (z) and sign-extended (s). */
typedef struct Fit {
  unsigned z, s;
} Fit;

static Fit fit_max(Fit a, Fit b) {
  return (Fit){a.z > b.z ? a.z : b.z, a.s > b.s ? a.s : b.s};
}

/* The fit of a w-bit word given by its limbs (least significant first,
 * masked to w): 1 for 0 (and s 1 for -1). */
static Fit fit_words(const uint64_t *x, unsigned w) {
  bool neg = (x[(w - 1) / 64] >> ((w - 1) % 64)) & 1;
  unsigned z = 0, s = 0; /* highest bit set; highest bit unlike the sign */
  for (unsigned i = 0; i < w; i++) {
    bool bit = (x[i / 64] >> (i % 64)) & 1;
    if (bit) z = i + 1;
    if (bit != neg) s = i + 1;
  }
  Fit r = {z ? z : 1, s + 1};
  if (r.s > w) r.s = w;
  return r;
}

/* The fit of value v (of width w): its range when it has one, a wide
 * constant's words, an extension's operand's fit extended; w otherwise. */
static Fit fit_value(const Func *f, const Range *R, size_t nranged, ValId v) {
  const Val *x = ir_cval(f, v);
  unsigned w = x->width;
  if (!ir_width_wide(w) && v < nranged) {
    if (R[v].empty) return (Fit){1, 1}; /* never stored */
    return (Fit){range_ubits(&R[v]), range_sbits(&R[v])};
  }
  if (x->op == OP_CONST && x->words) return fit_words(x->words, w);
  if (x->op != OP_ZEXT && x->op != OP_SEXT) return (Fit){w, w};
  unsigned yw = ir_cval(f, x->args[0])->width;
  Fit y = fit_value(f, R, nranged, x->args[0]);
  if (x->op == OP_ZEXT) return (Fit){y.z, y.z < w ? y.z + 1 : w};
  /* a SEXT of a value whose top bit is always 0 is its ZEXT */
  return (Fit){y.z < yw ? y.z : w, y.s};
}

/* Memory m's words can live on fewer bits: it is on chip and unsplit. */
static bool candidate(const Func *f, uint32_t m) {
  const Mem *mem = &f->mems.data[m];
  if (mem->external || mem->part.kind != PART_NONE) return false;
  for (size_t p = 0; p < f->ports.len; p++)
    if (f->ports.data[p].kind == PORT_MEM && f->ports.data[p].mem == m)
      return false;
  return true;
}

/* The fit of every value stored to each memory and of its initial words
 * (fit[m], f->mems.len entries; {1, 1} for a memory never written). */
static Fit *memory_fits(const Func *f, const Range *R, size_t nranged,
                        MemNarrowing *what) {
  Fit *fit = xmalloc((f->mems.len ? f->mems.len : 1) * sizeof *fit);
  for (size_t m = 0; m < f->mems.len; m++) {
    const Mem *mem = &f->mems.data[m];
    fit[m] = (Fit){1, 1};
    what[m] = (MemNarrowing){mem->name, mem->width, mem->width, false,
                             false, mem->init != NULL};
    for (uint64_t i = 0; mem->init && i < mem->depth; i++)
      fit[m] = fit_max(fit[m], fit_words(ir_mem_word(mem, i), mem->width));
  }
  for (uint32_t b = 0; b < f->blocks.len; b++) {
    const Block *bl = &f->blocks.data[b];
    for (size_t i = 0; i < bl->ops.len; i++) {
      const Val *x = ir_cval(f, bl->ops.data[i]);
      if (x->op != OP_STORE) continue;
      fit[x->imm] = fit_max(fit[x->imm], fit_value(f, R, nranged, x->args[1]));
      what[x->imm].stores = true;
    }
  }
  return fit;
}

/* Value a (wider than k bits) cut to its low k bits, appended to block b:
 * the narrower value itself (or extended to k) when a extends one. */
static ValId cut(Func *f, uint32_t b, ValId a, unsigned k) {
  const Val *x = ir_cval(f, a);
  SrcLoc loc = x->loc;
  if (x->op == OP_CONST) {
    uint64_t w[IR_MAX_WIDTH / 64];
    if (x->words) memcpy(w, x->words, ir_limbs(k) * sizeof *w);
    else w[0] = x->imm;
    return ir_const_words(f, k, w); /* (masks to k) */
  }
  if (x->op == OP_ZEXT || x->op == OP_SEXT) {
    ValId y = x->args[0];
    Op ext = x->op;
    unsigned yw = ir_cval(f, y)->width;
    if (yw == k) return y;
    if (yw < k) return ir_add(f, b, ext, k, 1, &y, loc);
    a = y;
  }
  return ir_add(f, b, OP_TRUNC, k, 1, &a, loc);
}

/* Block b's accesses to the memories with to[m] < their width, rewritten
 * (the block's op list rebuilt in order, new values before their use). */
static void rewrite_block(Func *f, uint32_t b, const MemNarrowing *to) {
  Block *bl = &f->blocks.data[b];
  size_t len = bl->ops.len;
  ValId *old = xmalloc((len ? len : 1) * sizeof *old);
  if (len) memcpy(old, bl->ops.data, len * sizeof *old);
  f->blocks.data[b].ops.len = 0;
  for (size_t i = 0; i < len; i++) {
    ValId v = old[i];
    const Val *x = ir_cval(f, v);
    bool access = x->op == OP_LOAD || x->op == OP_STORE;
    const MemNarrowing *n = access ? &to[x->imm] : NULL;
    if (n && n->to < n->from && x->op == OP_STORE) {
      ValId c = cut(f, b, x->args[1], n->to);
      ir_val(f, v)->args[1] = c;
    } else if (n && n->to < n->from) {
      uint64_t m = x->imm;
      ValId l = ir_add(f, b, OP_LOAD, n->to, 1, x->args, x->loc);
      Val *y = ir_val(f, l), *z = ir_val(f, v);
      y->imm = m;
      y->name = z->name;
      z->op = n->sext ? OP_SEXT : OP_ZEXT;
      z->imm = 0;
      z->args[0] = l;
    }
    vec_push(&f->blocks.data[b].ops, v);
  }
  free(old);
}

/* Memory m's initial words cut to k bits (the limbs of the new width). */
static void cut_init(Func *f, Mem *m, unsigned k) {
  if (!m->init) return;
  unsigned nl = ir_limbs(k);
  uint64_t *init = arena_alloc(&f->arena, m->depth * nl * sizeof *init);
  for (uint64_t i = 0; i < m->depth; i++) {
    memcpy(init + i * nl, ir_mem_word(m, i), nl * sizeof *init);
    init[i * nl + nl - 1] &= mask_bits(k - 64 * (nl - 1));
  }
  m->init = init;
}

uint32_t pass_mem_narrow(Func *f) {
  Range *R = range_analyze(f);
  size_t nranged = f->vals.len;
  MemNarrowing *what = xmalloc((f->mems.len ? f->mems.len : 1) *
                               sizeof *what);
  Fit *fit = memory_fits(f, R, nranged, what);
  uint32_t count = 0;
  for (uint32_t m = 0; m < f->mems.len; m++) {
    MemNarrowing *n = &what[m];
    n->sext = fit[m].s < fit[m].z;
    unsigned k = n->sext ? fit[m].s : fit[m].z;
    if (k >= n->from || !candidate(f, m)) continue;
    n->to = k;
    count++;
  }
  for (uint32_t b = 0; count && b < f->blocks.len; b++)
    rewrite_block(f, b, what);
  for (uint32_t m = 0; m < f->mems.len; m++) {
    if (what[m].to == what[m].from) continue;
    Mem *mem = &f->mems.data[m];
    cut_init(f, mem, what[m].to);
    mem->width = what[m].to;
    vec_push(&f->narrowed, what[m]);
  }
  free(fit);
  free(what);
  free(R);
  return count;
}

void mem_narrow_text(const MemNarrowing *n, Sbuf *o) {
  const char *what = n->stores && n->init ? "stored value and initial word"
                     : n->stores          ? "stored value"
                     : n->init            ? "initial word"
                                          : NULL;
  sb_printf(o, "'%s' words narrowed from %u to %u bits ", n->name, n->from,
            n->to);
  if (!what) sb_puts(o, "(no word is ever written)");
  else
    sb_printf(o, "(every %s fits %u bits, %s-extended)", what, n->to,
              n->sext ? "sign" : "zero");
}
