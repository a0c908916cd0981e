"""floor_div: // and % on signed hardware integers floor like Python
(including the most negative value divided by -1, which wraps), with
hardware and constant divisors."""
from hlsc import Stream, sint, call
S = sint(12)
def floor_div(a: Stream[S], b: Stream[sint(5)], y: Stream[S]):
    while True:
        x, d = a.read(), b.read()
        y.write(x // d)
        y.write(x % d)
        y.write(x // 7)
        y.write(-x % 5)
        y.write(x // -3)
if __name__ == "__main__":
    a, b, y = Stream(S), Stream(sint(5)), Stream(S)
    s = 3
    pairs = [(-2048, -1), (2047, -1), (-7, 2), (7, -2), (-7, -2), (0, 5)]
    for i in range(80):
        s = (s * 69069 + 1) & 0xFFFFFFFF
        x, d = pairs[i] if i < len(pairs) else ((s >> 8) % 4096 - 2048, (s >> 20) % 31 - 15 or 1)
        a.write(x); b.write(d)
    call(floor_div, a, b, y)
    print([w.value for w in y.words][:30])
