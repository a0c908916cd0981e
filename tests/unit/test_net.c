/* test_net.c - the network layer (src/net/): text round trips, the
 * verifier's every check on a network built broken, the parser's located
 * errors, and truncated or mangled text that must only give errors. */
#include <stdlib.h>
#include <string.h>

#include "net/net.h"
#include "test.h"

static const char *CHAIN =
    "region @top {\n"
    "  in @i : i8\n"
    "  out @o : i32\n"
    "  unit @scale terminating body 3 !\"top.c\":4:1 {\n"
    "    in a : i8\n"
    "    out b : i16\n"
    "  }\n"
    "  unit @offset terminating body 4 {\n"
    "    in x : i16\n"
    "    out y : i32\n"
    "  }\n"
    "  chan @c_i : i8 depth 0 writer self.i reader @scale.a\n"
    "  chan @m : i16 depth 2 writer @scale.b reader @offset.x !\"top.c\":12:3\n"
    "  chan @c_o : i32 depth 0 writer @offset.y reader self.o\n"
    "}\n";

static const char *FORK_JOIN =
    "region @fj {\n"
    "  in @i : i32\n"
    "  out @o : i32\n"
    "  unit @split free-running body 0 {\n"
    "    in x : i32\n"
    "    out l : i16\n"
    "    out h : i16\n"
    "  }\n"
    "  unit @wl free-running body 1 {\n"
    "    in a : i16\n"
    "    out b : i16\n"
    "  }\n"
    "  unit @wh free-running body 1 {\n"
    "    in a : i16\n"
    "    out b : i16\n"
    "  }\n"
    "  unit @join free-running body 2 !7:3 {\n"
    "    in l : i16\n"
    "    in h : i16\n"
    "    out y : i32\n"
    "  }\n"
    "  chan @ci : i32 depth 0 writer self.i reader @split.x\n"
    "  chan @sl : i16 depth 4 writer @split.l reader @wl.a\n"
    "  chan @sh : i16 depth 4 writer @split.h reader @wh.a\n"
    "  chan @jl : i16 depth 1 writer @wl.b reader @join.l\n"
    "  chan @jh : i16 depth 1 writer @wh.b reader @join.h\n"
    "  chan @co : i32 depth 0 writer @join.y reader self.o\n"
    "}\n";

/* acc feeds itself through delay, and loop feeds itself directly through
 * two different ports. */
static const char *FEEDBACK =
    "region @fb {\n"
    "  in @i : i16\n"
    "  out @o : i16\n"
    "  unit @acc free-running {\n"
    "    in x : i16\n"
    "    in back : i16\n"
    "    out y : i16\n"
    "    out fwd : i16\n"
    "  }\n"
    "  unit @delay free-running body 9 {\n"
    "    in d : i16\n"
    "    out e : i16\n"
    "  }\n"
    "  unit @loop free-running body 10 {\n"
    "    in s : i1\n"
    "    out t : i1\n"
    "  }\n"
    "  chan @ci : i16 depth 0 writer self.i reader @acc.x\n"
    "  chan @f : i16 depth 1 writer @acc.fwd reader @delay.d\n"
    "  chan @b : i16 depth 1 writer @delay.e reader @acc.back\n"
    "  chan @co : i16 depth 0 writer @acc.y reader self.o\n"
    "  chan @self_loop : i1 depth 65536 writer @loop.t reader @loop.s\n"
    "}\n";

static const char *NESTED =
    "region @top {\n"
    "  in @i : i8\n"
    "  out @o : i8\n"
    "  unit @pair terminating !\"a b\\\"c.c\":2:5 {\n"
    "    in x : i8\n"
    "    out y : i8\n"
    "    region @pair_body {\n"
    "      in @x : i8\n"
    "      out @y : i8\n"
    "      unit @first terminating body 1 {\n"
    "        in a : i8\n"
    "        out b : i8\n"
    "      }\n"
    "      unit @second terminating body 2 {\n"
    "        in a : i8\n"
    "        out b : i8\n"
    "      }\n"
    "      chan @c0 : i8 depth 0 writer self.x reader @first.a\n"
    "      chan @c1 : i8 depth 8 writer @first.b reader @second.a\n"
    "      chan @c2 : i8 depth 0 writer @second.b reader self.y\n"
    "    }\n"
    "  }\n"
    "  chan @ci : i8 depth 0 writer self.i reader @pair.x\n"
    "  chan @co : i8 depth 0 writer @pair.y reader self.o\n"
    "}\n";

