/* driver_report.c - what is reported of a compiled function: the JSON
 * report (--report), the -v summary on stderr and the schedule page
 * (--schedule-html). A dataflow region's reports are driver_net.c's; the
 * parts on pipeline extraction and the area fit are driver_extract.c's and
 * driver_fit.c's. Every figure comes from the Compilation; nothing here
 * changes it. */
#include "driver.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "pass/pass.h"
#include "py/pyfront.h"
#include "rtl/maxi.h"

void driver_json_cosim(Sbuf *o, const ReportCycles *cycles,
                       const char *synth) {
  if (cycles)
    sb_printf(o, "  \"cycles\": %llu,\n  \"calls\": %llu,\n"
              "  \"cycles_per_call\": {\"min\": %llu, \"max\": %llu, "
              "\"total\": %llu},\n",
              (unsigned long long)cycles->total,
              (unsigned long long)cycles->calls,
              (unsigned long long)cycles->min, (unsigned long long)cycles->max,
              (unsigned long long)cycles->total);
  if (synth) sb_printf(o, "  \"synthesis\": %s,\n", synth);
}

void driver_json_str(Sbuf *o, const char *s) {
  sb_putc(o, '"');
  for (; s && *s; s++) {
    unsigned char ch = (unsigned char)*s;
    if (ch == '"' || ch == '\\') sb_printf(o, "\\%c", ch);
    else if (ch < 0x20) sb_printf(o, "\\u%04x", ch);
    else sb_putc(o, (char)ch);
  }
  sb_putc(o, '"');
}

static const char *target_name(Target t) {
  switch (t) {
  case TARGET_ICE40: return "ice40";
  case TARGET_XILINX7: return "xilinx7";
  default: return "generic";
  }
}

const char *driver_overflow_meaning(const Options *opt) {
  if (py_is_input(opt->input)) return NULL;
  return opt->strict_overflow ? "undefined" : "wraps";
}

/* The module's figures: the netlist's (rtl_stats: its on-chip memories,
 * and the array parameters' outside it) and the m_axi wrapper's own RAMs
 * and FIFOs (maxi_buffers), which are on chip too. */
static void design_stats(const Compilation *c, RtlStats *st) {
  rtl_stats(c->rtl, st);
  maxi_buffers(c->func, &st->nmems, &st->mem_bits);
}

/* ---- the JSON report ---- */

/* "top" through "dividers": what was compiled, for what clock, and the
 * module's totals. */
static void json_head(const Options *opt, const Compilation *c,
                      const ReportCycles *cycles, const char *synth,
                      Sbuf *o) {
  const Func *f = c->func;
  RtlStats st = {0};
  design_stats(c, &st);
  sb_puts(o, "{\n  \"top\": ");
  driver_json_str(o, f->name);
  sb_puts(o, ",\n  \"source\": ");
  driver_json_str(o, opt->input);
  const char *ovf = driver_overflow_meaning(opt);
  if (ovf) sb_printf(o, ",\n  \"signed_overflow\": \"%s\"", ovf);
  sb_printf(o, ",\n  \"unroll_tripcount\": %u", opt->unroll_tripcount);
  sb_printf(o, ",\n  \"float_units\": \"%s\"",
            driver_float_small(opt) ? "small" : "fast");
  sb_printf(o, ",\n  \"target\": \"%s\",\n", target_name(opt->target));
  sb_printf(o, "  \"clock_period_ns\": %.3f,\n", opt->clock_period_ns);
  sb_printf(o, "  \"critical_path_ns\": %.3f,\n", c->sched.critical_ns);
  SchedOptions so = driver_sched_options(opt);
  sb_printf(o, "  \"delay_budget_ns\": %.3f,\n", delay_budget(&so));
  sb_printf(o, "  \"estimated_period_ns\": %.3f,\n",
            c->sched.critical_ns + delay_reg_overhead(&so));
  driver_json_cosim(o, cycles, synth);
  driver_extract_json(c, o);
  sb_printf(o,
            "  \"fsm_states\": %u,\n  \"registers\": %u,\n"
            "  \"register_bits\": %llu,\n  \"memories\": %u,\n"
            "  \"memory_bits\": %llu,\n  \"external_memories\": %u,\n"
            "  \"dividers\": %u,\n",
            st.nstates, st.nregs, (unsigned long long)st.reg_bits, st.nmems,
            (unsigned long long)st.mem_bits, st.next_mems, st.ndividers);
}

