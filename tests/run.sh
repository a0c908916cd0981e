#!/usr/bin/env bash
# tests/run.sh - the hlsc test suite (run from anywhere; `make test` runs it).
#
#   tests/run.sh                 everything
#   tests/run.sh designs/gcd     only tests whose name contains one of the
#   tests/run.sh errors cli        arguments (unit, cli, designs/NAME,
#                                  errors/NAME, cosim/NAME, streams/NAME,
#                                  maxi/NAME,
#                                  fuzz/SEED, python/NAME, python-errors/NAME,
#                                  html/NAME, gates, bench/NAME,
#                                  dynamatic/NAME)
#
# Every check prints one line "PASS name ..." or "FAIL name: ..." as it
# finishes; failures are repeated at the end with the tail of their log, and
# the very last line is "N passed, N failed" (exit 1 if any failed).
# Outputs and logs are kept in tests/out/ (gitignored).
#
# Environment: HLSC_TEST_JOBS (default 2) parallel design jobs;
# HLSC_TEST_ASAN=0 skips the build-asan/hlsc runs; HLSC_BIN: the compiler
# to test (default build/hlsc).
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT" || exit 2
OUT=tests/out
RES="$OUT/results"
HLSC="${HLSC_BIN:-build/hlsc}"
HLSC_ASAN=build-asan/hlsc
JOBS="${HLSC_TEST_JOBS:-2}"
# LeakSanitizer cannot run under some container seccomp profiles; leaks in a
# short-lived compiler are not what the ASan runs are for.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=0}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1}"

# ---- result recording (shared by the main process and the workers) ----

# record STATUS NAME DETAIL [LOG]: prints the line and stores it for the
# summary. DETAIL for a FAIL is the reason; LOG is shown at the end.
record() {
  local status="$1" name="$2" detail="${3:-}" log="${4:-}"
  local file="$RES/${name//\//__}.res"
  printf '%s\x1f%s\x1f%s\x1f%s\n' "$status" "$name" "$detail" "$log" >>"$file"
  if [ "$status" = PASS ]; then
    printf 'PASS %s%s\n' "$name" "${detail:+ $detail}"
  else
    printf 'FAIL %s: %s\n' "$name" "$detail"
  fi
}

# broken_check NAME LOG WANT VAR=VALUE HLSC-ARGS...: `hlsc HLSC-ARGS` with
# the environment variable VAR=VALUE, which breaks the generated hardware
# on purpose (HLSC_AXIL_BREAK, HLSC_BLOCKCTL_BREAK, HLSC_AXIS_BREAK,
# HLSC_MAXI_BREAK) or makes the testbench's slave answer an error
# (HLSC_MAXITB_SLVERR), must
# exit 1 with a FAIL line matching WANT: the checker of the broken rule
# fires.
broken_check() {
  local name="$1" log="$2" want="$3" var="$4"
  shift 4
  env "$var" timeout 1200 "$HLSC" "$@" >"$log" 2>&1
  if [ $? = 1 ] && grep -q "^FAIL .*$want" "$log"; then
    record PASS "$name"
  else
    record FAIL "$name" "a design broken on purpose ($var) did not FAIL \
with '$want'" "$log"
  fi
}

# broken_sweep NAME DIR VAR SRC TOP CASE...: for each CASE "BREAK:WANT:SIM",
# broken_check "NAME broken-BREAK-SIM" of `hlsc cosim SRC --top TOP
# --simulator SIM` with VAR=BREAK: the checker of WANT fires.
broken_sweep() {
  local name="$1" dir="$2" var="$3" src="$4" top="$5" c b want sim
  shift 5
  for c in "$@"; do
    IFS=: read -r b want sim <<<"$c"
    broken_check "$name broken-$b-$sim" "$dir/broken-$b-$sim.log" "$want" \
      "$var=$b" cosim "$src" --top "$top" --simulator "$sim" --timeout 600
  done
}

# The top function of a test file: the `// top: NAME` line, else main.
top_of() {
  local t
  t="$(sed -n 's|^[[:space:]]*//[[:space:]]*top:[[:space:]]*\([^[:space:]]\{1,\}\).*|\1|p' "$1" | head -n 1)"
  printf '%s\n' "${t:-main}"
}

# True when the ASan compiler should be run.
use_asan() { [ "${HLSC_TEST_ASAN:-1}" != 0 ] && [ -x "$HLSC_ASAN" ]; }

# A sanitizer report in a log (the ASan build exits non-zero on one, but an
# error test expects exit 2 anyway, so the log is checked as well).
has_sanitizer_report() {
  grep -qE 'ERROR: (Address|Leak|Undefined)Sanitizer|runtime error:' "$1"
}

# The Verilog module of a compilation (its --report's "module": the top's
# name, renamed when it cannot be a Verilog name), else TOP.
module_of() {
  local m
  m="$(sed -n 's|^  "module": "\(.*\)",$|\1|p' "$1" 2>/dev/null | head -n 1)"
  printf '%s\n' "${m:-$2}"
}

# lint_check NAME V MODULE LOG: `verilator --lint-only -Wall` of V is clean
# (the file is named after the top, the module may be renamed).
lint_check() {
  local name="$1" v="$2" module="$3" log="$4"
  if timeout 300 verilator --lint-only -Wall -Wno-DECLFILENAME \
      --top-module "$module" "$v" >"$log" 2>&1; then
    record PASS "$name lint"
  else
    record FAIL "$name lint" "verilator --lint-only -Wall reported problems" \
      "$log"
  fi
}

# ---- design tests (run in a worker process per design) ----

# compile, deterministic, lint and (Yosys) synth; 1 when it did not compile
design_compile_checks() {
  local name="$1" src="$2" top="$3" dir="$4"
  local v="$dir/$top.v"
  design_compile_checks_nosynth "$name" "$src" "$top" "$dir" || return 1
  synth_gates_check "$name" "$v" "$(module_of "$dir/report.json" "$top")" \
    "$dir/synth.log"
}

# synth_gates_check NAME V MODULE LOG: Yosys elaborates V's MODULE
# (hierarchy -check, proc), finds no wire with several drivers, no
# combinational loop and no used wire without a driver (check -assert),
# shrinks it by the coarse passes that pay for
# themselves (opt_expr, opt_clean, wreduce, alumacc, memory -nomap), maps
# its memories and every cell to Yosys's gate library (memory_map,
# techmap), and finds no latch (a latch in a clocked design is a bug) and
# no cell left unmapped (synth_gates). The rest of `synth` is left out: it
# optimises and proves nothing more. Its gate-level part (opt -full, abc)
# took ~85% of the time on the large designs (float_dot: 125 s for
# `synth`, 17 s for its coarse part), and the coarse part's `opt` loop,
# fsm and share most of the rest (float_dot 23.6 -> 14.7 s of CPU without
# them, bitint_wide1024 105.2 -> 58.5 s); the iCE40 figures of the synth
# group and of `hlsc --synth` run the whole flow.
synth_gates_check() {
  local name="$1" v="$2" m="$3" log="$4"
  if synth_gates "$v" "$m" "$log"; then
    record PASS "$name synth"
  else
    record FAIL "$name synth" "yosys: $m fails check -assert or does not \
map to gates without latches" "$log"
  fi
}

# design_asan_check NAME SRC TOP DIR: the ASan build compiles the design
# without a sanitizer report, to the same Verilog as build/hlsc. With
# AGAIN_BY_ASAN=1 that comparison is also NAME's determinism check (two
# runs of the compiler, in other memory layouts), and the compile checks
# did not compile it twice.
design_asan_check() {
  local name="$1" src="$2" top="$3" dir="$4"
  local log="$dir/asan.log" same=1
  # shellcheck disable=SC2086 # COMPILE_ARGS is a word list
  if timeout 900 "$HLSC_ASAN" "$src" --top "$top" ${COMPILE_ARGS:-} \
      -o "$dir/$top.asan.v" >"$log" 2>&1 && ! has_sanitizer_report "$log"; then
    if [ -f "$dir/$top.v" ] && ! cmp -s "$dir/$top.v" "$dir/$top.asan.v"; then
      same=0
      diff "$dir/$top.v" "$dir/$top.asan.v" >>"$log" 2>&1
      record FAIL "$name asan" "the ASan build generated different Verilog" "$log"
    else
      record PASS "$name asan"
    fi
  else
    record FAIL "$name asan" "build-asan/hlsc failed or reported an error" "$log"
  fi
  [ "${AGAIN_BY_ASAN:-0}" = 1 ] && [ -f "$dir/$top.v" ] || return 0
  if [ $same = 1 ] && [ -f "$dir/$top.asan.v" ]; then
    record PASS "$name deterministic" "(the ASan build's compile)"
  else
    record FAIL "$name deterministic" "the second compile (ASan build) gave \
no or different Verilog" "$log"
  fi
}

