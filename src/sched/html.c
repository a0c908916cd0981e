/* html.c - the schedule as a self-contained HTML page (--schedule-html).
 *
 * Walks the blocks as sched_print does (print.c) and draws:
 *  - a block that runs as FSM states: one group per state, one row per
 *    operation starting in it, its bar on a time axis of one clock period
 *    (the axis spans max(period, critical path)), from when its latest
 *    operand chained into the same state settles to its own arrival (the
 *    first register of a multi-cycle unit); a multi-cycle operation gets a
 *    continuation row ("cont") in each later state up to its result;
 *  - a pipelined loop: one row per operation on a grid of the iteration's
 *    cycles 0..depth-1 in stages of II cycles, its bar spanning its cycles
 *    (chained delay inside the first and last), with II, MII, RecMII,
 *    ResMII, trip count and the recurrence/reason texts; the values on the
 *    loop-carried register recurrences with the largest span get the class
 *    "recurrence" (mark_recurrence).
 * Every scheduled value has exactly one element with class "op" and
 * data-v="ValId"; its title holds file:line:col, the source line, the op
 * text of print.c and its timing. The page has no external references and
 * depends only on its inputs (byte-identical for the same schedule).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sched.h"

enum { MAX_FILES = 16, MAX_SRC_LINE = 160 };

typedef struct SrcFile {
  const char *path;
  char *text;           /* NULL when unreadable */
  VEC(size_t) line;     /* [k]: offset of line k + 1 */
} SrcFile;

typedef struct Page {
  const Func *f;
  const Schedule *s;
  const SchedOptions *opt;
  const char *source;   /* file of positions without one */
  Sbuf *o;
  double axis;          /* ns that one state spans on the page */
  SrcFile files[MAX_FILES];
  uint32_t nfiles;
  uint8_t *rec;         /* [ValId] on a critical recurrence of its loop */
} Page;

/* ---- text ---- */

/* Appends s[0..n) escaped for HTML text and attribute values; control
 * characters become spaces. */
static void esc_n(Sbuf *o, const char *s, size_t n) {
  size_t run = 0;
  for (size_t i = 0; i < n && s[i]; i++) {
    unsigned char c = (unsigned char)s[i];
    const char *rep = c == '&' ? "&amp;" : c == '<' ? "&lt;"
                    : c == '>' ? "&gt;" : c == '"' ? "&quot;"
                    : c == '\'' ? "&#39;" : c < 0x20 || c == 0x7f ? " "
                    : NULL;
    if (!rep) continue;
    if (i > run) sb_printf(o, "%.*s", (int)(i - run), s + run);
    sb_puts(o, rep);
    run = i + 1;
  }
  size_t end = run;
  while (end < n && s[end]) end++;
  if (end > run) sb_printf(o, "%.*s", (int)(end - run), s + run);
}

static void esc(Sbuf *o, const char *s) {
  if (s) esc_n(o, s, strlen(s));
}

static const char *target_name(Target t) {
  switch (t) {
  case TARGET_ICE40: return "ice40";
  case TARGET_XILINX7: return "xilinx7";
  default: return "generic";
  }
}

/* ---- source lines (each file read once) ---- */

static SrcFile *src_file(Page *p, const char *path) {
  for (uint32_t i = 0; i < p->nfiles; i++)
    if (!strcmp(p->files[i].path, path)) return &p->files[i];
  if (p->nfiles == MAX_FILES) return NULL;
  SrcFile *sf = &p->files[p->nfiles++];
  size_t len = 0;
  sf->path = path;
  sf->text = read_file(path, &len);
  if (!sf->text) return sf;
  vec_push(&sf->line, (size_t)0);
  for (size_t i = 0; i < len; i++)
    if (sf->text[i] == '\n') vec_push(&sf->line, i + 1);
  return sf;
}

/* Line `line` of `path` without its indentation, *n bytes (at most
 * MAX_SRC_LINE); NULL when the file or line cannot be read. */
static const char *src_line(Page *p, const char *path, uint32_t line,
                            size_t *n) {
  SrcFile *sf = path ? src_file(p, path) : NULL;
  if (!sf || !sf->text || line == 0 || line > sf->line.len) return NULL;
  const char *s = sf->text + sf->line.data[line - 1];
  while (*s == ' ' || *s == '\t') s++;
  size_t k = 0;
  while (s[k] && s[k] != '\n' && s[k] != '\r' && k < MAX_SRC_LINE) k++;
  *n = k;
  return s;
}

/* ---- timing of one value ---- */

/* When v's inputs settle in its start state: the latest arrival of its
 * arguments of the same block whose results appear in that state (chained);
 * arguments from registers are there at 0 (chain.c, input_arrival). */
static double chain_start(const Page *p, ValId v) {
  const Val *val = ir_cval(p->f, v);
  const Schedule *s = p->s;
  double t = 0.0;
  if (val->op == OP_PHI || val->op == OP_PARAM) return 0.0;
  for (uint32_t k = 0; k < val->nargs; k++) {
    ValId a = val->args[k];
    if (ir_cval(p->f, a)->block != val->block || s->cycle[a] < 0) continue;
    if (s->cycle[a] + (int32_t)s->lat[a] == s->cycle[v] && s->arrival[a] > t)
      t = s->arrival[a];
  }
  return t;
}

