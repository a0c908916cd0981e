#!/usr/bin/env bash
# bench/qor.sh - synthesis figures and the delay-model check: every kernel of
# tests/designs/ and bench/loops/ -> bench/out/qor.md (or BENCH_OUT).
# bench/run.sh runs it and puts the table into bench/results.md.
#
#   bench/qor.sh                 every kernel
#   bench/qor.sh gcd fir         kernels whose name contains an argument
#
# Per kernel, compiled for iCE40 at QOR_PERIOD ns (default 20: 50 MHz):
#  - hlsc --target ice40, then hlsc synth --target ice40: figures of Yosys
#    synth_ice40 (LUT4s, flip-flops, SB_RAM40_4K) and the Fmax nextpnr-ice40
#    reaches on an HX8K; the report's estimated_period_ns is the period the
#    scheduler believes the design needs (its critical path plus the
#    register overhead): the model error is achieved / estimated - 1, and a
#    design whose achieved period is more than 15% above QOR_PERIOD misses
#    its target (a bug in the delay model);
#  - hlsc cosim with the same options: cycles of one call;
#  - hlsc synth --target xilinx7 on the same Verilog: Yosys synth_xilinx
#    LUTs, flip-flops, DSP48E1s, 36 Kb block RAMs, logic levels;
#  - II/MII of each pipelined loop, compile seconds.
#
# Environment: HLSC (default build/hlsc), QOR_PERIOD (ns, default 20),
# QOR_JOBS (kernels in parallel, default 2), QOR_TIMEOUT (seconds per tool
# run, default 300), QOR_RESUME=1 (keep the rows of kernels already done in
# bench/out/qor/ and run only the others), QOR_CACHE (default
# bench/out/qor-cache: synthesis, place and route and cosim figures by the
# hash of the Verilog, the program, the period and the tool versions, so a
# compiler change re-runs the tools only for kernels whose Verilog changed;
# remove it to measure everything again), BENCH_OUT.
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT" || exit 2
HLSC="${HLSC:-build/hlsc}"
PERIOD="${QOR_PERIOD:-20}"
JOBS="${QOR_JOBS:-2}"
TMO="${QOR_TIMEOUT:-300}"
WORK=bench/out/qor
CACHE="${QOR_CACHE:-bench/out/qor-cache}"
OUTFILE="${BENCH_OUT:-bench/out/qor.md}"

# shellcheck source=bench/common.sh
source bench/common.sh
require_hlsc



# II/MII of the pipelined loops in a report, "-" when none.
ii_mii() {
  local v
  v="$(grep -oE '"ii": [0-9]+, "mii": [0-9]+' "$1" 2>/dev/null |
    sed -E 's/"ii": ([0-9]+), "mii": ([0-9]+)/\1\/\2/' | paste -sd' ' -)"
  printf '%s\n' "${v:--}"
}

# tools_id: the versions of the tools whose figures the cache keeps.
tools_id() {
  printf '%s\n' "$(yosys -V 2>/dev/null | head -n 1)" \
    "$(nextpnr-ice40 --version 2>&1 | head -n 1)" \
    "$(verilator --version 2>/dev/null | head -n 1)"
}

