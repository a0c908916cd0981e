/* test_extract.c - pipeline extraction (src/extract): candidates and their
 * refusals on hand-built processes, and the split's behaviour: a small
 * stream interpreter runs the process as written and the controller fed
 * and drained by its pipelines, and the output words must be the same. */
#include <stdlib.h>
#include <string.h>

#include "extract/extract.h"
#include "pass/pass.h"
#include "interp.h"
#include "test.h"

static SrcLoc here(uint32_t line) { return (SrcLoc){"x.c", line, 1}; }

static ValId op2(Func *f, uint32_t b, Op op, unsigned w, ValId x, ValId y) {
  ValId a[2] = {x, y};
  return ir_add(f, b, op, w, 2, a, here(b + 10));
}

static ValId op1(Func *f, uint32_t b, Op op, unsigned w, ValId x) {
  return ir_add(f, b, op, w, 1, &x, here(b + 10));
}

static ValId sread(Func *f, uint32_t b, uint32_t port, unsigned w) {
  ValId r = ir_add(f, b, OP_SREAD, w, 0, NULL, here(b + 10));
  ir_val(f, r)->imm = port;
  return r;
}

static ValId swrite(Func *f, uint32_t b, uint32_t port, ValId x) {
  ValId r = ir_add(f, b, OP_SWRITE, 0, 1, &x, here(b + 10));
  ir_val(f, r)->imm = port;
  return r;
}

/* for (;;) { v = read(in); x = v > 100 ? v * gain + 7 : v ^ 0x55;
 *            acc += x; write(out, (acc >> 3) ^ (x * 9)); }
 * with 16-bit words and a 32-bit accumulator (x zero-extended). */
static Func *process(void) {
  Func *f = ir_func_new("p");
  f->file = "x.c";
  ir_port_new(f, "in", PORT_STREAM_IN, 16, false, here(1));
  ir_port_new(f, "out", PORT_STREAM_OUT, 32, false, here(1));
  ir_port_new(f, "gain", PORT_SCALAR, 16, false, here(1));
  uint32_t b0 = ir_block_new(f, "entry"), h = ir_block_new(f, "loop"),
           bt = ir_block_new(f, "big"), be = ir_block_new(f, "small"),
           bj = ir_block_new(f, "join");
  ValId zero = ir_const(f, 32, 0), k100 = ir_const(f, 16, 100),
        k7 = ir_const(f, 16, 7),
        k55 = ir_const(f, 16, 0x55), ks = ir_const(f, 32, 3),
        k9 = ir_const(f, 32, 9);
  ValId k3 = ir_add(f, b0, OP_PARAM, 16, 0, NULL, here(1));
  ir_val(f, k3)->imm = 2;
  ir_term_br(f, b0, h, here(2));
  ValId acc = ir_phi(f, h, 32, here(3));
  ValId v = sread(f, h, 0, 16);
  ValId c = op2(f, h, OP_UGT, 1, v, k100);
  ValId t = op2(f, h, OP_MUL, 16, v, k3);
  ir_term_cbr(f, h, c, bt, be, here(4));
  ValId w = op2(f, bt, OP_ADD, 16, t, k7);
  ir_term_br(f, bt, bj, here(5));
  ValId w2 = op2(f, be, OP_XOR, 16, v, k55);
  ir_term_br(f, be, bj, here(6));
  ValId x = ir_phi(f, bj, 16, here(7));
  ir_phi_add(f, x, bt, w);
  ir_phi_add(f, x, be, w2);
  ValId xz = op1(f, bj, OP_ZEXT, 32, x);
  ValId acc2 = op2(f, bj, OP_ADD, 32, acc, xz);
  ValId hi = op2(f, bj, OP_LSHR, 32, acc2, ks);
  ValId m = op2(f, bj, OP_MUL, 32, xz, k9);
  swrite(f, bj, 1, op2(f, bj, OP_XOR, 32, hi, m));
  ir_term_br(f, bj, h, here(8));
  ir_phi_add(f, acc, b0, zero);
  ir_phi_add(f, acc, bj, acc2);
  ir_fill_preds(f);
  return f;
}

