from hlsc import Stream, uint

SCALE = 0


def top(x: Stream[uint(8)], y: Stream[uint(8)]):
    k = 100 // SCALE
    y.write(x.read() + k)
# expect-error: 7:9: ZeroDivisionError: integer division or modulo by zero
