/* area.h - an estimate of a scheduled, bound design's iCE40 logic cells.
 *
 * What it promises: a figure good enough to say whether a design fits an
 * iCE40 HX8K (7,680 logic cells) with a margin, not a synthesis result.
 * It is computed from the schedule (each multiplier and divider unit as
 * the architecture builds it: combinational, pipelined or sequential, and
 * shared units with their operand multiplexers) and the design's datapath
 * register bits (RtlStats.reg_bits); the rest of the logic (adders,
 * compares, selects, shifts, register multiplexers) is a per-bit term.
 * Logic cells = LUTs + 0.3 x flip-flops (nextpnr packs most flip-flops
 * into the cell of a LUT). The model, its
 * calibration against measured designs and its error are in
 * docs/delay-model.md ("Area estimate"). */
#ifndef HLSC_SCHED_AREA_H
#define HLSC_SCHED_AREA_H

#include "sched.h"

/* logic cells of an iCE40 HX8K */
#define AREA_HX8K_CELLS 7680u
/* what a design sharing units to fit is brought down to: the HX8K less
 * the estimate's margin (10%, docs/delay-model.md) */
#define AREA_HX8K_TARGET (AREA_HX8K_CELLS * 9u / 10u)

typedef struct AreaEstimate {
  uint32_t cells;      /* estimated logic cells */
  uint32_t luts, ffs;  /* estimated LUTs and flip-flops */
  uint32_t unit_cells; /* of them, the multiplier and divider units' */
  uint32_t units;      /* multiplier and divider units built */
} AreaEstimate;

/* The estimate for f scheduled (and bound) as s, with reg_bits datapath
 * register bits (rtl_stats of its RTL). */
void area_estimate(const Func *f, const Schedule *s, uint64_t reg_bits,
                   AreaEstimate *out);

#endif