/* ---- a stream interpreter ---- */
/* Scalar parameters by name (the same in a process and its pipelines). */
static uint64_t param_value(const char *name) {
  return !strcmp(name, "gain") ? 3 : 0;
}

typedef struct Q {
  uint64_t w[256];
  size_t n, head;
} Q;

/* Runs free-running f with q[p] the words of port p (inputs consumed,
 * outputs appended) until a read finds no word; false if it runs away. */
static bool run(const Func *f, Q *q) {
  uint64_t *val = calloc(f->vals.len + 1, sizeof *val);
  uint32_t b = 0, prev = 0;
  bool ok = false;
  for (int steps = 0; steps < 100000; steps++) {
    const Block *bl = &f->blocks.data[b];
    size_t np = interp_phis(f, bl, prev, val);
    for (size_t k = np; k < bl->ops.len; k++) {
      ValId id = bl->ops.data[k];
      const Val *v = ir_cval(f, id);
      uint64_t o[3] = {0, 0, 0};
      for (uint32_t a = 0; a < v->nargs && a < 3; a++)
        o[a] = interp_arg(f, val, v->args[a]);
      unsigned w = v->nargs ? ir_cval(f, v->args[0])->width : v->width;
      Q *pq = v->op == OP_SREAD || v->op == OP_SWRITE ? &q[v->imm] : NULL;
      switch (v->op) {
      case OP_CONST: val[id] = v->imm; break;
      case OP_PARAM: val[id] = param_value(f->ports.data[v->imm].name); break;
      case OP_SREAD:
        if (pq->head == pq->n) { ok = true; goto out; }
        val[id] = pq->w[pq->head++] & mask_bits(v->width);
        break;
      case OP_SWRITE:
        if (pq->n < 256) pq->w[pq->n++] = o[0];
        break;
      case OP_ZEXT: case OP_TRUNC: val[id] = o[0] & mask_bits(v->width); break;
      case OP_SELECT: val[id] = o[0] ? o[1] : o[2]; break;
      default:
        if (!ir_eval_binary(v->op, w, o[0], o[1], &val[id])) val[id] = 0;
        val[id] &= mask_bits(v->width);
      }
    }
    const Term *t = &bl->term;
    if (t->kind == TERM_RET) break;
    uint64_t cv = 0;
    if (t->kind == TERM_CBR) {
      const Val *c = ir_cval(f, t->arg);
      cv = c->op == OP_CONST ? c->imm : val[t->arg];
    }
    prev = b;
    b = t->kind == TERM_BR ? t->succs[0] : t->succs[(cv & 1) ? 0 : 1];
  }
out:
  free(val);
  return ok;
}

/* Runs a chain of one-input, one-output units (port 0 in, port 1 out)
 * on the words of in; the last unit's output words in *out. */
static bool chain(Func *const *units, size_t n, const Q *in, Q *out) {
  Q q[2];
  *out = *in;
  for (size_t i = 0; i < n; i++) {
    memset(q, 0, sizeof q);
    q[0] = *out;
    if (!run(units[i], q)) return false;
    *out = q[1];
  }
  return true;
}

static void inputs(Q *in) {
  memset(in, 0, sizeof *in);
  uint32_t s = 12345;
  for (size_t i = 0; i < 200; i++) {
    s = s * 1103515245u + 12345u;
    in->w[in->n++] = (s >> 9) % 220; /* both sides of v > 100 */
  }
}

static const XCand *cand(const XCands *cs, uint32_t port) {
  for (size_t i = 0; i < cs->v.len; i++)
    if (cs->v.data[i].port == port) return &cs->v.data[i];
  return NULL;
}

static const SchedOptions so = {10.0, TARGET_ICE40, false, false, false, 0, 0, 0.0, NULL, false};

