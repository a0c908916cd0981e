"""reverse_buf: an Array made inside the top is a RAM, fresh in every call:
reads a block of N words into it, then writes them out reversed; returns
the block's sum. Called several times."""
from hlsc import Array, Stream, uint

N = 8


def reverse_buf(inp: Stream[uint(12)], out: Stream[uint(12)]) -> uint(16):
    buf = Array(uint(12), N)
    total = uint(16)(0)
    i = uint(4)(0)
    while i < N:
        w = inp.read()
        buf[i] = w
        total += w
        i += 1
    while i != 0:
        i -= 1
        out.write(buf[i])
    return total


if __name__ == "__main__":
    inp, out = Stream(uint(12)), Stream(uint(12))
    for k in range(4 * N):
        inp.write((k * 397 + 11) % 4096)
    for c in range(4):
        print(reverse_buf(inp, out).value, [w.value for w in out.words[-N:]])
