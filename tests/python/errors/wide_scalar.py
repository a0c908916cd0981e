from hlsc import Stream, uint


def top(k: uint(128), y: Stream[uint(128)]):
    y.write(k + 1)
# expect-error: 4:1: parameter 'k' is wider than 64 bits
