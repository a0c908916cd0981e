/* render.c - turns the simulator's raw print records back into the text the
 * C program prints, using the program's own format strings and the C
 * library's printf, so the comparison with the native run is exact. */
#include <inttypes.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim.h"

typedef enum { LEN_NONE, LEN_HH, LEN_H, LEN_L, LEN_LL, LEN_J, LEN_Z, LEN_T } LenMod;

/* One conversion specification, rebuilt without '*' (the star arguments are
 * written into the spec as numbers). */
typedef struct Spec {
  char text[64];
  size_t n;
  LenMod len;
  char conv;
} Spec;

static void spec_putc(Spec *s, char c) {
  if (s->n + 1 < sizeof s->text) s->text[s->n++] = c;
  s->text[s->n] = 0;
}

static void spec_puts(Spec *s, const char *str) {
  while (*str) spec_putc(s, *str++);
}

static bool take_arg(const uint64_t *args, uint32_t nargs, uint32_t *next,
                     uint64_t *v, Sbuf *err) {
  if (*next >= nargs) {
    sb_printf(err, "format needs more than the %u argument(s) recorded",
              nargs);
    return false;
  }
  *v = args[(*next)++];
  return true;
}

/* Width or precision: digits, or '*' taking an int argument. */
static bool parse_count(const char **pp, Spec *s, bool precision,
                        const uint64_t *args, uint32_t nargs, uint32_t *next,
                        Sbuf *err) {
  const char *p = *pp;
  if (*p == '*') {
    uint64_t v;
    if (!take_arg(args, nargs, next, &v, err)) return false;
    int n = (int)sign_extend(v, 32);
    char buf[24];
    /* A negative precision means "none"; a negative width is the '-' flag,
     * which "%-N" expresses directly. */
    if (!(precision && n < 0)) {
      snprintf(buf, sizeof buf, "%s%d", precision ? "." : "", n);
      spec_puts(s, buf);
    }
    *pp = p + 1;
    return true;
  }
  if (precision) spec_putc(s, '.');
  while (*p >= '0' && *p <= '9') spec_putc(s, *p++);
  *pp = p;
  return true;
}

static LenMod parse_len(const char **pp, Spec *s) {
  const char *p = *pp;
  LenMod len = LEN_NONE;
  if (p[0] == 'h' && p[1] == 'h') len = LEN_HH, p += 2;
  else if (p[0] == 'l' && p[1] == 'l') len = LEN_LL, p += 2;
  else if (*p == 'h') len = LEN_H, p++;
  else if (*p == 'l') len = LEN_L, p++;
  else if (*p == 'j') len = LEN_J, p++;
  else if (*p == 'z') len = LEN_Z, p++;
  else if (*p == 't') len = LEN_T, p++;
  else if (*p == 'q' || *p == 'L') len = LEN_LL, p++;
  for (const char *q = *pp; q < p; q++) spec_putc(s, *q);
  *pp = p;
  return len;
}

/* Parses the conversion at *pp (just after '%'). */
static bool parse_spec(const char **pp, Spec *s, const uint64_t *args,
                       uint32_t nargs, uint32_t *next, Sbuf *err) {
  const char *p = *pp;
  memset(s, 0, sizeof *s);
  spec_putc(s, '%');
  while (*p && strchr("-+ #0", *p)) spec_putc(s, *p++);
  if (!parse_count(&p, s, false, args, nargs, next, err)) return false;
  if (*p == '.') {
    p++;
    if (!parse_count(&p, s, true, args, nargs, next, err)) return false;
  }
  s->len = parse_len(&p, s);
  s->conv = *p;
  if (!*p) {
    sb_puts(err, "format ends inside a conversion");
    return false;
  }
  spec_putc(s, *p++);
  *pp = p;
  return true;
}

static void append_formatted(Sbuf *out, const char *buf, int n) {
  for (int i = 0; i < n; i++) sb_putc(out, buf[i]);
}

