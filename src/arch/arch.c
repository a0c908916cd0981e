/* arch.c - FSM + datapath from a scheduled function.
 *
 * One unit per function today: its states are IDLE plus one state per
 * (block, step) of the schedule. A value is a wire valid in its ready state
 * (cycle + lat); it gets a register only when something reads it later
 * (another state, another block, a PHI copy or a terminator after the ready
 * state). PHIs are registers written on the CFG edges into their block. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arch_int.h"

uint32_t arch_ready(const Arch *A, ValId v) {
  return (uint32_t)A->s->cycle[v] + A->s->lat[v];
}

static uint32_t last_step(const Arch *A, uint32_t b) {
  return A->s->nstates[b] - 1;
}

const char *arch_literal(Arch *A, unsigned width, uint64_t k) {
  k &= mask_bits(width);
  if (k < 65536) return rtl_printf(A->d, "%u'd%llu", width, (unsigned long long)k);
  return rtl_printf(A->d, "%u'h%llx", width, (unsigned long long)k);
}

/* A literal of more than 64 bits from its words: hex, most significant
 * digit first. */
static const char *wide_literal(Arch *A, unsigned width, const uint64_t *w) {
  Sbuf o = {0};
  sb_printf(&o, "%u'h", width);
  unsigned n = (width + 63) / 64, i = n;
  while (i > 1 && !w[i - 1]) i--;
  sb_printf(&o, "%llx", (unsigned long long)w[--i]);
  while (i--) sb_printf(&o, "%016llx", (unsigned long long)w[i]);
  const char *r = rtl_printf(A->d, "%s", o.s);
  sb_free(&o);
  return r;
}

/* A wide constant (ir.h) is a wire of its own, so that every use may
 * select bits of it like those of any other operand. */
static SigId wide_const_wire(Arch *A, ValId a) {
  if (A->wire[a] != RTL_NOSIG) return A->wire[a];
  const Val *x = ir_cval(A->f, a);
  A->wire[a] = rtl_sig(A->d, rtl_printf(A->d, "kw_%u", a), x->width,
                       SIG_WIRE, "constant");
  rtl_sigp(A->d, A->wire[a])->partial = true;
  rtl_assign(A->d, A->wire[a], wide_literal(A, x->width, x->words));
  return A->wire[a];
}

const char *arch_in_state(Arch *A, uint32_t state) {
  const RtlUnit *u = &A->d->units.data[A->unit];
  return rtl_printf(A->d, "(%s == %s)", A->d->sigs.data[u->state].name,
                    u->states.data[state].name);
}

const char *arch_val_comment(Arch *A, ValId v) {
  const char *name = ir_val_name(A->f, v);
  SrcLoc l = ir_loc(A->f, v);
  if (name && l.line) return rtl_printf(A->d, "%s, line %u", name, l.line);
  if (name) return name;
  if (l.line) return rtl_printf(A->d, "line %u", l.line);
  return NULL;
}

Opnd arch_operand(Arch *A, uint32_t b, uint32_t step, ValId a) {
  const Val *x = ir_cval(A->f, a);
  Opnd o = {NULL, RTL_NOSIG, false, 0, x->width};
  if (x->op == OP_CONST && x->words) {
    o.sig = wide_const_wire(A, a);
    o.text = A->d->sigs.data[o.sig].name;
    return o;
  }
  if (x->op == OP_CONST) {
    o.is_const = true;
    o.k = x->imm & mask_bits(x->width);
    o.text = arch_literal(A, x->width, o.k);
    return o;
  }
  bool wire = x->op != OP_PHI && x->block == b && arch_ready(A, a) == step;
  if (arch_pipelined(A, x->block)) return arch_pipe_operand(A, b, step, a);
  o.sig = wire ? A->wire[a] : A->reg[a];
  if (o.sig == RTL_NOSIG)
    ICE("value %%%u read in block %u step %u has no %s", a, b, step,
        wire ? "wire" : "register");
  o.text = A->d->sigs.data[o.sig].name;
  return o;
}

