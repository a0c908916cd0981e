from hlsc import Stream, uint


def top(x: Stream[uint(8)], y: Stream[uint(8)]):
    print("compiling top")      # Python values: printed while compiling
    while True:
        v = x.read()
        print(v)
        y.write(v)
# expect-error: 8:9: print of a hardware value is not supported yet (print runs at compile time; the hardware has no output for it)
