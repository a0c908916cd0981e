from hlsc import Stream, uint

TABLE = [1, 2, 4, 8]


def top(x: Stream[uint(2)], y: Stream[uint(8)]):
    while True:
        y.write(TABLE[x.read()])
# expect-error: 8:17: hardware value used as an index into a Python list: the index must be known at compile time
