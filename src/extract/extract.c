/* extract.c - pipeline extraction's candidates and IR rewriting (see
 * extract.h for what a candidate is and why). */
#include "extract.h"

#include <stdlib.h>
#include <string.h>

/* Who uses each value: users[v] lists the values with v among their
 * operands (a value once per operand), and outside[v] says whether a
 * terminator or a guard uses it. Only values listed in blocks count. */
typedef struct Uses {
  uint32_t *start; /* [nvals + 1] offsets into list */
  ValId *list;
  bool *outside;
} Uses;

static void uses_build(const Func *f, Uses *u) {
  size_t nv = f->vals.len;
  u->start = xcalloc(nv + 2, sizeof *u->start);
  u->outside = xcalloc(nv + 1, sizeof *u->outside);
  for (size_t b = 0; b < f->blocks.len; b++)
    for (size_t i = 0; i < f->blocks.data[b].ops.len; i++) {
      const Val *x = ir_cval(f, f->blocks.data[b].ops.data[i]);
      for (uint32_t k = 0; k < x->nargs; k++) u->start[x->args[k] + 1]++;
    }
  for (size_t v = 0; v < nv; v++) u->start[v + 1] += u->start[v];
  u->list = xmalloc((u->start[nv] + 1) * sizeof *u->list);
  uint32_t *fill = xmalloc((nv + 1) * sizeof *fill);
  memcpy(fill, u->start, nv * sizeof *fill);
  for (size_t b = 0; b < f->blocks.len; b++) {
    const Block *bl = &f->blocks.data[b];
    for (size_t i = 0; i < bl->ops.len; i++) {
      ValId id = bl->ops.data[i];
      const Val *x = ir_cval(f, id);
      for (uint32_t k = 0; k < x->nargs; k++) u->list[fill[x->args[k]]++] = id;
    }
    if (bl->term.arg != IR_NOVAL) u->outside[bl->term.arg] = true;
  }
  for (size_t g = 0; g < f->guards.len; g++) {
    u->outside[f->guards.data[g].v] = true;
    u->outside[f->guards.data[g].pred] = true;
  }
  free(fill);
}

static void uses_free(Uses *u) {
  free(u->start);
  free(u->list);
  free(u->outside);
}

/* An operation a pipeline can compute: pure and not a PHI, a constant or
 * a parameter, or a lookup in a read-only table of the process. */
static bool movable(const Func *f, ValId v) {
  const Val *x = ir_cval(f, v);
  if (x->op == OP_LOAD) {
    const Mem *m = &f->mems.data[x->imm];
    return m->rom && !m->external && m->init;
  }
  if (!(ir_info(x->op)->flags & OPF_PURE)) return false;
  return x->op != OP_PHI && x->op != OP_CONST && x->op != OP_PARAM &&
         x->op != OP_NOP && x->width > 0;
}

/* An operand a pipeline has without it crossing: a constant, a scalar
 * parameter (the pipeline gets the scalar port too), or an operation of
 * the entry block on those (`(int32_t)gain`), which the pipeline
 * computes again. */
static bool is_free_at(const Func *f, ValId v, int depth) {
  const Val *x = ir_cval(f, v);
  if (x->op == OP_CONST || x->op == OP_PARAM) return true;
  if (depth > 4 || x->block != 0 || !movable(f, v) || x->op == OP_LOAD)
    return false;
  for (uint32_t k = 0; k < x->nargs; k++)
    if (!is_free_at(f, x->args[k], depth + 1)) return false;
  return true;
}

static bool is_free(const Func *f, ValId v) { return is_free_at(f, v, 0); }

/* A zero- or sign-extension of a variable: what crosses is the narrower
 * operand, and the extension is done again on the other side. */
static bool is_ext(const Func *f, ValId v) {
  const Val *x = ir_cval(f, v);
  return (x->op == OP_ZEXT || x->op == OP_SEXT) && !is_free(f, x->args[0]);
}

/* The set of a candidate: the moved operations (in), and the values that
 * cross the channel (cross, in packing order: the leaves of an output
 * tree, the frontier of an input set). */
typedef struct XSet {
  uint8_t *in; /* [nvals] */
  VEC(ValId) cross;
  VEC(ValId) moved; /* members of in, in the order they were added */
  /* inputs: frontier values y = ext(z) that the controller rebuilds from
   * a crossing z (rebuilt[i] = y, from[i] = z) */
  VEC(ValId) rebuilt, from;
  uint32_t width;
  /* the words: crossing values word_start[k] .. word_start[k + 1] - 1 go
   * in word k (at most 64 bits), in order */
  uint32_t nwords, word_start[EXTRACT_MAX_WORDS + 1];
  ValId op; /* the SWRITE / SREAD */
  const uint8_t *allow; /* [nvals]: which values may move (NULL: all) */
} XSet;

