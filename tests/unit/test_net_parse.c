/* test_net_parse.c - the network parser: located errors on malformed text,
 * the nesting limit, and truncated or mangled text that must only give
 * errors (or, when it still parses, print as a fixed point). */
#include <stdlib.h>
#include <string.h>

#include "net/net.h"
#include "net_samples.h"
#include "test.h"

/* net_parse fails on text with exactly the error `msg` (the whole text). */
static int parse_fails(const char *text, const char *msg) {
  Sbuf err = {0};
  Net *n = net_parse(text, &err);
  int bad = n != NULL || strcmp(sb_str(&err), msg) != 0;
  if (bad) fprintf(stderr, "for:\n%s\ngot: %s", text, sb_str(&err));
  net_free(n);
  sb_free(&err);
  return bad;
}

#define PARSE_FAILS(text, msg) CHECK_EQ_INT(parse_fails(text, msg), 0)

TEST(net_parse_errors) {
  PARSE_FAILS("", "1:1: error: expected 'region', found end of text\n");
  PARSE_FAILS("  ; just a comment\nunit",
              "2:1: error: expected 'region', found 'unit'\n");
  PARSE_FAILS("region top {}", "1:8: error: expected '@', found 'top'\n");
  PARSE_FAILS("region @top {\n  chan @m : i8 depth 1 writer @nope.x\n}",
              "2:31: error: no unit @nope in region @top\n");
  PARSE_FAILS("region @top {\n  unit @u terminating {\n    out a : i8\n  }\n"
              "  chan @m : i8 depth 1 writer @u.b\n}",
              "5:34: error: unit @u has no port b\n");
  PARSE_FAILS("region @top {\n  chan @m : i8 depth 1 reader self.o\n}",
              "2:36: error: region @top has no port o\n");
  PARSE_FAILS("region @top {\n  in @i : 8\n}",
              "2:11: error: expected a width like i8, found '8'\n");
  PARSE_FAILS("region @top {\n  in @i : ix\n}",
              "2:11: error: expected a width like i8, found 'ix'\n");
  PARSE_FAILS("region @top {\n  in @i : i\n}",
              "2:11: error: expected a width like i8, found 'i'\n");
  PARSE_FAILS("region @top {\n  chan @m : i8 depth 4294967296\n}",
              "2:22: error: a depth too large\n");
  PARSE_FAILS("region @top {\n  chan @m : i8 depth -1\n}",
              "2:22: error: expected a depth, found '-1'\n");
  PARSE_FAILS("region @top {\n  unit @u sometimes {}\n}",
              "2:11: error: expected 'free-running' or 'terminating', found "
              "'sometimes'\n");
  PARSE_FAILS("region @top {\n  unit @u terminating !\"f.c:1:1 {}\n}",
              "2:24: error: unterminated string\n");
  PARSE_FAILS("region @top {\n  unit @u terminating !\"f\\t\":1:1 {}\n}",
              "2:27: error: unknown escape in a string\n");
  PARSE_FAILS("region @top {\n  unit @free-running terminating {}\n}",
              "2:9: error: bad name 'free-running' for a unit: names are "
              "identifiers\n");
  PARSE_FAILS("region @top {\n  # no\n}",
              "2:3: error: unexpected character '#'\n");
  PARSE_FAILS("region @top {\n  \x01\n}", "2:3: error: unexpected byte 0x01\n");
  PARSE_FAILS("region @top {\n  wire @w\n}",
              "2:3: error: expected 'in', 'out', 'unit', 'chan' or '}' in "
              "region @top, found 'wire'\n");
  PARSE_FAILS(
      "region @top {\n  unit @u terminating {\n    chan @c : i1 depth 0\n"
      "  }\n}",
      "3:5: error: expected a port, a region or '}' in unit @u, found "
      "'chan'\n");
  PARSE_FAILS("region @top {\n}\n}", "3:1: error: expected end of text after "
                                     "the region, found '}'\n");
}

