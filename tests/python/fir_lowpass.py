"""fir_lowpass: a 9-tap low-pass FIR whose coefficients Python designs at
compile time (a Hamming-windowed sinc, quantized to 8 fractional bits with
math and a comprehension); symmetric taps are folded (x[i] + x[N-1-i]) by
Python code that looks at the coefficient values."""
import math

from hlsc import Stream, call, sint

N, CUTOFF, FRAC = 9, 0.2, 8


def design_taps(n, fc):
    mid = (n - 1) / 2
    h = []
    for i in range(n):
        x = i - mid
        s = 2 * fc if x == 0 else math.sin(2 * math.pi * fc * x) / (math.pi * x)
        w = 0.54 - 0.46 * math.cos(2 * math.pi * i / (n - 1))
        h.append(s * w)
    g = sum(h)
    return [round(v / g * (1 << FRAC)) for v in h]


TAPS = design_taps(N, CUTOFF)
assert TAPS == TAPS[::-1]          # symmetric: fold the pairs


def fir_lowpass(inp: Stream[sint(16)], out: Stream[sint(16)]):
    x = [sint(32)(0)] * N
    while True:
        x = [sint(32)(inp.read())] + x[:-1]
        acc = sint(32)(1 << (FRAC - 1))            # rounding
        for i in range(N // 2):
            if TAPS[i]:                            # a Python decision
                acc += TAPS[i] * (x[i] + x[N - 1 - i])
        acc += TAPS[N // 2] * x[N // 2]
        out.write(sint(16)(acc >> FRAC))


if __name__ == "__main__":
    inp, out = Stream(sint(16)), Stream(sint(16))
    for k in range(150):
        tone = 8000 * math.sin(k * 0.05) + 3000 * math.sin(k * 2.5)
        inp.write(int(tone))
    call(fir_lowpass, inp, out)
    print(TAPS, [w.value for w in out.words][:20])
