from hlsc import Stream, uint


def top(x: Stream[uint(8)], y: Stream[uint(80)]):
    y.write(x.read())
# expect-error: 4:39: ValueError: width 80 is out of range (1..64 bits) (while the module was imported)
