/* test_partition.c - pass_partition on hand-built IR: each function (one
 * block of loads and stores at computed addresses, then a checksum of the
 * whole memory read back at constant addresses) is run by a small
 * interpreter before and after the pass for many parameter values and
 * must give the same result; the accesses whose bank follows from the
 * address form (a shifted parameter plus a constant, also through a sum
 * that wraps at the address width) must go to one bank, the others to
 * every bank. */
#include <stdlib.h>

#include "interp.h"
#include "pass/pass.h"
#include "test.h"

static SrcLoc nowhere(void) { return (SrcLoc){NULL, 0, 0}; }

static ValId param(Func *f, unsigned w) {
  ValId x = ir_add(f, 0, OP_PARAM, w, 0, NULL, nowhere());
  ir_val(f, x)->imm =
      ir_port_new(f, f->ports.len ? "q" : "p", PORT_SCALAR, w, false, nowhere());
  return x;
}

static ValId op2(Func *f, Op op, unsigned w, ValId a, ValId c) {
  return ir_add(f, 0, op, w, 2, (ValId[]){a, c}, nowhere());
}

static ValId load(Func *f, uint32_t m, ValId addr) {
  ValId v = ir_add(f, 0, OP_LOAD, f->mems.data[m].width, 1, (ValId[]){addr},
                   nowhere());
  ir_val(f, v)->imm = m;
  return v;
}

static void store(Func *f, uint32_t m, ValId addr, ValId x, ValId pred) {
  ValId args[3] = {addr, x, pred};
  ValId v = ir_add(f, 0, OP_STORE, 0, pred == IR_NOVAL ? 2 : 3, args,
                   nowhere());
  ir_val(f, v)->imm = m;
}

/* Runs f's one block on parameters in[]: the returned value. */
static uint64_t run(const Func *f, const uint64_t *in) {
  uint64_t *val = xcalloc(f->vals.len, sizeof *val);
  uint64_t **mem = xcalloc(f->mems.len, sizeof *mem);
  for (size_t m = 0; m < f->mems.len; m++) {
    const Mem *x = &f->mems.data[m];
    mem[m] = xcalloc(x->depth, sizeof **mem);
    for (uint64_t i = 0; x->init && i < x->depth; i++) mem[m][i] = x->init[i];
  }
  const Block *bl = &f->blocks.data[0];
  for (size_t i = 0; i < bl->ops.len; i++) {
    ValId v = bl->ops.data[i];
    const Val *x = ir_cval(f, v);
    uint64_t a = x->nargs ? interp_arg(f, val, x->args[0]) : 0, o = 0;
    uint64_t b = x->nargs > 1 ? interp_arg(f, val, x->args[1]) : 0;
    unsigned aw = x->nargs ? ir_cval(f, x->args[0])->width : 0;
    const Mem *m = x->op == OP_LOAD || x->op == OP_STORE ? &f->mems.data[x->imm]
                                                         : NULL;
    switch (x->op) {
    case OP_CONST: o = x->imm; break;
    case OP_PARAM: o = in[x->imm]; break;
    case OP_ZEXT: case OP_TRUNC: o = a; break;
    case OP_SELECT: o = a ? b : interp_arg(f, val, x->args[2]); break;
    case OP_LOAD:
      o = a < m->depth ? mem[x->imm][a] : 0xdead;
      break;
    case OP_STORE:
      if ((x->nargs < 3 || interp_arg(f, val, x->args[2])) && a < m->depth)
        mem[x->imm][a] = b;
      break;
    default:
      if (!ir_eval_binary(x->op, aw, a, b, &o)) o = 0;
      break;
    }
    val[v] = o & mask_bits(x->width ? x->width : 64);
  }
  uint64_t r = interp_arg(f, val, bl->term.arg);
  for (size_t m = 0; m < f->mems.len; m++) free(mem[m]);
  free(mem);
  free(val);
  return r;
}

/* The checksum of every word of memory m (loads at constant addresses). */
static ValId checksum(Func *f, uint32_t m, ValId acc) {
  unsigned aw = ceil_log2(f->mems.data[m].depth) + 1;
  for (uint64_t i = 0; i < f->mems.data[m].depth; i++) {
    ValId w = op2(f, OP_ADD, 32, op2(f, OP_MUL, 32, acc, ir_const(f, 32, 31)),
                  ir_add(f, 0, OP_ZEXT, 32, 1,
                         (ValId[]){load(f, m, ir_const(f, aw, i))},
                         nowhere()));
    acc = w;
  }
  return acc;
}

