/* print.c - the human-readable schedule (--emit sched).
 *
 *   schedule of @main: clock 10.00 ns, critical path 7.52 ns
 *   bb1 "loop": 2 states
 *     state 0:
 *       %3 "i" = phi i32                     register
 *       %4 = load i32 @tab, %3               lat 1  port 0  arrival 2.00  !12:3
 *     state 1:
 *       %5 "s" = add i32 %4, %2              arrival 3.88  !13:9
 *     end: cbr %6
 *
 * Values are named as in the IR text (%N "name"); arrival is when the
 * result settles, in ns after the clock edge starting state cycle + lat.
 */
#include <string.h>

#include "sched.h"

static void val_ref(const Func *f, ValId v, Sbuf *o) {
  const Val *val = ir_cval(f, v);
  if (val->op == OP_CONST) {
    ir_const_text(val, o);
    return;
  }
  sb_printf(o, "%%%u", v);
}

void sched_op_text(const Func *f, ValId v, Sbuf *o) {
  const Val *val = ir_cval(f, v);
  /* no result: "store", "print" read better without "%N =" */
  if (val->width) {
    sb_printf(o, "%%%u", v);
    if (val->name) sb_printf(o, " \"%s\"", val->name);
    sb_puts(o, " = ");
  }
  sb_puts(o, ir_info(val->op)->text);
  if (val->width) sb_printf(o, " i%u", val->width);
  if (val->op == OP_LOAD || val->op == OP_STORE) {
    uint64_t m = val->imm;
    const char *name = m < f->mems.len ? f->mems.data[m].name : NULL;
    sb_printf(o, " @%s,", name ? name : "?");
  } else if (val->op == OP_PRINT) {
    sb_printf(o, " #%llu", (unsigned long long)val->imm);
  }
  for (uint32_t a = 0; a < val->nargs && val->op != OP_PHI; a++) {
    sb_puts(o, a ? ", " : " ");
    val_ref(f, val->args[a], o);
  }
}

void sched_forward_text(const LoopSched *L, Sbuf *out) {
  if (!L->fwd_loads) return;
  sb_printf(out, "forwarding through memory '%s' to %u load%s from %u "
            "store%s, %u comparator%s ", L->fwd_mem, L->fwd_loads,
            L->fwd_loads == 1 ? "" : "s", L->fwd_stores,
            L->fwd_stores == 1 ? "" : "s", L->fwd_cmps,
            L->fwd_cmps == 1 ? "" : "s");
  if (L->fwd_ii)
    sb_printf(out, "(II %u without)", L->fwd_ii);
  else
    sb_puts(out, "(sequential without)");
}

void sched_share_text(const LoopSched *L, Sbuf *out) {
  if (!L->fu_shared || !L->pipelined) return;
  sb_puts(out, "multipliers/dividers shared with the FSM's units by slot (");
  if (L->fu_ii == L->ii)
    sb_printf(out, "II %u as with units of its own)", L->ii);
  else if (L->fu_ii)
    sb_printf(out, "II %u, %u with units of its own)", L->ii, L->fu_ii);
  else
    sb_printf(out, "II %u, sequential with units of its own)", L->ii);
}

static void print_op(const Func *f, const Schedule *s, ValId v, Sbuf *out) {
  const Val *val = ir_cval(f, v);
  Sbuf left = {0};
  sched_op_text(f, v, &left);
  sb_printf(out, "      %-40s", sb_str(&left));
  sb_free(&left);
  if (val->op == OP_PHI || val->op == OP_PARAM) {
    sb_puts(out, "  register");
  } else {
    if (s->lat[v]) sb_printf(out, "  lat %u", s->lat[v]);
    if (s->varlat && s->varlat[v])
      sb_printf(out, "  variable latency (0 or %u)", s->varlat_lat[v]);
    if (val->op == OP_LOAD || val->op == OP_STORE)
      sb_printf(out, "  port %u", s->port[v]);
    if (s->forward[v]) sb_puts(out, "  forwarded");
    sb_printf(out, "  arrival %.2f", s->arrival[v]);
  }
  if (val->loc.line) sb_printf(out, "  !%u:%u", val->loc.line, val->loc.col);
  sb_putc(out, '\n');
}

void sched_term_text(const Func *f, uint32_t b, Sbuf *out) {
  const Term *t = &f->blocks.data[b].term;
  static const char *const names[] = {"none", "br", "cbr", "switch", "ret"};
  sb_puts(out, names[t->kind]);
  if (t->arg != IR_NOVAL) {
    sb_putc(out, ' ');
    val_ref(f, t->arg, out);
  }
  for (uint32_t i = 0; i < t->nsuccs; i++)
    sb_printf(out, "%sbb%u", i || t->arg != IR_NOVAL ? ", " : " ",
              t->succs[i]);
}

void sched_print(const Func *f, const Schedule *s, Sbuf *out) {
  sb_printf(out, "schedule of @%s: clock %.2f ns, critical path %.2f ns\n",
            f->name, s->clock_period_ns, s->critical_ns);
  for (uint32_t b = 0; b < f->blocks.len; b++) {
    const Block *bl = &f->blocks.data[b];
    sb_printf(out, "bb%u", b);
    if (bl->name && bl->name[0]) sb_printf(out, " \"%s\"", bl->name);
    const LoopSched *L = s->loop_of && s->loop_of[b] >= 0
                             ? &s->loops[s->loop_of[b]] : NULL;
    uint32_t ncycles = s->nstates[b];
    if (L) {
      ncycles = L->stages * L->ii;
      sb_printf(out, ": pipelined loop, II %u (MII %u: RecMII %u, ResMII %u),"
                " %u stage%s, exit decided in cycle %u\n", L->ii, L->mii,
                L->rec_mii, L->res_mii, L->stages, L->stages == 1 ? "" : "s",
                L->exit_time);
      if (L->fwd_loads) {
        sb_puts(out, "    ");
        sched_forward_text(L, out);
        sb_putc(out, '\n');
      }
      if (L->fu_shared) {
        sb_puts(out, "    ");
        sched_share_text(L, out);
        sb_putc(out, '\n');
      }
      if (L->varlat)
        sb_printf(out, "    variable latency: %s\n", L->varlat_text);
    } else {
      sb_printf(out, ": %u state%s\n", s->nstates[b],
                s->nstates[b] == 1 ? "" : "s");
    }
    for (uint32_t st = 0; st < ncycles; st++) {
      if (L)
        sb_printf(out, "    cycle %u (stage %u, slot %u):\n", st, st / L->ii,
                  st % L->ii);
      else
        sb_printf(out, "    state %u:\n", st);
      for (size_t i = 0; i < bl->ops.len; i++) {
        ValId v = bl->ops.data[i];
        if (s->cycle[v] == (int32_t)st) print_op(f, s, v, out);
      }
    }
    sb_puts(out, "    end: ");
    sched_term_text(f, b, out);
    sb_putc(out, '\n');
  }
}