const char *arch_resize(Arch *A, Opnd o, unsigned width) {
  if (o.is_const) return arch_literal(A, width, o.k);
  if (o.width == width) return o.text;
  if (o.width < width)
    return rtl_printf(A->d, "{{%u{1'b0}}, %s}", width - o.width, o.text);
  rtl_sigp(A->d, o.sig)->partial = true;
  if (width == 1) return rtl_printf(A->d, "%s[0]", o.text);
  return rtl_printf(A->d, "%s[%u:0]", o.text, width - 1);
}

/* ---- which values need hardware, and which need registers ---- */

static void mark_live(Arch *A) {
  const Func *f = A->f;
  VEC(ValId) work = {0};
  for (size_t b = 0; b < f->blocks.len; b++) {
    const Block *bl = &f->blocks.data[b];
    for (size_t i = 0; i < bl->ops.len; i++) {
      Op op = ir_cval(f, bl->ops.data[i])->op;
      if (op == OP_STORE || op == OP_PRINT || ir_is_stream_op(op))
        vec_push(&work, bl->ops.data[i]);
    }
    if (bl->term.kind != TERM_BR && bl->term.arg != IR_NOVAL) {
      vec_push(&work, bl->term.arg);
      A->used[bl->term.arg] = true;
    }
  }
  for (size_t i = 0; i < work.len; i++) A->live[work.data[i]] = true;
  while (work.len) {
    ValId w = work.data[--work.len];
    const Val *x = ir_cval(f, w);
    ValId g = arch_is_varlat(A, w) ? ir_guard(f, w) : IR_NOVAL;
    if (g != IR_NOVAL && !A->live[g]) { /* it starts the unit */
      A->used[g] = A->live[g] = true;
      vec_push(&work, g);
    }
    for (uint32_t i = 0; i < x->nargs; i++) {
      A->used[x->args[i]] = true;
      if (!A->live[x->args[i]]) {
        A->live[x->args[i]] = true;
        vec_push(&work, x->args[i]);
      }
    }
  }
  vec_free(&work);
}

static void note_use(Arch *A, ValId a, uint32_t b, uint32_t step) {
  const Val *x = ir_cval(A->f, a);
  if (x->op == OP_CONST || x->op == OP_PHI) return;
  if (arch_pipelined(A, x->block)) return; /* pipeline.c's registers */
  if (x->block == b && arch_ready(A, a) > step)
    ICE("value %%%u used in step %u before it is ready", a, step);
  if (x->block != b || arch_ready(A, a) != step) A->needs_reg[a] = true;
}

static void mark_regs(Arch *A) {
  const Func *f = A->f;
  for (size_t v = 0; v < f->vals.len; v++) {
    const Val *x = ir_cval(f, (ValId)v);
    if (!A->live[v] || x->op == OP_NOP) continue;
    for (uint32_t i = 0; i < x->nargs; i++) {
      if (x->op == OP_PHI)
        note_use(A, x->args[i], x->phi_blocks[i],
                 last_step(A, x->phi_blocks[i]));
      else
        note_use(A, x->args[i], x->block, (uint32_t)A->s->cycle[v]);
    }
  }
  for (size_t b = 0; b < f->blocks.len; b++) {
    const Term *t = &f->blocks.data[b].term;
    if (t->kind != TERM_BR && t->arg != IR_NOVAL)
      note_use(A, t->arg, (uint32_t)b, last_step(A, (uint32_t)b));
  }
}

/* ---- states and signals ---- */