/* text -> Net -> text is byte-identical, and the network verifies. */
static int round_trip(const char *text) {
  Sbuf err = {0}, out = {0};
  int bad = 0;
  Net *n = net_parse(text, &err);
  if (!n) {
    fprintf(stderr, "parse failed: %s", sb_str(&err));
    bad = 1;
  } else {
    net_print(n, &out);
    if (strcmp(sb_str(&out), text) != 0) {
      fprintf(stderr, "round trip differs:\n%s", sb_str(&out));
      bad = 1;
    }
    if (!net_verify(n, &err)) {
      fprintf(stderr, "verify failed: %s", sb_str(&err));
      bad = 1;
    }
  }
  net_free(n);
  sb_free(&err);
  sb_free(&out);
  return bad;
}

TEST(net_round_trip_chain) { CHECK_EQ_INT(round_trip(CHAIN), 0); }
TEST(net_round_trip_fork_join) { CHECK_EQ_INT(round_trip(FORK_JOIN), 0); }
TEST(net_round_trip_feedback) { CHECK_EQ_INT(round_trip(FEEDBACK), 0); }
TEST(net_round_trip_nested) { CHECK_EQ_INT(round_trip(NESTED), 0); }
TEST(net_round_trip_file_names) {
  CHECK_EQ_INT(round_trip("region @r {\n"
                          "  unit @u terminating !\"a\\nb\\\\c\":1:2 {\n"
                          "  }\n"
                          "}\n"),
               0);
}

/* The chain built with the API prints as the text form says. */
TEST(net_builder_chain) {
  Net *n = net_new("top");
  uint32_t i = net_add_port(n, "i", NET_IN, 8);
  uint32_t o = net_add_port(n, "o", NET_OUT, 32);
  uint32_t s =
      net_add_unit(n, "scale", NET_TERMINATING, 3, (SrcLoc){"top.c", 4, 1});
  uint32_t sa = net_unit_add_port(n, s, "a", NET_IN, 8);
  uint32_t sb = net_unit_add_port(n, s, "b", NET_OUT, 16);
  uint32_t f = net_add_unit(n, "offset", NET_TERMINATING, 4, (SrcLoc){0});
  uint32_t fx = net_unit_add_port(n, f, "x", NET_IN, 16);
  uint32_t fy = net_unit_add_port(n, f, "y", NET_OUT, 32);
  uint32_t c = net_add_chan(n, "c_i", 8, 0, (SrcLoc){0});
  net_connect(n, c, true, net_boundary_end(i));
  net_connect(n, c, false, net_unit_end(s, sa));
  c = net_add_chan(n, "m", 16, 2, (SrcLoc){"top.c", 12, 3});
  net_connect(n, c, true, net_unit_end(s, sb));
  net_connect(n, c, false, net_unit_end(f, fx));
  c = net_add_chan(n, "c_o", 32, 0, (SrcLoc){0});
  net_connect(n, c, false, net_boundary_end(o));
  net_connect(n, c, true, net_unit_end(f, fy));
  Sbuf out = {0}, err = {0};
  net_print(n, &out);
  CHECK(strcmp(sb_str(&out), CHAIN) == 0);
  CHECK(net_verify(n, &err));
  CHECK_EQ_INT(err.len, 0);
  CHECK_EQ_INT(net_find_unit(n, "offset"), 1);
  CHECK_EQ_INT(net_find_unit(n, "nope"), -1);
  CHECK_EQ_INT(net_find_port(n, "o"), 1);
  sb_free(&out);
  sb_free(&err);
  net_free(n);
}

/* base with the first `from` replaced by `to` (which must be there). */
static char *edit(const char *base, const char *from, const char *to) {
  const char *at = strstr(base, from);
  if (!at) {
    fprintf(stderr, "edit: '%s' not in the text\n", from);
    abort();
  }
  Sbuf b = {0};
  sb_printf(&b, "%.*s%s%s", (int)(at - base), base, to, at + strlen(from));
  return b.s;
}

/* The edited text parses, and net_verify rejects it saying `msg`. */
static int rejects(const char *base, const char *from, const char *to,
                   const char *msg) {
  char *text = edit(base, from, to);
  Sbuf err = {0};
  int bad = 0;
  Net *n = net_parse(text, &err);
  if (!n) {
    fprintf(stderr, "parse failed: %s", sb_str(&err));
    bad = 1;
  } else if (net_verify(n, &err)) {
    fprintf(stderr, "verified, expected '%s'\n", msg);
    bad = 1;
  } else if (!strstr(sb_str(&err), msg)) {
    fprintf(stderr, "expected '%s' in:\n%s", msg, sb_str(&err));
    bad = 1;
  }
  net_free(n);
  sb_free(&err);
  free(text);
  return bad;
}

