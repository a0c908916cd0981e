#!/usr/bin/env python3
"""fuzz.py - a random-program campaign against hlsc.

Generates C programs with Csmith (restricted to the C that hlsc takes: see
CSMITH_OPTIONS), turns each into a top `uint32_t csmith_top(void)` that runs
the program and returns Csmith's CRC of the globals, and co-simulates it
with `hlsc cosim` (the oracle is the same program run natively). Each
program ends in one class:

  pass         cosim PASS
  unsupported  hlsc rejected it cleanly: exit 2 with `file:line:col: error:`
  crash        a signal, an internal compiler error, a sanitizer report of
               the compiler (build-asan/hlsc), exit 2 without a located
               error, or any other exit status                     (a bug)
  wrong        cosim FAIL: the Verilog disagrees with the program   (a bug)
  timeout      the simulation did not finish within --max-cycles or the
               wall-clock limit
  ub           discarded: the program run natively under UBSan/ASan
               reports undefined behaviour (no reference)
  slow         discarded: the native run took longer than --native-timeout
  harness      this script failed (Csmith, a file): not a compiler result

  scripts/fuzz.py --n 100 --seed 1 --jobs 2 --out fuzz-out
  scripts/fuzz.py --n 100 --features pointers,structs,unions
  scripts/fuzz.py --n 100 --features default --features pointers,structs,unions
  scripts/fuzz.py --files tests/fuzz/*.c        (committed programs)
  scripts/fuzz.py --wrap SEED > prog.c          (one wrapped program)

--features SET runs Csmith with the features of SET enabled and the others
of FEATURES disabled (SET is a comma-separated list of FEATURES, or
`default` for CSMITH_OPTIONS); given several times, every seed is run with
each set, and the summary reports each set apart.

Writes OUT/results.tsv (one line per program) and OUT/summary.md (counts per
class and feature set, the unsupported fraction, the diagnostics); keeps the
program and logs of every program that did not pass in OUT/SEED/ (all of
them with --keep). Exit status 1 when a crash or a wrong result was found.
"""
import argparse
import collections
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CSMITH_INCLUDE = "/usr/include/csmith"
TOP = "csmith_top"

# What hlsc takes (README "Supported C"): no floating point (Csmith's
# default), no pointers (Csmith's pointers live in global variables and
# point into several objects: hlsc keeps a pointer within one object and
# never in memory), no argc/argv (the top has no parameters), no builtins.
# Unions, bit-fields, packed structs and volatile are Csmith's defaults and
# supported. Small programs (few functions, shallow blocks, small arrays)
# so that a program finishes in a few thousand to a few hundred thousand
# cycles and compiles in seconds.
CSMITH_OPTIONS = [
    "--no-argc", "--no-pointers", "--no-builtins",
    "--max-funcs", "8", "--max-block-depth", "4", "--max-array-dim", "3",
    "--max-array-len-per-dim", "8", "--max-expr-complexity", "8",
    "--max-struct-fields", "4", "--inline-function-prob", "0",
]

# The features --features turns on and off, with Csmith's flags for each.
# Pointers, structs and unions are what the default campaign leaves out or
# in by Csmith's defaults; a feature set names the ones enabled.
FEATURES = {
    "pointers": ("--pointers", "--no-pointers"),
    "structs": ("--structs", "--no-structs"),
    "unions": ("--unions", "--no-unions"),
}
DEFAULT_SET = "default"


def feature_set(text):
    """The canonical name of the feature set TEXT ("default", or its features
    in FEATURES order, comma-separated); raises ValueError for an unknown
    feature."""
    names = [f.strip() for f in text.split(",") if f.strip()]
    if names == [DEFAULT_SET]:
        return DEFAULT_SET
    for f in names:
        if f not in FEATURES:
            raise ValueError("unknown feature '%s' (known: %s, or %s)"
                             % (f, ", ".join(FEATURES), DEFAULT_SET))
    return ",".join(f for f in FEATURES if f in names) or "none"


def feature_options(fset):
    """Csmith's options for the feature set FSET (a name from feature_set):
    CSMITH_OPTIONS for the default set, else CSMITH_OPTIONS without its
    feature flags, then each of FEATURES enabled or disabled."""
    if fset == DEFAULT_SET:
        return list(CSMITH_OPTIONS)
    flags = {flag for pair in FEATURES.values() for flag in pair}
    on = fset.split(",") if fset != "none" else []
    return ([o for o in CSMITH_OPTIONS if o not in flags]
            + [FEATURES[f][0] if f in on else FEATURES[f][1] for f in FEATURES])


