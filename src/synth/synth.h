/* synth.h - synthesis and place-and-route figures of a Verilog design
 * (`hlsc synth`, `--synth`), from the open tools.
 *
 * Per target:
 *  - ice40: Yosys `synth_ice40`, then `nextpnr-ice40` on an iCE40 HX8K
 *    (ct256 package, I/O placed freely, placement seed 1) for the maximum
 *    clock frequency after place and route.
 *  - xilinx7: Yosys `synth_xilinx` (7-series primitives, no I/O buffers):
 *    resource counts comparable to Vivado's for 7-series parts; no place
 *    and route (the open tools cannot time 7-series parts).
 *  - generic: Yosys' generic flow mapped to 4-input LUTs by ABC, memories
 *    kept as memories.
 * xilinx7 and generic also report the logic depth of the longest
 * register-to-register path in cells (Yosys `ltp` with registers, RAMs and
 * clock buffers cut out: LUTs, CARRY4s, MUXF7/8s and DSPs each count one
 * level).
 *
 * Figures are -1 when unknown (a tool failed or timed out: `error` says
 * what happened). The runs are deterministic for one tool version.
 */
#ifndef HLSC_SYNTH_H
#define HLSC_SYNTH_H

#include "../sched/sched.h"

typedef struct SynthOptions {
  Target target;
  double clock_period_ns; /* the frequency asked of nextpnr */
  unsigned timeout_s;     /* per tool run; 0: default (900 s) */
  bool keep;              /* keep the work directory (printed) */
} SynthOptions;

typedef struct SynthResult {
  Target target;
  const char *device;   /* what was synthesized for (static text) */
  long luts;            /* logic LUTs (SB_LUT4, LUT1-6, $lut) */
  long lutram;          /* xilinx7: distributed-RAM primitives */
  long ffs;             /* flip-flops */
  long carries;         /* ice40: SB_CARRY; xilinx7: CARRY4 */
  long dsps;            /* SB_MAC16, DSP48E1; generic: 0 */
  double brams;         /* ice40: SB_RAM40_4K; xilinx7: 36 Kb block RAMs
                           (RAMB18E1 counts 1/2); generic: memories */
  const char *bram_kind; /* the block RAM counted, for the summary */
  long logic_cells;     /* ice40 after packing (nextpnr), else -1 */
  long logic_cells_avail;
  long levels;          /* logic levels (not on ice40), -1 unknown */
  double fmax_mhz;      /* ice40 after place and route; -1 unknown */
  double synth_s, pnr_s; /* wall time of the tools */
  char error[256];      /* "" when every figure was obtained */
} SynthResult;

/* Synthesizes module `top` of the Verilog file `vfile`. Returns 0 when
 * synthesis worked (figures filled; place and route may still have failed:
 * fmax -1 and `error` set), 2 when a tool is missing or synthesis failed
 * (reported on stderr). */
int synth_run(const char *vfile, const char *top, const SynthOptions *so,
              SynthResult *r);
/* The JSON object of r (no trailing newline). */
void synth_json(const SynthResult *r, const SynthOptions *so, Sbuf *out);
/* The one-screen text summary of r. */
void synth_summary(const SynthResult *r, const SynthOptions *so,
                   const char *top, Sbuf *out);

#endif
