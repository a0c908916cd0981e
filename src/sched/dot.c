/* dot.c - the scheduled design as Graphviz text (--emit dot).
 *
 * One `digraph`, so that `dot -Tsvg` renders one picture:
 *
 *   digraph "top" {
 *     subgraph cluster_cfg {            the control-flow graph
 *       bb0 [label="bb0 \"entry\"\n2 states"];
 *       bb1 [label="bb1 \"loop\"\npipelined loop, II 1\n3 stages"];
 *       bb0 -> bb1;
 *       bb1 -> bb1 [label="%6 true"];  bb1 -> bb2 [label="%6 false"];
 *     }
 *     subgraph cluster_bb1 {            the dataflow graph of block 1
 *       v4 [label="%4 = phi i32 [bb0: %2], [bb1: %5]\nstate 0"];
 *       b1_v2 [label="%2 = add i32 %1, %0", style=dashed];   from bb0
 *       b1_v0 [label="%0 = const i32 7", style=dashed];
 *       t1 [label="cbr %6, bb1, bb2", shape=diamond];
 *       v5 -> v4 [style=dashed, label="bb1"];  a PHI's back edge
 *     }
 *   }
 *
 * Node IDs: bbB (CFG block B), vN (value N, drawn in its own block's
 * cluster), bB_vN (value N used in block B but defined elsewhere, or a
 * constant: an input of B, dashed), tB (B's terminator). Value and
 * terminator labels are the IR text lines (ir_print_val_text), so names and
 * escapes read as in --emit ir.
 */
#include <stdlib.h>

#include "sched.h"

enum { LARGE_GRAPH = 500 };

/* Appends s to o as the inside of a DOT quoted string: quotes and
 * backslashes escaped, a newline as \n (a line break), '&' as an entity
 * (Graphviz reads entities in labels), other control and non-ASCII bytes as
 * the text \ooo (a C octal escape, as the IR text shows them), so the
 * output is ASCII and never invalid UTF-8. */
static void dot_escape(Sbuf *o, const char *s) {
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\') {
      sb_putc(o, '\\');
      sb_putc(o, (char)c);
    } else if (c == '\n') {
      sb_puts(o, "\\n");
    } else if (c == '&') {
      sb_puts(o, "&amp;");
    } else if (c < 0x20 || c >= 0x7f) {
      sb_printf(o, "\\\\%03o", c);
    } else {
      sb_putc(o, (char)c);
    }
  }
}

static void sb_clear(Sbuf *b) {
  b->len = 0;
  if (b->s) b->s[0] = '\0';
}

/* Appends the text in tmp (then emptied) as an escaped label line. */
static void put_label(Sbuf *o, Sbuf *tmp) {
  dot_escape(o, sb_str(tmp));
  sb_clear(tmp);
}

static const LoopSched *loop_at(const Schedule *s, uint32_t b) {
  for (uint32_t i = 0; i < s->nloops; i++)
    if (s->loops[i].block == b) return &s->loops[i];
  return NULL;
}

static void cfg_node(const Func *f, const Schedule *s, uint32_t b, Sbuf *o) {
  const Block *bl = &f->blocks.data[b];
  const LoopSched *L = loop_at(s, b);
  Sbuf t = {0};
  sb_printf(o, "    bb%u [label=\"bb%u", b, b);
  if (bl->name && bl->name[0]) {
    sb_puts(o, " \\\"");
    sb_puts(&t, bl->name);
    put_label(o, &t);
    sb_puts(o, "\\\"");
  }
  if (L && L->pipelined)
    sb_printf(o, "\\npipelined loop, II %u\\n%u stage%s, depth %u", L->ii,
              L->stages, L->stages == 1 ? "" : "s", L->stages * L->ii);
  else
    sb_printf(o, "\\n%u state%s%s", s->nstates[b],
              s->nstates[b] == 1 ? "" : "s", L ? "\\nloop, not pipelined" : "");
  if (L && L->loc.line) {
    sb_printf(o, "\\nloop line %u", L->loc.line);
    if (L->label) {
      sb_putc(o, ' ');
      sb_puts(&t, L->label);
      put_label(o, &t);
    }
  }
  sb_printf(o, "\"%s];\n", L && L->pipelined ? ", peripheries=2" : "");
  sb_free(&t);
}

