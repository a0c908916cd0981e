from hlsc import Stream, uint


def copy(i: Stream[uint(8)], o: Stream[uint(8)]):
    while True:
        o.write(i.read())


def top(i: Stream[uint(8)], o: Stream[uint(8)], n: uint(8)):
    m = Stream(uint(8))
    copy(i, m)
    if n:
        copy(m, o)
# expect-error: 12:5: dataflow region 'top' has control flow: a region (a function that creates Streams) may only call its processes; move the loop or branch into a process
