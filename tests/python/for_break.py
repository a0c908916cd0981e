"""for_break: a for loop over a Python range() left by a break on a
hardware value: a hardware loop (issue 26, seed 003), not 64 unrolled
copies. The counter is used as a Python int would be: in arithmetic with
hardware values and with Python ints, as an array index, written out."""
from hlsc import Array, Stream, call, uint

N = 64


def packet(inp):
    acc = uint(32)(0)
    for i in range(N):
        w = inp.read()
        if w == 0:
            break                          # hardware: ends the packet
        acc += w * (i * 3 + 1)             # i * 3 + 1 is exact: up to 190
    return acc, i                          # i: where the loop stopped


def for_break(inp: Stream[uint(16)], out: Stream[uint(32)]):
    while True:
        acc, n = packet(inp)
        out.write(acc)
        out.write(n - 70)                  # a Python int's value: negative


if __name__ == "__main__":
    inp, out = Stream(uint(16)), Stream(uint(32))
    s = 5
    for p in range(12):
        n = [0, 1, 63, 64, 70, 5][p % 6]   # runs to the end, and past it
        for k in range(n):
            s = (s * 69069 + 1) & 0xFFFFFFFF
            inp.write(((s >> 8) & 0xFFF) | 1)
        if n < 64:
            inp.write(0)
    call(for_break, inp, out)
    print([w.value for w in out.words])
