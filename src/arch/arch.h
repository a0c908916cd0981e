/* arch.h - from a scheduled function to an RTL design (FSM + datapath).
 * (Interface pinned by the driver.) */
#ifndef HLSC_ARCH_H
#define HLSC_ARCH_H

#include "../ir/ir.h"
#include "../rtl/rtl.h"
#include "../sched/sched.h"

/* NULL (with diagnostics) when the design cannot be built. */
RtlDesign *arch_build(const Func *f, const Schedule *s,
                      const SchedOptions *opt);

#endif
