from hlsc import Stream, uint


def top(x: Stream[uint(8)], y: Stream[uint(8)]):
    while True:
        a = x.read()
        b = x.read()
        y.write(max(a, b))
# expect-error: 8:17: hardware value used as a Python truth value in code that runs at compile time (only if, while and conditional expressions can branch on hardware values)