/* "partitions", "automatic_partitions", "shared_units" (when there are
 * any) and the area fit's members. */
static void json_resources(const Compilation *c, Sbuf *o) {
  const Func *f = c->func;
  if (f->splits.len) {
    sb_puts(o, "  \"partitions\": [");
    for (size_t i = 0; i < f->splits.len; i++) {
      const MemSplit *s = &f->splits.data[i];
      sb_printf(o, "%s\n    {\"memory\": ", i ? "," : "");
      driver_json_str(o, s->name);
      sb_printf(o, ", \"kind\": \"%s\", \"factor\": %u, \"dim\": %u, "
                "\"banks\": %u, \"bank_words\": %llu, \"direct\": %u, "
                "\"spread\": %u, \"automatic\": %s}",
                partition_kind_name(s->part.kind), s->part.factor, s->part.dim,
                s->banks, (unsigned long long)s->bank_depth, s->direct,
                s->spread, s->part.automatic ? "true" : "false");
    }
    sb_puts(o, "\n  ],\n");
  }
  if (f->autopart_line)
    sb_printf(o, "  \"automatic_partitions\": {\"loop_line\": %u, "
              "\"cycles_per_iteration_before\": %u, "
              "\"cycles_per_iteration_after\": %u},\n", f->autopart_line,
              f->autopart_before, f->autopart_after);
  if (c->sched.nfu) {
    Sbuf t = {0};
    fu_text(f, &c->sched, &t);
    sb_printf(o, "  \"shared_units\": {\"units\": %u, \"text\": ",
              c->sched.nfu);
    driver_json_str(o, sb_str(&t));
    sb_puts(o, "},\n");
    sb_free(&t);
  }
  driver_fit_json(c, o);
}

/* A loop's seed 000 case and mechanisms, as JSON members. */
static void json_loop_case(Sbuf *o, const Func *f, const LoopSched *L) {
  uint8_t lc = f->blocks.data[L->block].loop_case;
  if (!lc) {
    sb_puts(o, "\"seed_case\": null, \"mechanisms\": [], ");
    return;
  }
  sb_printf(o, "\"seed_case\": {\"case\": %u, \"data_dependence\": ",
            sched_seed_case(lc));
  driver_json_str(o, sched_data_dependence(lc));
  sb_printf(o, ", \"control_dependence\": %s, \"variable_latency\": %s}, "
            "\"mechanisms\": [", lc & LC_CONTROL ? "true" : "false",
            lc & LC_VARLAT ? "true" : "false");
  LoopMechanisms m;
  sched_loop_mechanisms(f, L, &m);
  for (uint32_t i = 0; i < m.n; i++) {
    if (i) sb_puts(o, ", ");
    driver_json_str(o, m.name[i]);
  }
  sb_puts(o, "], ");
}

/* A loop's schedule: II or an iteration's cycles, and its nest's
 * flattening. */
static void json_loop_shape(const Func *f, const LoopSched *L, Sbuf *o) {
  sb_printf(o, ", \"block\": %u, \"pipelined\": %s, ", L->block,
            L->pipelined ? "true" : "false");
  if (L->pipelined)
    sb_printf(o, "\"ii\": %u, \"mii\": %u, \"rec_mii\": %u, "
              "\"res_mii\": %u, \"stages\": %u, \"depth\": %u, ",
              L->ii, L->mii, L->rec_mii, L->res_mii, L->stages,
              L->stages * L->ii);
  else if (L->seq_cycles) /* an iteration's cycles */
    sb_printf(o, "\"depth\": %u, ", L->seq_cycles);
  sb_printf(o, "\"sequential_cycles\": %u, \"if_converted\": %s, ",
            L->seq_cycles,
            f->blocks.data[L->block].if_converted ? "true" : "false");
  const Block *hb = &f->blocks.data[L->block];
  if (hb->flattened) {
    sb_printf(o, "\"flattened\": {\"loops\": %u, \"segment_starts\": %u, "
              "\"port_cuts\": %u}, ", hb->flattened, hb->flat_starts,
              hb->flat_cuts);
  } else if (hb->flat_why) {
    sb_puts(o, "\"not_flattened\": ");
    driver_json_str(o, hb->flat_why);
    sb_puts(o, ", ");
    if (hb->flat_cycles)
      sb_printf(o, "\"flattened_cycles\": %u, \"nest_best_cycles\": %u, ",
                hb->flat_cycles, hb->flat_best);
  }
  if (L->trip_count >= 0)
    sb_printf(o, "\"trip_count\": %lld, ", (long long)L->trip_count);
  else
    sb_puts(o, "\"trip_count\": null, ");
  if (L->trip_max)
    sb_printf(o, "\"tripcount_pragma\": {\"min\": %llu, \"max\": %llu, "
              "\"avg\": %llu}, ", (unsigned long long)L->trip_min,
              (unsigned long long)L->trip_max,
              (unsigned long long)L->trip_avg);
  else
    sb_puts(o, "\"tripcount_pragma\": null, ");
}