# design_cosim_check NAME SRC TOP DIR SIM [LABEL]: SRC may be several files
# (a stream design's testbench first); COSIM_ARGS are added, and LOG_TAG
# names the log (default: the simulator).
design_cosim_check() {
  local name="$1" src="$2" top="$3" dir="$4" sim="$5"
  local log="$dir/cosim-${LOG_TAG:-$sim}.log" line
  # shellcheck disable=SC2086 # SRC and COSIM_ARGS are word lists
  timeout 1200 "$HLSC" cosim $src --top "$top" --simulator "$sim" \
    --timeout 600 ${COSIM_ARGS:-} >"$log" 2>&1
  local rc=$?
  line="$(grep -E '^(PASS|FAIL) ' "$log" | tail -n 1)"
  [ $rc = 0 ] || printf 'to debug: %s cosim %s --top %s --simulator %s %s --keep\n' \
    "$HLSC" "$src" "$top" "$sim" "${COSIM_ARGS:-}" >>"$log"
  if [ $rc = 0 ] && [ "${line%% *}" = PASS ]; then
    record PASS "$name cosim${6:-}" "${line#PASS * }"
    cycles_check "$name cosim${6:-}" "$line" "$log"
  elif [ -n "$line" ]; then
    record FAIL "$name cosim${6:-}" "${line#FAIL }" "$log"
  else
    record FAIL "$name cosim${6:-}" "hlsc cosim exited with status $rc" "$log"
  fi
}

# worker KIND FILE: all checks of one design file (KIND designs or cosim).
# worker KIND SRC: the checks of one work item of the pool (a design of
# kind KIND, or the group SRC of kind group), timed into times.txt; the
# file `finished` in its directory says it was not killed.
worker() {
  local kind="$1" src="$2"
  local base top name dir
  base="$(basename "$src" .c)"
  [ "$kind" = group ] || top="$(top_of "$src")"
  [ "$kind" = streams ] && top="$base"
  if [ "$kind" = python ]; then base="$(basename "$src" .py)"; top="$base"; fi
  name="$kind/$base"
  dir="$OUT/$kind/$base"
  rm -rf "$dir"
  mkdir -p "$dir"
  local t0=$SECONDS
  if [ "$kind" = group ]; then
    group_checks "$src"
  else
    worker_checks "$kind" "$name" "$src" "$top" "$dir"
  fi
  printf '%s %s\n' "$((SECONDS - t0))" "$name" >>"$RES/times.txt"
  : >"$dir/finished"
}

worker_checks() {
  local kind="$1" name="$2" src="$3" top="$4" dir="$5"
  if [ "$kind" = cosim ]; then
    # The cosim smoke designs check the co-simulation itself, with both
    # simulators (and that their Verilog is lint-clean).
    design_compile_checks_nosynth "$name" "$src" "$top" "$dir"
    design_cosim_check "$name" "$src" "$top" "$dir" verilator
    design_cosim_check "$name" "$src" "$top" "$dir" iverilog " iverilog"
    return 0
  fi
  if [ "$kind" = streams ]; then
    stream_checks "$name" "$src" "$top" "$dir"
    return 0
  fi
  if [ "$kind" = bench ]; then
    # A loop-pipelining kernel of bench/loops/: co-simulated, so that its
    # cycles are held to the cycle table (bench/loops.sh measures the rest).
    design_compile_checks_nosynth "$name" "$src" "$top" "$dir"
    design_cosim_check "$name" "$src" "$top" "$dir" verilator
    return 0
  fi
  if [ "$kind" = ports ]; then
    port_checks "$name" "$src" "$top" "$dir"
    return 0
  fi
  if [ "$kind" = axilite ]; then
    axilite_checks "$name" "$src" "$top" "$dir"
    return 0
  fi
  if [ "$kind" = maxi ]; then
    maxi_checks "$name" "$src" "$top" "$dir"
    return 0
  fi
  if [ "$kind" = dynamatic ]; then
    dynamatic_checks "$name" "$src" "$top" "$dir"
    return 0
  fi
  if [ "$kind" = fuzz ]; then
    # A Csmith program of a fixed seed (tests/fuzz/): co-simulated only.
    COSIM_ARGS="-I /usr/include/csmith" \
      design_cosim_check "$name" "$src" "$top" "$dir" verilator
    return 0
  fi
  if [ "$kind" = python ]; then
    python_checks "$name" "$src" "$top" "$dir"
    return 0
  fi
  local AGAIN_BY_ASAN=1
  design_compile_checks "$name" "$src" "$top" "$dir"
  use_asan && design_asan_check "$name" "$src" "$top" "$dir"
  [ "$top" = mem_narrow ] && mem_narrow_widths_check "$name" "$src" "$dir"
  design_cosim_check "$name" "$src" "$top" "$dir" verilator
  if grep -qE '"pipelined": true|"flattened": \{' "$dir/report.json" 2>/dev/null; then
    design_sequential_check "$name" "$src" "$top" "$dir"
  fi
}

# mem_narrow_widths_check NAME SRC DIR: pass_mem_narrow's widths in the
# report of tests/designs/mem_narrow.c (the smallest that hold every stored
# value and initial word: sig200 200 sign-extended, uns100 100, bytes 8,
# tab12 12; full32 stores 32-bit values and keeps its words), and its -v
# line for sig200.
mem_narrow_widths_check() {
  local name="$1" src="$2" dir="$3" got
  local want="sig200=200 uns100=100 bytes=8 tab12=12 full32=32"
  got="$(python3 -c 'import json, sys
m = {d["name"]: d["width"] for d in
     json.load(open(sys.argv[1]))["memories_detail"]}
print(" ".join("%s=%s" % (n, m.get(n)) for n in sys.argv[2:]))' \
    "$dir/report.json" sig200 uns100 bytes tab12 full32 2>&1)"
  "$HLSC" "$src" --top mem_narrow -v -o "$dir/narrow-v.v" \
    >"$dir/narrow-v.log" 2>&1
  if [ "$got" != "$want" ]; then
    record FAIL "$name memory-widths" "report widths $got, want $want" \
      "$dir/report.json"
  elif ! grep -qF "hlsc: mem_narrow: memory 'sig200' words narrowed from \
256 to 200 bits (every stored value and initial word fits 200 bits, \
sign-extended)" "$dir/narrow-v.log"; then
    record FAIL "$name memory-widths" "-v does not say sig200 narrowed to \
200 bits, sign-extended" "$dir/narrow-v.log"
  else
    record PASS "$name memory-widths" "$got"
  fi
}

# A stream design (tests/streams/NAME.c, with its testbench in it or in
# NAME_tb.c): the compile checks, then co-simulation from the C testbench
# without stalls, with the default random stalls, with another seed in
# Icarus, and with every loop sequential.
stream_checks() {
  local name="$1" src="$2" top="$3" dir="$4" files="$2"
  [ -f "${src%.c}_tb.c" ] && files="${src%.c}_tb.c $src"
  local AGAIN_BY_ASAN=1
  design_compile_checks "$name" "$src" "$top" "$dir"
  use_asan && design_asan_check "$name" "$src" "$top" "$dir"
  COSIM_ARGS="--stall-seed 0" LOG_TAG=verilator \
    design_cosim_check "$name" "$files" "$top" "$dir" verilator
  LOG_TAG=stalls design_cosim_check "$name" "$files" "$top" "$dir" verilator \
    " stalls"
  COSIM_ARGS="--stall-seed 7" \
    design_cosim_check "$name" "$files" "$top" "$dir" iverilog " iverilog"
  if grep -qE '"pipelined": true|"flattened": \{' "$dir/report.json" 2>/dev/null; then
    COSIM_ARGS="--stall-seed 0" \
      design_sequential_check "$name" "$files" "$top" "$dir"
  fi
  # the stream protocol checker (src/sim/streamtb.c) fires on an output
  # whose TDATA or side channel changes while TVALID waits for TREADY
  # (HLSC_AXIS_BREAK, src/rtl/axis.h), in both simulators
  [ "$top" = axis_pass ] || return 0
  broken_sweep "$name" "$dir" HLSC_AXIS_BREAK "$src" "$top" \
    data:"TDATA changed while TVALID waited":verilator \
    side:"TKEEP changed while TVALID waited":verilator \
    data:"TDATA changed while TVALID waited":iverilog \
    side:"TKEEP changed while TVALID waited":iverilog
}

