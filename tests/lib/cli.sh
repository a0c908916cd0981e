# tests/lib/cli.sh - the command-line checks of tests/run.sh (sourced by
# it; uses its record, selected, HLSC, HLSC_ASAN and OUT): exit statuses,
# messages, odd inputs, the Graphviz output, cosim's own behaviour
# (limits, signals, traces, reports); tests/lib/generated.sh has the
# checks of generated files, tests/lib/sched.sh those of what the compiler
# decides (loop cases, extraction, shared units, cut carry chains).

# ---- command line ----

# cli_check NAME EXPECTED_STATUS PATTERN ARGS...: status and a line of the
# combined output matching PATTERN (extended regex).
cli_check() {
  local name="cli/$1" want="$2" pat="$3" log="$OUT/cli/$1.log" rc
  shift 3
  mkdir -p "$OUT/cli"
  timeout 120 "$HLSC" "$@" >"$log" 2>&1
  rc=$?
  if [ $rc != "$want" ]; then
    record FAIL "$name" "hlsc $* exited with $rc, expected $want" "$log"
  elif ! grep -qE -- "$pat" "$log"; then
    record FAIL "$name" "hlsc $*: output has no line matching /$pat/" "$log"
  else
    record PASS "$name"
  fi
}

# cli_lines NAME EXPECTED_STATUS N PATTERN ARGS...: status, exactly N lines
# of combined output, and every one of them matching PATTERN (extended
# regex): the "one located line" and "every error reported" checks.
cli_lines() {
  local name="cli/$1" want="$2" n="$3" pat="$4" log="$OUT/cli/$1.log" rc got
  shift 4
  mkdir -p "$OUT/cli"
  timeout 120 "$HLSC" "$@" >"$log" 2>&1
  rc=$?
  got=$(wc -l <"$log")
  if [ $rc != "$want" ]; then
    record FAIL "$name" "hlsc $* exited with $rc, expected $want" "$log"
  elif [ "$got" != "$n" ]; then
    record FAIL "$name" "hlsc $*: $got lines of output, expected $n" "$log"
  elif grep -vqE -- "$pat" "$log"; then
    record FAIL "$name" "hlsc $*: a line does not match /$pat/" "$log"
  else
    record PASS "$name"
  fi
}

# Inputs that are not C or Python sources: one located line that says what
# hlsc accepts, exit status 2 (never clang's or LLVM's words about them).
odd_input_tests() {
  local d="$OUT/cli/odd" f
  mkdir -p "$d"
  printf 'int top(int x);\n' >"$d/decl.h"
  printf 'int top(int x) { return x; }\n' >"$d/notes.txt"
  printf 'extern "C" int top(int (&a)[4]) { return a[0]; }\n' >"$d/top.cpp"
  : >"$d/empty.c"
  cp /bin/true "$d/elf"
  cp /bin/true "$d/elf.c"
  printf 'int top(int x) { return x; }\n\0\1\2' >"$d/nul.py"
  for f in decl.h notes.txt top.cpp empty.c elf elf.c nul.py; do
    cli_lines "odd-${f//./-}" 2 1 \
      "^${d//./\\.}/${f//./\\.}:1:1: error: .*hlsc compiles C source files \(\.c\) and Python files \(\.py\)" \
      "$d/$f" --top top -o "$d/top.v"
  done
  cli_lines odd-cosim-testbench 2 1 "^${d//./\\.}/notes\.txt:1:1: error: " \
    cosim tests/cosim/u64_top.c "$d/notes.txt" --top twice
}

# compile_lint_check NAME SRC TOP: SRC compiles (also with the ASan compiler,
# without a sanitizer report) to Verilog that `verilator --lint-only -Wall`
# accepts. For designs that cannot be co-simulated (a top that never
# returns).
compile_lint_check() {
  local name="cli/$1" src="$2" top="$3" d="$OUT/cli/$1" h
  mkdir -p "$d"
  for h in "$HLSC" $(use_asan && echo "$HLSC_ASAN"); do
    if ! timeout 300 "$h" "$src" --top "$top" -o "$d/$top.v" >"$d/compile.log" 2>&1 ||
      grep -qE 'runtime error:|Sanitizer' "$d/compile.log"; then
      record FAIL "$name" "$h $src --top $top failed" "$d/compile.log"
      return
    fi
  done
  lint_check "$name" "$d/$top.v" "$top" "$d/lint.log"
}

# dot_check NAME FILE TOP PATTERN: `--emit dot` of FILE is deterministic,
# Graphviz renders it (exit 0, nothing on stderr), it has a line matching
# PATTERN (extended regex), one CFG node (bbN [) per block of `--emit ir`
# and one dataflow node (vN [) per scheduled value: per line of the states
# of `--emit sched`, and per value line of `--emit ir` that is not a
# constant (constants are never scheduled).
dot_check() {
  local name="cli/dot-$1" src="$2" top="$3" pat="$4" d="$OUT/cli/dot-$1"
  mkdir -p "$d"
  if ! command -v dot >/dev/null; then
    record FAIL "$name" "Graphviz dot not found (scripts/setup.sh installs graphviz)"
    return
  fi
  local f
  for f in dot ir sched; do
    if ! timeout 120 "$HLSC" "$src" --top "$top" --emit "$f" >"$d/out.$f" \
      2>"$d/$f.log"; then
      record FAIL "$name" "hlsc --emit $f failed" "$d/$f.log"
      return
    fi
  done
  timeout 120 "$HLSC" "$src" --top "$top" --emit dot >"$d/again.dot" 2>/dev/null
  if ! timeout 120 dot -Tsvg "$d/out.dot" -o "$d/out.svg" 2>"$d/graphviz.log"; then
    record FAIL "$name" "dot -Tsvg rejected the output" "$d/graphviz.log"
    return
  fi
  local cfg blocks vals sched irvals
  cfg=$(grep -cE '^ *bb[0-9]+ \[' "$d/out.dot")
  blocks=$(grep -cE '^bb[0-9]+' "$d/out.ir")
  vals=$(grep -cE '^ *v[0-9]+ \[' "$d/out.dot")
  sched=$(grep -cE '^      [^ ]' "$d/out.sched")
  irvals=$(grep -E '^  %[0-9]+ ' "$d/out.ir" | grep -cvE '^  %[0-9]+ = const ')
  if [ -s "$d/graphviz.log" ]; then
    record FAIL "$name" "dot -Tsvg warned" "$d/graphviz.log"
  elif ! cmp -s "$d/out.dot" "$d/again.dot"; then
    record FAIL "$name" "two runs of --emit dot differ"
  elif ! grep -qE -- "$pat" "$d/out.dot"; then
    record FAIL "$name" "--emit dot has no line matching /$pat/"
  elif [ "$cfg" != "$blocks" ] || [ "$blocks" = 0 ]; then
    record FAIL "$name" "$cfg CFG nodes for $blocks blocks"
  elif [ "$vals" != "$sched" ] || [ "$vals" != "$irvals" ]; then
    record FAIL "$name" "$vals dataflow nodes, $sched scheduled values, $irvals IR values"
  else
    record PASS "$name" "$blocks blocks, $vals values"
  fi
}

