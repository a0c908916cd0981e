"""loop6_accum_break: sums words until the sum reaches the scalar limit and
returns the sum (seed loop 6): a scalar parameter, a return value, several
calls. Twin of tests/streams/loop6_accum_break.c."""
from hlsc import Stream, uint


def loop6_accum_break(inp: Stream[uint(32)], limit: uint(32)) -> uint(32):
    res = uint(32)(0)
    while True:
        t = inp.read()
        res += t
        if res >= limit:
            break
    return res


def lcg(state):
    state = (state * 1664525 + 1013904223) & 0xFFFFFFFF
    return state, state >> 8


if __name__ == "__main__":
    inp = Stream(uint(32))
    s = 77
    for i in range(200):
        s, r = lcg(s)
        inp.write(r % 100)
    for c, limit in enumerate([500, 1000, 37, 0, 2000, 1, 333]):
        r = loop6_accum_break(inp, uint(32)(limit))
        print("call", c, "limit", limit, "->", r.value)
