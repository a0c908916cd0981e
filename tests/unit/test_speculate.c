/* test_speculate.c - pass_speculate (restart speculation) on Dynamatic's
 * if_convert loop built as IR: the transformed function, run by a small
 * interpreter of the IR, must store the same words and return the same
 * value as the original for every guess and for data where the guess is
 * never, always and sometimes right; and the next iteration's carried
 * value must no longer depend on the guessed compare. */
#include <stdlib.h>
#include <string.h>

#include "../../src/pass/pass.h"
#include "interp.h"
#include "test.h"

static SrcLoc nowhere(void) { return (SrcLoc){NULL, 0, 0}; }

static ValId op2(Func *f, uint32_t b, Op op, unsigned w, ValId x, ValId y) {
  ValId a[2] = {x, y};
  return ir_add(f, b, op, w, 2, a, nowhere());
}

static ValId op1(Func *f, uint32_t b, Op op, unsigned w, ValId x) {
  return ir_add(f, b, op, w, 1, &x, nowhere());
}

enum { N = 64, LAST = 60, LIMIT = 300 };

/* i = 1; do { if (i * a[i] < LIMIT) i++; i++; b[i] = i; } while (i < LAST);
 * return i; the compare is %cmp (*cmp). */
static Func *if_convert(ValId *cmp) {
  Func *f = ir_func_new("if_convert");
  uint32_t a = ir_mem_new(f, "a", 32, N, nowhere());
  uint32_t bm = ir_mem_new(f, "b", 32, N, nowhere());
  uint32_t e = ir_block_new(f, "entry"), h = ir_block_new(f, "do"),
           x = ir_block_new(f, "end");
  ValId one = ir_const(f, 32, 1), lim = ir_const(f, 32, LIMIT),
        last = ir_const(f, 32, LAST);
  ir_term_br(f, e, h, nowhere());
  ValId i = ir_phi(f, h, 32, nowhere());
  ValId addr = op1(f, h, OP_TRUNC, 6, i);
  ValId ld = ir_add(f, h, OP_LOAD, 32, 1, &addr, nowhere());
  f->vals.data[ld].imm = a;
  ValId m = op2(f, h, OP_MUL, 32, ld, i);
  *cmp = op2(f, h, OP_SLT, 1, m, lim);
  ValId z = op1(f, h, OP_ZEXT, 32, *cmp);
  ValId s = op2(f, h, OP_ADD, 32, i, z);
  ValId next = op2(f, h, OP_ADD, 32, s, one);
  ValId baddr = op1(f, h, OP_TRUNC, 6, next);
  ValId st[2] = {baddr, next};
  ValId sv = ir_add(f, h, OP_STORE, 0, 2, st, nowhere());
  f->vals.data[sv].imm = bm;
  ValId stay = op2(f, h, OP_SLT, 1, next, last);
  ir_term_cbr(f, h, stay, h, x, nowhere());
  ir_phi_add(f, i, e, one);
  ir_phi_add(f, i, h, next);
  ir_term_ret(f, x, next, nowhere());
  f->ret_width = 32;
  ir_fill_preds(f);
  return f;
}

/* Runs f with memory 0 holding in[] and memory 1 zeros; its return value,
 * memory 1 in out[]; -1 when it runs away. */
