# tests/lib/sched.sh - checks of the cli group on what the compiler decides
# (sourced by tests/run.sh; uses its record, cli_check, cosim_both, HLSC
# and OUT): seed 000's loop cases, pipeline extraction, a dataflow
# region's reports, shared functional units (--units, ALLOCATION), long
# carry chains cut into chunks and the words of wide memories.

# Seed 000's eight loop cases (tests/cli/seed_cases.c): -v names each
# loop's case and mechanisms, --report has the same as members, and the
# schedule page shows them.
seed_cases_check() {
  local name=cli/seed-cases d="$OUT/cli/seed-cases" log="$OUT/cli/seed-cases.log"
  mkdir -p "$d"
  if ! "$HLSC" tests/cli/seed_cases.c --top seed_cases -o "$d/s.v" -v \
      --report "$d/r.json" --schedule-html "$d/s.html" >"$log" 2>&1; then
    record FAIL "$name" "hlsc exited with an error" "$log"
  elif ! python3 - "$d/r.json" "$log" "$d/s.html" >>"$log" 2>&1 <<'PY'
import json, re, sys
loops = json.load(open(sys.argv[1]))["loops"]
cases = sorted(l["seed_case"]["case"] for l in loops)
assert cases == list(range(8)), cases
by_line = {l["line"]: l for l in loops}
for line, case in ((13, 0), (15, 1), (35, 4), (40, 5), (45, 6), (50, 7)):
    assert by_line[line]["seed_case"]["case"] == case, (line, by_line[line])
assert by_line[35]["seed_case"]["data_dependence"] == "register"
assert by_line[45]["seed_case"]["control_dependence"] is True
assert by_line[15]["seed_case"]["variable_latency"] is True
assert by_line[13]["mechanisms"] == [
    "stalling (sequential: an iteration starts when the last ends)"]
assert any(m.startswith("forwarding") for m in by_line[40]["mechanisms"])
v = open(sys.argv[2]).read()
for k, what in ((0, "n,n,n"), (1, "n,n,y"), (2, "n,y,n"), (3, "n,y,y"),
                (4, "y,n,n"), (5, "y,n,y"), (6, "y,y,n"), (7, "y,y,y")):
    assert re.search(r"seed_cases\.c:\d+: loop: seed 000 case %d \(%s" % (k, what), v), k
assert "seed 000 case 5 (y,n,y" in open(sys.argv[3]).read()
PY
  then
    record FAIL "$name" "a loop is not classified as the seed's case" "$log"
  else
    record PASS "$name"
  fi
}