static bool verify_says(const Net *n, const char *msg) {
  Sbuf err = {0};
  bool ok = !net_verify(n, &err) && strstr(sb_str(&err), msg);
  if (!ok) fprintf(stderr, "expected '%s' in:\n%s", msg, sb_str(&err));
  sb_free(&err);
  return ok;
}

#define REJECTS(base, from, to, msg)                                           \
  CHECK_EQ_INT(rejects(base, from, to, msg), 0)

TEST(net_verify_writers_readers) {
  REJECTS(CHAIN, "writer @scale.b", "writer @scale.b writer self.i",
          "top.c:12:3: error: region @top: channel @m has 2 writers: "
          "@scale.b, self.i");
  REJECTS(CHAIN, "reader @offset.x", "reader @offset.x reader self.o",
          "top.c:12:3: error: region @top: channel @m has 2 readers: "
          "@offset.x, self.o");
  REJECTS(CHAIN, "reader @offset.x", "",
          "top.c:12:3: error: region @top: channel @m has no reader");
  REJECTS(CHAIN, "writer @scale.b", "",
          "top.c:12:3: error: region @top: channel @m has no writer");
  /* the dropped reader leaves offset.x unconnected too */
  REJECTS(CHAIN, "reader @offset.x", "",
          "error: region @top: unit @offset's port x is not connected");
}

TEST(net_verify_widths) {
  REJECTS(CHAIN, "chan @m : i16", "chan @m : i8",
          "top.c:12:3: error: region @top: channel @m is i8 but its writer "
          "@scale.b is i16");
  REJECTS(CHAIN, "in x : i16", "in x : i12",
          "channel @m is i16 but its reader @offset.x is i12");
  REJECTS(CHAIN, "in x : i16", "in x : i0",
          "error: region @top: unit @offset's port x is 0 bits wide (1..64)");
  REJECTS(CHAIN, "chan @m : i16", "chan @m : i65",
          "channel @m is 65 bits wide (1..64)");
  REJECTS(CHAIN, "in @i : i8", "in @i : i99",
          "boundary port i is 99 bits wide");
}

TEST(net_verify_ports_connected) {
  REJECTS(CHAIN, "    out b : i16\n", "    out b : i16\n    out spare : i1\n",
          "top.c:4:1: error: region @top: unit @scale's port spare is not "
          "connected");
  REJECTS(CHAIN, "reader @offset.x",
          "reader @offset.x\n"
          "  chan @m2 : i16 depth 1 writer @scale.b reader @offset.x",
          "unit @scale's port b is on 2 channels");
  REJECTS(CHAIN, "  in @i : i8\n", "  in @i : i8\n  in @j : i8\n",
          "error: region @top: the region's input j is read by 0 channels");
  REJECTS(CHAIN, "writer @offset.y reader self.o",
          "writer @offset.y reader self.o\n"
          "  chan @c_o2 : i8 depth 0 writer self.i reader self.o",
          "the region's output o is written by 2 channels");
  /* directions: a writer must drive the channel */
  REJECTS(CHAIN, "writer @scale.b reader @offset.x",
          "writer @offset.x reader @scale.b",
          "channel @m's writer @offset.x is an input port");
  REJECTS(CHAIN, "writer self.i reader @scale.a",
          "writer self.o reader @scale.a",
          "channel @c_i's writer self.o is the region's output port");
  REJECTS(
      CHAIN, "writer @scale.b reader @offset.x",
      "writer @scale.b reader @scale.b",
      "top.c:12:3: error: region @top: channel @m joins @scale.b to itself");
}

TEST(net_verify_names_depths) {
  REJECTS(CHAIN, "chan @c_o :", "chan @scale :",
          "error: region @top: the name @scale is declared twice");
  REJECTS(CHAIN, "chan @c_i :", "chan @m :",
          "top.c:12:3: error: region @top: the name @m is declared twice");
  REJECTS(CHAIN, "  out @o : i32\n", "  out @o : i32\n  in @m : i16\n",
          "top.c:12:3: error: region @top: the name @m is declared twice");
  REJECTS(CHAIN, "    out y : i32\n", "    out y : i32\n    in x : i16\n",
          "unit @offset has two ports named x");
  REJECTS(CHAIN, "depth 2", "depth 65537",
          "top.c:12:3: error: region @top: channel @m has depth 65537 "
          "(0..65536)");
}

