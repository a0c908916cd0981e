/* maxistream.c - which AXI4 master arrays stream, and their accesses made
 * stream operations (issue 27, item 2; rtl/maxi.h for the wrapper).
 *
 * What it promises: for each m_axi port A of the top (Port.maxi, marked
 * by maxi_resolve), after if-conversion, A streams in a direction when
 *  - every LOAD and STORE of A is in one block B that is a loop of one
 *    block (its terminator branches back to B) and that B cannot be reached
 *    again from its exit (the loop is in no other loop: it runs at most
 *    once per call),
 *  - every access's address is, exactly (affine.h, through zext, trunc and
 *    the shifts LLVM leaves, modulo a power of two at least the array's
 *    size), i + c for one induction variable i = phi(s, i + 1) of B with
 *    a constant start s, and one constant c for all the accesses, so
 *    iteration k touches element off + k, off = s + c (maxi_off: the
 *    engines start there; it must be the first element of a bus word);
 *    and range analysis (range.h), or the exit branch evaluated at each
 *    count from s until it surely leaves, bounds the address by the
 *    array's last index (the loop leaves before it runs past the array);
 *    a[i] and a[i + 1] together are copied (a stream gives each element
 *    once); or else
 *    (a perfect nest `for r < R: for c < C: a[r * C + c]` that the
 *    scheduler flattened into B, sched/flatchoice.c: the index is built
 *    through the flattened loop's state PHIs and selects) evaluating B's
 *    constant-only values from its entry to its exit (walks_in_order,
 *    below) shows that in every iteration k every access's address is k,
 *    that the exit is decided by constants alone (no data-dependent break,
 *    no parameter trip count) and that B leaves before k reaches the
 *    array's size; a nest that is not flattened stays a loop in another
 *    loop, copied; and
 *  - there is at most one STORE of A in B.
 * Then iteration k reads element off + k and writes element off + k (off
 * 0 for a flattened nest), so
 *  - the LOADs become one unconditional SREAD (at the first LOAD) of a new
 *    input stream port of the element's width (an element narrower than
 *    the bus is a lane of a beat: the engine unpacks and packs lanes,
 *    rtl/maxiengine.c): the word of this iteration
 *    (a read that the program made conditionally is made always: the index
 *    is in bounds, so the word exists, and the engine fetches it anyway);
 *    the SREAD comes before the STORE's SWRITE, and a LOAD after the STORE
 *    reads the stored value (select(pred, value, word) when predicated),
 *    so the engine never has to read what the write engine wrote;
 *  - the STORE becomes an unconditional SWRITE of a new output stream port
 *    of E + E / 8 bits (E the element width): {strobe, data}, the strobe
 *    all ones when the STORE
 *    writes (its predicate, or always) and all zeros when it does not
 *    (WSTRB 0 leaves memory as it was).
 * A read-only or write-only array streams in its one direction; an array
 * with both streams both (reads run ahead, writes behind: each element is
 * read before it is written, and by the same iteration). Anything else is
 * copied in and out, as before this pass, and Port.maxi_why says why in
 * one line ("streamed (...)" or "copied: ..."); nothing falls back
 * silently. The new ports are appended after the top's parameters
 * (Func.maxi_nports records how many there were); their names start with
 * "mx_", which no parameter of an m_axi top may (maxi.c, clashes).
 * The environment variable HLSC_MAXI_COPY (tests only) copies every port,
 * so the copy mode can be measured and the tests shown to catch it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../analysis/affine.h"
#include "pass.h"

static const char *why(Func *f, const char *fmt, const char *a,
                       unsigned x, unsigned y) {
  char buf[256];
  snprintf(buf, sizeof buf, fmt, a, x, y);
  return arena_strdup(&f->arena, buf);
}

/* block b reaches target through successors, without passing `avoid`'s
 * self edge: a DFS from b's successors other than avoid itself */