# Pipeline extraction (issue 24, seed 002). The report and -v of a split
# process (xp_checksum_out with --extract: an output pipeline joined to
# the controller by two words, an input pipeline by one) and
# of one left whole (--no-extract; a terminating process); packet_last at a
# tight iCE40 clock, where the input pipeline pays (fewer controller
# states), co-simulated with stalls in both simulators and no slower in
# words per cycle than unsplit; forced splits of a region's processes
# (df_sbox: a table lookup moves with its pipeline) and of a process with
# two outputs, co-simulated with stalls.
extract_check() {
  local name=cli/extract d="$OUT/cli/extract" log="$OUT/cli/extract.log"
  local sat=tests/streams/saturate_s8.c pl=tests/streams/packet_last.c
  local xc=tests/streams/xp_checksum_out.c
  mkdir -p "$d"
  : >"$log"
  if ! "$HLSC" "$xc" --top xp_checksum_out --extract -v -o "$d/s.v" \
      --report "$d/s.json" >>"$log" 2>&1 ||
     ! "$HLSC" "$xc" --top xp_checksum_out --no-extract -v -o "$d/n.v" \
      --report "$d/n.json" >"$d/n.log" 2>&1 ||
     ! "$HLSC" tests/streams/row_sums.c --top row_sums -v -o "$d/r.v" \
      --report "$d/r.json" >"$d/r.log" 2>&1; then
    record FAIL "$name" "hlsc exited with an error" "$log"
    return
  fi
  if ! python3 - "$d" "$log" >>"$log" 2>&1 <<'PY'
import json, re, sys
d = sys.argv[1]
s = json.load(open(d + "/s.json"))
assert s["dataflow_region"] is True
x = {e["kind"]: e for e in s["extractions"]}
o, i = x["output"], x["input"]
assert o["made"] and o["port"] == "out" and o["reason"] is None, x
assert (o["ops"], o["width"], o["words"], o["level"]) == (17, 80, 2, "local"), x
assert i["made"] and i["words"] == 1 and i["width"] == 57, x
procs = sorted(p["name"] for p in s["processes"])
assert procs == ["ctrl", "in_in", "out_out"], procs
chans = {c["name"]: c for c in s["channels"]}
assert chans["out_x"]["depth"] == 2 and chans["out_x"]["width"] == 64, chans
assert chans["out_x_2"]["width"] == 16, chans
assert chans["out_x"]["writer"] == "@ctrl.out_x", chans
assert chans["in_x"]["reader"] == "@ctrl.in_x", chans
v = open(sys.argv[2]).read()
assert re.search(r"^hlsc: output pipeline of out: 17 operations \(local, 1 "
                 r"block, [0-9.]+ ns\), 80 bits in 2 words: extracted", v,
                 re.M), v
n = json.load(open(d + "/n.json"))
assert "extractions" not in n and "dataflow_region" not in n, n
assert "pipeline of" not in open(d + "/n.log").read()
r = json.load(open(d + "/r.json"))
assert r["extraction_not_attempted"].startswith("the process terminates"), r
assert "pipeline extraction not attempted: the process terminates" in \
    open(d + "/r.log").read()
PY
  then
    record FAIL "$name" "the reports of a split process are not right" "$log"
  else
    record PASS "$name"
  fi
  lint_check cli/extract-split "$d/s.v" xp_checksum_out "$d/s-lint.log"
  # the tight clock: made by default, and it pays
  cli_check extract-pays 0 \
    '^hlsc: input pipeline of in: .*: extracted \(controller states 5 -> 3' \
    "$pl" --top packet_last --target ice40 --clock-period 5 -v -o "$d/p.v"
  lint_check cli/extract-pays "$d/p.v" packet_last "$d/p-lint.log"
  local sim w_split w_whole
  for sim in verilator iverilog; do
    cli_check "extract-cosim-$sim" 0 '^PASS packet_last ' cosim "$pl" \
      --top packet_last --target ice40 --clock-period 5 --simulator "$sim"
  done
  cli_check extract-cosim-split 0 '^PASS packet_last ' cosim "$pl" \
    --top packet_last --target ice40 --clock-period 5 --stall-seed 0
  cli_check extract-cosim-whole 0 '^PASS packet_last ' cosim "$pl" \
    --top packet_last --target ice40 --clock-period 5 --stall-seed 0 \
    --no-extract
  w_split="$(sed -n 's/^PASS .* words\/cycle=\([0-9.]*\).*/\1/p' "$OUT/cli/extract-cosim-split.log")"
  w_whole="$(sed -n 's/^PASS .* words\/cycle=\([0-9.]*\).*/\1/p' "$OUT/cli/extract-cosim-whole.log")"
  if [ -z "$w_split" ] || [ -z "$w_whole" ] ||
     ! awk -v a="$w_split" -v b="$w_whole" 'BEGIN { exit !(a >= b) }'; then
    record FAIL cli/extract-words "words/cycle split $w_split, whole $w_whole" \
      "$OUT/cli/extract-cosim-split.log"
  else
    record PASS cli/extract-words "split $w_split >= whole $w_whole"
  fi
  for sim in verilator iverilog; do
    cli_check "extract-forced-$sim" 0 '^PASS saturate_s8 ' cosim "$sat" \
      --top saturate_s8 --extract --simulator "$sim"
    cli_check "extract-region-$sim" 0 '^PASS df_sbox ' cosim \
      tests/streams/df_sbox.c --top df_sbox --extract --simulator "$sim"
    cli_check "extract-two-outputs-$sim" 0 '^PASS gate_two_outputs ' cosim \
      tests/streams/gate_two_outputs.c --top gate_two_outputs --extract \
      --simulator "$sim"
    cli_check "extract-two-words-$sim" 0 '^PASS xp_checksum_out ' cosim \
      "$xc" --top xp_checksum_out --extract --simulator "$sim"
  done
}