static Func *cyclic_func(void) {
  Func *f = ir_func_new("cyc");
  ir_block_new(f, "entry");
  f->ret_width = 32;
  uint32_t m = ir_mem_new(f, "A", 16, 32, nowhere());
  Mem *A = &f->mems.data[m];
  A->init = arena_alloc(&f->arena, 32 * sizeof *A->init);
  for (int i = 0; i < 32; i++) A->init[i] = (uint64_t)(i * 2654435761u) & 0xffff;
  A->part = (MemPart){PART_CYCLIC, 4, 1, 1, 32, nowhere(), false};
  ValId p = param(f, 3), q = param(f, 5);
  ValId p5 = ir_add(f, 0, OP_ZEXT, 5, 1, (ValId[]){p}, nowhere());
  ValId s2 = op2(f, OP_SHL, 5, p5, ir_const(f, 5, 2));
  /* direct: (p << 2) | 1, and (p << 2) + 30 (wraps at 5 bits: -2 + 4p) */
  ValId a1 = op2(f, OP_OR, 5, s2, ir_const(f, 5, 1));
  ValId a2 = op2(f, OP_ADD, 5, s2, ir_const(f, 5, 30));
  ValId l1 = load(f, m, a1);
  store(f, m, a2, op2(f, OP_ADD, 16, l1, ir_const(f, 16, 7)), IR_NOVAL);
  /* spread: q, and q + p with a predicate */
  ValId l2 = load(f, m, q);
  ValId c = op2(f, OP_ULT, 1, q, ir_const(f, 5, 20));
  store(f, m, op2(f, OP_ADD, 5, q, p5), op2(f, OP_XOR, 16, l2, l1), c);
  ValId acc = ir_add(f, 0, OP_ZEXT, 32, 1, (ValId[]){l2}, nowhere());
  ir_term_ret(f, 0, checksum(f, m, acc), nowhere());
  return f;
}

static Func *block_func(void) {
  Func *f = ir_func_new("blk");
  ir_block_new(f, "entry");
  f->ret_width = 32;
  /* [10][6] by rows: block by 3 on dimension 1 (4, 4 and 2 rows) */
  uint32_t m = ir_mem_new(f, "M", 12, 60, nowhere());
  f->mems.data[m].part = (MemPart){PART_BLOCK, 3, 1, 6, 10, nowhere(), false};
  ValId p = param(f, 8), q = param(f, 8);
  ValId a = op2(f, OP_UREM, 8, p, ir_const(f, 8, 60));
  ValId b = op2(f, OP_UREM, 8, q, ir_const(f, 8, 60));
  store(f, m, a, op2(f, OP_ADD, 12,
                     ir_add(f, 0, OP_ZEXT, 12, 1, (ValId[]){p}, nowhere()),
                     ir_const(f, 12, 100)), IR_NOVAL);
  store(f, m, b, ir_add(f, 0, OP_ZEXT, 12, 1, (ValId[]){q}, nowhere()),
        IR_NOVAL);
  /* row 7, column q % 6: the bank of rows 4..7 is known */
  ValId col = op2(f, OP_UREM, 8, q, ir_const(f, 8, 6));
  ValId r7 = op2(f, OP_ADD, 8, col, ir_const(f, 8, 42));
  ValId l = load(f, m, r7);
  store(f, m, r7, op2(f, OP_ADD, 12, l, ir_const(f, 12, 1)), IR_NOVAL);
  ValId acc = ir_add(f, 0, OP_ZEXT, 32, 1, (ValId[]){load(f, m, a)}, nowhere());
  ir_term_ret(f, 0, checksum(f, m, acc), nowhere());
  return f;
}

static void same_results(int *test_failed_, Func *f, unsigned np, unsigned nq) {
  uint64_t *before = xcalloc(np * nq, sizeof *before);
  for (unsigned p = 0; p < np; p++)
    for (unsigned q = 0; q < nq; q++)
      before[p * nq + q] = run(f, (uint64_t[]){p, q});
  CHECK(pass_partition(f) == 1);
  CHECK(ir_verify(f, "partition"));
  for (unsigned p = 0; p < np; p++)
    for (unsigned q = 0; q < nq; q++)
      CHECK_EQ_INT(run(f, (uint64_t[]){p, q}), before[p * nq + q]);
  free(before);
}

TEST(partition_cyclic_direct_and_spread) {
  Func *f = cyclic_func();
  same_results(test_failed_, f, 8, 32);
  CHECK_EQ_INT(f->mems.len, 4);
  CHECK_EQ_INT(f->splits.len, 1);
  /* (p<<2)|1, (p<<2)+30 and the 32 checksum loads know their bank */
  CHECK_EQ_INT(f->splits.data[0].direct, 34);
  CHECK_EQ_INT(f->splits.data[0].spread, 2);
  CHECK_EQ_INT(f->splits.data[0].bank_depth, 8);
  ir_func_free(f);
}

TEST(partition_block_rows) {
  Func *f = block_func();
  same_results(test_failed_, f, 60, 60);
  CHECK_EQ_INT(f->mems.len, 3);
  /* row 7 (twice) and the 60 checksum loads know their bank */
  CHECK_EQ_INT(f->splits.data[0].direct, 62);
  CHECK_EQ_INT(f->splits.data[0].spread, 3);
  ir_func_free(f);
}
