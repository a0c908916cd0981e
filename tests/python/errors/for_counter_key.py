from hlsc import Stream, uint

GAIN = {k: k * 3 for k in range(16)}


def top(x: Stream[uint(8)], y: Stream[uint(16)]):
    while True:
        for i in range(16):
            w = x.read()
            if w == 0:
                break
            y.write(w * GAIN[i])
# expect-error: 12:25: the counter of a for loop that is a hardware loop (its first iteration breaks or continues on a hardware value) is used where Python needs its value; use it in hardware only, or write 'for ... in unroll(range(...))' to unroll the loop