static void make_states(Arch *A) {
  const Func *f = A->f;
  rtl_state_new(A->d, A->unit, "S_IDLE", "waiting for start");
  for (size_t b = 0; b < f->blocks.len; b++) {
    const Block *bl = &f->blocks.data[b];
    Sbuf n = {0};
    for (const char *p = bl->name ? bl->name : ""; *p; p++)
      sb_putc(&n, isalnum((unsigned char)*p) ? (char)toupper((unsigned char)*p) : '_');
    A->state0[b] = (uint32_t)A->d->units.data[A->unit].states.len;
    for (uint32_t k = 0; k < A->s->nstates[b]; k++) {
      const char *name = rtl_printf(A->d, "S_BB%zu%s%s_%u", b, n.len ? "_" : "",
                                    sb_str(&n), k);
      const char *cm = k == 0 && bl->term.loc.line
                           ? rtl_printf(A->d, "block %zu (%s), ends at line %u",
                                        b, bl->name ? bl->name : "", bl->term.loc.line)
                           : NULL;
      rtl_state_new(A->d, A->unit, name, cm);
    }
    sb_free(&n);
  }
  bool returns = false;
  for (size_t b = 0; b < f->blocks.len; b++)
    returns |= f->blocks.data[b].term.kind == TERM_RET;
  if (returns && arch_has_gates(f))
    A->drain_state = rtl_state_new(A->d, A->unit, "S_DRAIN",
                                   "returned: waiting for the output gates "
                                   "to drain");
}

/* A shared register's comment names the values it holds after the first
   (its own comment): at most SHARE_NAMES of them, then how many more.
   Built in one pass, so a register shared by n values costs O(n). */
enum { SHARE_NAMES = 8 };

static void note_sharer(Sbuf *also, uint32_t *count, const char *what) {
  if (*count < SHARE_NAMES)
    sb_printf(also, "; also %s", what);
  (*count)++;
}

static void finish_shared_comments(Arch *A, Sbuf *also, const uint32_t *count) {
  for (size_t v = 0; v < A->f->vals.len; v++) {
    if (!count[v])
      continue;
    if (count[v] > SHARE_NAMES)
      sb_printf(&also[v], "; and %u more values", count[v] - SHARE_NAMES);
    RtlSig *r = rtl_sigp(A->d, A->reg[v]);
    r->comment = rtl_printf(A->d, "%s%s", r->comment ? r->comment : "",
                            sb_str(&also[v]));
    sb_free(&also[v]);
  }
}

static void make_value_sigs(Arch *A) {
  const Func *f = A->f;
  Sbuf *also = xcalloc(f->vals.len ? f->vals.len : 1, sizeof *also);
  uint32_t *count = xcalloc(f->vals.len ? f->vals.len : 1, sizeof *count);
  for (size_t v = 0; v < f->vals.len; v++) {
    const Val *x = ir_cval(f, (ValId)v);
    if (!A->live[v] || !x->width || x->op == OP_CONST || x->op == OP_PARAM)
      continue; /* (PARAM: stream.c's register) */
    const char *base = rtl_ident_part(A->d, ir_val_name(f, (ValId)v)
                                           ? ir_val_name(f, (ValId)v)
                                           : ir_info(x->op)->text);
    const char *cm = arch_val_comment(A, (ValId)v);
    if (x->op == OP_SREAD && !A->used[v])
      continue; /* a word read and dropped: the handshake only */
    if (x->op != OP_PHI)
      A->wire[v] = rtl_sig(A->d, rtl_printf(A->d, "w_%s_%zu", base, v),
                           x->width, SIG_WIRE, NULL);
    if ((x->op != OP_PHI && !A->needs_reg[v]) || arch_pipelined(A, x->block))
      continue;
    ValId rep = A->share[v];
    if (rep != v) {
      /* shares the register of an earlier value (see share.c) */
      A->reg[v] = A->reg[rep];
      note_sharer(&also[rep], &count[rep],
                  cm ? cm : rtl_printf(A->d, "%%%zu", v));
      continue;
    }
    A->reg[v] = rtl_sig(A->d, rtl_printf(A->d, "r_%s_%zu", base, v),
                        x->width, SIG_REG, cm);
    rtl_sigp(A->d, A->reg[v])->datapath = true;
  }
  finish_shared_comments(A, also, count);
  free(also);
  free(count);
}

/* ---- the combinational expression of each value ---- */

