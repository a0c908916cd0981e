/* pipestall.c - the stall control of a draining pipelined loop (a stream
 * process's loop, LoopSched.drain): which stages hold while a handshake
 * waits, and the valid bits after the cycle. The rest of the loop's
 * hardware is in pipeline.c. */
#include <stdlib.h>

#include "pipe_int.h"

/* Stages of a draining loop that hold a stream handshake or a
 * variable-latency unit (their blk). */
static bool *handshake_stages(const Arch *A, const LoopSched *L) {
  bool *hs = xcalloc(L->stages, sizeof *hs);
  const Block *bl = &A->f->blocks.data[L->block];
  for (size_t i = 0; i < bl->ops.len; i++) {
    ValId v = bl->ops.data[i];
    Op op = ir_cval(A->f, v)->op;
    if (A->live[v] && (op == OP_SREAD || op == OP_SWRITE ||
                       arch_is_varlat(A, v)))
      hs[(uint32_t)A->s->cycle[v] / L->ii] = true;
  }
  return hs;
}

void pipe_stall_signals(Arch *A, PipeCtl *c, const char *pre) {
  const LoopSched *L = c->L;
  RtlDesign *d = A->d;
  uint32_t S = L->stages;
  c->frz = xmalloc(S * sizeof *c->frz);
  c->blk = xmalloc(S * sizeof *c->blk);
  c->run = xmalloc(S * sizeof *c->run);
  c->nrun = xmalloc(S * sizeof *c->nrun);
  bool *hs = handshake_stages(A, L);
  bool first = true;
  for (uint32_t j = 0; j < S; j++) {
    c->frz[j] = rtl_sig(d, rtl_printf(d, "%s_frz%u", pre, j), 1, SIG_WIRE,
                        j ? NULL : "stage holds (waits for a handshake, or "
                                   "the stage after it holds)");
    c->blk[j] = c->run[j] = c->nrun[j] = RTL_NOSIG;
    if (!hs[j]) continue;
    c->blk[j] = rtl_sig(d, rtl_printf(d, "%s_blk%u", pre, j), 1, SIG_WIRE,
                        first ? "a handshake of the stage waits" : NULL);
    if (j) {
      c->run[j] = rtl_sig(d, rtl_printf(d, "%s_run%u", pre, j), j + 1,
                          SIG_REG,
                          first ? "bit i: stages i .. j all hold an iteration"
                                : NULL);
      c->nrun[j] = rtl_sig(d, rtl_printf(d, "%s_nrun%u", pre, j), j + 1,
                           SIG_WIRE, first ? "run after the cycle" : NULL);
    }
    first = false;
  }
  free(hs);
}

/* dst[i] = src[i] & src[i+1] & ... & src[h]: a suffix AND over bits h:0
 * of src in ceil(log4(h + 1)) levels (level k ANDs each bit with the three
 * k, 2k and 3k above it: one LUT4 per bit). */
static void suffix_and(Arch *A, SigId src, SigId dst, uint32_t h) {
  RtlDesign *d = A->d;
  const char *prev = rtl_printf(d, "%s[%u:0]", sig_name(A, src), h);
  const char *base = sig_name(A, src); /* prev's vector (bits h:0) */
  for (uint32_t k = 1; k <= h; k *= 4) {
    SigId lv = k * 4 > h ? dst
                         : rtl_sig(d, rtl_printf(d, "%s_%u", sig_name(A, dst), k),
                                   h + 1, SIG_WIRE, NULL);
    Sbuf e = {0};
    sb_puts(&e, prev);
    for (uint32_t m = 1; m <= 3 && m * k <= h; m++)
      sb_printf(&e, " & {{%u{1'b1}}, %s[%u:%u]}", m * k, base, h, m * k);
    rtl_assign(d, lv, sb_str(&e));
    sb_free(&e);
    prev = base = sig_name(A, lv);
  }
}

/* The valid bits after the cycle from each stage's hold frz(j) (a holding
 * stage keeps its iteration; the stage after it takes a bubble). */
typedef const char *(*FrzFn)(Arch *A, const PipeCtl *c, uint32_t j,
                             const void *arg);

