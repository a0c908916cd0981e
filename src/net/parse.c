/* parse.c - reads the text form of a network (grammar in net.h).
 *
 * One token of lookahead; the first error ends the parse by a longjmp back
 * to net_parse, which frees the partial network. Every nested region is
 * attached to its unit as soon as it is made, so that one net_free of the
 * root frees everything built so far. */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net.h"

typedef enum {
  T_EOF,
  T_WORD,
  T_STR,
  T_AT,
  T_LBRACE,
  T_RBRACE,
  T_COLON,
  T_DOT,
  T_BANG
} TokKind;

typedef struct Tok {
  TokKind kind;
  const char *s; /* T_WORD: its characters (not terminated) */
  size_t len;
  uint32_t line, col;
} Tok;

typedef struct P {
  const char *src;
  size_t pos;
  uint32_t line, col;
  Tok t;
  Sbuf str; /* T_STR: the decoded string; also a scratch for names */
  Sbuf err;
  Net *root;
  jmp_buf fail;
} P;

static const char *tok_text[] = {"end of text", "a word", "a string",
                                 "'@'",         "'{'",    "'}'",
                                 "':'",         "'.'",    "'!'"};

PRINTF_LIKE(4, 5)
NORETURN static void fail_at(P *p, uint32_t line, uint32_t col, const char *fmt,
                             ...) {
  sb_printf(&p->err, "%u:%u: error: ", line, col);
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(&p->err, fmt, ap);
  va_end(ap);
  sb_putc(&p->err, '\n');
  longjmp(p->fail, 1);
}
#define FAIL(p, ...) fail_at(p, (p)->t.line, (p)->t.col, __VA_ARGS__)

static char peekc(P *p) { return p->src[p->pos]; }

static void advance(P *p) {
  if (p->src[p->pos] == '\n') {
    p->line++;
    p->col = 1;
  } else {
    p->col++;
  }
  p->pos++;
}

static bool word_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
         (c >= '0' && c <= '9') || c == '_' || c == '-';
}

static void lex_string(P *p) {
  p->str.len = 0;
  sb_puts(&p->str, "");
  advance(p);
  for (;;) {
    char c = peekc(p);
    if (c == '\0' || c == '\n')
      fail_at(p, p->t.line, p->t.col, "unterminated string");
    advance(p);
    if (c == '"') break;
    if (c == '\\') {
      c = peekc(p);
      if (c != '\\' && c != '"' && c != 'n')
        fail_at(p, p->line, p->col, "unknown escape in a string");
      advance(p);
      if (c == 'n') c = '\n';
    }
    sb_putc(&p->str, c);
  }
}

static void next(P *p) {
  for (;;) {
    char c = peekc(p);
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
      advance(p);
    } else if (c == ';') {
      while (peekc(p) && peekc(p) != '\n') advance(p);
    } else {
      break;
    }
  }
  Tok *t = &p->t;
  t->line = p->line;
  t->col = p->col;
  t->s = p->src + p->pos;
  t->len = 0;
  char c = peekc(p);
  static const char punct[] = "@{}:.!";
  const char *q = c ? strchr(punct, c) : NULL;
  if (c == '\0') {
    t->kind = T_EOF;
  } else if (q) {
    t->kind = (TokKind)(T_AT + (q - punct));
    advance(p);
  } else if (word_char(c)) {
    t->kind = T_WORD;
    while (word_char(peekc(p))) advance(p);
    t->len = (size_t)(p->src + p->pos - t->s);
  } else if (c == '"') {
    t->kind = T_STR;
    lex_string(p);
  } else if (c >= 0x20 && c < 0x7f) {
    FAIL(p, "unexpected character '%c'", c);
  } else {
    FAIL(p, "unexpected byte 0x%02x", (unsigned)(unsigned char)c);
  }
}

static bool is_word(P *p, const char *w) {
  return p->t.kind == T_WORD && p->t.len == strlen(w) &&
         memcmp(p->t.s, w, p->t.len) == 0;
}

/* The current token as text for a message ("'foo'" or its kind). */
static const char *found(P *p) {
  if (p->t.kind != T_WORD) return tok_text[p->t.kind];
  p->str.len = 0;
  sb_printf(&p->str, "'%.*s'", p->t.len > 40 ? 40 : (int)p->t.len, p->t.s);
  return sb_str(&p->str);
}

