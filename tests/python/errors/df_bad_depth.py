from hlsc import Stream, uint


def copy(i: Stream[uint(8)], o: Stream[uint(8)]):
    while True:
        o.write(i.read())


def top(i: Stream[uint(8)], o: Stream[uint(8)]):
    m = Stream(uint(8), depth=-1)
    copy(i, m)
    copy(m, o)
# expect-error: 10:9: ValueError: the depth of a Stream must be a Python int from 0 to 65536
