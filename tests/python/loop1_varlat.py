"""loop1_varlat: forever, reads t and writes t//7 + t%5 when t != 0, else 0
(seed loop 1): a divider path taken conditionally, through an inlined
helper with a hardware argument. Twin of tests/streams/loop1_varlat.c."""
from hlsc import Stream, call, uint


def long_op(t):
    return t // 7 + t % 5


def loop1_varlat(inp: Stream[uint(32)], out: Stream[uint(32)]):
    while True:
        t = inp.read()
        if t:
            t = long_op(t)
        out.write(t)


def lcg(state):
    state = (state * 1664525 + 1013904223) & 0xFFFFFFFF
    return state, state >> 8


if __name__ == "__main__":
    inp, out = Stream(uint(32)), Stream(uint(32))
    s = 7
    for i in range(240):
        s, r = lcg(s)
        v = 0 if r % 3 == 0 else ((r * 191) & 0xFFFFFFFF if r & 64 else r % 1000)
        inp.write(v)
    call(loop1_varlat, inp, out)
    print(" ".join(str(w.value) for w in out.words))
