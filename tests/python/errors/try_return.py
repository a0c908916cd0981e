from hlsc import Stream, uint


def top(x: Stream[uint(8)], y: Stream[uint(8)]) -> uint(8):
    try:
        return x.read()
    finally:
        y.write(1)
# expect-error: 6:9: 'return' inside a try statement is not supported yet