# A dataflow region's --report is JSON with its channels and processes
# (each with its function's own report) and its --schedule-html writes a
# page per process function.
df_report_check() {
  local name=cli/df-report d="$OUT/cli/df-report" log="$OUT/cli/df-report.log"
  mkdir -p "$d"
  if ! "$HLSC" tests/streams/df_nested.c --top df_nested -o "$d/n.v" \
      --report "$d/r.json" --schedule-html "$d/s.html" >"$log" 2>&1; then
    record FAIL "$name" "hlsc exited with an error" "$log"
  elif ! python3 - "$d/r.json" >>"$log" 2>&1 <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
assert r["dataflow_region"] is True
assert [c["name"] for c in r["channels"]][:2] == ["a", "b"], r["channels"]
procs = {p["name"]: p for p in r["processes"]}
assert set(procs) == {"add", "inner", "add_2"}, procs.keys()
assert procs["inner"]["report"]["dataflow_region"] is True
# one iteration per cycle: pipelined at II 1 or a loop of one state
l = procs["add"]["report"]["loops"][0]
assert l.get("ii", l.get("sequential_cycles")) == 1, l
PY
  then
    record FAIL "$name" "the report is not what a region's should be" "$log"
  elif [ ! -s "$d/s.add.html" ] || [ ! -s "$d/s.inner.html" ] || \
       [ ! -s "$d/s.inner.twice.html" ] || ! grep -q 's.add.html' "$d/s.html"; then
    record FAIL "$name" "missing schedule pages: $(ls "$d" | tr '\n' ' ')" "$log"
  else
    record PASS "$name"
  fi
}

# Load-compute-store over N elements: the processes overlap, so a call
# takes at most N + 3 x (the sum of their loops' depths) cycles (issue 21),
# not the 3N of three loops one after the other. The calls are n = 256 and
# n = 100 (tests/streams/df_lcs.c), the depths come from the report.
df_lcs_bound_check() {
  local name=cli/df-lcs-bound d="$OUT/cli/df-lcs" log="$OUT/cli/df-lcs.log"
  mkdir -p "$d"
  if ! "$HLSC" cosim tests/streams/df_lcs.c --top df_lcs --stall-seed 0 \
      --report "$d/r.json" >"$log" 2>&1; then
    record FAIL "$name" "hlsc cosim failed" "$log"
  elif ! python3 - "$d/r.json" >>"$log" 2>&1 <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
depth = sum(l["depth"] for p in r["processes"] for l in p["report"]["loops"])
c = r["cycles_per_call"]
print("depths", depth, "cycles per call", c)
assert c["max"] <= 256 + 3 * depth, (c, depth)
assert c["min"] <= 100 + 3 * depth, (c, depth)
PY
  then
    record FAIL "$name" "a call takes more than N + 3 x depths cycles" "$log"
  else
    record PASS "$name" "$(grep '^depths' "$log")"
  fi
}

# Adders longer than the clock period are cut into chunks
# (src/sched/splitcarry.c): tests/designs/split_carry.c's 260- and 300-bit
# adds and subtracts (12.6 ns each on the generic target) leave no timing
# warning and a critical path within the 10 ns period; its cosim is the
# designs group's.
split_carry_check() {
  local name=cli/split-carry log="$OUT/cli/split-carry.log" cp
  timeout 120 "$HLSC" tests/designs/split_carry.c --top split_carry -v \
    -o "$OUT/cli/split_carry.v" >"$log" 2>&1
  cp="$(sed -n 's/.*critical path \([0-9.]*\) ns of 10.00 ns.*/\1/p' "$log")"
  if grep -q "takes about" "$log"; then
    record FAIL "$name" "an operation is still slower than the period" "$log"
  elif [ -z "$cp" ] || ! awk -v c="$cp" 'BEGIN { exit !(c <= 10) }'; then
    record FAIL "$name" "critical path '${cp}' ns, not within 10 ns" "$log"
  else
    record PASS "$name" "critical path $cp ns"
  fi
}