/* When v's logic in its start state ends: its arrival, or for a multi-cycle
 * unit when its first register's input settles. */
static double first_end(const Page *p, ValId v, double start) {
  if (!p->s->lat[v]) return p->s->arrival[v];
  return start + delay_model(p->f, v, p->opt).delay_in;
}

static bool is_register(const Page *p, ValId v) {
  Op op = ir_cval(p->f, v)->op;
  return op == OP_PHI || op == OP_PARAM;
}

static bool block_empty(const Page *p, uint32_t b) {
  const Block *bl = &p->f->blocks.data[b];
  for (size_t i = 0; i < bl->ops.len; i++)
    if (p->s->cycle[bl->ops.data[i]] >= 0) return false;
  return true;
}

static const char *bar_class(const Page *p, ValId v) {
  if (is_register(p, v)) return "reg";
  switch (ir_info(ir_cval(p->f, v)->op)->res) {
  case RES_MEM: return "mem";
  case RES_MUL: return "mul";
  case RES_DIV: return "div";
  case RES_IO: return "io";
  default: return "alu";
  }
}

/* ---- one operation ---- */

/* The title: position and source line, op text, timing. ii 0: FSM. */
static void op_title(Page *p, ValId v, uint32_t ii) {
  Sbuf *o = p->o;
  const Schedule *s = p->s;
  SrcLoc l = ir_loc(p->f, v);
  const char *file = l.file ? l.file : p->source;
  size_t n = 0;
  const char *text = l.line ? src_line(p, file, l.line, &n) : NULL;
  if (l.line) {
    esc(o, file ? file : "?");
    sb_printf(o, ":%u:%u", l.line, l.col);
  } else {
    sb_puts(o, "(no source position)");
  }
  if (text) {
    sb_puts(o, "&#10;    ");
    esc_n(o, text, n);
  }
  sb_puts(o, "&#10;");
  Sbuf t = {0};
  sched_op_text(p->f, v, &t);
  esc(o, sb_str(&t));
  sb_free(&t);
  int32_t c = s->cycle[v];
  sb_printf(o, "&#10;%s %d", ii ? "cycle" : "state", c);
  if (ii) sb_printf(o, " (stage %d, slot %d)", c / (int32_t)ii, c % (int32_t)ii);
  if (is_register(p, v)) {
    sb_puts(o, ": register");
    return;
  }
  double t0 = chain_start(p, v);
  sb_printf(o, ": starts at %.2f ns, delay %.2f ns", t0,
            first_end(p, v, t0) - t0);
  if (s->lat[v])
    sb_printf(o, ", lat %u: result in %s %d", s->lat[v],
              ii ? "cycle" : "state", c + (int32_t)s->lat[v]);
  sb_printf(o, ", arrival %.2f ns", s->arrival[v]);
  Op op = ir_cval(p->f, v)->op;
  if (op == OP_LOAD || op == OP_STORE) sb_printf(o, ", port %u", s->port[v]);
}

/* Opens the row of v: <div class="op ..." data-v data-a title> and its
 * label. data-a lists the non-constant operands (for the hover script). */
static void op_open(Page *p, ValId v, uint32_t ii) {
  Sbuf *o = p->o;
  const Val *val = ir_cval(p->f, v);
  sb_printf(o, "<div class=\"op%s%s\" data-v=\"%u\" data-a=\"",
            p->rec[v] ? " recurrence" : "",
            is_register(p, v) ? " phi" : "", v);
  for (uint32_t k = 0, first = 1; k < val->nargs; k++) {
    if (ir_cval(p->f, val->args[k])->op == OP_CONST) continue;
    sb_printf(o, "%s%u", first ? "" : " ", val->args[k]);
    first = 0;
  }
  sb_puts(o, "\" title=\"");
  op_title(p, v, ii);
  sb_puts(o, "\"><span class=\"lbl\">");
  Sbuf t = {0};
  sched_op_text(p->f, v, &t);
  esc(o, sb_str(&t));
  sb_free(&t);
  sb_puts(o, "</span>");
}

/* A bar from a to b, in percent of its track. */
static void bar(Page *p, ValId v, double a, double b, const char *more) {
  if (b < a) b = a;
  sb_printf(p->o, "<span class=\"bar %s%s%s\" style=\"left:%.2f%%;"
            "width:%.2f%%\"></span>", bar_class(p, v),
            p->s->lat[v] ? " multi" : "", more, a, b - a);
}

/* ---- blocks that run as FSM states ---- */

static double pct(const Page *p, double ns) { return 100.0 * ns / p->axis; }

