"""fir8: 8-tap FIR over sint(16) samples (sint(32) out), forever: the
shift register is a Python list of hardware values (registers) and the tap
loop is unrolled by Python. Same taps and samples as
tests/streams/fir8_unrolled.c (II 1 in both; docs/python.md explains the
one cycle of latency they differ by)."""
from hlsc import Stream, call, sint

TAPS = [3, -1, 7, 2, -5, 11, 4, 1]


def fir8(inp: Stream[sint(16)], out: Stream[sint(32)]):
    sr = [sint(32)(0)] * len(TAPS)
    while True:
        sr = [sint(32)(inp.read())] + sr[:-1]
        acc = sint(32)(0)
        for t, s in zip(TAPS, sr):
            acc += t * s
        out.write(acc)


if __name__ == "__main__":
    inp, out = Stream(sint(16)), Stream(sint(32))
    lcg = 99
    for i in range(300):
        lcg = (lcg * 1664525 + 1013904223) & 0xFFFFFFFF
        inp.write((lcg >> 8) & 0xFFFF)
    call(fir8, inp, out)
    print([w.value for w in out.words])
