/* blockctl.h - block-level control of a plain top (issue 27, item 4): the
 * ports `idle` and `ready` of Vitis HLS's ap_ctrl_hs next to hlsc's own
 * start and done, whose meaning does not change.
 *
 * What it promises, cycle by cycle (docs/user-guide.md, "The module you
 * get", has the timing diagram):
 * - idle is high from reset until the cycle start is high, low from that
 *   cycle until the cycle done is high, and high again from the cycle
 *   after done (idle = ~busy & ~start, busy a register set by start and
 *   cleared by done). A free-running process, which never finishes, stays
 *   busy after its start.
 * - ready is high exactly with done: the cycle after which a new call may
 *   start (hlsc's calls never overlap; the scalar inputs are sampled at
 *   start).
 * The ports are added to the top module only (a region's processes and a
 * wrapped AXI4-Lite core keep start/done); "idle" and "ready" are reserved
 * port names (rtl/names.h). The environment variable HLSC_BLOCKCTL_BREAK
 * (tests only) breaks them on purpose: "idle" (idle ignores busy),
 * "ready" (ready a cycle after done). */
#ifndef HLSC_RTL_BLOCKCTL_H
#define HLSC_RTL_BLOCKCTL_H

#include "../ir/ir.h"

/* Adds idle and ready to module f->hw_name of verilog; false (an internal
 * error, said) when its port list is not found. */
bool blockctl_add(const Func *f, Sbuf *verilog);

#endif
