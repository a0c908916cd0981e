/* util.c - arena, heap helpers, string builder, diagnostics. */
#include "util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- arena ---- */
struct ArenaChunk {
  ArenaChunk *next;
  size_t used, size;
  _Alignas(16) unsigned char data[];
};

void *arena_alloc(Arena *a, size_t size) {
  size = (size + 15) & ~(size_t)15;
  ArenaChunk *c = a->head;
  if (!c || c->used + size > c->size) {
    size_t cap = size > 65536 ? size : 65536;
    c = xmalloc(sizeof(ArenaChunk) + cap);
    c->next = a->head;
    c->used = 0;
    c->size = cap;
    a->head = c;
  }
  void *p = c->data + c->used;
  c->used += size;
  memset(p, 0, size);
  return p;
}

void *arena_dup(Arena *a, const void *p, size_t size) {
  void *q = arena_alloc(a, size ? size : 1);
  if (size) memcpy(q, p, size);
  return q;
}

char *arena_strdup(Arena *a, const char *s) {
  return s ? arena_dup(a, s, strlen(s) + 1) : NULL;
}

char *arena_printf(Arena *a, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  Sbuf b = {0};
  sb_vprintf(&b, fmt, ap);
  va_end(ap);
  char *r = arena_strdup(a, sb_str(&b));
  sb_free(&b);
  return r;
}

void arena_free(Arena *a) {
  ArenaChunk *c = a->head;
  while (c) {
    ArenaChunk *n = c->next;
    free(c);
    c = n;
  }
  a->head = NULL;
}

/* ---- heap ---- */
static NORETURN void out_of_memory(void) {
  fputs("hlsc: fatal: out of memory\n", stderr);
  abort();
}

void *xmalloc(size_t size) {
  void *p = malloc(size ? size : 1);
  if (!p) out_of_memory();
  return p;
}

void *xcalloc(size_t n, size_t size) {
  void *p = calloc(n ? n : 1, size ? size : 1);
  if (!p) out_of_memory();
  return p;
}

void *xrealloc(void *p, size_t size) {
  p = realloc(p, size ? size : 1);
  if (!p) out_of_memory();
  return p;
}

char *xstrdup(const char *s) {
  size_t n = strlen(s) + 1;
  return memcpy(xmalloc(n), s, n);
}

/* ---- string builder ---- */
/* Room for n more bytes and the terminating NUL. */
static void sb_reserve(Sbuf *b, size_t n) {
  if (b->len + n + 1 <= b->cap) return;
  size_t cap = b->cap ? b->cap : 256;
  while (cap < b->len + n + 1) cap *= 2;
  b->s = xrealloc(b->s, cap);
  b->cap = cap;
}

/* Formats into the free space first: only a string longer than that is
 * formatted twice (the Verilog of a 100,000-statement design is millions
 * of calls). */
void sb_vprintf(Sbuf *b, const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  size_t room = b->cap > b->len ? b->cap - b->len : 0;
  int n = vsnprintf(room ? b->s + b->len : NULL, room, fmt, ap2);
  va_end(ap2);
  if (n < 0) ICE("bad format string '%s'", fmt);
  if ((size_t)n >= room) {
    sb_reserve(b, (size_t)n);
    vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
  }
  b->len += (size_t)n;
}

void sb_printf(Sbuf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(b, fmt, ap);
  va_end(ap);
}

void sb_puts(Sbuf *b, const char *s) {
  if (!s) s = "(null)"; /* what "%s" printed */
  size_t n = strlen(s);
  sb_reserve(b, n);
  memcpy(b->s + b->len, s, n + 1);
  b->len += n;
}

void sb_append(Sbuf *b, const char *data, size_t n) {
  sb_reserve(b, n);
  if (n) memcpy(b->s + b->len, data, n);
  b->len += n;
  b->s[b->len] = 0;
}

void sb_hex_words(Sbuf *b, const uint64_t *w, unsigned n) {
  if (!n) {
    sb_putc(b, '0');
    return;
  }
  unsigned i = n;
  while (i > 1 && !w[i - 1]) i--;
  sb_printf(b, "%llx", (unsigned long long)w[--i]);
  while (i--) sb_printf(b, "%016llx", (unsigned long long)w[i]);
}

void sb_putc(Sbuf *b, char c) {
  sb_reserve(b, 1);
  b->s[b->len++] = c;
  b->s[b->len] = '\0';
}

void sb_free(Sbuf *b) {
  free(b->s);
  b->s = NULL;
  b->len = b->cap = 0;
}

const char *sb_str(Sbuf *b) { return b->s ? b->s : ""; }

/* ---- diagnostics ---- */
static int n_errors;
static bool quiet;

bool diag_quiet(bool q) {
  bool was = quiet;
  quiet = q;
  return was;
}

static void diag_v(const char *kind, SrcLoc loc, const char *fmt, va_list ap) {
  if (loc.file && loc.line)
    fprintf(stderr, "%s:%u:%u: %s: ", loc.file, loc.line, loc.col ? loc.col : 1,
            kind);
  else if (loc.file)
    fprintf(stderr, "%s: %s: ", loc.file, kind);
  else
    fprintf(stderr, "hlsc: %s: ", kind);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
}

void diag_error(SrcLoc loc, const char *fmt, ...) {
  if (quiet) return;
  va_list ap;
  va_start(ap, fmt);
  diag_v("error", loc, fmt, ap);
  va_end(ap);
  n_errors++;
}

void diag_warning(SrcLoc loc, const char *fmt, ...) {
  if (quiet) return;
  va_list ap;
  va_start(ap, fmt);
  diag_v("warning", loc, fmt, ap);
  va_end(ap);
}

void diag_note(SrcLoc loc, const char *fmt, ...) {
  if (quiet) return;
  va_list ap;
  va_start(ap, fmt);
  diag_v("note", loc, fmt, ap);
  va_end(ap);
}

int diag_errors(void) { return n_errors; }
void diag_reset(void) { n_errors = 0; }

void internal_error(const char *file, int line, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "hlsc: internal compiler error at %s:%d: ", file, line);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  abort();
}
