"""wide_scalar: a uint(128) and a sint(200) scalar parameter and a
uint(192) return value of the top (tests/python/errors/wide_scalar.py while
top ports were at most 64 bits): each is one port of its width, and the
cosim drives them with the values the testbench passed."""
from hlsc import Stream, sint, uint, call
U, S, R = uint(128), sint(200), uint(192)
def wide_scalar(k: U, b: S, y: Stream[U]) -> R:
    y.write(k + 1)
    r = R(k) ^ (R(b) << 3)
    if b < 0:
        r = ~r
    return r + R(k >> 100)
if __name__ == "__main__":
    for k, b in [(0, 5), (2**128 - 1, -(2**150) - 12345), (2**127 + 99, 2**198 + 3)]:
        y = Stream(U)
        r = call(wide_scalar, U(k), S(b), y)
        print(hex(r.value), [hex(w.value) for w in y.words])
