/* trees.c - balanced trees of predicates and of selections by exclusive
 * predicates, so that a choice among n values costs log2(n) levels of
 * logic instead of n (if-conversion's PHIs, the merged ports of a
 * flattened loop). */
#include "pass.h"

ValId pass_or_tree(Func *f, uint32_t b, const ValId *p, uint32_t n,
                   SrcLoc loc) {
  for (uint32_t i = 0; i < n; i++)
    if (p[i] == IR_NOVAL) return IR_NOVAL;
  if (n == 1) return p[0];
  ValId args[2] = {pass_or_tree(f, b, p, n / 2, loc),
                   pass_or_tree(f, b, p + n / 2, n - n / 2, loc)};
  return ir_add(f, b, OP_OR, 1, 2, args, loc);
}

ValId pass_select_tree(Func *f, uint32_t b, unsigned w, const ValId *p,
                       const ValId *v, uint32_t n, SrcLoc loc) {
  for (uint32_t i = 0; i < n; i++)
    if (p[i] == IR_NOVAL) return v[i];
  if (n == 1) return v[0];
  uint32_t h = n / 2;
  ValId args[3] = {pass_or_tree(f, b, p, h, loc),
                   pass_select_tree(f, b, w, p, v, h, loc),
                   pass_select_tree(f, b, w, p + h, v + h, n - h, loc)};
  return ir_add(f, b, OP_SELECT, w, 3, args, loc);
}
