from hlsc import Stream, uint


def scale(i: Stream[uint(8)], o: Stream[uint(8)], k: uint(8)):
    while True:
        o.write(i.read() * k)


def top(i: Stream[uint(8)], o: Stream[uint(8)], k: uint(8)):
    scale(i, o, k + 1)
    m = Stream(uint(8))
# expect-error: 10:17: argument 3 of process 'scale' in dataflow region 'top' must be a parameter of the region, a Python int or one of its Streams
