/* pass.h - HLS IR transformations, one per file.
 *
 * Every pass takes a function that satisfies ir_verify and leaves it
 * verified. Passes never remove values from the arrays: a removed value
 * becomes OP_NOP (width 0, no args) and is dropped from its block's list.
 */
#ifndef HLSC_PASS_H
#define HLSC_PASS_H

#include "../ir/ir.h"

/* fold.c: replaces uses of operations whose operands are all constants by
 * constants, and simplifies algebraic identities that LLVM leaves after
 * import (x+0, x*1, x&0, zext/sext/trunc of constants, select on a constant
 * condition, branches on constants). Semantics are exactly those of the IR:
 * wrap-around at the value's width. */
void pass_fold(Func *f);

/* constmul.c: rewrites each MUL by a constant whose non-adjacent form has
 * 2 to 4 nonzero signed digits (or a single -1) into shifts and a balanced
 * tree of adders and subtractors, exact at the MUL's width. The MUL's
 * ValId becomes the tree's root, so its uses are unchanged. */
void pass_constmul(Func *f);

/* dce.c: removes pure values without uses (after fold; PARAMs stay), and
 * blocks that cannot be reached from the entry. Removed blocks are
 * compacted away: the remaining blocks keep their relative order and every
 * block index (successors, PHI blocks, Val.block) is renumbered, so later
 * stages see only reachable blocks, densely numbered. */
void pass_dce(Func *f);

/* dce.c: the block half of pass_dce, for passes that change branches (fold
 * calls it): drops PHI arguments for edges that no longer exist, then
 * compacts unreachable blocks away as above and refills Block.preds. */
void pass_remove_unreachable(Func *f);

/* ifconv.c: turns each innermost loop whose body has branches (and no
 * inner loop, no printf, no pipeline(disable) pragma) into a single block:
 * operations run under block predicates, PHIs become SELECTs, STOREs get
 * their block's predicate, the exits leave through one edge (then dispatch
 * blocks when there are several exit targets). Loops whose header b has
 * skip[b] set (skip may be NULL) stay as they are. Marks each converted
 * header Block.if_converted; writes the headers' indices before the call
 * into headers[] (f->blocks.len entries, or NULL), ascending; returns how
 * many loops were converted. Blocks are renumbered as by pass_dce (the
 * relative order of the remaining blocks is kept). */
uint32_t pass_ifconv(Func *f, const uint8_t *skip, uint32_t *headers);

#endif
