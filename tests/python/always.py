"""always: a Python top named after a Verilog keyword, with a stream `inp`
beside a scalar `inp_tvalid` (the stream's valid port would have its name)
and parameters named `reg` and `clk` (docs/user-guide.md, "Port names")."""
from hlsc import Stream, sint


def always(inp: Stream[sint(32)], inp_tvalid: sint(32), reg: sint(32),
           clk: sint(32), out: Stream[sint(32)]) -> sint(32):
    s = sint(32)(0)
    i = sint(32)(0)
    while i < 4:
        v = inp.read() * reg + inp_tvalid
        out.write(v + clk)
        s += v
        i += 1
    return s


if __name__ == "__main__":
    inp, out = Stream(sint(32)), Stream(sint(32))
    for c in range(2):
        for i in range(4):
            inp.write(i * 7 - c)
        r = always(inp, c + 1, 3 - c, 5, out)
        words = []
        while not out.empty():
            words.append(out.read().value)
        print(c, r.value, words)