/* A loop's mechanisms with what it would take without them: forwarding,
 * shared units, variable latency; its recurrence and the reason. */
static void json_loop_mechanisms(const LoopSched *L, Sbuf *o) {
  if (L->fwd_loads) {
    sb_puts(o, "\"forwarding\": {\"memory\": ");
    driver_json_str(o, L->fwd_mem);
    sb_printf(o, ", \"loads\": %u, \"stores\": %u, \"comparators\": %u, "
              "\"ii_without\": ", L->fwd_loads, L->fwd_stores, L->fwd_cmps);
    if (L->fwd_ii) sb_printf(o, "%u}, ", L->fwd_ii);
    else sb_puts(o, "null}, "); /* sequential without */
  } else {
    sb_puts(o, "\"forwarding\": null, ");
  }
  if (L->fu_shared && L->pipelined && L->fu_ii)
    sb_printf(o, "\"shared_units_ii_without\": %u, ", L->fu_ii);
  else if (L->fu_shared && L->pipelined) /* sequential without */
    sb_puts(o, "\"shared_units_ii_without\": null, ");
  sb_puts(o, "\"recurrence\": ");
  driver_json_str(o, L->recurrence);
  if (L->varlat) {
    sb_printf(o, ", \"variable_latency\": {\"stall\": %u, "
              "\"static_cycles\": %u, \"text\": ", L->stall, L->static_cost);
    driver_json_str(o, L->varlat_text);
    sb_putc(o, '}');
  } else {
    sb_puts(o, ", \"variable_latency\": null");
  }
  sb_puts(o, ", \"reason\": ");
  driver_json_str(o, L->reason);
}

/* "blocks" (states per block) and "loops" (one object per loop). */
static void json_blocks_loops(const Compilation *c, Sbuf *o) {
  const Func *f = c->func;
  sb_puts(o, "  \"blocks\": [");
  for (size_t b = 0; b < f->blocks.len; b++) {
    const Block *bl = &f->blocks.data[b];
    uint32_t line = bl->term.loc.line;
    sb_printf(o, "%s\n    {\"block\": %zu, \"name\": ", b ? "," : "", b);
    driver_json_str(o, bl->name ? bl->name : "");
    sb_printf(o, ", \"states\": %u, \"line\": %u}", c->sched.nstates[b],
              line);
  }
  sb_puts(o, "\n  ],\n  \"loops\": [");
  for (uint32_t i = 0; i < c->sched.nloops; i++) {
    const LoopSched *L = &c->sched.loops[i];
    sb_printf(o, "%s\n    {\"line\": %u, \"label\": ", i ? "," : "",
              L->loc.line);
    if (L->label) driver_json_str(o, L->label);
    else sb_puts(o, "null");
    json_loop_shape(f, L, o);
    json_loop_case(o, f, L);
    json_loop_mechanisms(L, o);
    sb_putc(o, '}');
  }
  sb_puts(o, "\n  ],\n");
}