static bool may_move(const Func *f, const XSet *s, ValId v) {
  return movable(f, v) && (!s->allow || s->allow[v]);
}

static void xset_free(XSet *s) {
  free(s->in);
  vec_free(&s->cross);
  vec_free(&s->moved);
  vec_free(&s->rebuilt);
  vec_free(&s->from);
}

static void add_cross(const Func *f, XSet *s, ValId v) {
  for (size_t i = 0; i < s->cross.len; i++)
    if (s->cross.data[i] == v) return;
  vec_push(&s->cross, v);
  s->width += ir_cval(f, v)->width;
}

/* Cuts the crossing values into words of at most 64 bits (nwords 0 when
 * more than EXTRACT_MAX_WORDS would be needed). */
static void cut_words(const Func *f, XSet *s) {
  uint32_t bits = 0;
  s->nwords = 0;
  for (uint32_t c = 0; c < s->cross.len; c++) {
    uint32_t w = ir_cval(f, s->cross.data[c])->width;
    if (!s->nwords || bits + w > 64) {
      if (s->nwords == EXTRACT_MAX_WORDS) {
        s->nwords = 0;
        return;
      }
      s->word_start[s->nwords++] = c;
      bits = 0;
    }
    bits += w;
  }
  s->word_start[s->nwords] = (uint32_t)s->cross.len;
}

static uint32_t word_width(const Func *f, const XSet *s, uint32_t k) {
  uint32_t bits = 0;
  for (uint32_t c = s->word_start[k]; c < s->word_start[k + 1]; c++)
    bits += ir_cval(f, s->cross.data[c])->width;
  return bits;
}

static void add_member(XSet *s, ValId v) {
  s->in[v] = 1;
  vec_push(&s->moved, v);
}

/* The port's stream operations: the one SWRITE/SREAD (IR_NOVAL when there
 * are none or several: *count says how many) and whether the process
 * tests the port with empty/full. */
static ValId port_op(const Func *f, uint32_t port, Op op, uint32_t *count,
                     bool *tested) {
  ValId one = IR_NOVAL;
  *count = 0;
  *tested = false;
  for (size_t b = 0; b < f->blocks.len; b++)
    for (size_t i = 0; i < f->blocks.data[b].ops.len; i++) {
      ValId v = f->blocks.data[b].ops.data[i];
      const Val *x = ir_cval(f, v);
      if (!ir_is_stream_op(x->op) || x->imm != port) continue;
      if (x->op == op) {
        (*count)++;
        one = v;
      } else if (x->op == OP_SEMPTY || x->op == OP_SFULL) {
        *tested = true;
      }
    }
  return *count == 1 ? one : IR_NOVAL;
}

static bool all_uses_in(const Uses *u, ValId v, const uint8_t *in) {
  if (u->outside[v]) return false;
  for (uint32_t k = u->start[v]; k < u->start[v + 1]; k++)
    if (!in[u->list[k]]) return false;
  return true;
}

/* Output: the tree of the word written by w, grown while every use of an
 * operand is inside it; the leaves in depth-first order. */
static void out_tree(const Func *f, const Uses *u, ValId w, XSet *s) {
  ValId x = ir_cval(f, w)->args[0];
  s->in[w] = 1; /* the write itself counts as inside for all_uses_in */
  if (may_move(f, s, x) && all_uses_in(u, x, s->in)) add_member(s, x);
  for (bool grew = true; grew && s->moved.len < EXTRACT_MAX_OPS;) {
    grew = false;
    for (size_t m = 0; m < s->moved.len && s->moved.len < EXTRACT_MAX_OPS;
         m++) {
      const Val *t = ir_cval(f, s->moved.data[m]);
      for (uint32_t k = 0; k < t->nargs; k++) {
        ValId a = t->args[k];
        if (s->in[a] || !may_move(f, s, a) || !all_uses_in(u, a, s->in))
          continue;
        add_member(s, a);
        grew = true;
      }
    }
  }
  s->in[w] = 0;
  /* leaves: depth-first from the root, each once */
  ValId stack[2 * EXTRACT_MAX_OPS + 8];
  size_t sp = 0;
  if (s->moved.len) stack[sp++] = x;
  uint8_t *seen = xcalloc(f->vals.len + 1, 1);
  while (sp) {
    ValId v = stack[--sp];
    const Val *t = ir_cval(f, v);
    for (uint32_t k = t->nargs; k-- > 0;) {
      ValId a = t->args[k];
      if (seen[a] || is_free(f, a)) continue;
      seen[a] = 1;
      if (s->in[a] || is_ext(f, a)) { /* an extension is done again */
        if (sp < sizeof stack / sizeof *stack) stack[sp++] = a;
      } else {
        add_cross(f, s, a);
      }
    }
  }
  free(seen);
}

