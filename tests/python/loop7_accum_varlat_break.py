"""loop7_accum_varlat_break: sums words until sum % 8 == 3, then returns
(t * 40503) % 65521 of the last word t (seed loop 7). Twin of
tests/streams/loop7_accum_varlat_break.c."""
from hlsc import Stream, call, uint


def long_op(t):
    return (t * 40503) % 65521


def loop7_accum_varlat_break(inp: Stream[uint(32)]) -> uint(32):
    res = uint(32)(0)
    while True:
        t = inp.read()
        res += t
        if res % 8 == 3:
            res = long_op(t)
            break
    return res


def lcg(state):
    state = (state * 1664525 + 1013904223) & 0xFFFFFFFF
    return state, state >> 8


if __name__ == "__main__":
    inp = Stream(uint(32))
    s, words, n, calls, res = 4242, [], 0, 0, 0
    for i in range(300):
        s, r = lcg(s)
        words.append(r % 1000)
        res += words[-1]
        if res % 8 == 3:
            res, n, calls = 0, i + 1, calls + 1
    for w in words[:n]:
        inp.write(w)
    for c in range(calls):
        print(call(loop7_accum_varlat_break, inp).value)
