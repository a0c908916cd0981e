#!/usr/bin/env bash
# bench/extract.sh - pipeline extraction (issue 24, seed 002): free-running
# stream processes with arithmetic on what they read and write, compiled
# for iCE40 at a tight clock target before and after extraction ->
# bench/out/extract.md (or BENCH_OUT). bench/run.sh runs it and puts the
# table into bench/results.md.
#
#   bench/extract.sh                 designs below
#   bench/extract.sh xp_ fir4        designs whose name contains an argument
#
# Per design of tests/streams/ and per variant ("before": with
# --no-extract; "after": as hlsc compiles it by default), one design at a
# time, Yosys and nextpnr under nice:
#   hlsc NAME.c --top NAME --target ice40 --clock-period XP_PERIOD --synth
#        --report R.json --keep           FSM states (the report's
#        fsm_states, summed over the processes when extraction made a
#        dataflow region), the II of the process loop (the first of the
#        report's "loops", per process), estimated_period_ns, LUTs and Fmax (nextpnr,
#        the report's "synthesis"), extractions made (the entries of the
#        report's "extractions" with "made": true; "-" when the report has
#        no "extractions"); nextpnr's log (with its critical path report)
#        is kept next to the report;
#   hlsc cosim NAME.c --top NAME --target ice40 --clock-period XP_PERIOD
#        --stall-seed 0                   words/cycle of the busiest stream
#                                         without stalls.
# When hlsc has no --no-extract (before issue 24), the one compilation
# there is fills the "before" columns and "after" is "-".
# Below the table: per design and variant, the critical path nextpnr
# reports (its logic and routing delay, and the design signals it runs
# through, from the Verilog names of its nets).
#
# Environment: HLSC (default build/hlsc), XP_PERIOD (ns, default 5),
# XP_TIMEOUT (seconds per tool run, default 300), XP_WORK (work dir,
# default bench/out/extract), BENCH_OUT.
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT" || exit 2
HLSC="${HLSC:-build/hlsc}"
PERIOD="${XP_PERIOD:-5}"
TMO="${XP_TIMEOUT:-300}"
WORK="${XP_WORK:-bench/out/extract}"
OUTFILE="${BENCH_OUT:-$WORK/../extract.md}"
mkdir -p "$WORK"

# shellcheck source=bench/common.sh
source bench/common.sh
require_hlsc

DESIGNS=(xp_scale_sat xp_header_branch xp_checksum_out xp_poly_in
  saturate_s8 crc_packets fir4 gate_header_parse scalar_gain merge_add
  pairs_sum bytes_to_words)