# Memories of wide words (tests/designs/wide_mem.c, whose cosim is the
# designs group's): an array of _BitInt(1024), only 16-byte aligned, is a
# memory of 1024-bit words (the word is bounded by the alignment of an
# access's offset into the array, not of its address), a local
# __int128 array initialized by clang's memcpy keeps 128-bit words (the
# copy moves units as wide as the array's loads and stores), and the
# global _BitInt(200) array g, imported with clang's 256-bit words, holds
# only sign-extended 200-bit values, so pass_mem_narrow gives it 200-bit
# words.
wide_words_check() {
  local name=cli/wide-words log="$OUT/cli/wide-words.log" w bad=""
  if ! "$HLSC" tests/designs/wide_mem.c --top wide_mem --emit ir \
      >"$log" 2>&1; then
    record FAIL "$name" "hlsc exited with an error" "$log"
    return
  fi
  for w in "@big i1024 x 2" "@t i128 x 8" "@g i200 x 6" \
      "@rom i128 x 8 rom"; do
    grep -q "^  mem $w" "$log" || bad="$bad, '$w'"
  done
  if [ -n "$bad" ]; then
    record FAIL "$name" "no memory ${bad#, }" "$log"
  else
    record PASS "$name"
  fi
}

# Functional-unit sharing (--units, issue 26): tests/cli/fu_share.c with
# one multiplier and one divider of each kind has 3 dividers and 1
# multiplier where it has 7 and none (combinational products) without;
# -v and --report say what shares what, and that its loop is pipelined
# and shares the FSM's units by slot; the Verilog is lint-clean and co-simulates in Verilator and
# Icarus (cycles in the table); bad values are located errors.
units_check() {
  local name=cli/units d="$OUT/cli/units" log="$OUT/cli/units.log" src=tests/cli/fu_share.c
  mkdir -p "$d"
  cli_check units-zero 2 "error: invalid --units 'mul=0'" "$src" --top fu_share --units mul=0
  cli_check units-kind 2 "error: invalid --units 'add=2'" "$src" --top fu_share --units add=2
  cli_check units-trailing 2 "error: invalid --units 'div=2,'" "$src" --top fu_share --units div=2,
  if ! "$HLSC" "$src" --top fu_share -o "$d/own.v" --report "$d/own.json" >"$log" 2>&1 ||
     ! "$HLSC" "$src" --top fu_share -o "$d/s.v" --report "$d/s.json" -v \
       --units mul=1,div=1 >>"$log" 2>&1; then
    record FAIL "$name" "hlsc exited with an error" "$log"
    return
  fi
  if ! python3 - "$d/own.json" "$d/s.json" "$log" "$d/own.v" "$d/s.v" >>"$log" 2>&1 <<'PY'
import json, re, sys
own, sh = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
assert "shared_units" not in own, own.get("shared_units")
assert own["dividers"] == 7 and sh["dividers"] == 3, (own["dividers"], sh["dividers"])
assert sh["shared_units"]["units"] == 3, sh["shared_units"]
v = open(sys.argv[3]).read()
assert re.search(r"fu_share: shared units: 1 multiplier \(mul 32-bit, 2 stages\) for 6 operations; "
                 r"1 divider \(udiv 32-bit, sequential, \d+ cycles\) for 4 operations; "
                 r"1 divider \(urem 32-bit, sequential, \d+ cycles\) for 2 operations", v), v
assert re.search(r"fu_share\.c:17: loop: pipelined, II (\d+) .*; multipliers/dividers shared with "
                 r"the FSM's units by slot \(II \1, \d+ with units of its own\)", v), v
assert sh["shared_units"]["text"] in v
units = lambda p, what: len(re.findall(r"// %s " % what, open(p).read()))
assert units(sys.argv[5], "multiplier") == 1, units(sys.argv[5], "multiplier")
assert units(sys.argv[5], "divider") == 3, units(sys.argv[5], "divider")
prods = lambda p: len(re.findall(r" \* ", open(p).read()))
assert prods(sys.argv[4]) == 6 and prods(sys.argv[5]) == 2, (prods(sys.argv[4]), prods(sys.argv[5]))
PY
  then
    record FAIL "$name" "the shared units are not what -v/--report/Verilog should say" "$log"
  else
    record PASS "$name"
  fi
  lint_check "$name" "$d/s.v" fu_share "$d/lint.log"
  cosim_both "$name" "$d" "$src" --top fu_share --units mul=1,div=1
  allocation_check "$d" "$src"
  fu_loop_share_check
  fu_lone_check
}

