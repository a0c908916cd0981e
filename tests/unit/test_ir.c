/* test_ir.c - IR builder, text form, verifier, dominators, fold and dce. */
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"
#include "pass/pass.h"
#include "test.h"

static SrcLoc at(uint32_t line, uint32_t col) { return (SrcLoc){NULL, line, col}; }

/* The example of ir.h: a memory, a loop with a PHI, a print and a return. */
static Func *build_loop(void) {
  Func *f = ir_func_new("top");
  f->file = "t.c";
  f->ret_width = 32;
  f->ret_signed = true;
  uint32_t m = ir_mem_new(f, "tab", 32, 4, at(2, 5));
  uint64_t init[4] = {1, 2, 3, 0x10};
  f->mems.data[m].init = arena_dup(&f->arena, init, sizeof init);
  uint32_t pr = ir_print_new(f, "sum=%d\n\t\"q\"", 1, at(3, 1));
  uint32_t b0 = ir_block_new(f, "entry"), b1 = ir_block_new(f, NULL),
           b2 = ir_block_new(f, "exit");
  ValId c = ir_const(f, 32, 7);
  ValId ld = ir_add(f, b0, OP_LOAD, 32, 1, &c, at(12, 3));
  ir_val(f, ld)->imm = m;
  ir_val(f, ld)->name = "x";
  ValId s = ir_add(f, b0, OP_ADD, 32, 2, (ValId[]){ld, c}, at(13, 9));
  ValId st = ir_add(f, b0, OP_STORE, 0, 2, (ValId[]){c, s}, at(14, 1));
  ir_val(f, st)->imm = m;
  ir_term_br(f, b0, b1, at(0, 0));
  ValId phi = ir_phi(f, b1, 32, at(15, 2));
  ValId inc = ir_add(f, b1, OP_ADD, 32, 2, (ValId[]){phi, c}, at(16, 2));
  ValId cmp = ir_add(f, b1, OP_ULT, 1, 2, (ValId[]){inc, c}, at(16, 9));
  ir_phi_add(f, phi, b0, s);
  ir_phi_add(f, phi, b1, inc);
  ir_term_cbr(f, b1, cmp, b1, b2, at(16, 3));
  ValId p = ir_add(f, b2, OP_PRINT, 0, 1, &inc, at(17, 3));
  ir_val(f, p)->imm = pr;
  ir_term_ret(f, b2, inc, at(18, 3));
  ir_fill_preds(f);
  return f;
}

TEST(ir_print_example) {
  Func *f = build_loop();
  Sbuf o = {0};
  ir_print(f, &o);
  printf("%s", sb_str(&o));
  CHECK(ir_verify(f, "test"));
  sb_free(&o);
  ir_func_free(f);
}

/* A constant wider than 64 bits keeps its words (ir.h); pass_fold leaves
 * an operation on it alone, the text form prints it in hex, and ir_verify
 * refuses one whose words are gone. */
TEST(ir_wide_const) {
  Func *f = ir_func_new("top");
  f->file = "t.c";
  f->ret_width = 1;
  uint32_t b0 = ir_block_new(f, "entry");
  uint64_t w[2] = {0x0123456789abcdefull, 0xffull};
  ValId k = ir_const_words(f, 72, w);
  ValId z = ir_const(f, 72, 5); /* zero-extended */
  ValId s = ir_add(f, b0, OP_ADD, 72, 2, (ValId[]){k, z}, at(3, 1));
  ValId c = ir_add(f, b0, OP_UGT, 1, 2, (ValId[]){s, k}, at(4, 1));
  ir_term_ret(f, b0, c, at(5, 1));
  ir_fill_preds(f);
  CHECK(ir_val(f, k)->words && ir_val(f, k)->imm == w[0]);
  CHECK(ir_val(f, z)->words && ir_val(f, z)->words[1] == 0);
  uint64_t x = 0;
  CHECK(ir_const_u64(f, z, &x) && x == 5);
  CHECK(!ir_const_u64(f, k, &x));
  CHECK(ir_verify(f, "test"));
  pass_fold(f);
  CHECK(f->blocks.data[0].term.arg == c); /* not folded in uint64_t */
  Sbuf o = {0};
  ir_print(f, &o);
  CHECK(strstr(sb_str(&o), "const i72 0xff0123456789abcdef") != NULL);
  sb_free(&o);
  ir_val(f, k)->words = NULL;
  CHECK(!ir_verify(f, "test"));
  ir_func_free(f);
}

/* A memory of words wider than 64 bits (ir.h, Mem.init): its contents are
 * ceil(width/64) limbs a word, printed in hex; ir_verify refuses a limb
 * with bits above the word's width. */
TEST(ir_wide_mem) {
  Func *f = ir_func_new("top");
  f->file = "t.c";
  f->ret_width = 72;
  uint32_t m = ir_mem_new(f, "m", 72, 2, at(2, 1));
  uint64_t init[4] = {5, 0, 0x0123456789abcdefull, 0xffull};
  f->mems.data[m].init = arena_dup(&f->arena, init, sizeof init);
  uint32_t b0 = ir_block_new(f, "entry");
  ValId a = ir_const(f, 1, 1);
  ValId ld = ir_add(f, b0, OP_LOAD, 72, 1, &a, at(3, 1));
  ir_val(f, ld)->imm = m;
  ValId st = ir_add(f, b0, OP_STORE, 0, 2, (ValId[]){a, ld}, at(4, 1));
  ir_val(f, st)->imm = m;
  ir_term_ret(f, b0, ld, at(5, 1));
  ir_fill_preds(f);
  CHECK(ir_verify(f, "test"));
  CHECK(ir_mem_word(&f->mems.data[m], 1)[1] == 0xff);
  Sbuf o = {0};
  ir_print(f, &o);
  CHECK(strstr(sb_str(&o), "mem @m i72 x 2 = [0x5, 0xff0123456789abcdef]") !=
        NULL);
  sb_free(&o);
  f->mems.data[m].init[3] = 0x100; /* bit 72 */
  CHECK(!ir_verify(f, "test"));
  ir_func_free(f);
}