# A kernel of bench/dynamatic/ (issue 23's comparison with Dynamatic; the
# top is `// top:`, the testbench its main): the compile checks and a
# co-simulation from the testbench without stalls, so that its cycles are
# held to the cycle table (bench/dynamatic.sh makes the comparison); the
# float kernels (subdiag, subdiag_fast, fixed, sparse) too.
dynamatic_checks() {
  local name="$1" src="$2" top="$3" dir="$4"
  design_compile_checks_nosynth "$name" "$src" "$top" "$dir" || return 0
  use_asan && design_asan_check "$name" "$src" "$top" "$dir"
  COSIM_ARGS="--stall-seed 0" \
    design_cosim_check "$name" "$src" "$top" "$dir" verilator
}

# port_names_check NAME SRC V LOG: every `NAME:WIDTH` of the source's
# `// expect-ports:` lines is an input or output of exactly WIDTH bits in V.
port_names_check() {
  local name="$1" src="$2" v="$3" log="$4" want p n w range bad=""
  want="$(sed -n 's|^[[:space:]]*//[[:space:]]*expect-ports:||p' "$src")"
  [ -n "$want" ] || return 0
  for p in $want; do
    n="${p%%:*}" w="${p#*:}" range=""
    [ "$w" = 1 ] || range=" \\[$((w - 1)):0\\]"
    grep -qE "(input|output) (wire|reg)$range $n( |,|\$)" "$v" || bad="$bad $p"
  done
  if [ -z "$bad" ]; then
    record PASS "$name ports"
  else
    grep -E '^ *(/\*.*\*/ )?(input|output)' "$v" >"$log"
    record FAIL "$name ports" "no port$bad" "$log"
  fi
}

# A port design (tests/ports/NAME.c: parameter names and types; the top is
# `// top:` or NAME, main is the testbench): compile, deterministic, lint,
# ASan, co-simulation from the testbench in Verilator and in Icarus.
port_checks() {
  local name="$1" src="$2" top="$3" dir="$4"
  design_compile_checks_nosynth "$name" "$src" "$top" "$dir" || return 0
  port_names_check "$name" "$src" "$dir/$top.v" "$dir/ports.log"
  use_asan && design_asan_check "$name" "$src" "$top" "$dir"
  design_cosim_check "$name" "$src" "$top" "$dir" verilator
  COSIM_ARGS="--stall-seed 7" \
    design_cosim_check "$name" "$src" "$top" "$dir" iverilog " iverilog"
}

# An AXI4-Lite design (tests/axilite/NAME.c, compiled with --interface
# s_axilite; the top is `// top:`, main the testbench): compile,
# deterministic, lint and synth of the wrapper (a file with `#pragma HLS
# INTERFACE` is compiled without the option), the generated header
# compiles (gcc -Wall -Werror, also as C++), co-simulation through the
# AXI4-Lite master in Verilator with and without random delays and in
# Icarus (seed 7); for axil_scalars, each deliberately broken slave
# (HLSC_AXIL_BREAK) is a FAIL that names the violated rule.
# The AXI4-Lite register header of a design compiled into $dir compiles
# (gcc -Wall -Werror, also as C++).
axil_header_check() {
  local name="$1" dir="$2" top="$3"
  local h="$dir/${top}_axil.h"
  printf '#include "%s"\n' "$(realpath "$h")" >"$dir/header.c"
  if gcc -std=c99 -Wall -Wextra -Werror -pedantic -c "$dir/header.c" \
      -o "$dir/header.o" >"$dir/header.log" 2>&1 &&
    g++ -Wall -Wextra -Werror -x c++ -c "$dir/header.c" -o "$dir/header.o" \
      >>"$dir/header.log" 2>&1; then
    record PASS "$name header"
  else
    record FAIL "$name header" "the generated header does not compile" \
      "$dir/header.log"
  fi
}

axilite_checks() {
  local name="$1" src="$2" top="$3" dir="$4" ifc="--interface s_axilite"
  # a design with `#pragma HLS INTERFACE s_axilite` goes without the option
  grep -q 'pragma HLS INTERFACE' "$src" && ifc=""
  COMPILE_ARGS="$ifc" \
    design_compile_checks_nosynth "$name" "$src" "$top" "$dir" || return 0
  synth_gates_check "$name" "$dir/$top.v" "$top" "$dir/synth.log"
  axil_header_check "$name" "$dir" "$top"
  COSIM_ARGS="$ifc" \
    design_cosim_check "$name" "$src" "$top" "$dir" verilator
  COSIM_ARGS="$ifc --stall-seed 0" LOG_TAG=nostall \
    design_cosim_check "$name" "$src" "$top" "$dir" verilator " no-stalls"
  COSIM_ARGS="$ifc --stall-seed 7" \
    design_cosim_check "$name" "$src" "$top" "$dir" iverilog " iverilog"
  [ "$top" = axil_scalars ] || return 0
  local b want log
  for b in bvalid:"BVALID fell" rdata:"RDATA/RRESP changed" \
    bresp:"BRESP is not OKAY" rvalid:"RVALID without a read address" \
    wstrb:"returns 0x"; do
    want="${b#*:}"
    b="${b%%:*}"
    broken_check "$name broken-$b" "$dir/broken-$b.log" "$want" \
      "HLSC_AXIL_BREAK=$b" cosim "$src" --top "$top" \
      --interface s_axilite --timeout 600
  done
}

# PASS when each call of the cosim whose output is `log` took at most
# pct% of `words` cycles (an m_axi call of `words` words per port,
# streamed end to end; copied in and out it takes about 3.2 x words)
call_throughput() {
  local name="$1" log="$2" words="$3" pct="$4" calls cyc
  calls="$(sed -n 's/^PASS .* calls=\([0-9]*\) cycles=\([0-9]*\).*/\1/p' "$log")"
  cyc="$(sed -n 's/^PASS .* calls=\([0-9]*\) cycles=\([0-9]*\).*/\2/p' "$log")"
  if [ -n "$calls" ] && [ "$calls" -gt 0 ] &&
    [ $((cyc * 100)) -le $((calls * words * pct)) ]; then
    record PASS "$name call-throughput" \
      "$((cyc / calls)) cycles per call of $words words (at most $((words * pct / 100)))"
  else
    record FAIL "$name call-throughput" "a call of $words words took more \
than $pct% of $words cycles (copied instead of streamed?)" "$log"
  fi
}