# A kind shared by more operations than units where binding leaves one
# operation alone on a unit (tests/cli/fu_lone.c: three sequential 64-bit
# multiplies, `--units mul=2`, iCE40): it compiles (it was an internal
# compiler error: the lone unit built without the load cycle the schedule
# gave it), the shared unit is reported, and it co-simulates in both
# simulators.
fu_lone_check() {
  local name=cli/fu-lone d="$OUT/cli/fu_lone" log="$OUT/cli/fu_lone.log"
  local src=tests/cli/fu_lone.c
  mkdir -p "$d"
  if ! "$HLSC" "$src" --top fu_lone --target ice40 --units mul=2 -v \
       -o "$d/fu_lone.v" >"$log" 2>&1; then
    record FAIL "$name" "hlsc exited with an error" "$log"
    return
  fi
  if grep -q "shared units: 1 multiplier (mul 64-bit, sequential, [0-9]* cycles) for 2 operations" "$log"; then
    record PASS "$name"
  else
    record FAIL "$name" "no shared-units line for 2 of the 3 multiplies" "$log"
  fi
  lint_check "$name" "$d/fu_lone.v" fu_lone "$d/lint.log"
  cosim_both "$name" "$d" "$src" --top fu_lone --target ice40 --units mul=2
}

# Units shared by slot in pipelined loops (fushare.c): the four products of
# tests/streams/fu_loop_share.c's loop take one multiplier (its top's
# ALLOCATION pragma) at the II the loop has without the pragma (5, its
# recurrence); the two 64-bit divisions of tests/designs/fu_loop_div.c's
# loop take one sequential divider, the II twice its busy cycles. (Both
# co-simulate in their groups, fu_loop_share with stalls too.)
fu_loop_share_check() {
  local name=cli/fu-loop-share d="$OUT/cli/fu_loop_share" log="$OUT/cli/fu_loop_share.log"
  local s=tests/streams/fu_loop_share.c v=tests/designs/fu_loop_div.c
  mkdir -p "$d"
  sed 's/^#pragma HLS ALLOCATION.*//' "$s" >"$d/own.c"
  if ! "$HLSC" "$s" --top fu_loop_share -o "$d/s.v" -v >"$log" 2>&1 ||
     ! "$HLSC" "$d/own.c" --top fu_loop_share -o "$d/own.v" -v >"$d/own.log" 2>&1 ||
     ! "$HLSC" "$v" --top fu_loop_div -o "$d/div.v" -v --report "$d/div.json" >"$d/div.log" 2>&1; then
    record FAIL "$name" "hlsc exited with an error" "$log"
    return
  fi
  if ! python3 - "$log" "$d/own.log" "$d/s.v" "$d/own.v" "$d/div.log" "$d/div.v" "$d/div.json" \
      >>"$log" 2>&1 <<'PY'
import json, re, sys
text = lambda i: open(sys.argv[i]).read()
units = lambda i, what: len(re.findall(r"// %s " % what, text(i)))
ii = lambda i: re.search(r":\d+: loop: pipelined, II (\d+) ", text(i))
s, own = ii(1), ii(2)
assert s and own and s.group(1) == own.group(1) == "5", (s, own)
assert "multipliers/dividers shared with the FSM's units by slot (II 5 as with units of its own)" in text(1)
assert "fu_loop_share: shared units: 1 multiplier (mul 32-bit" in text(1) and " for 4 operations" in text(1)
assert units(3, "multiplier") == 1 and len(re.findall(r" \* ", text(4))) == 4, (units(3, "multiplier"))
assert re.search(r"_op0 = .*\(pl\d+_slot == ", text(3)), "no multiplexer by slot"
m = re.search(r"fu_loop_div: shared units: 1 divider \(udiv 64-bit, sequential, (\d+) cycles\) for 2 operations", text(5))
assert m, text(5)
busy = int(m.group(1))
d = re.search(r":\d+: loop: pipelined, II (\d+) .*shared with the FSM's units by slot \(II \1, (\d+) with units of its own\)", text(5))
assert d and int(d.group(1)) == 2 * busy > int(d.group(2)), (d and d.groups(), busy)
assert units(6, "divider") == 1, units(6, "divider")
loop = json.load(open(sys.argv[7]))["loops"][0]
assert loop["pipelined"] and loop["shared_units_ii_without"] == int(d.group(2)), loop
PY
  then
    record FAIL "$name" "the loops do not share their units by slot as they should" "$log"
  else
    record PASS "$name"
  fi
  lint_check "$name" "$d/s.v" fu_loop_share "$d/lint.log"
  lint_check "$name div" "$d/div.v" fu_loop_div "$d/lint-div.log"
}

