/* pragma.c - what clang does not keep of the user's loops: the
 * `#pragma HLS` directives and the loops' C labels.
 *
 * clang ignores `#pragma HLS ...` (an unknown pragma) and keeps no labels
 * in its IR, so both come from text. The directives come from clang's own
 * preprocessed output (-E): it has the #if branches, includes and macros
 * (a `_Pragma("HLS ...")` too) resolved exactly as the compilation sees
 * them, comments removed, and `# LINE "FILE"` markers that give each
 * `#pragma` line the position clang's debug information uses. A directive
 * is tied to a loop later (directive.c) by position: the innermost loop
 * whose source range (the llvm.loop start and end locations) holds it.
 *
 * The same scan checks where `#pragma clang loop` stands: clang takes it
 * only right before a for/while/do, and a Vitis habit puts it inside the
 * body; the error then says where it must go.
 *
 * Labels are read from the source file at the loop's line: `NAME: for`
 * on that line, or a line of its own `NAME:` just above.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* ---- source files, by line ---- */

static const SrcText *src_text(Pragmas *pr, const char *file) {
  for (size_t i = 0; i < pr->files.len; i++)
    if (!strcmp(pr->files.data[i]->name, file)) return pr->files.data[i];
  SrcText *t = arena_alloc(&pr->arena, sizeof *t);
  t->name = arena_strdup(&pr->arena, file);
  size_t len = 0;
  char *s = read_file(file, &len);
  t->text = s ? arena_dup(&pr->arena, s, len + 1) : NULL;
  free(s);
  if (t->text) {
    t->text[len] = '\0';
    vec_push(&t->starts, 0u);
    for (size_t i = 0; i < len; i++)
      if (t->text[i] == '\n') vec_push(&t->starts, (uint32_t)(i + 1));
  }
  vec_push(&pr->files, t);
  return t;
}

/* Line `line` (1-based) of the file, without its newline; NULL if none. */
static const char *src_line(Pragmas *pr, const char *file, uint32_t line,
                            size_t *len) {
  const SrcText *t = src_text(pr, file);
  if (!t->text || line == 0 || line > t->starts.len) return NULL;
  const char *s = t->text + t->starts.data[line - 1];
  const char *e = strchr(s, '\n');
  *len = e ? (size_t)(e - s) : strlen(s);
  return s;
}

static bool ident_char(char c) { return isalnum((unsigned char)c) || c == '_'; }

/* The label that ends s[0..n) as `NAME :` (then spaces only), where NAME
 * starts the text or follows ; { or } (so `case NAME:` and a comment's
 * `word:` are not labels); NULL if none. */
static const char *label_at_end(Pragmas *pr, const char *s, size_t n) {
  while (n && isspace((unsigned char)s[n - 1])) n--;
  if (!n || s[n - 1] != ':') return NULL;
  n--;
  while (n && isspace((unsigned char)s[n - 1])) n--;
  size_t e = n;
  while (n && ident_char(s[n - 1])) n--;
  if (n == e || isdigit((unsigned char)s[n])) return NULL;
  size_t b = n;
  while (n && isspace((unsigned char)s[n - 1])) n--;
  if (n && !strchr(";{}", s[n - 1])) return NULL;
  if (e - b == 7 && !strncmp(s + b, "default", 7)) return NULL;
  char *l = arena_alloc(&pr->arena, e - b + 1);
  memcpy(l, s + b, e - b);
  return l;
}

const char *pragma_label(Pragmas *pr, SrcLoc at) {
  if (!pr || !at.file || !at.line) return NULL;
  size_t n = 0;
  const char *s = src_line(pr, at.file, at.line, &n);
  if (!s || at.col == 0 || at.col - 1 > n) return NULL;
  size_t before = at.col - 1;
  size_t k = 0;
  while (k < before && isspace((unsigned char)s[k])) k++;
  if (k < before) return label_at_end(pr, s, before);
  /* nothing before the loop on its line: a label line just above */
  for (uint32_t l = at.line - 1; l >= 1; l--) {
    const char *p = src_line(pr, at.file, l, &n);
    if (!p) return NULL;
    size_t j = 0;
    while (j < n && isspace((unsigned char)p[j])) j++;
    if (j == n) continue;
    return label_at_end(pr, p + j, n - j);
  }
  return NULL;
}

/* ---- clang -E output ---- */