/* The condition value as the IR names it: %N or %N "name". */
static void cond_text(const Func *f, ValId v, Sbuf *t) {
  sb_printf(t, "%%%u", v);
  if (v < f->vals.len && ir_cval(f, v)->name)
    sb_printf(t, " \"%s\"", ir_cval(f, v)->name);
}

static void cfg_edges(const Func *f, uint32_t b, Sbuf *o) {
  const Term *tm = &f->blocks.data[b].term;
  Sbuf t = {0};
  for (uint32_t i = 0; i < tm->nsuccs; i++) {
    sb_printf(o, "    bb%u -> bb%u", b, tm->succs[i]);
    if (tm->kind == TERM_CBR || tm->kind == TERM_SWITCH) {
      cond_text(f, tm->arg, &t);
      if (tm->kind == TERM_CBR) sb_puts(&t, i == 0 ? " true" : " false");
      else if (i == 0) sb_puts(&t, " default");
      else sb_printf(&t, " == %llu", (unsigned long long)tm->cases[i - 1]);
      sb_puts(o, " [label=\"");
      put_label(o, &t);
      sb_puts(o, "\"]");
    }
    sb_puts(o, ";\n");
  }
  sb_free(&t);
}

static void emit_cfg(const Func *f, const Schedule *s, Sbuf *o) {
  sb_puts(o, "  subgraph cluster_cfg {\n    label=\"control flow\";\n"
             "    node [shape=box];\n");
  for (uint32_t b = 0; b < f->blocks.len; b++) cfg_node(f, s, b, o);
  for (uint32_t b = 0; b < f->blocks.len; b++) cfg_edges(f, b, o);
  sb_puts(o, "  }\n");
}

/* True when v is drawn as a node of its own block (vN): every value of a
 * block except constants, which are free and drawn where they are used. */
static bool own_node(const Func *f, ValId v) {
  return ir_cval(f, v)->op != OP_CONST;
}

/* The node ID of argument a as seen from block b. */
static void arg_id(const Func *f, uint32_t b, ValId a, Sbuf *o) {
  if (own_node(f, a) && ir_cval(f, a)->block == b) sb_printf(o, "v%u", a);
  else sb_printf(o, "b%u_v%u", b, a);
}

/* Declares the input node bB_vA the first time block b uses a (seen[a]
 * holds the last block + 1 that declared it). */
static void input_node(const Func *f, uint32_t b, ValId a, uint32_t *seen,
                       Sbuf *o) {
  if ((own_node(f, a) && ir_cval(f, a)->block == b) || seen[a] == b + 1)
    return;
  seen[a] = b + 1;
  Sbuf t = {0};
  ir_print_val_text(f, a, &t);
  sb_printf(o, "    b%u_v%u [label=\"", b, a);
  put_label(o, &t);
  if (ir_cval(f, a)->op != OP_CONST)
    sb_printf(o, "\\nfrom bb%u", ir_cval(f, a)->block);
  sb_puts(o, "\", style=dashed];\n");
  sb_free(&t);
}

static void value_node(const Func *f, const Schedule *s, ValId v, Sbuf *o) {
  const Val *val = ir_cval(f, v);
  bool piped = s->loop_of && s->loop_of[val->block] >= 0;
  Sbuf t = {0};
  ir_print_val_text(f, v, &t);
  sb_printf(o, "    v%u [label=\"", v);
  put_label(o, &t);
  if (s->cycle[v] < 0) sb_puts(o, "\\nnot scheduled");
  else sb_printf(o, "\\n%s %d", piped ? "cycle" : "state", s->cycle[v]);
  if (s->lat[v]) sb_printf(o, ", lat %u", s->lat[v]);
  sb_puts(o, "\"");
  if (val->op == OP_PHI) sb_puts(o, ", shape=box");
  else if (!val->width) sb_puts(o, ", shape=hexagon");
  sb_puts(o, "];\n");
  sb_free(&t);
}