/* Input: every operation of constants, the word read and other members;
 * the frontier is what the rest of the process uses of it. */
static void in_set(const Func *f, const Uses *u, ValId r, XSet *s) {
  s->in[r] = 1; /* the read as a member while growing */
  for (bool grew = true; grew && s->moved.len < EXTRACT_MAX_OPS;) {
    grew = false;
    for (size_t b = 0; b < f->blocks.len; b++)
      for (size_t i = 0; i < f->blocks.data[b].ops.len; i++) {
        ValId v = f->blocks.data[b].ops.data[i];
        const Val *t = ir_cval(f, v);
        if (s->in[v] || !may_move(f, s, v) || s->moved.len >= EXTRACT_MAX_OPS)
          continue;
        bool ok = true, any = false;
        for (uint32_t k = 0; k < t->nargs && ok; k++) {
          ok = s->in[t->args[k]] || is_free(f, t->args[k]);
          any = any || s->in[t->args[k]];
        }
        if (!ok || !any) continue;
        add_member(s, v);
        grew = true;
      }
  }
  s->in[r] = 0;
  if (!all_uses_in(u, r, s->in)) add_cross(f, s, r);
  for (size_t m = 0; m < s->moved.len; m++) {
    ValId v = s->moved.data[m];
    if (all_uses_in(u, v, s->in)) continue;
    const Val *t = ir_cval(f, v);
    ValId z = t->nargs ? t->args[0] : IR_NOVAL;
    if (is_ext(f, v) && (z == r || s->in[z])) { /* rebuilt from z */
      vec_push(&s->rebuilt, v);
      vec_push(&s->from, z);
      add_cross(f, s, z);
    } else {
      add_cross(f, s, v);
    }
  }
}

/* Marks in need[] the members the crossing values are computed from
 * (input sets: a member nothing crossing needs is not computed) and
 * returns how many. */
static uint32_t needed(const Func *f, const XSet *s, XKind k, uint8_t *need) {
  uint32_t n = 0;
  ValId stack[EXTRACT_MAX_OPS + 8];
  size_t sp = 0;
  if (k == XK_OUTPUT) {
    for (size_t m = 0; m < s->moved.len; m++) need[s->moved.data[m]] = 1;
    return (uint32_t)s->moved.len;
  }
  for (size_t c = 0; c < s->cross.len; c++)
    if (s->in[s->cross.data[c]] && !need[s->cross.data[c]]) {
      need[s->cross.data[c]] = 1;
      stack[sp++] = s->cross.data[c];
      n++;
    }
  while (sp) {
    const Val *t = ir_cval(f, stack[--sp]);
    for (uint32_t k2 = 0; k2 < t->nargs; k2++) {
      ValId a = t->args[k2];
      if (!s->in[a] || need[a]) continue;
      need[a] = 1;
      n++;
      if (sp < sizeof stack / sizeof *stack) stack[sp++] = a;
    }
  }
  return n;
}

/* The longest chain of needed members, in ns of the delay model. */
static double chain_delay(const Func *f, const XSet *s, const uint8_t *need,
                          const SchedOptions *so) {
  size_t nv = f->vals.len;
  double *arr = xcalloc(nv + 1, sizeof *arr), worst = 0;
  /* members were added after their member operands (inputs) or before
   * them (outputs): relax until nothing changes */
  for (size_t pass = 0; pass <= s->moved.len; pass++) {
    bool changed = false;
    for (size_t m = 0; m < s->moved.len; m++) {
      ValId v = s->moved.data[m];
      if (!need[v]) continue;
      const Val *t = ir_cval(f, v);
      double in = 0;
      for (uint32_t k = 0; k < t->nargs; k++)
        if (need[t->args[k]] && arr[t->args[k]] > in) in = arr[t->args[k]];
      OpTiming tm = delay_model(f, v, so);
      double d = in + tm.delay_in + tm.delay_out;
      if (d > arr[v] + 1e-9) arr[v] = d, changed = true;
      if (d > worst) worst = d;
    }
    if (!changed) break;
  }
  free(arr);
  return worst;
}

void extract_cands_free(XCands *c) {
  vec_free(&c->v);
  arena_free(&c->arena);
}

const char *extract_unsupported(const Func *f) {
  if (f->ret_width) return "the process returns a value";
  for (size_t b = 0; b < f->blocks.len; b++)
    if (f->blocks.data[b].term.kind == TERM_RET)
      return "the process terminates (only free-running processes are "
             "split)";
  return NULL;
}

