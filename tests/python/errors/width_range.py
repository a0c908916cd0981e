from hlsc import Stream, uint


def top(x: Stream[uint(8)], y: Stream[uint(2000)]):
    y.write(x.read())
# expect-error: 4:39: ValueError: width 2000 is out of range (1..1024 bits) (while the module was imported)
