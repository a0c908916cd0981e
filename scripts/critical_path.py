#!/usr/bin/env python3
"""Print the critical path of an iCE40 place and route, one line per step.

    scripts/critical_path.py DIR/pnr.json [--all]

DIR is the work directory `hlsc synth ... --target ice40 --keep` leaves
(it prints its path). pnr.json is nextpnr-ice40's --report. Each line shows
the running time, the step's delay, its kind (clk-to-q, logic, routing,
setup) and the cell or net it goes through, so that the part of a path the
scheduler's delay model does not see (state decode, operand multiplexers,
long nets) can be told from the operators it does. --all prints every
clock domain's path, not only the first. The totals at the end split the
path into logic and routing.
"""
import json
import sys


def show(path):
    t = 0.0
    logic = routing = 0.0
    for step in path["path"]:
        d = step["delay"]
        t += d
        kind = step["type"]
        if kind == "routing":
            routing += d
            where = step.get("net", "")
        else:
            logic += d
            where = step["to"]["cell"] if kind != "clk-to-q" else step["from"]["cell"]
        print(f"{t:7.2f} {d:6.2f}  {kind:9s} {where}")
    print(f"total {t:.2f} ns: logic {logic:.2f}, routing {routing:.2f}")


def main(argv):
    if len(argv) < 2 or argv[1].startswith("-"):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        with open(argv[1]) as f:
            report = json.load(f)
    except (OSError, ValueError) as e:
        print(f"{argv[1]}: {e}", file=sys.stderr)
        return 2
    paths = report.get("critical_paths", [])
    if not paths:
        print(f"{argv[1]}: no critical path in the report", file=sys.stderr)
        return 1
    for p in paths if "--all" in argv[2:] else paths[:1]:
        print(f"from {p['from']} to {p['to']}")
        show(p)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
