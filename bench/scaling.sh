#!/usr/bin/env bash
# bench/scaling.sh - compile time against design size: straight-line kernels
# of about 1k, 10k and 100k HLS IR operations (bench/gen_scaling.py) ->
# a markdown table on stdout and in bench/out/scaling.md (or BENCH_OUT).
# bench/run.sh runs it and puts the table into bench/results.md.
#
#   bench/scaling.sh                 the default sizes (400 4800 48000 statements)
#   bench/scaling.sh 700 2000 5000   other sizes, in generated C statements
#   bench/scaling.sh chain 10000 20000 50000 100000
#                                    the `chain` family: one dependence
#                                    chain of N statements (gen_scaling.py
#                                    chain N); default sizes as listed
#
# Per size:
#  - hlsc --emit ir: IR ops (HLS IR operations after optimization and
#    if-conversion, constants not counted; the same count as bench/run.sh);
#  - /usr/bin/time -v hlsc --report: FSM states, the seconds of each phase
#    (report's compile_seconds, wall clock; the frontend's parts spent in
#    clang and in LLVM's pass pipeline too), peak memory (max RSS);
#  - growth: the total time's factor per 10x IR ops against the previous
#    size, (t2/t1)^(1/log10(ops2/ops1)): 10 is linear, 100 quadratic;
#  - the smallest size is co-simulated (hlsc cosim), so the generator is
#    known to write valid programs.
# A compile taking longer than SCALING_TIMEOUT seconds (default 300) is
# stopped and shown as such, with its IR ops and the memory it had reached.
#
# Environment: HLSC (default build/hlsc), BENCH_FLAGS (extra hlsc options),
# BENCH_OUT, SCALING_TIMEOUT, PYTHON (default python3).
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT" || exit 2
HLSC="${HLSC:-build/hlsc}"
PYTHON="${PYTHON:-python3}"
LIMIT="${SCALING_TIMEOUT:-300}"
WORK=bench/out/scaling
OUTFILE="${BENCH_OUT:-bench/out/scaling.md}"
read -r -a FLAGS <<<"${BENCH_FLAGS:-}"
FAMILY=mixed
if [ "${1:-}" = chain ]; then
  FAMILY=chain
  shift
  WORK=bench/out/scaling-chain
  OUTFILE="${BENCH_OUT:-bench/out/scaling-chain.md}"
