/* arch.h - from a scheduled function to an RTL design (FSM + datapath).
 * (Interface pinned by the driver.) */
#ifndef HLSC_ARCH_H
#define HLSC_ARCH_H

#include "../ir/ir.h"
#include "../rtl/rtl.h"
#include "../sched/sched.h"

/* Output gates (gate.c): every output stream port that the function
 * writes gets a gate of `depth` words (Port.gate; 0: none). */
enum { GATE_DEPTH_DEFAULT = 2, GATE_DEPTH_MAX = 16 };
void arch_plan_gates(Func *f, uint32_t depth);

/* Whether arch_build can build multiplication v's unit under schedule s:
 * a unit of S stages (s's lat, one less when it only loads in its first
 * cycle: fu_unit_load_only) splits the multiplier's w bits over them,
 * which takes S >= 2 and (S - 1) * ceil(w / S) < w. */
bool arch_multiplier_buildable(const Func *f, const Schedule *s, ValId v,
                               const SchedOptions *opt);

/* NULL (with diagnostics) when the design cannot be built. */
RtlDesign *arch_build(const Func *f, const Schedule *s,
                      const SchedOptions *opt);

#endif
