# tests/lib/generated.sh - the checks of tests/run.sh's cli tests on
# files they generate (sourced by it after cli.sh; uses its record, HLSC
# and OUT, and design_cosim_check): the _BitInt tops of every width, and
# kernels of bench/gen_scaling.py through the large LLVM pipeline.

# cli/bitint-widths: a generated file with, for every width W of 1..64, a
# top wW(_BitInt(W) x) returning _BitInt(W) (unsigned for W = 1): each
# compiles to ports x and ret of exactly W bits, lint-clean; and one top
# with all 64 parameters, co-simulated from its testbench.
bitint_widths_check() {
  local d="$OUT/cli/bitint" f w t bad="" sig
  mkdir -p "$d"
  f="$d/bitint_widths.c"
  {
    echo '#include <stdio.h>'
    for w in $(seq 1 64); do
      t="_BitInt($w)"; [ "$w" = 1 ] && t="unsigned _BitInt(1)"
      echo "typedef $t t$w;"
      echo "t$w w$w(t$w x) { return (t$w)(x ^ (t$w)1); }"
    done
    printf 'unsigned long long all('
    for w in $(seq 1 64); do printf '%st%s x%s' "$([ "$w" = 1 ] || echo ', ')" "$w" "$w"; done
    echo ') {'
    echo '  unsigned long long s = 0;'
    for w in $(seq 1 64); do echo "  s = s * 3 + (unsigned long long)x$w;"; done
    echo '  return s;'
    echo '}'
    echo 'int main(void) {'
    echo '  for (int c = 0; c < 2; c++) printf("%llu\n", all('
    for w in $(seq 1 64); do printf '%s(t%s)(c ? -1 - %s : %s)' "$([ "$w" = 1 ] || echo ', ')" "$w" "$w" "$w"; done
    echo '));'
    echo '  return 0;'
    echo '}'
  } >"$f"
  for w in $(seq 1 64); do
    if ! timeout 120 "$HLSC" "$f" --top "w$w" -o "$d/w$w.v" >"$d/w$w.log" 2>&1; then
      bad="$bad w$w(compile)"; continue
    fi
    sig="$([ "$w" = 1 ] && echo '' || echo "\\[$((w - 1)):0\\] ")"
    grep -qE "^  output reg ${sig}ret,\$" "$d/w$w.v" &&
      grep -qE "^  input wire ${sig}x,?\$" "$d/w$w.v" || bad="$bad w$w(width)"
    timeout 300 verilator --lint-only -Wall -Wno-DECLFILENAME "$d/w$w.v" \
      >>"$d/lint.log" 2>&1 || bad="$bad w$w(lint)"
  done
  if [ -n "$bad" ]; then
    record FAIL cli/bitint-widths "wrong ports:$bad" "$d/lint.log"
  else
    record PASS cli/bitint-widths "64 widths"
  fi
  design_cosim_check cli/bitint-all "$f" all "$d" verilator
}

# cli/large-pipeline: a top of at least HLSC_LARGE_FUNCTION LLVM
# instructions (inlined) takes the `large` LLVM pipeline instead of -O2
# (src/llvm/pipeline.c; by default only tops far bigger than any test's).
# The threshold is lowered here so that small generated kernels (a
# dependence chain; a mixed kernel with memory, bench/gen_scaling.py) and
# designs with loops, pragma unrolling and soft-float take it: -v and
# --report say so, and each is co-simulated (PASS: the pipeline's Verilog
# computes what the C does). The chain keeps -O2's states (reassociation).
large_pipeline_check() {
  local d="$OUT/cli/large" bad="" log="$OUT/cli/large-pipeline.log" t f top
  mkdir -p "$d"
  : >"$log"
  if ! python3 bench/gen_scaling.py chain 300 >"$d/chain.c" ||
      ! python3 bench/gen_scaling.py 200 >"$d/mixed.c"; then
    record FAIL cli/large-pipeline "bench/gen_scaling.py failed"
    return
  fi
  HLSC_LARGE_FUNCTION=1000 timeout 120 "$HLSC" "$d/chain.c" --top main \
    -o "$d/chain.v" -v --report "$d/chain.json" >>"$log" 2>&1 || bad="$bad chain(compile)"
  grep -qE "^hlsc: main: LLVM pipeline 'large', not -O2: the top is [0-9]+ LLVM instructions with every call inlined, at least 1000" "$log" ||
    bad="$bad chain(-v)"
  grep -qE '"llvm_pipeline": \{"name": "large", "instructions": [0-9]+, "threshold": 1000\}' "$d/chain.json" ||
    bad="$bad chain(report)"
  timeout 120 "$HLSC" "$d/chain.c" --top main -o "$d/chain-o2.v" \
    --report "$d/chain-o2.json" >>"$log" 2>&1 || bad="$bad chain-O2(compile)"
  grep -q '"llvm_pipeline": {"name": "O2"' "$d/chain-o2.json" || bad="$bad chain-O2(report)"
  t="$(grep -h '"fsm_states"' "$d/chain.json" "$d/chain-o2.json" | uniq | wc -l)"
  [ "$t" = 1 ] || bad="$bad chain(states differ from -O2's)"
  for t in "$d/chain.c:main:1000" "$d/mixed.c:main:1000" \
      tests/designs/unroll_pragma.c:unroll_pragma:1 \
      tests/designs/float_dot.c:float_dot:1 tests/designs/matmul.c:matmul:1; do
    f="${t%%:*}"; top="${t#*:}"; top="${top%%:*}"
    echo "== HLSC_LARGE_FUNCTION=${t##*:} cosim $f --top $top" >>"$log"
    HLSC_LARGE_FUNCTION="${t##*:}" timeout 600 "$HLSC" cosim "$f" --top "$top" \
      --report "$d/$top.json" >"$d/cosim.log" 2>&1
    cat "$d/cosim.log" >>"$log"
    grep -qE '^PASS ' "$d/cosim.log" && grep -q '"name": "large"' "$d/$top.json" ||
      bad="$bad $(basename "$f" .c)(cosim)"
  done
  if [ -n "$bad" ]; then
    record FAIL cli/large-pipeline "$bad" "$log"
  else
    record PASS cli/large-pipeline "5 designs co-simulated"
  fi
}