/* `# 12 "file" 1 3`: sets *line and *file; *sys for a system header. */
static bool line_marker(Pragmas *pr, const char *s, uint32_t *line,
                        const char **file, bool *sys) {
  if (s[0] != '#' || s[1] != ' ' || !isdigit((unsigned char)s[2])) return false;
  char *e = NULL;
  unsigned long n = strtoul(s + 2, &e, 10);
  while (*e == ' ') e++;
  if (*e != '"') return false;
  Sbuf f = {0};
  for (e++; *e && *e != '"' && *e != '\n'; e++) {
    if (*e == '\\' && e[1]) e++;
    sb_putc(&f, *e);
  }
  if (*e == '"') e++;
  *line = (uint32_t)n;
  *file = arena_strdup(&pr->arena, sb_str(&f));
  sb_free(&f);
  *sys = false;
  for (; *e && *e != '\n'; e++)
    if (e[0] == ' ' && e[1] == '3' && (e[2] == ' ' || e[2] == '\n' || !e[2]))
      *sys = true;
  return true;
}

/* The word at *s (after blanks) compared case-insensitively with w; on a
 * match *s moves past it. */
static bool eat_word(const char **s, const char *w) {
  const char *p = *s;
  while (*p == ' ' || *p == '\t') p++;
  size_t n = strlen(w);
  if (strncasecmp(p, w, n) || ident_char(p[n])) return false;
  *s = p + n;
  return true;
}

/* The column of the `#` (or `_Pragma`) of a pragma at `line` of file. */
static uint32_t pragma_col(Pragmas *pr, const char *file, uint32_t line) {
  size_t n = 0;
  const char *s = src_line(pr, file, line, &n);
  if (!s) return 1;
  for (size_t i = 0; i < n; i++) {
    if (s[i] == '#') return (uint32_t)i + 1;
    if (!strncmp(s + i, "_Pragma", 7) && i + 7 <= n) return (uint32_t)i + 1;
  }
  return 1;
}

/* What a pending `#pragma clang loop` sees on this -E line: true when the
 * line settles it (a loop keyword, or anything else: *ok tells). */
static bool clang_loop_follow(const char *s, bool *ok) {
  while (*s == ' ' || *s == '\t') s++;
  if (!*s || *s == '\n') return false;
  if (*s == '#') return false; /* more pragmas, markers */
  const char *p = s;
  *ok = eat_word(&p, "for") || eat_word(&p, "while") || eat_word(&p, "do");
  return true;
}

bool pragma_scan(Pragmas *pr, const char *input, const char *text) {
  const char *file = input;
  uint32_t line = 1;
  bool sys = false, ok = true;
  SrcLoc pending = {0};
  for (const char *s = text; *s;) {
    const char *e = strchr(s, '\n');
    size_t n = e ? (size_t)(e - s) : strlen(s);
    if (line_marker(pr, s, &line, &file, &sys)) {
      s += n + (e != NULL);
      continue;
    }
    bool is_loop = false;
    if (pending.line && clang_loop_follow(s, &is_loop)) {
      if (!is_loop) {
        diag_error(pending, "'#pragma clang loop' must stand right before "
                   "the for, while or do it applies to (above the loop and "
                   "its label), not inside the loop's body");
        ok = false;
      }
      pending = (SrcLoc){0};
    }
    const char *p = s;
    while (*p == ' ' || *p == '\t') p++;
    if (!sys && *p == '#' && (p++, eat_word(&p, "pragma"))) {
      SrcLoc at = {file, line, pragma_col(pr, file, line)};
      if (eat_word(&p, "HLS")) {
        while (*p == ' ' || *p == '\t') p++;
        size_t k = (size_t)(s + n - p);
        char *t = arena_alloc(&pr->arena, k + 1);
        memcpy(t, p, k);
        vec_push(&pr->dirs, ((Directive){at, t}));
      } else if (eat_word(&p, "clang") && eat_word(&p, "loop")) {
        pending = at;
      }
    }
    line++;
    s += n + (e != NULL);
  }
  if (pending.line) {
    diag_error(pending, "'#pragma clang loop' must stand right before the "
               "for, while or do it applies to");
    ok = false;
  }
  return ok;
}

void pragma_free(Pragmas *pr) {
  for (size_t i = 0; i < pr->files.len; i++) vec_free(&pr->files.data[i]->starts);
  vec_free(&pr->files);
  vec_free(&pr->dirs);
  vec_free(&pr->trips);
  vec_free(&pr->parts);
  arena_free(&pr->arena);
}
