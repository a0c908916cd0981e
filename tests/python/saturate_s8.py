"""saturate_s8: v = 2x + bias saturated to sint(8), forever; a signed
scalar input. Twin of tests/streams/saturate_s8.c (every value once, in
the same order)."""
from hlsc import Stream, call, sint

S8 = sint(8)


def saturate_s8(inp: Stream[S8], out: Stream[S8], bias: S8):
    while True:
        v = 2 * sint(32)(inp.read()) + bias
        if v > 127:
            v = sint(32)(127)
        if v < -128:
            v = sint(32)(-128)
        out.write(v)


if __name__ == "__main__":
    inp, out = Stream(S8), Stream(S8)
    for i in range(256):
        inp.write(((i * 77 + 5) & 255) - 128)
    call(saturate_s8, inp, out, S8(-45))
    print([w.value for w in out.words])
