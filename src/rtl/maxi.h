/* maxi.h - AXI4 master ports for array parameters of the top (issue 27,
 * item 2), selected by `--m-axi NAME,...` or `#pragma HLS INTERFACE m_axi
 * port=NAME` in the top.
 *
 * Design: each m_axi array is either streamed or copied, as
 * pass/maxistream.c decides (-v and --report give the decision and why for
 * every port, Port.maxi_why):
 * - Streamed (every access of the array is the element of the iteration
 *   in one loop that runs at most once per call, the way Vitis HLS infers
 *   bursts): the core reads the array from an internal input stream
 *   mx_A_rd and writes {strobe, data} words to an internal output stream
 *   mx_A_wr, one per iteration, so the scheduler's stream machinery (IO
 *   gates, II-1 pipelined loops, stalls) takes the bus latency. The
 *   wrapper's engines (rtl/maxiengine.c) run while the core runs: reads
 *   are prefetched in bursts into a 128-beat FIFO as far as its room (credit
 *   counting: R never waits), writes go out in bursts from a 64-word FIFO
 *   with the strobe of each word (0: the program did not store it, the
 *   memory keeps its value), and done waits until every engine is idle.
 * - Copied ("copy in, compute, copy out"): the core keeps its one-cycle
 *   memory port; the wrapper puts a local RAM of the array's words behind
 *   it and an AXI engine between that RAM and the bus, so the core's
 *   schedule never sees the bus latency.
 * A call runs:
 *   start -> LOAD: every copied array is read from base into its local RAM
 *            (all ports at once; streamed arrays start their reads) -> RUN:
 *            the core is started on the local RAMs and the streams and runs
 *            to its done -> STORE: every copied array the core may write
 *            (its memory is not a ROM) is written back from the local RAM,
 *            every streamed engine finishes its writes (a last shorter
 *            burst) and drops the data of reads it no longer needs, and
 *            every write response is received -> done.
 * Correct under any latency and any backpressure of the bus (every
 * transfer is a valid/ready handshake; nothing counts cycles), and the
 * transfers are bursts: the engine splits the array into INCR bursts of at
 * most 256 beats (streamed: 32) that never cross a 4 KiB boundary, keeps
 * issuing read addresses while data comes back (several reads outstanding:
 * the data of bursts of one ID arrives in order, so a counter places it),
 * and sends write data only for bursts whose address was accepted, with
 * WLAST on each burst's last beat.
 *
 * What it promises:
 * - maxi_resolve (before the passes of the top) marks the selected ports
 *   (Port.maxi) and their data
 *   width W (Port.maxi_width): 32 bits, or the pragma's max_widen_bitwidth=
 *   (32, 64, 128, 256 or 512). A name that is not a parameter, a parameter
 *   that is not an array, another W, an element that is not 8, 16 or 32
 *   bits wide (or a power of two from 64 to W bits: wide integers' memory
 *   words), more than 32 m_axi arrays and a
 *   dataflow-region top are located errors. Elements narrower than W are
 *   packed W / width to a beat, the first in the low bits; a copied
 *   array's local RAM holds beats and the core's element port reads and
 *   writes one lane of one; a streamed array's engines unpack and pack
 *   the lanes (rtl/maxiengine.c).
 * - maxi_wrap (when a port is marked) renames module NAME to NAME_mcore
 *   and appends a wrapper NAME with the same clk, rst, start, done, ret,
 *   scalar, stream and plain memory ports, where each m_axi array A's
 *   memory ports (and a streamed array's internal stream ports) are
 *   replaced by `input [63:0] A_base` (byte address of
 *   A[0], W / 8-byte aligned; a register of the AXI4-Lite slave when there
 *   is one, rtl/axilite.h) and an AXI4 master m_axi_A_* (AR, R, AW, W, B;
 *   64-bit addresses, W-bit data, ARSIZE/AWSIZE log2(W / 8), INCR, one ID
 *   so no ID ports; bursts split at 4 KiB boundaries of the byte address;
 *   WSTRB all ones except on the last beat of an array that ends inside
 *   it, and for a streamed array the strobe of each word: ones where the
 *   program stored), plus `output [N-1:0] m_axi_err` (N m_axi arrays, at most
 *   32; bit i for the i-th in parameter order): set by any RRESP or BRESP
 *   but OKAY (SLVERR, DECERR, and EXOKAY, impossible without exclusive
 *   accesses) of that array's transfers, cleared at start. An error does
 *   not stop the call: the transfers finish, the core runs, done rises.
 *   ret and m_axi_err are valid from done until the next start; behind an
 *   AXI4-Lite slave m_axi_err is a read-only register (rtl/axilite.h).
 * The environment variable HLSC_MAXI_BREAK (tests only: tests/maxi)
 * breaks the engine on purpose so the cosim's protocol checker can be seen
 * firing: "arvalid" (ARVALID falls after one cycle without ARREADY),
 * "araddr" (ARADDR moves while ARVALID waits), "4k" (bursts are not split
 * at 4 KiB boundaries), "wlast" (WLAST one beat early), "range" (the
 * array is taken one beat after its base, so the last burst runs past
 * its end), "wstrb" (the last beat of a narrow array that ends inside it
 * strobes all its bytes), "strobe" (a streamed write strobes every byte,
 * also of elements the program did not store). */
#ifndef HLSC_RTL_MAXI_H
#define HLSC_RTL_MAXI_H

#include "../driver.h"

/* Marks the ports named by opt->maxi and by the top's pragmas; false after
 * a located error. */
bool maxi_resolve(const Options *opt, Compilation *c);
/* True when some port of f is an AXI4 master. */
bool maxi_any(const Func *f);
/* The AXI4 master ports of f (the width of m_axi_err). */
unsigned maxi_count(const Func *f);
/* The data width in bits of AXI4 master port pt, and the beats (bus
 * words) its array fills. */
/* A data width an AXI4 master supports: 32, 64, 128, 256 or 512 bits. */
bool maxi_width_ok(unsigned long w);
unsigned maxi_data_width(const Port *pt);
uint64_t maxi_beats(const Func *f, const Port *pt);
/* Wraps module f->hw_name of verilog (see above); false after an error. */
bool maxi_wrap(const Func *f, Sbuf *verilog);
/* Adds the wrapper's on-chip memories to *n memories of *bits bits: a
 * copied array's local RAM, a streamed one's FIFOs. */
void maxi_buffers(const Func *f, unsigned *n, uint64_t *bits);

#endif