static void fsm_row(Page *p, ValId v) {
  Sbuf *o = p->o;
  double t0 = chain_start(p, v), t1 = first_end(p, v, t0);
  op_open(p, v, 0);
  sb_puts(o, "<div class=\"track\">");
  bar(p, v, pct(p, t0), pct(p, t1), p->s->lat[v] ? " open" : "");
  sb_puts(o, "</div><span class=\"t\">");
  if (is_register(p, v)) sb_puts(o, "register");
  else if (p->s->lat[v])
    sb_printf(o, "%.2f &#8594; state %d", t1,
              p->s->cycle[v] + (int32_t)p->s->lat[v]);
  else sb_printf(o, "%.2f", t1);
  sb_puts(o, "</span></div>\n");
}

/* A multi-cycle v still running in states st..st2 (it started before st;
 * st2 == st unless the states between only carry units along). */
static void fsm_cont(Page *p, ValId v, uint32_t st, uint32_t st2) {
  Sbuf *o = p->o;
  int32_t c = p->s->cycle[v];
  bool last = (int32_t)st2 == c + (int32_t)p->s->lat[v];
  double t1 = last ? p->s->arrival[v] : p->axis;
  sb_printf(o, "<div class=\"cont\" data-c=\"%u\" title=\"%%%u continues "
            "(lat %u)\"><span class=\"lbl\">&#8230; %%%u", v, v,
            p->s->lat[v], v);
  if (ir_cval(p->f, v)->name) {
    sb_puts(o, " &quot;");
    esc(o, ir_cval(p->f, v)->name);
    sb_puts(o, "&quot;");
  }
  sb_printf(o, " %s (cycle %d", ir_info(ir_cval(p->f, v)->op)->text,
            (int32_t)st - c);
  if (st2 > st) sb_printf(o, "&#8211;%d", (int32_t)st2 - c);
  sb_printf(o, " of %u)</span><div class=\"track\">", p->s->lat[v]);
  bar(p, v, 0.0, pct(p, t1), last ? " done" : " through");
  if (last) sb_printf(o, "</div><span class=\"t\">%.2f result</span></div>\n", t1);
  else sb_puts(o, "</div><span class=\"t\"></span></div>\n");
}

/* True when an operation of block b starts in state st, or a multi-cycle
 * one gives its result there. */
static bool state_busy(const Page *p, uint32_t b, uint32_t st) {
  const Block *bl = &p->f->blocks.data[b];
  for (size_t i = 0; i < bl->ops.len; i++) {
    ValId v = bl->ops.data[i];
    int32_t c = p->s->cycle[v];
    if (c == (int32_t)st || (c >= 0 && p->s->lat[v] &&
                             c + (int32_t)p->s->lat[v] == (int32_t)st))
      return true;
  }
  return false;
}

/* The time axis above a block's states: ticks in ns, at most ~10. */
static void fsm_axis(Page *p) {
  static const double steps[] = {0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100,
                                 200, 500, 1000, 1e4, 1e5, 1e6};
  double step = steps[ARRAY_LEN(steps) - 1];
  for (size_t i = 0; i < ARRAY_LEN(steps); i++)
    if (p->axis / steps[i] <= 10.0) {
      step = steps[i];
      break;
    }
  sb_puts(p->o, "<div class=\"row head axis\"><span class=\"lbl\">ns after "
          "the clock edge</span><div class=\"track\">");
  for (int k = 0; k * step <= p->axis + 1e-9; k++)
    sb_printf(p->o, "<span style=\"left:%.2f%%\">%g</span>",
              pct(p, k * step), k * step);
  sb_puts(p->o, "</div></div>\n");
}

/* One group per state; a run of states where nothing starts or ends (only
 * multi-cycle units running) is one group. */
static void fsm_block(Page *p, uint32_t b) {
  const Block *bl = &p->f->blocks.data[b];
  const Schedule *s = p->s;
  if (block_empty(p, b) && s->nstates[b] == 1) return; /* in the heading */
  fsm_axis(p);
  for (uint32_t st = 0, st2; st < s->nstates[b]; st = st2 + 1) {
    st2 = st;
    if (!state_busy(p, b, st))
      while (st2 + 1 < s->nstates[b] && !state_busy(p, b, st2 + 1)) st2++;
    if (st2 > st)
      sb_printf(p->o, "<div class=\"state\"><h3>states %u&#8211;%u</h3>\n",
                st, st2);
    else
      sb_printf(p->o, "<div class=\"state\"><h3>state %u</h3>\n", st);
    size_t shown = 0;
    for (size_t i = 0; i < bl->ops.len; i++) {
      ValId v = bl->ops.data[i];
      int32_t c = s->cycle[v];
      if (c == (int32_t)st) fsm_row(p, v);
      else if (c >= 0 && c < (int32_t)st &&
               (int32_t)st <= c + (int32_t)s->lat[v])
        fsm_cont(p, v, st, st2);
      else continue;
      shown++;
    }
    if (!shown) sb_puts(p->o, "<p class=\"why\">no operations</p>\n");
    sb_puts(p->o, "</div>\n");
  }
}

/* ---- pipelined loops ---- */

/* Marks in p->rec the values on the loop-carried register recurrences of
 * block b that set its RecMII: for each PHI q with back-edge value r =
 * loop_back_arg(q) in b, span = cycle[r] + lat[r] + 1 - cycle[q]; the PHIs
 * of the largest span and every value on a dependence path from q to r in
 * b. Returns that span (0: no recurrence through a register). */