static const char *binop_text(Op op) {
  switch (op) {
  case OP_ADD: return "+";
  case OP_SUB: return "-";
  case OP_MUL: return "*";
  case OP_AND: return "&";
  case OP_OR: return "|";
  case OP_XOR: return "^";
  case OP_SHL: return "<<";
  case OP_LSHR: return ">>";
  case OP_EQ: return "==";
  case OP_NE: return "!=";
  case OP_ULT: case OP_SLT: return "<";
  case OP_ULE: case OP_SLE: return "<=";
  case OP_UGT: case OP_SGT: return ">";
  case OP_UGE: case OP_SGE: return ">=";
  case OP_UDIV: case OP_SDIV: return "/";
  case OP_UREM: case OP_SREM: return "%";
  default: return NULL;
  }
}

static const char *sext_text(Arch *A, Opnd a, unsigned width) {
  if (a.is_const && width <= 64)
    return arch_literal(A, width, (uint64_t)sign_extend(a.k, a.width));
  if (a.is_const) { /* to more than 64 bits */
    uint64_t w[IR_MAX_WIDTH / 64];
    bool neg = a.k >> (a.width - 1) & 1;
    for (unsigned i = 0; i < (width + 63) / 64; i++) w[i] = neg ? ~0ull : 0;
    w[0] = (uint64_t)sign_extend(a.k, a.width);
    if (width % 64) w[(width - 1) / 64] &= mask_bits(width % 64);
    return wide_literal(A, width, w);
  }
  if (a.width == 1) return rtl_printf(A->d, "{%u{%s}}", width, a.text);
  return rtl_printf(A->d, "{{%u{%s[%u]}}, %s}", width - a.width, a.text,
                    a.width - 1, a.text);
}

static const char *value_expr(Arch *A, ValId v) {
  const Val *x = ir_cval(A->f, v);
  uint32_t c = (uint32_t)A->s->cycle[v];
  Opnd a[3];
  for (uint32_t i = 0; i < x->nargs && i < 3; i++)
    a[i] = arch_operand(A, x->block, c, x->args[i]);
  switch (x->op) {
  case OP_LOAD:
    if (sched_rom_in_logic(A->f, (uint32_t)x->imm)) return arch_rom_read(A, v);
    return arch_load_data(A, v);
  case OP_SREAD: case OP_SEMPTY: case OP_SFULL:
    return arch_stream_value(A, v);
  case OP_SELECT:
    return rtl_printf(A->d, "%s ? %s : %s", a[0].text, a[1].text, a[2].text);
  case OP_ZEXT: case OP_TRUNC: return arch_resize(A, a[0], x->width);
  case OP_SEXT: return sext_text(A, a[0], x->width);
  case OP_ASHR:
    return rtl_printf(A->d, "$signed(%s) >>> %s", a[0].text, a[1].text);
  case OP_MUL:
    if (A->s->lat[v] || arch_is_varlat(A, v)) {
      SigId r = arch_multiplier(A, v); /* adds signals: index after */
      return A->d->sigs.data[r].name;
    }
    if (arch_fu_shared(A, v)) {
      SigId r = arch_fu_comb_mul(A, v);
      return A->d->sigs.data[r].name;
    }
    break;
  case OP_UDIV: case OP_SDIV: case OP_UREM: case OP_SREM:
    if (A->s->lat[v] || arch_is_varlat(A, v)) {
      SigId r = arch_divider(A, v); /* adds signals: index after the call */
      return A->d->sigs.data[r].name;
    }
    break;
  default: break;
  }
  const char *op = binop_text(x->op);
  if (!op || x->nargs != 2) ICE("no hardware for op %s", ir_info(x->op)->text);
  if (ir_info(x->op)->flags & OPF_SIGNED)
    return rtl_printf(A->d, "$signed(%s) %s $signed(%s)", a[0].text, op,
                      a[1].text);
  return rtl_printf(A->d, "%s %s %s", a[0].text, op, a[1].text);
}

static void make_exprs(Arch *A) {
  for (size_t v = 0; v < A->f->vals.len; v++) /* (PHI wires: pipeline.c) */
    if (A->wire[v] != RTL_NOSIG && A->f->vals.data[v].op != OP_PHI &&
        A->f->vals.data[v].op != OP_PARAM &&
        A->f->vals.data[v].op != OP_CONST)
      rtl_assign(A->d, A->wire[v], value_expr(A, (ValId)v));
}

