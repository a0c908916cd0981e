/* hlsc_libm_names.h - the libm functions of include/hlsc_libm.c, once:
 * HLSC_LIBM_FUNCS(X1, X2) applies X1 to the name of each function of one
 * argument and X2 to each of two (double NAME(double[, double]); the float
 * form is NAMEf). Its users: src/llvm/libm.c (the calls it redirects to
 * __hlsc_libm_NAME), src/sim/sim.h (clang's built-in knowledge of them
 * off for cosim's native run) and hlsc_libm.c itself (the standard names
 * for that run). A function added here (a line) needs its C in
 * hlsc_libm.c, __hlsc_libm_NAME; the float form is made from it.
 *
 * HLSC_LIBM_OTHERS(X) applies X(NAME, RET, FRET, PARAMS, FPARAMS, ARGS) to
 * each function of another signature (include/hlsc_libm_bits.c): RET NAME
 * PARAMS and FRET NAMEf FPARAMS, called with ARGS. Their float forms are
 * written out in hlsc_libm_bits.c, each its own way. */
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
  X1(logb)                                                                     \
  X1(erf)                                                                      \
  X1(erfc)                                                                     \
  X1(tgamma)                                                                   \
  X1(lgamma)

#define HLSC_LIBM_OTHERS(X)                                                    \
  X(ldexp, double, float, (double x, int n), (float x, int n), (x, n))         \
  X(scalbn, double, float, (double x, int n), (float x, int n), (x, n))        \
  X(frexp, double, float, (double x, int *e), (float x, int *e), (x, e))       \
  X(modf, double, float, (double x, double *i), (float x, float *i), (x, i))   \
  X(ilogb, int, int, (double x), (float x), (x))                               \
  X(lround, long, long, (double x), (float x), (x))                            \
  X(llround, long long, long long, (double x), (float x), (x))                 \
  X(lrint, long, long, (double x), (float x), (x))                             \
  X(llrint, long long, long long, (double x), (float x), (x))                  \
  X(remquo, double, float, (double x, double y, int *q),                      \
    (float x, float y, int *q), (x, y, q))                                     \
  X(nextafter, double, float, (double x, double y), (float x, float y),        \
    (x, y))                                                                    \
  X(fma, double, float, (double x, double y, double z),                        \
    (float x, float y, float z), (x, y, z))

#endif
