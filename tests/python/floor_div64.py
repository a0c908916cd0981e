"""floor_div64: // and % on 64-bit signed hardware integers floor like
Python, with the most negative value divided by -1 (which wraps to itself)
and divisors of every sign, hardware and constant."""
from hlsc import Stream, sint, call
S = sint(64)
def floor_div64(a: Stream[S], b: Stream[S], y: Stream[S]):
    while True:
        x, d = a.read(), b.read()
        y.write(x // d)
        y.write(x % d)
        y.write(x // -3)
        y.write(x % 1000003)
if __name__ == "__main__":
    a, b, y = Stream(S), Stream(S), Stream(S)
    lo, hi = -2**63, 2**63 - 1
    pairs = [(lo, -1), (lo, 1), (hi, -1), (lo, lo), (hi, lo), (lo, hi),
             (-7, 2), (7, -2), (-7, -2), (0, -5), (lo, 3), (hi, -3)]
    s = 5
    for i in range(60):
        s = (s * 6364136223846793005 + 1442695040888963407) % 2**64
        if i < len(pairs):
            x, d = pairs[i]
        else:
            x = s - 2**63
            d = (s >> (s % 61)) % 2**(s % 60 + 2) - 2**(s % 60 + 1) or 1
        a.write(x); b.write(d)
    call(floor_div64, a, b, y)
    print([w.value for w in y.words][:24])