static void expect(P *p, TokKind k) {
  if (p->t.kind != k) FAIL(p, "expected %s, found %s", tok_text[k], found(p));
  next(p);
}

static void expect_word(P *p, const char *w) {
  if (!is_word(p, w)) FAIL(p, "expected '%s', found %s", w, found(p));
  next(p);
}

/* A NAME (after '@' when at): returned in p->str, valid until the next
 * token. */
static const char *name(P *p, bool at, const char *what) {
  if (at) expect(p, T_AT);
  if (p->t.kind != T_WORD)
    FAIL(p, "expected %s name, found %s", what, found(p));
  char c = p->t.s[0];
  if ((c >= '0' && c <= '9') || memchr(p->t.s, '-', p->t.len))
    FAIL(p, "bad name %s for %s: names are identifiers", found(p), what);
  p->str.len = 0;
  sb_printf(&p->str, "%.*s", (int)p->t.len, p->t.s);
  next(p);
  return sb_str(&p->str);
}

/* Decimal digits in s[0..len) as a uint32_t; fails on anything else. */
static uint32_t digits(P *p, const char *s, size_t len, const char *what) {
  if (len == 0) FAIL(p, "expected %s, found %s", what, found(p));
  uint64_t v = 0;
  for (size_t i = 0; i < len; i++) {
    if (s[i] < '0' || s[i] > '9')
      FAIL(p, "expected %s, found %s", what, found(p));
    v = v * 10 + (uint64_t)(s[i] - '0');
    if (v > 0xffffffffu) FAIL(p, "%s too large", what);
  }
  return (uint32_t)v;
}

static uint32_t number(P *p, const char *what) {
  if (p->t.kind != T_WORD) FAIL(p, "expected %s, found %s", what, found(p));
  uint32_t v = digits(p, p->t.s, p->t.len, what);
  next(p);
  return v;
}

/* ': iW' */
static uint32_t width(P *p) {
  expect(p, T_COLON);
  if (p->t.kind != T_WORD || p->t.s[0] != 'i')
    FAIL(p, "expected a width like i8, found %s", found(p));
  uint32_t w = digits(p, p->t.s + 1, p->t.len - 1, "a width like i8");
  next(p);
  return w;
}

/* Optional '!' ["FILE" ':'] LINE ':' COL; the file lives in p->str. */
static SrcLoc loc(P *p) {
  SrcLoc l = {0};
  if (p->t.kind != T_BANG) return l;
  next(p);
  if (p->t.kind == T_STR) {
    l.file = sb_str(&p->str);
    next(p);
    expect(p, T_COLON);
  }
  l.line = number(p, "a line number");
  expect(p, T_COLON);
  l.col = number(p, "a column number");
  return l;
}

static SrcLoc own(Net *n, SrcLoc l) {
  if (l.file) l.file = arena_strdup(&n->arena, l.file);
  return l;
}

/* ('in' | 'out'), after which the caller reads the rest of a port. */
static NetDir direction(P *p) {
  NetDir d = is_word(p, "in") ? NET_IN : NET_OUT;
  next(p);
  return d;
}

/* '@'UNIT'.'PORT | 'self.'PORT, names declared before. */
static NetEnd endpoint(P *p, const Net *n) {
  uint32_t line = p->t.line, col = p->t.col;
  if (is_word(p, "self")) {
    next(p);
    expect(p, T_DOT);
    uint32_t pl = p->t.line, pc = p->t.col;
    const char *pn = name(p, false, "a port");
    int64_t i = net_find_port(n, pn);
    if (i < 0) fail_at(p, pl, pc, "region @%s has no port %s", n->name, pn);
    return net_boundary_end((uint32_t)i);
  }
  if (p->t.kind != T_AT)
    FAIL(p, "expected an endpoint (@unit.port or self.port), found %s",
         found(p));
  int64_t u = net_find_unit(n, name(p, true, "a unit"));
  if (u < 0)
    fail_at(p, line, col, "no unit @%s in region @%s", sb_str(&p->str),
            n->name);
  expect(p, T_DOT);
  uint32_t pl = p->t.line, pc = p->t.col;
  const NetUnit *un = &n->units.data[u];
  int64_t i = net_unit_find_port(un, name(p, false, "a port"));
  if (i < 0)
    fail_at(p, pl, pc, "unit @%s has no port %s", un->name, sb_str(&p->str));
  return net_unit_end((uint32_t)u, (uint32_t)i);
}