# tool_figures SRC TOP V OUTDIR: iCE40 and 7-series synthesis of V and the
# cycles of one co-simulated call, into OUTDIR/{ice40,xilinx7}.json and
# OUTDIR/cycles (with their logs). They depend only on the Verilog, the
# program (the testbench of cosim), the period and the tools, so they are
# kept in $CACHE under the hash of those and reused when a change of the
# compiler leaves a kernel's Verilog as it was.
tool_figures() {
  local src="$1" top="$2" v="$3" out="$4" key hit line cycles
  key="$({ cat "$v" "$src"; printf '%s\n' "$PERIOD" "$TOOLS_ID"; } |
    sha256sum | cut -c1-32)"
  hit="$CACHE/$key"
  if [ -s "$hit/cycles" ]; then
    cp "$hit"/* "$out"/
    return
  fi
  "$HLSC" synth "$v" --top "$top" --target ice40 --clock-period "$PERIOD" \
    --report "$out/ice40.json" --timeout "$TMO" >"$out/synth.log" 2>&1
  timeout 1200 "$HLSC" cosim "$src" --top "$top" --target ice40 \
    --clock-period "$PERIOD" >"$out/cosim.log" 2>&1
  line="$(grep -E '^(PASS|FAIL) ' "$out/cosim.log" | tail -n 1)"
  cycles="$(sed -nE 's/^PASS .* cycles=([0-9]+).*/\1/p' <<<"$line")"
  "$HLSC" synth "$v" --top "$top" --target xilinx7 --report "$out/xilinx7.json" \
    --timeout "$TMO" >"$out/xilinx7.log" 2>&1
  printf '%s\n' "${cycles:-cosim: ${line:-no result}}" >"$out/cycles"
  mkdir -p "$hit.tmp" &&
    cp "$out"/{ice40.json,xilinx7.json,cycles,synth.log,cosim.log,xilinx7.log} "$hit.tmp"/ 2>/dev/null &&
    rm -rf "$hit" && mv "$hit.tmp" "$hit"
}

# qor_one SRC: one row on stdout:
# name|cycles|ii/mii|luts|ffs|brams|fmax|est|ach|err|x7luts|x7ffs|x7dsp|
# x7bram|levels|compile_s|note
qor_one() {
  local src="$1" name top dir rep syn x7 cycles fmax est ach err note=""
  name="$(basename "$src" .c)"
  case "$src" in bench/loops/*) name="loops/$name" ;; esac
  top="$(top_of "$src")"
  dir="$WORK/${name//\//_}"
  rm -rf "$dir"
  mkdir -p "$dir"
  rep="$dir/report.json"
  syn="$dir/ice40.json"
  x7="$dir/xilinx7.json"
  if ! "$HLSC" "$src" --top "$top" --target ice40 --clock-period "$PERIOD" \
      -o "$dir/$top.v" --report "$rep" >"$dir/compile.log" 2>&1; then
    printf '%s|-|-|-|-|-|-|-|-|-|-|-|-|-|-|-|%s\n' "$name" \
      "$(grep -E 'error' "$dir/compile.log" | tail -n 1 | sed 's/^hlsc: error: //')"
    return
  fi
  tool_figures "$src" "$top" "$dir/$top.v" "$dir"
  cycles="$(cat "$dir/cycles")"
  case "$cycles" in [0-9]*) ;; *) note="$cycles"; cycles=- ;; esac
  fmax="$(json_num "$syn" fmax_mhz)"
  est="$(json_num "$rep" estimated_period_ns)"
  ach="$(json_num "$syn" achieved_period_ns)"
  err=-
  if [ "$ach" != - ] && [ "$est" != - ]; then
    err="$(awk -v a="$ach" -v e="$est" 'BEGIN { printf "%+.1f", (a / e - 1) * 100 }')"
  else
    note="${note:+$note; }$(sed -nE 's/.*"error": "([^"]*)".*/\1/p' "$syn")"
  fi
  printf '%s|%s|%s|%s|%s|%s|%s|%s|%s|%s|%s|%s|%s|%s|%s|%s|%s\n' "$name" \
    "$cycles" "$(ii_mii "$rep")" "$(json_num "$syn" luts)" \
    "$(json_num "$syn" ffs)" "$(json_num "$syn" brams)" "$fmax" "$est" "$ach" "$err" \
    "$(json_num "$x7" luts)" "$(json_num "$x7" ffs)" "$(json_num "$x7" dsps)" \
    "$(json_num "$x7" brams)" "$(json_num "$x7" logic_levels)" "$(json_num "$rep" total)" \
    "$note"
}