# An AXI4 master design (tests/maxi/NAME.c; the top is `// top:`, main
# the testbench; its m_axi arrays are named by pragmas or by a `// m-axi:
# A,B` line, given as --m-axi): compile, deterministic, lint, synth, ASan,
# co-simulation against the slave memory model in Verilator with random
# latency and backpressure, without them, and in Icarus (seed 7); for
# maxi_vadd, every port moves >= 0.9 words per cycle in both directions
# with random latency (cosim -v), and each engine broken on purpose
# (HLSC_MAXI_BREAK, rtl/maxi.h) is a FAIL that names the violated rule,
# and so is a SLVERR of the slave (HLSC_MAXITB_SLVERR, sim/maxitb.c) on a
# read burst and on a write response: the wrapper's m_axi_err is set;
# for maxi_narrow, so is a last beat that strobes bytes after the array;
# for maxi_vadd (streamed, pass/maxistream.c), a call of 1024 words per
# port takes at most 1.15 x 1024 cycles (copied in and out: 3270); for
# maxi_cond, a streamed conditional write that strobes every byte
# (HLSC_MAXI_BREAK=strobe) leaves memory the program did not write, a
# FAIL; for maxi_hist, -v says idx streams and data and hist are copied
# (their index is read from memory); for maxi_rows (a perfect 2-D nest,
# flattened), -v says in and out stream and a call of 1024 words per port
# takes at most 1.2 x 1024 cycles (copied in and out: 3270); for
# maxi_rowbreak (a data-dependent break ends rows) and maxi_rowgap (rows
# skip an element), -v says both arrays are copied and why;
# for maxi_wide (beats of 64 to 256 bits), so are unsplit 4 KiB crossings,
# a burst past the array and such a last beat.
maxi_checks() {
  local name="$1" src="$2" top="$3" dir="$4" args="" m
  m="$(sed -n 's|^[[:space:]]*//[[:space:]]*m-axi:[[:space:]]*\([^[:space:]]*\).*|\1|p' "$src")"
  [ -n "$m" ] && args="--m-axi $m"
  COMPILE_ARGS="$args" design_compile_checks "$name" "$src" "$top" "$dir" ||
    return 0
  use_asan && COMPILE_ARGS="$args" design_asan_check "$name" "$src" "$top" "$dir"
  # behind an AXI4-Lite slave (the base addresses are its registers)
  [ -f "$dir/${top}_axil.h" ] && axil_header_check "$name" "$dir" "$top"
  COSIM_ARGS="$args" design_cosim_check "$name" "$src" "$top" "$dir" verilator
  COSIM_ARGS="$args --stall-seed 0" LOG_TAG=nostall \
    design_cosim_check "$name" "$src" "$top" "$dir" verilator " no-stalls"
  COSIM_ARGS="$args --stall-seed 7" \
    design_cosim_check "$name" "$src" "$top" "$dir" iverilog " iverilog"
  # a narrow array's last beat strobes only its own bytes
  [ "$top" = maxi_narrow ] &&
    broken_check "$name broken-wstrb-verilator" "$dir/broken-wstrb.log" \
      "WSTRB writes a byte after the array" "HLSC_MAXI_BREAK=wstrb" cosim \
      "$src" --top "$top" --timeout 600
  [ "$top" = maxi_wide ] &&
    broken_sweep "$name" "$dir" HLSC_MAXI_BREAK "$src" "$top" \
      4k:"crosses a 4 KiB boundary":verilator \
      range:"outside the array":verilator \
      wstrb:"WSTRB writes a byte after the array":verilator
  # a conditional write leaves the elements it skips as they were (the
  # streamed write engine's WSTRB 0): with every byte strobed, the memory
  # after the call differs from the program's
  [ "$top" = maxi_cond ] &&
    broken_check "$name broken-strobe-verilator" "$dir/broken-strobe.log" \
      "memory c\\[" "HLSC_MAXI_BREAK=strobe" cosim "$src" --top "$top" \
      --timeout 600
  # which ports stream and why the others are copied (pass/maxistream.c)
  if [ "$top" = maxi_hist ]; then
    # shellcheck disable=SC2086 # args is a word list
    "$HLSC" "$src" --top "$top" $args -v -o "$dir/why.v" >"$dir/why.log" 2>&1
    if grep -q "m_axi idx: streamed (reads in the loop at maxi_hist.c:16)" \
      "$dir/why.log" && grep -q "m_axi data: copied: its index is not the \
loop's induction variable" "$dir/why.log" && grep -q "m_axi hist: copied: \
its index is not the loop's induction variable" "$dir/why.log"; then
      record PASS "$name stream-or-copy"
    else
      record FAIL "$name stream-or-copy" "-v does not say idx streamed, \
data and hist copied (indirect index)" "$dir/why.log"
    fi
  fi
  # a perfect 2-D nest walked in order streams (flattened into one loop,
  # its indices r * C + c evaluated: iteration k touches element k); rows
  # that end at a data-dependent break, or that skip an element, do not
  case "$top" in
  maxi_rows | maxi_rowbreak | maxi_rowgap)
    local want1 want2
    case "$top" in
    maxi_rows)
      want1="m_axi in: streamed (reads in the flattened loop nest at maxi_rows.c:12)"
      want2="m_axi out: streamed (writes in the flattened loop nest at maxi_rows.c:12)" ;;
    maxi_rowbreak)
      want1="m_axi in: copied: its loop is inside another loop (it may run more than once per call)"
      want2="m_axi out: copied: its loop is inside another loop (it may run more than once per call)" ;;
    maxi_rowgap)
      want1="m_axi in: copied: its index is not the loop's induction variable, nor the iteration count of a flattened loop nest"
      want2="m_axi out: copied: its index is not the loop's induction variable, nor the iteration count of a flattened loop nest" ;;
    esac
    # shellcheck disable=SC2086 # args is a word list
    "$HLSC" "$src" --top "$top" $args -v -o "$dir/why.v" >"$dir/why.log" 2>&1
    if grep -qF "$want1" "$dir/why.log" && grep -qF "$want2" "$dir/why.log"
    then
      record PASS "$name stream-or-copy"
    else
      record FAIL "$name stream-or-copy" "-v does not say: $want1; $want2" \
        "$dir/why.log"
    fi
    ;;
  esac
  if [ "$top" = maxi_offset ]; then
    # arrays walked from another element than 0 stream from there (bytes:
    # from the first byte of a bus word); two offsets, or a start inside a
    # word, are copied
    local olog="$dir/why.log" want missing=""
    # shellcheck disable=SC2086 # args is a word list
    "$HLSC" "$src" --top "$top" $args -v -o "$dir/why.v" >"$olog" 2>&1
    for want in \
      "m_axi a: streamed (reads in the loop at maxi_offset.c:21)" \
      "m_axi m: streamed (reads in the loop at maxi_offset.c:21, from m[4])" \
      "m_axi c: streamed (writes in the loop at maxi_offset.c:21, from c[1])" \
      "m_axi out8: copied: its first element, out8[2], does not start a word of the 32-bit bus" \
      "m_axi s: copied: it is accessed at more than one offset" \
      "m_axi pair: streamed (writes in the loop at maxi_offset.c:23)"; do
      grep -qF "$want" "$olog" || missing="$missing; $want"
    done
    if [ -z "$missing" ]; then
      record PASS "$name stream-or-copy"
    else
      record FAIL "$name stream-or-copy" "-v lacks${missing}" "$olog"
    fi
  fi
  if [ "$top" = maxi_burst ]; then
    # the pragma's burst options, as the testbench's slave saw them: the
    # longest burst and the most bursts in flight of each port
    local blog="$dir/bursts.log" want missing=""
    # shellcheck disable=SC2086 # args is a word list
    timeout 1200 "$HLSC" cosim "$src" --top "$top" $args -v --timeout 600 \
      >"$blog" 2>&1
    for want in \
      "m_axi a: call 1: read 1024 words .*bursts of up to 256 beats, at most [12] in flight" \
      "m_axi b: call 1: read 1024 words .*bursts of up to 8 beats" \
      "m_axi c: call 1: .*wrote 1024 words .*bursts of up to 16 beats, at most [12] in flight" \
      "m_axi lut: call 1: read 512 words .*bursts of up to 64 beats, at most [123] in flight"; do
      grep -qE "^$want" "$blog" || missing="$missing; $want"
    done
    if grep -q '^PASS ' "$blog" && [ -z "$missing" ]; then
      record PASS "$name burst-options"
    else
      record FAIL "$name burst-options" "cosim -v lacks${missing:-: PASS}" \
        "$blog"
    fi
  fi
  if [ "$top" = maxi_rows ]; then
    # end to end: streamed, a call of 16 x 64 = 1024 words per port takes
    # at most 1.2 x 1024 cycles (measured 1138; copied in and out: 3270)
    local rlog="$dir/throughput.log"
    # shellcheck disable=SC2086 # args is a word list
    timeout 1200 "$HLSC" cosim "$src" --top "$top" $args -v --timeout 600 \
      >"$rlog" 2>&1
    call_throughput "$name" "$rlog" 1024 120
  fi
  [ "$top" = maxi_vadd ] || return 0
  local log="$dir/throughput.log" low
  # shellcheck disable=SC2086 # args is a word list
  timeout 1200 "$HLSC" cosim "$src" --top "$top" $args -v --timeout 600 \
    >"$log" 2>&1
  low="$(grep -oE '[0-9.]+ words/cycle' "$log" |
    awk '$1 < 0.9 { n++ } END { print n + 0 }')"
  if grep -q '^PASS ' "$log" && grep -q 'words/cycle' "$log" && [ "$low" = 0 ]; then
    record PASS "$name throughput" \
      "$(grep -oE '[0-9.]+ words/cycle' "$log" | sort -n | head -n 1) at least"
  else
    record FAIL "$name throughput" "a port below 0.9 words/cycle" "$log"
  fi
  # end to end: streamed, a call of N = 1024 words per port takes at most
  # 1.15 N cycles (copied in and out it took 3270)
  call_throughput "$name" "$log" 1024 115
  broken_sweep "$name" "$dir" HLSC_MAXI_BREAK "$src" "$top" \
    arvalid:"ARVALID fell before ARREADY":verilator \
    araddr:"ARADDR/ARLEN changed while ARVALID waited":verilator \
    4k:"crosses a 4 KiB boundary":verilator \
    wlast:"WLAST is not on the last beat":verilator \
    range:"outside the array":verilator \
    arvalid:"ARVALID fell before ARREADY":iverilog \
    wlast:"WLAST is not on the last beat":iverilog
  broken_check "$name slverr-rresp-verilator" "$dir/slverr-rresp.log" \
    "m_axi_err is set: .* on m_axi b (call 1" "HLSC_MAXITB_SLVERR=b:r" cosim \
    "$src" --top "$top" --timeout 600
  broken_check "$name slverr-bresp-verilator" "$dir/slverr-bresp.log" \
    "m_axi_err is set: .* on m_axi c (call 1" "HLSC_MAXITB_SLVERR=c:b" cosim \
    "$src" --top "$top" --timeout 600
}

