"""loop5_accum_varlat: running unsigned sum, replaced by res//3 + res%7
whenever res % 16 == 10; written every iteration, forever (seed loop 5).
Twin of tests/streams/loop5_accum_varlat.c."""
from hlsc import Stream, call, uint


def long_op(r):
    return r // 3 + r % 7


def loop5_accum_varlat(inp: Stream[uint(32)], out: Stream[uint(32)]):
    res = uint(32)(0)
    while True:
        res += inp.read()
        if res % 16 == 10:
            res = long_op(res)
        out.write(res)


def lcg(state):
    state = (state * 1664525 + 1013904223) & 0xFFFFFFFF
    return state, state >> 8


if __name__ == "__main__":
    inp, out = Stream(uint(32)), Stream(uint(32))
    s = 31
    for i in range(250):
        s, r = lcg(s)
        inp.write(r % 16)
    call(loop5_accum_varlat, inp, out)
    print(" ".join(str(w.value) for w in out.words))