static int32_t mark_recurrence(Page *p, uint32_t b, uint8_t *fwd,
                               uint8_t *bwd) {
  const Block *bl = &p->f->blocks.data[b];
  const Schedule *s = p->s;
  int32_t best = 0;
  for (int pass = 0; pass < 2; pass++) {
    for (size_t i = 0; i < bl->ops.len; i++) {
      ValId q = bl->ops.data[i], r;
      if (ir_cval(p->f, q)->op != OP_PHI) continue;
      if ((r = loop_back_arg(p->f, q)) == IR_NOVAL || s->cycle[r] < 0 ||
          ir_cval(p->f, r)->block != b)
        continue;
      int32_t span = s->cycle[r] + (int32_t)s->lat[r] + 1 - s->cycle[q];
      if (pass == 0) {
        if (span > best) best = span;
        continue;
      }
      if (span != best) continue;
      memset(fwd, 0, s->nvals);
      memset(bwd, 0, s->nvals);
      fwd[q] = bwd[r] = 1;
      for (size_t k = 0; k < bl->ops.len; k++) {
        const Val *val = ir_cval(p->f, bl->ops.data[k]);
        for (uint32_t a = 0; a < val->nargs && val->op != OP_PHI; a++)
          if (fwd[val->args[a]]) fwd[bl->ops.data[k]] = 1;
      }
      for (size_t k = bl->ops.len; k-- > 0;) {
        const Val *val = ir_cval(p->f, bl->ops.data[k]);
        for (uint32_t a = 0; a < val->nargs && val->op != OP_PHI; a++)
          if (bwd[bl->ops.data[k]]) bwd[val->args[a]] = 1;
      }
      for (size_t k = 0; k < bl->ops.len; k++) {
        ValId v = bl->ops.data[k];
        if (fwd[v] && bwd[v]) p->rec[v] = 1;
      }
    }
  }
  return best;
}

/* The PHIs of the highlighted recurrences, with their spans. */
static void recurrence_note(Page *p, uint32_t b, int32_t span) {
  const Block *bl = &p->f->blocks.data[b];
  Sbuf *o = p->o;
  for (size_t i = 0; i < bl->ops.len; i++) {
    ValId q = bl->ops.data[i];
    if (ir_cval(p->f, q)->op != OP_PHI || !p->rec[q]) continue;
    ValId r = loop_back_arg(p->f, q);
    sb_puts(o, "<p class=\"note\"><span class=\"sw recurrence\"></span> "
            "critical recurrence: ");
    Sbuf t = {0};
    sched_op_text(p->f, q, &t);
    esc(o, sb_str(&t));
    sb_free(&t);
    sb_printf(o, " &#8592; %%%u: cycle %d + lat %u + 1 &#8722; cycle %d = "
              "%d cycles</p>\n", r, p->s->cycle[r], p->s->lat[r],
              p->s->cycle[q], span);
  }
}

/* Whether the loop is a flattened nest, or why its nest is not. */
static void flat_text(Sbuf *o, const Block *hb) {
  if (hb->flattened)
    sb_printf(o, "flattened: <b>%u</b> loop%s, <b>%u</b> segment starts, "
              "<b>%u</b> port cut%s", hb->flattened,
              hb->flattened == 1 ? "" : "s", hb->flat_starts, hb->flat_cuts,
              hb->flat_cuts == 1 ? "" : "s");
  if (!hb->flat_why) return;
  sb_puts(o, "not flattened: ");
  esc(o, hb->flat_why);
  if (hb->flat_cycles)
    sb_printf(o, " (<b>%u</b> cycles per iteration flattened, <b>%u</b> in "
              "the nest's fastest loop)", hb->flat_cycles, hb->flat_best);
}

/* The loop's seed 000 case and its mechanisms (loopcase.c). */
static void loop_case(Sbuf *o, const Func *f, const LoopSched *L) {
  uint8_t lc = f->blocks.data[L->block].loop_case;
  if (!lc) return;
  Sbuf t = {0};
  sched_loop_case_text(lc, &t);
  esc(o, sb_str(&t));
  sb_free(&t);
  LoopMechanisms m;
  sched_loop_mechanisms(f, L, &m);
  for (uint32_t i = 0; i < m.n; i++) {
    sb_puts(o, i ? "; " : ": ");
    esc(o, m.name[i]);
  }
}

