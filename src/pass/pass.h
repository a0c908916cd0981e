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
/* constmul.c: whether pass_constmul rewrites a MUL by k at width w (k's
 * non-adjacent form has 2 to 4 nonzero digits, or is a single -1). */
bool pass_constmul_rewrites(uint64_t k, unsigned w);

/* modfold.c: each UREM by a constant K = 2^k - c with a small c (its
 * product with c rewritten by pass_constmul, or c == 1) becomes folds
 * x -> (x >> k) * c + (x & (2^k - 1)), which keep x mod K, until x < 2K,
 * then one subtraction of K when x >= K: adders instead of a divider.
 * Only when at most MODFOLD_MAX_FOLDS folds reach 2K and no UDIV divides
 * the same operands (a divider pair gives the remainder for nothing).
 * Must run before pass_constmul. The UREM's ValId becomes the final
 * SELECT. Returns how many. */
#define MODFOLD_MAX_FOLDS 4
uint32_t pass_modfold(Func *f);

/* divrem.c: each remainder that LLVM computes from the quotient of the
 * same operands, x - (x / y) * y (SUB of a MUL of a UDIV/SDIV, either MUL
 * operand order), becomes UREM/SREM(x, y) right after the quotient in its
 * block, a divider pair with it (ir.h, "Divider pairs"); the SUB keeps no
 * uses (pass_dce removes it, and the MUL if unused). Returns how many. */
uint32_t pass_divrem(Func *f);
/* divrem.c: a DIV and a REM of one block with the same operands but
 * different guards (if-conversion put them there from two branches) get
 * one guard, the OR of theirs (none when one has none), and so are a
 * divider pair. pass_ifconv calls it. Returns how many. */
uint32_t pass_divrem_guards(Func *f);

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

/* flatten.c: makes the loop nest of outer header h one pipelinable loop
 * whose iterations are the nest's segments (see flatten.c): back edges and
 * port cuts are redirected to a new dispatcher block, which
 * pass_ifconv makes one block, and pass_merge_ports gives each stream port
 * one operation. Returns the new loop's header (Block.flattened is the
 * number of loops it replaces), or UINT32_MAX with *why set to the reason
 * it refused (a static string), or to NULL when there is nothing to
 * flatten (one loop without stream IO, or one loop whose paths use each
 * port once): then
 * f may be half transformed, so try it on a copy (ir_clone) first. Blocks
 * are renumbered as by pass_dce. */
uint32_t pass_flatten(Func *f, uint32_t h, const char **why);

/* speculate.c: in the one-block loop h, the next iteration starts from the
 * carried values computed with the 1-bit value c of h taken as k (pure
 * clones of the operations between c and the back-edge values), and h is
 * left (then entered again, from the real values) whenever c != k; see
 * speculate.c. Marks h Block.speculated. False, with f unchanged but for
 * unused clones (pass_dce removes them), when h is not such a loop, c is
 * not on its recurrence, or a value on the way is not pure. */
bool pass_speculate(Func *f, uint32_t h, ValId c, bool k);

/* What pass_merge_ports needs to know of the flattened body before it
 * was if-converted: each value's block (block[v], v < nvals), and reach[a *
 * nblocks + b], true when block a reaches b without passing the
 * dispatcher (or a == b). Two operations can run in one iteration only
 * when one's block reaches the other's. */
typedef struct FlatOrder {
  uint32_t *block;
  uint32_t nvals, nblocks;
  uint8_t *reach;
} FlatOrder;
void flat_order_free(FlatOrder *o);

/* portmerge.c: in the if-converted block h of a flattened loop, merges
 * the stream operations of each port (which must exclude each other) into
 * one, predicated by the OR of theirs (a write's word selected by them),
 * and orders the block's operations again: by their operands, keeping the
 * program order of visible effects that can run in one iteration and of
 * the accesses of each memory. False (with *why) when no such order
 * exists. */
bool pass_merge_ports(Func *f, uint32_t h, const FlatOrder *o,
                      const char **why);

/* trees.c: values appended to block b. pass_or_tree: the OR of p[0..n)
 * (IR_NOVAL, "always", when one of them is). pass_select_tree: v[i] where
 * p[i] holds, for predicates of which at most one holds (v[n-1] when none
 * does; an IR_NOVAL predicate always holds), as a balanced tree of SELECTs
 * whose conditions are ORs of the left halves' predicates. n >= 1. */
