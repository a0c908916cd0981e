from hlsc import Stream, uint

NAMES = {0: 10, 1: 20}


def top(x: Stream[uint(1)], y: Stream[uint(8)]):
    while True:
        y.write(NAMES[x.read()])
# expect-error: 8:17: hardware value used as an index into a Python dict: the index must be known at compile time