# `#pragma HLS ALLOCATION` (issue 26 item 2): fu_share.c with the pragmas
# for one multiplier and one divider in its top gives the Verilog of
# `--units mul=1,div=1`; --units overrides a pragma's class; a bad limit is
# a located error, an operation hlsc does not share a located warning.
allocation_check() {
  local d="$1" src="$2" name=cli/allocation log="$OUT/cli/allocation.log"
  local p="$d/fu_alloc.c"
  sed 's|^unsigned fu_share(unsigned x, unsigned y) {$|&\n#pragma HLS ALLOCATION operation instances=mul limit=1\n#pragma HLS ALLOCATION instances=udiv limit=1 operation\n#pragma HLS ALLOCATION operation instances=add limit=1|' \
    "$src" >"$p"
  if ! grep -q 'instances=udiv' "$p"; then
    record FAIL "$name" "the pragmas were not inserted into $p" "$p"
    return
  fi
  if ! "$HLSC" "$p" --top fu_share -o "$d/a.v" -v >"$log" 2>&1 ||
     ! "$HLSC" "$p" --top fu_share -o "$d/a2.v" -v --units mul=2 >"$d/a2.log" 2>&1 ||
     ! "$HLSC" "$src" --top fu_share -o "$d/m2.v" -v --units mul=2,div=1 >"$d/m2.log" 2>&1; then
    record FAIL "$name" "hlsc exited with an error" "$log"
  elif ! python3 - "$log" "$OUT/cli/units.log" "$d/a2.log" "$d/m2.log" "$d/a.v" "$d/s.v" \
      "$d/a2.v" "$d/m2.v" >>"$log" 2>&1 <<'PY'
import re, sys
shared = lambda p: re.findall(r"fu_share: shared units: .*", open(p).read())
units = lambda p, what: len(re.findall(r"// %s " % what, open(p).read()))
a, s, a2, m2 = sys.argv[5:9]
# the pragmas give --units mul=1,div=1's units
assert shared(sys.argv[1]) and shared(sys.argv[1]) == shared(sys.argv[2]), (shared(sys.argv[1]), shared(sys.argv[2]))
assert (units(a, "multiplier"), units(a, "divider")) == (units(s, "multiplier"), units(s, "divider")) == (1, 3)
# --units mul=2 overrides the multiplier pragma, the divider pragma stays
assert shared(sys.argv[3]) == shared(sys.argv[4]) and shared(sys.argv[3]), (shared(sys.argv[3]), shared(sys.argv[4]))
assert units(a2, "multiplier") == units(m2, "multiplier") == 2, (units(a2, "multiplier"), units(m2, "multiplier"))
PY
  then
    record FAIL "$name" "the ALLOCATION pragmas do not give the units of --units" "$log"
  elif ! grep -qE "fu_alloc\.c:[0-9]+:[0-9]+: warning: '#pragma HLS ALLOCATION' of 'add' ignored" "$log"; then
    record FAIL "$name" "no located warning for an ALLOCATION of 'add'" "$log"
  else
    record PASS "$name"
  fi
  sed 's|^unsigned fu_share(unsigned x, unsigned y) {$|&\n#pragma HLS ALLOCATION operation instances=mul limit=0|' \
    "$src" >"$d/fu_alloc0.c"
  cli_check allocation-zero 2 \
    "fu_alloc0\.c:[0-9]+:[0-9]+: error: '#pragma HLS ALLOCATION limit=0': limit must be an integer constant of at least 1" \
    "$d/fu_alloc0.c" --top fu_share -o "$d/a0.v"
}

