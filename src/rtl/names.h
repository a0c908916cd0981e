/* names.h - the Verilog names of the top's module and of its ports: one
 * rule that always gives unique, legal identifiers, whatever the C or
 * Python names are (docs/user-guide.md, "Port names").
 *
 * 1. Every byte of the name outside [A-Za-z0-9_] (a `$`, each byte of a
 *    non-ASCII character in UTF-8) becomes `_` and its two lowercase hex
 *    digits: `café` -> `caf_c3_a9`.
 * 2. The module: when that is a Verilog-2005 or SystemVerilog-2017 keyword,
 *    `_1`, `_2`, ... is appended until it is not.
 * 3. The ports, in parameter order: a parameter's base name B gives the
 *    ports B (scalar), B_tdata/_tvalid/_tready (stream) or
 *    B_addr/_ce/_we/_wdata/_rdata (array). When B is a keyword, one of
 *    hlsc's own names (clk rst start done ret idle ready, the internal en
 *    and state)
 *    or one of its ports is already a port of the module, B becomes B_1,
 *    B_2, ... (the first that is free).
 * Internal signals never take a port's name (netlist.c renames them). */
#ifndef HLSC_RTL_NAMES_H
#define HLSC_RTL_NAMES_H

#include "../ir/ir.h"

/* Sets f->hw_name and every port's hw (arena-allocated in f). */
void rtl_name_ports(Func *f);

/* A Verilog or SystemVerilog keyword, or one of hlsc's own names. */
bool rtl_reserved_word(const char *s);

/* The suffixes of the module ports a port of kind k makes (NULL-ended;
 * empty for a stream the top never uses). */
const char *const *rtl_port_suffixes(PortKind k);
/* Those of port p: a stream with AXI4-Stream side channels (rtl/axis.h)
 * has the suffixes of every channel (_tkeep, _tstrb, _tuser, _tid,
 * _tdest, _tlast) as well. */
const char *const *rtl_port_suffixes_of(const Port *p);

#endif
