/* synth.c - runs Yosys (and nextpnr-ice40) on a Verilog design and reads
 * back resource counts, logic depth and the maximum clock frequency. */
#include "synth.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SYNTH_DEFAULT_TIMEOUT_S 900u

static char *path_in(const char *dir, const char *name) {
  size_t n = strlen(dir) + strlen(name) + 2;
  char *p = xmalloc(n);
  snprintf(p, n, "%s/%s", dir, name);
  return p;
}

/* The Yosys commands of each target; stat.json and ltp.txt are read back. */
static void yosys_script(const SynthOptions *so, const char *top,
                         const char *dir, Sbuf *s) {
  switch (so->target) {
  case TARGET_ICE40:
    sb_printf(s, "synth_ice40 -top %s -json %s/netlist.json\n", top, dir);
    break;
  case TARGET_XILINX7:
    sb_printf(s, "synth_xilinx -top %s -flatten -noiopad\n", top);
    break;
  default:
    sb_printf(s,
              "hierarchy -check -top %s\nproc\nflatten\nopt\nmemory -nomap\n"
              "opt\ntechmap\nopt -fast\nabc -lut 4\nopt_clean\n",
              top);
    break;
  }
  sb_printf(s, "tee -q -o %s/stat.json stat -json\n", dir);
  /* Logic levels: the longest path once registers, RAMs and clock buffers
   * are cut out (iCE40 has its Fmax instead: a carry chain would count
   * one level per bit there). */
  if (so->target == TARGET_XILINX7)
    sb_printf(s, "delete t:FD* t:BUFG* t:RAMB* t:RAM32* t:RAM64* "
                 "t:RAM128* t:RAM256* t:SRL*\n"
                 "tee -q -o %s/ltp.txt ltp -noff\n", dir);
  else if (so->target == TARGET_GENERIC)
    sb_printf(s, "delete t:$mem_v2\ntee -q -o %s/ltp.txt ltp -noff\n", dir);
}

/* The count of cell type `type` in the design totals of `stat -json`. */
static long cell_count(const char *stat, const char *type) {
  const char *d = strstr(stat, "\"design\":");
  if (!d) return 0;
  const char *c = strstr(d, "\"num_cells_by_type\":");
  if (!c) return 0;
  const char *end = strchr(c, '}');
  size_t n = strlen(type);
  for (const char *p = strchr(c, '{'); p && p < end; p++) {
    if (*p != '"') continue;
    if (!strncmp(p + 1, type, n) && p[n + 1] == '"') {
      const char *colon = strchr(p + n + 2, ':');
      return colon ? strtol(colon + 1, NULL, 10) : 0;
    }
    p = strchr(p + 1, '"'); /* skip the rest of this name */
    if (!p) break;
  }
  return 0;
}

static long sum_cells(const char *stat, const char *const types[]) {
  long n = 0;
  for (size_t i = 0; types[i]; i++) n += cell_count(stat, types[i]);
  return n;
}

static const char *const k_ice40_ff[] = {
    "SB_DFF",   "SB_DFFE",   "SB_DFFSR",  "SB_DFFR",   "SB_DFFS",
    "SB_DFFESR", "SB_DFFER", "SB_DFFESS", "SB_DFFES",  "SB_DFFSS",
    "SB_DFFN",  "SB_DFFNE",  "SB_DFFNSR", "SB_DFFNR",  "SB_DFFNS",
    "SB_DFFNESR", "SB_DFFNER", "SB_DFFNESS", "SB_DFFNES", "SB_DFFNSS",
    NULL};
static const char *const k_x7_lut[] = {"LUT1", "LUT2", "LUT3", "LUT4",
                                       "LUT5", "LUT6", NULL};
static const char *const k_x7_lutram[] = {
    "RAM32X1S", "RAM32X1D", "RAM64X1S", "RAM64X1D", "RAM128X1S",
    "RAM128X1D", "RAM256X1S", "RAM32M",  "RAM64M",  "SRL16E",
    "SRLC32E",  NULL};
static const char *const k_x7_ff[] = {"FDRE", "FDSE", "FDCE", "FDPE", NULL};

