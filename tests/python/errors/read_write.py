from hlsc import Stream, uint


def top(x: Stream[uint(8)]):
    v = x.read()
    x.write(v + 1)
# expect-error: 6:5: stream 'x' is both read and written by the top function; a stream port has one direction
