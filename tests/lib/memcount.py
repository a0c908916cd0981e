#!/usr/bin/env python3
"""memcount.py REPORT.json MODULE.v: the report's on-chip memories agree
with the Verilog: "memories" is the number of arrays (`reg [..] NAME
[a:b];`) the file declares and "memory_bits" their bits. A report without
"memories" (a dataflow region's) is not checked. Exit 0 when they agree
(or when unchecked), 1 with a line saying what differs."""
import json
import re
import sys

ARRAY = re.compile(
    r"^\s*reg\s+(?:signed\s+)?(?:\[(\d+):(\d+)\]\s*)?\w+\s*\[(\d+):(\d+)\]",
    re.M)


def main():
    rep = json.load(open(sys.argv[1]))
    if "memories" not in rep:
        return 0
    n = bits = 0
    for m in ARRAY.finditer(open(sys.argv[2]).read()):
        width = int(m.group(1)) - int(m.group(2)) + 1 if m.group(1) else 1
        bits += width * (abs(int(m.group(4)) - int(m.group(3))) + 1)
        n += 1
    if (rep["memories"], rep["memory_bits"]) == (n, bits):
        return 0
    print(f"report: {rep['memories']} memories of {rep['memory_bits']} bits;"
          f" the Verilog declares {n} arrays of {bits} bits")
    return 1


sys.exit(main())