/* ---- controller ---- */

Opnd arch_edge_operand(Arch *A, uint32_t from, ValId a) {
  const Val *x = ir_cval(A->f, a);
  if (arch_pipelined(A, from) && x->op != OP_CONST && x->block == from)
    return arch_pipe_out(A, a, true);
  return arch_operand(A, from, last_step(A, from), a);
}

Opnd arch_phi_incoming(Arch *A, ValId p, uint32_t from) {
  const Val *x = ir_cval(A->f, p);
  uint32_t k = 0;
  while (k < x->nargs && x->phi_blocks[k] != from) k++;
  if (k == x->nargs) ICE("phi %%%u has no argument from block %u", p, from);
  return arch_edge_operand(A, from, x->args[k]);
}

/* PHI copies and the next state for the edge from -> to. */
static void put_edge(Arch *A, Sbuf *o, const char *ind, uint32_t from,
                     uint32_t to) {
  const Func *f = A->f;
  const Block *t = &f->blocks.data[to];
  if (arch_pipelined(A, to)) arch_pipe_entry(A, o, ind, from, to);
  for (size_t i = 0; i < t->ops.len && !arch_pipelined(A, to); i++) {
    ValId p = t->ops.data[i];
    const Val *x = ir_cval(f, p);
    if (x->op != OP_PHI) break;
    if (!A->live[p]) continue;
    Opnd a = arch_phi_incoming(A, p, from);
    sb_printf(o, "%s%s <= %s;\n", ind, A->d->sigs.data[A->reg[p]].name,
              a.text);
  }
  const RtlUnit *u = &A->d->units.data[A->unit];
  sb_printf(o, "%s%s <= %s;\n", ind, A->d->sigs.data[u->state].name,
            u->states.data[A->state0[to]].name);
}

/* With output gates: done and back to IDLE once they are drained (done
 * means every word is out), else to state `wait` (S_DRAIN; NULL in it). */
static void put_done(Arch *A, Sbuf *o, const char *wait) {
  const RtlUnit *u = &A->d->units.data[A->unit];
  const char *state = A->d->sigs.data[u->state].name;
  const char *idle = u->states.data[u->idle].name;
  sb_printf(o, "if (%s) begin\n  done <= 1'b1;\n  %s <= %s;\nend",
            arch_gates_drained(A), state, idle);
  if (wait) sb_printf(o, " else begin\n  %s <= %s;\nend", state, wait);
  sb_putc(o, '\n');
}

static void put_term(Arch *A, Sbuf *o, uint32_t b) {
  const Term *t = &A->f->blocks.data[b].term;
  uint32_t last = last_step(A, b);
  const char *arg = t->arg != IR_NOVAL && t->kind != TERM_BR
                        ? arch_operand(A, b, last, t->arg).text : NULL;
  switch (t->kind) {
  case TERM_BR: put_edge(A, o, "", b, t->succs[0]); break;
  case TERM_CBR:
    sb_printf(o, "if (%s) begin\n", arg);
    put_edge(A, o, "  ", b, t->succs[0]);
    sb_puts(o, "end else begin\n");
    put_edge(A, o, "  ", b, t->succs[1]);
    sb_puts(o, "end\n");
    break;
  case TERM_SWITCH: {
    unsigned w = ir_cval(A->f, t->arg)->width;
    sb_printf(o, "case (%s)\n", arg);
    for (uint32_t i = 0; i + 1 < t->nsuccs; i++) {
      sb_printf(o, "  %s: begin\n", arch_literal(A, w, t->cases[i]));
      put_edge(A, o, "    ", b, t->succs[i + 1]);
      sb_puts(o, "  end\n");
    }
    sb_puts(o, "  default: begin\n");
    put_edge(A, o, "    ", b, t->succs[0]);
    sb_puts(o, "  end\nendcase\n");
    break;
  }
  case TERM_RET: {
    const RtlUnit *u = &A->d->units.data[A->unit];
    if (!A->drain_state) sb_puts(o, "done <= 1'b1;\n");
    if (arg && A->d->ret_width) sb_printf(o, "ret <= %s;\n", arg);
    if (!A->drain_state)
      sb_printf(o, "%s <= %s;\n", A->d->sigs.data[u->state].name,
                u->states.data[u->idle].name);
    else
      put_done(A, o, u->states.data[A->drain_state].name);
    break;
  }
  default: ICE("block %u has no terminator", b);
  }
}

