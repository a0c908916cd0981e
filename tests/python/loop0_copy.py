"""loop0_copy: copies a signed 32-bit stream forever (seed loop 0); the
twin of tests/streams/loop0_copy.c, with the same input words."""
from hlsc import Stream, call, sint


def loop0_copy(inp: Stream[sint(32)], out: Stream[sint(32)]):
    while True:
        out.write(inp.read())


def lcg(state):
    state = (state * 1664525 + 1013904223) & 0xFFFFFFFF
    return state, state >> 8


if __name__ == "__main__":
    inp, out = Stream(sint(32)), Stream(sint(32))
    s = 1
    for i in range(200):
        s, r = lcg(s)
        inp.write(r % 2000001 - 1000000)
    call(loop0_copy, inp, out)
    print(" ".join(str(w.value) for w in out.words))
    print(len(out.words), "words")
