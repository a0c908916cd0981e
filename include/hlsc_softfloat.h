/* hlsc_softfloat.h - the soft-float functions of hlsc_softfloat.c: IEEE 754
 * binary32 (__hlsc_f32_*) and binary64 (__hlsc_f64_*) operations on the
 * values' bits, bit-exact with an x86-64 CPU using SSE. */
#ifndef HLSC_SOFTFLOAT_H
#define HLSC_SOFTFLOAT_H

#define HLSC_SF_DECLARE(P, U)                                                  \
  U P##add(U a, U b);                                                          \
  U P##sub(U a, U b);                                                          \
  U P##mul(U a, U b);                                                          \
  U P##div(U a, U b);                                                          \
  U P##sqrt(U a);                                                              \
  int P##cmp(U a, U b, int pred);                                              \
  U P##min(U a, U b);                                                          \
  U P##max(U a, U b);                                                          \
  U P##floor(U a);                                                             \
  U P##ceil(U a);                                                              \
  U P##from_i64(long long v);                                                  \
  U P##from_u64(unsigned long long v);                                         \
  long long P##to_i64(U a);                                                    \
  unsigned long long P##to_u64(U a);

HLSC_SF_DECLARE(__hlsc_f32_, unsigned)
HLSC_SF_DECLARE(__hlsc_f64_, unsigned long long)
unsigned long long __hlsc_f32_to_f64(unsigned a);
unsigned __hlsc_f64_to_f32(unsigned long long a);

#endif