fi
SIZES=("$@")
if ! ((${#SIZES[@]})); then
  if [ $FAMILY = chain ]; then SIZES=(10000 20000 50000 100000)
  else SIZES=(400 4800 48000); fi
fi

# shellcheck source=bench/common.sh
source bench/common.sh
require_hlsc
TIME=/usr/bin/time
[ -x "$TIME" ] || TIME="" # Debian package `time`; without it no peak memory


# bench_one N: one row "stmts|ops|states|frontend|passes|schedule|arch|
# verilog|total|rss_mib|status|cpu_s|clang|llvm_passes|pipeline" in
# $WORK/rows.txt (pipeline: the report's llvm_pipeline name, O2 or large).
bench_one() {
  local n="$1" dir="$WORK/n$1" src ops rss cpu status rc
  rm -rf "$dir"
  mkdir -p "$dir"
  src="$dir/scale$n.c"
  if [ $FAMILY = chain ]; then
    "$PYTHON" bench/gen_scaling.py chain "$n" >"$src" || return 1
  else
    "$PYTHON" bench/gen_scaling.py "$n" >"$src" || return 1
  fi
  local t0=$SECONDS irs
  timeout --kill-after=10 "$LIMIT" "$HLSC" "$src" --top main "${FLAGS[@]}" \
    --emit ir >"$dir/ir.txt" 2>"$dir/ir.log"
  irs=$((SECONDS - t0))
  ops="$(grep -E '^[[:space:]]+%[0-9]+' "$dir/ir.txt" | grep -vcE '= const ')"
  local cmd=(timeout --kill-after=10 "$LIMIT" "$HLSC" "$src" --top main
    "${FLAGS[@]}" -o "$dir/main.v" --report "$dir/report.json")
  if [ -n "$TIME" ]; then
    "$TIME" -v -o "$dir/time.txt" "${cmd[@]}" -v >"$dir/compile.log" 2>&1
  else
    "${cmd[@]}" >"$dir/compile.log" 2>&1
  fi
  rc=$?
  rss="$(sed -nE 's/.*Maximum resident set size \(kbytes\): ([0-9]+).*/\1/p' \
    "$dir/time.txt" 2>/dev/null)"
  cpu="$(awk -F': ' '/User time|System time/ { s += $2 } END { if (NR) printf "%.1f", s }' \
    "$dir/time.txt" 2>/dev/null)"
  [ -n "$rss" ] && rss="$(awk -v k="$rss" 'BEGIN { printf "%.0f", k / 1024 }')"
  case $rc in
    0) status=ok ;;
    124 | 137) status="stopped after ${LIMIT} s (\`--emit ir\`, frontend to if-conversion, took ${irs} s)" ;;
    *) status="compile error (exit $rc)" ;;
  esac
  local pipe
  pipe="$(sed -nE 's/.*"llvm_pipeline": \{"name": "([A-Za-z0-9]+)".*/\1/p' \
    "$dir/report.json" 2>/dev/null | head -n 1)"
  printf '%s|%s|%s|%s|%s|%s|%s|%s|%s|%s|%s|%s|%s|%s|%s\n' "$n" "$ops" \
    "$(json_num "$dir/report.json" fsm_states)" \
    "$(json_num "$dir/report.json" frontend)" \
    "$(json_num "$dir/report.json" passes)" \
    "$(json_num "$dir/report.json" schedule)" \
    "$(json_num "$dir/report.json" arch)" \
    "$(json_num "$dir/report.json" verilog)" \
    "$(json_num "$dir/report.json" total)" "${rss:--}" "$status" \
    "${cpu:--}" "$(json_num "$dir/report.json" clang)" \
    "$(json_num "$dir/report.json" llvm_passes)" "${pipe:--}" >>"$WORK/rows.txt"
  [ $rc = 0 ]
}