/* 70 regions nested in units: past the limit, an error and no deep
 * recursion. */
TEST(net_parse_nesting_limit) {
  Sbuf t = {0};
  sb_puts(&t, "region @r {\n");
  for (int i = 0; i < 70; i++)
    sb_puts(&t, "unit @u terminating { region @r {\n");
  for (int i = 0; i < 70; i++) sb_puts(&t, "} }\n");
  sb_puts(&t, "}\n");
  Sbuf err = {0};
  Net *n = net_parse(sb_str(&t), &err);
  CHECK(n == NULL);
  CHECK(strcmp(sb_str(&err), "65:23: error: regions nested deeper than 64\n") ==
        0);
  net_free(n);
  sb_free(&err);
  sb_free(&t);
}

/* 64 regions (the top and 63 nested) are fine, and print as they came. */
TEST(net_parse_nesting_at_limit) {
  Sbuf t = {0}, err = {0}, out = {0};
  sb_puts(&t, "region @r {\n");
  for (int i = 1; i < 64; i++)
    sb_printf(&t, "%*sunit @u terminating {\n%*sregion @r {\n", 4 * i - 2, "",
              4 * i, "");
  for (int i = 63; i >= 1; i--)
    sb_printf(&t, "%*s}\n%*s}\n", 4 * i, "", 4 * i - 2, "");
  sb_puts(&t, "}\n");
  Net *n = net_parse(sb_str(&t), &err);
  CHECK(n != NULL);
  if (n) net_print(n, &out);
  CHECK(strcmp(sb_str(&out), sb_str(&t)) == 0);
  CHECK(n && net_verify(n, &err));
  net_free(n);
  sb_free(&err);
  sb_free(&out);
  sb_free(&t);
}

/* Parses text; on success prints, reparses and reprints (must be a fixed
 * point) and verifies; on failure wants one located error line. */
static int survives(const char *text) {
  Sbuf err = {0}, a = {0}, b = {0};
  int bad = 0;
  Net *n = net_parse(text, &err);
  if (!n) {
    const char *e = sb_str(&err);
    size_t nl = 0;
    for (const char *s = e; *s; s++) nl += *s == '\n';
    bad = !strstr(e, ": error: ") || nl != 1 || e[0] < '1' || e[0] > '9';
  } else {
    net_print(n, &a);
    net_verify(n, &err);
    Net *m = net_parse(sb_str(&a), &err);
    if (m) net_print(m, &b);
    bad = !m || strcmp(sb_str(&a), sb_str(&b)) != 0;
    net_free(m);
  }
  if (bad) fprintf(stderr, "for:\n%s\ngot: %s", text, sb_str(&err));
  net_free(n);
  sb_free(&err);
  sb_free(&a);
  sb_free(&b);
  return bad;
}

TEST(net_parse_truncated_and_mangled) {
  const char *texts[] = {CHAIN, FORK_JOIN, FEEDBACK, NESTED};
  static const char repl[] = "@{}:.!\"\\;x9- \n\x80";
  int bad = 0, parsed = 0;
  for (size_t k = 0; k < ARRAY_LEN(texts); k++) {
    size_t len = strlen(texts[k]);
    char *t = xmalloc(len + 1);
    for (size_t cut = 0; cut < len; cut++) {
      memcpy(t, texts[k], cut);
      t[cut] = '\0';
      bad |= survives(t);
      Sbuf err = {0};
      Net *n = net_parse(t, &err);
      parsed += n != NULL; /* only without the final newline */
      net_free(n);
      sb_free(&err);
    }
    for (size_t at = 0; at < len; at++)
      for (size_t r = 0; r < sizeof repl - 1; r++) {
        memcpy(t, texts[k], len + 1);
        t[at] = repl[r];
        bad |= survives(t);
      }
    free(t);
  }
  CHECK_EQ_INT(bad, 0);
  CHECK_EQ_INT(parsed, (int)ARRAY_LEN(texts));
}