static bool reaches_again(const Func *f, uint32_t b) {
  size_t n = f->blocks.len;
  bool *seen = xcalloc(n, sizeof *seen);
  uint32_t *stack = xmalloc(n * sizeof *stack);
  size_t sp = 0;
  bool found = false;
  const Term *t = &f->blocks.data[b].term;
  for (uint32_t s = 0; s < t->nsuccs; s++)
    if (t->succs[s] != b && !seen[t->succs[s]]) {
      seen[t->succs[s]] = true;
      stack[sp++] = t->succs[s];
    }
  while (sp && !found) {
    uint32_t x = stack[--sp];
    const Term *u = &f->blocks.data[x].term;
    for (uint32_t s = 0; s < u->nsuccs; s++) {
      uint32_t y = u->succs[s];
      if (y == b) found = true;
      if (!seen[y]) {
        seen[y] = true;
        stack[sp++] = y;
      }
    }
  }
  free(seen);
  free(stack);
  return found;
}

/* v is B's canonical induction variable: phi(0 from outside, v + 1 from B) */
/* v is an induction variable of loop b: phi(s, v + 1) with s a constant
 * below 2^32 (*start) on the entry edge. */
static bool is_iv(const Func *f, ValId v, uint32_t b, uint64_t *start) {
  const Val *p = &f->vals.data[v];
  if (p->op != OP_PHI || p->block != b || p->nargs != 2) return false;
  bool init = false, step = false;
  for (uint32_t a = 0; a < 2; a++) {
    const Val *x = &f->vals.data[p->args[a]];
    uint64_t k;
    if (p->phi_blocks[a] != b)
      init = ir_const_u64(f, p->args[a], start) && *start < (1ull << 32);
    else if (x->op == OP_ADD)
      for (uint32_t o = 0; o < 2; o++)
        step |= x->args[o] == v && ir_const_u64(f, x->args[1 - o], &k) &&
                k == 1;
  }
  return init && step;
}

/* The IV i that address `addr` is i + c0 of in every run, or IR_NOVAL;
 * *start: i's first value, *first: the address in the first iteration
 * (start + c0, modulo 2^mod_bits when the form holds modulo that: the
 * address is then *first + k in iteration k as long as that stays below
 * depth <= 2^mod_bits; negative or past the array when it is outside). */
static ValId iv_of(const AffineCtx *A, const Func *f, ValId addr, uint32_t b,
                   uint64_t depth, uint64_t *start, int64_t *first) {
  Affine a = affine_of(A, addr);
  if (a.n != 1 || a.c[0] != 1 || a.c0 < -(int64_t)depth ||
      a.c0 > (int64_t)depth)
    return IR_NOVAL;
  unsigned t;
  uint64_t r;
  affine_leaf_split(A, a.x[0], &t, &r);
  if (t || r) return IR_NOVAL;
  ValId x = a.x[0];
  if (!is_iv(f, x, b, start)) return IR_NOVAL;
  /* modulo 2^mod_bits: equal when the IV and the address stay below it
   * (checked with the bound below, depth <= 2^mod_bits) */
  if (a.mod_bits && a.mod_bits < 64 && depth > (1ull << a.mod_bits))
    return IR_NOVAL;
  *first = (int64_t)*start + a.c0;
  if (a.mod_bits && a.mod_bits < 63) {
    int64_t m = (int64_t)1 << a.mod_bits;
    *first = ((*first % m) + m) % m;
  }
  return x;
}

/* The value of x (of at most 64 bits; not a PHI, SELECT or constant)
 * when its operands' known values (ka: a, kb: b; each masked to its
 * width) decide it, with the IR's semantics (ir_eval_binary): false when
 * unknown or undefined (a shift by the width or more). An AND with a
 * known 0 and an OR with known ones need only that operand. */
static bool eval_known(const Func *f, const Val *x, bool ka, uint64_t a,
                       bool kb, uint64_t b, uint64_t *out) {
  unsigned w = x->width;
  unsigned aw = x->nargs ? f->vals.data[x->args[0]].width : 0;
  if (!w || w > 64 || !aw || aw > 64) return false;
  uint64_t mask = w == 64 ? ~0ull : (1ull << w) - 1;
  if (x->op == OP_AND && ((ka && !(a & mask)) || (kb && !(b & mask))))
    return *out = 0, true;
  if (x->op == OP_OR && ((ka && (a & mask) == mask) ||
                         (kb && (b & mask) == mask)))
    return *out = mask, true;
  uint64_t r;
  if (x->op == OP_ZEXT || x->op == OP_TRUNC || x->op == OP_SEXT) {
    if (!ka) return false;
    r = x->op == OP_SEXT ? (uint64_t)sign_extend(a, aw) : a;
  } else if (!ka || !kb || x->nargs != 2 ||
             !ir_eval_binary(x->op, aw, a, b, &r)) {
    return false;
  }
  *out = r & mask;
  return true;
}

