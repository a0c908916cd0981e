"""_record.py - the reference run of a Python testbench for `hlsc cosim`.

    python3 -m hlsc._record TB.py TOP RECORD_FILE

runs TB.py as __main__ natively (the hlsc package's streams and hardware
integers behave like the hardware) and records every call of the function
named TOP at its boundary, in the record format of hlsc's C testbenches
(src/sim/record.c), one call after another:
    call
    scalar P HEX            one per hardware-integer parameter
    memin P N HEX...        one per Array parameter: its words before the call
    words P N HEX...        one per stream parameter: words read or written
    memout P N HEX...       the Array's words after the call
    ret HEX
    return | stop P         returned, or ended by a read of empty stream P
Values are masked to the port's width. Calls are found with a profile hook
(sys.setprofile) on the code of the function the testbench names TOP
(defined there or imported, also under another name), so the testbench
calls the top in any way it likes (directly, or through hlsc.call for a
free-running process). A dataflow region (hlsc.dataflow) is recorded
like any top; when its processes deadlock with no input of the top to wait
for, the run fails (status 121) naming them, as a C region's does.
"""

import os
import runpy
import sys

from . import dataflow, hw


class Recorder:
    def __init__(self, top, out):
        self.top = top
        self.out = out
        self.code = None
        self.active = None   # (frame, ports, positions)
        self.kinds = None

    def _ports(self, frame):
        code = frame.f_code
        names = code.co_varnames[:code.co_argcount]
        return [(i, n, frame.f_locals.get(n)) for i, n in enumerate(names)]

    def begin(self, frame):
        if self.active is not None:
            return  # a recursive call: part of the outer one
        ports = self._ports(frame)
        w = self.out.write
        w("call\n")
        pos = {}
        for i, name, v in ports:
            if isinstance(v, hw.Array):
                self.dump(w, "memin", i, v)
            elif isinstance(v, hw.Stream):
                pos[i] = (v.head, len(v.words))
            elif isinstance(v, hw.Int):
                w("scalar %d %x\n" % (i, v.value & v.type.mask))
            elif isinstance(v, int):
                w("scalar %d %x\n" % (i, v & ((1 << 64) - 1)))
        hw.Stream.stopped_on = None
        self.active = (frame, ports, pos)

    @staticmethod
    def dump(w, tag, i, arr):
        w("%s %d %d%s\n" % (tag, i, len(arr.data), "".join(
            " %x" % (x.value & x.type.mask) for x in arr.data)))

    def end(self, frame, ret):
        f0, ports, pos = self.active
        if frame is not f0:
            return
        self.active = None
        w = self.out.write
        stop = -1
        stopped = hw.Stream.stopped_on
        for i, name, v in ports:
            if isinstance(v, hw.Array):
                self.dump(w, "memout", i, v)
            if not isinstance(v, hw.Stream):
                continue
            head0, len0 = pos[i]
            if v is stopped:
                stop = i
            if v.head != head0:
                words = v.words[head0:v.head]
            else:
                words = v.words[len0:]
            w("words %d %d%s\n" % (i, len(words), "".join(
                " %x" % (x.value & x.type.mask) for x in words)))
        if stopped is not None and stop < 0:
            sys.stderr.write("hlsc cosim: the top stopped at an empty read of "
                             "a stream that is not its argument\n")
            sys.exit(121)
        if isinstance(ret, hw.Int):
            w("ret %x\n" % (ret.value & ret.type.mask))
        elif isinstance(ret, int) and not isinstance(ret, bool):
            w("ret %x\n" % (ret & ((1 << 64) - 1)))
        else:
            w("ret 0\n")
        w("stop %d\n" % stop if stopped is not None else "return\n")
        self.out.flush()

    def target(self):
        """The code of the function the testbench knows as TOP (it may be
        imported under that name), once it is defined."""
        if self.code is None:
            main = sys.modules.get("__main__")
            fn = getattr(main, self.top, None) if main else None
            self.code = getattr(fn, "__code__", None)
        return self.code

    def hook(self, frame, event, arg):
        # a dataflow region runs as its runner (hlsc.dataflow), whose code
        # stands for the region's
        code = dataflow.original_code(frame.f_code)
        if event == "call" and (code is self.target() or (
                self.code is None and code.co_name == self.top)):
            self.code = code
            self.begin(frame)
        elif event == "return" and self.active is not None and \
                frame is self.active[0]:
            # on an exception (the empty read that ends a call) arg is None
            self.end(frame, arg if hw.Stream.stopped_on is None else None)


def main(argv):
    if len(argv) != 4:
        sys.stderr.write("usage: python3 -m hlsc._record TB.py TOP RECORD\n")
        return 2
    tb, top, rec = argv[1], argv[2], argv[3]
    sys.path.insert(0, os.path.dirname(os.path.abspath(tb)))
    sys.argv = [tb]
    with open(rec, "w") as out:
        r = Recorder(top, out)
        sys.setprofile(r.hook)
        try:
            runpy.run_path(tb, run_name="__main__")
        except dataflow.DataflowDeadlock as e:
            sys.setprofile(None)
            sys.stderr.write("hlsc cosim: the dataflow region deadlocked in "
                             "the Python program: %s\n" % "; ".join(
                                 "process '%s' waits on a stream that no "
                                 "process writes (read at %s)" % b
                                 for b in e.blocked))
            return 121
        finally:
            sys.setprofile(None)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
