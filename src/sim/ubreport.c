/* ubreport.c - a sanitizer's report of the native run as a FAIL reason.
 *
 * A program with undefined behaviour is no reference for the hardware, so
 * its run FAILs; what the user needs then is where and what to change.
 * UBSan's report starts with the position ("FILE:LINE:COL: runtime error:
 * ..."); ASan's is found in its stack trace, as the first frame in a file
 * that is not hlsc's harness (the native build has -g). That position is
 * said on stderr as a compiler error would be, with the source line and a
 * hint for the kind of fault (the caller prints it once, not for a second
 * probing run), and is repeated in the FAIL reason.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim.h"

static bool line_has(const char *line, const char *key) {
  const char *hit = strstr(line, key);
  return hit && hit < line + strcspn(line, "\n");
}

/* ASan's reports of a program that asked for more memory than it may
 * have: a resource limit, not undefined behaviour. */
static bool out_of_memory(const char *line) {
  static const char *const keys[] = {
      "out of memory", "allocation-size-too-big", "calloc-overflow",
      "rss-limit-exceeded", "requested allocation size", NULL};
  for (size_t i = 0; keys[i]; i++)
    if (line_has(line, keys[i])) return true;
  return false;
}

typedef struct UbLoc {
  char *file; /* xmalloc'd */
  unsigned line, col;
} UbLoc;

/* "PATH:LINE:COL" at s, up to its length n; false when it is not one. */
static bool parse_loc(const char *s, size_t n, UbLoc *l) {
  char *t = xmalloc(n + 1);
  memcpy(t, s, n);
  t[n] = 0;
  char *c2 = strrchr(t, ':'), *c1 = NULL;
  for (char *p = t; c2 && p < c2; p++)
    if (*p == ':') c1 = p;
  char *e1, *e2;
  unsigned long ln = c1 ? strtoul(c1 + 1, &e1, 10) : 0;
  unsigned long cl = c2 ? strtoul(c2 + 1, &e2, 10) : 0;
  if (!c1 || c1 == t || e1 != c2 || *e2 || ln == 0) {
    free(t);
    return false;
  }
  *c1 = 0;
  l->file = t;
  l->line = (unsigned)ln;
  l->col = (unsigned)cl;
  return true;
}

/* The harness's own files (native.c, record.c) are not the user's. */
static bool is_harness(const char *file) {
  const char *b = strrchr(file, '/');
  return !strncmp(b ? b + 1 : file, "hlsc_", 5);
}

/* ASan: the first frame "#N 0xADDR in FUNC PATH:LINE:COL" of the user's. */
static bool asan_loc(const char *report, UbLoc *l) {
  for (const char *p = report; *p; p += strcspn(p, "\n"), p += *p == '\n') {
    const char *q = p + strspn(p, " ");
    if (*q != '#') continue;
    size_t n = strcspn(q, "\n");
    const char *in = strstr(q, " in ");
    if (!in || in > q + n) continue;
    const char *last = q + n;
    while (last > in && last[-1] != ' ') last--;
    if (parse_loc(last, (size_t)(q + n - last), l)) {
      if (!is_harness(l->file)) return true;
      free(l->file);
    }
  }
  return false;
}

/* What to do about the fault the report's line describes. */
static const char *hint(const char *line) {
  if (line_has(line, "out of bounds") || line_has(line, "buffer-overflow") ||
      line_has(line, "buffer-underflow"))
    return "the access is outside its array: correct the index or enlarge "
           "the array (hardware would read or overwrite something else "
           "there)";
  if (line_has(line, "signed integer overflow") ||
      line_has(line, "left shift of") || line_has(line, "negation of"))
    return "without --strict-overflow, signed overflow and shifts of "
           "negative values wrap (two's complement, as with -fwrapv) in the "
           "design and the native run alike";
  if (line_has(line, "shift exponent"))
    return "a shift by the width of its type or more: keep the shift "
           "amount below the width";
  if (line_has(line, "division by zero"))
    return "guard the division against a zero divisor";
  if (line_has(line, "AddressSanitizer: FPE"))
    return "a division the processor traps on (by zero, or INT_MIN / -1, "
           "which -fwrapv does not define): guard the division";
  if (line_has(line, "uninitialized") || line_has(line, "null pointer"))
    return "fix the program there";
  return "fix the program there: hlsc cannot know what the hardware should "
         "do";
}

/* The user's name for the file: as given on the command line when it is
 * the input. */
static const char *shown_file(const SimCtx *cx, const char *file) {
  return cx && cx->input_abs && !strcmp(file, cx->input_abs) ? cx->opt->input
                                                       : file;
}

static void put_source_line(const UbLoc *l, Sbuf *say) {
  char *text = read_file(l->file, NULL);
  if (!text) return;
  const char *p = text;
  for (unsigned i = 1; i < l->line && *p; i++) p += strcspn(p, "\n") + 1;
  if (*p) {
    int n = (int)strcspn(p, "\n");
    sb_printf(say, "%.*s\n", n, p);
    if (l->col >= 1 && (int)l->col <= n + 1) {
      for (unsigned i = 1; i < l->col; i++)
        sb_putc(say, p[i - 1] == '\t' ? '\t' : ' ');
      sb_puts(say, "^\n");
    }
  }
  free(text);
}

/* The located error (with the source line) in say, its position and hint
 * in out. */
static void say_located(const SimCtx *cx, const UbLoc *l, const char *line,
                        Sbuf *out, Sbuf *say) {
  const char *file = shown_file(cx, l->file);
  const char *what = strstr(line, "runtime error: ");
  size_t n = strcspn(line, "\n");
  if (what && what < line + n) {
    what += strlen("runtime error: ");
  } else {
    what = strstr(line, "AddressSanitizer: ");
    what = what && what < line + n ? what + strlen("AddressSanitizer: ")
                                   : line;
  }
  int wn = (int)(line + n - what);
  sb_printf(say, "%s:%u:%u: error: the native run has undefined behaviour "
            "here (%.*s), so it cannot be the reference; %s\n", file,
            l->line, l->col, wn, what, hint(line));
  put_source_line(l, say);
  sb_printf(out, "; at %s:%u:%u: %s", file, l->line, l->col, hint(line));
}

bool sim_sanitizer_report(const SimCtx *cx, const char *path, Sbuf *out,
                          Sbuf *say) {
  char *text = read_file(path, NULL);
  if (!text) return false;
  const char *hit = strstr(text, "runtime error:");
  bool ubsan = hit != NULL;
  if (!hit) hit = strstr(text, "ERROR: AddressSanitizer:");
  if (hit) {
    while (hit > text && hit[-1] != '\n') hit--;
    bool oom = out_of_memory(hit);
    if (oom)
      sb_puts(out, "the native program ran out of memory: \"");
    else if (line_has(hit, "AddressSanitizer: stack-overflow"))
      sb_puts(out, "the native program overflowed its stack (deep "
                   "recursion, a huge local array, or undefined behaviour): "
                   "\"");
    else
      sb_puts(out, "the program itself has undefined behaviour, so it cannot "
                   "be the reference: \"");
    sim_quote(out, hit, strcspn(hit, "\n"), 160);
    sb_puts(out, "\"");
    UbLoc l = {0};
    bool located = ubsan ? parse_loc(hit, strcspn(hit, " ") - 1, &l)
                         : asan_loc(hit, &l);
    if (located && !oom && say) say_located(cx, &l, hit, out, say);
    free(l.file);
  }
  free(text);
  return hit != NULL;
}
