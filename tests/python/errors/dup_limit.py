from hlsc import Stream, uint


def top(x: Stream[uint(8)], y: Stream[uint(8)]):
    v = x.read()
    n = 0
    if v[0]:
        n = n + 1
    if v[1]:
        n = n + 2
    if v[2]:
        n = n + 4
    if v[3]:
        n = n + 8
    if v[4]:                               # 32 values of n: too many copies
        n = n + 16
    y.write(v + len(str(n)))
# expect-error: 15:5: the code after this if would be copied more than 16 times: its sides leave 'n' with different Python values (make them hardware values, e.g. uint(8)(...))
