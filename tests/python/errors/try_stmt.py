from hlsc import Stream, uint


def top(x: Stream[uint(8)], y: Stream[uint(8)]):
    while True:
        try:
            y.write(x.read())
        except ValueError:
            pass
# expect-error: 6:9: try statements are not supported in hardware functions yet