static void make_bodies(Arch *A) {
  const Func *f = A->f;
  RtlDesign *d = A->d;
  const char *state = d->sigs.data[d->units.data[A->unit].state].name;
  sb_printf(&A->body[0], "if (start) %s <= %s;\n", state,
            d->units.data[A->unit].states.data[A->state0[0]].name);
  arch_ports_idle(A, &A->body[0]);
  for (size_t b = 0; b < f->blocks.len; b++) {
    const Block *bl = &f->blocks.data[b];
    if (arch_pipelined(A, (uint32_t)b)) {
      arch_pipe_body(A, (uint32_t)b, &A->body[A->state0[b]], put_edge);
      continue;
    }
    for (size_t i = 0; i < bl->ops.len; i++) {
      ValId v = bl->ops.data[i];
      const Val *x = ir_cval(f, v);
      if (!A->live[v]) continue;
      if (x->op == OP_PRINT)
        arch_prints(A, &A->body[A->state0[b] + (uint32_t)A->s->cycle[v]], v);
      else if (x->op != OP_PHI && x->op != OP_PARAM && A->reg[v] != RTL_NOSIG)
        sb_printf(&A->body[A->state0[b] + arch_ready(A, v)], "%s <= %s;\n",
                  d->sigs.data[A->reg[v]].name, d->sigs.data[A->wire[v]].name);
    }
    uint32_t n = A->s->nstates[b];
    for (uint32_t k = 0; k + 1 < n; k++)
      sb_printf(&A->body[A->state0[b] + k], "%s <= %s;\n", state,
                d->units.data[A->unit].states.data[A->state0[b] + k + 1].name);
    put_term(A, &A->body[A->state0[b] + n - 1], (uint32_t)b);
  }
  if (A->drain_state) put_done(A, &A->body[A->drain_state], NULL);
  RtlUnit *u = &d->units.data[A->unit];
  for (size_t s = 0; s < u->states.len; s++)
    u->states.data[s].body = rtl_strdup(d, sb_str(&A->body[s]));
}

/* ---- the whole stage ---- */

static char *header(Arch *A) {
  return rtl_printf(A->d,
                    "// Generated by hlsc %s. Do not edit.\n"
                    "// top: %s, source: %s, clock period: %.3f ns\n"
                    "// FSM + datapath; memories are inferred RAM blocks.\n",
                    HLSC_VERSION, A->f->name, A->f->file ? A->f->file : "?",
                    A->opt->clock_period_ns);
}

static void arch_free_tmp(Arch *A, size_t nstates) {
  free(A->live);
  free(A->needs_reg);
  free(A->used);
  free(A->wire);
  free(A->reg);
  free(A->share);
  free(A->state0);
  free(A->vl_start);
  free(A->vl_idle);
  free(A->divrem);
  free(A->divrem_sig);
  free(A->fu_sig);
  for (size_t i = 0; i < nstates; i++) sb_free(&A->body[i]);
  free(A->body);
  for (size_t i = 0; i < 2 * A->f->mems.len; i++) vec_free(&A->ports[i]);
  free(A->ports);
  arch_pipe_free(A);
  arch_stream_free(A);
  arch_gates_free(A);
}

/* The divider pairs whose two results are used (else the unit yields the
 * one that is). */