CLASSES = ["pass", "unsupported", "crash", "wrong", "timeout", "ub", "slow",
           "harness"]
BUGS = ("crash", "wrong")

SANITIZER = re.compile(r"ERROR: (Address|Leak|Undefined)Sanitizer|runtime error:")
LOCATED = re.compile(r"^([^:\n]+):(\d+):(\d+): error: (.*)$", re.M)


def wrap(text):
    """Csmith's program with main turned into `uint32_t csmith_top(void)`
    returning the checksum main would print; the statistics comment after
    main is dropped. Raises ValueError when main has an unexpected shape."""
    head, sep, tail = text.partition("\nint main (void)\n{\n")
    if not sep:
        raise ValueError("no 'int main (void)' in Csmith's output")
    end = "    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);\n" \
          "    return 0;\n}\n"
    body, sep, _stats = tail.partition(end)
    if not sep:
        raise ValueError("main does not end with platform_main_end")
    return ("// top: " + TOP + "\n" + head + "\nuint32_t " + TOP + "(void)\n{\n"
            + body + "    return crc32_context ^ 0xFFFFFFFFUL;\n}\n")


def generate(seed, options=None):
    """The wrapped Csmith program for SEED (with CSMITH_OPTIONS or OPTIONS)."""
    # Csmith writes platform.info into its working directory: one of its own
    # per run, so that parallel runs do not race on the file.
    with tempfile.TemporaryDirectory(prefix="hlsc-csmith-") as cwd:
        out = subprocess.run(["csmith", "--seed", str(seed)] + (options or CSMITH_OPTIONS),
                             capture_output=True, text=True, check=True, cwd=cwd)
    return wrap(out.stdout)


def run(argv, timeout, cwd=None):
    """(exit status or None on timeout, stdout, stderr, seconds)."""
    t0 = time.monotonic()
    try:
        p = subprocess.run(argv, capture_output=True, text=True, timeout=timeout,
                           cwd=cwd, errors="replace")
        return p.returncode, p.stdout, p.stderr, time.monotonic() - t0
    except subprocess.TimeoutExpired as e:
        def txt(b):
            if b is None:
                return ""
            return b if isinstance(b, str) else b.decode(errors="replace")
        return None, txt(e.stdout), txt(e.stderr), time.monotonic() - t0


NATIVE_MAIN = """
#include <stdio.h>
int main(void) { printf("%u\\n", (unsigned)csmith_top()); return 0; }
"""


def native_screen(prog, work, timeout):
    """None when the program runs natively without undefined behaviour within
    TIMEOUT seconds, else (class, detail)."""
    exe = os.path.join(work, "native")
    src = os.path.join(work, "native.c")
    with open(src, "w") as f:
        f.write('#include "%s"\n%s' % (os.path.abspath(prog), NATIVE_MAIN))
    rc, _, err, _ = run(["clang-19", "-std=gnu17", "-O1", "-w", "-g",
                         "-fsanitize=undefined,address", "-fno-sanitize-recover=all",
                         "-I", CSMITH_INCLUDE, "-o", exe, src], 300)
    if rc != 0:
        return "harness", "does not compile natively: " + first_line(err)
    env = dict(os.environ, ASAN_OPTIONS="detect_leaks=0")
    try:
        p = subprocess.run([exe], capture_output=True, text=True, timeout=timeout,
                           env=env, errors="replace")
    except subprocess.TimeoutExpired:
        return "slow", "native run longer than %g s" % timeout
    if p.returncode != 0 or SANITIZER.search(p.stderr):
        m = re.search(r"runtime error: (.*)|ERROR: \w+Sanitizer: (\S+)", p.stderr)
        return "ub", (m.group(1) or m.group(2)) if m else "exit %d" % p.returncode
    return None


def shell_quote(s):
    """S as one word of a POSIX shell command."""
    return "'" + s.replace("'", "'\\''") + "'"


def first_line(s):
    for line in s.splitlines():
        if line.strip():
            return line.strip()[:200]
    return ""


