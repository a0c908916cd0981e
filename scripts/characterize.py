#!/usr/bin/env python3
"""characterize.py - measures the operator delays of iCE40 HX8K with Yosys
and nextpnr-ice40 and writes the table hlsc's scheduler uses for
`--target ice40` (src/sched/delay_ice40.h).

    scripts/characterize.py [--hlsc build/hlsc] [--out src/sched/delay_ice40.h]

Every measurement is one small design in which a single operator of width W
sits between registers:

    reg [W-1:0] ra, rb;  always @(posedge clk) begin ra <= a; rb <= b;
                                                     y <= OP(ra, rb); end

synthesized and placed and routed by `hlsc synth --target ice40` (Yosys
synth_ice40, nextpnr-ice40 on an HX8K, placement seed 1). The operator's
delay is the achieved clock period minus the period of the same design
without the operator (y <= ra): the register's clock-to-out, its setup and
one net, which the scheduler keeps out of every cycle as `reg_overhead`.
So each figure is the operator's logic plus the routing it adds, as the
scheduler chains it. A LUT level (logic, 2:1 multiplexers) is measured as
two levels of LUT4 minus one, since a single LUT shares the logic cell of
the flip-flop behind it. Block RAM: read data into a register (clock-to-out of
SB_RAM40_4K) and a register into the read address (setup), against the
same baseline.

The table lists the delay at each measured width; the scheduler
interpolates linearly between widths and extrapolates from the last two.
"""
import argparse
import datetime
import json
import os
import subprocess
import sys
import tempfile

WIDTHS = [1, 2, 4, 8, 12, 16, 24, 32, 48, 64]

# CALIBRATED: what a single operator between registers cannot show. In a
# whole design, placement spreads the logic and nets get longer than in
# these small designs (two chained 16-bit adders even overlap their carry
# chains and take less than twice one). The critical path of
# tests/designs/adpcm_step.c at 20 ns (bench/qor.sh; nextpnr's report) has
# nets of 0.6-1.3 ns between its chained operators where the small designs
# have 0.2-0.6 ns, and 1.3 ns nets out of and into its registers:
#  - NET_NS is added to every chained operator (its input net in a full
#    design beyond the one its measurement holds);
#  - REG_ROUTE_NS is added to the measured register-to-register period
#    (the register overhead): the longer nets at both ends of a path.
#  - STALL_LEVEL: LUT levels (with the net) of a draining loop's stall
#    control per doubling of its stages: deep_pipe, 41 stages at 10 ns,
#    12.07 ns after place and route, its output gate's count reaching the
#    run registers through 9 LUT levels: (12.07 - 2.90) / (1.78 *
#    log2(41)) = 0.96 (bench/fmax.sh).
# bench/qor.sh and bench/fmax.sh state the error that remains.
NET_NS = 0.5
REG_ROUTE_NS = 1.3
STALL_LEVEL = 0.96
MUL_WIDTHS = [2, 4, 8, 12, 16, 24, 32]


def clog2(n):
    return max(1, (n - 1).bit_length())


def module(w, expr, ow=None, sel=False):
    ow = w if ow is None else ow
    s = "  input s,\n" if sel else ""
    rs = "  reg rs;\n" if sel else ""
    ss = " rs <= s;" if sel else ""
    return f"""module op(input clk, input [{w-1}:0] a, input [{w-1}:0] b,
{s}  output reg [{ow-1}:0] y);
  reg [{w-1}:0] ra, rb;
{rs}  always @(posedge clk) begin ra <= a; rb <= b;{ss} y <= {expr}; end
endmodule
"""


def shift_amount(w):
    return f"rb[{clog2(w)-1}:0]" if w > 1 else "rb[0]"


OPS = {
    "base": lambda w: module(w, "ra"),
    "add": lambda w: module(w, "ra + rb"),
    "cmp": lambda w: module(w, "ra < rb", ow=1),
    "shift": lambda w: module(w, f"ra << {shift_amount(w)}"),
    "mul": lambda w: module(w, "ra * rb"),
}

def xor_tree(w, k):
    """y[i] is the XOR of k register bits. k = 4 is one LUT4, which shares
    the logic cell of y's flip-flop; k = 8 needs two levels of LUT4. The
    difference of the two periods is one LUT level and its net."""
    return f"""module op(input clk, input [{k*w-1}:0] a, output reg [{w-1}:0] y);
  reg [{k*w-1}:0] ra;
  integer i;
  always @(posedge clk) begin
    ra <= a;
    for (i = 0; i < {w}; i = i + 1) y[i] <= ^ra[{k}*i +: {k}];
  end
endmodule
"""


RAM_READ = """module op(input clk, input we, input [7:0] wa, input [15:0] wd,
  input [7:0] ra, output reg [15:0] y);
  reg [15:0] mem [0:255];
  reg [15:0] rd;
  always @(posedge clk) begin
    if (we) mem[wa] <= wd;
    rd <= mem[ra];
    y <= rd;
  end
endmodule
"""

RAM_ADDR = """module op(input clk, input we, input [7:0] wa, input [15:0] wd,
  input [7:0] a, output [15:0] y);
  reg [15:0] mem [0:255];
  reg [15:0] rd;
  reg [7:0] ra;
  always @(posedge clk) begin
    if (we) mem[wa] <= wd;
    ra <= a;
    rd <= mem[ra];
  end
  assign y = rd;
endmodule
"""