static const char *next_text(Arch *A, const PipeCtl *c, FrzFn frz,
                             const void *arg, const char *keep,
                             const char *more) {
  RtlDesign *d = A->d;
  uint32_t S = c->L->stages;
  Sbuf o = {0};
  if (S > 1) sb_putc(&o, '{');
  for (uint32_t j = S; j-- > 0;) {
    const char *kj = S == 1 ? keep : rtl_printf(d, "%s[%u]", keep, j);
    const char *below =
        j == 0 ? more
               : rtl_printf(d, "(%s ? 1'b0 : %s[%u])", frz(A, c, j - 1, arg),
                            keep, j - 1);
    sb_printf(&o, "(%s ? %s : %s)%s", frz(A, c, j, arg), kj, below,
              j ? ", " : "");
  }
  if (S > 1) sb_putc(&o, '}');
  const char *r = rtl_printf(d, "%s", sb_str(&o));
  sb_free(&o);
  return r;
}

static const char *frz_wire(Arch *A, const PipeCtl *c, uint32_t j,
                            const void *arg) {
  (void)arg;
  return sig_name(A, c->frz[j]);
}

/* Stage j's hold when the handshake stages in the set *arg (a bit per
 * handshake stage, lowest stage first) wait and the others do not. */
static const char *frz_case(Arch *A, const PipeCtl *c, uint32_t j,
                            const void *arg) {
  uint32_t set = *(const uint32_t *)arg, k = 0;
  Sbuf f = {0};
  for (uint32_t h = 0; h < c->L->stages; h++) {
    if (c->blk[h] == RTL_NOSIG) continue;
    if (h >= j && (set >> k & 1))
      sb_printf(&f, "%s%s", f.len ? " | " : "",
                h ? rtl_printf(A->d, "%s[%u]", sig_name(A, c->run[h]), j)
                  : valid_bit(A, c, 0));
    k++;
  }
  const char *r = rtl_printf(A->d, "(%s)", f.len ? sb_str(&f) : "1'b0");
  sb_free(&f);
  return r;
}

enum { SHANNON_MAX = 3 }; /* handshake stages: 2^3 copies of the runs */

/* nrun<h>, the runs after the cycle, Shannon-expanded on the waits: for
 * each set of waiting handshake stages, the valid bits after the cycle and
 * their suffix AND as if exactly those waited (only registers and the
 * loop's exit condition, no handshake), then a mux on the blk bits. The
 * same function as the suffix AND of next (each copy is next with the blk
 * bits replaced by the constants the mux selects them under), but a
 * handshake is now a mux of 2^H inputs away from the run registers instead
 * of the next valid bits and log levels of AND: the AND over 42 stages
 * no longer waits for io_done. kill: the exit, before the hold of its stage
 * (NULL: a loop without exit). */
static void shannon_runs(Arch *A, PipeCtl *c, const char *kill,
                         uint32_t sc) {
  RtlDesign *d = A->d;
  uint32_t S = c->L->stages, H = 0;
  const char *pre = sig_name(A, c->valid);
  SigId hs[SHANNON_MAX];
  uint32_t hstage[SHANNON_MAX];
  for (uint32_t h = 0; h < S; h++)
    if (c->blk[h] != RTL_NOSIG) hstage[H] = h, hs[H++] = c->blk[h];
  SigId(*cp)[64] = xcalloc(1u << H, sizeof *cp);
  for (uint32_t a = 0; a < (1u << H); a++) {
    const char *k = "1'b0", *more = "1'b1", *keep = sig_name(A, c->valid);
    if (kill) {
      SigId ks = rtl_sig(d, rtl_printf(d, "%s_kill_c%u", pre, a), 1, SIG_WIRE,
                         NULL);
      rtl_assign(d, ks, rtl_printf(d, "%s & ~%s", kill, frz_case(A, c, sc, &a)));
      k = sig_name(A, ks);
      more = rtl_printf(d, "~(%s | %s)", sig_name(A, c->exitseen), k);
      if (sc) {
        SigId kp = rtl_sig(d, rtl_printf(d, "%s_keep_c%u", pre, a), S,
                           SIG_WIRE, NULL);
        rtl_sigp(d, kp)->partial = true;
        rtl_assign(d, kp, rtl_printf(d, "%s & ~(%s ? %u'h%llx : %u'h0)",
                                     sig_name(A, c->valid), k, S,
                                     (unsigned long long)mask_bits(sc), S));
        keep = sig_name(A, kp);
      }
    }
    SigId nx = rtl_sig(d, rtl_printf(d, "%s_next_c%u", pre, a), S, SIG_WIRE,
                       NULL);
    rtl_sigp(d, nx)->partial = true;
    rtl_assign(d, nx, next_text(A, c, frz_case, &a, keep, more));
    for (uint32_t h = 1; h < S && h < 64; h++) {
      if (c->nrun[h] == RTL_NOSIG) continue;
      cp[a][h] = rtl_sig(d, rtl_printf(d, "%s_c%u", sig_name(A, c->nrun[h]), a),
                         h + 1, SIG_WIRE, NULL);
      rtl_sigp(d, cp[a][h])->partial = true; /* bits of other waits */
      suffix_and(A, nx, cp[a][h], h);
    }
  }
  /* bit i needs only the waits of handshake stages h' >= i - 1 (a wait
   * holds stages h' and below, so changes next[h' + 1] and below): the
   * others select the copy where they do not wait */
  for (uint32_t h = 1; h < S; h++) {
    if (c->nrun[h] == RTL_NOSIG) continue;
    Sbuf e = {0};
    sb_putc(&e, '{');
    for (uint32_t i = h + 1; i-- > 0;) {
      uint32_t rel = 0;
      for (uint32_t k = 0; k < H; k++)
        if (hstage[k] + 1 >= i) rel |= 1u << k;
      sb_putc(&e, '(');
      for (uint32_t a = 0; a < (1u << H); a++) {
        if (a & ~rel) continue;
        bool last = a == rel;
        if (!last) {
          const char *sep = "(";
          for (uint32_t k = 0; k < H; k++) {
            if (!(rel >> k & 1)) continue;
            sb_printf(&e, "%s%s%s", sep, (a >> k & 1) ? "" : "~",
                      sig_name(A, hs[k]));
            sep = " & ";
          }
          sb_puts(&e, ") ? ");
        }
        sb_printf(&e, "%s[%u]%s", sig_name(A, cp[a][h]), i, last ? "" : " : ");
      }
      sb_printf(&e, ")%s", i ? ", " : "}");
    }
    rtl_assign(d, c->nrun[h], sb_str(&e));
    sb_free(&e);
  }
  free(cp);
}

