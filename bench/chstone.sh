#!/usr/bin/env bash
# bench/chstone.sh - the CHStone suite (Hara et al., v1.11: 12 self-checking
# C programs, each a directory) co-simulated as a new user would run it:
# `hlsc cosim <main file> --top main`, nothing in the sources changed.
# CHStone is not part of hlsc: the user supplies its directory (the one that
# holds adpcm/, aes/, ... sha/).
#
#   bench/chstone.sh DIR [--synth] [PROGRAM ...]
#   CHSTONE=DIR bench/chstone.sh [--synth] [PROGRAM ...]
#
# Prints a Markdown table (and writes it to bench/out/chstone.md, or
# BENCH_OUT): per program, PASS or FAIL (with the first error line of a
# rejected compile or the FAIL reason), the cycles of the run, hlsc's
# compile time (the report's compile_seconds.total) and, with --synth, the
# iCE40 LUTs (yosys synth_ice40; nextpnr is run too by --synth, which
# makes it slow). Logs: bench/out/chstone/PROGRAM/. Exit status 0 when
# every program selected passes.
#
# Environment: HLSC (default build/hlsc), CHSTONE, BENCH_FLAGS (extra hlsc
# options, e.g. --strict-overflow), BENCH_OUT.
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
HLSC="${HLSC:-build/hlsc}"
case "$HLSC" in /*) ;; *) HLSC="$ROOT/$HLSC" ;; esac
DIR="${CHSTONE:-}"
SYNTH=0
ONLY=()
for a in "$@"; do
  case "$a" in
    --synth) SYNTH=1 ;;
    -*) echo "chstone.sh: unknown option '$a'" >&2; exit 2 ;;
    *) if [ -z "$DIR" ] && [ -d "$a" ]; then DIR="$a"; else ONLY+=("$a"); fi ;;
  esac
done
if [ -z "$DIR" ] || [ ! -d "$DIR" ]; then
  echo "usage: bench/chstone.sh CHSTONE_DIR [--synth] [PROGRAM ...]" \
    "(or CHSTONE=DIR); CHStone is not shipped with hlsc" >&2
  exit 2
fi
DIR="$(cd "$DIR" && pwd)"
cd "$ROOT" || exit 2
# shellcheck source=bench/common.sh
source bench/common.sh
require_hlsc
WORK=bench/out/chstone
OUTFILE="${BENCH_OUT:-bench/out/chstone.md}"
read -r -a FLAGS <<<"${BENCH_FLAGS:-}"

# program, its file with main (the others are #included by it) and
# Bambu's published cycles for it: PandA-bambu's
# examples/CHStone/CHStone_xc7z020-1clg484-VVD_10.0_O3_sdc.tex (bambu
# 0.9.6-dev, 10 ns, -O3, speculative SDC; "Num Cycles" column)
PROGRAMS=(
  "adpcm adpcm.c 4934" "aes aes.c 1672" "blowfish bf.c 116451"
  "dfadd dfadd.c 357" "dfdiv dfdiv.c 1823" "dfmul dfmul.c 121"
  "dfsin dfsin.c 48475" "gsm gsm.c 2684" "jpeg main.c 474447"
  "mips mips.c 2867" "motion mpeg2.c 1157" "sha sha_driver.c 104078"
)

selected() {
  [ ${#ONLY[@]} = 0 ] && return 0
  local o
  for o in "${ONLY[@]}"; do [[ "$1" == *"$o"* ]] && return 0; done
  return 1
}

# first_error LOG: the first "error:" line of a log, else its last line,
# shortened for a table cell ('|' escaped).
first_error() {
  local l
  l="$(grep -m1 -E 'error:' "$1")"
  [ -z "$l" ] && l="$(grep -m1 -E '^FAIL ' "$1")"
  [ -z "$l" ] && l="$(tail -n 1 "$1")"
  l="${l#"$DIR"/}"
  printf '%s' "${l:0:200}" | sed 's/|/\\|/g'
}

rows=()
logsum=0
nratio=0
npass=0
nrun=0
for entry in "${PROGRAMS[@]}"; do
  read -r prog file bambu <<<"$entry"
  selected "$prog" || continue
  nrun=$((nrun + 1))
  src="$DIR/$prog/$file"
  out="$WORK/$prog"
  rm -rf "$out"
  mkdir -p "$out"
  if [ ! -f "$src" ]; then
    rows+=("| $prog | missing | - | $bambu | - | - |$([ $SYNTH = 1 ] && echo ' - |') no $prog/$file in $DIR |")
    continue
  fi
  synth=()
  [ $SYNTH = 1 ] && synth=(--synth --target ice40)
  t0=$(date +%s.%N)
  (cd "$DIR/$prog" && "$HLSC" cosim "$file" --top main \
    --report "$ROOT/$out/report.json" "${synth[@]}" "${FLAGS[@]}") \
    >"$out/cosim.log" 2>&1
  rc=$?
  wall=$(echo "$(date +%s.%N) - $t0" | bc)
  line="$(grep -m1 -E '^(PASS|FAIL) ' "$out/cosim.log")"
  cyc="$(sed -nE 's/^PASS .* cycles=([0-9]+).*/\1/p' <<<"$line")"
  ctime="$(grep -oE '"compile_seconds": \{[^}]*\}' "$out/report.json" 2>/dev/null |
    grep -oE '"total": *[0-9.]+' | sed -E 's/.*: *//')"
  ctime="${ctime:--}"
  [ "$ctime" != - ] && ctime="$(printf '%.1f' "$ctime")"
  luts="$(json_num "$out/report.json" luts)"
  if [ $rc = 0 ] && [ "${line%% *}" = PASS ]; then
    res=PASS
    note=""
    npass=$((npass + 1))
  else
    res=FAIL
    note="$(first_error "$out/cosim.log")"
  fi
  ratio=-
  if [ -n "$cyc" ]; then
    ratio="$(echo "scale=2; $cyc / $bambu" | bc)"
    logsum="$(echo "scale=12; $logsum + l($cyc / $bambu)" | bc -l)"
    nratio=$((nratio + 1))
  fi
  row="| $prog | $res | ${cyc:--} | $bambu | $ratio | $ctime |"
  [ $SYNTH = 1 ] && row="$row $luts |"
  rows+=("$row $note |")
  printf '%s %s (%.0f s)\n' "$prog" "$res" "$wall" >&2
done

{
  echo "CHStone ($DIR): $npass of $nrun pass \`hlsc cosim --top main\`"
  if [ "$nratio" -gt 0 ]; then
    echo "geometric mean of cycles / Bambu's over the $nratio that pass:" \
      "$(echo "scale=12; e($logsum / $nratio)" | bc -l | xargs printf '%.2f')"
  fi
  echo
  if [ $SYNTH = 1 ]; then
    echo "| program | cosim | cycles | Bambu cycles | ratio | compile s | iCE40 LUTs | first error |"
    echo "|---|---|---:|---:|---:|---:|---:|---|"
  else
    echo "| program | cosim | cycles | Bambu cycles | ratio | compile s | first error |"
    echo "|---|---|---:|---:|---:|---:|---|"
  fi
  printf '%s\n' "${rows[@]}"
} | tee "$OUTFILE"
[ "$npass" = "$nrun" ]