RAM_BASE = """module op(input clk, input [15:0] a, output reg [15:0] y);
  reg [15:0] r;
  always @(posedge clk) begin r <= a; y <= r; end
endmodule
"""


def period(hlsc, verilog, work):
    path = os.path.join(work, "op.v")
    rep = os.path.join(work, "r.json")
    with open(path, "w") as f:
        f.write(verilog)
    if os.path.exists(rep):
        os.remove(rep)
    subprocess.run([hlsc, "synth", path, "--top", "op", "--target", "ice40",
                    "--clock-period", "4", "--report", rep],
                   check=True, stdout=subprocess.DEVNULL)
    with open(rep) as f:
        syn = json.load(f)["synthesis"]
    if syn.get("fmax_mhz") is None:
        sys.exit(f"characterize: no Fmax: {syn.get('error')}\n{verilog}")
    return 1000.0 / syn["fmax_mhz"]


def tool_version(cmd):
    try:
        r = subprocess.run(cmd, capture_output=True, text=True)
        return (r.stdout + r.stderr).strip().splitlines()[0]
    except (OSError, IndexError):
        return "unknown"


def measure(hlsc, work):
    table = {}
    base = {w: period(hlsc, OPS["base"](w), work) for w in WIDTHS}
    table["base"] = base
    lut = [period(hlsc, xor_tree(w, 8), work) -
           period(hlsc, xor_tree(w, 4), work)
           for w in (8, 16)]
    table["lut"] = max(0.0, max(lut))
    print(f"  lut: {table['lut']:5.2f} ns", file=sys.stderr, flush=True)
    for op in ["add", "cmp", "shift", "mul"]:
        widths = MUL_WIDTHS if op == "mul" else WIDTHS
        row = {}
        for w in widths:
            p = period(hlsc, OPS[op](w), work)
            row[w] = max(0.0, p - base[w])
            print(f"  {op:6} W={w:2}: {p:6.2f} ns -> {row[w]:5.2f} ns",
                  file=sys.stderr, flush=True)
        table[op] = row
    rb = period(hlsc, RAM_BASE, work)
    table["mem_clk2out"] = max(0.0, period(hlsc, RAM_READ, work) - rb)
    table["mem_setup"] = max(0.0, period(hlsc, RAM_ADDR, work) - rb)
    table["reg_overhead"] = max(base.values())
    return table


def monotone(row, widths):
    """Running maximum: a wider operator is never faster (noise of the
    placer aside)."""
    out, m = [], 0.0
    for w in widths:
        m = max(m, row[w])
        out.append(m)
    return out


def c_array(name, widths, values):
    ws = ", ".join(str(w) for w in widths)
    vs = ", ".join(f"{v:.3f}" for v in values)
    return (f"static const unsigned k_ice40_{name}_w[] = {{{ws}}};\n"
            f"static const double k_ice40_{name}_ns[] = {{{vs}}};\n")


def write_header(table, out):
    now = datetime.date.today().isoformat()
    yv = tool_version(["yosys", "-V"])
    nv = tool_version(["nextpnr-ice40", "--version"])
    lines = [
        "/* delay_ice40.h - iCE40 HX8K operator delays in ns, measured by",
        " * scripts/characterize.py (see it for the method): achieved clock",
        " * period of one operator between registers minus the period without",
        " * it, after Yosys synth_ice40 and nextpnr-ice40 (seed 1).",
        f" * Measured {now} with: {yv}; {nv}.",
        " * Rows are running maxima over the widths (never faster when wider).",
        " * Included by delay.c only. */",
    ]
    body = []
    for op in ["add", "cmp", "shift", "mul"]:
        widths = MUL_WIDTHS if op == "mul" else WIDTHS
        body.append(c_array(op, widths, monotone(table[op], widths)))
    body.append(f"static const double k_ice40_lut_ns = {table['lut']:.3f};\n")
    body.append(f"static const double k_ice40_mem_clk2out_ns = "
                f"{table['mem_clk2out']:.3f};\n")
    body.append(f"static const double k_ice40_mem_setup_ns = "
                f"{table['mem_setup']:.3f};\n")
    body.append(f"static const double k_ice40_reg_overhead_ns = "
                f"{table['reg_overhead']:.3f};\n")
    body.append(f"/* calibrated on whole designs (see CALIBRATED in "
                f"scripts/characterize.py) */\n")
    body.append(f"static const double k_ice40_net_ns = {NET_NS:.3f};\n")
    body.append(f"static const double k_ice40_reg_route_ns = "
                f"{REG_ROUTE_NS:.3f};\n")
    body.append(f"static const double k_ice40_stall_level = "
                f"{STALL_LEVEL:.3f};\n")
    raw = json.dumps({k: v for k, v in table.items()}, sort_keys=True)
    with open(out, "w") as f:
        f.write("\n".join(lines) + "\n")
        f.write("".join(body))
        f.write("/* raw periods and differences (ns):\n")
        for i in range(0, len(raw), 76):
            f.write(" * " + raw[i:i + 76] + "\n")
        f.write(" */\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ap.add_argument("--hlsc", default=os.path.join(root, "build", "hlsc"))
    ap.add_argument("--out",
                    default=os.path.join(root, "src", "sched",
                                         "delay_ice40.h"))
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="hlsc-char-") as work:
        table = measure(args.hlsc, work)
    write_header(table, args.out)
    print(f"characterize: wrote {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
