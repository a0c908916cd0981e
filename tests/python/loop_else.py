"""loop_else: while ... else on a hardware loop and for ... else on an
unrolled one: the else part runs on the paths that leave the loop without
a break."""
from hlsc import Stream, uint, call
def loop_else(x: Stream[uint(8)], y: Stream[uint(8)]):
    while True:
        n = x.read()
        i = uint(8)(0)
        while i < n:
            v = x.read()
            if v == 0:
                y.write(100)
                break
            i += 1
        else:
            y.write(i)
        for k in range(3):
            w = x.read()
            if w == 7:
                break
        else:
            y.write(55)
if __name__ == "__main__":
    x, y = Stream(uint(8)), Stream(uint(8))
    s = 1
    for i in range(300):
        s = (s * 69069 + 1) & 0xFFFFFFFF
        x.write(0 if s % 5 == 0 else 7 if s % 7 == 0 else (s >> 8) % 6)
    call(loop_else, x, y)
    print([w.value for w in y.words])
