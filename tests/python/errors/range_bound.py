from hlsc import Stream, uint


def top(x: Stream[uint(8)], y: Stream[uint(8)]):
    n = x.read()
    for i in range(n):
        y.write(i)
# expect-error: 6:14: hardware value used as a range() bound: an unrolled loop needs a count known at compile time (write a while loop for a hardware count)
