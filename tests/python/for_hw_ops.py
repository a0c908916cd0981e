"""for_hw_ops: for loops over Python ranges whose first iteration continues
or breaks on a hardware value become hardware loops (seed 003; issue 26);
their counter computes as the Python int it stands for. A descending range
with a continue, a for/else, the counter in arithmetic on either side of
hardware values and Python ints (shifts, floor division and modulo of
negative values, negation), as an Array index, as an index into a Python
list of ints and into a list of hardware registers, after the loop; and a
loop over unroll(range(...)) that stays unrolled."""
from hlsc import Array, Stream, call, sint, uint, unroll

GAIN = [(k * 37) % 11 - 5 for k in range(45)]   # Python ints, some < 0


def sums(inp):
    acc = sint(32)(0)
    for i in range(40, -5, -3):            # 40, 37, ..., -2: 15 iterations
        w = inp.read()
        if w[0]:
            continue                       # odd words are skipped
        acc += (w >> 1) * i - (1 << (i & 7)) + (i * 7 - 30) // 4
        acc ^= (-i) % 5 + (i >> 2)
        acc += w * GAIN[i + 4] + GAIN[-i] * 1000
    return acc


def find(inp, buf):
    for k in range(3, 30):                 # 27 iterations, with an else
        w = inp.read()
        buf[k] = w
        if w > 240:
            found = uint(8)(k)
            break
    else:
        found = uint(8)(255)
    return found + k                       # k: last value or the break's


def fixed(inp, regs):
    t = uint(16)(0)
    for m in range(12):                    # a hardware loop over registers
        w = inp.read()
        if w == 3:
            break
        t += regs[m % 4] * m
        regs[m % 4 - 4] = w               # negative indices, as Python's
    for j in unroll(range(10)):            # unrolled, though it breaks
        w = inp.read()
        if w == 7:
            break
        t += w * j
    return t


def for_hw_ops(inp: Stream[uint(8)], out: Stream[uint(32)]):
    buf = Array(uint(8), 32)
    regs = [uint(8)(1), uint(8)(2), uint(8)(3), uint(8)(4)]
    while True:
        out.write(sums(inp))
        f = find(inp, buf)
        out.write(f)
        out.write(buf[f & 31])
        out.write(fixed(inp, regs))


if __name__ == "__main__":
    inp, out = Stream(uint(8)), Stream(uint(32))
    s = 77
    for p in range(8):
        for k in range(15 + 27 + 10):
            s = (s * 69069 + 1) & 0xFFFFFFFF
            inp.write((s >> 9) & 0xFF)
    call(for_hw_ops, inp, out)
    print([w.value for w in out.words])
