/* interp.h - the pieces the unit tests' small IR interpreters share: an
 * operand's value and the PHIs at the head of a block. */
#ifndef HLSC_TEST_INTERP_H
#define HLSC_TEST_INTERP_H

#include "ir/ir.h"

/* Operand a: a constant's value, else what val[] holds. */
static inline uint64_t interp_arg(const Func *f, const uint64_t *val,
                                  ValId a) {
  const Val *av = ir_cval(f, a);
  return av->op == OP_CONST ? av->imm : val[a];
}

/* Sets the PHIs at the head of block bl, entered from block prev, all at
 * once (each reads the values before any is set); how many there are. */
static inline size_t interp_phis(const Func *f, const Block *bl,
                                 uint32_t prev, uint64_t *val) {
  uint64_t phis[32];
  size_t np = 0;
  for (size_t k = 0; k < bl->ops.len && np < 32; k++) {
    const Val *v = ir_cval(f, bl->ops.data[k]);
    if (v->op != OP_PHI) break;
    for (uint32_t a = 0; a < v->nargs; a++)
      if (v->phi_blocks[a] == prev) phis[np] = interp_arg(f, val, v->args[a]);
    np++;
  }
  for (size_t k = 0; k < np; k++) val[bl->ops.data[k]] = phis[k];
  return np;
}

#endif