/* Flip-flops of the generic flow: every $_DFF*, $_SDFF*, $_DLATCH* type. */
static long generic_ffs(const char *stat) {
  const char *d = strstr(stat, "\"design\":");
  const char *c = d ? strstr(d, "\"num_cells_by_type\":") : NULL;
  if (!c) return 0;
  const char *end = strchr(c, '}');
  long n = 0;
  for (const char *p = strstr(c, "\"$_"); p && p < end;
       p = strstr(p + 1, "\"$_")) {
    if (strncmp(p, "\"$_DFF", 6) && strncmp(p, "\"$_SDFF", 7) &&
        strncmp(p, "\"$_ALDFF", 8) && strncmp(p, "\"$_DLATCH", 9))
      continue;
    const char *colon = strchr(p + 1, ':');
    if (colon) n += strtol(colon + 1, NULL, 10);
  }
  return n;
}

static void read_counts(const char *stat, const SynthOptions *so,
                        SynthResult *r) {
  switch (so->target) {
  case TARGET_ICE40:
    r->device = "iCE40 HX8K (ct256)";
    r->luts = cell_count(stat, "SB_LUT4");
    r->ffs = sum_cells(stat, k_ice40_ff);
    r->carries = cell_count(stat, "SB_CARRY");
    r->dsps = cell_count(stat, "SB_MAC16");
    r->brams = (double)cell_count(stat, "SB_RAM40_4K");
    r->bram_kind = "SB_RAM40_4K, 4 Kb";
    break;
  case TARGET_XILINX7:
    r->device = "Xilinx 7-series (Yosys synth_xilinx)";
    r->luts = sum_cells(stat, k_x7_lut);
    r->lutram = sum_cells(stat, k_x7_lutram);
    r->ffs = sum_cells(stat, k_x7_ff);
    r->carries = cell_count(stat, "CARRY4");
    r->dsps = cell_count(stat, "DSP48E1");
    r->brams = (double)cell_count(stat, "RAMB36E1") +
               0.5 * (double)cell_count(stat, "RAMB18E1");
    r->bram_kind = "RAMB36E1, 36 Kb; RAMB18E1 counts 1/2";
    break;
  default:
    r->device = "generic 4-input LUTs (Yosys + ABC)";
    r->luts = cell_count(stat, "$lut");
    r->ffs = generic_ffs(stat);
    r->brams = (double)cell_count(stat, "$mem_v2");
    r->bram_kind = "memories kept as memories";
    break;
  }
}

static long read_levels(const char *dir) {
  char *p = path_in(dir, "ltp.txt");
  char *t = read_file(p, NULL);
  free(p);
  long n = -1;
  const char *l = t ? strstr(t, "(length=") : NULL;
  if (l) n = strtol(l + 8, NULL, 10);
  free(t);
  return n;
}

/* The first line of `log` that holds "ERROR:" (with the file:line Yosys
 * puts in front of a parse error), else its last line. */
static void log_reason(const char *log_path, char *out, size_t size) {
  char *t = read_file(log_path, NULL);
  out[0] = 0;
  if (!t) return;
  const char *e = strstr(t, "ERROR:");
  if (e) {
    while (e > t && e[-1] != '\n') e--;
  } else {
    size_t n = strlen(t);
    while (n && isspace((unsigned char)t[n - 1])) t[--n] = 0;
    e = strrchr(t, '\n');
    e = e ? e + 1 : t;
  }
  size_t n = strcspn(e, "\n");
  snprintf(out, size, "%.*s", (int)(n < size ? n : size - 1), e);
  free(t);
}

/* The logic cells nextpnr's log reports before placement ("ICESTORM_LC:
 * used/ available"); false when it has no such line. */
static bool read_utilisation(const char *log_path, SynthResult *r) {
  char *t = read_file(log_path, NULL);
  if (!t) return false;
  const char *p = strstr(t, "ICESTORM_LC:");
  long used, avail;
  bool ok = p && sscanf(p + strlen("ICESTORM_LC:"), " %ld / %ld", &used,
                        &avail) == 2;
  if (ok) {
    r->logic_cells = used;
    r->logic_cells_avail = avail;
  }
  free(t);
  return ok;
}