TEST(extract_candidates_of_a_process) {
  Func *f = process();
  CHECK(ir_verify(f, "test"));
  XCands out = {0}, in = {0};
  extract_candidates(f, XK_OUTPUT, &so, &out);
  extract_candidates(f, XK_INPUT, &so, &in);
  const XCand *o = cand(&out, 1), *i = cand(&in, 0);
  CHECK(o && i);
  if (o && i) {
    /* out: lshr, mul, xor; leaves acc2 (32) and x (16: its zero
     * extension is done again in the pipeline) */
    CHECK_EQ_INT(o->nops, 3);
    CHECK_EQ_INT(o->width, 48);
    CHECK_EQ_INT(o->nwords, 1);
    CHECK(!o->why);
    CHECK_EQ_INT(o->nblocks, 1);
    /* in: compare, multiply by the scalar, add (branch), xor (other
     * branch); crossing: the compare (1), the sum (16), the xor (16) */
    CHECK_EQ_INT(i->nops, 4);
    CHECK_EQ_INT(i->width, 33);
    CHECK_EQ_INT(i->nblocks, 3);
    CHECK(!i->why);
    CHECK(i->delay_ns > 0);
  }
  extract_cands_free(&out);
  extract_cands_free(&in);
  ir_func_free(f);
}

/* The process as written and split (output pipeline, then input pipeline
 * on the controller left): the same output words. */
TEST(extract_split_computes_the_same_words) {
  Func *f = process();
  Q ref[2];
  inputs(&ref[0]);
  memset(&ref[1], 0, sizeof ref[1]);
  CHECK(run(f, ref));
  CHECK_EQ_INT(ref[1].n, 200);

  Func *g = ir_clone(f);
  XCands cs = {0};
  extract_candidates(g, XK_OUTPUT, &so, &cs);
  const XCand *o = cand(&cs, 1);
  CHECK(o != NULL);
  if (!o) return;
  XPorts xp;
  Func *po = extract_apply(g, o, "out_x", "p_out", &xp);
  extract_cands_free(&cs);
  pass_dce(g);
  CHECK(ir_verify(g, "test") && ir_verify(po, "test"));
  CHECK_EQ_INT(g->ports.data[1].width, 48);
  memset(&cs, 0, sizeof cs);
  extract_candidates(g, XK_INPUT, &so, &cs);
  const XCand *i = cand(&cs, 0);
  CHECK(i != NULL);
  if (!i) return;
  Func *pi = extract_apply(g, i, "in_x", "p_in", &xp);
  extract_cands_free(&cs);
  pass_dce(g);
  CHECK(ir_verify(g, "test") && ir_verify(pi, "test"));
  CHECK_EQ_INT(g->ports.data[0].width, 33);
  /* the input pipeline multiplies by the scalar: it has its own port */
  CHECK_EQ_INT(pi->ports.len, 3);
  CHECK(pi->ports.data[2].kind == PORT_SCALAR &&
        !strcmp(pi->ports.data[2].name, "gain"));
  /* nothing of the moved computation is left in the controller */
  size_t muls = 0;
  for (size_t b = 0; b < g->blocks.len; b++)
    for (size_t k = 0; k < g->blocks.data[b].ops.len; k++)
      muls += ir_cval(g, g->blocks.data[b].ops.data[k])->op == OP_MUL;
  CHECK_EQ_INT(muls, 0);

  /* in -> pi -> ctrl -> po -> out */
  Q in, out;
  inputs(&in);
  CHECK(chain((Func *[]){pi, g, po}, 3, &in, &out));
  CHECK_EQ_INT(out.n, ref[1].n);
  CHECK(!memcmp(out.w, ref[1].w, ref[1].n * sizeof *ref[1].w));
  ir_func_free(pi);
  ir_func_free(po);
  ir_func_free(g);
  ir_func_free(f);
}

/* for (;;) write(o, (a1 + a2 + ... + an-1) * an) with n reads of a. */
static Func *wide(unsigned w, unsigned n) {
  Func *f = ir_func_new("wide");
  ir_port_new(f, "a", PORT_STREAM_IN, w, false, here(1));
  ir_port_new(f, "o", PORT_STREAM_OUT, w, false, here(1));
  uint32_t b0 = ir_block_new(f, "entry"), h = ir_block_new(f, "loop");
  ir_term_br(f, b0, h, here(2));
  ValId acc = sread(f, h, 0, w);
  for (unsigned i = 1; i + 1 < n; i++)
    acc = op2(f, h, OP_ADD, w, acc, sread(f, h, 0, w));
  swrite(f, h, 1, op2(f, h, OP_MUL, w, acc, sread(f, h, 0, w)));
  ir_term_br(f, h, h, here(3));
  ir_fill_preds(f);
  return f;
}

