/* netlist.c - building the RTL netlist, its statistics, and freeing it. */
#include "netlist.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

RtlDesign *rtl_design_new(const char *name) {
  RtlDesign *d = xcalloc(1, sizeof *d);
  d->name = arena_strdup(&d->arena, name);
  d->header = "";
  return d;
}

char *rtl_strdup(RtlDesign *d, const char *s) {
  return arena_strdup(&d->arena, s);
}

char *rtl_printf(RtlDesign *d, const char *fmt, ...) {
  va_list ap;
  Sbuf b = {0};
  va_start(ap, fmt);
  sb_vprintf(&b, fmt, ap);
  va_end(ap);
  char *s = arena_strdup(&d->arena, sb_str(&b));
  sb_free(&b);
  return s;
}

void rtl_reserve(RtlDesign *d, const char *name) {
  vec_push(&d->port_names, rtl_strdup(d, name));
}

static bool is_port_name(const RtlDesign *d, const char *name) {
  for (size_t i = 0; i < d->port_names.len; i++)
    if (!strcmp(d->port_names.data[i], name)) return true;
  return false;
}

static bool is_declared(const RtlDesign *d, const char *name) {
  for (size_t i = 0; i < d->sigs.len; i++)
    if (!strcmp(d->sigs.data[i].name, name)) return true;
  for (size_t i = 0; i < d->mems.len; i++)
    if (!strcmp(d->mems.data[i].name, name)) return true;
  for (size_t u = 0; u < d->units.len; u++)
    for (size_t k = 0; k < d->units.data[u].states.len; k++)
      if (!strcmp(d->units.data[u].states.data[k].name, name)) return true;
  return false;
}

/* Internal names are unique by construction among themselves, but the
 * ports carry the user's names: an internal name that is a port's gets
 * _1, _2, ... (the scans only run on such a clash, which is rare). */
const char *rtl_fresh(RtlDesign *d, const char *name) {
  if (!is_port_name(d, name)) return rtl_strdup(d, name);
  for (unsigned n = 1;; n++) {
    const char *c = rtl_printf(d, "%s_%u", name, n);
    if (!is_port_name(d, c) && !is_declared(d, c)) return c;
  }
}

SigId rtl_port(RtlDesign *d, const char *name, uint32_t width,
               RtlPortDir dir) {
  if (width == 0) ICE("zero-width port %s", name);
  RtlSig s = {rtl_strdup(d, name), width, SIG_WIRE, false, false, dir, NULL};
  vec_push(&d->sigs, s);
  return (SigId)(d->sigs.len - 1);
}

SigId rtl_sig(RtlDesign *d, const char *name, uint32_t width, SigKind kind,
              const char *comment) {
  if (width == 0) ICE("zero-width signal %s", name);
  RtlSig s = {rtl_fresh(d, name), width, kind, false, false, PORT_NO,
              comment ? rtl_strdup(d, comment) : NULL};
  vec_push(&d->sigs, s);
  return (SigId)(d->sigs.len - 1);
}

void rtl_assign(RtlDesign *d, SigId s, const char *expr) {
  RtlAssign a = {s, rtl_strdup(d, expr)};
  vec_push(&d->assigns, a);
}

uint32_t rtl_unit_new(RtlDesign *d, const char *name, const char *state_name) {
  RtlUnit u;
  memset(&u, 0, sizeof u);
  u.name = rtl_strdup(d, name);
  /* Width fixed once all states exist (see rtl_state_new). */
  u.state = rtl_sig(d, state_name, 1, SIG_REG, "FSM state");
  u.reset = "";
  u.pre = "";
  vec_push(&d->units, u);
  return (uint32_t)(d->units.len - 1);
}

unsigned rtl_state_bits(size_t nstates) {
  unsigned b = ceil_log2(nstates);
  return b ? b : 1;
}

uint32_t rtl_state_new(RtlDesign *d, uint32_t unit, const char *name,
                       const char *comment) {
  RtlUnit *u = &d->units.data[unit];
  RtlState s = {rtl_fresh(d, name), comment ? rtl_strdup(d, comment) : NULL,
                ""};
  vec_push(&u->states, s);
  rtl_sigp(d, u->state)->width = rtl_state_bits(u->states.len);
  return (uint32_t)(u->states.len - 1);
}

void rtl_proc(RtlDesign *d, const char *comment, const char *body) {
  RtlProc p = {false, comment ? rtl_strdup(d, comment) : NULL,
               rtl_strdup(d, body)};
  vec_push(&d->procs, p);
}

void rtl_proc_free(RtlDesign *d, const char *comment, const char *body) {
  rtl_proc(d, comment, body);
  d->procs.data[d->procs.len - 1].free = true;
}

char *rtl_ident_part(RtlDesign *d, const char *text) {
  Sbuf b = {0};
  if (!text || !*text) text = "v";
  for (const char *p = text; *p; p++) {
    unsigned char c = (unsigned char)*p;
    sb_putc(&b, isalnum(c) || c == '_' ? (char)c : '_');
  }
  char *s = rtl_strdup(d, sb_str(&b));
  sb_free(&b);
  return s;
}

char *rtl_ident(RtlDesign *d, const char *text) {
  Sbuf b = {0};
  if (!text || !*text) text = "v";
  if (isdigit((unsigned char)text[0])) sb_putc(&b, '_');
  sb_puts(&b, rtl_ident_part(d, text));
  if (rtl_reserved_word(sb_str(&b))) sb_putc(&b, '_');
  char *s = rtl_strdup(d, sb_str(&b));
  sb_free(&b);
  return s;
}

void rtl_stats(const RtlDesign *d, RtlStats *out) {
  memset(out, 0, sizeof *out);
  if (!d) return;
  for (size_t u = 0; u < d->units.len; u++)
    out->nstates += (uint32_t)d->units.data[u].states.len;
  for (size_t i = 0; i < d->sigs.len; i++) {
    const RtlSig *s = &d->sigs.data[i];
    if (s->kind != SIG_REG || !s->datapath) continue;
    out->nregs++;
    out->reg_bits += s->width;
  }
  for (size_t m = 0; m < d->mems.len; m++) {
    const RtlMem *mem = &d->mems.data[m];
    if (mem->external) {
      out->next_mems++;
      continue;
    }
    out->nmems++;
    out->mem_bits += (uint64_t)mem->width * mem->depth;
  }
  out->ndividers = d->ndividers;
}

void rtl_design_free(RtlDesign *d) {
  if (!d) return;
  for (size_t u = 0; u < d->units.len; u++) vec_free(&d->units.data[u].states);
  vec_free(&d->units);
  vec_free(&d->sigs);
  vec_free(&d->assigns);
  vec_free(&d->mems);
  vec_free(&d->procs);
  vec_free(&d->port_names);
  arena_free(&d->arena);
  free(d);
}
