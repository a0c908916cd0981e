/* affine.h - a value as an affine form of other values, for reasoning
 * about addresses (pass_partition: which bank an access reaches).
 *
 * What it promises: affine_of(v) is a form c0 + sum c_i * y(x_i) such
 * that, in every run, v's value (unsigned, at v's width) equals the form
 * as an integer (mod_bits 0: exact) or modulo 2^mod_bits. The variables
 * are values x_i of the function, each through its known low bits:
 * y(x) = (x - r) >> t when x is always r modulo 2^t (affine_leaf_split),
 * so an induction variable that advances by 4 from 0 contributes 4 * y.
 *
 * How: forms are built through CONST, ADD, SUB, MUL and SHL by constants,
 * LSHR by a constant of a form divisible by it, OR with a constant below
 * the form's lowest bit, ZEXT, SEXT of a non-negative value and TRUNC
 * (at most 8 variables, 24 operations deep; anything else is a variable
 * of its own). After each operation of width w the form is exact only if
 * range analysis (range.h) shows it within one window [j 2^w, (j+1) 2^w)
 * in every run (then c0 is moved into the window); else it holds modulo
 * 2^w. Known low bits come from a fixed point over the function: each
 * operation's from its operands', a PHI's the bits all its arguments
 * share.
 */
#ifndef HLSC_AFFINE_H
#define HLSC_AFFINE_H

#include "range.h"

enum { AFFINE_MAX_TERMS = 8 };

typedef __int128 i128;

typedef struct Affine {
  int64_t c0;
  uint32_t n;
  ValId x[AFFINE_MAX_TERMS];
  int64_t c[AFFINE_MAX_TERMS];
  unsigned mod_bits; /* 0: exact; else the form holds modulo 2^mod_bits */
} Affine;

typedef struct AffineCtx {
  const Func *f;
  Range *rng;      /* range_analyze's */
  uint32_t nvals;  /* values with a range and known low bits */
  uint8_t *lowt;   /* value v is lowr[v] modulo 2^lowt[v] */
  uint64_t *lowr;
} AffineCtx;

/* Analyses f (ranges, low bits); values made later are variables of
 * their own with full ranges. */
void affine_init(AffineCtx *A, const Func *f);
void affine_free(AffineCtx *A);
/* v's form (v itself, through its low bits, when nothing better). */
Affine affine_of(const AffineCtx *A, ValId v);
/* x = r + 2^t * y(x): the shift and residue of variable x. */
void affine_leaf_split(const AffineCtx *A, ValId x, unsigned *t, uint64_t *r);
/* The range of y(x). */
void affine_var_range(const AffineCtx *A, ValId x, i128 *lo, i128 *hi);

#endif
