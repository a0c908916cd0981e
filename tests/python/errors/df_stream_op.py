from hlsc import Stream, uint


def copy(i: Stream[uint(8)], o: Stream[uint(8)]):
    while True:
        o.write(i.read())


def top(i: Stream[uint(8)], o: Stream[uint(8)]):
    m = Stream(uint(8))
    m.write(1)
    copy(i, m)
    copy(m, o)
# expect-error: 11:5: dataflow region 'top' uses a stream itself ('m.write'): only its processes may read or write streams