/* Whether one of port p's operations op has something a pipeline could
 * compute: a written word that is an operation, a read word used by one. */
static bool has_work(const Func *f, const Uses *u, uint32_t p, Op op) {
  for (size_t b = 0; b < f->blocks.len; b++)
    for (size_t i = 0; i < f->blocks.data[b].ops.len; i++) {
      ValId v = f->blocks.data[b].ops.data[i];
      const Val *x = ir_cval(f, v);
      if (x->op != op || x->imm != p) continue;
      if (op == OP_SWRITE && movable(f, x->args[0])) return true;
      for (uint32_t k = u->start[v]; op == OP_SREAD && k < u->start[v + 1]; k++)
        if (movable(f, u->list[k])) return true;
    }
  return false;
}

/* The set of port p's candidate of kind k on f (s->op IR_NOVAL when the
 * port has no single operation; *why then says why when there is one). */
static void find_set(const Func *f, const Uses *u, uint32_t p, XKind k,
                     const uint8_t *allow, XSet *s, const char **why) {
  memset(s, 0, sizeof *s);
  s->allow = allow;
  s->in = xcalloc(f->vals.len + 1, 1);
  uint32_t count = 0;
  bool tested = false;
  s->op = port_op(f, p, k == XK_OUTPUT ? OP_SWRITE : OP_SREAD, &count,
                  &tested);
  *why = NULL;
  if (s->op == IR_NOVAL) {
    if (count > 1 && has_work(f, u, p, k == XK_OUTPUT ? OP_SWRITE : OP_SREAD))
      *why = k == XK_OUTPUT ? "the port is written at several places"
                            : "the port is read at several places";
    return;
  }
  if (k == XK_OUTPUT) out_tree(f, u, s->op, s);
  else in_set(f, u, s->op, s);
  if (tested)
    *why = k == XK_OUTPUT ? "the process tests whether the port is full"
                          : "the process tests whether the port is empty";
}

void extract_candidates(const Func *f, XKind k, const SchedOptions *so,
                        XCands *out) {
  PortKind want = k == XK_OUTPUT ? PORT_STREAM_OUT : PORT_STREAM_IN;
  uint32_t ninputs = 0;
  for (uint32_t p = 0; p < f->ports.len; p++)
    ninputs += f->ports.data[p].kind == PORT_STREAM_IN;
  Uses u = {0};
  uses_build(f, &u);
  for (uint32_t p = 0; p < f->ports.len; p++) {
    if (f->ports.data[p].kind != want) continue;
    XSet s;
    const char *why;
    find_set(f, &u, p, k, NULL, &s, &why);
    uint8_t *need = xcalloc(f->vals.len + 1, 1);
    uint32_t nops = s.op == IR_NOVAL ? 0 : needed(f, &s, k, need);
    if (nops || (why && s.op == IR_NOVAL)) {
      XCand c = {0};
      c.kind = k;
      c.port = p;
      c.name = f->ports.data[p].name;
      c.op = s.op;
      c.nops = nops;
      c.width = s.width;
      cut_words(f, &s);
      c.nwords = s.nwords;
      c.delay_ns = chain_delay(f, &s, need, so);
      uint8_t *blk = xcalloc(f->blocks.len + 1, 1);
      for (size_t m = 0; m < s.moved.len; m++)
        if (need[s.moved.data[m]] && !blk[ir_cval(f, s.moved.data[m])->block])
          blk[ir_cval(f, s.moved.data[m])->block] = 1, c.nblocks++;
      free(blk);
      c.why = why;
      if (!c.why && k == XK_INPUT && ninputs > 1)
        c.why = "the process reads several streams: a pipeline reading "
                "ahead on one would take its words while the process waits "
                "on another";
      if (!c.why && !s.nwords)
        c.why = arena_printf(&out->arena, "the values crossing to the "
                             "pipeline take %u bits, more than %d words of "
                             "64", s.width, EXTRACT_MAX_WORDS);
      if (!c.why && !s.width)
        c.why = "the word is a constant";
      vec_push(&out->v, c);
    }
    free(need);
    xset_free(&s);
  }
  uses_free(&u);
}

/* ---- rewriting ---- */

/* Inserts value v (just added at the end of block b) at *pos of b. */
static ValId place(Func *f, ValId v, uint32_t b, size_t *pos) {
  ir_move_op(f, v, b, (*pos)++);
  return v;
}

static ValId op1(Func *f, uint32_t b, size_t *pos, Op op, unsigned w,
                 ValId a, SrcLoc loc) {
  return place(f, ir_add(f, b, op, w, 1, &a, loc), b, pos);
}

