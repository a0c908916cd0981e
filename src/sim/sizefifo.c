/* sizefifo.c - `hlsc cosim --size-fifos`: the smallest depths of a
 * dataflow region's FIFO channels that keep the cycles the testbench takes
 * with deep channels.
 *
 * 1. Every channel is made SIZE_PROBE_DEPTH words deep (or deeper, when
 *    its pragma asks for more) and the testbench is co-simulated: its
 *    cycles are the target, and each channel's largest occupancy bounds
 *    the depth it can need (a writer never waited for space).
 * 2. Channel by channel, a binary search between 1 and that occupancy + 1
 *    (a depth the channel never fills, so it behaves as in the probe)
 *    finds the smallest depth that still gives the target cycles; the
 *    channels already sized keep their new depths, the others stay deep.
 * 3. A last run with every depth found must pass with the target cycles;
 *    its PASS line is the result, followed by the depths as
 *    --fifo-depth options and as `#pragma HLS STREAM` lines.
 * A channel is named REGION.CHANNEL (the region's function): one depth for
 * every instance of a region. Trial runs print nothing. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../net/net.h"
#include "sim.h"

#define SIZE_PROBE_DEPTH 1024u

/* One depth to find: REGION.CHANNEL, for every instance of the region. */
typedef struct Chan {
  char *key;                /* REGION.CHANNEL */
  VEC(const char *) names;  /* its instances, as the testbench names them */
  uint32_t depth;
  uint64_t occ;             /* largest occupancy over its instances (probe) */
} Chan;
typedef VEC(Chan) Chans;

/* The channels of the design's testbench view (dc), grouped by key. */
static void group(const DfChans *dc, Chans *out) {
  for (size_t i = 0; i < dc->len; i++) {
    const DfChan *d = &dc->data[i];
    Sbuf key = {0};
    sb_printf(&key, "%s.%s", d->region, d->c->name);
    size_t k = 0;
    while (k < out->len && strcmp(out->data[k].key, sb_str(&key))) k++;
    if (k == out->len) {
      Chan nc = {xstrdup(sb_str(&key)), {0}, d->c->depth, 0};
      vec_push(out, nc);
    }
    vec_push(&out->data[k].names, d->name);
    sb_free(&key);
  }
}

static void chans_free(Chans *cs) {
  for (size_t i = 0; i < cs->len; i++) {
    free(cs->data[i].key);
    vec_free(&cs->data[i].names);
  }
  vec_free(cs);
}

/* One co-simulation with the given depths; 0 (PASS) with the cycles and
 * the occupancies in cyc, 1 FAIL, 2 an error. quiet: nothing on stdout. */
static int trial(const Options *opt, const Chans *cs, const char *dir,
                 size_t nfiles, bool quiet, ReportCycles *cyc) {
  Options o = *opt;
  memset(&o.fifo_depths, 0, sizeof o.fifo_depths);
  Sbuf *vals = xcalloc(cs->len + 1, sizeof *vals);
  for (size_t i = 0; i < cs->len; i++) {
    sb_printf(&vals[i], "%s=%u", cs->data[i].key, cs->data[i].depth);
    vec_push(&o.fifo_depths, sb_str(&vals[i]));
  }
  fflush(stdout);
  int saved = quiet ? dup(STDOUT_FILENO) : -1;
  int null = quiet ? open("/dev/null", O_WRONLY) : -1;
  if (null >= 0) dup2(null, STDOUT_FILENO);
  Compilation c;
  int rc = driver_compile(&o, &c) ? 2 : 0;
  memset(cyc, 0, sizeof *cyc);
  if (!rc) rc = tbcosim_compiled(&o, &c, dir, nfiles, cyc);
  compilation_free(&c);
  fflush(stdout);
  if (saved >= 0) {
    dup2(saved, STDOUT_FILENO);
    close(saved);
  }
  if (null >= 0) close(null);
  vec_free(&o.fifo_depths);
  for (size_t i = 0; i < cs->len; i++) sb_free(&vals[i]);
  free(vals);
  return rc;
}

