# tests/lib/cycles.sh - the cycle table check of tests/run.sh (sourced by
# it; uses its record, RES and OUT).
# ---- the cycle table (tests/cycles.tsv) ----

# Cycle counts are deterministic (the random stalls come from a seed), so
# every co-simulation that passed is held to the checked-in table: a run
# more than 2% slower (more cycles, or fewer words per cycle) than its entry
# fails, and so does one more than 2% faster (the table is out of date and
# would hide the next regression), and one with no entry. Every run writes
# the table it measured to tests/out/cycles.tsv (the checked-in entries,
# with this run's measurements in place of theirs): after a change that is
# meant to alter cycle counts, copy it over tests/cycles.tsv in the same
# commit and say why in the commit message.
CYCLES_TABLE=tests/cycles.tsv
CYCLES_TOLERANCE=0.02

# cycles_check NAME PASS_LINE LOG: NAME's cycles and words/cycle against
# the table.
cycles_check() {
  local name="$1" line="$2" log="$3" cyc wpc entry want_cyc want_wpc verdict
  cyc="$(sed -n 's/.* cycles=\([0-9]*\).*/\1/p' <<<"$line")"
  wpc="$(sed -n 's/.* words\/cycle=\([0-9.]*\).*/\1/p' <<<"$line")"
  [ -n "$cyc" ] || return 0
  printf '%s\t%s\t%s\n' "$name" "$cyc" "${wpc:--}" >>"$RES/cycles.measured"
  entry="$(awk -F'\t' -v n="$name" '$1 == n { print $2 "\t" $3; exit }' "$CYCLES_TABLE" 2>/dev/null)"
  if [ -z "$entry" ]; then
    record FAIL "$name cycles" "no entry in $CYCLES_TABLE (measured $cyc cycles; tests/out/cycles.tsv has it)" "$log"
    return
  fi
  want_cyc="${entry%%$'\t'*}"
  want_wpc="${entry#*$'\t'}"
  verdict="$(awk -v c="$cyc" -v wc="$want_cyc" -v w="${wpc:--}" -v ww="$want_wpc" \
      -v t="$CYCLES_TOLERANCE" 'BEGIN {
    if (c > wc * (1 + t)) { printf "slower: %d cycles, the table has %d (%+.1f%%)", c, wc, 100 * (c - wc) / wc; exit }
    if (c < wc * (1 - t)) { printf "faster: %d cycles, the table has %d (%+.1f%%): update the table", c, wc, 100 * (c - wc) / wc; exit }
    if ((w == "-") != (ww == "-")) { printf "words/cycle %s, the table has %s", w, ww; exit }
    if (w != "-" && w < ww * (1 - t)) { printf "slower: %s words/cycle, the table has %s", w, ww; exit }
    if (w != "-" && w > ww * (1 + t)) { printf "faster: %s words/cycle, the table has %s: update the table", w, ww; exit }
  }')"
  if [ -n "$verdict" ]; then
    record FAIL "$name cycles" "$verdict (tests/out/cycles.tsv has this run's table)" "$log"
  else
    record PASS "$name cycles" "cycles=$cyc${wpc:+ words/cycle=$wpc} (table $want_cyc)"
  fi
}

# cycles_rows_read: after a full run (no test selected), every row of the
# table must name a check this run recorded (passed or failed): a row no
# check reads any more (a design removed or renamed, or no longer
# pipelined so that its no-pipeline run is not made) fails the run, so
# such rows cannot pile up unseen. A check's results are in
# $RES/NAME.res, NAME with each / as __ (record).
cycles_rows_read() {
  local name unread=""
  while IFS=$'\t' read -r name _; do
    case "$name" in '#'* | '') continue ;; esac
    [ -f "$RES/${name//\//__}.res" ] || unread="$unread${unread:+, }$name"
  done <"$CYCLES_TABLE"
  if [ -n "$unread" ]; then
    record FAIL "cycles.tsv rows" "rows that no check of this full run measured (remove them in a commit that says why): $unread"
  else
    record PASS "cycles.tsv rows" "every row was measured"
  fi
}

# tests/out/cycles.tsv: the table with this run's measurements in place.
write_cycles_table() {
  local out="$OUT/cycles.tsv"
  [ -f "$RES/cycles.measured" ] || return 0
  {
    grep '^#' "$CYCLES_TABLE" 2>/dev/null
    awk -F'\t' 'FNR == NR { m[$1] = $0; next }
      /^#/ { next }
      { print (($1 in m) ? m[$1] : $0); seen[$1] = 1 }
      END { for (n in m) if (!(n in seen)) print m[n] }' \
      "$RES/cycles.measured" "$CYCLES_TABLE" 2>/dev/null | LC_ALL=C sort
  } >"$out"
  rm -f "$RES/cycles.measured"
}