static void loop_stats(Page *p, uint32_t b, const LoopSched *L) {
  Sbuf *o = p->o;
  sb_printf(o, "<ul class=\"facts\"><li>II <b class=\"ii\">%u</b></li>"
            "<li>MII <b>%u</b></li><li>RecMII <b>%u</b></li>"
            "<li>ResMII <b>%u</b></li><li>depth <b>%u</b> cycles in <b>%u"
            "</b> stage%s</li><li>exit decided in cycle <b>%u</b></li>",
            L->ii, L->mii, L->rec_mii, L->res_mii, L->stages * L->ii,
            L->stages, L->stages == 1 ? "" : "s", L->exit_time);
  if (L->trip_count >= 0)
    sb_printf(o, "<li>trip count <b>%lld</b></li>", (long long)L->trip_count);
  else
    sb_puts(o, "<li>trip count <b>unknown</b></li>");
  if (L->trip_max)
    sb_printf(o, "<li>LOOP_TRIPCOUNT <b>%llu</b> to <b>%llu</b>, avg <b>%llu"
              "</b></li>", (unsigned long long)L->trip_min,
              (unsigned long long)L->trip_max, (unsigned long long)L->trip_avg);
  const Block *hb = &p->f->blocks.data[b];
  if (hb->flattened || hb->flat_why) {
    sb_puts(o, "<li>");
    flat_text(o, hb);
    sb_puts(o, "</li>");
  }
  if (hb->if_converted) sb_puts(o, "<li>if-converted</li>");
  if (L->drain) sb_puts(o, "<li>drains on stream waits</li>");
  if (L->fwd_loads) {
    Sbuf t = {0};
    sched_forward_text(L, &t);
    sb_puts(o, "<li>");
    esc(o, sb_str(&t));
    sb_puts(o, "</li>");
    sb_free(&t);
  }
  sb_puts(o, "</ul>\n");
  if (hb->loop_case) {
    sb_puts(o, "<p class=\"why\">");
    loop_case(o, p->f, L);
    sb_puts(o, "</p>\n");
  }
  if (L->recurrence[0]) {
    sb_printf(o, "<p class=\"why\">RecMII %u from ", L->rec_mii);
    esc(o, L->recurrence);
    sb_puts(o, "</p>\n");
  }
  if (L->reason[0]) {
    sb_puts(o, "<p class=\"why\">");
    esc(o, L->reason);
    sb_puts(o, "</p>\n");
  }
  if (L->varlat) {
    sb_puts(o, "<p class=\"why\">variable latency: ");
    esc(o, L->varlat_text);
    sb_printf(o, " (%u cycles per iteration without it)</p>\n",
              L->static_cost);
  }
}

/* The stage and cycle header rows of a grid of d cycles. */
static void loop_head(Page *p, const LoopSched *L, uint32_t d) {
  Sbuf *o = p->o;
  sb_puts(o, "<div class=\"row head\"><span class=\"lbl\">stage</span>"
          "<div class=\"track\">");
  for (uint32_t c = 0; c < d; c += L->ii)
    sb_printf(o, "<span style=\"left:%.2f%%;width:%.2f%%\">stage %u</span>",
              100.0 * c / d, 100.0 * L->ii / d, c / L->ii);
  sb_puts(o, "</div></div>\n<div class=\"row head\"><span class=\"lbl\">"
          "cycle</span><div class=\"track\">");
  for (uint32_t c = 0; c < d; c++)
    sb_printf(o, "<span%s style=\"left:%.2f%%;width:%.2f%%\">%u</span>",
              c == L->exit_time ? " class=\"exit\" title=\"the exit is "
              "decided in this cycle\"" : "", 100.0 * c / d, 100.0 / d, c);
  sb_puts(o, "</div></div>\n");
}

static void loop_row(Page *p, ValId v, uint32_t ii, uint32_t d) {
  const Schedule *s = p->s;
  double t0 = chain_start(p, v), c = s->cycle[v];
  double end = s->lat[v] ? s->arrival[v] : first_end(p, v, t0);
  op_open(p, v, ii);
  sb_puts(p->o, "<div class=\"track\">");
  bar(p, v, 100.0 * (c + t0 / p->axis) / d,
      100.0 * (c + s->lat[v] + end / p->axis) / d, "");
  sb_puts(p->o, "</div><span class=\"t\">");
  if (s->lat[v]) sb_printf(p->o, "lat %u", s->lat[v]);
  sb_puts(p->o, "</span></div>\n");
}

static void loop_block(Page *p, uint32_t b, const LoopSched *L,
                       uint8_t *fwd, uint8_t *bwd) {
  const Block *bl = &p->f->blocks.data[b];
  const Schedule *s = p->s;
  uint32_t d = L->stages * L->ii, last = 0;
  for (size_t i = 0; i < bl->ops.len; i++) {
    ValId v = bl->ops.data[i];
    if (s->cycle[v] >= 0 && (uint32_t)s->cycle[v] + s->lat[v] >= last)
      last = (uint32_t)s->cycle[v] + s->lat[v];
  }
  if (last + 1 > d) d = last + 1;
  loop_stats(p, b, L);
  int32_t span = L->rec_mii > 1 ? mark_recurrence(p, b, fwd, bwd) : 0;
  if (span > 1) recurrence_note(p, b, span);
  double cw = 72.0 / d;
  cw = cw < 1.6 ? 1.6 : cw > 12.0 ? 12.0 : cw;
  sb_printf(p->o, "<div class=\"wrap\"><div class=\"grid\" style=\"--d:%u;"
            "--cw:%.2fem;--sw:%.2fem;--sw2:%.2fem\">\n", d, cw, cw * L->ii,
            2 * cw * L->ii);
  loop_head(p, L, d);
  for (uint32_t c = 0; c < d; c++)
    for (size_t i = 0; i < bl->ops.len; i++)
      if (s->cycle[bl->ops.data[i]] == (int32_t)c)
        loop_row(p, bl->ops.data[i], L->ii, d);
  sb_puts(p->o, "</div></div>\n");
}