static ValId op2(Func *f, uint32_t b, size_t *pos, Op op, unsigned w,
                 ValId a, ValId c, SrcLoc loc) {
  ValId args[2] = {a, c};
  return place(f, ir_add(f, b, op, w, 2, args, loc), b, pos);
}

/* A constant for an operation placed at *pos of block b (constants live in
 * the entry block: when b is the entry, the constant goes first). */
static ValId konst(Func *f, uint32_t b, size_t *pos, unsigned w, uint64_t v) {
  ValId c = ir_const(f, w, v);
  if (b == 0) {
    ir_move_op(f, c, 0, 0);
    (*pos)++;
  }
  return c;
}

/* One word of width W from vals[0..n) (vals[0] in the low bits). */
static ValId pack(Func *f, uint32_t b, size_t *pos, const ValId *vals,
                  size_t n, unsigned W, SrcLoc loc) {
  ValId acc = IR_NOVAL;
  unsigned off = 0;
  for (size_t i = 0; i < n; i++) {
    unsigned w = ir_cval(f, vals[i])->width;
    ValId z = w < W ? op1(f, b, pos, OP_ZEXT, W, vals[i], loc) : vals[i];
    if (off) {
      ValId k = konst(f, b, pos, W, off);
      z = op2(f, b, pos, OP_SHL, W, z, k, loc);
    }
    acc = acc == IR_NOVAL ? z : op2(f, b, pos, OP_OR, W, acc, z, loc);
    off += w;
  }
  return acc;
}

/* Field [off, off + w) of word (width W). */
static ValId unpack(Func *f, uint32_t b, size_t *pos, ValId word, unsigned W,
                    unsigned off, unsigned w, SrcLoc loc) {
  ValId t = word;
  if (off) {
    ValId k = konst(f, b, pos, W, off);
    t = op2(f, b, pos, OP_LSHR, W, t, k, loc);
  }
  if (w < W) t = op1(f, b, pos, OP_TRUNC, w, t, loc);
  return t;
}

/* Copies needed member v of f (and its members operands) into block b of
 * g at the end; map[] holds what is already there (IR_NOVAL: nothing). */
static ValId clone_val(Func *g, uint32_t b, const Func *f, ValId v,
                       ValId *map, uint32_t *memmap) {
  if (map[v] != IR_NOVAL) return map[v];
  const Val *x = ir_cval(f, v);
  if (x->op == OP_CONST) /* (a wide one with its words: ir.h) */
    return map[v] = x->words ? ir_const_words(g, x->width, x->words)
                             : ir_const(g, x->width, x->imm);
  if (x->op == OP_PARAM) { /* (its port: clone_params) */
    ValId c = ir_add(g, 0, OP_PARAM, x->width, 0, NULL, x->loc);
    ir_val(g, c)->name = x->name;
    return map[v] = c;
  }
  ValId args[8];
  ValId *a = x->nargs <= 8 ? args : xmalloc(x->nargs * sizeof *a);
  for (uint32_t k = 0; k < x->nargs; k++)
    a[k] = clone_val(g, b, f, x->args[k], map, memmap);
  ValId c = ir_add(g, b, x->op, x->width, x->nargs, a, x->loc);
  if (a != args) free(a);
  Val *cv = ir_val(g, c);
  cv->name = x->name;
  cv->imm = x->imm;
  if (x->op == OP_LOAD) {
    if (memmap[x->imm] == UINT32_MAX) {
      const Mem *m = &f->mems.data[x->imm];
      uint32_t mi = ir_mem_new(g, m->name, m->width, m->depth, m->loc);
      g->mems.data[mi].init = m->init;
      g->mems.data[mi].rom = true;
      memmap[x->imm] = mi;
    }
    ir_val(g, c)->imm = memmap[x->imm];
  }
  return map[v] = c;
}

/* Removes value v from its block (it has no uses left). */
static void kill(Func *f, ValId v) {
  Block *bl = &f->blocks.data[ir_cval(f, v)->block];
  size_t i = ir_op_index(f, v);
  memmove(&bl->ops.data[i], &bl->ops.data[i + 1],
          (bl->ops.len - i - 1) * sizeof *bl->ops.data);
  bl->ops.len--;
  Val *x = ir_val(f, v);
  x->op = OP_NOP;
  x->width = 0;
  x->nargs = 0;
  x->args = NULL;
  x->phi_blocks = NULL;
}

