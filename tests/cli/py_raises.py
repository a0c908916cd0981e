"""py_raises: a Python testbench that raises after the first call; cosim
quotes the exception (the traceback's last line), not "Traceback"."""
from hlsc import Stream, call, sint


def py_raises(inp: Stream[sint(16)], out: Stream[sint(16)]):
    out.write(inp.read() + 1)


if __name__ == "__main__":
    inp, out = Stream(sint(16)), Stream(sint(16))
    inp.write(3)
    call(py_raises, inp, out)
    raise ValueError("the testbench gave up")