#define EMIT(T, x)                                                             \
  do {                                                                         \
    T x_ = (T)(x);                                                             \
    int n_ = snprintf(buf, sizeof buf, s->text, x_);                           \
    if (n_ >= (int)sizeof buf) {                                               \
      char *big_ = xmalloc((size_t)n_ + 1);                                    \
      snprintf(big_, (size_t)n_ + 1, s->text, x_);                             \
      append_formatted(out, big_, n_);                                         \
      free(big_);                                                              \
    } else if (n_ > 0) {                                                       \
      append_formatted(out, buf, n_);                                          \
    }                                                                          \
  } while (0)

/* The value is passed as the type printf expects after default argument
 * promotion; printf itself narrows for hh and h. */
static void emit_signed(const Spec *s, uint64_t v, Sbuf *out) {
  char buf[128];
  switch (s->len) {
  case LEN_NONE: case LEN_HH: case LEN_H: EMIT(int, sign_extend(v, 32)); break;
  case LEN_L: EMIT(long, (int64_t)v); break;
  case LEN_LL: EMIT(long long, (int64_t)v); break;
  case LEN_J: EMIT(intmax_t, (int64_t)v); break;
  case LEN_Z: case LEN_T: EMIT(ptrdiff_t, (int64_t)v); break;
  }
}

static void emit_unsigned(const Spec *s, uint64_t v, Sbuf *out) {
  char buf[128];
  switch (s->len) {
  case LEN_NONE: case LEN_HH: case LEN_H: EMIT(unsigned, (uint32_t)v); break;
  case LEN_L: EMIT(unsigned long, v); break;
  case LEN_LL: EMIT(unsigned long long, v); break;
  case LEN_J: EMIT(uintmax_t, v); break;
  case LEN_Z: case LEN_T: EMIT(size_t, v); break;
  }
}

static bool emit_conv(const Spec *s, const uint64_t *args, uint32_t nargs,
                      uint32_t *next, Sbuf *out, Sbuf *err) {
  uint64_t v;
  char buf[128];
  switch (s->conv) {
  case 'd': case 'i':
    if (!take_arg(args, nargs, next, &v, err)) return false;
    emit_signed(s, v, out);
    return true;
  case 'u': case 'x': case 'X': case 'o':
    if (!take_arg(args, nargs, next, &v, err)) return false;
    emit_unsigned(s, v, out);
    return true;
  case 'c':
    if (s->len != LEN_NONE) break;
    if (!take_arg(args, nargs, next, &v, err)) return false;
    EMIT(int, sign_extend(v, 32));
    return true;
  case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a':
  case 'A': {
    /* a double's 64 bits (a design's doubles are their bits); 'l' changes
     * nothing, 'L' is not recorded */
    if (s->len != LEN_NONE && s->len != LEN_L) break;
    if (!take_arg(args, nargs, next, &v, err)) return false;
    double d;
    memcpy(&d, &v, sizeof d);
    EMIT(double, d);
    return true;
  }
  default:
    break;
  }
  sb_printf(err, "cannot render conversion '%s' (not an integer or double "
            "conversion)", s->text);
  return false;
}

bool render_print(const char *fmt, const uint64_t *args, uint32_t nargs,
                  Sbuf *out, Sbuf *err) {
  uint32_t next = 0;
  for (const char *p = fmt; *p;) {
    if (*p != '%') {
      sb_putc(out, *p++);
      continue;
    }
    p++;
    if (*p == '%') {
      sb_putc(out, '%');
      p++;
      continue;
    }
    Spec s;
    if (!parse_spec(&p, &s, args, nargs, &next, err)) return false;
    if (!emit_conv(&s, args, nargs, &next, out, err)) return false;
  }
  return true;
}

/* ---- the simulator's output ---- */

static bool parse_hex(const char *tok, size_t n, uint64_t *v) {
  uint64_t x = 0;
  if (n == 0) return false;
  for (size_t i = 0; i < n; i++) {
    char c = tok[i];
    unsigned d;
    if (c >= '0' && c <= '9') d = (unsigned)(c - '0');
    else if (c >= 'a' && c <= 'f') d = (unsigned)(c - 'a' + 10);
    else if (c >= 'A' && c <= 'F') d = (unsigned)(c - 'A' + 10);
    else return false;
    if (x >> 60) return false;
    x = x << 4 | d;
  }
  *v = x;
  return true;
}