/* Every use of old outside the values [skip_from, ...) becomes nv. */
static void replace_before(Func *f, ValId old, ValId nv, ValId skip_from) {
  for (size_t b = 0; b < f->blocks.len; b++) {
    Block *bl = &f->blocks.data[b];
    for (size_t i = 0; i < bl->ops.len; i++) {
      if (bl->ops.data[i] >= skip_from) continue;
      Val *x = ir_val(f, bl->ops.data[i]);
      for (uint32_t k = 0; k < x->nargs; k++)
        if (x->args[k] == old) x->args[k] = nv;
    }
    if (bl->term.arg == old) bl->term.arg = nv;
  }
  for (size_t g = 0; g < f->guards.len; g++)
    if (f->guards.data[g].pred == old) f->guards.data[g].pred = nv;
}

static Func *pipe_new(const Func *f, const char *fname, SrcLoc loc,
                      uint32_t *body) {
  Func *g = ir_func_new(fname);
  g->file = f->file;
  g->loc = f->loc;
  uint32_t e = ir_block_new(g, "entry");
  *body = ir_block_new(g, "pipe");
  ir_term_br(g, e, *body, loc);
  g->blocks.data[*body].loop_loc = loc;
  return g;
}

/* base, base_2, base_3 ...: the first that no port of f is named. */
static const char *free_port_name(Func *f, const char *base) {
  Sbuf nm = {0};
  sb_puts(&nm, base);
  for (unsigned k = 2;; k++) {
    bool taken = false;
    for (size_t p = 0; p < f->ports.len && !taken; p++)
      taken = !strcmp(f->ports.data[p].name, sb_str(&nm));
    if (!taken) break;
    nm.len = 0;
    sb_printf(&nm, "%s_%u", base, k);
  }
  const char *s = arena_strdup(&f->arena, sb_str(&nm));
  sb_free(&nm);
  return s;
}

/* The scalar parameters a pipeline uses become its own scalar ports,
 * added after its stream ports: map them from f's parameters. */
static void clone_params(Func *g, const Func *f, const ValId *map,
                         size_t nv) {
  for (size_t v = 0; v < nv; v++) { /* (map covers f's values before) */
    if (map[v] == IR_NOVAL || ir_cval(f, v)->op != OP_PARAM) continue;
    const Port *p = &f->ports.data[ir_cval(f, v)->imm];
    uint32_t gp = ir_port_new(g, p->name, PORT_SCALAR, p->width,
                              p->is_signed, p->loc);
    ir_val(g, map[v])->imm = gp;
  }
}

/* The word ports: the pipeline's (dir) and the controller's (port p
 * renamed, then new ports). */
static void word_ports(Func *f, Func *g, const XSet *s, uint32_t p,
                       PortKind ctrl_kind, const char *pbase, XPorts *xp) {
  Port orig = f->ports.data[p];
  xp->n = s->nwords;
  for (uint32_t k = 0; k < s->nwords; k++) {
    const char *nm = free_port_name(f, pbase);
    uint32_t w = word_width(f, s, k);
    uint32_t cp = p;
    if (k) {
      cp = ir_port_new(f, nm, ctrl_kind, w, false, orig.loc);
    } else {
      f->ports.data[p].name = nm;
      f->ports.data[p].hw = nm;
      f->ports.data[p].width = (uint16_t)w;
      f->ports.data[p].is_signed = false;
    }
    xp->ctrl[k] = cp;
    ir_port_new(g, nm, ctrl_kind == PORT_STREAM_OUT ? PORT_STREAM_IN
                                                    : PORT_STREAM_OUT,
                w, false, orig.loc);
  }
}

/* Output: the controller writes the leaves where it wrote the word; the
 * pipeline reads them, computes the word and writes it. */
