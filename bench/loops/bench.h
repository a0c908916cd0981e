/* bench.h - shared by the loop benchmark kernels.
 * BENCH_TRIP() marks the body of the kernel's measured loop: empty for
 * hlsc, a counter when bench/loops.sh builds the kernel natively to count
 * the loop's iterations. D16/D64/D256 expand a formula F(i) into array
 * initializers, so the kernels need no set-up loops. */
#ifndef BENCH_H
#define BENCH_H
#ifdef BENCH_TRIPS
extern unsigned long bench_trips;
#define BENCH_TRIP() (bench_trips++)
#else
#define BENCH_TRIP() ((void)0)
#endif
#define D4(F, i) F(i), F((i) + 1), F((i) + 2), F((i) + 3)
#define D16(F, i) D4(F, i), D4(F, (i) + 4), D4(F, (i) + 8), D4(F, (i) + 12)
#define D64(F, i) D16(F, i), D16(F, (i) + 16), D16(F, (i) + 32), D16(F, (i) + 48)
#define D256(F, i) D64(F, i), D64(F, (i) + 64), D64(F, (i) + 128), D64(F, (i) + 192)
#endif
