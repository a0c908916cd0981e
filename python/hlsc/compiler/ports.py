"""ports.py - the top's stream parameters at compile time.

A Port stands for a Stream[T] parameter: read/write/empty/full emit the
same stream operations as hlsc.h's functions in C (llvm.py writes them as
calls of __hlsc_stream_read/write/empty/full). A stream port has one
direction: reading and writing the same port is reported where the second
kind of access is.
"""

from .. import hw
from .values import B, to_type


class PortError(Exception):
    pass


class Port:
    def __init__(self, index, name, elem):
        self.index = index
        self.name = name
        self.elem = elem
        self.direction = None  # "in" or "out", from the first access

    def _use(self, direction):
        if self.direction is None:
            self.direction = direction
        elif self.direction != direction:
            raise PortError("stream '%s' is both read and written by the top "
                            "function; a stream port has one direction"
                            % self.name)

    def read(self):
        self._use("in")
        return B.emit("sread", self.elem, [], port=self)

    def empty(self):
        self._use("in")
        return B.emit("sempty", hw.BIT, [], port=self)

    def write(self, v):
        self._use("out")
        B.emit("swrite", None, [to_type(v, self.elem)], port=self)

    def full(self):
        self._use("out")
        return B.emit("sfull", hw.BIT, [], port=self)

    def __getattr__(self, name):
        raise AttributeError("stream '%s' has read, write, empty and full, "
                             "no '%s'" % (self.__dict__.get("name", "?"), name))

    def __repr__(self):
        return "<stream port %s: %r>" % (self.name, self.elem)

    def __bool__(self):
        return True
