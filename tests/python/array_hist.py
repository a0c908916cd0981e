"""array_hist: reads n words, counts hist[w & 15] += 1 in an array
parameter (an external memory), returns the largest bucket. Called four
times on one histogram that is not cleared between calls. Twin of
tests/streams/array_hist.c (same words, same calls)."""
from hlsc import Array, Stream, sint, uint


def array_hist(inp: Stream[uint(32)], hist: Array[uint(32), 16],
               n: sint(32)) -> uint(32):
    i = sint(32)(0)
    while i < n:
        w = inp.read()
        hist[w & 15] += 1
        i += 1
    mx = uint(32)(0)
    b = uint(5)(0)
    while b < 16:
        if hist[b] > mx:
            mx = hist[b]
        b += 1
    return mx


if __name__ == "__main__":
    inp, hist = Stream(uint(32)), Array(uint(32), 16)
    s = 41
    for c, n in enumerate([50, 0, 100, 7]):
        for i in range(n):
            s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
            r = s >> 8
            if c == 2 and r & 0x300:
                r = (r & ~15) | (3 if r & 0x400 else 12)
            inp.write(r)
        m = array_hist(inp, hist, n)
        print("call", c, "n", n, "max", m.value, [h.value for h in hist])