/* After 'chan': '@'NAME ':' iW 'depth' N ('writer' end | 'reader' end)*
 * [loc] */
static void chan(P *p, Net *n) {
  uint32_t c = net_add_chan(n, name(p, true, "a channel"), 0, 0, (SrcLoc){0});
  n->chans.data[c].width = width(p);
  expect_word(p, "depth");
  n->chans.data[c].depth = number(p, "a depth");
  for (;;) {
    bool writer = is_word(p, "writer");
    if (!writer && !is_word(p, "reader")) break;
    next(p);
    net_connect(n, c, writer, endpoint(p, n));
  }
  n->chans.data[c].loc = own(n, loc(p));
}

static void region_body(P *p, Net *n, unsigned level);

/* After 'unit': '@'NAME kind ['body' N] [loc] '{' uport* [region] '}' */
static void unit(P *p, Net *n, unsigned level) {
  uint32_t u = net_add_unit(n, name(p, true, "a unit"), NET_TERMINATING,
                            NET_NOBODY, (SrcLoc){0});
  if (is_word(p, "free-running"))
    n->units.data[u].kind = NET_FREE_RUNNING;
  else if (!is_word(p, "terminating"))
    FAIL(p, "expected 'free-running' or 'terminating', found %s", found(p));
  next(p);
  if (is_word(p, "body")) {
    next(p);
    n->units.data[u].func = number(p, "a body number");
  }
  n->units.data[u].loc = own(n, loc(p));
  expect(p, T_LBRACE);
  while (is_word(p, "in") || is_word(p, "out")) {
    NetDir d = direction(p);
    uint32_t i = net_unit_add_port(n, u, name(p, false, "a port"), d, 0);
    n->units.data[u].ports.data[i].width = width(p);
  }
  if (is_word(p, "region")) {
    if (level + 1 >= NET_MAX_NEST)
      FAIL(p, "regions nested deeper than %d", NET_MAX_NEST);
    next(p);
    Net *sub = net_new(name(p, true, "a region"));
    net_unit_set_sub(n, u, sub);
    region_body(p, sub, level + 1);
  }
  if (p->t.kind != T_RBRACE)
    FAIL(p, "expected a port, a region or '}' in unit @%s, found %s",
         n->units.data[u].name, found(p));
  next(p);
}

/* '{' (port | unit | chan)* '}' */
static void region_body(P *p, Net *n, unsigned level) {
  expect(p, T_LBRACE);
  for (;;) {
    if (p->t.kind == T_RBRACE) break;
    if (is_word(p, "in") || is_word(p, "out")) {
      NetDir d = direction(p);
      uint32_t i = net_add_port(n, name(p, true, "a port"), d, 0);
      n->ports.data[i].width = width(p);
    } else if (is_word(p, "unit")) {
      next(p);
      unit(p, n, level);
    } else if (is_word(p, "chan")) {
      next(p);
      chan(p, n);
    } else {
      FAIL(p,
           "expected 'in', 'out', 'unit', 'chan' or '}' in region @%s, "
           "found %s",
           n->name, found(p));
    }
  }
  next(p);
}

Net *net_parse(const char *text, Sbuf *err) {
  P *p = xcalloc(1, sizeof *p);
  p->src = text;
  p->line = p->col = 1;
  Net *volatile result = NULL;
  if (setjmp(p->fail) == 0) {
    next(p);
    expect_word(p, "region");
    p->root = net_new(name(p, true, "a region"));
    region_body(p, p->root, 0);
    if (p->t.kind != T_EOF)
      FAIL(p, "expected end of text after the region, found %s", found(p));
    result = p->root;
  } else {
    net_free(p->root);
    sb_puts(err, sb_str(&p->err));
  }
  sb_free(&p->str);
  sb_free(&p->err);
  free(p);
  return result;
}