/* Value v of block b when b's induction variable iv is k, if that is
 * known whatever the other values are (three-valued: false when it
 * depends on them). Values of at most 64 bits, a few levels deep. */
static bool eval_at(const Func *f, ValId v, ValId iv, uint64_t k,
                    uint64_t *out, int depth) {
  const Val *x = &f->vals.data[v];
  unsigned w = x->width;
  if (w == 0 || w > 64 || depth > 24) return false;
  uint64_t mask = w == 64 ? ~0ull : (1ull << w) - 1;
  if (v == iv) return *out = k & mask, true;
  if (x->op == OP_CONST) return *out = x->imm & mask, true;
  uint64_t a = 0, b = 0;
  bool ka = x->nargs > 0 && eval_at(f, x->args[0], iv, k, &a, depth + 1);
  bool kb = x->nargs > 1 && eval_at(f, x->args[1], iv, k, &b, depth + 1);
  return eval_known(f, x, ka, a, kb, b, out);
}

/* Loop b of one block leaves, whatever else happens, in the iteration
 * whose induction variable iv is last (so iv never exceeds last). */
static bool exits_at(const Func *f, uint32_t b, ValId iv, uint64_t last) {
  const Term *t = &f->blocks.data[b].term;
  if (t->kind != TERM_CBR) return false;
  uint64_t c;
  if (!eval_at(f, t->arg, iv, last, &c, 0)) return false;
  bool stay = t->succs[0] == b ? c != 0 : c == 0;
  return !stay;
}

/* ---- a loop nest flattened into B (pass_flatten): evaluation ----
 * After flattening, `for (r..R) for (c..C) a[r * C + c]` is one loop B
 * whose iterations are the nest's inner iterations, and whose index is
 * built from the nest's IVs through the flattened loop's state PHIs and
 * selects, not a canonical IV. Whether iteration k touches element k is
 * then decided by running B's control on its own: every value of B that
 * depends only on constants (not on loads, reads, parameters or anything
 * else defined outside B) is computed, iteration after iteration, from the
 * loop's entry (its PHIs' constant entry values) to its exit. Proven when
 * in every iteration k every access's index is known and equals k and the
 * exit test is known, and the loop exits before k reaches the array's
 * size. A `break` on data or a trip count that is a parameter leaves the
 * exit test unknown: not proven, copied. */

#define EVAL_MAX_ITERS (1u << 20) /* compile time: at most this many */

/* Loop b leaves, whatever else happens, in some iteration whose
 * induction variable (from start) is at most last: the first such
 * iteration is looked for (at most EVAL_MAX_ITERS of them; past that,
 * only the iteration of last). */
static bool exits_by(const Func *f, uint32_t b, ValId iv, uint64_t start,
                     uint64_t last) {
  if (last - start >= EVAL_MAX_ITERS) return exits_at(f, b, iv, last);
  for (uint64_t k = start; k <= last; k++)
    if (exits_at(f, b, iv, k)) return true;
  return false;
}

/* x's value from the known values of its arguments, when known */
static bool eval_op(const Func *f, const Val *x, const uint8_t *kn,
                    const uint64_t *vv, uint64_t *out) {
  unsigned w = x->width;
  if (w == 0 || w > 64) return false;
  uint64_t mask = w == 64 ? ~0ull : (1ull << w) - 1;
  if (x->op == OP_CONST) return *out = x->imm & mask, true;
  if (x->nargs < 1 || x->nargs > 3) return false;
  bool k[3] = {false, false, false};
  uint64_t v[3] = {0, 0, 0};
  for (uint32_t i = 0; i < x->nargs; i++) {
    k[i] = kn[x->args[i]];
    v[i] = vv[x->args[i]];
  }
  unsigned aw = f->vals.data[x->args[0]].width;
  if (aw == 0 || aw > 64) return false;
  if (x->op == OP_SELECT) {
    if (k[0]) {
      uint32_t i = (v[0] & 1) ? 1 : 2;
      if (!k[i]) return false;
      return *out = v[i] & mask, true;
    }
    if (k[1] && k[2] && v[1] == v[2]) return *out = v[1] & mask, true;
    return false;
  }
  return eval_known(f, x, k[0], v[0], x->nargs > 1 && k[1], v[1], out);
}

