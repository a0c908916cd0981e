#!/usr/bin/env bash
# The demo: compile examples/demo.c to Verilog, show the report, lint and
# synthesize it, and co-simulate it against the program run natively.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p build/demo
echo "== hlsc examples/demo.c --top main -o build/demo/main.v --report build/demo/report.json -v"
build/hlsc examples/demo.c --top main -o build/demo/main.v --report build/demo/report.json -v
echo "== verilator --lint-only -Wall build/demo/main.v"
verilator --lint-only -Wall build/demo/main.v && echo "lint clean"
echo "== yosys synth -top main"
yosys -q -p "read_verilog build/demo/main.v; synth -top main; stat" | grep -E "Number of cells|Chip area|\\\$_" | head -20 || true
echo "== hlsc cosim examples/demo.c --top main"
build/hlsc cosim examples/demo.c --top main