/* A draining loop: which stages hold, and the valid bits after the cycle
 * (a holding stage keeps its iteration; the stage after it takes a
 * bubble). more: whether stage 0 takes a new iteration; kill, sc: as for
 * shannon_runs.
 * Stage j holds when some stage h >= j with handshakes waits and every
 * stage from j to h holds an iteration (the recurrence frz[j] = valid[j] &
 * (blk[j] | frz[j+1]) unrolled): an OR over the handshake stages of blk[h]
 * & run<h>[j]. Written as that recurrence, it is a chain through every
 * stage, which synthesis keeps (each frz is used), and a wait on a port
 * crossed all of it: 25 ns for 42 stages on iCE40. run<h> is a register,
 * so a handshake is one AND and the OR over the few handshake stages away
 * from every stage's hold (docs/architecture.md, "Pipeline control"). */
void pipe_drain_logic(Arch *A, PipeCtl *c, const char *more, const char *kill,
                      uint32_t sc) {
  RtlDesign *d = A->d;
  uint32_t S = c->L->stages, H = 0;
  for (uint32_t h = 0; h < S; h++) H += c->blk[h] != RTL_NOSIG;
  for (uint32_t j = 0; j < S; j++) {
    Sbuf f = {0};
    for (uint32_t h = j; h < S; h++) {
      if (c->blk[h] == RTL_NOSIG) continue;
      const char *run = h ? rtl_printf(d, "%s[%u]", sig_name(A, c->run[h]), j)
                          : valid_bit(A, c, 0);
      sb_printf(&f, "%s(%s & %s)", f.len ? " | " : "", sig_name(A, c->blk[h]),
                run);
    }
    rtl_assign(d, c->frz[j], f.len ? sb_str(&f) : "1'b0");
    sb_free(&f);
  }
  rtl_assign(d, c->next,
             next_text(A, c, frz_wire, NULL, sig_name(A, c->keep), more));
  if (H <= SHANNON_MAX && S <= 64) {
    shannon_runs(A, c, kill, sc);
    return;
  }
  for (uint32_t h = 1; h < S; h++)
    if (c->nrun[h] != RTL_NOSIG) suffix_and(A, c->next, c->nrun[h], h);
}

/* The run registers' updates, where the valid bits are written; entry:
 * only stage 0 is valid then, so no run of two stages or more is. */
void pipe_run_updates(Arch *A, const PipeCtl *c, Sbuf *o, const char *ind,
                      bool entry) {
  if (!c->L->drain) return;
  for (uint32_t h = 1; h < c->L->stages; h++)
    if (c->run[h] != RTL_NOSIG)
      sb_printf(o, "%s%s <= %s;\n", ind, sig_name(A, c->run[h]),
                entry ? arch_literal(A, h + 1, 0) : sig_name(A, c->nrun[h]));
}