/* Loop b (one block, in no other loop) touches element k of memory m in
 * its iteration k, for every access, and leaves before k reaches depth.
 * *why: the reason when not (static text). */
static bool walks_in_order(const Func *f, uint32_t b, uint32_t m,
                           uint64_t depth, const char **whyp) {
  const Block *bl = &f->blocks.data[b];
  const Term *t = &bl->term;
  *whyp = "its index is not the loop's induction variable, nor the "
          "iteration count of a flattened loop nest";
  if (t->kind != TERM_CBR || depth > EVAL_MAX_ITERS) return false;
  size_t n = f->vals.len;
  uint8_t *kn = xcalloc(n, 1);
  uint64_t *vv = xcalloc(n, sizeof *vv);
  uint8_t *nk = xcalloc(n, 1);
  uint64_t *nv = xcalloc(n, sizeof *nv);
  /* constants (wherever defined) are known */
  for (size_t i = 0; i < n; i++) {
    const Val *x = &f->vals.data[i];
    if (x->op == OP_CONST && x->width && x->width <= 64) {
      kn[i] = 1;
      vv[i] = x->imm;
    }
  }
  /* PHIs of b at entry: known when every entry argument is the same
   * known constant */
  for (size_t i = 0; i < bl->ops.len; i++) {
    ValId id = bl->ops.data[i];
    const Val *x = &f->vals.data[id];
    if (x->op != OP_PHI) continue;
    bool k = true, any = false;
    uint64_t c = 0;
    for (uint32_t a = 0; a < x->nargs; a++) {
      if (x->phi_blocks[a] == b) continue;
      ValId y = x->args[a];
      if (!kn[y] || (any && vv[y] != c)) k = false;
      c = vv[y];
      any = true;
    }
    kn[id] = k && any && x->width <= 64;
    vv[id] = c;
  }
  bool ok = false;
  for (uint64_t k = 0;; k++) {
    if (k >= depth) {
      *whyp = "its index is not provably inside the array (the flattened "
              "loop nest may run more iterations than it has elements)";
      break;
    }
    bool bad = false;
    for (size_t i = 0; i < bl->ops.len && !bad; i++) {
      ValId id = bl->ops.data[i];
      const Val *x = &f->vals.data[id];
      if (x->op == OP_PHI) continue; /* set at the iteration's start */
      if ((x->op == OP_LOAD || x->op == OP_STORE) && x->imm == m) {
        ValId ad = x->args[0];
        if (!kn[ad] || vv[ad] != k) bad = true;
      }
      uint64_t r = 0;
      bool known = x->op != OP_LOAD && eval_op(f, x, kn, vv, &r);
      kn[id] = known;
      vv[id] = r;
    }
    if (bad) break;
    uint64_t c;
    if (!kn[t->arg]) {
      *whyp = "the exit of its loop depends on data (a loop may end early, "
              "or run a number of times the compiler cannot count)";
      break;
    }
    c = vv[t->arg] & 1;
    bool stay = t->succs[0] == b ? c != 0 : c == 0;
    if (!stay) {
      ok = true;
      break;
    }
    /* the PHIs take their back-edge values at once */
    for (size_t i = 0; i < bl->ops.len; i++) {
      ValId id = bl->ops.data[i];
      const Val *x = &f->vals.data[id];
      if (x->op != OP_PHI) continue;
      nk[id] = 0;
      for (uint32_t a = 0; a < x->nargs; a++)
        if (x->phi_blocks[a] == b) {
          nk[id] = kn[x->args[a]] && x->width <= 64;
          nv[id] = vv[x->args[a]];
        }
    }
    for (size_t i = 0; i < bl->ops.len; i++) {
      ValId id = bl->ops.data[i];
      if (f->vals.data[id].op != OP_PHI) continue;
      kn[id] = nk[id];
      vv[id] = nv[id];
    }
  }
  free(kn);
  free(vv);
  free(nk);
  free(nv);
  return ok;
}