static void find_divrem(Arch *A) {
  const Func *f = A->f;
  size_t nv = f->vals.len;
  A->divrem = xmalloc((nv + 1) * sizeof *A->divrem);
  A->divrem_sig = xmalloc((nv + 1) * sizeof *A->divrem_sig);
  for (size_t v = 0; v <= nv; v++) {
    A->divrem[v] = IR_NOVAL;
    A->divrem_sig[v] = RTL_NOSIG;
  }
  for (uint32_t b = 0; b < f->blocks.len; b++)
    ir_divrem_pairs(f, b, A->divrem);
  for (size_t v = 0; v < nv; v++) {
    ValId p = A->divrem[v];
    if (p != IR_NOVAL && (!A->live[v] || !A->live[p])) {
      A->divrem[v] = A->divrem[p] = IR_NOVAL;
    }
  }
}

/* Statements under rst. A top that never returns (an endless loop, a
 * legal design) still drives its result port, so the module stays
 * lint-clean. */
static const char *reset_stmts(RtlDesign *d, const Func *f) {
  bool returns = false;
  for (size_t b = 0; b < f->blocks.len; b++)
    returns |= f->blocks.data[b].term.kind == TERM_RET;
  if (!f->ret_width || returns) return "done <= 1'b0;\n";
  char buf[64];
  snprintf(buf, sizeof buf, "done <= 1'b0;\nret <= {%u{1'b0}};\n",
           (unsigned)f->ret_width);
  return rtl_strdup(d, buf);
}

RtlDesign *arch_build(const Func *f, const Schedule *s,
                      const SchedOptions *opt) {
  Arch A;
  memset(&A, 0, sizeof A);
  size_t nv = f->vals.len;
  A.f = f, A.s = s, A.opt = opt;
  A.d = rtl_design_new(f->hw_name);
  for (size_t p = 0; p < f->ports.len; p++)
    for (const char *const *x = rtl_port_suffixes_of(&f->ports.data[p]); *x;
         x++)
      rtl_reserve(A.d, rtl_printf(A.d, "%s%s", f->ports.data[p].hw, *x));
  A.d->ret_width = f->ret_width;
  A.d->header = header(&A);
  A.live = xcalloc(nv + 1, sizeof *A.live);
  A.needs_reg = xcalloc(nv + 1, sizeof *A.needs_reg);
  A.used = xcalloc(nv + 1, sizeof *A.used);
  A.wire = xmalloc((nv + 1) * sizeof *A.wire);
  A.reg = xmalloc((nv + 1) * sizeof *A.reg);
  for (size_t v = 0; v < nv; v++) A.wire[v] = A.reg[v] = RTL_NOSIG;
  A.share = xcalloc(nv + 1, sizeof *A.share);
  A.state0 = xcalloc(f->blocks.len + 1, sizeof *A.state0);
  A.ports = xcalloc(2 * f->mems.len + 1, sizeof *A.ports);
  A.vl_start = xmalloc((nv + 1) * sizeof *A.vl_start);
  for (size_t v = 0; v <= nv; v++) A.vl_start[v] = RTL_NOSIG;
  A.vl_idle = xcalloc(nv + 1, sizeof *A.vl_idle);
  A.fu_sig = xmalloc((s->nfu + 1) * sizeof *A.fu_sig);
  for (uint32_t k = 0; k <= s->nfu; k++) A.fu_sig[k] = RTL_NOSIG;
  A.unit = rtl_unit_new(A.d, f->name, "state");
  RtlUnit *u = &A.d->units.data[A.unit];
  u->reset = reset_stmts(A.d, f);
  u->pre = "done <= 1'b0;\n";
  mark_live(&A);
  find_divrem(&A);
  mark_regs(&A);
  make_states(&A);
  size_t nstates = A.d->units.data[A.unit].states.len;
  A.body = xcalloc(nstates, sizeof *A.body);
  arch_share_regs(&A);
  arch_pipe_plan(&A);
  arch_ports(&A);
  arch_memories(&A);
  make_value_sigs(&A);
  make_exprs(&A);
  arch_pipe_control(&A);
  arch_mem_ports(&A);
  arch_stream_logic(&A);
  arch_gates_logic(&A);
  make_bodies(&A);
  arch_free_tmp(&A, nstates);
  return A.d;
}
