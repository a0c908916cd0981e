from hlsc import Stream, uint


def top(x: Stream[uint(8)], y: Stream[uint(8)]):
    n = 0

    def bump():
        nonlocal n
        n += 1
    while True:
        y.write(x.read())
# expect-error: 8:9: 'nonlocal' in a def inside a hardware function is not supported: it reads the hardware function's locals but cannot assign them or module globals
