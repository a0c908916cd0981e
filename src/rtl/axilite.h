/* axilite.h - `--interface s_axilite` (or `#pragma HLS INTERFACE
 * s_axilite` in the top, llvm/directive.c): an AXI4-Lite control slave
 * around the top (issue 27, item 1).
 *
 * What it promises:
 * - The compiled top module NAME is renamed NAME_core and a wrapper module
 *   NAME is appended to the same Verilog text. The wrapper has clk, rst
 *   (synchronous, active high, as every hlsc module), one AXI4-Lite slave
 *   s_axi_control_* (32-bit data, WSTRB honoured, BRESP/RRESP always OKAY),
 *   an `interrupt` output, and every stream and array memory port of the
 *   core unchanged. start, done, ret, the scalar inputs and the base
 *   addresses of AXI4 master arrays (rtl/maxi.h: A_base) are no longer
 *   ports: they are registers.
 * - The register map (byte offsets; the layout of Vitis HLS's ap_ctrl_hs
 *   block with s_axilite):
 *     0x00 control: bit 0 start (R/W, set by the host, cleared by the
 *          hardware when the call starts unless auto_restart), bit 1 done
 *          (R, cleared on read), bit 2 idle (R), bit 3 ready (R, cleared on
 *          read), bit 7 auto_restart (R/W)
 *     0x04 global interrupt enable (bit 0)
 *     0x08 IP interrupt enable (bit 0 done, bit 1 ready)
 *     0x0C IP interrupt status (bit 0 done, bit 1 ready; a 1 written
 *          toggles the bit)
 *     0x10 ... one 32-bit word per 32 bits of each scalar argument and
 *          two for the 64-bit base address of each AXI4 master array, in
 *          parameter order, least significant word first (R/W; the core
 *          samples them at start), then the return value's words (R,
 *          latched when the call finishes), then, when the core has AXI4
 *          master ports, one word m_axi_err (R, latched when the call
 *          finishes: bit i set when the i-th m_axi array, in parameter
 *          order, got a response other than OKAY; rtl/maxi.h).
 *   `interrupt` = global enable & (status bit 0 | status bit 1); a status
 *   bit is set by its event only when its enable bit is set.
 * - axil_c_header writes NAME's register offsets, bit masks and a
 *   bare-metal driver (static inline functions over a base pointer with
 *   volatile 32-bit accesses).
 * The environment variable HLSC_AXIL_BREAK (test use only: tests/axilite)
 * makes a deliberately broken slave so that the cosim's protocol checker
 * can be shown to fire: "bvalid" (BVALID drops after one cycle without
 * BREADY), "rdata" (RDATA changes while RVALID waits for RREADY), "bresp"
 * (BRESP is SLVERR), "rvalid" (a read response without a request),
 * "wstrb" (WSTRB ignored: the testbench's half-word writes then give the
 * design wrong arguments). */
#ifndef HLSC_RTL_AXILITE_H
#define HLSC_RTL_AXILITE_H

#include "../ir/ir.h"

/* The bits of port p's argument register: a scalar's width, 64 for the
 * base address of an AXI4 master array (its core port is A_base), 0 for
 * a port without a register (a stream, an on-chip interface array). */
unsigned axil_arg_width(const Func *f, size_t p);
/* true when port p's register is an AXI4 master's base address */
bool axil_arg_is_base(const Func *f, size_t p);
/* Byte offset of the first register word of port p, of the return
 * value (when f returns a value), and the end of the map. */
uint32_t axil_arg_offset(const Func *f, size_t p);
uint32_t axil_ret_offset(const Func *f);
/* Byte offset of the m_axi_err register (after the return value's words;
 * only when f has AXI4 master ports, rtl/maxi.h). */
uint32_t axil_err_offset(const Func *f);
/* AWADDR/ARADDR width in bits */
unsigned axil_addr_width(const Func *f);

/* Renames module f->hw_name of verilog to NAME_core and appends the
 * wrapper. false after a located error (a port name that clashes with the
 * wrapper's). */
bool axil_wrap(const Func *f, Sbuf *verilog);

/* The C header: register map and driver. */
void axil_c_header(const Func *f, Sbuf *out);

/* The header's file name for Verilog output vpath: X.v -> X_axil.h
 * (malloc'ed). */
char *axil_header_path(const char *vpath);

#endif