# Area-aware unit limits on --target ice40 (src/driver_fit.c, issue 26
# item 3): tests/cli/fit_units.c's sixteen 64-bit units exceed the iCE40
# HX8K's 7,680 logic cells by the area estimate, so the compiler chooses
# limits that bring it within (-v, --report), and the design co-simulates
# against the native run; --no-fit keeps a unit per operation; a design
# that fits compiles to the same Verilog with or without --no-fit; a
# design whose kinds have one operation each, or that would lose more
# than 10% of its cycles with the user's --units kept, gets a located
# warning.
# No synthesis here: bench/units.sh measures the cells.
fit_check() {
  local name=cli/fit d="$OUT/cli/fit" log="$OUT/cli/fit.log" src=tests/cli/fit_units.c
  local o=(--top fit_units --target ice40 --clock-period 20)
  mkdir -p "$d"
  if ! "$HLSC" "$src" "${o[@]}" -v -o "$d/fit.v" --report "$d/fit.json" \
       --schedule-html "$d/fit.html" >"$log" 2>&1 ||
     ! "$HLSC" "$src" "${o[@]}" -v --no-fit -o "$d/off.v" --report "$d/off.json" \
       >"$d/off.log" 2>&1; then
    record FAIL "$name" "hlsc exited with an error" "$log"
    return
  fi
  if ! python3 - "$d/fit.json" "$d/off.json" "$log" "$d/off.log" "$d/fit.html" \
       >>"$log" 2>&1 <<'PY'
import json, re, sys
fit, off = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
v, voff = open(sys.argv[3]).read(), open(sys.argv[4]).read()
a, b = fit["area_estimate"], off["area_estimate"]
assert a["budget_cells"] == 7680, a
assert a["estimate"]["cells"] <= 7680 < a["before_fit"]["cells"], a
assert a["chosen_units"]["mul"] >= 1 and fit["shared_units"]["units"] >= 2, (a, fit.get("shared_units"))
assert a["does_not_fit"] is None, a
m = re.search(r"^hlsc: fit_units: area estimate (\d+) iCE40 logic cells of the HX8K's 7680 "
              r"\(\d+ LUTs, \d+ flip-flops; \d+ multiplier and divider units, \d+ cells\); "
              r"units shared to fit: (mul=\d+)(,div=\d+)? chosen, the estimate was (\d+) cells$", v, re.M)
assert m and int(m.group(1)) == a["estimate"]["cells"] and int(m.group(4)) == a["before_fit"]["cells"], v
assert m.group(2) == "mul=%d" % a["chosen_units"]["mul"], m.group(2)
assert "fit_units: shared units: " in v, v
assert b["before_fit"] is None and b["chosen_units"] == {"mul": 0, "div": 0}, b
assert b["estimate"]["cells"] > 7680 and "shared_units" not in off, b
assert "units shared to fit" not in voff and "shared units" not in voff, voff
page = open(sys.argv[5]).read()
assert '<p class="area">%s</p>' % m.group(0)[len("hlsc: fit_units: "):].replace("'", "&#39;") in page, page[:3000]
PY
  then
    record FAIL "$name" "the limits chosen are not what -v/--report should say" "$log"
  else
    record PASS "$name"
  fi
  COSIM_SIMS=verilator cosim_both "$name" "$d" "$src" "${o[@]}"
  COSIM_SIMS=verilator cosim_both "$name-off" "$d" "$src" "${o[@]}" --no-fit
  "$HLSC" tests/designs/gcd.c --top gcd --target ice40 -o "$d/gcd.v" >/dev/null 2>&1
  "$HLSC" tests/designs/gcd.c --top gcd --target ice40 --no-fit -o "$d/gcd-off.v" \
    >/dev/null 2>&1
  if [ -s "$d/gcd.v" ] && cmp -s "$d/gcd.v" "$d/gcd-off.v"; then
    record PASS "cli/fit-fits-unchanged"
  else
    record FAIL "cli/fit-fits-unchanged" "gcd's Verilog differs with --no-fit"
  fi
  cli_check fit-user-limit 0 \
    "^tests/cli/fit_units\.c:10:1: warning: 'fit_units' may not fit the iCE40 HX8K: about [0-9]+ logic cells by hlsc's estimate \(of 7680; docs/delay-model.md gives its error\), and no units were shared: sharing more units costs more than 10% more cycles \(by the schedule: \+[0-9]+% for an estimate of [0-9]+ cells\)" \
    "$src" "${o[@]}" --units mul=12 -o "$d/user.v"
  cli_check fit-cannot 0 \
    "^tests/designs/u64_arith\.c:27:1: warning: 'u64_arith' may not fit the iCE40 HX8K: about [0-9]+ logic cells by hlsc's estimate \(of 7680; docs/delay-model.md gives its error\), and no units were shared: no multiplier or divider kind has two operations to share a unit" \
    tests/designs/u64_arith.c --top u64_arith --target ice40 --clock-period 20 -o "$d/u64.v"
}