def normalize(msg):
    """A diagnostic without the names and numbers of one program."""
    msg = re.sub(r"'[^']*'", "'…'", msg)
    msg = re.sub(r"\b0x[0-9a-fA-F]+\b", "ADDR", msg)
    msg = re.sub(r"\b\d+\b", "N", msg)
    return msg


def crash_signature(rc, err):
    """Why a compiler run counts as a crash, or None when it does not."""
    m = re.search(r"internal compiler error at [^:]+:\d+: .*|internal error: .*", err)
    if m:
        return m.group(0)[:200]
    m = SANITIZER.search(err)
    if m:
        line = [l for l in err.splitlines() if SANITIZER.search(l)][0]
        return "sanitizer: " + re.sub(r"^.*?(runtime error:|ERROR:)", r"\1", line)[:200]
    if rc is None:
        return None
    if rc < 0:
        return "killed by signal %d" % -rc
    if rc == 2 and not LOCATED.search(err):
        return "exit 2 without a located error: " + first_line(err)
    if rc not in (0, 1, 2):
        return "exit status %d: %s" % (rc, first_line(err))
    return None


def cosim_check(hlsc, prog, work, args):
    """(class, detail) of `hlsc cosim` (compile, native run, simulation).
    A rejected program must leave neither the -o nor the --report file."""
    v = os.path.join(work, "top.v")
    rep = os.path.join(work, "report.json")
    limit = args.timeout * 3 + 120
    period = getattr(args, "period", None)
    rc, out, err, _ = run([hlsc, "cosim", prog, "--top", TOP, "-I", CSMITH_INCLUDE,
                           "-o", v, "--report", rep, "--max-cycles", str(args.max_cycles),
                           "--timeout", str(args.timeout)]
                          + (["--clock-period", period] if period else []), limit)
    with open(os.path.join(work, "cosim.log"), "w") as f:
        f.write(out + err)
    if rc == 2 and "did not finish within" in err:
        return "timeout", re.sub(r".*hlsc: error: ", "", first_line(
            [l for l in err.splitlines() if "did not finish within" in l][0]))
    sig = crash_signature(rc, err)
    if sig:
        return "crash", sig
    if rc is None:
        return "timeout", "cosim longer than %g s" % limit
    line = [l for l in out.splitlines() if l.startswith(("PASS ", "FAIL "))]
    line = line[-1] if line else ""
    if rc == 0 and line.startswith("PASS "):
        return "pass", line.split(" ", 2)[2]
    if rc == 2:
        if os.path.exists(v) or os.path.exists(rep):
            return "crash", "rejected but left an output file"
        return "unsupported", LOCATED.search(err).group(4)
    reason = line.split(": ", 1)[1] if ": " in line else first_line(out + err)
    if "timeout after" in reason or "wall-clock" in reason:
        return "timeout", reason
    if "undefined behaviour" in reason:
        return "ub", reason
    return "wrong", reason


def check_program(prog, work, args):
    """(class, detail) of one wrapped program."""
    screened = native_screen(prog, work, args.native_timeout)
    if screened:
        return screened
    return cosim_check(args.compiler, prog, work, args)


def period_of(name, args):
    """The clock period for program NAME: one of --clock-periods, chosen by
    its seed (or its name), so that a campaign covers several schedules."""
    periods = args.clock_periods.split(",")
    seed = re.match(r"\d+", name)
    key = int(seed.group(0)) if seed else sum(map(ord, name))
    return periods[key % len(periods)]


def one(name, make_prog, args, fset):
    """Runs one program of the feature set FSET; returns (name, class,
    detail, seconds, FSET)."""
    t0 = time.monotonic()
    work = os.path.join(args.out, name)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    prog = os.path.join(work, "prog.c")
    try:
        with open(prog, "w") as f:
            f.write(make_prog())
        cls, detail = check_program(prog, work, argparse.Namespace(
            **vars(args), period=period_of(name, args)))
    except (subprocess.CalledProcessError, ValueError, OSError) as e:
        cls, detail = "harness", str(e)
    detail = "[%s ns] %s" % (period_of(name, args), detail)
    if cls == "pass" and not args.keep:
        shutil.rmtree(work, ignore_errors=True)
    return (name, cls, detail.replace("\t", " ").replace("\n", " "),
            time.monotonic() - t0, fset)


def source_commit():
    """The checkout's commit, with "-dirty" for uncommitted changes."""
    try:
        p = subprocess.run(["git", "-C", ROOT, "describe", "--always", "--dirty"],
                           capture_output=True, text=True, timeout=30)
        return p.stdout.strip() or "unknown"
    except (OSError, subprocess.SubprocessError):
        return "unknown"


