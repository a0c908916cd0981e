from hlsc import Stream, uint


def top(x: Stream[uint(8)], n):
    x.read()
# expect-error: 4:29: parameter 'n' of the top function needs a hardware annotation: Stream[uint(N)], Array[uint(N), depth] or uint(N)/sint(N)