# A cosim killed with SIGTERM while its native run loops: hlsc dies of the
# signal and leaves neither a process nor its work directory (TMPDIR is a
# fresh directory, so every process of the run has it in its command line).
cosim_sigterm_check() {
  local name=cosim-cli/sigterm-cleanup dir="$OUT/cosim-cli/sigterm"
  local log="$OUT/cosim-cli/sigterm.log" pid rc i left
  rm -rf "$dir"
  mkdir -p "$dir"
  dir="$(cd "$dir" && pwd)"
  TMPDIR="$dir" "$HLSC" cosim tests/cli/native_forever.c --top spin \
    --timeout 120 >"$log" 2>&1 &
  pid=$!
  for ((i = 0; i < 600; i++)); do
    pgrep -f "/native $dir/hlsc-cosim-[^ ]*/native\.ret" >/dev/null && break
    sleep 0.1
  done
  kill -TERM "$pid"
  wait "$pid"
  rc=$?
  sleep 0.3
  left="$(pgrep -af "$dir/" | grep -v pgrep | tr '\n' ' ')"
  if ((i == 600)); then
    record FAIL "$name" "the native run never started" "$log"
  elif [ $rc != 143 ]; then
    record FAIL "$name" "hlsc exited with $rc, expected 143 (SIGTERM)" "$log"
  elif [ -n "$left" ]; then
    pkill -KILL -f "$dir/"
    record FAIL "$name" "processes left: $left" "$log"
  elif [ -n "$(ls -A "$dir")" ]; then
    record FAIL "$name" "left in TMPDIR: $(ls -A "$dir" | tr '\n' ' ')" "$log"
  else
    record PASS "$name"
  fi
}
# `--m-axi a:128,...` is `max_widen_bitwidth=128`: the Verilog of
# tests/maxi/maxi_wide.c with its INTERFACE lines blanked (line numbers
# kept) and the same widths given by the option is the pragmas', byte for
# byte but for the header line that names the source file.
maxi_width_option_check() {
  local name=cli/m-axi-width d="$OUT/cli/m-axi-width" src=tests/maxi/maxi_wide.c
  rm -rf "$d"
  mkdir -p "$d"
  sed 's/^#pragma HLS INTERFACE m_axi.*$//' "$src" >"$d/maxi_wide.c"
  if grep -q 'pragma HLS INTERFACE' "$d/maxi_wide.c"; then
    record FAIL "$name" "the pragmas were not removed" "$d/maxi_wide.c"
  elif ! timeout 120 "$HLSC" "$src" --top maxi_wide -o "$d/pragma.v" \
      >"$d/log" 2>&1 ||
    ! timeout 120 "$HLSC" "$d/maxi_wide.c" --top maxi_wide -o "$d/option.v" \
      --m-axi a:128,b:64,c:128,acc:256 >>"$d/log" 2>&1; then
    record FAIL "$name" "a compile failed" "$d/log"
  elif ! grep -q 'm_axi_acc_rdata' "$d/option.v" ||
    ! diff <(grep -v '^// top: ' "$d/pragma.v") \
      <(grep -v '^// top: ' "$d/option.v") >>"$d/log" 2>&1; then
    record FAIL "$name" "--m-axi NAME:W differs from max_widen_bitwidth=W" "$d/log"
  else
    record PASS "$name"
  fi
}

# The cosim messages and options of issue 20 (`tests/run.sh cosim-cli`).
cosim_cli_tests() {
  local c=tests/cli
  cli_check cosim-native-timeout 1 \
    '^FAIL spin: the native run did not finish in 2 s \(the limit is set by --timeout\)' \
    cosim "$c/native_forever.c" --top spin --timeout 2
  cosim_sigterm_check
  # a dataflow region that deadlocks in hardware when its channel b is
  # shallower than its pragma asks (--fifo-depth overrides it): a FAIL that
  # names the waiting processes and the fill levels (not the cycle limit);
  # the depths --size-fifos finds keep the cycles of deep channels (b: 13,
  # since split's output gate holds 2 of the 15 words b held without gates)
  local dj=tests/streams/df_deep_join.c
  cli_check cosim-deadlock 1 \
    '^FAIL df_deep_join: call 1: deadlock: .*process join waits to read a \(empty\).*process split waits to write b \(full\); channel b holds 2 of 2 words' \
    cosim "$dj" --top df_deep_join --fifo-depth df_deep_join.b=2
  cli_check cosim-deadlock-iverilog 1 \
    '^FAIL df_deep_join: call 1: deadlock: .*process join waits to read a \(empty\).*process split waits to write b \(full\)' \
    cosim "$dj" --top df_deep_join --fifo-depth df_deep_join.b=2 --simulator iverilog
  cli_check df-empty-warning 0 \
    "df_empty\.c:12:9: warning: process 'poll' tests whether a stream is empty: in a dataflow region the answer depends on timing" \
    "$c/df_empty.c" --top df_empty -o "$OUT/cli/df_empty.v"
  cli_check cosim-size-fifos 0 \
    '^--fifo-depth df_deep_join\.a=2 --fifo-depth df_deep_join\.b=13$' \
    cosim "$dj" --top df_deep_join --size-fifos
  cli_check cosim-fifo-depth-unknown 2 \
    "^hlsc: error: --fifo-depth df_deep_join\.q=4: no such channel" \
    "$dj" --top df_deep_join --fifo-depth df_deep_join.q=4
  cli_check cosim-pure-loop 1 \
    '^FAIL pure_forever: the program loops forever without side effects, which is undefined behaviour in C' \
    cosim "$c/pure_forever.c" --top pure_forever --timeout 10
  cli_check cosim-testbench-timeout 1 \
    '^FAIL pure_tb: the native run of the testbench did not finish in 2 s \(the limit is set by --timeout\)' \
    cosim "$c/pure_forever_tb.c" --top pure_tb --timeout 2
  cli_check cosim-uninit-warning 1 \
    "^FAIL goto_uninit: ret .*; clang warns: .*goto_uninit\.c:12:12: variable 'y' may be uninitialized when used here" \
    cosim "$c/goto_uninit.c" --top goto_uninit
  cli_check cosim-alias-hint 1 \
    '^FAIL addto: call 1: memory a\[0\] .*; note: call 1 passes overlapping memory as a and b: in C the arguments alias' \
    cosim "$c/alias_args.c" --top addto
  cli_check cosim-out-of-memory 1 \
    '^FAIL tb_oom: the native program ran out of memory: ".*AddressSanitizer: requested allocation size' \
    cosim "$c/tb_oom.c" --top tb_oom
  cli_check cosim-python-exception 1 \
    '^FAIL py_raises: the native testbench exited with status 1 \(stderr: "ValueError: the testbench gave up"\)' \
    cosim "$c/py_raises.py" --top py_raises
  cosim_report_check
  model_cache_check
  cli_check cosim-trace-bad-name 2 "error: the waveform file 'x\.txt' must end in \.vcd or \.fst" \
    cosim tests/cosim/u64_top.c --top twice --trace x.txt
  local st=tests/streams
  trace_check verilator-vcd 0 verilator vcd tests/cosim/u64_top.c --top twice
  trace_check iverilog-fst 0 iverilog fst tests/cosim/u64_top.c --top twice
  trace_check verilator-fst-testbench 0 verilator fst "$st/twofile_tb.c" "$st/twofile.c" --top twofile
  trace_check iverilog-vcd-testbench 0 iverilog vcd "$st/twofile_tb.c" "$st/twofile.c" --top twofile
  trace_check verilator-vcd-fail 1 verilator vcd "$c/goto_uninit.c" --top goto_uninit
}

