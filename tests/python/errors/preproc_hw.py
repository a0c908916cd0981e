from hlsc import Stream, preproc, uint


def top(x: Stream[uint(8)], y: Stream[uint(8)]):
    while True:
        v = x.read()
        y.write(preproc(v + 1))
# expect-error: 7:17: preproc() of a value that depends on hardware: only a value computed at compile time can stay in the preprocessor