/* The 96 bits of three 32-bit leaves go in two words (two channels). */
TEST(extract_two_words) {
  Func *f = wide(32, 3);
  CHECK(ir_verify(f, "test"));
  Q ref[2];
  memset(ref, 0, sizeof ref);
  inputs(&ref[0]);
  ref[0].n = 198;
  CHECK(run(f, ref));
  CHECK_EQ_INT(ref[1].n, 66);
  XCands cs = {0};
  extract_candidates(f, XK_OUTPUT, &so, &cs);
  const XCand *o = cand(&cs, 1);
  CHECK(o && !o->why && o->width == 96 && o->nwords == 2);
  if (!o) return;
  XPorts xp;
  Func *g = ir_clone(f);
  Func *po = extract_apply(g, o, "o_x", "w_out", &xp);
  extract_cands_free(&cs);
  pass_dce(g);
  CHECK(ir_verify(g, "test") && ir_verify(po, "test"));
  CHECK_EQ_INT(xp.n, 2);
  CHECK_EQ_INT(xp.ctrl[0], 1);
  CHECK_EQ_INT(g->ports.len, 3);
  CHECK(!strcmp(g->ports.data[2].name, "o_x_2"));
  /* the controller writes word 0 on port 1 and word 1 on port 2; the
   * pipeline reads them on its ports 0 and 1 and writes o on 2 */
  Q c[3], d[3];
  memset(c, 0, sizeof c);
  inputs(&c[0]);
  c[0].n = 198;
  CHECK(run(g, c));
  memset(d, 0, sizeof d);
  d[0] = c[1];
  d[1] = c[2];
  CHECK(run(po, d));
  CHECK_EQ_INT(d[2].n, ref[1].n);
  CHECK(!memcmp(d[2].w, ref[1].w, ref[1].n * sizeof *ref[1].w));
  ir_func_free(po);
  ir_func_free(g);
  ir_func_free(f);
}


/* A pipeline cut in two (extract_cut): the output pipeline's later
 * operations (those after the multiply, marked as a schedule's later
 * stages would be) move to a second unit, and the chain still computes
 * the process's words; the input direction too, on the input pipeline. */