static int run_yosys(const char *vfile, const char *top,
                     const SynthOptions *so, const char *dir,
                     unsigned timeout, SynthResult *r) {
  static const char *const names[] = {"yosys", NULL};
  const char *yosys = find_program(names);
  if (!yosys) {
    fprintf(stderr, "hlsc: error: yosys not found (Debian package "
                    "'yosys')\n");
    return 2;
  }
  Sbuf script = {0};
  yosys_script(so, top, dir, &script);
  char *ys = path_in(dir, "synth.ys"), *log = path_in(dir, "yosys.log");
  int rc = 2;
  if (write_file(ys, script.s, script.len)) {
    char *argv[] = {(char *)yosys, "-q", "-s", ys, (char *)vfile, NULL};
    double t = monotonic_s();
    int st = run_command(argv, log, log, timeout);
    r->synth_s = monotonic_s() - t;
    if (st == 0) {
      rc = 0;
    } else {
      char why[200];
      log_reason(log, why, sizeof why);
      if (st == RUN_TIMED_OUT)
        fprintf(stderr, "hlsc: error: yosys did not finish in %u s\n",
                timeout);
      else
        fprintf(stderr, "hlsc: error: yosys failed on '%s': %s\n", vfile,
                why);
    }
  }
  sb_free(&script);
  free(ys);
  free(log);
  return rc;
}

/* A number after `key` in text, searched from `from`; -1 if absent. */
static double json_number(const char *from, const char *key) {
  const char *p = from ? strstr(from, key) : NULL;
  return p ? strtod(p + strlen(key), NULL) : -1;
}

static void read_pnr_report(const char *dir, SynthResult *r) {
  char *p = path_in(dir, "pnr.json");
  char *t = read_file(p, NULL);
  free(p);
  if (!t) return;
  /* Several clocks: the slowest one limits the design. */
  const char *f = strstr(t, "\"fmax\":");
  const char *u = strstr(t, "\"utilization\":");
  for (const char *a = f ? strstr(f, "\"achieved\":") : NULL;
       a && (!u || a < u); a = strstr(a + 1, "\"achieved\":")) {
    double mhz = json_number(a, "\"achieved\":");
    if (mhz > 0 && (r->fmax_mhz < 0 || mhz < r->fmax_mhz)) r->fmax_mhz = mhz;
  }
  const char *lc = u ? strstr(u, "\"ICESTORM_LC\":") : NULL;
  if (lc) {
    r->logic_cells_avail = (long)json_number(lc, "\"available\":");
    r->logic_cells = (long)json_number(lc, "\"used\":");
  }
  free(t);
}

static void run_nextpnr(const SynthOptions *so, const char *dir,
                        unsigned timeout, SynthResult *r) {
  static const char *const names[] = {"nextpnr-ice40", NULL};
  const char *pnr = find_program(names);
  if (!pnr) {
    snprintf(r->error, sizeof r->error,
             "nextpnr-ice40 not found (Debian package 'nextpnr-ice40')");
    return;
  }
  char freq[32];
  snprintf(freq, sizeof freq, "%.3f", 1000.0 / so->clock_period_ns);
  char *json = path_in(dir, "netlist.json"), *rep = path_in(dir, "pnr.json");
  char *log = path_in(dir, "nextpnr.log");
  char *argv[] = {(char *)pnr, "--hx8k", "--package", "ct256", "--json", json,
                  "--pcf-allow-unconstrained", "--seed", "1", "--freq", freq,
                  "--timing-allow-fail", "--no-promote-globals",
                  "--report", rep, NULL};
  double t = monotonic_s();
  int st = run_command(argv, log, log, timeout);
  r->pnr_s = monotonic_s() - t;
  if (st == 0) {
    read_pnr_report(dir, r);
    if (r->fmax_mhz < 0)
      snprintf(r->error, sizeof r->error,
               "nextpnr-ice40 reported no clock frequency");
  } else if (st == RUN_TIMED_OUT) {
    snprintf(r->error, sizeof r->error,
             "place and route did not finish in %u s", timeout);
  } else if (read_utilisation(log, r) && r->logic_cells > r->logic_cells_avail) {
    snprintf(r->error, sizeof r->error,
             "does not fit the iCE40 HX8K: %ld logic cells of %ld",
             r->logic_cells, r->logic_cells_avail);
  } else {
    char why[200];
    log_reason(log, why, sizeof why);
    snprintf(r->error, sizeof r->error, "place and route failed: %s", why);
  }
  free(json);
  free(rep);
  free(log);
}