static void apply_output(Func *f, Func *g, uint32_t pb, const XSet *s,
                         const XCand *x, const char *pbase, ValId *map,
                         uint32_t *memmap, XPorts *xp) {
  Port orig = f->ports.data[x->port];
  SrcLoc loc = ir_loc(f, s->op);
  word_ports(f, g, s, x->port, PORT_STREAM_OUT, pbase, xp);
  ir_port_new(g, orig.name, PORT_STREAM_OUT, orig.width, orig.is_signed,
              orig.loc);
  uint32_t blk = ir_cval(f, s->op)->block;
  for (uint32_t k = 0; k < s->nwords; k++) {
    unsigned W = word_width(f, s, k);
    ValId r = ir_add(g, pb, OP_SREAD, W, 0, NULL, loc);
    ir_val(g, r)->imm = k;
    unsigned off = 0;
    for (uint32_t c = s->word_start[k]; c < s->word_start[k + 1]; c++) {
      unsigned w = ir_cval(f, s->cross.data[c])->width;
      size_t gpos = g->blocks.data[pb].ops.len;
      map[s->cross.data[c]] = unpack(g, pb, &gpos, r, W, off, w, loc);
      off += w;
    }
  }
  ValId word = clone_val(g, pb, f, ir_cval(f, s->op)->args[0], map, memmap);
  ValId wr = ir_add(g, pb, OP_SWRITE, 0, 1, &word, loc);
  ir_val(g, wr)->imm = s->nwords;
  /* the controller: word 0 takes the old write's place, the others are
   * new writes just before it (same predicate) */
  const Val *ow = ir_cval(f, s->op);
  ValId pred = ow->nargs > 1 ? ow->args[1] : IR_NOVAL;
  size_t pos = ir_op_index(f, s->op);
  for (uint32_t k = 0; k < s->nwords; k++) {
    unsigned W = word_width(f, s, k);
    ValId packed = pack(f, blk, &pos, &s->cross.data[s->word_start[k]],
                        s->word_start[k + 1] - s->word_start[k], W, loc);
    if (!k) {
      ir_val(f, s->op)->args[0] = packed;
      continue;
    }
    ValId a[2] = {packed, pred};
    ValId nw = place(f, ir_add(f, blk, OP_SWRITE, 0, pred == IR_NOVAL ? 1 : 2,
                               a, loc), blk, &pos);
    ir_val(f, nw)->imm = xp->ctrl[k];
  }
}

/* Input: the pipeline reads the word, computes the frontier and writes
 * it; the controller reads it where it read the word and unpacks it. */
static void apply_input(Func *f, Func *g, uint32_t pb, const XSet *s,
                        const XCand *x, const char *pbase, ValId *map,
                        uint32_t *memmap, XPorts *xp) {
  Port orig = f->ports.data[x->port];
  SrcLoc loc = ir_loc(f, s->op);
  /* (the widths before the read is retyped: it may cross itself) */
  unsigned ww[EXTRACT_MAX_WORDS];
  for (uint32_t k = 0; k < s->nwords; k++) ww[k] = word_width(f, s, k);
  ir_port_new(g, orig.name, PORT_STREAM_IN, orig.width, orig.is_signed,
              orig.loc);
  word_ports(f, g, s, x->port, PORT_STREAM_IN, pbase, xp);
  ValId r = ir_add(g, pb, OP_SREAD, orig.width, 0, NULL, loc);
  ir_val(g, r)->imm = 0;
  map[s->op] = r;
  ValId *vals = xmalloc((s->cross.len + 1) * sizeof *vals);
  for (size_t c = 0; c < s->cross.len; c++)
    vals[c] = clone_val(g, pb, f, s->cross.data[c], map, memmap);
  for (uint32_t k = 0; k < s->nwords; k++) {
    unsigned W = ww[k];
    size_t gpos = g->blocks.data[pb].ops.len;
    ValId word = pack(g, pb, &gpos, &vals[s->word_start[k]],
                      s->word_start[k + 1] - s->word_start[k], W, loc);
    ValId wr = ir_add(g, pb, OP_SWRITE, 0, 1, &word, loc);
    ir_val(g, wr)->imm = 1 + k;
  }
  free(vals);
  /* the controller: word 0 is the old read (retyped), the others new
   * reads right after it (same predicate), then the unpacking */
  uint32_t blk = ir_cval(f, s->op)->block;
  const Val *orr = ir_cval(f, s->op);
  ValId pred = orr->nargs ? orr->args[0] : IR_NOVAL;
  size_t pos = ir_op_index(f, s->op) + 1;
  ValId first = (ValId)f->vals.len;
  ValId words[EXTRACT_MAX_WORDS];
  for (uint32_t k = 0; k < s->nwords; k++) {
    unsigned W = ww[k];
    if (!k) {
      ir_val(f, s->op)->width = (uint16_t)W;
      words[k] = s->op;
      continue;
    }
    words[k] = place(f, ir_add(f, blk, OP_SREAD, W, pred == IR_NOVAL ? 0 : 1,
                               &pred, loc), blk, &pos);
    ir_val(f, words[k])->imm = xp->ctrl[k];
  }
  ValId *now = xmalloc((s->cross.len + 1) * sizeof *now);
  for (uint32_t k = 0; k < s->nwords; k++) {
    unsigned W = ww[k], off = 0;
    for (uint32_t c = s->word_start[k]; c < s->word_start[k + 1]; c++) {
      ValId old = s->cross.data[c];
      unsigned w = old == s->op ? orig.width : ir_cval(f, old)->width;
      now[c] = unpack(f, blk, &pos, words[k], W, off, w, loc);
      if (old != s->op) replace_before(f, old, now[c], first);
      off += w;
    }
  }
  for (size_t i = 0; i < s->rebuilt.len; i++) {
    ValId y = s->rebuilt.data[i], z = s->from.data[i];
    size_t c = 0;
    while (s->cross.data[c] != z) c++;
    ValId e = op1(f, blk, &pos, ir_cval(f, y)->op, ir_cval(f, y)->width,
                  now[c], loc);
    replace_before(f, y, e, first);
  }
  if (s->cross.data[0] == s->op && now[0] != s->op)
    replace_before(f, s->op, now[0], first); /* the read word itself */
  free(now);
}