static void kill(Func *f, ValId v) {
  Val *x = ir_val(f, v);
  Block *bl = &f->blocks.data[x->block];
  size_t i = ir_op_index(f, v);
  memmove(&bl->ops.data[i], &bl->ops.data[i + 1],
          (bl->ops.len - i - 1) * sizeof *bl->ops.data);
  bl->ops.len--;
  x->op = OP_NOP;
  x->width = 0;
  x->nargs = 0;
  x->args = NULL;
  x->phi_blocks = NULL;
  x->imm = 0;
  x->block = 0;
}

static ValId add_at(Func *f, uint32_t b, size_t *pos, Op op, unsigned w,
                    uint32_t nargs, const ValId *args, SrcLoc loc) {
  ValId v = ir_add(f, b, op, w, nargs, args, loc);
  ir_move_op(f, v, b, (*pos)++);
  return v;
}

/* The LOADs of pt's array in b become one SREAD, before the STORE st (if
 * any): a LOAD before st reads the word of the iteration, one after it
 * reads what st wrote (st's value, or, when st's predicate is 0, the word
 * read). */
static void stream_reads(Func *f, Port *pt, uint32_t pi, uint32_t b,
                         ValId st) {
  uint32_t m = pt->mem;
  Block *bl = &f->blocks.data[b];
  ValId first = IR_NOVAL;
  for (size_t i = 0; i < bl->ops.len; i++) {
    const Val *v = ir_val(f, bl->ops.data[i]);
    if ((v->op == OP_LOAD && v->imm == m) || bl->ops.data[i] == st) {
      first = bl->ops.data[i];
      break;
    }
  }
  char name[160];
  snprintf(name, sizeof name, "mx_%s_rd", pt->hw);
  uint32_t sp = ir_port_new(f, name, PORT_STREAM_IN, pt->width, false,
                            pt->loc);
  pt = &f->ports.data[pi];
  pt->maxi_rs = sp;
  size_t pos = ir_op_index(f, first);
  SrcLoc loc = ir_val(f, first)->loc;
  ValId r = add_at(f, b, &pos, OP_SREAD, pt->width, 0, NULL, loc);
  ir_val(f, r)->imm = sp;
  /* what a LOAD after the store reads */
  ValId after = r;
  if (st != IR_NOVAL) {
    const Val *sv = ir_val(f, st);
    ValId data = sv->args[1], pred = sv->nargs > 2 ? sv->args[2] : IR_NOVAL;
    if (pred == IR_NOVAL) after = data;
    else {
      size_t sp2 = ir_op_index(f, st) + 1;
      after = add_at(f, b, &sp2, OP_SELECT, pt->width, 3,
                     (ValId[]){pred, data, r}, sv->loc);
    }
  }
  bool past = false;
  bl = &f->blocks.data[b];
  for (size_t i = 0; i < bl->ops.len;) {
    ValId id = bl->ops.data[i];
    const Val *v = ir_val(f, id);
    past |= id == st;
    if (v->op == OP_LOAD && v->imm == m) {
      ir_replace_uses(f, id, past ? after : r);
      kill(f, id);
      bl = &f->blocks.data[b];
    } else i++;
  }
}

static void stream_write(Func *f, Port *pt, uint32_t pi, uint32_t b,
                         ValId st, unsigned w) {
  unsigned nb = w / 8, ww = w + nb;
  char name[160];
  snprintf(name, sizeof name, "mx_%s_wr", pt->hw);
  uint32_t sp = ir_port_new(f, name, PORT_STREAM_OUT, ww, false, pt->loc);
  pt = &f->ports.data[pi];
  pt->maxi_ws = sp;
  Val *s = ir_val(f, st);
  SrcLoc loc = s->loc;
  ValId data = s->args[1], pred = s->nargs > 2 ? s->args[2] : IR_NOVAL;
  size_t pos = ir_op_index(f, st);
  ValId strobe;
  if (pred != IR_NOVAL && nb == 1) strobe = pred;
  else if (pred != IR_NOVAL)
    strobe = add_at(f, b, &pos, OP_SEXT, nb, 1, &pred, loc);
  else strobe = ir_const(f, nb, nb == 64 ? ~0ull : (1ull << nb) - 1);
  /* (ir_const may have grown the entry block: positions in b hold) */
  pos = ir_op_index(f, st);
  ValId hi = add_at(f, b, &pos, OP_ZEXT, ww, 1, &strobe, loc);
  ValId sh = ir_const(f, ww, w);
  pos = ir_op_index(f, st);
  ValId hs = add_at(f, b, &pos, OP_SHL, ww, 2, (ValId[]){hi, sh}, loc);
  ValId lo = add_at(f, b, &pos, OP_ZEXT, ww, 1, &data, loc);
  ValId word = add_at(f, b, &pos, OP_OR, ww, 2, (ValId[]){hs, lo}, loc);
  ValId wr = add_at(f, b, &pos, OP_SWRITE, 0, 1, &word, loc);
  ir_val(f, wr)->imm = sp;
  kill(f, st);
}