/* ---- the page ---- */

static const char css[] =
    "*{box-sizing:border-box}\n"
    "body{margin:0;font:13px/1.4 system-ui,-apple-system,'Segoe UI',"
    "Roboto,sans-serif;color:#1d2330;background:#f3f4f7}\n"
    "header{background:#1f2a44;color:#fff;padding:12px 20px}\n"
    "h1{font-size:18px;margin:0 0 6px;font-weight:600}\n"
    "code,.lbl,.t,.term{font-family:ui-monospace,SFMono-Regular,Menlo,"
    "Consolas,monospace}\n"
    ".facts{list-style:none;display:flex;flex-wrap:wrap;gap:2px 20px;"
    "margin:0;padding:0}\n"
    "header .facts li{color:#c6cede}header .facts b{color:#fff}\n"
    "main{padding:12px 20px}\n"
    ".card{background:#fff;border:1px solid #d6dae2;border-radius:6px;"
    "margin:0 0 14px;padding:10px 14px}\n"
    "h2{font-size:14px;margin:0 0 6px}h2 small{font-weight:400;color:#5b6476;"
    "margin-left:8px}\n"
    ".loop h2{color:#1f4fa0}\n"
    ".why,.note{margin:4px 0;color:#454d5e}.note{color:#8c1d1d}\n"
    ".legend{display:flex;flex-wrap:wrap;gap:4px 18px;margin:0;padding:0;"
    "list-style:none}\n"
    ".sw{display:inline-block;width:22px;height:10px;border-radius:2px;"
    "vertical-align:middle;margin-right:4px}\n"
    "table{border-collapse:collapse}td,th{padding:2px 10px;text-align:left;"
    "border-bottom:1px solid #e4e7ec}th{color:#5b6476;font-weight:600}\n"
    ".state{border-top:1px dashed #d6dae2;padding:2px 0 4px}\n"
    "h3{font-size:12px;margin:3px 0;color:#3d4556}\n"
    ".op,.cont,.row{display:flex;align-items:center;min-height:18px}\n"
    ".op:hover{background:#fff4c4}\n"
    ".lbl{flex:none;width:30em;font-size:12px;white-space:nowrap;"
    "overflow:hidden;text-overflow:ellipsis;padding-right:10px}\n"
    ".cont .lbl{color:#8a93a5}.phi .lbl{color:#5b6476}\n"
    ".t{font-size:11px;color:#5b6476;padding-left:8px;white-space:nowrap}\n"
    ".track{position:relative;flex:none;height:16px;width:40em;"
    "background:linear-gradient(to right,#eef1f6 var(--bud),#fbe3e3 "
    "var(--bud) var(--clk),#f3d0d0 var(--clk))}\n"
    ".bar{position:absolute;top:3px;bottom:3px;min-width:3px;border-radius:2px;"
    "background-color:#4a78c9}\n"
    ".bar.mem{background-color:#23917f}.bar.mul{background-color:#dd9120}"
    ".bar.div{background-color:#c8622c}.bar.io{background-color:#8560c2}"
    ".bar.reg{background-color:#9aa3b5;width:3px}\n"
    ".bar.multi{background-image:repeating-linear-gradient(45deg,"
    "rgba(255,255,255,.45) 0 3px,transparent 3px 7px)}\n"
    ".bar.open{border-top-right-radius:0;border-bottom-right-radius:0}\n"
    ".bar.through,.bar.done{border-top-left-radius:0;"
    "border-bottom-left-radius:0;opacity:.75}\n"
    ".recurrence .bar,.sw.recurrence{background-color:#d42a2a;"
    "box-shadow:0 0 0 1px #7d0000}\n"
    ".recurrence .lbl{color:#b00000;font-weight:700}\n"
    ".wrap{overflow-x:auto}\n"
    ".grid .track{width:calc(var(--d)*var(--cw));background:"
    "repeating-linear-gradient(to right,#c3cad8 0 1px,transparent 1px "
    "var(--cw)),repeating-linear-gradient(to right,#e3ebf8 0 var(--sw),"
    "#f9fafc var(--sw) var(--sw2))}\n"
    ".head .track{background:none;height:18px}\n"
    ".head .track span{position:absolute;top:0;bottom:0;font-size:11px;"
    "text-align:center;border-left:1px solid #c3cad8;overflow:hidden;"
    "white-space:nowrap;color:#3d4556}\n"
    ".head:first-child .track span{background:#dfe6f4;font-weight:600}\n"
    ".axis .track span{width:auto;padding-left:2px;text-align:left}\n"
    ".axis .lbl{color:#5b6476;font-family:inherit}\n"
    ".head .exit{background:#fde7b0}\n"
    ".term{color:#5b6476;font-size:12px;margin-top:4px}\n"
    ".hl-self{background:#ffe999}.hl-arg{background:#d4e8ff}"
    ".hl-use{background:#d9f2d9}\n";

