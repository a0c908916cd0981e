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
 *    the shifts LLVM leaves), B's canonical induction variable i = phi(0,
 *    i + 1), and range analysis (range.h) or the exit branch evaluated
 *    at the last index bounds i by the array's last index in every
 *    iteration (the trip count is at most the array's size); or else
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
 * Then iteration k reads element k and writes element k, so
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
static bool is_iv(const Func *f, ValId v, uint32_t b) {
  const Val *p = &f->vals.data[v];
  if (p->op != OP_PHI || p->block != b || p->nargs != 2) return false;
  bool zero = false, step = false;
  for (uint32_t a = 0; a < 2; a++) {
    const Val *x = &f->vals.data[p->args[a]];
    uint64_t k;
    if (p->phi_blocks[a] != b)
      zero = ir_const_u64(f, p->args[a], &k) && k == 0;
    else if (x->op == OP_ADD)
      for (uint32_t o = 0; o < 2; o++)
        step |= x->args[o] == v && ir_const_u64(f, x->args[1 - o], &k) &&
                k == 1;
  }
  return zero && step;
}

/* The IV that address `addr` equals in every run, or IR_NOVAL. */
static ValId iv_of(const AffineCtx *A, const Func *f, ValId addr, uint32_t b,
                   uint64_t depth) {
  Affine a = affine_of(A, addr);
  if (a.n != 1 || a.c[0] != 1 || a.c0 != 0) return IR_NOVAL;
  unsigned t;
  uint64_t r;
  affine_leaf_split(A, a.x[0], &t, &r);
  if (t || r) return IR_NOVAL;
  ValId x = a.x[0];
  if (!is_iv(f, x, b)) return IR_NOVAL;
  /* modulo 2^mod_bits: equal when the IV stays below it (checked with
   * the bound below, depth <= 2^mod_bits) */
  if (a.mod_bits && a.mod_bits < 64 && depth > (1ull << a.mod_bits))
    return IR_NOVAL;
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

/* Decides for port pi; streams it when it can. */
static void decide(Func *f, const AffineCtx *A, uint32_t pi, unsigned w) {
  Port *pt = &f->ports.data[pi];
  const Mem *mem = &f->mems.data[pt->mem];
  const char *a = pt->name;
  pt->maxi_rs = pt->maxi_ws = UINT32_MAX;
  if (getenv("HLSC_MAXI_COPY")) { /* tests only: the copy mode to compare */
    pt->maxi_why = why(f, "m_axi %s: copied: HLSC_MAXI_COPY is set", a, 0, 0);
    return;
  }
  (void)w; /* narrower elements: the engines unpack and pack lanes */
  uint32_t b = UINT32_MAX;
  for (size_t x = 0; x < f->blocks.len; x++) {
    const Block *bl = &f->blocks.data[x];
    for (size_t i = 0; i < bl->ops.len; i++) {
      const Val *v = ir_val(f, bl->ops.data[i]);
      if ((v->op != OP_LOAD && v->op != OP_STORE) || v->imm != pt->mem)
        continue;
      if (b != UINT32_MAX && b != x) {
        pt->maxi_why = why(f, "m_axi %s: copied: it is accessed in more "
                              "than one loop or outside its loop", a, 0, 0);
        return;
      }
      b = (uint32_t)x;
    }
  }
  if (b == UINT32_MAX) {
    pt->maxi_why = why(f, "m_axi %s: copied: the core does not access it",
                       a, 0, 0);
    return;
  }
  const Term *t = &f->blocks.data[b].term;
  bool self = false;
  for (uint32_t s = 0; s < t->nsuccs; s++) self |= t->succs[s] == b;
  if (!self) {
    pt->maxi_why = why(f, "m_axi %s: copied: it is not accessed in a loop "
                          "of one block (after if-conversion)", a, 0, 0);
    return;
  }
  if (reaches_again(f, b)) {
    pt->maxi_why = why(f, "m_axi %s: copied: its loop is inside another "
                          "loop (it may run more than once per call)",
                       a, 0, 0);
    return;
  }
  uint32_t nloads = 0, nstores = 0;
  ValId st = IR_NOVAL, lastload = IR_NOVAL, iv = IR_NOVAL;
  bool flat = false; /* not all a[i]: a flattened nest's a[r * C + c]? */
  for (size_t x = 0; x < f->blocks.len; x++) {
    const Block *bl = &f->blocks.data[x];
    for (size_t i = 0; i < bl->ops.len; i++) {
      const Val *v = ir_val(f, bl->ops.data[i]);
      if ((v->op != OP_LOAD && v->op != OP_STORE) || v->imm != pt->mem)
        continue;
      ValId id = bl->ops.data[i];
      ValId ivx = iv_of(A, f, v->args[0], b, mem->depth);
      if (ivx == IR_NOVAL || (iv != IR_NOVAL && ivx != iv)) flat = true;
      else iv = ivx;
      if (v->op == OP_LOAD) {
        nloads++;
        lastload = id;
      } else {
        nstores++;
        st = id;
      }
    }
  }
  (void)lastload;
  if (nstores > 1) {
    pt->maxi_why = why(f, "m_axi %s: copied: %u stores of it per "
                          "iteration", a, nstores, 0);
    return;
  }
  const char *ev_why = NULL;
  if (flat && !walks_in_order(f, b, pt->mem, mem->depth, &ev_why)) {
    char eb[320];
    snprintf(eb, sizeof eb, "m_axi %s: copied: %s", a, ev_why);
    pt->maxi_why = arena_strdup(&f->arena, eb);
    return;
  }
  const Range *r = flat ? NULL : &A->rng[iv];
  if (!flat && !r->empty && r->uhi > mem->depth - 1 &&
      !exits_at(f, b, iv, mem->depth - 1)) {
    pt->maxi_why = why(f, "m_axi %s: copied: its index is not provably "
                          "inside the array (the loop may run more than %u "
                          "iterations)", a, (unsigned)mem->depth, 0);
    return;
  }
  unsigned line = f->blocks.data[b].loop_loc.line
                      ? f->blocks.data[b].loop_loc.line
                      : t->loc.line;
  const char *file = f->file ? strrchr(f->file, '/') : NULL;
  file = file ? file + 1 : f->file ? f->file : "?";
  const char *dir = nloads && nstores ? "reads and writes"
                    : nloads          ? "reads"
                                      : "writes";
  char buf[256];
  snprintf(buf, sizeof buf, "m_axi %s: streamed (%s in the %s at %s:%u)",
           a, dir, flat ? "flattened loop nest" : "loop", file, line);
  pt->maxi_why = arena_strdup(&f->arena, buf);
  if (nloads) stream_reads(f, &f->ports.data[pi], pi, b, st);
  if (nstores) stream_write(f, &f->ports.data[pi], pi, b, st, pt->width);
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