write_table() {
  local rows="$1" commit
  commit="$(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
  cat <<EOF
# Synthesis and the delay model

Generated by \`bench/qor.sh\`: every kernel of \`tests/designs/\` and
\`bench/loops/\` compiled with \`hlsc --target ice40 --clock-period $PERIOD
--synth\` (Yosys synth_ice40, nextpnr-ice40 on an iCE40 HX8K, seed 1),
co-simulated with the same options, and its Verilog synthesized again with
\`hlsc synth --target xilinx7\` (Yosys synth_xilinx).

- hlsc: $("$HLSC" --version 2>/dev/null | head -n 1) (commit $commit);
  $(yosys -V 2>/dev/null | head -n 1); $(nextpnr-ice40 --version 2>&1 | head -n 1)
- est ns: the clock period the scheduler believes the design needs (its
  critical path plus the register overhead); ach ns: the period nextpnr
  achieved after place and route; err: ach / est - 1. The target is
  $PERIOD ns; a design above $(awk -v p="$PERIOD" 'BEGIN { printf "%.1f", p * 1.15 }') ns (15% over) misses it.
- II/MII: each pipelined loop; cycles: one call in Verilator.
- 7-series: LUT1-6, FDxE, DSP48E1, 36 Kb block RAMs (RAMB18 = 1/2) and
  logic levels (cells on the longest path, \`ltp -noff\`).

| kernel | cycles | II/MII | iCE40 LUT | FF | BRAM | Fmax MHz | est ns | ach ns | err % | 7s LUT | 7s FF | 7s DSP | 7s BRAM | levels | compile s | note |
|--------|-------:|--------|----------:|---:|-----:|---------:|-------:|-------:|------:|-------:|------:|-------:|--------:|-------:|----------:|------|
EOF
  awk -F'|' '{ printf "|"; for (i = 1; i <= NF; i++) printf " %s |", $i; printf "\n" }' "$rows"
  awk -F'|' -v p="$PERIOD" '
    $10 != "-" {
      n++; e = $10 + 0; s += e; a = e < 0 ? -e : e; sa += a
      if (a > max) { max = a; mname = $1 }
      if (e > 0) over++
      if ($9 + 0 > p * 1.15) { miss++; missed = missed " " $1 }
    }
    $10 == "-" { nofig++ }
    END {
      printf "\n**Delay-model error on iCE40** (%d kernels with an Fmax", n
      printf "; %d without one, see the note column): ", nofig
      if (n) printf "mean %+.1f%%, mean absolute %.1f%%, largest %.1f%% (%s); the achieved period is above the estimate for %d of %d. ", s / n, sa / n, max, mname, over, n
      printf "Kernels missing the %s ns target by more than 15%%: %d%s.\n", p, miss, miss ? " (" substr(missed, 2) ")" : ""
    }' "$rows"
}

main() {
  mkdir -p "$WORK" "$CACHE"
  local rows="$WORK/rows.txt" list="$WORK/list.txt" f
  : >"$list"
  for f in tests/designs/*.c bench/loops/*.c; do
    [ -f "$f" ] || continue
    if (($#)); then
      local keep=0 a
      for a in "$@"; do case "$(basename "$f" .c)" in *"$a"*) keep=1 ;; esac; done
      ((keep)) || continue
    fi
    printf '%s\n' "$f" >>"$list"
  done
  TOOLS_ID="$(tools_id)"
  export -f qor_one tool_figures top_of json_num ii_mii
  export HLSC PERIOD TMO WORK CACHE TOOLS_ID
  export QOR_RESUME="${QOR_RESUME:-0}"
  xargs -a "$list" -P "$JOBS" -I{} bash -c 'r="$WORK/${1//\//_}.row"; [ "$QOR_RESUME" = 1 ] && [ -s "$r" ] && exit 0; qor_one "$1" >"$r.tmp" && mv "$r.tmp" "$r"; cut -d"|" -f1,2,7,10,17 "$r" >&2' _ {}
  : >"$rows"
  while read -r f; do
    cat "$WORK/${f//\//_}.row" >>"$rows"
  done <"$list"
  write_table "$rows" >"$OUTFILE.tmp" && mv "$OUTFILE.tmp" "$OUTFILE"
  echo "bench: wrote $OUTFILE" >&2
}

main "$@"