/* The one block b holding every access of port pt's memory, a loop of
 * one block in no other loop: NULL, or why not (a format of why()). */
static const char *loop_of(const Func *f, const Port *pt, uint32_t *b) {
  *b = UINT32_MAX;
  for (size_t x = 0; x < f->blocks.len; x++) {
    const Block *bl = &f->blocks.data[x];
    for (size_t i = 0; i < bl->ops.len; i++) {
      const Val *v = &f->vals.data[bl->ops.data[i]];
      if ((v->op != OP_LOAD && v->op != OP_STORE) || v->imm != pt->mem)
        continue;
      if (*b != UINT32_MAX && *b != x)
        return "m_axi %s: copied: it is accessed in more than one loop or "
               "outside its loop";
      *b = (uint32_t)x;
    }
  }
  if (*b == UINT32_MAX) return "m_axi %s: copied: the core does not access it";
  const Term *t = &f->blocks.data[*b].term;
  bool self = false;
  for (uint32_t s = 0; s < t->nsuccs; s++) self |= t->succs[s] == *b;
  if (!self)
    return "m_axi %s: copied: it is not accessed in a loop of one block "
           "(after if-conversion)";
  if (reaches_again(f, *b))
    return "m_axi %s: copied: its loop is inside another loop (it may run "
           "more than once per call)";
  return NULL;
}

/* The accesses of one memory in its loop b (loop_of): how many loads and
 * stores (st: the last store), and whether all are a[i + c] of one IV i
 * and one c (iv, its first value start, the first index first), else flat
 * (maybe a flattened nest's a[r * C + c]) or offsets (two c). */
typedef struct Accesses {
  uint32_t nloads, nstores;
  ValId st, iv;
  bool flat, offsets;
  uint64_t start;
  int64_t first;
} Accesses;

static Accesses accesses(const Func *f, const AffineCtx *A, uint32_t m,
                         uint32_t b) {
  Accesses c = {0, 0, IR_NOVAL, IR_NOVAL, false, false, 0, 0};
  const Block *bl = &f->blocks.data[b];
  for (size_t i = 0; i < bl->ops.len; i++) {
    const Val *v = &f->vals.data[bl->ops.data[i]];
    if ((v->op != OP_LOAD && v->op != OP_STORE) || v->imm != m) continue;
    uint64_t sx;
    int64_t fx;
    ValId ivx = iv_of(A, f, v->args[0], b, f->mems.data[m].depth, &sx, &fx);
    if (ivx == IR_NOVAL || (c.iv != IR_NOVAL && ivx != c.iv)) c.flat = true;
    else if (c.iv != IR_NOVAL && fx != c.first) c.offsets = true;
    else {
      c.iv = ivx;
      c.start = sx;
      c.first = fx;
    }
    if (v->op == OP_LOAD) c.nloads++;
    else {
      c.nstores++;
      c.st = bl->ops.data[i];
    }
  }
  return c;
}

/* Whether iteration k of loop b touches element off + k of port pt's
 * array, inside it, for every k the loop runs (*off set); else why not,
 * in buf. w: the bus width. */