/* Drops the on-chip memories of f that nothing accesses any more (a table
 * whose every lookup moved to a pipeline), renumbering the others. */
static void prune_mems(Func *f) {
  size_t nm = f->mems.len;
  uint32_t *to = xcalloc(nm + 1, sizeof *to);
  for (size_t m = 0; m < nm; m++) to[m] = f->mems.data[m].external;
  for (size_t b = 0; b < f->blocks.len; b++)
    for (size_t i = 0; i < f->blocks.data[b].ops.len; i++) {
      const Val *x = ir_cval(f, f->blocks.data[b].ops.data[i]);
      if (x->op == OP_LOAD || x->op == OP_STORE) to[x->imm] = 1;
    }
  size_t k = 0;
  for (size_t m = 0; m < nm; m++) {
    if (!to[m]) continue;
    f->mems.data[k] = f->mems.data[m];
    if (f->mems.data[k].external)
      f->ports.data[f->mems.data[k].port].mem = (uint32_t)k;
    to[m] = (uint32_t)k++;
  }
  f->mems.len = k;
  for (size_t b = 0; b < f->blocks.len; b++)
    for (size_t i = 0; i < f->blocks.data[b].ops.len; i++) {
      Val *x = ir_val(f, f->blocks.data[b].ops.data[i]);
      if (x->op == OP_LOAD || x->op == OP_STORE) x->imm = to[x->imm];
    }
  free(to);
}

/* Applies set s (of port p, kind k) to f; the pipeline. */
static Func *apply_set(Func *f, XSet *s, XKind k, uint32_t p,
                       const char *pbase, const char *fname, XPorts *ports) {
  uint32_t pb = 0;
  Func *g = pipe_new(f, fname, ir_loc(f, s->op), &pb);
  size_t nv = f->vals.len;
  ValId *map = xmalloc((nv + 1) * sizeof *map);
  for (size_t i = 0; i <= nv; i++) map[i] = IR_NOVAL;
  uint32_t *memmap = xmalloc((f->mems.len + 1) * sizeof *memmap);
  for (size_t i = 0; i <= f->mems.len; i++) memmap[i] = UINT32_MAX;
  XCand x = {0};
  x.kind = k;
  x.port = p;
  if (k == XK_OUTPUT)
    apply_output(f, g, pb, s, &x, pbase, map, memmap, ports);
  else
    apply_input(f, g, pb, s, &x, pbase, map, memmap, ports);
  clone_params(g, f, map, nv);
  ir_term_br(g, pb, pb, ir_loc(f, s->op));
  /* the moved operations have no uses left in the controller */
  for (size_t m = s->moved.len; m-- > 0;) kill(f, s->moved.data[m]);
  prune_mems(f);
  free(map);
  free(memmap);
  return g;
}

Func *extract_apply(Func *f, const XCand *x, const char *pbase,
                    const char *fname, XPorts *ports) {
  Uses u = {0};
  uses_build(f, &u);
  XSet s;
  const char *why;
  find_set(f, &u, x->port, x->kind, NULL, &s, &why);
  cut_words(f, &s);
  if (s.op == IR_NOVAL || !s.cross.len || !s.nwords)
    ICE("extraction of port %u is not a candidate", x->port);
  Func *g = apply_set(f, &s, x->kind, x->port, pbase, fname, ports);
  xset_free(&s);
  uses_free(&u);
  return g;
}

Func *extract_cut(Func *f, XKind k, uint32_t port, const uint8_t *allow,
                  const char *pbase, const char *fname, XPorts *ports) {
  Uses u = {0};
  uses_build(f, &u);
  XSet s;
  const char *why;
  find_set(f, &u, port, k, allow, &s, &why);
  cut_words(f, &s);
  uint8_t *need = xcalloc(f->vals.len + 1, 1);
  bool ok = s.op != IR_NOVAL && !why && s.cross.len && s.nwords &&
            needed(f, &s, k, need);
  free(need);
  Func *g = ok ? apply_set(f, &s, k, port, pbase, fname, ports) : NULL;
  xset_free(&s);
  uses_free(&u);
  return g;
}