# The Verilator model cache (src/sim/vcache.c), from an empty cache: a
# stream design built without stalls is reused for the run with stalls,
# which still stalls (the seed is a plusarg: more cycles than without);
# other Verilog (no output gates) is built, not taken from the cache.
model_cache_check() {
  local name=cli/cosim-model-cache d="$OUT/cli/model-cache" src=tests/streams/df_chain.c
  local c0 c1 hit=' the Verilator model is from the cache '
  rm -rf "$d"
  mkdir -p "$d"
  HLSC_CACHE_DIR="$d/cache" timeout 600 "$HLSC" cosim "$src" --top df_chain \
    --stall-seed 0 -v >"$d/seed0.log" 2>&1
  HLSC_CACHE_DIR="$d/cache" timeout 600 "$HLSC" cosim "$src" --top df_chain \
    -v >"$d/seed1.log" 2>&1
  HLSC_CACHE_DIR="$d/cache" timeout 600 "$HLSC" cosim "$src" --top df_chain \
    --stall-seed 0 --gate-depth 0 -v >"$d/nogate.log" 2>&1
  c0="$(sed -n 's/^PASS .* cycles=\([0-9]*\).*/\1/p' "$d/seed0.log")"
  c1="$(sed -n 's/^PASS .* cycles=\([0-9]*\).*/\1/p' "$d/seed1.log")"
  if [ -z "$c0" ] || [ -z "$c1" ] || ! grep -q '^PASS ' "$d/nogate.log"; then
    record FAIL "$name" "a cosim did not pass" "$d/seed1.log"
  elif grep -q "$hit" "$d/seed0.log" || ! grep -q "$hit" "$d/seed1.log"; then
    record FAIL "$name" "the run with stalls did not reuse the model of the \
run without (or the first run found one)" "$d/seed1.log"
  elif [ "$c1" -le "$c0" ]; then
    record FAIL "$name" "the cached model did not stall: $c1 cycles with \
stalls, $c0 without" "$d/seed1.log"
  elif grep -q "$hit" "$d/nogate.log"; then
    record FAIL "$name" "other Verilog was taken from the cache" "$d/nogate.log"
  else
    record PASS "$name" "cycles=$c1 from the cached model (without stalls $c0)"
  fi
}

# trace_check NAME STATUS SIMULATOR KIND ARGS...: `hlsc cosim ARGS
# --simulator SIMULATOR --trace F.KIND` exits STATUS and writes F: a VCD
# that declares the design's clk, start and done, or an FST (its header
# block first) whose gzip'd hierarchy, when it has one, names done.
trace_check() {
  local name="cosim-cli/trace-$1" want="$2" sim="$3" kind="$4" d="$OUT/cosim-cli/trace-$1"
  shift 4
  rm -rf "$d"
  mkdir -p "$d"
  local f="$d/wave.$kind"
  timeout 300 "$HLSC" cosim "$@" --simulator "$sim" --trace "$f" >"$d/log" 2>&1
  local rc=$?
  if [ $rc != "$want" ]; then
    record FAIL "$name" "exit $rc, expected $want" "$d/log"
  elif [ ! -s "$f" ]; then
    record FAIL "$name" "no waveform $f" "$d/log"
  elif [ "$kind" = vcd ] && ! { grep -qE '^ *\$var .* clk ' "$f" &&
    grep -qE '^ *\$var .* start ' "$f" && grep -qE '^ *\$var .* done ' "$f"; }; then
    record FAIL "$name" "the VCD does not declare clk, start and done" "$d/log"
  elif [ "$kind" = fst ] && ! python3 - "$f" <<'PY'
import sys, zlib
d = open(sys.argv[1], "rb").read()
ok = d[0] == 0  # FST_BL_HDR
for i in range(len(d) - 1):
    if d[i] == 0x1F and d[i + 1] == 0x8B:
        try:
            ok = ok and b"done" in zlib.decompress(d[i:], 47)
            break
        except zlib.error:
            pass
sys.exit(0 if ok else 1)
PY
  then
    record FAIL "$name" "not an FST naming done" "$d/log"
  else
    record PASS "$name"
  fi
}

# A C testbench cosim with -v, --report and --schedule-html: the loop lines,
# the cycles per call and the page, as a plain compile gives them.
cosim_report_check() {
  local name=cosim-cli/testbench-reports d="$OUT/cosim-cli/reports" st=tests/streams
  rm -rf "$d"
  mkdir -p "$d"
  timeout 300 "$HLSC" cosim "$st/twofile_tb.c" "$st/twofile.c" --top twofile -v \
    --report "$d/r.json" --schedule-html "$d/s.html" >"$d/log" 2>&1
  local rc=$?
  if [ $rc != 0 ]; then
    record FAIL "$name" "exit $rc" "$d/log"
  elif ! grep -qE '^hlsc: tests/streams/twofile\.c:14: loop: sequential, 1 cycle per iteration' "$d/log"; then
    record FAIL "$name" "no -v loop line" "$d/log"
  elif ! grep -qE '"cycles_per_call": \{"min": [1-9][0-9]*, "max": [1-9][0-9]*, "total": [1-9][0-9]*\}' "$d/r.json" ||
    ! grep -qE '"calls": 1,' "$d/r.json"; then
    record FAIL "$name" "no cycles per call in the report" "$d/log"
  elif ! grep -q '</html>' "$d/s.html" 2>/dev/null; then
    record FAIL "$name" "no schedule page" "$d/log"
  else
    record PASS "$name"
  fi
}