int synth_run(const char *vfile, const char *top, const SynthOptions *so,
              SynthResult *r) {
  memset(r, 0, sizeof *r);
  r->target = so->target;
  r->logic_cells = r->logic_cells_avail = r->levels = -1;
  r->fmax_mhz = -1;
  unsigned timeout = so->timeout_s ? so->timeout_s : SYNTH_DEFAULT_TIMEOUT_S;
  char *dir = make_temp_dir("hlsc-synth");
  if (!dir) {
    fprintf(stderr, "hlsc: error: cannot make a temporary directory\n");
    return 2;
  }
  int rc = run_yosys(vfile, top, so, dir, timeout, r);
  if (!rc) {
    char *sp = path_in(dir, "stat.json");
    char *stat = read_file(sp, NULL);
    free(sp);
    if (stat) {
      read_counts(stat, so, r);
      free(stat);
      r->levels = read_levels(dir);
      if (so->target == TARGET_ICE40) run_nextpnr(so, dir, timeout, r);
    } else {
      fprintf(stderr, "hlsc: error: yosys wrote no statistics\n");
      rc = 2;
    }
  }
  if (so->keep) fprintf(stderr, "hlsc: synthesis files kept in %s\n", dir);
  else rm_rf(dir);
  free(dir);
  return rc;
}

static const char *target_text(Target t) {
  return t == TARGET_ICE40 ? "ice40" : t == TARGET_XILINX7 ? "xilinx7"
                                                           : "generic";
}

void synth_json(const SynthResult *r, const SynthOptions *so, Sbuf *o) {
  sb_printf(o, "{\"target\": \"%s\", \"device\": \"%s\", ",
            target_text(r->target), r->device ? r->device : "");
  sb_printf(o, "\"luts\": %ld, \"ffs\": %ld, \"dsps\": %ld, \"brams\": %g, ",
            r->luts, r->ffs, r->dsps, r->brams);
  sb_printf(o, "\"carries\": %ld, \"lutram\": %ld, \"logic_levels\": %ld, ",
            r->carries, r->lutram, r->levels);
  if (r->logic_cells >= 0)
    sb_printf(o, "\"logic_cells\": %ld, \"logic_cells_available\": %ld, ",
              r->logic_cells, r->logic_cells_avail);
  if (r->fmax_mhz > 0)
    sb_printf(o, "\"fmax_mhz\": %.2f, \"achieved_period_ns\": %.3f, ",
              r->fmax_mhz, 1000.0 / r->fmax_mhz);
  else
    sb_puts(o, "\"fmax_mhz\": null, ");
  sb_printf(o, "\"target_period_ns\": %.3f, ", so->clock_period_ns);
  sb_printf(o, "\"synth_seconds\": %.2f, \"pnr_seconds\": %.2f, ",
            r->synth_s, r->pnr_s);
  sb_puts(o, "\"error\": \"");
  for (const char *c = r->error; *c; c++) {
    if (*c == '"' || *c == '\\') sb_putc(o, '\\');
    if ((unsigned char)*c >= 0x20) sb_putc(o, *c);
  }
  sb_puts(o, "\"}");
}

void synth_summary(const SynthResult *r, const SynthOptions *so,
                   const char *top, Sbuf *o) {
  sb_printf(o, "synthesis of %s for %s: %s\n", top, target_text(r->target),
            r->device);
  sb_printf(o, "  LUTs          %8ld", r->luts);
  if (r->logic_cells >= 0)
    sb_printf(o, "   (%ld of %ld logic cells after packing)", r->logic_cells,
              r->logic_cells_avail);
  sb_printf(o, "\n  flip-flops    %8ld\n", r->ffs);
  if (r->target != TARGET_GENERIC)
    sb_printf(o, "  carry cells   %8ld\n", r->carries);
  if (r->target == TARGET_XILINX7)
    sb_printf(o, "  LUT RAMs      %8ld\n", r->lutram);
  sb_printf(o, "  DSP blocks    %8ld\n", r->dsps);
  sb_printf(o, "  block RAMs    %8g   (%s)\n", r->brams, r->bram_kind);
  if (r->levels >= 0)
    sb_printf(o, "  logic levels  %8ld   (longest path in cells)\n",
              r->levels);
  if (r->fmax_mhz > 0)
    sb_printf(o, "  Fmax          %8.2f MHz (%.2f ns; asked %.2f ns) after "
              "place and route\n", r->fmax_mhz, 1000.0 / r->fmax_mhz,
              so->clock_period_ns);
  else if (r->target == TARGET_ICE40)
    sb_printf(o, "  Fmax          unknown: %s\n", r->error);
  sb_printf(o, "  tool time     synthesis %.1f s", r->synth_s);
  if (r->target == TARGET_ICE40)
    sb_printf(o, ", place and route %.1f s", r->pnr_s);
  sb_putc(o, '\n');
}
