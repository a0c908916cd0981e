from hlsc import Stream, uint

TABLE = {0: 5, 1: 7}


def top(x: Stream[uint(8)], y: Stream[uint(8)]):
    while True:
        w = x.read()
        try:
            if w == 0:
                w = w + TABLE[9]
        except KeyError:
            w = uint(8)(1)
        y.write(w)
# expect-error: 11:25: KeyError: 9 (it cannot be caught here: it was raised under a hardware condition or in a hardware loop)