# cosim_both NAME DIR SRC ARGS...: hlsc cosim SRC ARGS in Verilator and in
# Icarus ("NAME cosim", "NAME cosim iverilog"), each against the cycle table
# (COSIM_SIMS=verilator: Verilator only).
cosim_both() {
  local name="$1" d="$2" src="$3" sim line clog tag
  shift 3
  for sim in ${COSIM_SIMS:-verilator iverilog}; do
    clog="$d/cosim-$sim.log" tag=""
    [ $sim = iverilog ] && tag=" iverilog"
    "$HLSC" cosim "$src" "$@" --simulator $sim >"$clog" 2>&1
    line="$(grep -E '^PASS ' "$clog" | tail -n 1)"
    if [ -z "$line" ]; then
      record FAIL "$name cosim$tag" "hlsc cosim did not pass" "$clog"
    else
      record PASS "$name cosim$tag"
      cycles_check "$name cosim$tag" "$line" "$clog"
    fi
  done
}

# The elementary functions (include/hlsc_libm.c, issue 25) in hardware
# co-simulate against the native run, which must compute them with the
# same library; the Verilog is lint-clean. Verilator only: each design is
# 100,000 lines of Verilog or more, and Icarus takes minutes on them.
# Their accuracy is tests/unit/test_libm.c's.
libm_check() {
  local c=tests/cli
  # sin and pow (its testbench has arguments where glibc's results differ)
  libm_design_check cli/libm "$OUT/cli/libm" libm_calc "$c/libm_calc.c" \
    "$c/libm_calc_tb.c"
  # rint, nearbyint, remainder and asinh (one call each, double and float
  # forms) against the native run of its main
  libm_design_check cli/libm-more "$OUT/cli/libm/more" libm_more \
    "$c/libm_more.c"
  # erfc (the body erf, erfc, erff and erfcf share), the same way
  libm_design_check cli/libm-erf "$OUT/cli/libm/erf" libm_erf \
    "$c/libm_erf.c"
  # lgamma (the body lgamma and tgamma share), the same way; the native
  # run must call hlsc's lgamma, not AddressSanitizer's interceptor
  libm_design_check cli/libm-gamma "$OUT/cli/libm/gamma" libm_gamma \
    "$c/libm_gamma.c"
}

# libm_design_check NAME DIR TOP SRC [TB]: SRC compiles (NAME), its Verilog
# is lint-clean (NAME lint) and co-simulates in Verilator from TB, or from
# SRC's own main (NAME cosim, and its cycles against the table).
libm_design_check() {
  local name="$1" d="$2" top="$3" src="$4" tb="${5:-}"
  local files=("$src")
  [ -n "$tb" ] && files=("$tb" "$src")
  mkdir -p "$d"
  if ! "$HLSC" "$src" --top "$top" -o "$d/$top.v" >"$d/compile.log" 2>&1; then
    record FAIL "$name" "hlsc exited with an error" "$d/compile.log"
    return
  fi
  record PASS "$name"
  lint_check "$name" "$d/$top.v" "$top" "$d/lint.log"
  COSIM_SIMS=verilator cosim_both "$name" "$d" "${files[@]}" --top "$top"
}

# --unroll-tripcount: tests/cli/unroll_taps.c's delay line and tap loops
# inside its sample loop, co-simulated against its main with and without
# the option (cli/unroll-tripcount cosim, cli/unroll-off cosim: the cycle
# table holds both, so an option that stops unrolling is a slower row); the
# unrolled module lint-clean; a bad value refused.
unroll_check() {
  local d="$OUT/cli/unroll" src=tests/cli/unroll_taps.c
  mkdir -p "$d"
  cli_check unroll-bad-count 2 "error: invalid trip count '2000' \(expected 0 \.\. 1024\)" \
    "$src" --top taps --unroll-tripcount 2000
  cli_check unroll-tripcount 0 '"unroll_tripcount": 8' "$src" --top taps \
    --unroll-tripcount 8 -o "$d/taps.v" --report /dev/stdout
  lint_check cli/unroll-tripcount "$d/taps.v" taps "$d/lint.log"
  COSIM_SIMS=verilator cosim_both cli/unroll-tripcount "$d" "$src" \
    --top taps --unroll-tripcount 8
  mkdir -p "$d/off"
  COSIM_SIMS=verilator cosim_both cli/unroll-off "$d/off" "$src" --top taps
}

# --float-units (include/hlsc_softfloat_ops.h, HLSC_SF_SMALL): the small
# adder and multiplier co-simulated against the dot product's main (its
# cycle row is that of one path each, above designs/float_dot's with the
# fast ones: were the option ignored, it would measure the fast row and
# fail), small by default on ice40 and fast when asked (the report), and
# a bad value.
float_units_check() {
  local d="$OUT/cli/float-units" src=tests/designs/float_dot.c
  mkdir -p "$d"
  cli_check float-units-bad 2 \
    "error: invalid float units 'tiny' \(expected fast or small\)" \
    "$src" --top float_dot --float-units tiny
  cli_check float-units-ice40 0 '"float_units": "small"' "$src" \
    --top float_dot --target ice40 -o "$d/ice40.v" --report /dev/stdout
  cli_check float-units-fast 0 '"float_units": "fast"' "$src" \
    --top float_dot --target ice40 --float-units fast -o "$d/fast.v" \
    --report /dev/stdout
  COSIM_SIMS=verilator cosim_both cli/float-units-small "$d" "$src" \
    --top float_dot --float-units small
}

