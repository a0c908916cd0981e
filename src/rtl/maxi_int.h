/* maxi_int.h - what maxi.c (the wrapper, copied arrays) and maxistream.c
 * (the engines of streamed arrays) share; rtl/maxi.h says what the
 * wrapper promises. */
#ifndef HLSC_RTL_MAXI_INT_H
#define HLSC_RTL_MAXI_INT_H

#include "maxi.h"

/* wire mx_<a>_<cnt>_len (and its helpers): the beats of the burst that
 * starts at beat counter mx_<a>_<cnt> (beats of 2^lg bytes from mx_<a>_b):
 * at most cap (<= 256), at most the depth - counter beats left, not past a
 * 4 KiB boundary (no4k: HLSC_MAXI_BREAK=4k, no boundary). */
void maxi_burst_len(const char *a, const char *cnt, uint64_t depth,
                    unsigned lg, bool no4k, unsigned cap, Sbuf *o);
/* The read address channel's outputs of array a (from the registers
 * mx_<a>_ara, _arl, _arv; beats of 2^lg bytes) and RREADY = rready (a
 * Verilog expression; comment: its line's comment, NULL: none);
 * HLSC_MAXI_BREAK=araddr moves ARADDR while ARVALID waits. */
void maxi_ar_outputs(const char *a, const char *brk, unsigned lg,
                     const char *rready, const char *comment, Sbuf *o);
/* v, or dflt when v is 0 (a burst option not given, MaxiReq) */
static inline unsigned maxi_or(unsigned v, unsigned dflt) {
  return v ? v : dflt;
}
/* num_read_outstanding=N of port pt (Port.maxi_rout): the counters of
 * bursts accepted and bursts whose last beat came (mx_A_rbi, mx_A_rbd),
 * nothing when N is not given; and the term of the AR condition that
 * keeps fewer than N in flight ("" when not given), in buf. */
void maxi_rout_counters(const Port *pt, Sbuf *o);
const char *maxi_rout_cond(const Port *pt, char *buf, size_t n);
/* num_write_outstanding=N of port pt (Port.maxi_wout): the term of the AW
 * condition that keeps fewer than N bursts issued and not answered
 * (mx_A_bursts - mx_A_bn; "" when N is not given), in buf, its line
 * indented by indent spaces. */
const char *maxi_wout_cond(const Port *pt, unsigned indent, char *buf,
                           size_t n);
/* The longest burst of a copied array when max_read_burst_length or
 * max_write_burst_length is not given: AXI4's limit. */
enum { MAXI_COPY_BURST = 256 };
/* log2 of a beat's bytes */
unsigned maxi_bus_lg(const Port *pt);
/* The port streams in some direction (pass/maxistream.c). */
static inline bool maxi_streamed(const Port *pt) {
  return pt->maxi_rs != UINT32_MAX || pt->maxi_ws != UINT32_MAX;
}
/* The engines of streamed port pt: its AXI channels, FIFOs between them
 * and the core's internal stream ports, the error bit mx_<a>_err,
 * mx_<a>_loaded (1) and mx_<a>_stored (every transfer of the call ended
 * after the core's done). */
void maxis_engines(const Func *f, const Port *pt, const char *brk, Sbuf *o);
/* Adds the FIFOs of streamed port pt to *n memories of *bits bits: the
 * read FIFO (MAXIS_RDEPTH beats), the write FIFO (MAXIS_WDEPTH words of
 * data and strobe) and its queue of burst ends (MAXIS_WQ), for the
 * directions it streams: every Verilog array of its engines. */
void maxis_buffers(const Port *pt, unsigned *n, uint64_t *bits);
/* HLSC_MAXI_BREAK=range: the array taken one beat after its base (text
 * after A_base in the base register's assignment) */
const char *maxi_range_brk(const Port *pt, char *buf);

#endif