/* "module", "interface", "ports" and "gates". */
static void json_ports(const Compilation *c, Sbuf *o) {
  const Func *f = c->func;
  sb_puts(o, "  \"module\": ");
  driver_json_str(o, f->hw_name);
  sb_printf(o, ",\n  \"interface\": \"%s\"",
            c->axilite ? "s_axilite" : "plain");
  sb_puts(o, ",\n  \"ports\": [");
  static const char *const kinds[] = {"scalar", "stream_in", "stream_out",
                                      "none", "memory"};
  for (size_t p = 0; p < f->ports.len; p++) {
    const Port *pt = &f->ports.data[p];
    sb_printf(o, "%s\n    {\"parameter\": ", p ? "," : "");
    driver_json_str(o, pt->name);
    sb_puts(o, ", \"verilog\": ");
    driver_json_str(o, pt->kind == PORT_STREAM_NONE ? "" : pt->hw);
    sb_printf(o, ", \"kind\": \"%s\", \"width\": %u", kinds[pt->kind],
              pt->width);
    if (pt->maxi) { /* streamed or copied, and why (pass/maxistream.c) */
      sb_puts(o, ", \"m_axi\": ");
      driver_json_str(o, pt->maxi_why ? pt->maxi_why : "copied");
    }
    if (pt->nfields) { /* AXI4-Stream side channels: NAME_t<channel> */
      sb_puts(o, ", \"channels\": [");
      for (unsigned k = 0; k < pt->nfields; k++)
        sb_printf(o, "%s{\"channel\": \"%s\", \"lo\": %u, \"width\": %u}",
                  k ? ", " : "",
                  ir_axis_chan_name((AxisChan)pt->fields[k].chan),
                  pt->fields[k].lo, pt->fields[k].width);
      sb_puts(o, "]");
    }
    sb_puts(o, "}");
  }
  sb_puts(o, "\n  ],\n  \"gates\": [");
  for (size_t p = 0, n = 0; p < f->ports.len; p++) {
    const Port *pt = &f->ports.data[p];
    if (!pt->gate) continue;
    sb_printf(o, "%s\n    {\"port\": ", n++ ? "," : "");
    driver_json_str(o, pt->name);
    sb_puts(o, ", \"verilog\": ");
    driver_json_str(o, pt->hw);
    sb_printf(o, ", \"depth\": %u}", pt->gate);
  }
  sb_puts(o, "\n  ],\n");
}

/* "memories_detail", "llvm_pipeline" and "compile_seconds", the last
 * member. */
static void json_tail(const Compilation *c, Sbuf *o) {
  const Func *f = c->func;
  sb_puts(o, "  \"memories_detail\": [");
  for (size_t m = 0; m < f->mems.len; m++) {
    const Mem *mem = &f->mems.data[m];
    sb_printf(o, "%s\n    {\"name\": ", m ? "," : "");
    driver_json_str(o, mem->name ? mem->name : "");
    sb_printf(o,
              ", \"width\": %u, \"depth\": %llu, \"rom\": %s, "
              "\"external\": %s}",
              mem->width, (unsigned long long)mem->depth,
              mem->rom ? "true" : "false", mem->external ? "true" : "false");
  }
  sb_puts(o, "\n  ],");
  if (c->llvm_pipeline)
    sb_printf(o,
              "\n  \"llvm_pipeline\": {\"name\": \"%s\", \"instructions\": "
              "%llu, \"threshold\": %llu},",
              c->llvm_pipeline, (unsigned long long)c->llvm_instructions,
              (unsigned long long)c->llvm_threshold);
  sb_printf(o,
            "\n  \"compile_seconds\": {\"frontend\": %.4f, \"clang\": "
            "%.4f, \"llvm_passes\": %.4f, \"passes\": %.4f, \"schedule\": "
            "%.4f, \"arch\": %.4f, \"verilog\": %.4f, \"total\": %.4f}\n}\n",
            c->seconds[PH_FRONTEND], c->clang_s, c->llvm_passes_s,
            c->seconds[PH_PASSES],
            c->seconds[PH_SCHEDULE], c->seconds[PH_ARCH],
            c->seconds[PH_VERILOG], c->seconds[PH_TOTAL]);
}

void driver_report_json(const Options *opt, const Compilation *c,
                        const ReportCycles *cycles, const char *synth,
                        Sbuf *o) {
  if (c->net) {
    driver_net_report_json(opt, c, cycles, synth, o);
    return;
  }
  json_head(opt, c, cycles, synth, o);
  json_resources(c, o);
  json_blocks_loops(c, o);
  json_ports(c, o);
  json_tail(c, o);
}

/* ---- the -v summary ---- */