ValId pass_or_tree(Func *f, uint32_t b, const ValId *p, uint32_t n,
                   SrcLoc loc);
ValId pass_select_tree(Func *f, uint32_t b, unsigned w, const ValId *p,
                       const ValId *v, uint32_t n, SrcLoc loc);

/* cmpsel.c: in block b, eq/ne(x + c1, c2) becomes eq/ne(x, c2 - c1) and a
 * compare of a SELECT (chain) with a constant becomes a SELECT of compares
 * (see cmpsel.c), so compares leave the end of a loop's recurrence. */
void pass_cmp_select(Func *f, uint32_t b);

/* narrow.c: each compare, ADD, SUB, MUL, AND, OR, XOR, SELECT, PHI and
 * variable shift whose operands and result provably fit fewer bits
 * (analysis/range.h) runs on those bits (not below a width the value is
 * truncated to), its result extended back (its ValId and uses
 * unchanged); sign tests become the sign bit, unsigned
 * compares with 2^j a test of the bits from j up. Exact for every input
 * the ranges allow, wrap-around included. Returns how many operations it
 * rewrote. */
uint32_t pass_narrow(Func *f);

/* memnarrow.c: each on-chip memory (not external, no pending partition)
 * whose stored values and initial words all fit k < W bits zero-extended,
 * or all sign-extended (analysis/range.h; wider values: constants and
 * extensions), gets k-bit words: stores store the value cut to k, each
 * load loads k bits extended back to W (its ValId and uses unchanged),
 * initial words are cut. k is the smallest such width (>= 1). Records each
 * memory in Func.narrowed; returns how many it narrowed. */
uint32_t pass_mem_narrow(Func *f);
/* One narrowing for -v: "'x' words narrowed from 256 to 200 bits (every
 * stored value fits 200 bits, sign-extended)". */
void mem_narrow_text(const MemNarrowing *n, Sbuf *o);

/* switchmerge.c: a block that only computes cheap pure values and branches
 * again, reached from one case of its only predecessor's branch, is folded
 * into that branch: the predecessor computes its values and branches on
 * one key made of both selectors (see switchmerge.c), so the decision
 * costs no state of its own. Returns how many blocks it folded. */
uint32_t pass_switch_merge(Func *f);

/* partition.c: each memory with a partition (Mem.part) becomes its banks
 * (the first keeps its index, renamed NAME_0; NAME_1, ... are new), each
 * load and store goes to its bank, or, when its bank is not known at
 * compile time, to every bank (loads selected by the bank number, stores
 * predicated on it); see partition.c. Records each split in Func.splits.
 * Returns how many memories it split. */
uint32_t pass_partition(Func *f);
struct AffineCtx;
struct Affine;
/* partition.c: the bank of partition p that an access at address form a
 * reaches in every run (false: it depends on the run; the rule of
 * partition.c's header). */
bool partition_bank_of(const struct AffineCtx *A, const MemPart *p,
                       const struct Affine *a, uint64_t *bank);
/* autopart.c: for each on-chip memory that one block of a loop accesses
 * more than twice, the smallest partition of its words that gives each
 * such access a bank known when compiling, at most two per bank
 * (prop[m], f->mems.len entries; PART_NONE: none). Returns how many. */
uint32_t partition_propose(const Func *f, MemPart *prop);
/* "cyclic", "block", "complete" ("none") */
const char *partition_kind_name(PartKind k);
/* One split for -v: "A: cyclic partition by 4 of dimension 2: 4 banks of
 * 64 words; 12 accesses to one bank, 2 to every bank". */
void partition_text(const MemSplit *s, Sbuf *o);

/* maxistream.c: the AXI4 master arrays (Port.maxi) whose accesses are
 * one per iteration at the induction variable of a loop that runs once
 * per call become stream operations on new internal stream ports
 * (Port.maxi_rs / maxi_ws); every m_axi port gets its Port.maxi_why.
 * After if-conversion. Returns how many ports stream. */
uint32_t pass_maxi_stream(Func *f);

#endif