/* Hovering an operation highlights it (and its continuation rows), its
 * operands and its users. */
static const char script[] =
    "(function(){var on=[];function mark(q,c){document.querySelectorAll(q)"
    ".forEach(function(e){e.classList.add(c);on.push(e)})}\n"
    "document.addEventListener('mouseover',function(ev){on.forEach(function"
    "(e){e.classList.remove('hl-self','hl-arg','hl-use')});on=[];\n"
    "var r=ev.target.closest&&ev.target.closest('[data-v],[data-c]');"
    "if(!r)return;var v=r.getAttribute('data-v')||r.getAttribute('data-c');\n"
    "mark('[data-v=\"'+v+'\"],[data-c=\"'+v+'\"]','hl-self');"
    "mark('[data-a~=\"'+v+'\"]','hl-use');\n"
    "var a=document.querySelector('[data-v=\"'+v+'\"]');"
    "(a?a.getAttribute('data-a'):'').split(' ').forEach(function(x){"
    "if(x)mark('[data-v=\"'+x+'\"]','hl-arg')})});\n"
    "document.body.className='js'})();\n";

static void page_head(Page *p) {
  Sbuf *o = p->o;
  const Schedule *s = p->s;
  uint32_t nstates = 0;
  for (uint32_t b = 0; b < s->nblocks; b++) nstates += s->nstates[b];
  sb_puts(o, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
          "\n<title>schedule of ");
  esc(o, p->f->name);
  sb_printf(o, "</title>\n<style>\n:root{--clk:%.2f%%;--bud:%.2f%%}\n%s"
            "</style></head>\n<body>\n<header><h1>Schedule of <code>",
            pct(p, s->clock_period_ns), pct(p, delay_budget(p->opt)), css);
  esc(o, p->f->name);
  sb_puts(o, "</code></h1>\n<ul class=\"facts\"><li>source <b>");
  esc(o, p->source ? p->source : p->f->file);
  sb_printf(o, "</b></li><li>target <b>%s</b></li><li>clock period <b>%.2f ns"
            "</b></li><li>delay budget <b>%.2f ns</b></li><li>critical path "
            "<b>%.2f ns</b></li><li>blocks <b>%u</b></li><li>block states <b>%u"
            "</b></li><li>loops <b>%u</b></li></ul>\n</header>\n<main>\n",
            target_name(p->opt->target), s->clock_period_ns,
            delay_budget(p->opt), s->critical_ns, s->nblocks, nstates,
            s->nloops);
}

static void legend(Page *p) {
  sb_printf(p->o,
      "<section class=\"card\"><h2>How to read this page</h2>\n"
      "<ul class=\"legend\"><li><span class=\"sw\" style=\"background:"
      "#4a78c9\"></span>logic</li><li><span class=\"sw\" style=\"background:"
      "#23917f\"></span>memory</li><li><span class=\"sw\" style=\"background:"
      "#dd9120\"></span>multiplier</li><li><span class=\"sw\" style=\""
      "background:#c8622c\"></span>divider</li><li><span class=\"sw\" style="
      "\"background:#8560c2\"></span>stream / print</li><li><span class=\"sw"
      "\" style=\"background:#9aa3b5\"></span>register (phi)</li><li><span "
      "class=\"sw\" style=\"background:#4a78c9 repeating-linear-gradient(45deg,"
      "rgba(255,255,255,.45) 0 3px,transparent 3px 7px)\"></span>multi-cycle "
      "(lat &gt; 0)</li><li><span class=\"sw recurrence\"></span>critical "
      "recurrence</li><li><span class=\"sw\" style=\"background:#fbe3e3\">"
      "</span>beyond the delay budget (%.2f ns)</li><li><span class=\"sw\" "
      "style=\"background:#fde7b0\"></span>cycle deciding a loop's exit"
      "</li></ul>\n"
      "<p class=\"why\">A state's axis is %.2f ns wide: a bar starts when the "
      "latest operand chained into the same state settles and ends at the "
      "operation's arrival. A pipelined loop shows one iteration: columns "
      "are its cycles, shaded by stage of II cycles. Hover an operation for "
      "its source line and timing; its operands turn blue, its users "
      "green.</p></section>\n", delay_budget(p->opt), p->axis);
}

