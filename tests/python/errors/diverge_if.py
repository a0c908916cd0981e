from hlsc import Stream, uint


def top(x: Stream[uint(8)], y: Stream[uint(8)]):
    count = 0
    v = x.read()
    if v > 3:
        count = count + 1
    y.write(v + count)
# expect-error: 9:17: 'count' has no single Python value here: the paths that meet at line 7 disagree (it is the Python value 1 on one path and the Python value 0 on another)