/* Next space-separated token of a line; false at the end of the line. */
static bool next_token(const char **pp, const char *end, const char **tok,
                       size_t *n) {
  const char *p = *pp;
  while (p < end && *p == ' ') p++;
  if (p >= end) return false;
  *tok = p;
  while (p < end && *p != ' ') p++;
  *n = (size_t)(p - *tok);
  *pp = p;
  return true;
}

static bool token_u64(const char **pp, const char *end, bool hex,
                      uint64_t *v) {
  const char *tok;
  size_t n;
  if (!next_token(pp, end, &tok, &n)) return false;
  if (hex) return parse_hex(tok, n, v);
  uint64_t x = 0;
  for (size_t i = 0; i < n; i++) {
    if (tok[i] < '0' || tok[i] > '9' || x > UINT64_MAX / 10 - 1) return false;
    x = x * 10 + (uint64_t)(tok[i] - '0');
  }
  *v = x;
  return n > 0;
}

static void bad_record(const char *line, const char *end, const char *why,
                       Sbuf *fail) {
  sb_printf(fail, "%s in simulation output: \"", why);
  sim_quote(fail, line, (size_t)(end - line), 80);
  sb_putc(fail, '"');
}

static int parse_print(const Func *f, const char *line, const char *end,
                       RunResult *r, Sbuf *fail) {
  const char *p = line + strlen("@hlsc-print");
  uint64_t idx;
  if (!token_u64(&p, end, false, &idx) || idx >= f->prints.len) {
    bad_record(line, end, "bad print index", fail);
    return 1;
  }
  const Print *pr = &f->prints.data[idx];
  uint64_t *args = xcalloc(pr->nargs + 1, sizeof *args);
  int rc = 0;
  for (uint32_t i = 0; i < pr->nargs && !rc; i++)
    if (!token_u64(&p, end, true, &args[i])) {
      bad_record(line, end, "undefined (x/z) or missing print argument", fail);
      rc = 1;
    }
  Sbuf err = {0};
  if (!rc && !render_print(pr->fmt, args, pr->nargs, &r->out, &err)) {
    sb_printf(fail, "cannot render print #%u: %s", (unsigned)idx,
              sb_str(&err));
    rc = 1;
  }
  sb_free(&err);
  free(args);
  return rc;
}

static int parse_result(const Func *f, const char *line, const char *end,
                        RunResult *r, Sbuf *fail) {
  const char *p = line + strlen("@hlsc-result");
  const char *tok;
  size_t n;
  if (!next_token(&p, end, &tok, &n) || !token_u64(&p, end, false, &r->cycles))
    goto bad;
  if (n == 4 && !memcmp(tok, "done", 4)) {
    if (!token_u64(&p, end, true, &r->ret)) {
      bad_record(line, end, "undefined (x/z) return value", fail);
      return 1;
    }
    r->ret &= mask_bits(f->ret_width ? f->ret_width : 64);
    r->returned = true;
    return 0;
  }
  if (n == 7 && !memcmp(tok, "timeout", 7)) return 0;
bad:
  bad_record(line, end, "malformed result record", fail);
  return 1;
}

int sim_parse_output(const Func *f, const char *text, RunResult *r,
                     Sbuf *fail) {
  bool have_result = false;
  for (const char *line = text; *line;) {
    const char *end = strchr(line, '\n');
    if (!end) end = line + strlen(line);
    const char *e = end;
    if (e > line && e[-1] == '\r') e--;
    int rc = 0;
    if (!strncmp(line, "@hlsc-print ", 12)) {
      rc = parse_print(f, line, e, r, fail);
    } else if (!strncmp(line, "@hlsc-result ", 13)) {
      rc = parse_result(f, line, e, r, fail);
      have_result = true;
    } else if (!strncmp(line, "@hlsc-protocol ", 15)) {
      sb_puts(fail, "handshake violated: ");
      sim_quote(fail, line + 15, (size_t)(e - line - 15), 120);
      rc = 1;
    }
    if (rc) return rc;
    line = *end ? end + 1 : end;
  }
  if (!have_result) {
    sb_puts(fail, "the simulation ended without a result record");
    return 1;
  }
  return 0;
}
