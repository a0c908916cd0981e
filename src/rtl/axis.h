/* axis.h - AXI4-Stream side channels on the top's stream ports (issue 27,
 * item 3; hlsc.h's HLSC_AXIS).
 *
 * Inside hlsc a stream word with side channels is one value: its channels
 * packed, each at the bits its Port.fields entry says (ir.h: AxisField).
 * Units, channels of a dataflow region and output gates carry the packed
 * word like any stream word; only the top's module boundary splits it.
 *
 * What it promises:
 * - axis_wrap: when a stream port of f has side channels, the module
 *   f->hw_name of verilog is renamed NAME_axis and a wrapper module NAME
 *   is appended. The wrapper has the core's ports in the core's order,
 *   except that the packed P_tdata of each such port P becomes one port
 *   per channel, in packing order: P_tdata, P_tkeep, P_tstrb, P_tuser,
 *   P_tid, P_tdest, P_tlast, each as wide as its member (P_tvalid and
 *   P_tready unchanged; a member not declared has no port). The wrapper
 *   is wires only. Without side channels verilog is unchanged.
 * - axis_connect: a testbench's instance connections of port P's channels
 *   to the slices of its packed word `word`.
 * The environment variable HLSC_AXIS_BREAK (tests only) breaks the
 * wrapper on purpose so that the testbench's stream protocol checker can
 * be shown to fire: "data" (bit 0 of an output's TDATA) or "side" (bit 0
 * of its first side channel) toggles every cycle while TVALID waits for
 * TREADY; the word taken at the handshake stays right. */
#ifndef HLSC_RTL_AXIS_H
#define HLSC_RTL_AXIS_H

#include "../ir/ir.h"

/* Whether axis_wrap wraps f (a stream port with side channels): the
 * compiled top is then the instance `core` of the wrapper. */
bool axis_wraps(const Func *f);

/* false after a located error (a module NAME_axis exists already, or
 * the port list is not found). The channels' port names are kept free by
 * rtl/names.h's rule (rtl_port_suffixes_of). */
bool axis_wrap(const Func *f, Sbuf *verilog);

/* ",\n    .P_tdata(word[lo +: w])" and so on, one per channel of port
 * pt in packing order */
void axis_connect(Sbuf *o, const Port *pt, const char *word);

#endif
