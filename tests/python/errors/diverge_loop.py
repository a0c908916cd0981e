from hlsc import Stream, uint


def top(x: Stream[uint(8)], y: Stream[uint(8)]):
    i = 0
    while True:
        y.write(x.read() + i)
        i += 1
# expect-error: 6:5: 'i' is the Python value 0 on entry to the hardware loop at line 6 and the Python value 1 after an iteration: a Python value cannot change across the iterations of a hardware loop (make it a hardware value, e.g. uint(N)(...), or unroll the loop)
