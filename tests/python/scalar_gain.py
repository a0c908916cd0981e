"""scalar_gain: x * gain + offset on a signed stream with two scalar
inputs, wrapping around like the C design's unsigned arithmetic. Twin of
tests/streams/scalar_gain.c."""
from hlsc import Stream, call, sint

I32 = sint(32)


def scalar_gain(inp: Stream[I32], out: Stream[I32], gain: I32, offset: I32):
    while True:
        out.write(inp.read() * gain + offset)


if __name__ == "__main__":
    inp, out = Stream(I32), Stream(I32)
    for i in range(-5, 5):
        inp.write(i)
    s = 43
    for i in range(190):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        inp.write((s >> 8) % 100001 - 50000)
    call(scalar_gain, inp, out, I32(-3), I32(1000))
    print([w.value for w in out.words])
