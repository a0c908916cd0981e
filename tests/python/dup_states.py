"""dup_states: an if on a hardware value whose sides leave a local with
different Python values, which the code after it uses as Python values (a
dict key, a count, a string): that code runs once per value (seed 003: a
block reached with different preprocessor states is duplicated; issue 26).
Also the two-path case of an int (the former error test diverge_if)."""
from hlsc import Stream, call, uint

OPS = {"add": 7, "sub": 3, "xor": 0x5A}


def dup_states(x: Stream[uint(8)], y: Stream[uint(8)]):
    while True:
        v = x.read()
        mode = "add"
        if v > 100:
            mode = "sub"
        elif v > 50:
            mode = "xor"
        k = OPS[mode]                       # a Python lookup per copy
        if mode == "sub":                   # decided at compile time
            r = v - k
        elif mode == "xor":
            r = v ^ k
        else:
            r = v + k
        count = 0
        if r > 3:
            count = count + 1
        for _ in range(count + 1):          # a Python count per copy
            y.write(r + count + len(mode))


if __name__ == "__main__":
    x, y = Stream(uint(8)), Stream(uint(8))
    for i in range(64):
        x.write((i * 37 + 11) & 0xFF)
    call(dup_states, x, y)
    print([w.value for w in y.words])