cli_tests() {
  local ok=tests/cosim/u64_top.c
  cli_check help 0 '^usage: hlsc' --help
  cli_check version 0 '^hlsc [0-9]+\.[0-9]+' --version
  cli_check no-args 2 'usage'
  cli_check unknown-option 2 "error: unknown option '--frobnicate'" \
    "$ok" --top twice --frobnicate
  cli_check missing-file 2 "error: .*tests/nonexistent\.c" \
    tests/nonexistent.c --top main
  cli_check missing-top-option 2 'error: .*--top' "$ok"
  cli_check bad-clock 2 'error: invalid clock period' \
    "$ok" --top twice --clock-period -3
  cli_check bad-emit 2 "error: unknown form" "$ok" --top twice --emit asm
  # the LLVM text is printed only when asked for: still there for a top
  # and for each process of a region (whose compiles do not see --emit)
  cli_check emit-llvm 0 '^define .*@twice\(' "$ok" --top twice --emit llvm
  cli_check emit-llvm-region 0 '^define .*@offset\(' \
    tests/streams/df_chain.c --top df_chain --emit llvm
  cli_check bad-target 2 "error: unknown target 'ecp5'" \
    "$ok" --top twice --target ecp5
  cli_check bad-clock-text 2 "error: invalid clock period 'abc'" \
    "$ok" --top twice --clock-period abc
  cli_check bad-std 2 "error: invalid value 'c99x' in '-std=c99x'" \
    "$ok" --top twice -std=c99x
  cli_check output-needs-name 2 "error: -o needs a file name" "$ok" --top twice -o
  cli_check cosim-bad-max-cycles 2 "error: invalid cycle limit '-5'" \
    cosim "$ok" --top twice --max-cycles -5
  cli_check cosim-bad-timeout 2 "error: invalid timeout 'x'" \
    cosim "$ok" --top twice --timeout x
  cli_check cosim-missing-file 2 "error: .*tests/nonexistent\.c" \
    cosim tests/nonexistent.c --top main
  cli_check cosim-emit 2 "error: --emit cannot be used with cosim" \
    cosim "$ok" --top twice --emit ir
  cli_check cosim-bad-simulator 2 "error: unknown simulator" \
    cosim "$ok" --top twice --simulator modelsim
  # signed overflow wraps by default (-fwrapv, said on the PASS line and in
  # the report); --strict-overflow keeps it undefined, located
  cli_check cosim-undefined-behaviour 1 \
    "^FAIL overflow: the program itself has undefined behaviour.*signed integer overflow.*; at tests/cli/signed_overflow\.c:8:[0-9]+: without --strict-overflow" \
    cosim tests/cli/signed_overflow.c --top overflow --strict-overflow
  cli_check cosim-strict-overflow-located 1 \
    "^tests/cli/signed_overflow\.c:8:[0-9]+: error: the native run has undefined behaviour here \(signed integer overflow" \
    cosim tests/cli/signed_overflow.c --top overflow --strict-overflow
  cli_check cosim-overflow-wraps 0 \
    "^PASS overflow ret=-2147483648 cycles=[0-9]+ \(signed overflow wraps, as with -fwrapv\)" \
    cosim tests/cli/signed_overflow.c --top overflow
  # --interface: a bad value; the AXI4-Lite report and header; a `main`
  # top cannot be driven over the bus (nothing calls it)
  cli_check interface-bad 2 "unknown interface 'axi' \(expected plain or s_axilite\)" \
    tests/axilite/axil_noargs.c --top axil_noargs --interface axi
  cli_check interface-report 0 '"interface": "s_axilite"' \
    tests/axilite/axil_noargs.c --top axil_noargs --interface s_axilite \
    -o "$OUT/cli/axil_noargs.v" --report /dev/stdout
  rm -f "$OUT/cli/axil_noargs_axil.h"
  cli_check interface-emit 0 '^module axil_noargs_core \(' \
    tests/axilite/axil_noargs.c --top axil_noargs --interface=s_axilite \
    -o "$OUT/cli/axil_noargs.v" --emit verilog
  if grep -q '^#define AXIL_NOARGS_RETURN 0x10u' "$OUT/cli/axil_noargs_axil.h" \
      2>/dev/null; then
    record PASS "cli/interface-header"
  else
    record FAIL "cli/interface-header" \
      "no AXIL_NOARGS_RETURN at 0x10 in $OUT/cli/axil_noargs_axil.h"
  fi
  cli_check interface-main-cosim 2 "the top is main, which nothing calls" \
    cosim tests/cosim/main_negative.c --top main --interface s_axilite
  # --m-axi (src/rtl/maxi.h): a missing value; the master ports of the
  # option, in the emitted Verilog
  cli_check m-axi-empty 2 "--m-axi needs a value" \
    tests/maxi/maxi_hist.c --top maxi_hist --m-axi
  cli_check m-axi-emit 0 '^  output wire \[63:0\] m_axi_hist_araddr,$' \
    tests/maxi/maxi_hist.c --top maxi_hist --m-axi idx,data,hist \
    --emit verilog
  # --m-axi NAME:W gives the data width of the pragma's max_widen_bitwidth:
  # maxi_wide with its pragmas blanked out and the widths on the command
  # line is the same Verilog as with them (maxi_wide is co-simulated);
  # bad widths are refused
  cli_check m-axi-bad-width 2 "error: invalid --m-axi 'a:48'" \
    tests/maxi/maxi_wide.c --top maxi_wide --m-axi a:48
  cli_check m-axi-no-width 2 "error: invalid --m-axi 'a:,b'" \
    tests/maxi/maxi_wide.c --top maxi_wide --m-axi a:,b
  cli_check m-axi-no-name 2 "error: invalid --m-axi ':64'" \
    tests/maxi/maxi_wide.c --top maxi_wide --m-axi :64
  maxi_width_option_check
  split_carry_check
  wide_words_check
  # block-level control (src/rtl/blockctl.h): idle and ready on a plain
  # top, and cosim's checks firing on a top broken on purpose, through the
  # testbench of a top without parameters (Verilator and Icarus) and the
  # replay testbench of a stream top
  cli_check blockctl-ports 0 '^  output wire ready$' \
    tests/cosim/main_negative.c --top main --emit verilog
  local bb bt want sim kind
  for bb in idle:"idle or ready high while the call runs":verilator:main_negative \
    ready:"ready low or idle high with done":iverilog:main_negative \
    idle:"idle is high while the call runs":verilator:stream \
    ready:"ready is not high exactly with done":verilator:stream; do
    IFS=: read -r bt want sim kind <<<"$bb"
    local args=(cosim tests/cosim/main_negative.c --top main)
    [ "$kind" = stream ] &&
      args=(cosim tests/streams/sum_n_ret.c --top sum_n_ret)
    broken_check "cli/blockctl-broken-$bt-$sim-$kind" \
      "$OUT/cli/blockctl-$bt-$sim-$kind.log" "$want" \
      "HLSC_BLOCKCTL_BREAK=$bt" "${args[@]}" --simulator "$sim"
  done
  cli_check overflow-report-wraps 0 '"signed_overflow": "wraps"' \
    tests/cli/signed_overflow.c --top overflow -o "$OUT/cli/overflow.v" \
    --report /dev/stdout
  cli_check overflow-report-strict 0 '"signed_overflow": "undefined"' \
    tests/cli/signed_overflow.c --top overflow -o "$OUT/cli/overflow.v" \
    --report /dev/stdout --strict-overflow
  # a read past the end of an array (CHStone mips's bug): located, with
  # what to do
  cli_check cosim-oob-located 1 \
    "^tests/cli/oob_read\.c:11:[0-9]+: error: the native run has undefined behaviour here \(index 8 out of bounds for type 'const int\[8\]'\).*correct the index or enlarge the array" \
    cosim tests/cli/oob_read.c --top sum9
  local pp=tests/cli/pipeline_pragmas.c pv="$OUT/cli/pragmas.v"
  cli_check pipeline-ii1 0 \
    "pipeline_pragmas\.c:7: loop: pipelined, II 1 \(MII 1: RecMII 1, ResMII 1\).*trip count 64" \
    "$pp" --top pragmas -o "$pv" -v
  cli_check pipeline-disable 0 \
    "pipeline_pragmas\.c:10: loop: sequential.*#pragma clang loop pipeline\(disable\)" \
    "$pp" --top pragmas -o "$pv" -v
  cli_check pipeline-ii-asked 0 \
    "pipeline_pragmas\.c:13: loop: pipelined, II 3 .*as the loop's pragma asks" \
    "$pp" --top pragmas -o "$pv" -v
  cli_check pipeline-ii-below-mii 0 \
    "pipeline_pragmas\.c:17:[0-9]+: warning: the loop cannot start an iteration every 1 cycle .* minimum initiation interval is 2" \
    "$pp" --top pragmas -o "$pv"
  cli_check no-pipeline 0 "pipeline_pragmas\.c:7: loop: sequential.*--no-pipeline" \
    "$pp" --top pragmas -o "$pv" -v --no-pipeline
  cli_check pipeline-report-json 0 '"line": 7, "label": null, "block": [0-9]+, "pipelined": true, "ii": 1, "mii": 1' \
    "$pp" --top pragmas -o "$pv" --report /dev/stdout
  # store-to-load forwarding: the histogram at II 1 (2 without), in -v,
  # --report, the schedule page and --emit sched; --no-forward turns it off
  local hb=bench/loops/histogram.c hv="$OUT/cli/fwd_hist.v"
  cli_check fwd-histogram-ii1 0 \
    "histogram\.c:10: loop: pipelined, II 1 .*forwarding through memory 'hist' to 1 load from 1 store, 1 comparator \(II 2 without\)" \
    "$hb" --top histogram -I bench/loops -o "$hv" -v
  cli_check fwd-no-forward 0 \
    "histogram\.c:10: loop: pipelined, II 2 .*RecMII 2 from the dependence through memory 'hist'" \
    "$hb" --top histogram -I bench/loops -o "$hv" -v --no-forward
  cli_check fwd-report-json 0 \
    '"forwarding": \{"memory": "hist", "loads": 1, "stores": 1, "comparators": 1, "ii_without": 2\}' \
    "$hb" --top histogram -I bench/loops -o "$hv" --report /dev/stdout
  cli_check fwd-html 0 "<li>forwarding through memory &#39;hist&#39; to 1 load" \
    "$hb" --top histogram -I bench/loops -o "$hv" --schedule-html /dev/stdout
  cli_check fwd-emit-sched 0 "load i32 @hist, %[0-9]+ +lat 1  port 0  forwarded" \
    "$hb" --top histogram -I bench/loops --emit sched
  # the front end's seconds split into clang's and LLVM's pipeline's
  cli_check report-frontend-parts 0 \
    '"compile_seconds": \{"frontend": [0-9.]+, "clang": [0-9.]+, "llvm_passes": [0-9.]+, "passes"' \
    "$pp" --top pragmas -o "$pv" --report /dev/stdout
  cli_check pipeline-pragmas-cosim 0 '^PASS pragmas ' cosim "$pp" --top pragmas
  lint_check cli/pipeline-pragmas "$pv" pragmas "$OUT/cli/pragmas-lint.log"
  bitint_widths_check
  large_pipeline_check
  local ln=tests/cli/loop_names.c lv="$OUT/cli/loop_names.v"
  cli_check loop-name-stream-macro 0 "loop_names\.c:13: loop: " \
    "$ln" --top loop_names_pack -o "$lv" -v
  cli_check loop-name-not-body 0 "loop_names\.c:25: loop: sequential" \
    "$ln" --top loop_names_stream -o "$lv" -v
  cli_check loop-name-label 0 "loop_names\.c:40: loop Shift_Accum: pipelined" \
    "$ln" --top loop_names -o "$lv" -v
  cli_check loop-name-label-above 0 "loop_names\.c:45: loop Scan: sequential" \
    "$ln" --top loop_names -o "$lv" -v
  cli_check loop-name-do 0 "loop_names\.c:47: loop: sequential" \
    "$ln" --top loop_names -o "$lv" -v
  cli_check loop-name-case 0 "loop_names\.c:53: loop: sequential" \
    "$ln" --top loop_names -o "$lv" -v
  cli_check loop-name-json 0 '"line": 40, "label": "Shift_Accum", "block"' \
    "$ln" --top loop_names -o "$lv" --report /dev/stdout
  cli_check loop-name-json-stream 0 '"line": 25, "label": null, "block"' \
    "$ln" --top loop_names_stream -o "$lv" --report /dev/stdout
  cli_check loop-name-html 0 'pipelined loop Shift_Accum, line 40' \
    "$ln" --top loop_names -o "$lv" --schedule-html /dev/stdout
  cli_check loop-name-dot 0 'loop line 40 Shift_Accum' \
    "$ln" --top loop_names --emit dot
  cli_check loop-name-verilog 0 'pipelined loop Shift_Accum \(line 40\)' \
    "$ln" --top loop_names -o /dev/stdout
  local hp=tests/cli/hls_pragmas.c hv="$OUT/cli/hls_pragmas.v"
  cli_check hls-inline-off 0 \
    "hls_pragmas\.c:8:1: warning: '#pragma HLS INLINE off' ignored: hlsc inlines every function \(processes come with dataflow regions\)" \
    "$hp" --top hls_pragmas -o "$hv"
  # a dataflow region's reports: -v, the process graph, the JSON report
  cli_check df-verbose 0 \
    '^hlsc: channel scaled: 16 bits, depth 2, @scale\.out -> @offset\.in$' \
    tests/streams/df_chain.c --top df_chain -v -o "$OUT/cli/df_chain.v"
  cli_check df-throughput-bound 0 \
    '^hlsc: throughput bound: one iteration per 1 cycle \(process scale, loop at line 13\)$' \
    tests/streams/df_chain.c --top df_chain -v -o "$OUT/cli/df_chain.v"
  cli_check df-dot 0 \
    '^  "scale" -> "offset" \[label="scaled: 16 bits, depth 2"\];$' \
    tests/streams/df_chain.c --top df_chain --emit dot
  df_report_check
  extract_check
  seed_cases_check
  units_check
  libm_check
  unroll_check
  float_units_check
  local sp=tests/cli/spec_pragma.c
  cli_check speculate-not-applied 0 \
    "^tests/cli/spec_pragma\.c:10:3: warning: '#pragma HLS SPECULATE' not applied: the loop has stream operations" \
    "$sp" --top spec_pragma -o "$OUT/cli/spec_pragma.v"
  cli_check speculate-pragma 0 \
    "if_convert\.c:19: loop: .*restart speculation: the next iteration guesses 'cmp' \(line 21\) is false" \
    bench/dynamatic/if_convert.c --top if_convert -o "$OUT/cli/if_convert.v" -v
  cli_check speculate-off 0 "if_convert\.c:19: loop: sequential, 4 cycles per iteration" \
    bench/dynamatic/if_convert.c --top if_convert -o "$OUT/cli/if_convert.v" -v --no-speculate
  cli_check speculate-every 0 "switch_fsm\.c:[0-9]+: loop: .*restart speculation" \
    tests/designs/switch_fsm.c --top switch_fsm -o "$OUT/cli/sf.v" -v --speculate
  df_lcs_bound_check
  # a flattened stream loop nest (issue 22): -v, --report and the page
  local gs=tests/streams/gate_seed_countdown.c gsv="$OUT/cli/gate_sc.v"
  cli_check flatten-verbose 0 \
    ':12: loop: sequential, 1 cycle per iteration, flattened: 2 loops, 3 segment starts, 1 port cut' \
    "$gs" --top gate_seed_countdown -v -o "$gsv"
  cli_check flatten-json 0 \
    '"flattened": \{"loops": 2, "segment_starts": 3, "port_cuts": 1\}' \
    "$gs" --top gate_seed_countdown -o "$gsv" --report /dev/stdout
  cli_check flatten-html 0 \
    'flattened: <b>2</b> loops, <b>3</b> segment starts, <b>1</b> port cut' \
    "$gs" --top gate_seed_countdown -o "$gsv" --schedule-html /dev/stdout
  # a variable-latency divider (issue 23, seed case 5): -v, --report, the
  # page, --emit sched, and --no-varlat
  local l5=tests/streams/loop5_accum_varlat.c l5v="$OUT/cli/loop5.v"
  cli_check varlat-verbose 0 \
    ":14: loop: pipelined, II 1 .*; variable latency: stalls when line 16's branch is taken: 2 dividers of 3 cycles \(4 cycles per such iteration\)" \
    "$l5" --top loop5_accum_varlat -v -o "$l5v"
  cli_check varlat-json 0 \
    '"variable_latency": \{"stall": 3, "static_cycles": 4, "text": "stalls when line 16' \
    "$l5" --top loop5_accum_varlat -o "$l5v" --report /dev/stdout
  cli_check varlat-html 0 \
    'variable latency: stalls when line 16&#39;s branch is taken' \
    "$l5" --top loop5_accum_varlat -o "$l5v" --schedule-html /dev/stdout
  cli_check varlat-sched 0 'udiv i32 .* variable latency \(0 or 3\)' \
    "$l5" --top loop5_accum_varlat --emit sched
  cli_check varlat-off 0 \
    ':14: loop: sequential; if-converted, it would not pipeline at an II of 3 or less, the shortest path through its 3 blocks \(2 cycles\) plus one' \
    "$l5" --top loop5_accum_varlat -v --no-varlat -o "$l5v"
  # a ROM of at most 32 words is logic (a combinational read, no port);
  # a larger one stays a RAM block with synchronous reads
  cli_check rom-logic 0 '^  assign w_load_[0-9]+ = m_lengths\[' \
    tests/streams/gate_table_countdown.c --top gate_table_countdown \
    -o /dev/stdout
  cli_check rom-ram 0 '^  // memory m_TABLE: synchronous read-first ports' \
    tests/python/crc8_table.py --top crc8_table -o /dev/stdout
  cli_check flatten-off 0 \
    ':12: loop: sequential; it contains an inner loop that is not fully unrolled' \
    "$gs" --top gate_seed_countdown -v --no-flatten -o "$gsv"
  cli_check flatten-refused 0 \
    'not flattened: it would cut an iteration into segments of more than one cycle each \([0-9]+ cycles per iteration flattened' \
    tests/python/short_circuit.py --top short_circuit -v -o "$OUT/cli/sc.v"
  cli_check hls-dataflow 0 \
    "hls_pragmas\.c:13:1: warning: '#pragma HLS DATAFLOW' ignored: a function is a dataflow region when it declares static local streams and only calls its processes" \
    "$hp" --top hls_pragmas -o "$hv"
  cli_check hls-array-partition 0 \
    "hls_pragmas: memory c: complete partition of dimension 2: 4 banks of 16 words" \
    "$hp" --top hls_pragmas -o "$hv" -v
  # the compiler's own partitions: chosen when the trial is faster, off
  # with --no-partition (then the loop stays at II 2: two ports per array)
  local pa=tests/designs/partition_auto.c pav="$OUT/cli/partition_auto.v"
  cli_check autopart-verbose 0 \
    "partition_auto: the compiler's partitions take the loop at line 20 from 2 to 1 cycle per iteration" \
    "$pa" --top partition_auto -o "$pav" -v
  cli_check autopart-off 0 "partition_auto\.c:20: loop: pipelined, II 2 \(MII 2: RecMII 1, ResMII 2\)" \
    "$pa" --top partition_auto -o "$pav" -v --no-partition
  cli_check axis-report-channels 0 '"parameter": "in", .*"channels": \[\{"channel": "data", "lo": 0, "width": 32\}, \{"channel": "keep", "lo": 32, "width": 4\}, \{"channel": "user", "lo": 36, "width": 3\}, \{"channel": "last", "lo": 39, "width": 1\}\]' \
    tests/streams/axis_pass.c --top axis_pass -o "$OUT/cli/axis_pass.v" --report /dev/stdout
  cli_check autopart-json 0 '"automatic_partitions": \{"loop_line": 20, "cycles_per_iteration_before": 2, "cycles_per_iteration_after": 1\}' \
    "$pa" --top partition_auto -o "$pav" --report /dev/stdout
  cli_check hls-interface 0 \
    "hls_pragmas\.c:15:1: warning: '#pragma HLS INTERFACE' ignored: top parameters get the ports" \
    "$hp" --top hls_pragmas -o "$hv"
  cli_check hls-unknown 0 \
    "hls_pragmas\.c:40:1: warning: '#pragma HLS LATENCY' ignored" \
    "$hp" --top hls_pragmas -o "$hv"
  cli_check hls-pipeline-option 0 \
    "hls_pragmas\.c:18:5: warning: option 'rewind' of '#pragma HLS PIPELINE' ignored" \
    "$hp" --top hls_pragmas -o "$hv"
  # the input named by an absolute path under the working directory (clang
  # then names it relative in its debug information): the directives still
  # find their loops and the top
  local abs_log="$OUT/cli/hls-absolute-path.log"
  if ! "$HLSC" "$ROOT/$hp" --top hls_pragmas -o "$hv" -v >"$abs_log" 2>&1 ||
     ! grep -qE "hls_pragmas\.c:17: loop: pipelined, II 2 .*as the loop's pragma asks" "$abs_log" ||
     grep -q "outside a loop" "$abs_log"; then
    record FAIL cli/hls-absolute-path "the loop directives were lost with an absolute input path" "$abs_log"
  elif ! "$HLSC" "$ROOT/tests/axilite/axil_pragma.c" --top axil_pragma \
       -o "$OUT/cli/axil_pragma_abs.v" >>"$abs_log" 2>&1 ||
     ! grep -q "s_axi_control_AWADDR" "$OUT/cli/axil_pragma_abs.v"; then
    record FAIL cli/hls-absolute-path "the top's INTERFACE s_axilite pragma was lost with an absolute input path" "$abs_log"
  else
    record PASS cli/hls-absolute-path
  fi
  # (without the compiler's own partitions: the pragma sets the II only
  # while the loop's own MII is below 2, and a partition of a that writes
  # every bank would make it 2)
  cli_check hls-pipeline-ii 0 "hls_pragmas\.c:17: loop: pipelined, II 2 .*as the loop's pragma asks" \
    "$hp" --top hls_pragmas -o "$hv" -v --no-partition
  cli_check hls-unroll-factor 0 "hls_pragmas\.c:21: loop: .*trip count 16" \
    "$hp" --top hls_pragmas -o "$hv" -v
  cli_check hls-pipeline-off 0 "hls_pragmas\.c:25: loop: sequential.*HLS PIPELINE off" \
    "$hp" --top hls_pragmas -o "$hv" -v
  cli_check hls-unroll-full 0 "hls_pragmas\.c:29: loop: sequential, 1 cycle per iteration, trip count 16" \
    "$hp" --top hls_pragmas -o "$hv" -v
  cli_check hls-tripcount 0 "hls_pragmas\.c:36: loop: .*LOOP_TRIPCOUNT min 0 max 15 avg 8" \
    "$hp" --top hls_pragmas -o "$hv" -v
  cli_check hls-tripcount-json 0 '"line": 36, .*"tripcount_pragma": \{"min": 0, "max": 15, "avg": 8\}' \
    "$hp" --top hls_pragmas -o "$hv" --report /dev/stdout
  cli_check hls-pragmas-cosim 0 '^PASS hls_pragmas ' cosim "$hp" --top hls_pragmas
  local st=tests/streams
  cli_check cosim-bad-stall-seed 2 "error: invalid stall seed 'x'" \
    cosim "$st/loop0_copy.c" --top loop0_copy --stall-seed x
  cli_check cosim-needs-testbench 2 "error: no main in the testbench's files" \
    cosim "$st/twofile.c" --top twofile
  cli_check cosim-top-nowhere 2 "error: no function named 'nosuch' is defined" \
    cosim "$st/twofile_tb.c" "$st/twofile.c" --top nosuch
  cli_check schedule-html-unwritable 2 \
    "^hlsc: error: cannot write '$OUT/cli/nodir/x\.html': No such file or directory" \
    "$ok" --top twice -o "$OUT/cli/twice.v" --schedule-html "$OUT/cli/nodir/x.html"
  mkdir -p "$OUT/cli"
  printf 'module x(input a;\nendmodule\n' >"$OUT/cli/bad.v"
  cli_check synth-bad-verilog 2 \
    "^hlsc: error: yosys failed on '.*bad\.v': .*bad\.v:1: ERROR: syntax error" \
    synth "$OUT/cli/bad.v" --top x
  cli_check synth-module-name 2 "error: 'x;y' is not a Verilog module name" \
    synth "$OUT/cli/bad.v" --top 'x;y'
  cli_check synth-missing-file 2 "error: cannot read input file" \
    synth "$OUT/cli/none.v" --top x
  cli_check synth-bad-target 2 "error: unknown target 'ecp5'" \
    synth "$OUT/cli/bad.v" --top x --target ecp5
  cli_check stream-loop-ii1 0 \
    "loop0_copy\.c:11: loop: (pipelined, II 1 |sequential, 1 cycle per iteration)" \
    "$st/loop0_copy.c" --top loop0_copy -o "$OUT/cli/loop0_copy.v" -v
  cli_check emit-dot-usage 0 'dot \(CFG and dataflow' --help
  odd_input_tests
  cli_lines error-lines 2 6 \
    '^tests/cli/error_lines\.c:(8|14|15|16|17|19):[0-9]+: error: ' \
    tests/cli/error_lines.c --top error_lines -o "$OUT/cli/error_lines.v"
  local deep="$OUT/cli/bracket_depth.c"
  { echo 'int bracket_depth(int x) {'
    printf '  return %s;\n}\n' "$(printf '(%.0s' $(seq 3000))x$(printf ')%.0s' $(seq 3000))"
  } >"$deep"
  cli_check bracket-depth 2 \
    "^${deep//./\\.}:2:[0-9]+: error: bracket nesting level exceeded" \
    "$deep" --top bracket_depth -o "$OUT/cli/bracket_depth.v"
  # clang's stack (in hlsc since it runs in-process): an expression nested
  # 200,000 deep overflows it; a clear error, not a crash
  local unary="$OUT/cli/unary_depth.c"
  { echo 'int unary_depth(int x) {'
    printf '  return %sx;\n}\n' "$(head -c 200000 /dev/zero | tr '\0' '~')"
  } >"$unary"
  cli_check unary-depth 2 "^hlsc: error: internal compiler error: clang crashed on this input" \
    "$unary" --top unary_depth -o "$OUT/cli/unary_depth.v"
  local many="$OUT/cli/many_errors.c" k
  { echo 'int many_errors(int x) {'
    for k in $(seq 1 25); do echo "  x += (int)((long double)x * 1.5L);"; done
    echo '  return x;'
    echo '}'; } >"$many"
  cli_lines error-limit 2 21 \
    "^${many//./\\.}:([2-9]|1[0-9]|2[0-2]):[0-9]+: error: ('long double' is not supported|too many errors: only the first 20 are shown)" \
    "$many" --top many_errors -o "$OUT/cli/many_errors.v"
  compile_lint_check endless-top-c tests/cli/endless_top.c endless_top
  compile_lint_check endless-top-py tests/cli/endless_top.py endless_top
  dot_check pipelined "$pp" pragmas 'bb[0-9]+ \[label="bb[0-9]+ .*pipelined loop, II 3'
  dot_check fsm-branches tests/designs/gcd.c gcd 'bb[0-9]+ -> bb[0-9]+ \[label="%[0-9]+.* false"\]'
  dot_check switch tests/designs/bytecode_vm.c bytecode_vm 'bb[0-9]+ -> bb[0-9]+ \[label="%[0-9]+.* == [0-9]+"\]'
  dot_check stream-branches "$st/rle_decode.c" rle_decode 'v[0-9]+ \[label="%[0-9]+.* = sread i[0-9]+ \$'
  dot_check stream-pipelined "$st/scalar_gain.c" scalar_gain 'pipelined loop, II 1\\n'
}
