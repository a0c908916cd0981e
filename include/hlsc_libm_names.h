/* hlsc_libm_names.h - the libm functions of include/hlsc_libm.c, once:
 * HLSC_LIBM_FUNCS(X1, X2) applies X1 to the name of each function of one
 * argument and X2 to each of two (double NAME(double[, double]); the float
 * form is NAMEf). Its users: src/llvm/libm.c (the calls it redirects to
 * __hlsc_libm_NAME), src/sim/sim.h (clang's built-in knowledge of them
 * off for cosim's native run) and hlsc_libm.c itself (the standard names
 * for that run). A function added here (a line) needs its C in
 * hlsc_libm.c, __hlsc_libm_NAME; the float form is made from it. */
#ifndef HLSC_LIBM_NAMES_H
#define HLSC_LIBM_NAMES_H

#define HLSC_LIBM_FUNCS(X1, X2)                                                \
  X1(sin)                                                                      \
  X1(cos)                                                                      \
  X1(tan)                                                                      \
  X1(exp)                                                                      \
  X1(exp2)                                                                     \
  X1(log)                                                                      \
  X1(log2)                                                                     \
  X1(log10)                                                                    \
  X2(pow)                                                                      \
  X1(atan)                                                                     \
  X2(atan2)                                                                    \
  X1(asin)                                                                     \
  X1(acos)                                                                     \
  X2(hypot)                                                                    \
  X2(fmod)                                                                     \
  X1(round)                                                                    \
  X1(expm1)                                                                    \
  X1(log1p)                                                                    \
  X1(sinh)                                                                     \
  X1(cosh)                                                                     \
  X1(tanh)                                                                     \
  X1(cbrt)                                                                     \
  X1(asinh)                                                                    \
  X1(acosh)                                                                    \
  X1(atanh)                                                                    \
  X1(rint)                                                                     \
  X1(nearbyint)                                                                \
  X2(remainder)                                                                \
  X2(fdim)                                                                     \
  X1(logb)

#endif
