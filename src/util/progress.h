/* progress.h - a line on stderr for a compile phase that runs long.
 *
 * A phase that is still running PROGRESS_FIRST_S seconds (wall clock)
 * after it began prints `hlsc: PHASE: still running after N s`, again
 * every PROGRESS_EVERY_S seconds, and `hlsc: PHASE: done in N.N s` when it
 * ends; a phase shorter than that prints nothing. The lines come from a
 * SIGALRM timer (SA_RESTART, so no system call sees EINTR), which works
 * inside LLVM's passes and clang's subprocess alike; timers are not
 * inherited by child processes. Only while enabled: the driver enables it
 * for -v or when stderr is a terminal, so a test that reads stderr from a
 * pipe never sees a line that depends on the machine's speed. */
#ifndef HLSC_PROGRESS_H
#define HLSC_PROGRESS_H

#include <stdbool.h>

enum { PROGRESS_FIRST_S = 3, PROGRESS_EVERY_S = 10 };

/* Ends the current phase (if any) and, when enabled, begins `name`
 * (a string that outlives the phase). */
void progress_phase(bool enabled, const char *name);
/* Ends the current phase and disarms the timer. */
void progress_end(void);
/* progress_phase with other delays (milliseconds; the unit tests'). */
void progress_phase_ms(bool enabled, const char *name, long first_ms,
                       long every_ms);

#endif