static long long run(const Func *f, const uint64_t *in, uint64_t *out) {
  uint64_t *val = calloc(f->vals.len, sizeof *val);
  uint64_t mem[2][N];
  memcpy(mem[0], in, sizeof mem[0]);
  memset(mem[1], 0, sizeof mem[1]);
  uint32_t b = 0, prev = 0;
  long long ret = -1;
  for (int steps = 0; steps < 10000; steps++) {
    const Block *bl = &f->blocks.data[b];
    size_t np = interp_phis(f, bl, prev, val);
    for (size_t k = np; k < bl->ops.len; k++) {
      ValId id = bl->ops.data[k];
      const Val *v = ir_cval(f, id);
      uint64_t o[3] = {0, 0, 0};
      for (uint32_t a = 0; a < v->nargs && a < 3; a++)
        o[a] = interp_arg(f, val, v->args[a]);
      unsigned w = v->nargs ? ir_cval(f, v->args[0])->width : v->width;
      switch (v->op) {
      case OP_LOAD: val[id] = mem[v->imm][o[0] % N]; break;
      case OP_STORE:
        if (v->nargs < 3 || o[2]) mem[v->imm][o[0] % N] = o[1];
        break;
      case OP_ZEXT: case OP_TRUNC: val[id] = o[0] & mask_bits(v->width); break;
      case OP_SELECT: val[id] = o[0] ? o[1] : o[2]; break;
      default:
        if (!ir_eval_binary(v->op, w, o[0], o[1], &val[id])) val[id] = 0;
        val[id] &= mask_bits(v->width);
      }
    }
    const Term *t = &bl->term;
    const Val *c = t->kind == TERM_RET || t->kind == TERM_BR
                       ? NULL : ir_cval(f, t->arg);
    uint64_t cv = !c ? 0 : c->op == OP_CONST ? c->imm : val[t->arg];
    if (t->kind == TERM_RET) {
      const Val *rv = ir_cval(f, t->arg);
      ret = (long long)(rv->op == OP_CONST ? rv->imm : val[t->arg]);
      break;
    }
    prev = b;
    b = t->kind == TERM_BR ? t->succs[0] : t->succs[(cv & 1) ? 0 : 1];
  }
  memcpy(out, mem[1], sizeof mem[1]);
  free(val);
  return ret;
}

/* The next-iteration argument of h's first PHI depends on v. */
static bool back_uses(const Func *f, ValId v, ValId x, int depth) {
  if (x == v) return true;
  const Val *xv = ir_cval(f, x);
  if (depth > 20 || xv->op == OP_PHI || xv->op == OP_CONST) return false;
  for (uint32_t a = 0; a < xv->nargs; a++)
    if (back_uses(f, v, xv->args[a], depth + 1)) return true;
  return false;
}

TEST(speculate_if_convert) {
  uint64_t data[4][N];
  uint32_t seed = 7;
  for (int j = 0; j < N; j++) {
    seed = seed * 1103515245u + 12345u;
    data[0][j] = 1000;            /* compare never true */
    data[1][j] = 0;               /* always true */
    data[2][j] = (seed >> 16) % 20; /* sometimes */
    data[3][j] = (j & 1) ? 0 : 1000;
  }
  for (int k = 0; k < 2; k++) {
    ValId cmp;
    Func *ref = if_convert(&cmp);
    Func *f = if_convert(&cmp);
    CHECK(pass_speculate(f, 1, cmp, k));
    CHECK(ir_verify(f, "speculate"));
    CHECK(f->blocks.data[1].speculated);
    ValId p = f->blocks.data[1].ops.data[0];
    ValId back = IR_NOVAL;
    for (uint32_t a = 0; a < ir_cval(f, p)->nargs; a++)
      if (ir_cval(f, p)->phi_blocks[a] == 1) back = ir_cval(f, p)->args[a];
    CHECK(back != IR_NOVAL && !back_uses(f, cmp, back, 0));
    for (int d = 0; d < 4; d++) {
      uint64_t want[N], got[N];
      long long r0 = run(ref, data[d], want), r1 = run(f, data[d], got);
      CHECK(r0 >= LAST);
      CHECK_EQ_INT(r1, r0);
      CHECK(!memcmp(want, got, sizeof want));
    }
    ir_func_free(f);
    ir_func_free(ref);
  }
}

TEST(speculate_refuses_off_recurrence) {
  ValId cmp;
  Func *f = if_convert(&cmp);
  /* the exit compare feeds no carried value */
  ValId stay = f->blocks.data[1].term.arg;
  CHECK(!pass_speculate(f, 1, stay, false));
  CHECK(!f->blocks.data[1].speculated);
  CHECK_EQ_INT(f->blocks.len, 3);
  ir_func_free(f);
}
