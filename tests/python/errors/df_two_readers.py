from hlsc import Stream, uint


def copy(i: Stream[uint(8)], o: Stream[uint(8)]):
    while True:
        o.write(i.read())


def top(i: Stream[uint(8)], o: Stream[uint(8)], p: Stream[uint(8)]):
    m = Stream(uint(8))
    copy(i, m)
    copy(m, o)
    copy(m, p)
# expect-error: 10:5: region @top: channel @m has 2 readers: @copy_2.i, @copy_3.i
