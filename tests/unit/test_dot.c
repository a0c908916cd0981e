/* test_dot.c - sched_dot (--emit dot) escapes names for DOT: quotes,
 * backslashes, newlines and non-ASCII bytes in block, value and memory
 * names give ASCII output whose quoted strings are all closed. (That
 * Graphviz renders real designs is checked by the CLI tests.) */
#include <string.h>

#include "sched/sched.h"
#include "test.h"

static SrcLoc nowhere(void) { return (SrcLoc){NULL, 0, 0}; }

/* True when every line has an even number of unescaped quotes and the
 * text is printable ASCII apart from newlines. */
static bool quotes_closed(const char *s) {
  int quotes = 0;
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '\n') {
      if (quotes % 2) return false;
      quotes = 0;
    } else if (c < 0x20 || c >= 0x7f) {
      return false;
    } else if (c == '\\') {
      if (!*++s) return false;
    } else if (c == '"') {
      quotes++;
    }
  }
  return quotes % 2 == 0;
}

TEST(dot_escapes_names) {
  Func *f = ir_func_new("t");
  f->ret_width = 8;
  uint32_t m = ir_mem_new(f, "m\"\\", 8, 4, nowhere());
  uint32_t b = ir_block_new(f, "lo\"op\\");
  ValId a = ir_const(f, 2, 1);
  ValId x = ir_add(f, b, OP_LOAD, 8, 1, &a, nowhere());
  ir_val(f, x)->imm = m;
  ir_val(f, x)->name = "a\"b\nc\xe9";
  ValId y = ir_add(f, b, OP_ADD, 8, 2, (ValId[]){x, x}, nowhere());
  ir_term_ret(f, b, y, nowhere());
  ir_fill_preds(f);
  CHECK(ir_verify(f, "test"));
  SchedOptions o = {10.0, TARGET_GENERIC, false, false, false, 0, 0, 0.0, NULL, false};
  Schedule s;
  CHECK(sched_sdc(f, &o, &s));
  Sbuf out = {0};
  sched_dot(f, &s, &out);
  const char *t = sb_str(&out);
  CHECK(quotes_closed(t));
  CHECK(strstr(t, "bb0 [label=\"bb0 \\\"lo\\\"op\\\\\\\"") != NULL);
  CHECK(strstr(t, "%1 \\\"a\\\\\\\"b\\\\nc\\\\351\\\" = load i8 @0") != NULL);
  CHECK(strstr(t, "b0_v0 -> v1;") != NULL);
  CHECK(strstr(t, "v1 -> v2;") != NULL);
  CHECK(strstr(t, "v2 -> t0;") != NULL);
  sb_free(&out);
  sched_free(&s);
  ir_func_free(f);
}
