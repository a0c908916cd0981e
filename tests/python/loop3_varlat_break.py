"""loop3_varlat_break: reads t, replaces a nonzero t by a multiplicative hash
(a long operation), writes it, returns once the result exceeds a threshold
(seed loop 3). Twin of tests/streams/loop3_varlat_break.c."""
from hlsc import Stream, call, uint

THRESH = 0x1E00000


def long_op(t):
    return (t * 2654435761) >> 7


def loop3_varlat_break(inp: Stream[uint(32)], out: Stream[uint(32)]):
    while True:
        t = inp.read()
        if t:
            t = long_op(t)
        out.write(t)
        if t > THRESH:
            break


def lcg(state):
    state = (state * 1664525 + 1013904223) & 0xFFFFFFFF
    return state, state >> 8


if __name__ == "__main__":
    inp, out = Stream(uint(32)), Stream(uint(32))
    s, words, n, calls = 2024, [], 0, 0
    for i in range(300):
        s, r = lcg(s)
        w = 0 if r & 3 == 0 else (r * 2246822519) & 0xFFFFFFFF
        words.append(w)
        if w and long_op(uint(32)(w)) > THRESH:
            n, calls = i + 1, calls + 1
    for w in words[:n]:
        inp.write(w)
    for c in range(calls):
        call(loop3_varlat_break, inp, out)
        print("call", c, [w.value for w in out.words[out.head:]])
        out.head = len(out.words)
