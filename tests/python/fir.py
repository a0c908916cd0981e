"""fir: a 4-tap FIR over a stream with coefficients computed by Python and a
threshold; the example of README.md."""
from hlsc import uint, Stream, call

TAPS = [3, -7, 12, 25]            # any Python: computed at compile time


def fir(x: Stream[uint(16)], y: Stream[uint(32)]):
    hist = [uint(16)(0)] * len(TAPS)   # a Python list of hardware values: registers
    while True:                        # hardware-dependent control: stays a loop
        v = x.read()
        hist = [v] + hist[:-1]
        acc = uint(32)(0)
        for c, h in zip(TAPS, hist):   # loop over Python values: unrolled
            acc += c * uint(32)(h)
        if acc > 1000:                 # hardware condition: both branches are hardware
            acc = acc - 1000
        y.write(acc)


if __name__ == "__main__":
    x, y = Stream(uint(16)), Stream(uint(32))
    seed = 1
    for i in range(200):
        seed = (seed * 1103515245 + 12345) % (1 << 31)
        x.write(seed >> 12)
    call(fir, x, y)
    print(" ".join(str(int(w)) for w in y.words))
