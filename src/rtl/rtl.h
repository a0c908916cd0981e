/* rtl.h - the RTL netlist and the Verilog writer.
 * (Interface pinned by the driver; the netlist structure is defined by the
 * architecture/RTL module.) */
#ifndef HLSC_RTL_H
#define HLSC_RTL_H

#include "../util/util.h"

typedef struct RtlDesign RtlDesign;

typedef struct RtlStats {
  uint32_t nstates;     /* FSM states over all units */
  uint32_t nregs;       /* datapath registers */
  uint64_t reg_bits;
  uint32_t nmems;       /* on-chip memories (RAMs and ROMs) */
  uint64_t mem_bits;    /* their bits */
  uint32_t next_mems;   /* memories outside the module (array parameters:
                           the design has their ports, not their bits) */
  uint32_t ndividers;
} RtlStats;

/* Verilog-2005 text of the whole design: one module named after the top. */
void rtl_emit_verilog(const RtlDesign *d, Sbuf *out);
void rtl_stats(const RtlDesign *d, RtlStats *out);
void rtl_design_free(RtlDesign *d);

#endif