# A Python design (tests/python/NAME.py: the top is NAME, the testbench is
# the file's __main__ part): compile, deterministic, lint, co-simulation
# from the Python testbench without and with random stalls; with a C twin
# (tests/streams/NAME.c) the same cycles and the same II per loop as the C
# design; for three designs, the ASan compiler (embedding CPython too) gives
# the same Verilog. Kept cheap: no synth, no Icarus (the C designs cover the
# shared back end).
python_checks() {
  local name="$1" src="$2" top="$3" dir="$4" twin
  design_compile_checks_nosynth "$name" "$src" "$top" "$dir" || return 0
  # the ASan compiler on a few designs that cover streams, an Array
  # parameter and a ROM (the rest of the path is the C designs')
  case "$top" in
  fir | array_hist | crc8_table)
    use_asan && design_asan_check "$name" "$src" "$top" "$dir" ;;
  esac
  COSIM_ARGS="--stall-seed 0" LOG_TAG=verilator \
    design_cosim_check "$name" "$src" "$top" "$dir" verilator
  LOG_TAG=stalls design_cosim_check "$name" "$src" "$top" "$dir" verilator \
    " stalls"
  twin="tests/streams/$top.c"
  [ -f "$twin" ] && python_twin_check "$name" "$twin" "$top" "$dir"
  return 0
}

# compile, deterministic and lint; 1 when it did not compile
design_compile_checks_nosynth() {
  local name="$1" src="$2" top="$3" dir="$4"
  local v="$dir/$top.v"
  # shellcheck disable=SC2086 # COMPILE_ARGS is a word list
  if timeout 600 "$HLSC" "$src" --top "$top" ${COMPILE_ARGS:-} -o "$v" \
      --report "$dir/report.json" >"$dir/compile.log" 2>&1; then
    record PASS "$name compile"
  else
    record FAIL "$name compile" "hlsc exited with status $?" "$dir/compile.log"
    return 1
  fi
  # compiled again to see the same Verilog, unless design_asan_check's
  # compile follows and is the second one (AGAIN_BY_ASAN=1)
  # shellcheck disable=SC2086 # COMPILE_ARGS is a word list
  if [ "${AGAIN_BY_ASAN:-0}" = 1 ] && use_asan; then
    :
  elif timeout 600 "$HLSC" "$src" --top "$top" ${COMPILE_ARGS:-} -o "$dir/$top.again.v" \
      >"$dir/compile-again.log" 2>&1 && cmp -s "$v" "$dir/$top.again.v"; then
    record PASS "$name deterministic"
  else
    diff "$v" "$dir/$top.again.v" >>"$dir/compile-again.log" 2>&1
    record FAIL "$name deterministic" \
      "compiling twice gave different Verilog" "$dir/compile-again.log"
  fi
  lint_check "$name" "$v" "$(module_of "$dir/report.json" "$top")" \
    "$dir/lint.log"
  if python3 tests/lib/memcount.py "$dir/report.json" "$v" \
      >"$dir/memcount.log" 2>&1; then
    record PASS "$name memories"
  else
    record FAIL "$name memories" "$(head -n 1 "$dir/memcount.log")" \
      "$dir/memcount.log"
  fi
}

# The Python design against its C twin: the same II for every loop (in
# order) and the same cycles without stalls.
python_twin_check() {
  local name="$1" twin="$2" top="$3" dir="$4" log="$dir/twin.log"
  local ii_py ii_c cyc_py cyc_c files="$twin"
  [ -f "${twin%.c}_tb.c" ] && files="${twin%.c}_tb.c $twin"
  : >"$log"
  timeout 600 "$HLSC" "$twin" --top "$top" -o "$dir/$top.c.v" \
    --report "$dir/report-c.json" >>"$log" 2>&1
  # shellcheck disable=SC2086 # a word list
  timeout 1200 "$HLSC" cosim $files --top "$top" --stall-seed 0 \
    --timeout 600 >"$dir/cosim-c.log" 2>&1
  ii_py="$(grep -oE '"pipelined": [a-z]+(, "ii": [0-9]+)?' "$dir/report.json" | tr '\n' ' ')"
  ii_c="$(grep -oE '"pipelined": [a-z]+(, "ii": [0-9]+)?' "$dir/report-c.json" | tr '\n' ' ')"
  cyc_py="$(sed -n 's/^PASS .* cycles=\([0-9]*\).*/\1/p' "$dir/cosim-verilator.log")"
  cyc_c="$(sed -n 's/^PASS .* cycles=\([0-9]*\).*/\1/p' "$dir/cosim-c.log")"
  printf 'loops: python %s| C %s\ncycles: python %s, C %s\n' \
    "$ii_py" "$ii_c" "$cyc_py" "$cyc_c" >>"$log"
  if [ -z "$cyc_c" ] || [ -z "$cyc_py" ]; then
    record FAIL "$name twin" "no cycle count from both co-simulations" "$log"
  elif [ "$ii_py" != "$ii_c" ] || [ "$cyc_py" != "$cyc_c" ]; then
    record FAIL "$name twin" "differs from $twin: python $cyc_py cycles, C $cyc_c" "$log"
  else
    record PASS "$name twin" "cycles=$cyc_py as $twin"
  fi
}

# tests/python/unit: the Python frontend's own unit tests (Braun SSA,
# native semantics, loop liveness), with the Python hlsc embeds.
python_unit_check() {
  local log="$OUT/python-unit.log" py=/usr/bin/python3
  [ -x "$py" ] || py=python3
  mkdir -p "$OUT"
  if PYTHONPATH=python PYTHONDONTWRITEBYTECODE=1 timeout 120 "$py" -m unittest \
      discover -s tests/python/unit >"$log" 2>&1; then
    record PASS python-unit "$(grep -E '^Ran ' "$log")"
  else
    record FAIL python-unit "python3 -m unittest failed" "$log"
  fi
}

# The Python cosim can fail: with a copy of the hlsc package whose native
# addition is off by one, loop4_accum's words differ from the Verilog's;
# and the command line of a Python cosim.
python_cli_tests() {
  local dir="$OUT/python-cli" log rc
  mkdir -p "$dir"
  rm -rf "$dir/pybroken"
  cp -r python "$dir/pybroken"
  sed -i 's/lambda a, b, t: a + b, "+")/lambda a, b, t: a + b + 1, "+")/' \
    "$dir/pybroken/hlsc/hw.py"
  log="$dir/detects-difference.log"
  HLSC_PYTHON_DIR="$dir/pybroken" timeout 600 "$HLSC" cosim \
    tests/python/loop4_accum.py --top loop4_accum --stall-seed 0 >"$log" 2>&1
  rc=$?
  if [ $rc = 1 ] && grep -qE '^FAIL loop4_accum: call 1: word out\[[0-9]+\] is 0x[0-9a-f]+ in Python, 0x[0-9a-f]+ in the Verilog' "$log"; then
    record PASS "python-cli/cosim-detects-difference"
  else
    record FAIL "python-cli/cosim-detects-difference" \
      "a wrong native semantics was not reported (status $rc)" "$log"
  fi
  log="$dir/extra-file.log"
  timeout 60 "$HLSC" cosim tests/python/fir.py tests/python/channels.py \
    --top fir >"$log" 2>&1
  rc=$?
  if [ $rc = 2 ] && grep -q "error: a Python testbench imports its design itself" "$log"; then
    record PASS "python-cli/cosim-one-file"
  else
    record FAIL "python-cli/cosim-one-file" "status $rc" "$log"
  fi
  log="$dir/no-top.log"
  timeout 60 "$HLSC" tests/python/fir.py --top nosuch -o "$dir/x.v" >"$log" 2>&1
  rc=$?
  if [ $rc = 2 ] && grep -qx "tests/python/fir.py:1:1: error: no function named 'nosuch' in tests/python/fir.py" "$log"; then
    record PASS "python-cli/no-such-top"
  else
    record FAIL "python-cli/no-such-top" "status $rc" "$log"
  fi
}