def set_options(args, fset):
    """Csmith's options of the feature set FSET, as a string."""
    return " ".join(dict(args.sets).get(fset, ["?"]))


def class_table(results, sets):
    """The Markdown table of the counts per class, a column per feature set
    (and a total when there are several)."""
    count = collections.Counter((r[4], r[1]) for r in results)
    cols = sets + (["all"] if len(sets) > 1 else [])
    head = ["count"] if len(sets) == 1 else ["`%s`" % s for s in sets] + ["all"]
    lines = ["| class | %s |" % " | ".join(head), "|---|%s" % ("---|" * len(cols))]
    for c in CLASSES:
        row = [count[(s, c)] for s in sets]
        if len(sets) > 1:
            row.append(sum(row))
        lines.append("| %s | %s |" % (c, " | ".join(map(str, row))))
    return lines


def diagnostics(results, title):
    """The per-class lists of diagnostics of RESULTS (one feature set):
    every distinct one with its count and the first few programs."""
    lines = []
    for cls, what in (("unsupported", "unsupported, by diagnostic"),
                      ("crash", "crashes"), ("wrong", "wrong results"),
                      ("timeout", "timeouts"), ("ub", "undefined behaviour (discarded)"),
                      ("harness", "harness failures")):
        def key(r):
            d = re.sub(r"^\[[0-9.]+ ns\] ", "", r[2])
            return normalize(d) if cls in ("unsupported", "ub") else d
        diag = collections.Counter(key(r) for r in results if r[1] == cls)
        if not diag:
            continue
        lines += ["", "## " + title + what, ""]
        for d, n in diag.most_common():
            who = [r[0] for r in results if r[1] == cls and key(r) == d][:5]
            lines.append("- %d × %s (%s)" % (n, d, ", ".join(who)))
    return lines


def summary(results, args, elapsed):
    """The Markdown summary of a campaign: counts per class and feature set,
    then each set's clock periods, unsupported fraction and diagnostics."""
    sets = [s for s, _ in args.sets]
    sets += sorted({r[4] for r in results} - set(sets))
    rate = len(results) / (elapsed / 60) if elapsed > 0 else 0
    lines = ["# hlsc fuzz campaign", "",
             "command: `%s`" % " ".join(sys.argv), ""]
    for fset in sets:
        lines += ["csmith options%s: `%s`" % (
            "" if len(sets) == 1 else " of `%s`" % fset, set_options(args, fset)), ""]
    lines += ["compiler: `%s` at commit %s (when the summary was written)"
              % (os.path.relpath(args.compiler, ROOT), source_commit()), "",
              "%d programs in %.0f s (%.1f programs a minute, %d jobs)"
              % (len(results), elapsed, rate, args.jobs), ""]
    lines += class_table(results, sets)
    for fset in sets:
        rows = [r for r in results if r[4] == fset]
        count = collections.Counter(r[1] for r in rows)
        judged = sum(count[c] for c in ("pass", "unsupported", "crash", "wrong", "timeout"))
        title = "" if len(sets) == 1 else "`%s`: " % fset
        per = collections.Counter((re.match(r"\[([0-9.]+) ns\]", r[2]) or [0, "?"])[1]
                                  for r in rows if r[1] == "pass")
        if per:
            lines += ["", title + "passes per clock period: " + ", ".join(
                "%s ns: %d" % (p, n) for p, n in sorted(per.items()))]
        if judged:
            lines += ["", title + "unsupported fraction: %d / %d = %.1f%% (of the "
                      "programs not discarded as ub/slow)" % (
                          count["unsupported"], judged,
                          100.0 * count["unsupported"] / judged)]
        lines += diagnostics(rows, title)
    return "\n".join(lines) + "\n"