TEST(net_verify_nested) {
  REJECTS(NESTED, "      in @x : i8\n", "      in @x : i16\n",
          "a b\"c.c:2:5: error: region @top: unit @pair's port x (in i8) does "
          "not match port 0 of its region @pair_body: x (in i16)");
  REJECTS(NESTED, "    out y : i8\n    region", "    out y : i9\n    region",
          "unit @pair's port y (out i9) does not match port 1 of its region "
          "@pair_body: y (out i8)");
  /* a name differs (made by hand: the channels name the ports) */
  Sbuf err = {0};
  Net *n = net_parse(NESTED, &err);
  CHECK(n != NULL);
  if (n) {
    n->units.data[0].sub->ports.data[1].name = "z";
    CHECK(verify_says(n, "unit @pair's port y (out i8) does not match port 1 "
                         "of its region @pair_body: z (out i8)"));
  }
  net_free(n);
  sb_free(&err);
  REJECTS(NESTED, "      out @y : i8\n",
          "      out @y : i8\n      out @w : i8\n",
          "unit @pair has 2 ports but its region @pair_body has 3");
  REJECTS(NESTED, "unit @pair terminating", "unit @pair terminating body 5",
          "unit @pair has both a body (5) and a region");
  /* errors inside a nested region name that region */
  REJECTS(NESTED, "chan @c1 : i8 depth 8", "chan @c1 : i8 depth 70000",
          "error: region @pair_body: channel @c1 has depth 70000");
}

/* A unit p whose region has boundary in x, out y wired straight through. */
static Net *wire_region(const char *name) {
  Net *n = net_new(name);
  uint32_t x = net_add_port(n, "x", NET_IN, 8);
  uint32_t y = net_add_port(n, "y", NET_OUT, 8);
  uint32_t c = net_add_chan(n, "w", 8, 0, (SrcLoc){0});
  net_connect(n, c, true, net_boundary_end(x));
  net_connect(n, c, false, net_boundary_end(y));
  return n;
}

static uint32_t add_wrapper(Net *n, const char *name) {
  uint32_t u =
      net_add_unit(n, name, NET_FREE_RUNNING, NET_NOBODY, (SrcLoc){NULL, 3, 4});
  uint32_t a = net_unit_add_port(n, u, "x", NET_IN, 8);
  uint32_t b = net_unit_add_port(n, u, "y", NET_OUT, 8);
  uint32_t c = net_add_chan(n, arena_printf(&n->arena, "%s_loop", name), 8, 1,
                            (SrcLoc){0});
  net_connect(n, c, true, net_unit_end(u, b));
  net_connect(n, c, false, net_unit_end(u, a));
  return u;
}

TEST(net_verify_tree) {
  Net *top = wire_region("top");
  uint32_t u = add_wrapper(top, "p");
  Net *mid = wire_region("mid");
  net_unit_set_sub(top, u, mid);
  Sbuf err = {0};
  CHECK(net_verify(top, &err));
  if (err.len) fprintf(stderr, "%s", sb_str(&err));
  sb_free(&err);
  /* mid's unit holds top: top is its own ancestor */
  uint32_t q = add_wrapper(mid, "q");
  net_unit_set_sub(mid, q, top);
  CHECK(verify_says(top, "3:4: error: region @mid: unit @q's region @top is "
                         "the region itself or one of its ancestors"));
  /* a unit holding its own region */
  mid->units.data[q].sub = mid;
  CHECK(verify_says(top, "unit @q's region @mid is the region itself"));
  /* one region under two units */
  Net *leaf = wire_region("leaf");
  mid->units.data[q].sub = leaf;
  uint32_t r = add_wrapper(top, "r");
  top->units.data[r].sub = leaf;
  CHECK(verify_says(top, "error: region @top: unit @r's region @leaf is "
                         "nested under two units"));
  top->units.data[r].sub = NULL;
  net_free(top);
}

TEST(net_verify_bad_indices_and_names) {
  Net *n = wire_region("t");
  uint32_t c = net_add_chan(n, "bad-name", 8, 0, (SrcLoc){"f.c", 1, 2});
  net_connect(n, c, true, net_unit_end(7, 0));
  net_connect(n, c, false, net_boundary_end(9));
  CHECK(verify_says(n, "f.c:1:2: error: region @t: channel name 'bad-name' "
                       "is not an identifier"));
  CHECK(verify_says(n, "channel @bad-name's writer @?.? does not exist"));
  CHECK(verify_says(n, "channel @bad-name's reader self.? does not exist"));
  uint32_t u = net_add_unit(n, "u-1", NET_TERMINATING, 0, (SrcLoc){0});
  net_unit_add_port(n, u, "p q", NET_IN, 8);
  CHECK(verify_says(n, "unit name 'u-1' is not an identifier"));
  CHECK(verify_says(n, "unit @u-1's port name 'p q' is not an identifier"));
  net_free(n);
  n = net_new("9lives");
  CHECK(verify_says(n, "error: region @9lives: the region's name is not an "
                       "identifier"));
  net_free(n);
}

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
