#!/usr/bin/env python3
"""fuzz_reduce.py - reduce a program that crashed hlsc or was miscompiled.

  scripts/fuzz_reduce.py fuzz-out/SEED/prog.c [--out DIR] [--hlsc BIN]
                         [--clock-period NS]

Classifies the program as scripts/fuzz.py does (a crash, a wrong result,
or a rejection, to find what construct a common diagnostic comes from),
then runs C-Reduce on a copy (DIR/reduced.c, default
fuzz-out/reduce-NAME/) with an interestingness test that keeps a candidate
only when

  - it compiles natively without warnings that signal undefined behaviour
    (uninitialized values, missing returns, out-of-bounds constant indices),
  - it runs natively under ASan+UBSan without a report, and gives the same
    result at clang -O0 and gcc -O2 (a check against undefined behaviour
    the sanitizers miss),
  - hlsc still fails in the same way: the same crash signature, a wrong
    result (any cosim FAIL that is not a timeout or undefined behaviour),
    or the same diagnostic (names and numbers aside).

The reduced program becomes a regression test in tests/designs/ by hand
(drop the csmith.h include, keep it self-checking).
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fuzz  # noqa: E402

WARNINGS_AS_UB = ["-Werror=uninitialized", "-Werror=return-type",
                  "-Werror=array-bounds", "-Werror=implicit-function-declaration",
                  "-Werror=int-conversion", "-Werror=incompatible-pointer-types",
                  "-Werror=sometimes-uninitialized", "-Werror=main-return-type",
                  "-Werror=conditional-uninitialized", "-Werror=array-bounds-pointer-arithmetic"]


def native_result(cc, opt, prog, work, extra=()):
    """The program's result natively (stdout of a main calling the top), or
    None when it does not compile or run cleanly."""
    exe = os.path.join(work, "n-%s%s" % (os.path.basename(cc), opt))
    src = os.path.join(work, "main.c")
    with open(src, "w") as f:
        f.write('#include "%s"\n%s' % (os.path.abspath(prog), fuzz.NATIVE_MAIN))
    flags = [cc, "-std=gnu17", opt, "-I", fuzz.CSMITH_INCLUDE, "-o", exe, src]
    rc, _, _, _ = fuzz.run(flags + list(extra), 120)
    if rc != 0:
        return None
    rc, out, _, _ = fuzz.run([exe], 10)
    return out if rc == 0 else None


def interesting(cls, signature, prog, hlsc, period):
    """True when PROG is a clean program that still shows the bug."""
    work = tempfile.mkdtemp(prefix="hlsc-reduce-")
    try:
        clang_flags = ["-Wall", "-Wno-unused"] + WARNINGS_AS_UB
        if native_result("clang-19", "-O0", prog, work, clang_flags) is None:
            return False
        a = native_result("gcc", "-O2", prog, work, ["-w"])
        if a is None or a != native_result("clang-19", "-O0", prog, work, ["-w"]):
            return False
        if fuzz.native_screen(prog, work, 5):
            return False
        args = argparse.Namespace(timeout=60, max_cycles=2000000, period=period)
        got, detail = fuzz.cosim_check(hlsc, prog, work, args)
        if cls == "unsupported":
            detail = fuzz.normalize(detail)
        return got == cls and (cls == "wrong" or detail == signature)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("prog")
    ap.add_argument("--out")
    ap.add_argument("--hlsc", default=os.path.join(fuzz.ROOT, "build", "hlsc"))
    ap.add_argument("--clock-period", metavar="NS",
                    help="the clock period the program failed at (the [NS ns] of "
                    "its line in results.tsv; default hlsc's)")
    ap.add_argument("--interesting", nargs=2, metavar=("CLASS", "SIGNATURE"),
                    help="(C-Reduce's test) exit 0 when PROG still shows the bug")
    args = ap.parse_args(argv)
    os.environ.setdefault("ASAN_OPTIONS", "detect_leaks=0")
    hlsc = os.path.abspath(args.hlsc)
    if args.interesting:
        return 0 if interesting(*args.interesting, args.prog, hlsc, args.clock_period) else 1
    name = os.path.basename(os.path.dirname(os.path.abspath(args.prog)))
    out = os.path.abspath(args.out or os.path.join(fuzz.ROOT, "fuzz-out", "reduce-" + name))
    os.makedirs(out, exist_ok=True)
    work = tempfile.mkdtemp(prefix="hlsc-reduce-")
    got = fuzz.cosim_check(hlsc, args.prog, work,
                           argparse.Namespace(timeout=60, max_cycles=2000000,
                                              period=args.clock_period))
    shutil.rmtree(work, ignore_errors=True)
    if got[0] == "unsupported":
        got = (got[0], fuzz.normalize(got[1]))
    elif got[0] not in fuzz.BUGS:
        print("fuzz_reduce: %s is '%s' (%s), not a bug" % (args.prog, got[0], got[1]))
        return 2
    print("fuzz_reduce: reducing a %s: %s" % got)
    reduced = os.path.join(out, "reduced.c")
    shutil.copy(args.prog, reduced)
    test = os.path.join(out, "test.sh")
    with open(test, "w") as f:
        f.write("#!/bin/sh\nexec python3 %s reduced.c --hlsc %s%s --interesting %s %s\n" % (
            os.path.abspath(__file__), hlsc,
            " --clock-period " + fuzz.shell_quote(args.clock_period) if args.clock_period else "",
            fuzz.shell_quote(got[0]), fuzz.shell_quote(got[1])))
    os.chmod(test, 0o755)
    if subprocess.run([test], cwd=out).returncode != 0:
        print("fuzz_reduce: the unreduced program is not interesting (undefined "
              "behaviour the checks see, or a flaky failure)")
        return 2
    rc = subprocess.run(["creduce", "--n", "2", "--timing", test, "reduced.c"],
                        cwd=out).returncode
    print("fuzz_reduce: %s (creduce exit %d)" % (reduced, rc))
    return rc


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
