from hlsc import Stream, uint

TAPS = [1, 2, 3, 4, 5]


def top(x: Stream[uint(8)], y: Stream[uint(8)]):
    if len(TAPS) % 2:
        raise ValueError("an even number of taps is needed, not %d" % len(TAPS))
    while True:
        y.write(x.read())
# expect-error: 8:9: raised at compile time: ValueError: an even number of taps is needed, not 5