if [ $# -gt 0 ]; then
  keep=()
  for n in "${DESIGNS[@]}"; do
    for a in "$@"; do [[ "$n" == *"$a"* ]] && keep+=("$n") && break; done
  done
  DESIGNS=("${keep[@]}")
fi

# The variants: name and the option that selects it.
# (the help in a variable: grep -q would end the pipe early, and under
# pipefail hlsc's SIGPIPE would make the test fail)
HELP="$("$HLSC" --help 2>&1)"
if grep -q -- '--no-extract' <<<"$HELP"; then
  VARIANTS=("before|--no-extract" "after|")
else
  VARIANTS=("before|")
fi

# report_facts R.json: "states ii extractions" from a report: fsm_states
# summed over every (nested) report, with "_in_N" processes when there are
# several; per report, the II of its first loop (the process loop; "seq"
# when sequential), joined by "," for several processes; the number of
# top-level "extractions" entries made ("-" when the member is absent).
# "- - -" when the report cannot be read.
report_facts() {
  python3 - "$1" <<'PY' 2>/dev/null || echo "- - -"
import json, sys
r = json.load(open(sys.argv[1]))
states, iis = [], []
def walk(o):
    if isinstance(o, dict):
        if isinstance(o.get("fsm_states"), int):
            states.append(o["fsm_states"])
        loops = o.get("loops")
        if isinstance(loops, list) and loops:
            l = loops[0]
            iis.append(str(l["ii"]) if l.get("pipelined") else "seq")
        for v in o.values():
            walk(v)
    elif isinstance(o, list):
        for v in o:
            walk(v)
walk(r)
s = str(sum(states)) if states else "-"
if len(states) > 1:
    s += "_in_%d" % len(states)
x = r.get("extractions")
made = "-" if x is None else str(sum(1 for e in x if e.get("made")))
print(s, ",".join(iis) or "-", made)
PY
}

# crit_path LOG: "LOGIC ROUTING|SIGNALS" of the last posedge -> posedge
# critical path report of a nextpnr log: its delays and the design
# signals its nets belong to, in path order (Yosys's cell suffixes _SB_*
# and _DFF* and bit indexes stripped, repeats in a row merged, nextpnr's
# own $nextpnr_* nets left out).
crit_path() {
  awk '
    /Critical path report for clock .*posedge -> posedge/ { n = 0; ns = ""; f = 1; next }
    /Critical path report for/ { f = 0 }
    f && /^Info: +[0-9.]+ +[0-9.]+ +Net / {
      s = $5; if (s ~ /^\$/) next; sub(/\[.*/, "", s); sub(/_SB_.*/, "", s); sub(/_DFF.*/, "", s)
      if (n == 0 || path[n] != s) path[++n] = s
    }
    f && /ns logic, .* ns routing/ {
      ns = $2 " " $5; out = ns "|"
      for (i = 1; i <= n; i++) out = out (i > 1 ? " > " : "") path[i]
      last = out; f = 0
    }
    END { print (last == "" ? "- -|" : last) }' "$1" 2>/dev/null
}

# measure NAME DIR OPTS...: "states ii est fmax luts wpc extractions" (each
# "-" when unknown, with a message on stderr); DIR keeps the report, the
# Verilog, the logs and nextpnr.log.
measure() {
  local n="$1" d="$2" src="tests/streams/$1.c" files line wpc kept facts
  shift 2
  rm -rf "$d"
  mkdir -p "$d"
  files=("$src")
  [ -f "tests/streams/${n}_tb.c" ] && files=("tests/streams/${n}_tb.c" "$src")
  nice "$HLSC" "$src" --top "$n" --target ice40 --clock-period "$PERIOD" \
    --synth --keep --timeout "$TMO" --report "$d/report.json" -o "$d/$n.v" \
    "$@" >"$d/synth.log" 2>&1 ||
    echo "bench: $n $*: compilation or synthesis failed ($d/synth.log)" >&2
  kept="$(sed -n 's/^hlsc: synthesis files kept in //p' "$d/synth.log")"
  if [ -n "$kept" ] && [ -d "$kept" ]; then
    cp "$kept/nextpnr.log" "$d/" 2>/dev/null
    rm -rf "$kept"
  fi
  line="$(nice "$HLSC" cosim "${files[@]}" --top "$n" --target ice40 \
    --clock-period "$PERIOD" --stall-seed 0 "$@" 2>&1 | grep -E '^(PASS|FAIL)')"
  if [ "${line%% *}" = PASS ]; then
    wpc="$(sed -n 's|.* words/cycle=\([^ ]*\).*|\1|p' <<<"$line")"
  else
    echo "bench: $n $*: ${line:-no cosim result}" >&2
    wpc=-
  fi
  [ "$(json_num "$d/report.json" fmax_mhz)" = - ] &&
    echo "bench: $n $*: no Fmax (see $d/synth.log)" >&2
  read -r -a facts < <(report_facts "$d/report.json")
  printf '%s %s %s %s %s %s %s\n' "${facts[0]:--}" "${facts[1]:--}" \
    "$(json_num "$d/report.json" estimated_period_ns)" \
    "$(json_num "$d/report.json" fmax_mhz)" "$(json_num "$d/report.json" luts)" \
    "${wpc:--}" "${facts[2]:--}"
}

# pair A B: "A / B", or A alone when there is no "after" variant
pair() {
  if [ ${#VARIANTS[@]} -gt 1 ]; then printf '%s / %s' "$1" "$2"; else printf '%s' "$1"; fi
}

ok=0
crit="$WORK/critical.txt"
: >"$crit"
{
  echo "# Pipeline extraction (issue 24): before and after"
  echo
  echo "Generated by \`bench/extract.sh\` (run by \`bench/run.sh\`; do not edit by hand);"
  echo "hlsc $("$HLSC" --version | sed 's/^hlsc //') (commit $(git rev-parse --short HEAD 2>/dev/null || echo '?')), iCE40 HX8K, ${PERIOD} ns target,"
  echo "$(yosys -V 2>/dev/null | cut -d' ' -f1-2), $(nextpnr-ice40 --version 2>&1 | head -n 1 | sed 's/.*(Version \(.*\))/nextpnr-ice40 \1/')."
  if [ ${#VARIANTS[@]} -gt 1 ]; then
    echo "Each cell: before (\`--no-extract\`) / after (default)."
  else
    echo "This hlsc has no \`--no-extract\`: every figure is \"before\" (the baseline)."
  fi
  echo "states: FSM states (summed over the processes, \"in N\" of them, when the design"
  echo "became a dataflow region); II: the process loop's (\`seq\`: sequential; one per"
  echo "process of a region); estimate: estimated_period_ns; Fmax: nextpnr, seed 1;"
  echo "words/cycle: \`hlsc cosim --stall-seed 0\`, busiest stream; extractions: made"
  echo "(\`-\`: the report has no \"extractions\")."
  echo
  echo "| design | states | II | estimate ns | Fmax MHz | iCE40 LUTs | words/cycle | extractions |"
  echo "|--------|-------:|---:|------------:|---------:|-----------:|------------:|------------:|"
  for n in "${DESIGNS[@]}"; do
    declare -A R=()
    for v in "${VARIANTS[@]}"; do
      IFS='|' read -r name opt <<<"$v"
      # shellcheck disable=SC2086 # opt is empty or one option
      R[$name]="$(measure "$n" "$WORK/$n-$name" $opt)"
      read -r _ _ _ fm _ wp _ <<<"${R[$name]}"
      [ "$fm" = - ] || [ "$wp" = - ] && ok=1
      IFS='|' read -r cp sigs < <(crit_path "$WORK/$n-$name/nextpnr.log")
      printf '| %s | %s | %s ns logic, %s ns routing | %s |\n' "$n" "$name" "${cp% *}" "${cp#* }" \
        "${sigs:--}" >>"$crit"
    done
    read -r s0 i0 e0 f0 l0 w0 x0 <<<"${R[before]}"
    read -r s1 i1 e1 f1 l1 w1 x1 <<<"${R[after]:-- - - - - - -}"
    printf '| %s | %s | %s | %s | %s | %s | %s | %s |\n' "$n" \
      "$(pair "${s0//_/ }" "${s1//_/ }")" "$(pair "$i0" "$i1")" \
      "$(pair "$e0" "$e1")" "$(pair "$f0" "$f1")" "$(pair "$l0" "$l1")" \
      "$(pair "$w0" "$w1")" "$(pair "$x0" "$x1")"
    unset R
  done
  echo
  echo "Critical paths (nextpnr's posedge -> posedge report; signals: the Verilog"
  echo "names of the path's nets, in order, Yosys's cell suffixes stripped):"
  echo
  echo "| design | variant | delay | signals |"
  echo "|--------|---------|-------|---------|"
  cat "$crit"
} >"$OUTFILE.tmp" && mv "$OUTFILE.tmp" "$OUTFILE"
echo "bench: wrote $OUTFILE" >&2
exit $ok