/* The largest occupancy the testbench reported for any instance of c. */
static uint64_t occupancy(const ReportCycles *cyc, const Chan *c) {
  uint64_t best = 0;
  for (size_t i = 0; i < cyc->fifos.len; i++)
    for (size_t k = 0; k < c->names.len; k++)
      if (!strcmp(cyc->fifos.data[i].name, c->names.data[k]) &&
          cyc->fifos.data[i].max > best)
        best = cyc->fifos.data[i].max;
  return best;
}

/* Keeps the target: PASS with exactly the probe's cycles. */
static bool keeps(const Options *opt, const Chans *cs, const char *dir,
                  size_t nfiles, uint64_t target) {
  ReportCycles cyc;
  int rc = trial(opt, cs, dir, nfiles, true, &cyc);
  bool ok = rc == 0 && cyc.total == target;
  fifo_occs_free(&cyc.fifos);
  return ok;
}

static void print_result(const Chans *cs, uint64_t target) {
  printf("channel depths that keep %llu cycles (channels %u words deep: "
         "the same):\n", (unsigned long long)target, SIZE_PROBE_DEPTH);
  for (size_t i = 0; i < cs->len; i++)
    printf("%s--fifo-depth %s=%u", i ? " " : "", cs->data[i].key,
           cs->data[i].depth);
  printf("\n");
  for (size_t i = 0; i < cs->len; i++) {
    const char *dot = strchr(cs->data[i].key, '.');
    printf("#pragma HLS STREAM variable=%s depth=%u  /* in %.*s */\n",
           dot + 1, cs->data[i].depth, (int)(dot - cs->data[i].key),
           cs->data[i].key);
  }
}

static int size(const Options *opt, const char *dir, size_t nfiles,
                Chans *cs) {
  for (size_t i = 0; i < cs->len; i++)
    if (cs->data[i].depth < SIZE_PROBE_DEPTH)
      cs->data[i].depth = SIZE_PROBE_DEPTH;
  ReportCycles probe;
  int rc = trial(opt, cs, dir, nfiles, true, &probe);
  if (rc) {
    if (rc == 1)
      printf("FAIL %s: with every channel %u words deep the co-simulation "
             "fails (run it with --fifo-depth to see why)\n", opt->top,
             SIZE_PROBE_DEPTH);
    fifo_occs_free(&probe.fifos);
    return rc;
  }
  uint64_t target = probe.total;
  for (size_t i = 0; i < cs->len; i++)
    cs->data[i].occ = occupancy(&probe, &cs->data[i]);
  fifo_occs_free(&probe.fifos);
  /* depth occ + 1 never fills: the channel behaves as in the probe */
  for (size_t i = 0; i < cs->len; i++) {
    uint32_t lo = 1, hi = (uint32_t)cs->data[i].occ + 1;
    while (lo < hi) {
      uint32_t mid = lo + (hi - lo) / 2;
      cs->data[i].depth = mid;
      if (keeps(opt, cs, dir, nfiles, target)) hi = mid;
      else lo = mid + 1;
    }
    cs->data[i].depth = hi;
  }
  ReportCycles last;
  rc = trial(opt, cs, dir, nfiles, false, &last);
  if (!rc && last.total != target) {
    printf("FAIL %s: --size-fifos: the depths found give %llu cycles, not "
           "%llu\n", opt->top, (unsigned long long)last.total,
           (unsigned long long)target);
    rc = 1;
  }
  if (!rc) print_result(cs, target);
  fifo_occs_free(&last.fifos);
  return rc;
}

int sizefifo_run(const Options *opt, const char *dir, size_t nfiles) {
  Compilation c;
  if (driver_compile(opt, &c)) {
    compilation_free(&c);
    return 2;
  }
  DfChans dc = {0};
  Chans cs = {0};
  dftb_channels(&c, &dc);
  group(&dc, &cs);
  int rc = 2;
  if (!cs.len)
    fprintf(stderr, "hlsc: error: --size-fifos: '%s' has no FIFO channel "
            "(it is not a dataflow region, or all its channels are "
            "boundary streams)\n", opt->top);
  else
    rc = size(opt, dir, nfiles, &cs);
  chans_free(&cs);
  dftb_channels_free(&dc);
  compilation_free(&c);
  return rc;
}