/* The second -v line of a loop: its seed 000 case and mechanisms. */
static void print_loop_case(const Options *opt, const Func *f,
                            const LoopSched *L) {
  uint8_t lc = f->blocks.data[L->block].loop_case;
  if (!lc) return;
  Sbuf t = {0};
  sched_loop_case_text(lc, &t);
  LoopMechanisms m;
  sched_loop_mechanisms(f, L, &m);
  fprintf(stderr, "hlsc: %s:%u: loop%s%s: %s", L->loc.file ? L->loc.file
          : opt->input, L->loc.line, L->label ? " " : "",
          L->label ? L->label : "", sb_str(&t));
  for (uint32_t i = 0; i < m.n; i++)
    fprintf(stderr, "%s%s", i ? "; " : ": ", m.name[i]);
  fputc('\n', stderr);
  sb_free(&t);
}

/* The -v line of a top compiled through the `large` LLVM pipeline (why,
 * and what it leaves out); -O2, every other top's, says nothing. */
static void print_pipeline(const Compilation *c) {
  if (!c->llvm_pipeline || strcmp(c->llvm_pipeline, "large")) return;
  fprintf(stderr,
          "hlsc: %s: LLVM pipeline 'large', not -O2: the top is %llu LLVM "
          "instructions with every call inlined, at least %llu; each "
          "simplification pass runs once (InstCombine twice)\n",
          c->func->name, (unsigned long long)c->llvm_instructions,
          (unsigned long long)c->llvm_threshold);
}

/* The first -v line: the module's totals. */
static void print_totals(const Options *opt, const Compilation *c) {
  RtlStats st = {0};
  design_stats(c, &st);
  /* array parameters: their memories are the user's, not the module's */
  char outside[64] = "";
  if (st.next_mems)
    snprintf(outside, sizeof outside, " and %u outside the module",
             st.next_mems);
  fprintf(stderr,
          "hlsc: %s: %zu blocks, %u states, %u registers (%llu bits), %u "
          "memories (%llu bits)%s, critical path %.2f ns of %.2f ns, "
          "compiled in %.3f s\n",
          c->func->name, c->func->blocks.len, st.nstates, st.nregs,
          (unsigned long long)st.reg_bits, st.nmems,
          (unsigned long long)st.mem_bits, outside, c->sched.critical_ns,
          opt->clock_period_ns, c->seconds[PH_TOTAL]);
}

/* A loop's schedule and its nest's flattening, the start of its line. */
static void print_loop_shape(const Func *f, const LoopSched *L) {
  if (L->pipelined)
    fprintf(stderr, "pipelined, II %u (MII %u: RecMII %u, ResMII %u), "
            "depth %u cycle%s (%u stage%s)", L->ii, L->mii, L->rec_mii,
            L->res_mii, L->stages * L->ii, L->stages * L->ii == 1 ? "" : "s",
            L->stages, L->stages == 1 ? "" : "s");
  else if (L->seq_cycles)
    fprintf(stderr, "sequential, %u cycle%s per iteration", L->seq_cycles,
            L->seq_cycles == 1 ? "" : "s");
  else
    fprintf(stderr, "sequential");
  if (L->trip_count >= 0)
    fprintf(stderr, ", trip count %lld", (long long)L->trip_count);
  if (L->trip_max)
    fprintf(stderr, ", LOOP_TRIPCOUNT min %llu max %llu avg %llu",
            (unsigned long long)L->trip_min, (unsigned long long)L->trip_max,
            (unsigned long long)L->trip_avg);
  const Block *hb = &f->blocks.data[L->block];
  if (hb->flattened)
    fprintf(stderr, ", flattened: %u loop%s, %u segment starts, %u port "
            "cut%s", hb->flattened, hb->flattened == 1 ? "" : "s",
            hb->flat_starts, hb->flat_cuts, hb->flat_cuts == 1 ? "" : "s");
  if (hb->if_converted)
    fprintf(stderr, ", if-converted");
  if (hb->flat_why)
    fprintf(stderr, "; not flattened: %s", hb->flat_why);
  if (hb->flat_why && hb->flat_cycles)
    fprintf(stderr, " (%u cycle%s per iteration flattened, %u in the "
            "nest's fastest loop)", hb->flat_cycles,
            hb->flat_cycles == 1 ? "" : "s", hb->flat_best);
}

/* A loop's -v lines: its schedule, recurrence and mechanisms, then its
 * seed 000 case. */
