from hlsc import Stream, uint


def top(x: Stream[uint(8)], y: Stream[uint(8)]):
    while True:
        v = x.read()
        if v == 0:
            raise ValueError
        y.write(v)
# expect-error: 8:13: raise under a hardware condition is not supported (hardware has no exceptions): ValueError
