from hlsc import Stream, uint


def copy(i: Stream[uint(8)], o: Stream[uint(8)]):
    while True:
        o.write(i.read())


def top(i: Stream[uint(8)], o: Stream[uint(8)]):
    spare = Stream(uint(8), depth=4)
    copy(i, o)
# expect-error: 10:5: stream 'spare' of dataflow region 'top' is passed to no process