# tests/python/errors/NAME.py: `# expect-error: LINE:COL: MESSAGE`; hlsc must
# exit 2 with exactly the line "SRC:LINE:COL: error: MESSAGE" on stderr. The
# top is `# top: NAME`, else top.
py_error_check() {
  local src="$1" base name dir log spec top want rc
  base="$(basename "$src" .py)"
  name="python-errors/$base"
  dir="$OUT/python-errors/$base"
  mkdir -p "$dir"
  log="$dir/stderr.log"
  spec="$(grep -m1 -E '#[[:space:]]*expect-error:' "$src" |
    sed -E 's|.*#[[:space:]]*expect-error:[[:space:]]*||')"
  top="$(sed -n 's|^#[[:space:]]*top:[[:space:]]*\([A-Za-z_][A-Za-z0-9_]*\).*|\1|p' "$src" | head -n 1)"
  top="${top:-top}"
  if ! [[ "$spec" =~ ^[0-9]+:[0-9]+:\ . ]]; then
    record FAIL "$name" "no '# expect-error: LINE:COL: MESSAGE' line"
    return
  fi
  want="$src:${spec%%: *}: error: ${spec#*: }"
  timeout 300 "$HLSC" "$src" --top "$top" -o "$dir/$top.v" \
    >"$dir/stdout.log" 2>"$log"
  rc=$?
  if [ $rc != 2 ]; then
    record FAIL "$name" "exit status $rc, expected 2" "$log"
  elif ! grep -qxF -- "$want" "$log"; then
    record FAIL "$name" "no stderr line '$want'" "$log"
  else
    record PASS "$name"
  fi
}

# A design with pipelined loops (or a flattened loop nest) must give the
# same results with every loop sequential and no nest flattened
# (--no-pipeline), in at least as many cycles. In Icarus: a design of
# tests/designs gets its one run there (its other cosim is Verilator's),
# and a Verilog that is simulated once does not pay for building a
# Verilator model. The 165 --no-pipeline runs of tests/designs and
# tests/streams, two at a time on the idle machine: 783 s in Verilator,
# 330 s in Icarus, none slower there, the same cycles in both.
design_sequential_check() {
  local name="$1" src="$2" top="$3" dir="$4"
  local log="$dir/cosim-sequential.log" piped seq
  piped="$(grep -E '^PASS ' "$dir/cosim-verilator.log" | tail -n 1 |
    sed -n 's/.* cycles=\([0-9]*\).*/\1/p')"
  # shellcheck disable=SC2086 # SRC and COSIM_ARGS are word lists
  timeout 1200 "$HLSC" cosim $src --top "$top" --no-pipeline \
    --simulator iverilog --timeout 600 ${COSIM_ARGS:-} >"$log" 2>&1
  local rc=$?
  seq="$(grep -E '^PASS ' "$log" | tail -n 1 | sed -n 's/.* cycles=\([0-9]*\).*/\1/p')"
  if [ $rc != 0 ] || [ -z "$seq" ]; then
    record FAIL "$name no-pipeline" "cosim --no-pipeline did not pass" "$log"
  elif [ -n "$piped" ] && [ "$seq" -lt "$piped" ]; then
    record FAIL "$name no-pipeline" \
      "sequential loops took $seq cycles, fewer than pipelined ($piped)" "$log"
  else
    record PASS "$name no-pipeline" "cycles=$seq (pipelined ${piped:-?})"
    cycles_check "$name no-pipeline" "$(grep -E '^PASS ' "$log" | tail -n 1)" "$log"
  fi
}

# shellcheck source=tests/lib/cycles.sh
source "$ROOT/tests/lib/cycles.sh"

# ---- selection ----

# The arguments select tests; workers get them through HLSC_TEST_FILTERS
# (one per line).
if [ "${1:-}" = --worker ]; then
  FILTERS=()
  [ -n "${HLSC_TEST_FILTERS:-}" ] && mapfile -t FILTERS <<<"$HLSC_TEST_FILTERS"
else
  FILTERS=("$@")
fi
selected() {
  local f
  ((${#FILTERS[@]} == 0)) && return 0
  for f in "${FILTERS[@]}"; do
    case "$1" in *"$f"*) return 0 ;; esac
  done
  return 1
}

# ---- unit tests ----

# unit_check NAME BINARY: counts the binary's own "unit: N passed, N failed".
unit_check() {
  local name="$1" bin="$2" log="$OUT/$1.log" rc line p f
  if [ ! -x "$bin" ]; then
    record FAIL "$name" "$bin not built (run make / make asan)"
    return
  fi
  "$bin" >"$log" 2>&1
  rc=$?
  line="$(grep -E '^unit: [0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)"
  if [ -z "$line" ]; then
    record FAIL "$name" "exited with status $rc without a summary" "$log"
    return
  fi
  p="$(sed -E 's/^unit: ([0-9]+) passed, ([0-9]+) failed.*/\1/' <<<"$line")"
  f="$(sed -E 's/^unit: ([0-9]+) passed, ([0-9]+) failed.*/\2/' <<<"$line")"
  if has_sanitizer_report "$log"; then
    record FAIL "$name" "sanitizer report" "$log"
  elif [ "$rc" != 0 ] && [ "$f" = 0 ]; then
    record FAIL "$name" "exited with status $rc" "$log"
  fi
  local i
  for ((i = 0; i < p; i++)); do
    printf 'PASS\x1f%s\x1f\x1f\n' "$name#$i" >>"$RES/${name//\//__}.res"
  done
  for ((i = 0; i < f; i++)); do
    printf 'FAIL\x1f%s\x1f\x1f%s\n' "$name#$i" "$log" >>"$RES/${name//\//__}.res"
  done
  if [ "$f" = 0 ]; then
    printf 'PASS %s (%s tests)\n' "$name" "$p"
  else
    printf 'FAIL %s: %s of %s tests failed:\n' "$name" "$f" "$((p + f))"
    grep -E '^FAIL ' "$log" | sed 's/^/  /'
  fi
}

# ---- error tests ----

# has_expected_error LOG PREFIX SUBSTRING: a line of LOG starts with PREFIX
# and contains "error:" and SUBSTRING.
has_expected_error() {
  local l
  while IFS= read -r l; do
    [[ "$l" == "$2"* && "$l" == *error:* && "$l" == *"$3"* ]] && return 0
  done <"$1"
  return 1
}

# error_check HLSC LABEL FILE: exit 2 and the expected located message, and
# neither the -o file nor the --report file exists afterwards.
error_check() {
  local hlsc="$1" label="$2" src="$3"
  local base top name dir log spec line sub rc
  base="$(basename "$src" .c)"
  name="errors/$base$label"
  dir="$OUT/errors/$base"
  mkdir -p "$dir"
  log="$dir/stderr${label// /-}.log"
  spec="$(grep -m1 -E '//[[:space:]]*expect-error:' "$src" |
    sed -E 's|.*//[[:space:]]*expect-error:[[:space:]]*||')"
  line="${spec%%:*}"
  sub="${spec#*:}"
  sub="${sub# }"
  if [ -z "$spec" ] || ! [[ "$line" =~ ^[0-9]+$ ]] || [ -z "$sub" ]; then
    record FAIL "$name" "no '// expect-error: LINE: SUBSTRING' line"
    return
  fi
  top="$(top_of "$src")"
  local v="$dir/$top${label// /-}.v" rep="$dir/report${label// /-}.json"
  rm -f "$v" "$rep"
  # `// hlsc-args: OPTIONS`: compile options the error needs
  local args
  args="$(sed -n 's|^//[[:space:]]*hlsc-args:||p' "$src" | head -n 1)"
  # shellcheck disable=SC2086 # args is a word list
  timeout 300 "$hlsc" "$src" --top "$top" $args -o "$v" --report "$rep" \
    >"$dir/stdout.log" 2>"$log"
  rc=$?
  if [ $rc != 2 ]; then
    record FAIL "$name" "exit status $rc, expected 2" "$log"
  elif [ -e "$v" ] || [ -e "$rep" ]; then
    record FAIL "$name" "a rejected compile left $(ls "$v" "$rep" 2>/dev/null | tr '\n' ' ')" "$log"
  elif has_sanitizer_report "$log"; then
    record FAIL "$name" "sanitizer report" "$log"
  elif ! has_expected_error "$log" "$src:$line:" "$sub"; then
    record FAIL "$name" "no stderr line '$src:$line:...error:...$sub'" "$log"
  else
    record PASS "$name"
  fi
}

# shellcheck source=tests/lib/cli.sh
source "$ROOT/tests/lib/cli.sh"
# shellcheck source=tests/lib/sched.sh
source "$ROOT/tests/lib/sched.sh"
# shellcheck source=tests/lib/generated.sh
source "$ROOT/tests/lib/generated.sh"
# shellcheck source=tests/lib/gates.sh
source "$ROOT/tests/lib/gates.sh"

# ---- the schedule page (--schedule-html) ----

# html_check NAME SRC TOP WANT_RECURRENCE: compiles SRC with --schedule-html
# (twice: the page must be byte-identical), checks the page has no external
# references, loads it in headless Chromium and checks the DOM after its
# script ran: one data-v element per scheduled value of --emit sched, the II
# of every pipelined loop of --report, the script's mark, source positions
# in the titles, and (WANT_RECURRENCE 1) a "recurrence" element.
html_check() {
  local name="html/$1" src="$2" top="$3" want_rec="$4"
  local dir="$OUT/html/$1" page log nops nvals iis_rep iis_dom
  rm -rf "$dir"
  mkdir -p "$dir"
  page="$dir/$top.html"
  log="$dir/compile.log"
  if ! timeout 600 "$HLSC" "$src" --top "$top" -o "$dir/$top.v" \
      --report "$dir/report.json" --schedule-html "$page" --emit sched \
      >"$dir/sched.txt" 2>"$log"; then
    record FAIL "$name" "hlsc --schedule-html exited with status $?" "$log"
    return
  fi
  timeout 600 "$HLSC" "$src" --top "$top" -o "$dir/again.v" \
    --schedule-html "$dir/again.html" >>"$log" 2>&1
  if ! cmp -s "$page" "$dir/again.html"; then
    record FAIL "$name" "compiling twice gave different pages" "$log"
    return
  fi
  if grep -qiE 'https?://|<script[^>]*src|<link|@import|url\(' "$page"; then
    record FAIL "$name" "the page refers to something outside itself" "$log"
    return
  fi
  if ! command -v chromium >/dev/null; then
    record FAIL "$name" "chromium not found (scripts/setup.sh installs it)"
    return
  fi
  HOME="$dir" timeout 120 chromium --headless=new --no-sandbox --disable-gpu \
    --dump-dom "file://$ROOT/$page" >"$dir/dom.html" 2>"$dir/chromium.log"
  if ! grep -q '<body class="js"' "$dir/dom.html"; then
    record FAIL "$name" "chromium did not load the page or its script did not run" \
      "$dir/chromium.log"
    return
  fi
  nops="$(grep -o ' data-v="[0-9]*"' "$dir/dom.html" | sort -u | wc -l)"
  nvals="$(grep -c '^      [^ ]' "$dir/sched.txt")"
  iis_rep="$(grep -o '"pipelined": true, "ii": [0-9]*' "$dir/report.json" |
    sed 's/.* //' | sort -n | tr '\n' ' ')"
  iis_dom="$(grep -o 'data-ii="[0-9]*"' "$dir/dom.html" | tr -dc '0-9\n' |
    sort -n | tr '\n' ' ')"
  if [ "$(grep -o ' data-v="' "$dir/dom.html" | wc -l)" != "$nops" ] ||
      [ "$nops" != "$nvals" ] || [ "$nvals" = 0 ]; then
    record FAIL "$name" "$nops operations on the page, $nvals scheduled" "$log"
  elif [ "$iis_rep" != "$iis_dom" ]; then
    record FAIL "$name" "pipelined loops' II on the page '$iis_dom', in the report '$iis_rep'" "$log"
  elif ! grep -qE "title=\"$src:[0-9]+:[0-9]+" "$dir/dom.html"; then
    record FAIL "$name" "no title with a source position $src:LINE:COL" "$log"
  elif [ "$want_rec" = 1 ] && ! grep -q 'class="op recurrence' "$dir/dom.html"; then
    record FAIL "$name" "no operation with the class recurrence" "$log"
  else
    record PASS "$name" "ops=$nops ii=[${iis_dom% }] recurrence=$(grep -c 'class="op recurrence' "$dir/dom.html")"
  fi
}