TEST(extract_cut_keeps_the_words) {
  Func *f = process();
  Q ref[2];
  memset(ref, 0, sizeof ref);
  inputs(&ref[0]);
  CHECK(run(f, ref));
  Func *g = ir_clone(f);
  XCands cs = {0};
  extract_candidates(g, XK_OUTPUT, &so, &cs);
  XPorts xp;
  Func *po = extract_apply(g, cand(&cs, 1), "out_x", "p_out", &xp);
  extract_cands_free(&cs);
  memset(&cs, 0, sizeof cs);
  extract_candidates(g, XK_INPUT, &so, &cs);
  Func *pi = extract_apply(g, cand(&cs, 0), "in_x", "p_in", &xp);
  extract_cands_free(&cs);
  pass_dce(g);
  pass_dce(po);
  pass_dce(pi);
  /* output pipeline: its ports are out_x (0), out (1), gain? no: the xor
   * and what follows the multiply are "late" */
  uint8_t *late = calloc(po->vals.len + 1, 1);
  for (size_t v = 0; v < po->vals.len; v++)
    late[v] = ir_cval(po, v)->op == OP_XOR;
  XPorts cut;
  Func *po2 = extract_cut(po, XK_OUTPUT, 1, late, "out_s", "p_out2", &cut);
  CHECK(po2 != NULL);
  /* input pipeline: the compare and the multiply are "early" */
  uint8_t *early = calloc(pi->vals.len + 1, 1);
  for (size_t v = 0; v < pi->vals.len; v++)
    early[v] = ir_cval(pi, v)->op == OP_UGT || ir_cval(pi, v)->op == OP_MUL;
  XPorts cut2;
  Func *pi0 = extract_cut(pi, XK_INPUT, 0, early, "in_s", "p_in0", &cut2);
  CHECK(pi0 != NULL);
  if (!po2 || !pi0) return;
  pass_dce(po);
  pass_dce(po2);
  pass_dce(pi);
  pass_dce(pi0);
  CHECK(ir_verify(po, "test") && ir_verify(po2, "test"));
  CHECK(ir_verify(pi, "test") && ir_verify(pi0, "test"));
  size_t xors = 0;
  for (size_t b = 0; b < po->blocks.len; b++)
    for (size_t k = 0; k < po->blocks.data[b].ops.len; k++)
      xors += ir_cval(po, po->blocks.data[b].ops.data[k])->op == OP_XOR;
  CHECK_EQ_INT(xors, 0);
  /* in -> pi0 -> pi -> ctrl -> po -> po2 -> out, one word per channel */
  CHECK_EQ_INT(cut.n, 1);
  CHECK_EQ_INT(cut2.n, 1);
  Q in, out;
  inputs(&in);
  CHECK(chain((Func *[]){pi0, pi, g, po, po2}, 5, &in, &out));
  CHECK_EQ_INT(out.n, ref[1].n);
  CHECK(!memcmp(out.w, ref[1].w, ref[1].n * sizeof *ref[1].w));
  /* nothing marked: no cut */
  free(late);
  late = calloc(po->vals.len + 1, 1); /* (po has more values now) */
  CHECK(extract_cut(po, XK_OUTPUT, 0, late, "x", "y", &cut) == NULL);
  free(late);
  free(early);
  ir_func_free(po2);
  ir_func_free(pi0);
  ir_func_free(po);
  ir_func_free(pi);
  ir_func_free(g);
  ir_func_free(f);
}

static const char *why_of(const Func *f, XKind k, uint32_t port,
                          XCands *cs) {
  memset(cs, 0, sizeof *cs);
  extract_candidates(f, k, &so, cs);
  const XCand *c = cand(cs, port);
  return c && c->why ? c->why : "";
}

TEST(extract_refusals) {
  XCands cs;
  /* tested for full */
  Func *f = process();
  ValId full = ir_add(f, 2, OP_SFULL, 1, 0, NULL, here(12));
  ir_val(f, full)->imm = 1;
  CHECK(strstr(why_of(f, XK_OUTPUT, 1, &cs), "full"));
  extract_cands_free(&cs);
  ir_func_free(f);
  /* written at two places */
  f = process();
  ValId z = ir_const(f, 32, 5), y = ir_const(f, 32, 6);
  swrite(f, 2, 1, op2(f, 2, OP_ADD, 32, z, y));
  CHECK(strstr(why_of(f, XK_OUTPUT, 1, &cs), "several places"));
  extract_cands_free(&cs);
  ir_func_free(f);
  /* a second input stream: no read-ahead on the first */
  f = process();
  ir_port_new(f, "in2", PORT_STREAM_IN, 8, false, here(1));
  sread(f, 1, 2, 8);
  CHECK(strstr(why_of(f, XK_INPUT, 0, &cs), "several streams"));
  extract_cands_free(&cs);
  /* ... while its output pipeline is still possible */
  CHECK(!strcmp(why_of(f, XK_OUTPUT, 1, &cs), ""));
  CHECK(cand(&cs, 1) != NULL);
  extract_cands_free(&cs);
  ir_func_free(f);
  /* five 64-bit leaves do not fit four words */
  f = wide(64, 5);
  CHECK(strstr(why_of(f, XK_OUTPUT, 1, &cs), "320 bits, more than 4 words"));
  extract_cands_free(&cs);
  ir_func_free(f);
  f = wide(32, 3);
  uint32_t h = 1;
  /* a terminating process is not split */
  CHECK(extract_unsupported(f) == NULL);
  f->blocks.data[h].term.kind = TERM_NONE;
  ir_term_ret(f, h, IR_NOVAL, here(3));
  CHECK(extract_unsupported(f) && strstr(extract_unsupported(f), "terminates"));
  ir_func_free(f);
}
