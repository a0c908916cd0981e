"""preproc_marker: hlsc.preproc keeps a value in the preprocessor (seed
003's PyBytecodeInPreproc; issue 26): a hardware integer made at compile
time stays a compile-time value, through an if on a hardware value, so
Python can count with it and its arithmetic wraps at compile time; a loop
over preproc(range(...)) stays unrolled though it breaks on hardware."""
from hlsc import Stream, call, preproc, uint


def preproc_marker(x: Stream[uint(8)], y: Stream[uint(8)]):
    while True:
        k = preproc(uint(8)(250))
        v = x.read()
        if v > 100:
            y.write(v)
        else:
            y.write(v + 1)
        for _ in range(int(k) % 7):        # k is still known: 5 writes
            y.write(v ^ 1)
        y.write(v + (k + 10))              # 260 wraps to 4 at compile time
        for j in preproc(range(12)):       # unrolled: a break on hardware
            w = x.read()
            if w == 0:
                break
            y.write(w + j)


if __name__ == "__main__":
    x, y = Stream(uint(8)), Stream(uint(8))
    for i in range(120):
        x.write(0 if i % 9 == 4 else (i * 37 + 5) & 0xFF)
    call(preproc_marker, x, y)
    print([w.value for w in y.words])
