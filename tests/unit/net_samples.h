/* net_samples.h - networks in text form shared by the network tests: a
 * chain, a fork/join, feedback loops and a nested region, each verified and
 * in the printer's exact form. */
#ifndef HLSC_NET_SAMPLES_H
#define HLSC_NET_SAMPLES_H

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

#endif