main() {
  mkdir -p "$WORK"
  : >"$WORK/rows.txt"
  local ok=0 n cosim="-" commit
  for n in "${SIZES[@]}"; do
    bench_one "$n" || case "$(tail -n 1 "$WORK/rows.txt" | cut -d'|' -f11)" in
      stopped*) ;; # a measurement, not a failure
      *) ok=1 ;;
    esac
    tail -n 1 "$WORK/rows.txt" >&2
  done
  # the smallest kernel co-simulated: the generator writes valid programs
  # (a chain's smallest size has thousands of states: a 300-statement
  # chain is co-simulated instead)
  n="${SIZES[0]}"
  local csrc="$WORK/n$n/scale$n.c"
  if [ $FAMILY = chain ]; then
    n=300
    mkdir -p "$WORK/n$n"
    csrc="$WORK/n$n/scale$n.c"
    "$PYTHON" bench/gen_scaling.py chain $n >"$csrc"
  fi
  timeout 1200 "$HLSC" cosim "$csrc" --top main "${FLAGS[@]}" \
    >"$WORK/n$n/cosim.log" 2>&1
  cosim="$(grep -E '^(PASS|FAIL) ' "$WORK/n$n/cosim.log" | tail -n 1)"
  case "$cosim" in PASS*) ;; *) ok=1 ;; esac
  commit="$(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
  {
    if [ $FAMILY = chain ]; then
      cat <<HDR
# Compile-time scaling: one dependence chain

Generated by \`bench/scaling.sh chain\` (do not edit by hand): one block
of N dependent statements from \`bench/gen_scaling.py chain N\` (\`int s =
v;\` from a volatile, then \`s = s * 3 + (s >> k) + i;\` N times, in
unsigned arithmetic but for the arithmetic shift);
HDR
    else
      cat <<HDR
# Compile-time scaling

Generated by \`bench/scaling.sh\` (run by \`bench/run.sh\`; do not edit by
hand): straight-line kernels from \`bench/gen_scaling.py N\` (N statements:
adds, xors of shifts, multiplies by constants, loads and stores of a local
64-word array at constant and data-dependent indices; one basic block);
HDR
    fi
    cat <<HDR
hlsc $("$HLSC" --version | sed 's/^hlsc //') (commit $commit), options:
${BENCH_FLAGS:-defaults (--clock-period 10)}, at most ${LIMIT} s per compile.

- IR ops: HLS IR operations after optimization (\`--emit ir\`, constants
  not counted); states: FSM states; phase columns: seconds (wall clock) of
  \`compile_seconds\` in \`--report\` (clang and LLVM passes: the parts of
  frontend spent in clang's runs and in LLVM's optimization pipeline;
  the rest of frontend reads clang's bitcode, checks and imports it);
  LLVM pipeline: \`O2\`, or \`large\` for a top of 200,000 LLVM
  instructions or more (docs/architecture.md, "Frontend");
  peak MiB: maximum resident set size
  (\`/usr/bin/time -v\`); CPU s: user + system seconds of the compile
  (the wall clock grows with the machine's load, CPU time much less)
- growth: factor of the CPU time (of the total time without
  \`/usr/bin/time\`) per 10x IR ops against the row above,
  (t2/t1)^(1/log10(ops2/ops1)); 10 is linear, 100 quadratic

| statements | IR ops | states | frontend s | clang s | LLVM passes s | LLVM pipeline | passes s | schedule s | arch s | verilog s | total s | CPU s | peak MiB | growth /10x ops | result |
|-----------:|-------:|-------:|-----------:|--------:|--------------:|---------------|---------:|-----------:|-------:|----------:|--------:|------:|---------:|----------------:|--------|
HDR
    awk -F'|' '
      function growth(t, o) {
        if (pt == "" || t !~ /^[0-9.]+$/ || pt + 0 <= 0 || o + 0 <= po + 0) return "-"
        return sprintf("%.1fx", exp(log(t / pt) / (log(o / po) / log(10))))
      }
      {
        t = $12 ~ /^[0-9.]+$/ && $12 + 0 > 0 ? $12 : $9
        g = growth(t, $2)
        printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n",
          $1, $2, $3, $4, $13, $14, $15, $5, $6, $7, $8, $9, $12, $10, g, $11
        if (t ~ /^[0-9.]+$/) { pt = t; po = $2 }
        if ($11 == "ok") {
          last = $1; lops = $2; ph = "frontend"; best = $4
          if ($5 + 0 > best + 0) { ph = "passes"; best = $5 }
          if ($6 + 0 > best + 0) { ph = "schedule"; best = $6 }
          if ($7 + 0 > best + 0) { ph = "arch"; best = $7 }
          if ($8 + 0 > best + 0) { ph = "verilog"; best = $8 }
          share = $9 > 0 ? 100 * best / $9 : 0
        }
      }
      END {
        if (last != "")
          printf "\nDominating phase at the largest size compiled (%s IR ops): **%s** (%.0f%% of the total).\n", lops, ph, share
      }' "$WORK/rows.txt"
    # shellcheck disable=SC2016 # the backquotes are markdown
    printf '\nCo-simulation of the %s-statement kernel: `%s`.\n' "$n" \
      "${cosim:-no PASS/FAIL line (see $WORK/n$n/cosim.log)}"
  } >"$OUTFILE.tmp" && mv "$OUTFILE.tmp" "$OUTFILE"
  cat "$OUTFILE"
  echo "bench: wrote $OUTFILE" >&2
  return $ok
}

main
