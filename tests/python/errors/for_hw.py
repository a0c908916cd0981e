from hlsc import Stream, uint


def top(x: Stream[uint(8)], y: Stream[uint(8)]):
    v = x.read()
    for b in v:
        y.write(b)
# expect-error: 6:14: a for loop over a hardware value: the iterable must be known at compile time (write a while loop for a hardware count)