static const char *in_order(const Func *f, const AffineCtx *A,
                            const Port *pt, uint32_t b, const Accesses *c,
                            unsigned w, uint64_t *off, char *buf, size_t n) {
  const Mem *mem = &f->mems.data[pt->mem];
  const char *a = pt->name, *ev_why = NULL;
  if (c->offsets && !c->flat)
    return snprintf(buf, n, "m_axi %s: copied: it is accessed at more than "
                    "one offset from the loop's counter (as a[i] and a[i + "
                    "1]): a stream gives each element once", a), buf;
  if (c->flat && !walks_in_order(f, b, pt->mem, mem->depth, &ev_why))
    return snprintf(buf, n, "m_axi %s: copied: %s", a, ev_why), buf;
  int64_t first = c->flat ? 0 : c->first; /* a flattened nest: from 0 */
  if (first < 0 || first >= (int64_t)mem->depth)
    return snprintf(buf, n, "m_axi %s: copied: its first index is outside "
                    "the array", a), buf;
  *off = (uint64_t)first;
  if (*off % (w / pt->width))
    return snprintf(buf, n, "m_axi %s: copied: its first element, %s[%llu], "
                    "does not start a word of the %u-bit bus", a, a,
                    (unsigned long long)*off, w), buf;
  /* the IV's last value that stays inside the array */
  uint64_t last = mem->depth - 1 - *off + c->start;
  const Range *r = c->flat ? NULL : &A->rng[c->iv];
  if (r && !r->empty && r->uhi > last && !exits_by(f, b, c->iv, c->start, last))
    return snprintf(buf, n, "m_axi %s: copied: its index is not provably "
                    "inside the array (the loop may run more than %llu "
                    "iterations)", a, (unsigned long long)(mem->depth - *off)),
           buf;
  return NULL;
}

/* Port pi's m_axi array: streamed (its accesses made stream operations)
 * or copied, and Port.maxi_why saying which and why. w: the bus width. */
static void decide(Func *f, const AffineCtx *A, uint32_t pi, unsigned w) {
  Port *pt = &f->ports.data[pi];
  const char *a = pt->name, *no;
  pt->maxi_rs = pt->maxi_ws = UINT32_MAX;
  if (getenv("HLSC_MAXI_COPY")) { /* tests only: the copy mode to compare */
    pt->maxi_why = why(f, "m_axi %s: copied: HLSC_MAXI_COPY is set", a, 0, 0);
    return;
  }
  uint32_t b;
  if ((no = loop_of(f, pt, &b))) {
    pt->maxi_why = why(f, no, a, 0, 0);
    return;
  }
  Accesses c = accesses(f, A, pt->mem, b);
  if (c.nstores > 1) {
    pt->maxi_why = why(f, "m_axi %s: copied: %u stores of it per "
                          "iteration", a, c.nstores, 0);
    return;
  }
  char buf[320];
  uint64_t off = 0;
  if ((no = in_order(f, A, pt, b, &c, w, &off, buf, sizeof buf))) {
    pt->maxi_why = arena_strdup(&f->arena, no);
    return;
  }
  const Term *t = &f->blocks.data[b].term;
  unsigned line = f->blocks.data[b].loop_loc.line
                      ? f->blocks.data[b].loop_loc.line
                      : t->loc.line;
  const char *file = f->file ? strrchr(f->file, '/') : NULL;
  file = file ? file + 1 : f->file ? f->file : "?";
  const char *dir = c.nloads && c.nstores ? "reads and writes"
                    : c.nloads            ? "reads"
                                          : "writes";
  char from[48] = "";
  if (off) snprintf(from, sizeof from, ", from %s[%llu]", a,
                    (unsigned long long)off);
  snprintf(buf, sizeof buf, "m_axi %s: streamed (%s in the %s at %s:%u%s)",
           a, dir, c.flat ? "flattened loop nest" : "loop", file, line, from);
  pt->maxi_why = arena_strdup(&f->arena, buf);
  pt->maxi_off = off;
  if (c.nloads) stream_reads(f, &f->ports.data[pi], pi, b, c.st);
  if (c.nstores) stream_write(f, &f->ports.data[pi], pi, b, c.st, pt->width);
}

uint32_t pass_maxi_stream(Func *f) {
  uint32_t n = 0, nports = (uint32_t)f->ports.len;
  bool any = false;
  for (uint32_t p = 0; p < nports; p++) any |= f->ports.data[p].maxi;
  if (!any) return 0;
  ir_fill_preds(f);
  AffineCtx A;
  affine_init(&A, f);
  for (uint32_t p = 0; p < nports; p++) {
    if (!f->ports.data[p].maxi) continue;
    decide(f, &A, p,
           f->ports.data[p].maxi_width ? f->ports.data[p].maxi_width : 32);
    n += f->ports.data[p].maxi_rs != UINT32_MAX ||
         f->ports.data[p].maxi_ws != UINT32_MAX;
  }
  affine_free(&A);
  if (f->ports.len != nports) f->maxi_nports = nports;
  return n;
}