def parse_args(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--n", type=int, default=100, help="programs to generate")
    ap.add_argument("--seed", type=int, default=1, help="first Csmith seed")
    ap.add_argument("--files", nargs="+", help="check these wrapped programs instead")
    ap.add_argument("--wrap", type=int, metavar="SEED",
                    help="print the wrapped program of SEED and exit")
    ap.add_argument("--summarize", action="store_true",
                    help="print the summary of OUT/results.tsv (e.g. of a stopped "
                    "campaign) and exit")
    ap.add_argument("--csmith", metavar="OPTIONS",
                    help="Csmith's options instead of CSMITH_OPTIONS (one string)")
    ap.add_argument("--features", action="append", metavar="SET",
                    help="run Csmith with the features of SET (comma-separated: "
                    "%s) enabled and the others disabled, or 'default' for "
                    "CSMITH_OPTIONS; given several times, each seed runs with each "
                    "set" % ",".join(FEATURES))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", default=os.path.join(ROOT, "fuzz-out"))
    ap.add_argument("--hlsc", default=None,
                    help="the compiler (default build-asan/hlsc, the ASan+UBSan "
                    "build, when it exists, else build/hlsc)")
    ap.add_argument("--max-cycles", type=int, default=2000000)
    ap.add_argument("--timeout", type=float, default=300,
                    help="seconds for a compile and for the simulation")
    ap.add_argument("--native-timeout", type=float, default=2)
    ap.add_argument("--clock-periods", default="10,5,3",
                    help="clock periods (ns) the programs are compiled for, "
                    "one per program in turn (default 10,5,3)")
    ap.add_argument("--keep", action="store_true", help="keep passing programs too")
    args = ap.parse_args(argv)
    args.out = os.path.abspath(args.out)
    if args.csmith and args.features:
        ap.error("--csmith and --features exclude each other")
    if args.csmith:
        args.sets = [("custom", args.csmith.split())]
    else:
        try:
            names = [feature_set(f) for f in (args.features or [DEFAULT_SET])]
        except ValueError as e:
            ap.error(str(e))
        names = list(dict.fromkeys(names))
        args.sets = [(n, feature_options(n)) for n in names]
    if not args.hlsc:
        asan = os.path.join(ROOT, "build-asan", "hlsc")
        args.hlsc = asan if os.path.exists(asan) else os.path.join(ROOT, "build", "hlsc")
    args.compiler = os.path.abspath(args.hlsc)
    return args


def read_results(path, fset):
    """The rows of a results.tsv (of a finished or a stopped campaign); a
    row without a feature set (written before there were several) is of
    FSET."""
    rows = []
    with open(path) as f:
        for line in f:
            name, cls, detail, secs, *rest = line.rstrip("\n").split("\t")
            rows.append((name, cls, detail, float(secs), rest[0] if rest else fset))
    return rows


def main(argv):
    args = parse_args(argv)
    os.environ.setdefault("ASAN_OPTIONS", "detect_leaks=0")
    if args.summarize:
        rows = read_results(os.path.join(args.out, "results.tsv"), args.sets[0][0])
        rows.sort(key=lambda r: (len(r[0]), r[0]))
        sys.stdout.write(summary(rows, args, sum(r[3] for r in rows) / args.jobs))
        return 0
    if args.wrap is not None:
        sys.stdout.write(generate(args.wrap, args.sets[0][1]))
        return 0
    os.makedirs(args.out, exist_ok=True)
    if args.files:
        fset = args.sets[0][0] if args.features else "files"
        jobs = [(os.path.splitext(os.path.basename(p))[0],
                 (lambda p=p: open(p).read()), fset) for p in args.files]
    else:
        def name(seed, fset):
            return str(seed) if len(args.sets) == 1 else "%d-%s" % (
                seed, fset.replace(",", "+"))
        jobs = [(name(s, fset), (lambda s=s, o=opts: generate(s, o)), fset)
                for s in range(args.seed, args.seed + args.n)
                for fset, opts in args.sets]
    t0 = time.monotonic()
    results = []
    tsv = open(os.path.join(args.out, "results.tsv"), "w")
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        futs = [pool.submit(one, name, make, args, fset) for name, make, fset in jobs]
        for fut in concurrent.futures.as_completed(futs):
            r = fut.result()
            results.append(r)
            tsv.write("%s\t%s\t%s\t%.1f\t%s\n" % r)
            tsv.flush()
            print("%-11s %s %s (%.0f s)" % (r[1], r[0], r[2][:160], r[3]), flush=True)
    tsv.close()
    results.sort(key=lambda r: (len(r[0]), r[0]))
    text = summary(results, args, time.monotonic() - t0)
    with open(os.path.join(args.out, "summary.md"), "w") as f:
        f.write(text)
    print(text)
    return 1 if any(r[1] in BUGS for r in results) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
