/* signed_overflow.c - a program with undefined behaviour (signed overflow)
 * is no reference for co-simulation: `hlsc cosim` must report it as a FAIL
 * instead of comparing the hardware against an arbitrary native result. */
// top: overflow

static volatile int big = 2147483647;

int overflow(void) { return big + 1; }