static void print_loop(const Options *opt, const Func *f,
                       const LoopSched *L) {
  /* the loop's own file: a Python top may live in a module the input
   * imports */
  fprintf(stderr, "hlsc: %s:%u: loop%s%s: ",
          L->loc.file ? L->loc.file : opt->input, L->loc.line,
          L->label ? " " : "", L->label ? L->label : "");
  print_loop_shape(f, L);
  if (L->recurrence[0])
    fprintf(stderr, "; RecMII %u from %s", L->rec_mii, L->recurrence);
  if (L->fwd_loads) {
    Sbuf t = {0};
    sched_forward_text(L, &t);
    fprintf(stderr, "; %s", sb_str(&t));
    sb_free(&t);
  }
  if (L->fu_shared && L->pipelined) {
    Sbuf t = {0};
    sched_share_text(L, &t);
    fprintf(stderr, "; %s", sb_str(&t));
    sb_free(&t);
  }
  if (L->varlat)
    fprintf(stderr, "; variable latency: %s (%u cycles per iteration "
            "without it)", L->varlat_text, L->static_cost);
  fprintf(stderr, "%s%s\n", L->reason[0] ? "; " : "", L->reason);
  print_loop_case(opt, f, L);
}

/* The memories' lines: partitions, narrowed words, the compiler's
 * partitions; then the shared units'. */
static void print_memories_units(const Compilation *c) {
  const Func *f = c->func;
  for (size_t i = 0; i < f->splits.len; i++) {
    Sbuf t = {0};
    partition_text(&f->splits.data[i], &t);
    fprintf(stderr, "hlsc: %s: memory %s\n", f->name, sb_str(&t));
    sb_free(&t);
  }
  for (size_t i = 0; i < f->narrowed.len; i++) {
    Sbuf t = {0};
    mem_narrow_text(&f->narrowed.data[i], &t);
    fprintf(stderr, "hlsc: %s: memory %s\n", f->name, sb_str(&t));
    sb_free(&t);
  }
  if (f->autopart_line)
    fprintf(stderr, "hlsc: %s: the compiler's partitions take the loop at "
            "line %u from %u to %u cycle%s per iteration\n", f->name,
            f->autopart_line, f->autopart_before, f->autopart_after,
            f->autopart_after == 1 ? "" : "s");
  if (c->sched.nfu) {
    Sbuf t = {0};
    fu_text(f, &c->sched, &t);
    fprintf(stderr, "hlsc: %s: shared units: %s\n", f->name, sb_str(&t));
    sb_free(&t);
  }
}

void driver_print_summary(const Options *opt, const Compilation *c) {
  if (c->net) {
    driver_net_summary(opt, c);
    driver_extract_summary(opt, c);
    return;
  }
  const Func *f = c->func;
  print_totals(opt, c);
  print_pipeline(c);
  for (size_t p = 0; p < f->ports.len; p++)
    if (f->ports.data[p].maxi)
      fprintf(stderr, "hlsc: %s\n",
              f->ports.data[p].maxi_why
                  ? f->ports.data[p].maxi_why
                  : "copied (not analysed: the top was not scheduled as "
                    "one function)");
  for (uint32_t i = 0; i < c->sched.nloops; i++)
    print_loop(opt, f, &c->sched.loops[i]);
  print_memories_units(c);
  driver_fit_summary(c);
  driver_extract_summary(opt, c);
  for (size_t p = 0; p < f->ports.len; p++) {
    const Port *pt = &f->ports.data[p];
    if (pt->gate)
      fprintf(stderr, "hlsc: output %s: gate of %u word%s (writes wait only "
              "when it is full)\n", pt->name, pt->gate,
              pt->gate == 1 ? "" : "s");
  }
}

/* ---- the schedule page ---- */

/* The page of --schedule-html, written only after a successful compile
 * (write_file replaces the file atomically, so no partial page is left). */
int driver_write_schedule_html(const Options *opt, const Compilation *c) {
  if (c->net) return driver_net_schedule_html(opt, c);
  SchedOptions so = driver_sched_options(opt);
  Sbuf page = {0};
  Sbuf area = {0};
  driver_fit_text(c, &area);
  sched_html(c->func, &c->sched, &so, opt->input, area.s, &page);
  sb_free(&area);
  errno = 0;
  bool ok = write_file(opt->schedule_html, page.s, page.len);
  int err = errno;
  sb_free(&page);
  if (ok) return 0;
  fprintf(stderr, "hlsc: error: cannot write '%s': %s\n", opt->schedule_html,
          err ? strerror(err) : "write failed");
  return 2;
}
