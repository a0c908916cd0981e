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

typedef struct Chan {
  char key[160];  /* REGION.CHANNEL */
  char paths[8][160]; /* instance paths, as the testbench names them */
  unsigned npaths;
  uint32_t depth;
  uint64_t occ;   /* largest occupancy over its instances (probe) */
} Chan;
typedef VEC(Chan) Chans;

static void collect(const Compilation *c, const char *pre, Chans *out) {
  const Net *n = c->net;
  for (size_t i = 0; i < n->chans.len; i++) {
    const NetChan *ch = &n->chans.data[i];
    if (ch->writers.data[0].unit == NET_BOUNDARY ||
        ch->readers.data[0].unit == NET_BOUNDARY)
      continue;
    char key[160];
    snprintf(key, sizeof key, "%s.%s", c->func->name, ch->name);
    size_t k = 0;
    while (k < out->len && strcmp(out->data[k].key, key)) k++;
    if (k == out->len) {
      Chan nc;
      memset(&nc, 0, sizeof nc);
      snprintf(nc.key, sizeof nc.key, "%s", key);
      nc.depth = ch->depth;
      vec_push(out, nc);
    }
    Chan *d = &out->data[k];
    if (d->npaths < 8)
      snprintf(d->paths[d->npaths++], sizeof d->paths[0], "%s%s", pre,
               ch->name);
  }
  for (size_t u = 0; u < n->units.len; u++) {
    const NetUnit *un = &n->units.data[u];
    const Compilation *uc =
        un->func < c->units.len ? c->units.data[un->func] : NULL;
    if (!uc || !uc->net) continue;
    char p[160];
    snprintf(p, sizeof p, "%s%s.", pre, un->name);
    collect(uc, p, out);
  }
}

/* One co-simulation with the given depths; 0 (PASS) with the cycles and
 * the occupancies in cyc, 1 FAIL, 2 an error. quiet: nothing on stdout. */
static int trial(const Options *opt, const Chans *cs, const char *dir,
                 size_t nfiles, bool quiet, ReportCycles *cyc) {
  Options o = *opt;
  memset(&o.fifo_depths, 0, sizeof o.fifo_depths);
  char (*vals)[192] = xcalloc(cs->len + 1, sizeof *vals);
  for (size_t i = 0; i < cs->len; i++) {
    snprintf(vals[i], sizeof vals[i], "%s=%u", cs->data[i].key,
             cs->data[i].depth);
    vec_push(&o.fifo_depths, vals[i]);
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
  free(vals);
  return rc;
}

/* The largest occupancy the testbench reported for any of c's paths. */
static uint64_t occupancy(const ReportCycles *cyc, const Chan *c) {
  uint64_t best = 0;
  for (const char *l = cyc->fifos.s ? cyc->fifos.s : ""; *l;) {
    char path[160];
    unsigned long long max = 0, depth = 0;
    int n = 0;
    if (sscanf(l, "%159s %llu %llu%n", path, &max, &depth, &n) != 3) break;
    l += n;
    while (*l == '\n') l++;
    for (unsigned k = 0; k < c->npaths; k++)
      if (!strcmp(path, c->paths[k]) && max > best) best = max;
  }
  return best;
}

/* Keeps the target: PASS with exactly the probe's cycles. */
static bool keeps(const Options *opt, const Chans *cs, const char *dir,
                  size_t nfiles, uint64_t target) {
  ReportCycles cyc;
  int rc = trial(opt, cs, dir, nfiles, true, &cyc);
  bool ok = rc == 0 && cyc.total == target;
  sb_free(&cyc.fifos);
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

int sizefifo_run(const Options *opt, const char *dir, size_t nfiles) {
  Compilation c;
  if (driver_compile(opt, &c)) {
    compilation_free(&c);
    return 2;
  }
  Chans cs = {0};
  if (c.net) collect(&c, "", &cs);
  compilation_free(&c);
  if (!cs.len) {
    fprintf(stderr, "hlsc: error: --size-fifos: '%s' has no FIFO channel "
            "(it is not a dataflow region, or all its channels are "
            "boundary streams)\n", opt->top);
    vec_free(&cs);
    return 2;
  }
  for (size_t i = 0; i < cs.len; i++)
    if (cs.data[i].depth < SIZE_PROBE_DEPTH) cs.data[i].depth = SIZE_PROBE_DEPTH;
  ReportCycles probe;
  int rc = trial(opt, &cs, dir, nfiles, true, &probe);
  if (rc) {
    if (rc == 1)
      printf("FAIL %s: with every channel %u words deep the co-simulation "
             "fails (run it with --fifo-depth to see why)\n", opt->top,
             SIZE_PROBE_DEPTH);
    sb_free(&probe.fifos);
    vec_free(&cs);
    return rc;
  }
  uint64_t target = probe.total;
  for (size_t i = 0; i < cs.len; i++)
    cs.data[i].occ = occupancy(&probe, &cs.data[i]);
  sb_free(&probe.fifos);
  /* depth occ + 1 never fills: the channel behaves as in the probe */
  for (size_t i = 0; i < cs.len; i++) {
    uint32_t lo = 1, hi = (uint32_t)cs.data[i].occ + 1;
    while (lo < hi) {
      uint32_t mid = lo + (hi - lo) / 2;
      cs.data[i].depth = mid;
      if (keeps(opt, &cs, dir, nfiles, target)) hi = mid;
      else lo = mid + 1;
    }
    cs.data[i].depth = hi;
  }
  ReportCycles last;
  rc = trial(opt, &cs, dir, nfiles, false, &last);
  if (!rc && last.total != target) {
    printf("FAIL %s: --size-fifos: the depths found give %llu cycles, not "
           "%llu\n", opt->top, (unsigned long long)last.total,
           (unsigned long long)target);
    rc = 1;
  }
  if (!rc) print_result(&cs, target);
  sb_free(&last.fifos);
  vec_free(&cs);
  return rc;
}
