"""loop4_accum: running sum of a signed stream, reset to 0 whenever it
equals 10, written every iteration, forever (seed loop 4). Twin of
tests/streams/loop4_accum.c."""
from hlsc import Stream, call, sint


def loop4_accum(inp: Stream[sint(32)], out: Stream[sint(32)]):
    res = sint(32)(0)
    while True:
        res += inp.read()
        if res == 10:
            res = 0          # a Python int meeting a hardware value: a constant
        out.write(res)


def lcg(state):
    state = (state * 1664525 + 1013904223) & 0xFFFFFFFF
    return state, state >> 8


if __name__ == "__main__":
    inp, out = Stream(sint(32)), Stream(sint(32))
    s, res = 5, 0
    for i in range(250):
        s, r = lcg(s)
        step = r % 5 + (-1 if res < 10 else -3)
        inp.write(step)
        res += step
        if res == 10:
            res = 0
    call(loop4_accum, inp, out)
    print(" ".join(str(w.value) for w in out.words))
