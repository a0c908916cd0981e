/* pipe_int.h - shared state of a pipelined loop's hardware: pipeline.c
 * (the loop's values, its valid bits and exit) and pipestall.c (the holds
 * of a draining loop, the stall control). Not a public contract. */
#ifndef HLSC_PIPE_INT_H
#define HLSC_PIPE_INT_H

#include "arch_int.h"

typedef struct PipeCtl {
  const LoopSched *L;
  SigId slot, valid, exitseen, kill, keep, next;
  SigId *frz, *blk; /* [stage] a draining loop (L->drain) only; blk only
                       for stages with handshakes (else RTL_NOSIG) */
  SigId *run, *nrun; /* [stage] with handshakes, above 0: run<h>, a
                       register, and its value after the cycle */
} PipeCtl;

static inline const char *sig_name(const Arch *A, SigId s) {
  return A->d->sigs.data[s].name;
}

/* Stage s's valid bit. */
static inline const char *valid_bit(Arch *A, const PipeCtl *c, uint32_t s) {
  if (c->L->stages == 1) return sig_name(A, c->valid);
  return rtl_printf(A->d, "%s[%u]", sig_name(A, c->valid), s);
}

/* pipestall.c: the signals of a draining loop's holds (frz, blk, run,
 * nrun; names start with pre). */
void pipe_stall_signals(Arch *A, PipeCtl *c, const char *pre);
/* Their logic and next, the valid bits after the cycle: more, whether
 * stage 0 takes a new iteration; kill: the exit before the hold of its
 * stage sc (NULL: a loop without exit). */
void pipe_drain_logic(Arch *A, PipeCtl *c, const char *more, const char *kill,
                      uint32_t sc);
/* The run registers' updates (entry: on entering the loop; nothing for a
 * loop that does not drain). */
void pipe_run_updates(Arch *A, const PipeCtl *c, Sbuf *o, const char *ind,
                      bool entry);

#endif
