/* test_net.c - the network layer (src/net/): text round trips, the builder,
 * and the verifier's every check on a network built broken. The parser's
 * own errors are in test_net_parse.c. */
#include <stdlib.h>
#include <string.h>

#include "net/net.h"
#include "net_samples.h"
#include "test.h"

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
          "error: region @top: unit @offset's port x is 0 bits wide (1..1024)");
  REJECTS(CHAIN, "chan @m : i16", "chan @m : i1025",
          "channel @m is 1025 bits wide (1..1024)");
  REJECTS(CHAIN, "in @i : i8", "in @i : i2000",
          "boundary port i is 2000 bits wide");
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