html_tests() {
  selected html/crc32_table &&
    html_check crc32_table tests/designs/crc32_table.c crc32_table 1
  selected html/gcd && html_check gcd tests/designs/gcd.c gcd 0
  selected html/loop4_accum &&
    html_check loop4_accum tests/streams/loop4_accum.c loop4_accum 0
  # A rejected input leaves no page behind.
  if selected html/no-page-on-error; then
    local dir="$OUT/html/no-page-on-error"
    rm -rf "$dir"
    mkdir -p "$dir"
    timeout 120 "$HLSC" tests/errors/float_bessel.c --top "$(top_of tests/errors/float_bessel.c)" \
      -o "$dir/x.v" --schedule-html "$dir/x.html" >"$dir/log" 2>&1
    local rc=$?
    if [ $rc != 2 ] || [ -e "$dir/x.html" ]; then
      record FAIL html/no-page-on-error "exit $rc (expected 2), page left: $(ls "$dir")" "$dir/log"
    else
      record PASS html/no-page-on-error
    fi
  fi
}

# A worker that died (killed, out of memory) leaves no results: count it.
check_workers_finished() {
  while (($#)); do
    local base
    base="$(basename "$2" .c)"
    base="${base%.py}"
    [ -f "$OUT/$1/$base/finished" ] ||
      record FAIL "$1/$base" "the test worker did not finish"
    shift 2
  done
}

# ---- summary ----

summary() {
  local pass=0 fail=0 status name detail log
  local -a failed=()
  shopt -s nullglob
  local files=("$RES"/*.res)
  if ((${#files[@]})); then
    while IFS=$'\x1f' read -r status name detail log; do
      if [ "$status" = PASS ]; then
        pass=$((pass + 1))
      else
        fail=$((fail + 1))
        failed+=("$name"$'\x1f'"$detail"$'\x1f'"$log")
      fi
    done < <(LC_ALL=C sort "${files[@]}")
  fi
  if ((fail)); then
    echo
    echo "==== failures ===="
    local entry seen="" names=""
    for entry in "${failed[@]}"; do
      IFS=$'\x1f' read -r name detail log <<<"$entry"
      # Unit tests are counted one by one (unit#3) but shown once.
      case "$name" in *#*) name="${name%%#*}" detail="unit tests failed" ;; esac
      [[ "$names" == *"|$name|"* ]] && continue
      names="$names|$name|"
      echo "FAIL $name: $detail"
      if [ -n "$log" ] && [ -f "$log" ] && [[ "$seen" != *"|$log|"* ]]; then
        seen="$seen|$log|"
        tail -n 15 "$log" | sed 's/^/    | /'
      fi
    done
  fi
  echo
  echo "$pass passed, $fail failed"
  ((fail == 0))
}

# ---- main ----

# ---- synthesis figures (--synth, hlsc synth) ----

# synth_check NAME SRC TOP TARGET PERIOD: compiles SRC for TARGET at PERIOD
# ns with --synth and checks the report's figures: LUTs and flip-flops
# above 0; on ice40 an Fmax whose period is at most 15% above PERIOD (the
# delay model must not promise a clock that place and route cannot meet).
synth_check() {
  local name="synth/$1" src="$2" top="$3" target="$4" period="$5"
  local dir="$OUT/synth/$1" rep luts ffs fmax
  rm -rf "$dir"
  mkdir -p "$dir"
  rep="$dir/report.json"
  if ! timeout 900 "$HLSC" "$src" --top "$top" --target "$target" \
      --clock-period "$period" -o "$dir/$top.v" --report "$rep" --synth \
      >"$dir/synth.log" 2>&1; then
    record FAIL "$name" "hlsc --synth exited with status $?" "$dir/synth.log"
    return
  fi
  # the report's "synthesis" entry (its "area_estimate" has "luts" too)
  read -r luts ffs fmax < <(python3 -c 'import json, sys
s = json.load(open(sys.argv[1])).get("synthesis") or {}
f = s.get("fmax_mhz") or 0
print(s.get("luts", 0), s.get("ffs", 0), f if f > 0 else "")' "$rep" 2>/dev/null)
  if ! grep -q "^  LUTs  *$luts" "$dir/synth.log"; then
    record FAIL "$name" "the summary does not show the report's LUTs" "$dir/synth.log"
  elif [ "${luts:-0}" -le 0 ] || [ "${ffs:-0}" -le 0 ]; then
    record FAIL "$name" "no LUTs or flip-flops in the report" "$rep"
  elif [ "$target" = ice40 ] && [ -z "$fmax" ]; then
    record FAIL "$name" "no Fmax from nextpnr-ice40" "$rep"
  elif [ "$target" = ice40 ] &&
      ! awk -v f="$fmax" -v p="$period" 'BEGIN { exit !(1000 / f <= p * 1.15) }'; then
    record FAIL "$name" "Fmax $fmax MHz misses the ${period} ns target by more than 15%" "$rep"
  else
    record PASS "$name" "luts=$luts ffs=$ffs${fmax:+ fmax=$fmax}"
  fi
}

synth_tests() {
  selected synth/crc32_table-ice40 &&
    synth_check crc32_table-ice40 tests/designs/crc32_table.c crc32_table ice40 15
  selected synth/loop1_varlat-ice40 &&
    synth_check loop1_varlat-ice40 tests/streams/loop1_varlat.c loop1_varlat ice40 20
  # at 10 ns: a divider by a constant steps through tables (14.4 ns with
  # a 33-bit subtraction per quotient bit), and the sequential multiplier's
  # load and step products are not merged into one behind the state
  # decoding (11.8 ns)
  selected synth/loop1_varlat-ice40-10ns &&
    synth_check loop1_varlat-ice40-10ns tests/streams/loop1_varlat.c loop1_varlat ice40 10
  selected synth/loop7_accum_varlat_break-ice40-10ns &&
    synth_check loop7_accum_varlat_break-ice40-10ns \
      tests/streams/loop7_accum_varlat_break.c loop7_accum_varlat_break ice40 10
  selected synth/collatz-xilinx7 &&
    synth_check collatz-xilinx7 tests/designs/collatz.c collatz xilinx7 10
  selected synth/lfsr-generic &&
    synth_check lfsr-generic tests/designs/lfsr.c lfsr generic 10
  selected synth/oversized-ice40 && synth_oversized_check
  { selected synth/gates-latch || selected synth/gates-drivers; } &&
    synth_gates_bad_checks
}

synth_gates() {
  timeout 900 yosys -q -p "read_verilog $1; hierarchy -check -top $2; \
proc; check -assert; opt_expr; opt_clean; wreduce; alumacc; opt_clean; memory -nomap; \
opt_clean; memory_map; opt_clean; techmap; \
select -assert-none t:\$_DLATCH* t:\$_SR_*; \
select -assert-none t:\$* t:\$_* %d" >"$3" 2>&1
}

# synth_gates fires on a latch and on a wire with two drivers: the
# per-design synth check is not one that cannot fail (a plain `yosys
# synth` accepts both modules).
synth_gates_bad_checks() {
  synth_gates_bad_check synth/gates-latch "a latch" \
    'Assertion failed: selection is not empty: t:\$_DLATCH' latched \
    'module latched(input en, input [3:0] d, output reg [3:0] q);' \
    '  always @* if (en) q = d;' 'endmodule'
  synth_gates_bad_check synth/gates-drivers "a wire with two drivers" \
    "multiple conflicting drivers for twice" twice \
    'module twice(input a, input b, output y);' '  assign y = a;' \
    '  assign y = b;' 'endmodule'
}

# synth_gates_bad_check NAME WHAT WANT MODULE LINE...: the module of LINEs
# fails synth_gates with a log line matching WANT.
synth_gates_bad_check() {
  local name="$1" what="$2" want="$3" m="$4" dir="$OUT/$1"
  shift 4
  rm -rf "$dir"
  mkdir -p "$dir"
  printf '%s\n' "$@" >"$dir/$m.v"
  if synth_gates "$dir/$m.v" "$m" "$dir/synth.log"; then
    record FAIL "$name" "a module with $what passed the synth check" \
      "$dir/synth.log"
  elif ! grep -q "$want" "$dir/synth.log"; then
    record FAIL "$name" "the synth check failed, but not on $what" \
      "$dir/synth.log"
  else
    record PASS "$name"
  fi
}

# A design larger than the device: hlsc synth says so, with the logic cells
# nextpnr counted.
synth_oversized_check() {
  local name=synth/oversized-ice40 dir="$OUT/synth/oversized" n
  rm -rf "$dir"
  mkdir -p "$dir"
  timeout 900 "$HLSC" synth tests/synth/oversized.v --top oversized \
    --target ice40 --report "$dir/report.json" >"$dir/synth.log" 2>&1
  n="$(sed -nE 's/.*"error": "does not fit the iCE40 HX8K: ([0-9]+) logic cells of 7680".*/\1/p' \
    "$dir/report.json" 2>/dev/null)"
  if [ -z "$n" ]; then
    record FAIL "$name" "no 'does not fit' error in the report" "$dir/synth.log"
  elif [ "$n" -le 7680 ] || ! grep -q "does not fit the iCE40 HX8K" "$dir/synth.log"; then
    record FAIL "$name" "$n logic cells, or no message in the summary" "$dir/synth.log"
  else
    record PASS "$name" "cells=$n"
  fi
}

# group_checks GROUP: the checks of one group that is not a design (run
# as one item of the pool), each filtered by the arguments.
group_checks() {
  local src
  case "$1" in
  unit) selected unit && unit_check unit build/unit_tests ;;
  unit-asan)
    selected unit-asan && use_asan && unit_check unit-asan build-asan/unit_tests
    ;;
  cli) selected cli && cli_tests ;;
  fit) selected cli/fit && fit_check ;;
  cosim-cli) selected cosim-cli && cosim_cli_tests ;;
  gates) selected gates && gate_tests ;;
  html) html_tests ;;
  synth) synth_tests ;;
  errors)
    for src in tests/errors/*.c; do
      [ -f "$src" ] || continue
      selected "errors/$(basename "$src" .c)" || continue
      error_check "$HLSC" "" "$src"
      use_asan && error_check "$HLSC_ASAN" " asan" "$src"
    done
    ;;
  python-errors)
    for src in tests/python/errors/*.py; do
      [ -f "$src" ] || continue
      selected "python-errors/$(basename "$src" .py)" || continue
      py_error_check "$src"
    done
    ;;
  python-cli) selected python-cli && python_cli_tests ;;
  python-unit) selected python-unit && python_unit_check ;;
  *) record FAIL "group/$1" "no such group of checks" ;;
  esac
}

main() {
  rm -rf "$RES"
  mkdir -p "$RES"
  # an empty Verilator cache of the run's own (src/sim/vcache.c): its
  # hits are the run's, and its time that of a fresh machine
  export HLSC_CACHE_DIR="$ROOT/$OUT/cache"
  rm -rf "$HLSC_CACHE_DIR"
  local start=$SECONDS
  if [ ! -x "$HLSC" ]; then
    record FAIL build "$HLSC is not built (run make)"
    summary
    return $?
  fi

  # The groups of checks go into the pool first, the longest (cli) first,
  # so that both jobs stay busy to the end.
  local -a work=()
  local g
  for g in cli cosim-cli synth gates errors unit-asan unit html python-cli \
    python-errors python-unit fit; do
    work+=(group "$g")
  done
  local src
  for src in tests/python/*.py; do
    [ -f "$src" ] || continue
    selected "python/$(basename "$src" .py)" || continue
    work+=(python "$src")
  done
  for src in tests/cosim/*.c tests/designs/*.c tests/streams/*.c \
    tests/ports/*.c tests/fuzz/*.c tests/axilite/*.c tests/maxi/*.c; do
    [ -f "$src" ] || continue
    case "$src" in *_tb.c) continue ;; esac
    local kind
    kind="$(basename "$(dirname "$src")")"
    selected "$kind/$(basename "$src" .c)" || continue
    work+=("$kind" "$src")
  done
  for src in bench/loops/*.c; do
    [ -f "$src" ] || continue
    selected "bench/$(basename "$src" .c)" || continue
    work+=(bench "$src")
  done
  for src in bench/dynamatic/*.c; do
    [ -f "$src" ] || continue
    selected "dynamatic/$(basename "$src" .c)" || continue
    work+=(dynamatic "$src")
  done
  if ((${#work[@]})); then
    printf '%s\0' "${work[@]}" |
      HLSC_TEST_FILTERS="$(printf '%s\n' "${FILTERS[@]}")" \
        xargs -0 -n 2 -P "$JOBS" "$ROOT/tests/run.sh" --worker
    check_workers_finished "${work[@]}"
  fi
  if [ -f "$RES/times.txt" ]; then
    echo "(slowest work items, seconds for all their checks:" \
      "$(sort -rn "$RES/times.txt" | head -n 5 | awk '{printf "%s %s; ", $2, $1}'))"
    sort -rn "$RES/times.txt" >"$OUT/times.txt"
    rm -f "$RES/times.txt"
  fi
  write_cycles_table
  ((${#FILTERS[@]})) || cycles_rows_read
  echo "(suite time: $((SECONDS - start)) s)"
  summary
}

if [ "${1:-}" = --worker ]; then
  worker "$2" "$3"
  exit 0
fi
main