static void loops_table(Page *p) {
  Sbuf *o = p->o;
  const Schedule *s = p->s;
  if (!s->nloops) return;
  sb_puts(o, "<section class=\"card\"><h2>Loops</h2>\n<table><tr><th>line"
          "</th><th>block</th><th>II</th><th>MII</th><th>RecMII</th><th>"
          "ResMII</th><th>depth</th><th>trip count</th><th>seed 000 case, "
          "mechanisms</th><th></th></tr>\n");
  for (uint32_t i = 0; i < s->nloops; i++) {
    const LoopSched *L = &s->loops[i];
    sb_printf(o, "<tr><td>%u", L->loc.line);
    if (L->label) {
      sb_putc(o, ' ');
      esc(o, L->label);
    }
    sb_printf(o, "</td><td><a href=\"#bb%u\">bb%u</a></td>", L->block,
              L->block);
    if (L->pipelined)
      sb_printf(o, "<td>%u</td><td>%u</td><td>%u</td><td>%u</td><td>%u</td>",
                L->ii, L->mii, L->rec_mii, L->res_mii, L->stages * L->ii);
    else
      sb_puts(o, "<td colspan=\"5\">sequential</td>");
    if (L->trip_count >= 0) sb_printf(o, "<td>%lld</td>", (long long)L->trip_count);
    else sb_puts(o, "<td>?</td>");
    sb_puts(o, "<td class=\"case\">");
    loop_case(o, p->f, L);
    sb_puts(o, "</td><td>");
    esc(o, L->reason[0] ? L->reason : L->recurrence);
    const Block *hb = &p->f->blocks.data[L->block];
    if (hb->flattened || hb->flat_why) {
      sb_puts(o, L->reason[0] || L->recurrence[0] ? "; " : "");
      flat_text(o, hb);
    }
    sb_puts(o, "</td></tr>\n");
  }
  sb_puts(o, "</table></section>\n");
}

/* The output gates (Port.gate, arch/gate.c): one row per gated port. */
static void gates_table(Page *p) {
  Sbuf *o = p->o;
  const Func *f = p->f;
  bool any = false;
  for (size_t i = 0; i < f->ports.len; i++) {
    const Port *pt = &f->ports.data[i];
    if (!pt->gate) continue;
    if (!any)
      sb_puts(o, "<section class=\"card\"><h2>Output gates</h2>\n<p class="
              "\"why\">A FIFO between the writes to the port and the port: a "
              "write waits only when its gate is full, a stalled port holds "
              "back nothing else.</p>\n<table><tr><th>port</th><th>width</th>"
              "<th>gate (words)</th></tr>\n");
    any = true;
    sb_puts(o, "<tr class=\"gate\"><td>");
    esc(o, pt->name);
    sb_printf(o, "</td><td>%u</td><td>%u</td></tr>\n", pt->width, pt->gate);
  }
  if (any) sb_puts(o, "</table></section>\n");
}

static void block_section(Page *p, uint32_t b, uint8_t *fwd, uint8_t *bwd) {
  Sbuf *o = p->o;
  const Block *bl = &p->f->blocks.data[b];
  const Schedule *s = p->s;
  int32_t li = s->loop_of ? s->loop_of[b] : -1;
  const LoopSched *L = li >= 0 ? &s->loops[li] : NULL;
  if (L)
    sb_printf(o, "<section class=\"card loop\" id=\"bb%u\" data-ii=\"%u\">"
              "<h2>bb%u", b, L->ii, b);
  else
    sb_printf(o, "<section class=\"card block\" id=\"bb%u\"><h2>bb%u", b, b);
  if (bl->name && bl->name[0]) {
    sb_puts(o, " &quot;");
    esc(o, bl->name);
    sb_puts(o, "&quot;");
  }
  if (L) {
    sb_printf(o, "<small>pipelined loop%s", L->label ? " " : "");
    if (L->label) esc(o, L->label);
    sb_printf(o, ", line %u</small></h2>\n", L->loc.line);
  }
  else
    sb_printf(o, "<small>%u state%s%s</small></h2>\n", s->nstates[b],
              s->nstates[b] == 1 ? "" : "s",
              block_empty(p, b) ? ", no operations" : "");
  if (L) loop_block(p, b, L, fwd, bwd);
  else fsm_block(p, b);
  sb_puts(o, "<div class=\"term\">end: ");
  Sbuf t = {0};
  sched_term_text(p->f, b, &t);
  esc(o, sb_str(&t));
  sb_free(&t);
  sb_puts(o, "</div></section>\n");
}

void sched_html(const Func *f, const Schedule *s, const SchedOptions *opt,
                const char *source_path, const char *area_note, Sbuf *out) {
  Page p = {f, s, opt, source_path ? source_path : f->file, out, 0.0, {{0}},
            0, xcalloc(s->nvals + 1, 1)};
  p.axis = s->clock_period_ns > s->critical_ns ? s->clock_period_ns
                                               : s->critical_ns;
  if (p.axis <= 0.0) p.axis = 1.0;
  uint8_t *fwd = xcalloc(s->nvals + 1, 1), *bwd = xcalloc(s->nvals + 1, 1);
  page_head(&p);
  if (area_note && *area_note) {
    sb_puts(out, "<p class=\"area\">");
    esc(out, area_note);
    sb_puts(out, "</p>\n");
  }
  legend(&p);
  loops_table(&p);
  gates_table(&p);
  for (uint32_t b = 0; b < f->blocks.len; b++)
    block_section(&p, b, fwd, bwd);
  sb_printf(out, "</main>\n<script>\n%s</script>\n</body></html>\n", script);
  for (uint32_t i = 0; i < p.nfiles; i++) {
    free(p.files[i].text);
    vec_free(&p.files[i].line);
  }
  free(p.rec);
  free(fwd);
  free(bwd);
}