/* Edges into v: from its arguments; a PHI's edges are labelled with the
 * predecessor, and an argument of v's own block (the back edge of a loop)
 * is dashed. (Not constraint=false: Graphviz 2.43 then fails on some
 * clustered graphs with "trouble in init_rank".) */
static void value_edges(const Func *f, ValId v, Sbuf *o) {
  const Val *val = ir_cval(f, v);
  Sbuf id = {0};
  for (uint32_t i = 0; i < val->nargs; i++) {
    ValId a = val->args[i];
    arg_id(f, val->block, a, &id);
    sb_printf(o, "    %s -> v%u", sb_str(&id), v);
    sb_clear(&id);
    if (val->op == OP_PHI) {
      bool back = own_node(f, a) && ir_cval(f, a)->block == val->block;
      sb_printf(o, " [label=\"bb%u\"%s]", val->phi_blocks[i],
                back ? ", style=dashed" : "");
    }
    sb_puts(o, ";\n");
  }
  sb_free(&id);
}

static void term_node(const Func *f, uint32_t b, uint32_t *seen, Sbuf *o) {
  const Term *tm = &f->blocks.data[b].term;
  Sbuf t = {0};
  bool has_arg = tm->kind != TERM_NONE && tm->kind != TERM_BR &&
                 tm->arg != IR_NOVAL;
  if (has_arg) input_node(f, b, tm->arg, seen, o);
  ir_print_term_text(tm, &t);
  sb_printf(o, "    t%u [label=\"", b);
  put_label(o, &t);
  sb_puts(o, "\", shape=diamond];\n");
  if (has_arg) {
    arg_id(f, b, tm->arg, &t);
    sb_printf(o, "    %s -> t%u;\n", sb_str(&t), b);
  }
  sb_free(&t);
}

static void emit_region(const Func *f, const Schedule *s, uint32_t b,
                        uint32_t *seen, Sbuf *o) {
  const Block *bl = &f->blocks.data[b];
  Sbuf t = {0};
  sb_printf(o, "  subgraph cluster_bb%u {\n    label=\"dataflow of bb%u", b,
            b);
  if (bl->name && bl->name[0]) {
    sb_printf(&t, " \"%s\"", bl->name);
    put_label(o, &t);
  }
  sb_puts(o, "\";\n");
  for (size_t i = 0; i < bl->ops.len; i++) {
    ValId v = bl->ops.data[i];
    const Val *val = ir_cval(f, v);
    if (!own_node(f, v)) continue;
    for (uint32_t a = 0; a < val->nargs; a++)
      input_node(f, b, val->args[a], seen, o);
    value_node(f, s, v, o);
  }
  term_node(f, b, seen, o);
  for (size_t i = 0; i < bl->ops.len; i++)
    if (own_node(f, bl->ops.data[i])) value_edges(f, bl->ops.data[i], o);
  sb_puts(o, "  }\n");
  sb_free(&t);
}

void sched_dot(const Func *f, const Schedule *s, Sbuf *o) {
  Sbuf t = {0};
  sb_puts(&t, f->name ? f->name : "");
  sb_puts(o, "digraph \"");
  put_label(o, &t);
  sb_puts(o, "\" {\n  node [fontname=\"monospace\"];\n"
             "  edge [fontname=\"monospace\"];\n");
  /* dot needs minutes to lay out a block of a thousand values (a fully
   * unrolled loop) in full quality: above LARGE_GRAPH values, cheaper
   * ranking, crossing reduction and straight edges (seconds). */
  if (f->vals.len > LARGE_GRAPH)
    sb_puts(o, "  nslimit=1;\n  nslimit1=1;\n  mclimit=0.1;\n"
               "  splines=line;\n");
  emit_cfg(f, s, o);
  uint32_t *seen = xcalloc(f->vals.len ? f->vals.len : 1, sizeof *seen);
  for (uint32_t b = 0; b < f->blocks.len; b++) emit_region(f, s, b, seen, o);
  free(seen);
  sb_puts(o, "}\n");
  sb_free(&t);
}
