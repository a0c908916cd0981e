"""loop2_break: copies words until (and including) the first nonzero word,
then returns (seed loop 2); called once per packet. Twin of
tests/streams/loop2_break.c."""
from hlsc import Stream, call, uint


def loop2_break(inp: Stream[uint(32)], out: Stream[uint(32)]):
    while True:
        t = inp.read()
        out.write(t)
        if t:
            break


def lcg(state):
    state = (state * 1664525 + 1013904223) & 0xFFFFFFFF
    return state, state >> 8


if __name__ == "__main__":
    inp, out = Stream(uint(32)), Stream(uint(32))
    s = 99
    for p in range(8):
        zeros = 0
        if p:
            s, r = lcg(s)
            zeros = r % 40
        for i in range(zeros):
            inp.write(0)
        s, r = lcg(s)
        inp.write(1 + r % 100000)
    for p in range(8):
        call(loop2_break, inp, out)
        print("call", p, len(out), "words")
        while not out.empty():
            out.read()
