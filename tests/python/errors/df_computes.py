from hlsc import Stream, uint


def copy(i: Stream[uint(8)], o: Stream[uint(8)]):
    while True:
        o.write(i.read())


def top(i: Stream[uint(8)], o: Stream[uint(8)]):
    m = Stream(uint(8))
    n = 3
    copy(i, m)
    copy(m, o)
# expect-error: 11:5: dataflow region 'top' computes in its own body: a region (a function that creates Streams) may only create streams and call its processes; move this into a process
