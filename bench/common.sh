# bench/common.sh - helpers the bench scripts share (sourced, not run).

# require_hlsc: exits 2 when $HLSC is not an executable.
require_hlsc() {
  if [ ! -x "$HLSC" ]; then
    echo "bench: $HLSC is not built; run make first" >&2
    exit 2
  fi
}

# top_of FILE: the top function of a design: its `// top: NAME` line, else
# main (the same rule as tests/run.sh).
top_of() {
  local t
  t="$(sed -n 's|^[[:space:]]*//[[:space:]]*top:[[:space:]]*\([A-Za-z_][A-Za-z0-9_]*\).*|\1|p' "$1" | head -n 1)"
  printf '%s\n' "${t:-main}"
}

# json_num FILE KEY: the first number after "KEY": in a report, "-" when
# absent (flat keys; "total" is the one inside compile_seconds).
json_num() {
  local v
  v="$(grep -oE "\"$2\": *-?[0-9.]+" "$1" 2>/dev/null | head -n 1 |
    sed -E 's/.*: *//')"
  printf '%s\n' "${v:--}"
}
