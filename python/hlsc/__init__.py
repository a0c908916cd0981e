"""hlsc - hardware designs in Python.

    from hlsc import uint, sint, Stream

A design is a Python function whose parameters are streams
(`x: Stream[uint(16)]`) and hardware integers (`n: uint(8)`). Run by
CPython it behaves like the hardware (this package: widths, wrap-around,
signedness, FIFO streams); compiled by `hlsc design.py --top f`, every
value that does not depend on hardware is computed by CPython at compile
time and the rest becomes the hardware (docs/python.md).
"""

from .dataflow import DataflowDeadlock
from .hw import (MAX_WIDTH, Array, ArrayType, HwType, Int, Stream, StreamEmpty,
                 StreamType, call, concat, preproc, sint, uint,
                 unroll)

__all__ = ["MAX_WIDTH", "Array", "ArrayType", "DataflowDeadlock", "HwType", "Int", "Stream", "StreamEmpty",
           "StreamType", "call", "concat", "preproc", "sint", "uint",
           "unroll"]
